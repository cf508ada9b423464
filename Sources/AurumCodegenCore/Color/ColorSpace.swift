/// The 14 colour spaces a DTCG 2025.10 colour value may name in `colorSpace`.
/// Raw values are the exact DTCG keys.
enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD50 = "xyz-d50"
    case xyzD65 = "xyz-d65"

    /// The three components in `components` order, with the ranges the DTCG colour module
    /// (technical-reports/color, "Supported color spaces") and schemas/2025.10/format/values/color.json allow.
    var components: [ColorComponentDescriptor] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [.init("red", .unit), .init("green", .unit), .init("blue", .unit)]
        case .xyzD50, .xyzD65:
            // The spec bounds XYZ to [0, 1] even though D65 white has Z ≈ 1.089; we follow the spec.
            [.init("X", .unit), .init("Y", .unit), .init("Z", .unit)]
        case .hsl:
            [.init("hue", .hue, isHue: true), .init("saturation", .percentage), .init("lightness", .percentage)]
        case .hwb:
            [.init("hue", .hue, isHue: true), .init("whiteness", .percentage), .init("blackness", .percentage)]
        case .lab:
            [.init("lightness", .percentage), .init("a", .unbounded), .init("b", .unbounded)]
        case .lch:
            [.init("lightness", .percentage), .init("chroma", .nonNegative), .init("hue", .hue, isHue: true)]
        case .oklab:
            [.init("lightness", .unit), .init("a", .unbounded), .init("b", .unbounded)]
        case .oklch:
            [.init("lightness", .unit), .init("chroma", .nonNegative), .init("hue", .hue, isHue: true)]
        }
    }

    /// Index of the hue component in cylindrical spaces (hsl, hwb, lch, oklch), nil otherwise.
    var hueIndex: Int? { components.firstIndex(where: \.isHue) }
}
