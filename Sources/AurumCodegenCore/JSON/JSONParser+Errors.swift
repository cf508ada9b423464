/// The reader's diagnostics. Built only on failure, so none of this is on the fast path.
extension JSONParser {
    /// The position of byte `offset`, which must lie on the current line.
    func position(at offset: Int) -> JSONPosition {
        JSONPosition(line: line, column: offset - lineStart + 1, offset: offset)
    }

    /// A fatal error at `offset` (default: the current index), along with any duplicate keys found so far.
    func fail(_ message: String, at offset: Int? = nil, notes: [Diagnostic.Note] = []) -> DiagnosticError {
        let location = position(at: offset ?? index).location(in: file)
        return DiagnosticError(duplicateErrors + [.error(message, at: location, notes: notes)])
    }

    func endOfFile(expecting expected: String, openedAt container: JSONPosition?) -> DiagnosticError {
        var notes: [Diagnostic.Note] = []
        if let container, container.offset < input.count {
            let bracket = input[container.offset] == UInt8(ascii: "{") ? "'{'" : "'['"
            notes.append(.init("\(bracket) opened here is never closed", at: container.location(in: file)))
        }
        // Only the top-level value is expected outside any container, so nothing but whitespace preceded it.
        let what = container == nil ? "the input is empty" : "unexpected end of file"
        return fail("\(what); expected \(expected)", notes: notes)
    }

    func tooDeep() -> DiagnosticError {
        fail("nesting is too deep: more than \(options.maxDepth) levels of arrays and objects")
    }

    func trailingComma(at comma: JSONPosition) -> DiagnosticError {
        DiagnosticError(duplicateErrors + [.error("trailing comma is not allowed", at: comma.location(in: file))])
    }

    /// `expected X, found Y` at the current index, naming comments when that is what was found.
    func unexpected(expected: String) -> DiagnosticError {
        if startsComment { return commentError() }
        return fail("expected \(expected), found \(describeByte(at: index))")
    }

    /// `unexpected Y <context>` at the current index.
    func unexpected(after context: String) -> DiagnosticError {
        if startsComment { return commentError() }
        return fail("unexpected \(describeByte(at: index)) \(context)")
    }

    /// Comments the syntax allows are skipped as whitespace, so one found there is an unterminated block comment.
    private func commentError() -> DiagnosticError {
        options.syntax == .json ? fail("comments are not allowed in JSON") : fail("unterminated block comment; expected '*/'")
    }

    private var startsComment: Bool {
        index + 1 < input.count && input[index] == UInt8(ascii: "/")
            && (input[index + 1] == UInt8(ascii: "/") || input[index + 1] == UInt8(ascii: "*"))
    }

    func unexpectedValueStart() -> DiagnosticError {
        let byte = input[index]
        switch byte {
        case UInt8(ascii: "/") where startsComment:
            return commentError()
        case UInt8(ascii: "'"):
            return fail("strings must use double quotes")
        case UInt8(ascii: "+"):
            return fail("'+' is not allowed before a number")
        case UInt8(ascii: "."):
            return fail("a number must start with a digit, not '.'")
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return fail("expected a JSON value, found \(describeByte(at: index))")
        default:
            return fail("unexpected \(describeByte(at: index)); expected a JSON value")
        }
    }

    func badKey(afterComma: Bool) -> DiagnosticError {
        let byte = input[index]
        if byte == UInt8(ascii: "'") { return fail("strings must use double quotes") }
        if startsComment { return commentError() }
        if Self.isWordByte(byte) { return fail("object keys must be double-quoted strings") }
        let key = options.syntax == .json5 ? "a key" : "a string key"
        let expected = afterComma ? key : "\(key) or '}'"
        return fail("expected \(expected), found \(describeByte(at: index))")
    }

    func invalidWord(_ word: String, at offset: Int) -> DiagnosticError {
        switch word {
        case "NaN", "-NaN", "Infinity", "-Infinity", "inf", "-inf", "nan", "-nan":
            return fail("'\(word)' is not a valid JSON number; JSON has no NaN or infinity", at: offset)
        case "True", "TRUE", "False", "FALSE", "Null", "NULL", "None", "nil", "undefined":
            return fail("invalid literal '\(word)'; JSON literals are 'true', 'false' and 'null'", at: offset)
        case _ where ["true", "false", "null"].contains { $0.hasPrefix(word) && $0 != word }:
            let literal = ["true", "false", "null"].first { $0.hasPrefix(word) } ?? word
            return fail("incomplete literal '\(word)'; expected '\(literal)'", at: offset)
        default:
            let shown = word.count > 40 ? String(word.prefix(40)) + "…" : word
            return fail("unexpected '\(shown)'; expected a JSON value", at: offset)
        }
    }

    func controlCharacter(at offset: Int) -> DiagnosticError {
        let byte = input[offset]
        if byte == 0x0A || byte == 0x0D {
            return fail("unescaped line break in string (missing closing quote?)", at: offset)
        }
        return fail("unescaped control character \(Self.scalarName(UInt32(byte))) in string; write it as an escape", at: offset)
    }

    func unterminatedString(quote: Int) -> DiagnosticError {
        fail("unterminated string", at: quote)
    }

    func unterminatedEscape(at offset: Int) -> DiagnosticError {
        fail("unterminated string: input ends inside an escape", at: offset)
    }

    func invalidEscape(at offset: Int) -> DiagnosticError {
        let valid = "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        let next = input[offset + 1]
        if (0x21...0x7E).contains(next) {
            return fail("invalid escape sequence '\\\(Character(Unicode.Scalar(next)))'; \(valid)", at: offset)
        }
        return fail("invalid escape sequence: '\\' followed by \(describeByte(at: offset + 1)); \(valid)", at: offset)
    }

    func badUnicodeEscape(at offset: Int) -> DiagnosticError {
        fail("invalid \\u escape: expected four hexadecimal digits", at: offset)
    }

    func loneSurrogate(_ unit: UInt16, at offset: Int, reason: String) -> DiagnosticError {
        let hex = String(unit, radix: 16, uppercase: true)
        return fail("lone surrogate escape \\u\(hex) is not allowed: \(reason)", at: offset)
    }

    func invalidUTF8(at offset: Int) -> DiagnosticError {
        fail("invalid UTF-8 byte sequence starting with \(Self.hexByte(input[offset]))", at: offset)
    }

    /// Text naming the byte at `offset` for a message: `'x'`, `U+0000`, `'é' (U+00E9)`, or a raw byte.
    func describeByte(at offset: Int) -> String {
        guard offset < input.count else { return "end of file" }
        let byte = input[offset]
        switch byte {
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x00...0x20, 0x7F:
            return Self.scalarName(UInt32(byte))
        default:
            guard let length = Self.utf8SequenceLength(input, at: offset) else {
                return "invalid UTF-8 byte \(Self.hexByte(byte))"
            }
            let scalarText = String(decoding: UnsafeBufferPointer(rebasing: input[offset..<(offset + length)]), as: UTF8.self)
            let value = scalarText.unicodeScalars.first?.value ?? 0
            return "'\(scalarText)' (\(Self.scalarName(value)))"
        }
    }

    static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}
