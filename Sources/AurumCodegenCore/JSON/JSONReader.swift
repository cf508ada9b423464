// TEMPORARY stand-in for the reader being written on branch `json`, implementing only the API in
// CONVENTIONS.md so the token loader can be built and tested. On merging main, take main's version.
import Foundation

public enum JSONReader {
    public struct Options: Sendable {
        public var maxDepth = 512
        public var allowDuplicateKeys = false
        public init() {}
    }

    public static func parse(_ bytes: [UInt8], file: String, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        var parser = StandInParser(bytes: bytes, file: file, options: options)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String, file: String, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        try parse(Array(text.utf8), file: file, options: options)
    }

    public static func parse(contentsOf url: URL, displayPath: String? = nil, options: Options = .init()) throws(DiagnosticError) -> JSONValue {
        let shown = displayPath ?? url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticError(.error("cannot read file", at: SourceLocation(file: shown, line: 1, column: 1)))
        }
        return try parse([UInt8](data), file: shown, options: options)
    }
}

private struct StandInParser {
    let bytes: [UInt8]
    let file: String
    let options: JSONReader.Options
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    init(bytes: [UInt8], file: String, options: JSONReader.Options) {
        self.bytes = bytes
        self.file = file
        self.options = options
    }

    var position: JSONPosition { JSONPosition(line: line, column: index - lineStart + 1, offset: index) }

    func fail(_ message: String, at p: JSONPosition? = nil) -> DiagnosticError {
        DiagnosticError(.error(message, at: (p ?? position).location(in: file)))
    }

    mutating func parseDocument() throws(DiagnosticError) -> JSONValue {
        skipSpace()
        let value = try parseValue()
        skipSpace()
        if index < bytes.count { throw fail("unexpected content after the JSON value") }
        return value
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    mutating func parseValue() throws(DiagnosticError) -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end of input") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(.null, at: start)
        default: return try parseNumber()
        }
    }

    mutating func literal(_ word: String) throws(DiagnosticError) {
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw fail("invalid literal") }
            index += 1
        }
    }

    mutating func parseNumber() throws(DiagnosticError) -> JSONValue {
        let start = position
        let begin = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard !text.isEmpty, let d = Double(text), text.first != "+" else { throw fail("invalid value", at: start) }
        return JSONValue(.number(JSONNumber(text: text, double: d)), at: start)
    }

    mutating func parseString() throws(DiagnosticError) -> String {
        index += 1
        var out = [UInt8]()
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            if b == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw fail("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        let low = try hex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
                default: out.append(e)
                }
                continue
            }
            if b == 0x0A { throw fail("unterminated string") }
            out.append(b)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(DiagnosticError) -> UInt32 {
        guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw fail("invalid \\u escape")
        }
        index += 4
        return v
    }

    mutating func parseArray() throws(DiagnosticError) -> JSONValue {
        let start = position
        depth += 1
        defer { depth -= 1 }
        if depth > options.maxDepth { throw fail("nesting too deep") }
        index += 1
        var items = [JSONValue]()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return JSONValue(.array(items), at: start) }
        while true {
            skipSpace()
            items.append(try parseValue())
            skipSpace()
            guard index < bytes.count else { throw fail("unterminated array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw fail("expected ',' or ']'")
        }
        return JSONValue(.array(items), at: start)
    }

    mutating func parseObject() throws(DiagnosticError) -> JSONValue {
        let start = position
        depth += 1
        defer { depth -= 1 }
        if depth > options.maxDepth { throw fail("nesting too deep") }
        index += 1
        var members = [JSONObject.Member]()
        var seen = [String: JSONPosition]()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return JSONValue(.object(JSONObject(members)), at: start) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let keyPosition = position
            let key = try parseString()
            if !options.allowDuplicateKeys, let first = seen[key] {
                throw DiagnosticError(.error("duplicate key \"\(key)\"", at: keyPosition.location(in: file),
                                             notes: [.init("first defined here", at: first.location(in: file))]))
            }
            seen[key] = keyPosition
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            skipSpace()
            let value = try parseValue()
            members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
            skipSpace()
            guard index < bytes.count else { throw fail("unterminated object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw fail("expected ',' or '}'")
        }
        return JSONValue(.object(JSONObject(members)), at: start)
    }
}
