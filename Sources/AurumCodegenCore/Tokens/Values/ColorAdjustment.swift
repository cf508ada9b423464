/// A colour change another tool's build applies from a key written beside a token's value, with its
/// amount and colour known. Each works on sRGB and ends as those builds end, printing hex: every
/// channel and the alpha rounded to 8 bits.
///
/// | kind | written as | what it does |
/// | --- | --- | --- |
/// | `setAlpha` | Primer `"alpha": 0.2`; Paragon `{"type": "alpha", "amount": 0.2}` | alpha = amount (0…1); the colour's own alpha is disregarded (Primer's `alpha`, color2k `rgba`) |
/// | `weightedMix` | Primer `"mix": {"color": …, "weight": 0.3}` | Sass's `mix` as color2k implements it, `weight` being the mix colour's share, alphas weighed in |
/// | `hslLighten` / `hslDarken` | Paragon `{"type": "lighten", "amount": 0.1}` | HSL lightness ± amount (0…1 of the full range), clamped (Paragon's Sass-like `lighten`/`darken`) |
/// | `rgbMix` | Paragon `{"type": "mix", "amount": 0.5, "otherColor": …}` | each channel and the alpha interpolated towards the other colour by amount (chroma-js `mix(…, 'rgb')`) |
struct ColorAdjustment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case setAlpha, weightedMix, hslLighten, hslDarken, rgbMix }

    var kind: Kind
    var amount: Double
    /// The other colour of `weightedMix` and `rgbMix`.
    var color: DTCGColor?

    func apply(to color: DTCGColor) -> DTCGColor {
        let c = Self.rgba(color)
        let result: SIMD4<Double>
        switch kind {
        case .setAlpha:
            result = SIMD4(c.x, c.y, c.z, Self.clamp(amount))
        case .weightedMix:
            result = Self.weightedMix(c, Self.rgba(self.color ?? color), weight: Self.clamp(amount))
        case .rgbMix:
            let o = Self.rgba(self.color ?? color)
            result = c + (o - c) * amount
        case .hslLighten, .hslDarken:
            let hsl = DTCGColor(.srgb, c.x, c.y, c.z, alpha: c.w).converted(to: .hsl)
            let l = hsl.resolvedComponents.z + (kind == .hslLighten ? amount : -amount) * 100
            let back = DTCGColor(.hsl, hsl.components[0], hsl.components[1], min(max(l, 0), 100), alpha: c.w).converted(to: .srgb)
            let v = back.resolvedComponents
            result = SIMD4(v.x, v.y, v.z, c.w)
        }
        let r = (result.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero) / 255
        return DTCGColor(.srgb, r.x, r.y, r.z, alpha: r.w)
    }

    /// Sass's `mix($color1, $color2, $weight)` with the weight given to the second colour, as color2k has it.
    static func weightedMix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, weight: Double) -> SIMD4<Double> {
        let alphaDelta = b.w - a.w
        let w = weight * 2 - 1
        let combined = w * alphaDelta == -1 ? w : w + alphaDelta / (1 + w * alphaDelta)
        let w2 = (combined + 1) / 2, w1 = 1 - w2
        let rgb = SIMD3(a.x, a.y, a.z) * w1 + SIMD3(b.x, b.y, b.z) * w2
        return SIMD4(rgb.x, rgb.y, rgb.z, b.w * weight + a.w * (1 - weight))
    }

    /// The colour's sRGB channels (gamut mapped) and alpha.
    private static func rgba(_ color: DTCGColor) -> SIMD4<Double> {
        let rgb = color.rgb(in: .srgb).rgb
        return SIMD4(rgb.red, rgb.green, rgb.blue, color.alpha)
    }

    private static func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
}
