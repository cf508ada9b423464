/// The result of converting a colour to sRGB or Display P3.
struct RGBConversion: Sendable, Hashable {
    /// In gamut (every channel within 0…1), gamut mapped when the colour was not.
    var rgb: RGB
    /// Whether the colour fitted the destination gamut (within `DTCGColor.gamutTolerance`).
    var wasInGamut: Bool
    /// The straight conversion before any mapping, so callers can report how far out it was.
    var unmapped: RGB
}

extension DTCGColor {
    /// Channels within this distance outside 0…1 still count as in gamut, absorbing floating-point
    /// noise from the matrix round trips (e.g. sRGB white lands at 1.0000000000000002 in P3 space);
    /// such channels are clamped to 0…1 in `RGBConversion.rgb`.
    static let gamutTolerance = 1e-6

    /// Converts to `space`; an out-of-gamut colour is mapped with the CSS Color 4 §13.2 algorithm
    /// and reported through `wasInGamut`, never silently clipped. (Not an overload of
    /// `converted(to:)`: `.srgb` would be ambiguous between `ColorSpace` and `RGBSpace`.)
    func rgb(in space: RGBSpace) -> RGBConversion {
        let unmapped = RGB(space, converted(to: space.colorSpace).resolvedComponents, alpha: alpha)
        if unmapped.isInGamut(tolerance: Self.gamutTolerance) {
            let clamped = RGB(space, GamutMapping.clip(unmapped.channels), alpha: alpha)
            return RGBConversion(rgb: clamped, wasInGamut: true, unmapped: unmapped)
        }
        let mapped = GamutMapping.map(converted(to: .oklch), to: space)
        return RGBConversion(rgb: RGB(space, mapped, alpha: alpha), wasInGamut: false, unmapped: unmapped)
    }
}

/// CSS Color 4 §13.2 "CSS gamut mapping algorithm": binary search on OKLCh chroma at constant
/// lightness and hue, accepting a clipped result once it is within one JND (ΔEOK 0.02) of the search point.
enum GamutMapping {
    static let jnd = 0.02
    static let epsilon = 0.0001

    static func clip(_ v: SIMD3<Double>) -> SIMD3<Double> { v.map { min(max($0, 0), 1) } }

    static func map(_ origin: DTCGColor, to space: RGBSpace) -> SIMD3<Double> {
        precondition(origin.colorSpace == .oklch)
        let o = origin.resolvedComponents
        let lightness = o.x, hue = o.z
        // Unvalidated infinities or NaNs would keep the search from converging; such input is
        // reported by validation, here it only has to terminate.
        guard o.x.isFinite, o.y.isFinite, o.z.isFinite else { return SIMD3(repeating: 0) }
        if lightness >= 1 { return SIMD3(repeating: 1) }
        if lightness <= 0 { return SIMD3(repeating: 0) }

        func destination(chroma: Double) -> SIMD3<Double> {
            DTCGColor(.oklch, lightness, chroma, hue).converted(to: space.colorSpace).resolvedComponents
        }
        func deltaEOK(_ rgb: SIMD3<Double>, chroma: Double) -> Double {
            let candidate = DTCGColor(space.colorSpace, rgb.x, rgb.y, rgb.z)
            return candidate.deltaEOK(to: DTCGColor(.oklch, lightness, chroma, hue))
        }
        func inGamut(_ v: SIMD3<Double>) -> Bool { v.min() >= 0 && v.max() <= 1 }

        var clipped = clip(destination(chroma: o.y))
        if deltaEOK(clipped, chroma: o.y) < jnd { return clipped }

        var low = 0.0, high = o.y
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            let current = destination(chroma: chroma)
            if lowIsInGamut && inGamut(current) {
                low = chroma
                continue
            }
            clipped = clip(current)
            let e = deltaEOK(clipped, chroma: chroma)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }
}
