extension JSONParser {
    /// Reads a number starting at `index` (a '-' or a digit), keeping its exact source text.
    mutating func parseNumber() throws(DiagnosticError) -> JSONNumber {
        let start = index
        let n = input.count
        var i = start
        let negative = input[i] == UInt8(ascii: "-")
        if negative {
            i += 1
            guard i < n, Self.isDigit(input[i]) else {
                if i < n, Self.isWordByte(input[i]) { throw invalidWord(word(from: start), at: start) }
                throw fail("expected a digit after '-'", at: i)
            }
        }

        // Digits go into `mantissa` while they fit exactly; `exact` says whether all did.
        var mantissa: UInt64 = 0
        var digitCount = 0
        if input[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, Self.isDigit(input[i]) { throw fail("leading zeros are not allowed", at: start) }
        } else {
            while i < n, Self.isDigit(input[i]) {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(input[i] &- 0x30) }
                digitCount += 1
                i += 1
            }
        }
        var fractionDigits = 0
        if i < n, input[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, Self.isDigit(input[i]) else { throw fail("expected a digit after the decimal point", at: i) }
            while i < n, Self.isDigit(input[i]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(input[i] &- 0x30)
                    fractionDigits += 1
                }
                digitCount += 1
                i += 1
            }
        }
        var exponent = 0
        if i < n, input[i] == UInt8(ascii: "e") || input[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < n, input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") {
                exponentNegative = input[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < n, Self.isDigit(input[i]) else { throw fail("expected a digit in the exponent", at: i) }
            while i < n, Self.isDigit(input[i]) {
                // Clamped: only decides whether the fast path applies.
                if exponent < 100_000 { exponent = exponent * 10 + Int(input[i] &- 0x30) }
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        if i < n, Self.isWordByte(input[i]) || input[i] == UInt8(ascii: ".")
            || input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") {
            throw fail("invalid number '\(numberLikeToken(from: start))'", at: start)
        }

        index = i
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<i]), as: UTF8.self)
        let power = exponent - fractionDigits
        // Clinger's fast path: both operands are exact doubles, so one IEEE operation rounds correctly.
        if digitCount <= 19, mantissa <= 1 << 53, power >= -22, power <= 22 {
            var value = Double(mantissa)
            value = power < 0 ? value / Self.powersOfTen[-power] : value * Self.powersOfTen[power]
            return JSONNumber(text: text, double: negative ? -value : value)
        }
        guard let value = Double(text), value.isFinite else {
            throw fail("number '\(text)' is too large for a 64-bit floating-point value", at: start)
        }
        return JSONNumber(text: text, double: value)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The number-like run at `start`, for messages about malformed numbers such as `0x1F`.
    func numberLikeToken(from start: Int) -> String {
        var end = start
        while end < input.count, end - start < 40,
              Self.isWordByte(input[end]) || input[end] == UInt8(ascii: ".")
                || input[end] == UInt8(ascii: "+") || input[end] == UInt8(ascii: "-") {
            end += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
    }

    /// A '-' followed by a word (`-Infinity`), for the message.
    private func word(from start: Int) -> String {
        var end = start + 1
        while end < input.count, end - start < 40, Self.isWordByte(input[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
    }
}
