/// The gamma-encoded RGB spaces generated code can use directly.
enum RGBSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case displayP3 = "display-p3"

    var colorSpace: ColorSpace {
        switch self {
        case .srgb: .srgb
        case .displayP3: .displayP3
        }
    }
}

/// Gamma-encoded RGB channels; in gamut when each is within 0…1.
struct RGB: Sendable, Hashable {
    var space: RGBSpace
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(_ space: RGBSpace, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ space: RGBSpace, _ v: SIMD3<Double>, alpha: Double) {
        self.init(space, red: v.x, green: v.y, blue: v.z, alpha: alpha)
    }

    var channels: SIMD3<Double> { SIMD3(red, green, blue) }

    /// True when every channel is within 0…1, allowing `tolerance` either side.
    func isInGamut(tolerance: Double = 0) -> Bool {
        [red, green, blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// `#rrggbb`, or `#rrggbbaa` when alpha does not round to 255. Nil unless this is sRGB and every
    /// channel and alpha are within 0…1: hex cannot express other values, and we never clip silently.
    var hex: String? {
        guard space == .srgb, isInGamut(), (0...1).contains(alpha) else { return nil }
        let rgb = HexColor(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue)).string
        let a = Self.byte(alpha)
        return a == 255 ? rgb : rgb + HexColor.twoDigits(a)
    }

    /// Rounds half away from zero (127.5 → 128, matching CSS serialisers). NaN becomes 0 rather than trapping.
    static func byte(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8((min(max(v, 0), 1) * 255).rounded()) }
}
