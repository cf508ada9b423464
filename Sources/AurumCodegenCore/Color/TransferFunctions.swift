import Foundation

/// Gamma encode/decode curves from the CSS Color 4 sample code. All are extended to negative
/// values by reflection, so out-of-gamut intermediates survive a round trip.
enum TransferFunctions {
    static func sRGBToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 0.04045 ? v / 12.92 : sign(v) * pow((a + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        return a > 0.0031308 ? sign(v) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * v
    }

    static func a98ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 563 / 256) }
    static func linearToA98(_ v: Double) -> Double { sign(v) * pow(abs(v), 256 / 563) }

    static func proPhotoToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 16 / 512 ? v / 16 : sign(v) * pow(a, 1.8)
    }

    static func linearToProPhoto(_ v: Double) -> Double {
        let a = abs(v)
        return a >= 1 / 512 ? sign(v) * pow(a, 1 / 1.8) : 16 * v
    }

    /// rec2020 is display-referred, so CSS Color 4 (csswg-drafts#12574, 2025) specifies the BT.1886 EOTF, a pure
    /// 2.4 gamma, not the BT.2020 camera OETF: the same values then give the same colours as browsers.
    static func rec2020ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 2.4) }
    static func linearToRec2020(_ v: Double) -> Double { sign(v) * pow(abs(v), 1 / 2.4) }

    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}

extension SIMD3<Double> {
    func map(_ f: (Double) -> Double) -> SIMD3<Double> { SIMD3(f(x), f(y), f(z)) }
}
