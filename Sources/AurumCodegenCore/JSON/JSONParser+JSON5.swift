/// What JSONC and JSON5 add to the strict reader (see `JSONSyntax`). The strict parser calls in here only where
/// strict JSON would report an error, and for numbers in JSON5 mode, so reading strict JSON never runs any of it.
extension JSONParser {
    // MARK: Comments and spaces

    /// Skips one comment (JSONC, JSON5) or one of JSON5's non-ASCII spaces at `index`. Returns false when there is
    /// none: the caller then reports the byte, or the block comment that is never closed, where it starts.
    mutating func skipCommentOrSpace() -> Bool {
        let n = input.count
        guard input[index] == UInt8(ascii: "/") else {
            guard options.syntax == .json5, let length = json5SpaceLength(at: index) else { return false }
            index += length
            return true
        }
        guard index + 1 < n else { return false }
        var i = index + 2
        switch input[index + 1] {
        case UInt8(ascii: "/"):
            // Up to the line break (JSON5: or U+2028/U+2029), or to a byte that is not UTF-8, reported from there.
            while i < n, input[i] != 0x0A, input[i] != 0x0D {
                if input[i] < 0x80 { i += 1; continue }
                guard let length = Self.utf8SequenceLength(input, at: i),
                      !(options.syntax == .json5 && isLineSeparator(at: i)) else { break }
                i += length
            }
            index = i
            return true
        case UInt8(ascii: "*"):
            // Lines are committed only once the comment is known to close.
            var newLines = 0, newLineStart = lineStart
            while i + 1 < n {
                switch input[i] {
                case UInt8(ascii: "*") where input[i + 1] == UInt8(ascii: "/"):
                    index = i + 2
                    line += newLines
                    lineStart = newLineStart
                    return true
                case 0x0A:
                    i += 1
                    newLines += 1
                    newLineStart = i
                case 0x0D:
                    i += input[i + 1] == 0x0A ? 2 : 1
                    newLines += 1
                    newLineStart = i
                case 0x80...:
                    guard let length = Self.utf8SequenceLength(input, at: i) else {
                        // Stop at the bad byte: the caller reports it as invalid UTF-8.
                        index = i
                        line += newLines
                        lineStart = newLineStart
                        return true
                    }
                    i += length
                default:
                    i += 1
                }
            }
            return false
        default:
            return false
        }
    }

    /// The length of the JSON5 space other than ASCII whitespace at `i` (U+00A0, U+FEFF, U+2028, U+2029 and the
    /// `Zs` category: U+1680, U+2000–U+200A, U+202F, U+205F, U+3000), or nil.
    private func json5SpaceLength(at i: Int) -> Int? {
        let n = input.count
        guard i + 1 < n else { return nil }
        let (b0, b1) = (input[i], input[i + 1])
        if b0 == 0xC2 { return b1 == 0xA0 ? 2 : nil }
        guard i + 2 < n else { return nil }
        let b2 = input[i + 2]
        switch (b0, b1) {
        case (0xEF, 0xBB): return b2 == 0xBF ? 3 : nil
        case (0xE1, 0x9A): return b2 == 0x80 ? 3 : nil
        case (0xE2, 0x80): return (0x80...0x8A).contains(b2) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF ? 3 : nil
        case (0xE2, 0x81): return b2 == 0x9F ? 3 : nil
        case (0xE3, 0x80): return b2 == 0x80 ? 3 : nil
        default: return nil
        }
    }

    /// U+2028 or U+2029 at `i`: line terminators to JSON5, which ends line comments and continues strings at them.
    private func isLineSeparator(at i: Int) -> Bool {
        i + 2 < input.count && input[i] == 0xE2 && input[i + 1] == 0x80 && (input[i + 2] == 0xA8 || input[i + 2] == 0xA9)
    }

    // MARK: Values

    /// A value starting with a byte strict JSON rejects: a single-quoted string, or a number written `+1` or `.5`.
    mutating func parseJSON5ValueStart() throws(DiagnosticError) -> JSONValue.Kind {
        switch input[index] {
        case UInt8(ascii: "'"): .string(try parseJSON5String())
        case UInt8(ascii: "+"), UInt8(ascii: "."): .number(try parseJSON5Number())
        default: throw unexpectedValueStart()
        }
    }

    /// A JSON5 number at `index` (a sign, a digit or '.'), with its text in the JSON spelling of its value.
    mutating func parseJSON5Number() throws(DiagnosticError) -> JSONNumber {
        let start = index
        let n = input.count
        var i = start
        let negative = input[i] == UInt8(ascii: "-")
        if negative || input[i] == UInt8(ascii: "+") {
            i += 1
            guard i < n else { throw fail("expected a number after '\(negative ? "-" : "+")'", at: i) }
        }
        if Self.isLetter(input[i]) {
            var end = i
            while end < n, Self.isWordByte(input[end]) { end += 1 }
            let word = UnsafeBufferPointer(rebasing: input[i..<end])
            let isNaN = word.elementsEqual("NaN".utf8)
            guard isNaN || word.elementsEqual("Infinity".utf8) else {
                throw invalidWord(String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self), at: start)
            }
            index = end
            return try nonFiniteNumber(isNaN: isNaN, negative: negative, at: start)
        }
        if input[i] == UInt8(ascii: "0"), i + 1 < n, input[i + 1] | 0x20 == UInt8(ascii: "x") {
            return try parseHexadecimal(negative: negative, digitsFrom: i + 2, start: start)
        }

        let integer = i
        while i < n, Self.isDigit(input[i]) { i += 1 }
        if i - integer > 1, input[integer] == UInt8(ascii: "0") { throw fail("leading zeros are not allowed", at: start) }
        let integerDigits = UnsafeBufferPointer(rebasing: input[integer..<i])
        var fractionDigits: UnsafeBufferPointer<UInt8>?
        if i < n, input[i] == UInt8(ascii: ".") {
            i += 1
            let fraction = i
            while i < n, Self.isDigit(input[i]) { i += 1 }
            fractionDigits = UnsafeBufferPointer(rebasing: input[fraction..<i])
        }
        guard !integerDigits.isEmpty || fractionDigits?.isEmpty == false else {
            throw fail(fractionDigits == nil ? "expected a digit" : "expected a digit before or after the decimal point", at: i)
        }
        let exponent = i
        if i < n, input[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n, Self.isDigit(input[i]) else { throw fail("expected a digit in the exponent", at: i) }
            while i < n, Self.isDigit(input[i]) { i += 1 }
        }
        try checkNumberEnd(i, start: start)
        index = i

        // `+1` → `1`, `.5` → `0.5`, `5.` → `5.0`: the JSON spelling, so later stages see what strict JSON gives them.
        var text = negative ? "-" : ""
        text += integerDigits.isEmpty ? "0" : String(decoding: integerDigits, as: UTF8.self)
        if let fractionDigits {
            text += fractionDigits.isEmpty ? ".0" : "." + String(decoding: fractionDigits, as: UTF8.self)
        }
        text += String(decoding: UnsafeBufferPointer(rebasing: input[exponent..<i]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail("number '\(text)' is too large for a 64-bit floating-point value", at: start)
        }
        return JSONNumber(text: text, double: value)
    }

    /// `0x…` after an optional sign; the text is the value in decimal.
    private mutating func parseHexadecimal(negative: Bool, digitsFrom first: Int, start: Int) throws(DiagnosticError) -> JSONNumber {
        let n = input.count
        var i = first
        // The first 16 significant digits exactly; below them only whether any digit is non-zero (for rounding).
        var leading: UInt64 = 0, significant = 0, dropped = 0, sticky: UInt64 = 0
        while i < n, let digit = Self.hexValue(input[i]) {
            if significant < 16 {
                leading = leading << 4 | UInt64(digit)
                if leading != 0 { significant += 1 }
            } else {
                dropped += 1
                if digit != 0 { sticky = 1 }
            }
            i += 1
        }
        guard i > first else { throw fail("expected a hexadecimal digit after '0x'", at: i) }
        try checkNumberEnd(i, start: start)
        index = i
        let magnitude = dropped == 0 ? Double(leading) : Double(leading | sticky) * Double(sign: .plus, exponent: 4 * dropped, significand: 1)
        guard magnitude.isFinite else {
            throw fail("hexadecimal number is too large for a 64-bit floating-point value", at: start)
        }
        let value = negative ? -magnitude : magnitude
        if dropped == 0 { return JSONNumber(text: (negative ? "-" : "") + String(leading), double: value) }
        return JSONNumber(value)
    }

    /// JSON5 (as ECMAScript) allows no identifier character, digit or '.' right after a number.
    private func checkNumberEnd(_ i: Int, start: Int) throws(DiagnosticError) {
        guard i < input.count else { return }
        let byte = input[i]
        if Self.isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$") {
            throw fail("invalid number '\(numberLikeToken(from: start))'", at: start)
        }
    }

    /// `Infinity`, `-Infinity` or `NaN`, when the options allow them (see `JSONSyntax`).
    func nonFiniteNumber(isNaN: Bool, negative: Bool, at start: Int) throws(DiagnosticError) -> JSONNumber {
        let text = isNaN ? "NaN" : negative ? "-Infinity" : "Infinity"
        guard options.allowsNonFiniteNumbers else {
            throw fail("'\(text)' is valid JSON5 but not accepted here: numbers must be finite", at: start)
        }
        return JSONNumber(text: text, double: isNaN ? .nan : negative ? -.infinity : .infinity)
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 &- UInt8(ascii: "a") < 26 }

    // MARK: Strings

    /// A string in single or double quotes with JSON5's escapes and line continuations; `index` is at the quote.
    mutating func parseJSON5String() throws(DiagnosticError) -> String {
        let quote = input[index]
        let opening = position
        let n = input.count
        var i = index + 1
        scratch.removeAll(keepingCapacity: true)
        while i < n {
            let byte = input[i]
            if byte == quote {
                index = i + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                i = try appendJSON5Escape(at: i)
                continue
            }
            if byte == 0x0A || byte == 0x0D { throw controlCharacter(at: i) }
            let next = byte < 0x80 ? i + 1 : try validateUTF8Sequence(at: i)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[i..<next]))
            i = next
        }
        throw DiagnosticError(duplicateErrors + [.error("unterminated string", at: opening.location(in: file))])
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the index after it.
    private mutating func appendJSON5Escape(at i: Int) throws(DiagnosticError) -> Int {
        let n = input.count
        guard i + 1 < n else { throw unterminatedEscape(at: i) }
        let escaped = input[i + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            return try appendEscape(at: i)
        case UInt8(ascii: "v"):
            scratch.append(0x0B)
        case UInt8(ascii: "0"):
            if i + 2 < n, Self.isDigit(input[i + 2]) {
                throw fail("invalid escape sequence '\\0' followed by a digit; JSON5 has no octal escapes", at: i)
            }
            scratch.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw fail("invalid escape sequence '\\\(Character(Unicode.Scalar(escaped)))'; JSON5 has no octal escapes", at: i)
        case UInt8(ascii: "x"):
            guard i + 3 < n, let high = Self.hexValue(input[i + 2]), let low = Self.hexValue(input[i + 3]) else {
                throw fail("invalid \\x escape: expected two hexadecimal digits", at: i)
            }
            UTF8.encode(Unicode.Scalar(high << 4 | low)) { scratch.append($0) }
            return i + 4
        case 0x0A, 0x0D:
            // A line continuation: the escaped line break is not part of the string.
            var next = i + 2
            if escaped == 0x0D, next < n, input[next] == 0x0A { next += 1 }
            line += 1
            lineStart = next
            return next
        case 0x80...:
            // Any other character stands for itself; an escaped U+2028 or U+2029 continues the line.
            let next = try validateUTF8Sequence(at: i + 1)
            if !isLineSeparator(at: i + 1) {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[(i + 1)..<next]))
            }
            return next
        default:
            scratch.append(escaped)
        }
        return i + 2
    }

    // MARK: Keys

    /// A key that does not start with a double quote: single-quoted, or an ECMAScript IdentifierName.
    mutating func parseJSON5Key(afterComma: Bool) throws(DiagnosticError) -> String {
        if input[index] == UInt8(ascii: "'") { return try parseJSON5String() }
        if Self.isDigit(input[index]) {
            throw fail("an unquoted key must not start with a digit; quote it")
        }
        guard let key = try parseIdentifierName() else { throw badKey(afterComma: afterComma) }
        return key
    }

    /// An IdentifierName (letters, `$`, `_`, `\uXXXX` escapes; then also digits, marks and connectors), or nil
    /// when no identifier starts at `index`.
    private mutating func parseIdentifierName() throws(DiagnosticError) -> String? {
        let start = index
        let n = input.count
        var i = start
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while i < n {
            let byte = input[i]
            let isFirst = i == start
            if byte < 0x80, byte != UInt8(ascii: "\\") {
                let accepted = Self.isLetter(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_")
                    || (!isFirst && Self.isDigit(byte))
                guard accepted else { break }
                scratch.append(byte)
                i += 1
                continue
            }
            let scalar: Unicode.Scalar
            let next: Int
            if byte == UInt8(ascii: "\\") {
                guard i + 1 < n, input[i + 1] == UInt8(ascii: "u") else {
                    throw fail("invalid escape in an unquoted key; only \\uXXXX escapes are allowed there", at: i)
                }
                let unit = try hexQuad(at: i)
                guard let decoded = Unicode.Scalar(UInt32(unit)), Self.isIdentifierCharacter(decoded, first: isFirst) else {
                    let hex = Self.scalarName(UInt32(unit))
                    let message = "the escape \\u\(hex.dropFirst(2)) names \(hex), which an unquoted key cannot hold"
                    throw fail(isFirst ? message + " first" : message, at: i)
                }
                scalar = decoded
                next = i + 6
                escaped = true
            } else {
                guard let length = Self.utf8SequenceLength(input, at: i) else { throw invalidUTF8(at: i) }
                let decoded = Self.decodeScalar(input, at: i, length: length)
                guard Self.isIdentifierCharacter(decoded, first: isFirst) else { break }
                scalar = decoded
                next = i + length
            }
            UTF8.encode(scalar) { scratch.append($0) }
            i = next
        }
        guard i > start else { return nil }
        index = i
        if !escaped, i - start <= ShortStringCache.maximumLength {
            return shortStrings.string(for: UnsafeBufferPointer(rebasing: input[start..<i]))
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// ECMAScript 5.1's IdentifierStart (Unicode letters, `$`, `_`) and, after the first, IdentifierPart (also
    /// combining marks, digits, connector punctuation, ZWNJ and ZWJ).
    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
        }
    }

    /// The scalar of the well-formed UTF-8 sequence of `length` bytes at `i`.
    private static func decodeScalar(_ input: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> Unicode.Scalar {
        var value = UInt32(input[i]) & (0x7F >> UInt32(length))
        for k in 1..<length { value = value << 6 | UInt32(input[i + k] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
