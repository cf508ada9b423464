import Foundation

/// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) of a text colour on a background,
/// computed on the 8-bit sRGB values the catalog shows. A translucent text colour is composited over its
/// background first, and a translucent background over white (the page the catalog draws swatches on).
enum WCAGContrast {
    /// Relative luminance of an opaque sRGB colour. WCAG 2.0 gives 0.03928 as the linear threshold, the sRGB
    /// standard 0.04045; no 8-bit value lies between the two, so on 8-bit values both give the same result.
    static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Straight-alpha "over" in gamma-encoded sRGB, as browsers blend.
    static func composite(_ top: (Double, Double, Double, Double), over bottom: (Double, Double, Double)) -> (Double, Double, Double) {
        let a = top.3
        return (top.0 * a + bottom.0 * (1 - a), top.1 * a + bottom.1 * (1 - a), top.2 * a + bottom.2 * (1 - a))
    }

    /// (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21.
    static func ratio(foreground: CatalogColor, background: CatalogColor) -> Double {
        func channels(_ c: CatalogColor) -> (Double, Double, Double, Double) {
            let b = c.bytes
            return (Double(b.red) / 255, Double(b.green) / 255, Double(b.blue) / 255, Double(b.alpha) / 255)
        }
        let bg = composite(channels(background), over: (1, 1, 1))
        let fg = composite(channels(foreground), over: bg)
        let l1 = relativeLuminance(red: fg.0, green: fg.1, blue: fg.2)
        let l2 = relativeLuminance(red: bg.0, green: bg.1, blue: bg.2)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// The success criteria a ratio meets. Thresholds are compared unrounded: WCAG forbids rounding up
    /// (4.499:1 fails AA).
    struct Verdict: Hashable, Sendable {
        var ratio: Double
        /// 1.4.3 Contrast (Minimum), normal text: 4.5:1.
        var aa: Bool { ratio >= 4.5 }
        /// 1.4.3 for large text (18 pt, or 14 pt bold): 3:1.
        var aaLarge: Bool { ratio >= 3 }
        /// 1.4.6 Contrast (Enhanced), normal text: 7:1.
        var aaa: Bool { ratio >= 7 }
        /// 1.4.6 for large text: 4.5:1.
        var aaaLarge: Bool { ratio >= 4.5 }

        /// `4.52:1`: two decimals, truncated so the text never claims more than the ratio is.
        var text: String {
            let hundredths = (ratio * 100 + 1e-9).rounded(.down) / 100
            return CatalogNumber.fixed(hundredths, places: 2) + ":1"
        }
    }
}
