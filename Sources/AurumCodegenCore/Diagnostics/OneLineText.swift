/// Text from the inputs (token names, Figma names, descriptions) shown on one terminal line: a line break inside a
/// name would split a `path:line:column: error:` line in two, and a bidirectional override would reorder what the
/// reader sees. Such characters are shown as Swift escapes (`\n`, `\u{202E}`), so the line says what the input said.
enum OneLineText {
    static func escaped(_ text: String) -> String {
        // Printable ASCII, the usual case, needs nothing.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if Self.mustBeShownEscaped(scalar) {
                    out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// Control characters, line and paragraph separators (U+0085, U+2028, U+2029) and the bidirectional
    /// controls (marks, embeddings, overrides, isolates). Joiners and variation selectors stay: emoji need them.
    static func mustBeShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return isBidirectionalControl(scalar)
        }
    }

    static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
