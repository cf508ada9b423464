import Foundation

/// Dimensions and durations written as CSS strings (`"16px"`, `"1.5rem"`, `"200ms"`, `"0.2s"`), as
/// DTCG drafts, Tokens Studio and Style Dictionary write them, read into the DTCG 2025.10 objects.
///
/// The number keeps its text (`"1.5rem"` → `1.5` exactly as written, so rem conversion stays
/// decimal), normalised to JSON number syntax (`".5"` → `0.5`, `"+2"` → `2`).
enum UnitString {
    /// A number and the unit written after it (`""` when there is none).
    struct Quantity: Hashable, Sendable {
        var number: JSONNumber
        var unit: String
        /// UTF-8 offset of the unit in the string (where unit errors point).
        var unitOffset: Int
    }

    /// `"16px"`, `" -0.5rem "`, `"200ms"`, `"1.5"`, `"150%"`. Fails on anything else.
    static func quantity(_ text: String) -> Result<Quantity, StringValueError> {
        quantity(bytes: Array(text.utf8), text: text)
    }

    private static func quantity(bytes: [UInt8], text: String) -> Result<Quantity, StringValueError> {
        func slice(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        let numberStart = i
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        let integerStart = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        let integer = integerStart..<i
        var fraction = i..<i
        if i < bytes.count, bytes[i] == UInt8(ascii: "."), i + 1 < bytes.count, isDigit(bytes[i + 1]) {
            let fractionStart = i + 1
            i += 1
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            fraction = fractionStart..<i
        }
        guard !integer.isEmpty || !fraction.isEmpty else {
            return .failure(StringValueError("\"\(text)\" does not start with a number", at: numberStart))
        }
        var exponent = i..<i
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                exponent = (i + 1)..<j
                i = j
            }
        }
        let unitOffset = i
        while i < bytes.count, isLetter(bytes[i]) || bytes[i] == UInt8(ascii: "%") { i += 1 }
        let unit = slice(unitOffset..<i)
        var end = i
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        guard end == bytes.count else {
            let rest = slice(end..<bytes.count).trimmingCharacters(in: .whitespaces)
            return .failure(StringValueError("unexpected \"\(rest)\" after \(slice(numberStart..<i))", at: end))
        }
        if i - unitOffset > 1, bytes[unitOffset..<i].contains(UInt8(ascii: "%")) {
            return .failure(StringValueError("\"\(unit)\" is not a unit", at: unitOffset))
        }
        // JSON number syntax: no "+", a leading 0 before ".", the exponent as "e…".
        var number = integer.isEmpty ? "0" : slice(integer)
        if !fraction.isEmpty { number += "." + slice(fraction) }
        if !exponent.isEmpty { number += "e" + slice(exponent) }
        guard let magnitude = Double(number) else { return .failure(StringValueError("\"\(number)\" is not a number", at: numberStart)) }
        let isZero = magnitude == 0
        let signed = negative && !isZero ? "-" + number : number
        return .success(Quantity(number: JSONNumber(text: signed, double: isZero ? 0 : (negative ? -magnitude : magnitude)), unit: unit, unitOffset: unitOffset))
    }

    /// What a number written without a unit means where a dimension is expected.
    enum UnitlessDimension: Hashable, Sendable {
        /// A unit is required (DTCG drafts: a dimension is a number *and* a unit).
        case rejected
        /// Tokens Studio (`ts/size/px`) and Figma: pixels.
        case px
        /// Style Dictionary's `size` category: rem, as its ios and ios-swift transform groups read it
        /// (`size/remToPt`, `size/swift/remToCGFloat`).
        case rem
        /// Pixels in a Style Dictionary group whose plain numbers are a pixel scale (`PixelScale`), not rem.
        case pixelScale
    }

    /// `"16px"`, `"1.5rem"` (and unitless numbers per `unitless`) as a DTCG dimension.
    static func dimension(_ text: String, unitless: UnitlessDimension) -> Result<DimensionValue, StringValueError> {
        let q: Quantity
        switch quantity(text) {
        case .failure(let e): return .failure(e)
        case .success(let value): q = value
        }
        return dimension(q, unitless: unitless)
    }

    static func dimension(_ q: Quantity, unitless: UnitlessDimension) -> Result<DimensionValue, StringValueError> {
        switch q.unit == "px" || q.unit == "rem" || q.unit.isEmpty ? q.unit : q.unit.lowercased() {
        case "px": return .success(DimensionValue(value: q.number, unit: .px))
        case "rem": return .success(DimensionValue(value: q.number, unit: .rem))
        case "":
            switch unitless {
            case .px, .pixelScale: return .success(DimensionValue(value: q.number, unit: .px))
            case .rem: return .success(DimensionValue(value: q.number, unit: .rem))
            case .rejected:
                if q.number.double == 0 { return .success(DimensionValue(value: q.number, unit: .px)) }
                return .failure(StringValueError("a dimension needs a unit: write \(q.number.text)px or \(q.number.text)rem", at: q.unitOffset))
            }
        case "em", "%":
            return .failure(StringValueError("\(q.unit) is relative to the font size, which a dimension token does not know; write px or rem", at: q.unitOffset))
        default:
            return .failure(StringValueError("unit \"\(q.unit)\" is not a DTCG dimension unit; write px or rem", at: q.unitOffset))
        }
    }

    /// `"200ms"`, `"0.2s"` (and unitless numbers as milliseconds when `unitlessIsMilliseconds`:
    /// Style Dictionary's `time` category, whose `time/seconds` transform reads them so).
    static func duration(_ text: String, unitlessIsMilliseconds: Bool = false) -> Result<DurationValue, StringValueError> {
        let q: Quantity
        switch quantity(text) {
        case .failure(let e): return .failure(e)
        case .success(let value): q = value
        }
        switch q.unit == "ms" || q.unit == "s" || q.unit.isEmpty ? q.unit : q.unit.lowercased() {
        case "ms": return .success(DurationValue(value: q.number, unit: .ms))
        case "s": return .success(DurationValue(value: q.number, unit: .s))
        case "" where unitlessIsMilliseconds || q.number.double == 0:
            return .success(DurationValue(value: q.number, unit: .ms))
        case "":
            return .failure(StringValueError("a duration needs a unit: write \(q.number.text)ms or \(q.number.text)s", at: q.unitOffset))
        default:
            return .failure(StringValueError("unit \"\(q.unit)\" is not a duration unit; write ms or s", at: q.unitOffset))
        }
    }

    /// `"50%"` → 0.5 and plain numbers as written: Tokens Studio opacity (`ts/opacity`) and line
    /// heights (`ts/size/lineheight`, `"150%"` → 1.5).
    static func fraction(_ text: String) -> Result<JSONNumber, StringValueError> {
        switch quantity(text) {
        case .failure(let e): return .failure(e)
        case .success(let q):
            switch q.unit {
            case "": return .success(q.number)
            case "%": return .success(DecimalText.divide(q.number, byPowerOfTen: 2))
            default: return .failure(StringValueError("expected a number or a percentage, found the unit \"\(q.unit)\"", at: q.unitOffset))
            }
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
    private static func isLetter(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
    }
}

/// Exact decimal steps on number text, so `150%` becomes `1.5`, not `1.5000000000000002`.
enum DecimalText {
    /// `number / 10^power`, computed on the digits.
    static func divide(_ number: JSONNumber, byPowerOfTen power: Int) -> JSONNumber {
        var text = number.text
        guard !text.contains("e"), !text.contains("E") else { return JSONNumber(number.double / pow10(power)) }
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var integer = text, fraction = ""
        if let dot = text.firstIndex(of: ".") {
            integer = String(text[..<dot])
            fraction = String(text[text.index(after: dot)...])
        }
        var digits = integer + fraction
        var pointPosition = integer.count - power
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        }
        var whole = String(digits.prefix(pointPosition))
        var decimals = String(digits.dropFirst(pointPosition))
        while decimals.hasSuffix("0") { decimals.removeLast() }
        while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
        let result = whole + (decimals.isEmpty ? "" : "." + decimals)
        let signed = negative && result != "0" ? "-" + result : result
        return JSONNumber(text: signed, double: Double(signed) ?? number.double / pow10(power))
    }

    private static func pow10(_ n: Int) -> Double {
        var x = 1.0
        for _ in 0..<n { x *= 10 }
        return x
    }
}
