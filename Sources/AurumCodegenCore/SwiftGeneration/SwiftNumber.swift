import Foundation

/// A number bound for a Swift `Double` literal. Unit conversions go through `Decimal`, so that
/// `0.1rem × 14` becomes `1.4`, not `1.4000000000000001`; the literal is the shortest text that reads
/// back as the same `Double`, so output is byte-identical wherever it is generated.
package struct SwiftNumber: Hashable, Sendable, CustomStringConvertible {
    var double: Double

    init(_ double: Double) {
        self.double = double == 0 ? 0 : double  // no `-0`
    }

    init(_ number: JSONNumber) {
        self.init(number.double)
    }

    /// `number` (decimal source text) × `factor`, computed in decimal.
    init(_ number: JSONNumber, times factor: Double) {
        if let exact = Self.exactProduct(number.text, factor) { self.init(exact); return }
        self.init(Self.decimalProduct(number, factor))
    }

    /// `number` (decimal source text) ÷ `divisor`, computed in decimal.
    init(_ number: JSONNumber, dividedBy divisor: Double) {
        if let exact = Self.exactQuotient(number.text, divisor) { self.init(exact); return }
        self.init(Self.decimalQuotient(number, divisor))
    }

    static func decimalProduct(_ number: JSONNumber, _ factor: Double) -> Double {
        Self.double(Self.decimal(number.text, number.double) * Self.decimal(String(factor), factor))
    }

    static func decimalQuotient(_ number: JSONNumber, _ divisor: Double) -> Double {
        Self.double(Self.decimal(number.text, number.double) / Self.decimal(String(divisor), divisor))
    }

    // Fast paths (Decimal parsing and printing cost tens of microseconds per number). Source text
    // `m / 10^k` (at most 15 digits, no exponent) times an integer factor is `(m × factor) / 10^k`; when
    // `m × factor` and `10^k` are exact in a Double, one IEEE division rounds the exact decimal result
    // correctly — the same Double that reading the Decimal's text gives.

    /// The digits of plain decimal text as an integer, and how many of them follow the point.
    private static func scaled(_ text: String) -> (mantissa: Int64, scale: Int)? {
        var mantissa: Int64 = 0
        var scale = 0, digits = 0
        var negative = false, point = false
        for (i, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where i == 0: negative = true
            case UInt8(ascii: ".") where !point: point = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if point { scale += 1 }
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        return (negative ? -mantissa : mantissa, scale)
    }

    private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { r, _ in r * 10 } }
    private static let maxExact = Int64(1) << 53

    static func exactProduct(_ text: String, _ factor: Double) -> Double? {
        guard factor == factor.rounded(), abs(factor) <= Double(maxExact), let (m, k) = scaled(text) else { return nil }
        let (product, overflow) = m.multipliedReportingOverflow(by: Int64(factor))
        guard !overflow, product.magnitude <= UInt64(maxExact) else { return nil }
        return Double(product) / powersOfTen[k]
    }

    static func exactQuotient(_ text: String, _ divisor: Double) -> Double? {
        guard let j = powersOfTen.firstIndex(of: divisor), let (m, k) = scaled(text), k + j < powersOfTen.count else { return nil }
        return Double(m) / powersOfTen[k + j]
    }

    private static func double(_ decimal: Decimal) -> Double {
        Double("\(decimal)") ?? NSDecimalNumber(decimal: decimal).doubleValue
    }

    private static func decimal(_ text: String, _ fallback: Double) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(fallback)
    }

    /// A colour component or opacity rounded to 5 decimals: far below what a 10-bit display shows, and
    /// coarse enough that last-bit differences between platforms' maths libraries do not change the output.
    static func colorComponent(_ value: Double) -> SwiftNumber {
        SwiftNumber((value * 100_000).rounded() / 100_000)
    }

    /// Swift literal text: integers without a fraction (`16`), others as the shortest round-trip form.
    var literal: String {
        if double == double.rounded(), abs(double) < 1e15 {
            return String(Int64(double))
        }
        return double.description
    }

    package var description: String { literal }
}
