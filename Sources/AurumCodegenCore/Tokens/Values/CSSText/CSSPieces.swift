/// A CSS value split where CSS splits it: at top-level commas (layers, list items) or whitespace
/// (the parts of a shorthand), never inside parentheses or quotes. Offsets are UTF-8 offsets into
/// the original text, so errors point at their column (`StringLocation`).
struct CSSPiece: Hashable, Sendable {
    var text: String
    var offset: Int
}

enum CSSPieces {
    enum Separator { case comma, whitespace }

    /// The pieces of `text` (from `offset` in the original) split at top-level `separator`s, each trimmed of
    /// spaces. Comma splitting keeps empty pieces (`"a,,b"`), so callers can report them.
    static func split(_ text: String, at separator: Separator, offset: Int = 0) -> [CSSPiece] {
        let bytes = Array(text.utf8)
        var pieces: [CSSPiece] = []
        var depth = 0
        var quote: UInt8?
        var start = 0
        func flush(_ end: Int) {
            var a = start, b = end
            while a < b, isSpace(bytes[a]) { a += 1 }
            while b > a, isSpace(bytes[b - 1]) { b -= 1 }
            if a < b || separator == .comma {
                pieces.append(CSSPiece(text: String(decoding: bytes[a..<b], as: UTF8.self), offset: offset + a))
            }
        }
        for (i, b) in bytes.enumerated() {
            if let q = quote {
                if b == q { quote = nil }
                continue
            }
            switch b {
            // A quote opens a string only where a value starts: the apostrophe in `Suisse Int'l` is a letter.
            case UInt8(ascii: "\""), UInt8(ascii: "'") where i == 0 || isSpace(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ",") || bytes[i - 1] == UInt8(ascii: "("):
                quote = b
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            default:
                let splits = separator == .comma ? b == UInt8(ascii: ",") : isSpace(b)
                if splits, depth == 0 {
                    flush(i)
                    start = i + 1
                }
            }
        }
        flush(bytes.count)
        return pieces
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// `name(inner)` with `name` matched case-insensitively and the closing parenthesis last: the inner
    /// text and its offset in `text`. Nil when `text` is no such call.
    static func call(_ name: String, in text: String) -> (inner: String, offset: Int)? {
        let bytes = Array(text.utf8)
        var a = 0, b = bytes.count
        while a < b, isSpace(bytes[a]) { a += 1 }
        while b > a, isSpace(bytes[b - 1]) { b -= 1 }
        let head = Array((name + "(").lowercased().utf8)
        guard b - a > head.count, bytes[b - 1] == UInt8(ascii: ")") else { return nil }
        for (i, h) in head.enumerated() where lower(bytes[a + i]) != h { return nil }
        // The parenthesis that opens the call must be the one that closes last.
        var depth = 0
        for i in (a + head.count - 1)..<(b - 1) {
            if bytes[i] == UInt8(ascii: "(") { depth += 1 } else if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0 { return nil }
        }
        let start = a + head.count
        return (String(decoding: bytes[start..<(b - 1)], as: UTF8.self), start)
    }

    private static func lower(_ b: UInt8) -> UInt8 { (65...90).contains(b) ? b + 32 : b }
}
