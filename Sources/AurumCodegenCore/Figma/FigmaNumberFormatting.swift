import Foundation

/// Figma stores numbers as 32-bit floats, so the REST API sends 0.4 as 0.4000000059604645.
/// These turn such values back into what the designer typed.
enum FigmaNumberFormatting {
    /// The shortest text that reads back as the same 32-bit float: 0.4000000059604645 → `0.4`,
    /// 16.0 → `16`.
    static func float32(_ value: Double) -> JSONNumber {
        guard value.isFinite else { return JSONNumber(0) }
        var text = Float(value).description
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text == "-0" { text = "0" }
        return JSONNumber(text: text, double: Double(text) ?? value)
    }

    /// Rounded to `places` decimals without trailing zeros: 0.5254902243614197 → `0.5255`, 1.0 → `1`.
    /// Four places keep every 8-bit channel value distinct (steps are 1/255 ≈ 0.0039).
    static func rounded(_ value: Double, places: Int = 4) -> JSONNumber {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        var text = String(format: "%.\(places)f", rounded)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        return JSONNumber(text: text, double: rounded == 0 ? 0 : rounded)
    }
}
