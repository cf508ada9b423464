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
        var text = text
        text.withUTF8 { bytes in
            guard self == .html else {
                out.append(contentsOf: bytes)
                return
            }
            var runStart = 0
            for i in bytes.indices {
                let replacement: StaticString
                switch bytes[i] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
