/// A colour as the catalog shows it: the sRGB value generated code uses (gamut mapped by the colour module when
/// the colour lies outside sRGB) and the Display P3 value, each with alpha.
struct CatalogColor: Hashable, Sendable {
    /// Gamma-encoded sRGB, each channel in 0…1.
    var srgb: RGB
    var displayP3: RGB
    /// Whether the colour fits sRGB without mapping.
    var inSRGBGamut: Bool

    init?(_ value: ColorValue) {
        guard let space = ColorSpace(rawValue: value.colorSpace),
              let color = DTCGColor(colorSpace: space, components: value.components, alpha: min(max(value.alpha, 0), 1)) else { return nil }
        let srgb = color.rgb(in: .srgb)
        self.srgb = srgb.rgb
        displayP3 = color.rgb(in: .displayP3).rgb
        inSRGBGamut = srgb.wasInGamut
    }

    init(srgb: RGB, displayP3: RGB, inSRGBGamut: Bool = true) {
        self.srgb = srgb
        self.displayP3 = displayP3
        self.inSRGBGamut = inSRGBGamut
    }

    /// `#rrggbb`, or `#rrggbbaa` when alpha does not round to 255: what swatches paint and the page prints.
    var hex: String {
        let b = bytes
        let digits: StaticString = "0123456789abcdef"
        let opaque = b.alpha == 255
        return String(unsafeUninitializedCapacity: opaque ? 7 : 9) { out in
            out[0] = UInt8(ascii: "#")
            var i = 1
            for byte in opaque ? [b.red, b.green, b.blue] : [b.red, b.green, b.blue, b.alpha] {
                out[i] = digits.utf8Start[Int(byte >> 4)]
                out[i + 1] = digits.utf8Start[Int(byte & 0xF)]
                i += 2
            }
            return i
        }
    }

    var isOpaque: Bool { RGB.byte(srgb.alpha) == 255 }

    /// `color(display-p3 0.5255 0.2431 0.9529)`, with ` / 0.5` when translucent: CSS Color 4 syntax.
    var displayP3CSS: String {
        var text = "color(display-p3 " + CatalogNumber.fixed(displayP3.red) + " " + CatalogNumber.fixed(displayP3.green)
            + " " + CatalogNumber.fixed(displayP3.blue)
        if !isOpaque { text += " / " + CatalogNumber.fixed(srgb.alpha) }
        return text + ")"
    }

    /// The 8-bit sRGB channels and alpha as 0…1 values, as a swatch shows them.
    var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (RGB.byte(srgb.red), RGB.byte(srgb.green), RGB.byte(srgb.blue), RGB.byte(srgb.alpha))
    }
}

/// Short, exact-enough decimal text for CSS and labels, without `String(format:)` (slow per call).
enum CatalogNumber {
    /// `value` rounded to `places` decimals, trailing zeros dropped: 0.52549 → `0.5255`, 1 → `1`, -0.0001 → `-0.0001`.
    static func fixed(_ value: Double, places: Int = 4) -> String {
        var bytes: [UInt8] = []
        append(value, places: places, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `fixed(value, places:)`, appended as bytes (formatted into a buffer on the stack, appended at once). The
    /// places the catalog uses get their own copy, whose divisions by the scale are by a constant.
    static func append<S: CatalogByteSink>(_ value: Double, places: Int = 4, to out: inout S) {
        switch places {
        case 2: append(value, places: 2, scale: 100, to: &out)
        case 3: append(value, places: 3, scale: 1_000, to: &out)
        case 4: append(value, places: 4, scale: 10_000, to: &out)
        default:
            precondition(places >= 0 && places < powersOfTen.count)
            append(value, places: places, scale: powersOfTen[places], to: &out)
        }
    }

    @inline(__always)
    private static func append<S: CatalogByteSink>(_ value: Double, places: Int, scale: UInt64, to out: inout S) {
        guard value.isFinite else { out.append(UInt8(ascii: "0")); return }
        guard abs(value) * Double(scale) < 9e15 else { out.append(decimal: Int(Int64(value.rounded()))); return }
        // `(value × scale).rounded()` without the call into libm: the part truncation drops is exact (Sterbenz), so
        // comparing it with ½ rounds halves away from zero exactly as `rounded()` does.
        let product = value * Double(scale)
        var scaled = Int64(product)
        let rest = product - Double(scaled)
        if rest >= 0.5 { scaled += 1 } else if rest <= -0.5 { scaled -= 1 }
        if scaled == 0 { out.append(UInt8(ascii: "0")); return }
        let magnitude = scaled.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            var i = 40
            var fraction = magnitude % scale
            if fraction != 0 {
                // Trailing zeros dropped; the rest, leading zeros included, from the last digit.
                var count = places
                while fraction % 10 == 0 { fraction /= 10; count -= 1 }
                for _ in 0..<count {
                    i -= 1
                    digits[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                }
                i -= 1
                digits[i] = UInt8(ascii: ".")
            }
            var integer = magnitude / scale
            repeat {
                i -= 1
                digits[i] = UInt8(ascii: "0") + UInt8(integer % 10)
                integer /= 10
            } while integer > 0
            if scaled < 0 {
                i -= 1
                digits[i] = UInt8(ascii: "-")
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: digits[i..<40]))
        }
    }

    private static let powersOfTen: [UInt64] = (0..<16).map { (0..<$0).reduce(1) { r, _ in r * 10 } }
}
