import Foundation

/// A number bound for a Swift `Double` literal. Unit conversions go through `Decimal`, so that
/// `0.1rem × 14` becomes `1.4`, not `1.4000000000000001`; the literal is the shortest text that reads
/// back as the same `Double`, so output is byte-identical wherever it is generated.
public struct SwiftNumber: Hashable, Sendable, CustomStringConvertible {
    public var double: Double

    public init(_ double: Double) {
        self.double = double == 0 ? 0 : double  // no `-0`
    }

    public init(_ number: JSONNumber) {
        self.init(number.double)
    }

    /// `number` (decimal source text) × `factor`, computed in decimal.
    public init(_ number: JSONNumber, times factor: Double) {
        self.init(Self.decimal(number.text, number.double) * Self.decimal(String(factor), factor))
    }

    /// `number` (decimal source text) ÷ `divisor`, computed in decimal.
    public init(_ number: JSONNumber, dividedBy divisor: Double) {
        self.init(Self.decimal(number.text, number.double) / Self.decimal(String(divisor), divisor))
    }

    private init(_ decimal: Decimal) {
        self.init(Double("\(decimal)") ?? NSDecimalNumber(decimal: decimal).doubleValue)
    }

    private static func decimal(_ text: String, _ fallback: Double) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(fallback)
    }

    /// A colour component or opacity rounded to 5 decimals: far below what a 10-bit display shows, and
    /// coarse enough that last-bit differences between platforms' maths libraries do not change the output.
    public static func colorComponent(_ value: Double) -> SwiftNumber {
        SwiftNumber((value * 100_000).rounded() / 100_000)
    }

    /// Swift literal text: integers without a fraction (`16`), others as the shortest round-trip form.
    public var literal: String {
        if double == double.rounded(), abs(double) < 1e15 {
            return String(Int64(double))
        }
        return double.description
    }

    public var description: String { literal }
}
