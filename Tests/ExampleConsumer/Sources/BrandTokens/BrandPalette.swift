// Hand-written beside the generated code of a target with plain token files and no components.

public enum BrandPalette {
    /// Every colour of the brand, for swatch screens.
    public static let all: [BrandColor] = [BrandColors.ink, BrandColors.signal, BrandColors.link]
}
