// Placeholder: the position-aware reader lands with the foundations work.
