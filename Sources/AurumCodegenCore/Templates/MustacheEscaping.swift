/// How `{{name}}` interpolations are escaped. `{{{name}}}` and `{{&name}}` never escape.
/// The generator renders Swift with `.none`: generated code must never contain `&quot;`.
package enum MustacheEscaping: Sendable {
    /// The spec's HTML escaping: `&` `"` `<` `>` become `&amp;` `&quot;` `&lt;` `&gt;`.
    case html
    case none
}

extension MustacheEscaping {
    /// Appends `text` to `out`, escaped as this mode says.
    func append(_ text: String, to out: inout [UInt8]) {
        let bytes = text.utf8
        // Most text has nothing to escape: appended whole, as one copy.
        guard self == .html, bytes.contains(where: Self.isEscaped) else {
            out.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            default: out.append(byte)
            }
        }
    }

    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }
}
