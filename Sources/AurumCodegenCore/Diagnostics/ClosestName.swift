/// The candidate nearest to `name` by edit distance, if it is close enough to be a likely typo.
func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(2, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let d = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
        if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
}

/// Levenshtein distance; names here are short, so the two-row table is plenty.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// `; did you mean 'x'?` or nothing.
func suggestionSuffix(for name: String, in candidates: some Sequence<String>) -> String {
    closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
