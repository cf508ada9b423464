/// A DTCG 2025.10 colour value: `{colorSpace, components, alpha?}` without any JSON knowledge.
///
/// `components` always holds exactly three entries; `nil` is the `"none"` keyword. Values are kept as
/// written, even when out of the spec's ranges: use `DTCGColor.issues(colorSpace:components:alpha:)`
/// to validate before converting.
struct DTCGColor: Sendable, Hashable {
    var colorSpace: ColorSpace
    private(set) var components: [Double?]
    var alpha: Double

    init(_ colorSpace: ColorSpace, _ c0: Double?, _ c1: Double?, _ c2: Double?, alpha: Double = 1) {
        self.colorSpace = colorSpace
        self.components = [c0, c1, c2]
        self.alpha = alpha
    }

    /// Nil unless `components` has exactly three entries.
    init?(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1) {
        guard components.count == 3 else { return nil }
        self.init(colorSpace, components[0], components[1], components[2], alpha: alpha)
    }

    /// Components with `none` resolved to 0. CSS Color 4 §4.4 ("missing components"): outside
    /// interpolation a missing component behaves as zero in that component's unit.
    var resolvedComponents: SIMD3<Double> {
        SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
    }
}
