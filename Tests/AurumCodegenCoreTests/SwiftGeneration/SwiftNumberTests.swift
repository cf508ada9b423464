import Testing
@testable import AurumCodegenCore

@Suite struct SwiftNumberTests {
    private func number(_ text: String) -> JSONNumber { JSONNumber(text: text, double: Double(text)!) }

    @Test func unitConversionsAreDecimal() {
        #expect(SwiftNumber(number("0.1"), times: 14).literal == "1.4")
        #expect(SwiftNumber(number("1.5"), times: 14).literal == "21")
        #expect(SwiftNumber(number("0.3"), times: 3).literal == "0.9")
        #expect(SwiftNumber(number("150"), dividedBy: 1000).literal == "0.15")
        #expect(SwiftNumber(number("0.7"), dividedBy: 1000).literal == "0.0007")
        #expect(SwiftNumber(number("-0"), times: 16).literal == "0")
    }

    /// The integer fast paths give exactly the Double the Decimal computation gives.
    @Test func fastPathsMatchDecimal() {
        var texts: [String] = []
        for m in [0, 1, 3, 7, 9, 10, 33, 99, 125, 333, 1_001, 12_345, 99_999, 123_456_789, 999_999_999_999_999] {
            for k in 0...6 {
                var digits = String(m)
                if k > 0 {
                    while digits.count <= k { digits = "0" + digits }
                    digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -k))
                }
                texts += [digits, "-" + digits]
            }
        }
        var checked = 0
        for text in texts {
            let n = number(text)
            for factor in [1.0, 3, 10, 14, 16, 18, 20, 24, 1000] {
                if let fast = SwiftNumber.exactProduct(text, factor) {
                    #expect(SwiftNumber(fast) == SwiftNumber(SwiftNumber.decimalProduct(n, factor)), "\(text) × \(factor)")
                    checked += 1
                }
            }
            for divisor in [1.0, 10, 1000] {
                if let fast = SwiftNumber.exactQuotient(text, divisor) {
                    #expect(SwiftNumber(fast) == SwiftNumber(SwiftNumber.decimalQuotient(n, divisor)), "\(text) ÷ \(divisor)")
                    checked += 1
                }
            }
        }
        #expect(checked > 2_000)
    }

    @Test func fastPathsDeclineWhatTheyCannotDoExactly() {
        #expect(SwiftNumber.exactProduct("1e3", 16) == nil)
        #expect(SwiftNumber.exactProduct("0.5", 14.5) == nil)
        #expect(SwiftNumber.exactProduct("1234567890123456", 16) == nil)  // 16 digits
        #expect(SwiftNumber.exactProduct("999999999999999", 16) == nil)   // product past 2^53
        #expect(SwiftNumber.exactQuotient("150", 3) == nil)
        #expect(SwiftNumber(number("1e3"), times: 16).literal == "16000")
        #expect(SwiftNumber(number("1"), dividedBy: 3) == SwiftNumber(SwiftNumber.decimalQuotient(number("1"), 3)))
    }
}
