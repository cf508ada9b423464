/// A colour converted on its own (the contrast page): the sRGB value generated code uses (gamut mapped by the
/// colour module when the colour lies outside sRGB) and the Display P3 value, each with alpha.
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

    /// `#rrggbb`, or `#rrggbbaa` when alpha does not round to 255: what swatches paint and the page prints.
    var hex: String {
        let b = bytes
        return "#" + (b.alpha == 255 ? [b.red, b.green, b.blue] : [b.red, b.green, b.blue, b.alpha]).map(HexColor.twoDigits).joined()
    }

    var isOpaque: Bool { RGB.byte(srgb.alpha) == 255 }

    /// `color(display-p3 0.5255 0.2431 0.9529)`, with ` / 0.5` when translucent: CSS Color 4 syntax.
    var displayP3CSS: String {
        CatalogNumber.displayP3([displayP3.red, displayP3.green, displayP3.blue], alpha: isOpaque ? nil : srgb.alpha)
    }

    /// The 8-bit sRGB channels and alpha, as a swatch shows them.
    var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (RGB.byte(srgb.red), RGB.byte(srgb.green), RGB.byte(srgb.blue), RGB.byte(srgb.alpha))
    }
}

/// A token's colour as its row shows it: the sRGB and Display P3 values the Swift output converted it to (gamut
/// mapped by the colour module), with the token's alpha. Nothing is converted again but the gamut check.
struct CatalogShownColor {
    var raw: ColorValue
    var converted: SwiftTokenValue.Color

    init(_ raw: ColorValue, _ converted: SwiftTokenValue.Color) {
        self.raw = raw
        self.converted = converted
    }

    var alpha: Double { min(max(raw.alpha, 0), 1) }
    var isOpaque: Bool { RGB.byte(alpha) == 255 }

    /// Whether the colour fits sRGB unmapped: sRGB components within 0…1 always do; any other colour is converted
    /// once more to find out (the Swift value keeps no such flag).
    var inSRGBGamut: Bool {
        if raw.colorSpace == "srgb", raw.components.allSatisfy({ $0.map { $0 >= 0 && $0 <= 1 } ?? false }) { return true }
        return CatalogColor(raw)?.inSRGBGamut ?? true
    }

    /// `#rrggbb` (the Swift output's documented hex), or `#rrggbbaa` when alpha does not round to 255.
    var hex: String { converted.hex + (isOpaque ? "" : HexColor.twoDigits(RGB.byte(alpha))) }

    /// The Swift output's P3 components to four places.
    var p3: String {
        CatalogNumber.displayP3([converted.p3Red.double, converted.p3Green.double, converted.p3Blue.double], alpha: isOpaque ? nil : alpha)
    }

    /// `hex`, `p3`, `style` (the swatch's custom properties: `--c` in sRGB, `--p` in Display P3 when sRGB cannot
    /// show it), `outOfGamut`, `alpha` (null when opaque) and `source` (the colour as written, null for sRGB).
    var context: MustacheDictionary {
        let inGamut = inSRGBGamut
        return [
            "hex": .string(hex),
            "p3": .string(p3),
            "style": .string("--c:" + hex + (inGamut ? "" : ";--p:" + p3)),
            "outOfGamut": .bool(!inGamut),
            "alpha": isOpaque ? .null : .string(CatalogNumber.fixed(alpha)),
            "source": raw.colorSpace == "srgb" ? .null
                : .string(([raw.colorSpace] + raw.components.map { $0.map { CatalogNumber.fixed($0) } ?? "none" }).joined(separator: " ")),
        ]
    }
}

/// Short, exact-enough decimal text for CSS and labels, without `String(format:)` (slow per call).
enum CatalogNumber {
    /// `value` rounded half away from zero to `places` decimals, trailing zeros dropped, `-` only when the result
    /// is not zero: 0.52549 → `0.5255`, 1 → `1`, -0.00004 → `0`. Not finite: `0`.
    static func fixed(_ value: Double, places: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        let scale = (0..<places).reduce(Int64(1)) { r, _ in r * 10 }
        guard abs(value) * Double(scale) < 9e15 else { return String(Int64(value.rounded())) }
        let scaled = Int64((value * Double(scale)).rounded())
        guard scaled != 0 else { return "0" }
        var text = String(scaled.magnitude / UInt64(scale))
        var fraction = scaled.magnitude % UInt64(scale), digits = places
        if fraction != 0 {
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let shown = String(fraction)
            text += "." + String(repeating: "0", count: digits - shown.count) + shown
        }
        return scaled < 0 ? "-" + text : text
    }

    /// `color(display-p3 r g b)`, with ` / alpha` when given, each to four places.
    static func displayP3(_ components: [Double], alpha: Double?) -> String {
        "color(display-p3 " + components.map { fixed($0) }.joined(separator: " ") + (alpha.map { " / " + fixed($0) } ?? "") + ")"
    }
}
