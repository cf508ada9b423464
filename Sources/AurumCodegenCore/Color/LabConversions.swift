import Foundation

/// CIE Lab/LCH (D50) and OKLab/OKLCh, as in the CSS Color 4 sample code.
enum LabConversions {
    private static let epsilon = 216.0 / 24389  // 6³/29³
    private static let kappa = 24389.0 / 27     // 29³/3³

    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / ColorMatrices.d50White
        let f = scaled.map { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let xyz = SIMD3(
            pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa,
            lab.x > kappa * epsilon ? pow((lab.x + 16) / 116, 3) : lab.x / kappa,
            pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa)
        return xyz * ColorMatrices.d50White
    }

    static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.xyzToLMS * xyz
        return ColorMatrices.lmsToOKLab * lms.map { cbrt($0) }
    }

    static func okLabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.okLabToLMS * lab
        return ColorMatrices.lmsToXYZ * lms.map { $0 * $0 * $0 }
    }

    /// Rectangular → polar. The hue is nil (powerless) when chroma is at or below
    /// `achromaticChroma`: CSS Color 4 uses 0.0015 for LCH and 0.000004 for OKLCh.
    static func toPolar(_ lab: SIMD3<Double>, achromaticChroma: Double) -> (l: Double, c: Double, h: Double?) {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma > achromaticChroma else { return (lab.x, chroma, nil) }
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return (lab.x, chroma, hue)
    }

    /// Polar → rectangular; a missing hue counts as 0 degrees.
    static func toRectangular(l: Double, c: Double, h: Double) -> SIMD3<Double> {
        let radians = h * .pi / 180
        return SIMD3(l, c * cos(radians), c * sin(radians))
    }

    static let lchAchromaticChroma = 0.0015
    static let oklchAchromaticChroma = 0.000004
}
