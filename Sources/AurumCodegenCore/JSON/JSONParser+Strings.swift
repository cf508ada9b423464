extension JSONParser {
    /// Reads a string whose opening quote is at `index`. Strings without escapes (the common
    /// case) become a `String` straight from the input bytes, with no intermediate buffer.
    mutating func parseString() throws(DiagnosticError) -> String {
        let quote = index
        let n = input.count
        var i = quote + 1
        while i < n {
            i = skipPlainASCII(from: i)
            guard i < n else { break }
            let byte = input[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                let bytes = UnsafeBufferPointer(rebasing: input[(quote + 1)..<i])
                if bytes.count <= ShortStringCache.maximumLength { return shortStrings.string(for: bytes) }
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if options.syntax == .json5 { return try parseJSON5String() }
                return try parseEscapedString(quote: quote, from: i)
            }
            if byte < 0x20 {
                // JSON5 allows raw control characters other than line breaks.
                if options.syntax == .json5 { return try parseJSON5String() }
                throw controlCharacter(at: i)
            }
            i = byte < 0x80 ? i + 1 : try validateUTF8Sequence(at: i)
        }
        throw unterminatedString(quote: quote)
    }

    /// Skips eight bytes at a time while none is a quote, backslash, control or non-ASCII byte;
    /// returns where the byte-by-byte scan must resume. May stop early, never late.
    @inline(__always)
    private func skipPlainASCII(from start: Int) -> Int {
        guard let base = input.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var i = start
        while i + 8 <= input.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                | (word &- ones &* 0x20) | word
            if special & high != 0 { return i }
            i += 8
        }
        return i
    }

    /// The slow path, entered at the first backslash: builds the string's UTF-8 in `scratch`.
    private mutating func parseEscapedString(quote: Int, from firstEscape: Int) throws(DiagnosticError) -> String {
        let n = input.count
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[(quote + 1)..<firstEscape]))
        var i = firstEscape
        while i < n {
            let byte = input[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                i = try appendEscape(at: i)
                continue
            }
            // Copy a run of plain bytes in one go.
            let runStart = i
            while i < n {
                let b = input[i]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { break }
                if b < 0x20 { throw controlCharacter(at: i) }
                i = b < 0x80 ? i + 1 : try validateUTF8Sequence(at: i)
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<i]))
        }
        throw unterminatedString(quote: quote)
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the index after it.
    mutating func appendEscape(at i: Int) throws(DiagnosticError) -> Int {
        guard i + 1 < input.count else { throw unterminatedEscape(at: i) }
        let simple: UInt8
        switch input[i + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            return try appendUnicodeEscape(at: i)
        default:
            throw invalidEscape(at: i)
        }
        scratch.append(simple)
        return i + 2
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`. A lone surrogate is an error: no Swift
    /// `String` can hold one, and silently substituting U+FFFD would change the author's text.
    private mutating func appendUnicodeEscape(at i: Int) throws(DiagnosticError) -> Int {
        let unit = try hexQuad(at: i)
        var scalarValue = UInt32(unit)
        var next = i + 6
        if (0xDC00...0xDFFF).contains(unit) {
            throw loneSurrogate(unit, at: i, reason: "a low surrogate must follow a high surrogate")
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard next + 1 < input.count, input[next] == UInt8(ascii: "\\"), input[next + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(unit, at: i, reason: "it must be followed by a \\u escape of a low surrogate")
            }
            let low = try hexQuad(at: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw loneSurrogate(unit, at: i, reason: "it must be followed by a \\u escape of a low surrogate")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw loneSurrogate(unit, at: i, reason: "it is not a Unicode scalar value")
        }
        UTF8.encode(scalar) { scratch.append($0) }
        return next
    }

    /// The four hex digits after the `\u` at `i`.
    func hexQuad(at i: Int) throws(DiagnosticError) -> UInt16 {
        var value: UInt16 = 0
        for k in 2..<6 {
            let at = i + k
            guard at < input.count, let digit = Self.hexValue(input[at]) else {
                throw badUnicodeEscape(at: i)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Checks the multi-byte UTF-8 sequence starting at `i` (Unicode Table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF) and returns the index after it.
    func validateUTF8Sequence(at i: Int) throws(DiagnosticError) -> Int {
        guard let length = Self.utf8SequenceLength(input, at: i) else {
            throw invalidUTF8(at: i)
        }
        return i + length
    }

    /// The length of the well-formed UTF-8 sequence at `i`, or nil when it is malformed.
    static func utf8SequenceLength(_ input: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let lead = input[i]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard i + length <= input.count, secondRange.contains(input[i + 1]) else { return nil }
        for k in 2..<length where !(0x80...0xBF).contains(input[i + k]) { return nil }
        return length
    }
}
