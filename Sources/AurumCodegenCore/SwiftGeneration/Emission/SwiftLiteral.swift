/// Swift source text for strings, documentation comments and token values.
enum SwiftLiteral {
    /// A double-quoted Swift string literal; escapes backslashes, quotes and control characters so no
    /// description or font name can break out of the literal (or start an interpolation).
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
                    || OneLineText.isBidirectionalControl(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A Markdown code span for a doc comment: line breaks, tabs, other control characters, separators and
    /// bidirectional controls shown as Swift escapes (`\n`, `\u{202E}`) so the comment stays one line and says what the
    /// input said, fenced by more backticks than any run inside it.
    static func codeSpan(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\0": shown += "\\0"
            default:
                if OneLineText.mustBeShownEscaped(scalar) {
                    shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        var longest = 0, run = 0
        for character in shown.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        // CommonMark strips one space on each side when both are there; it lets a span start or end with a backtick.
        let padded = longest > 0 ? " \(shown) " : shown
        return fence + padded + fence
    }

    /// `///` lines for a description: one per source line, trailing spaces trimmed, no empty first or last line.
    static func documentation(_ text: String) -> [String] {
        // Printable ASCII (the usual description) has no line breaks or control characters.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var line = Substring(text)
            while line.last == " " { line.removeLast() }
            return line.isEmpty ? [] : ["/// \(line)"]
        }
        return documentationLines(text)
    }

    /// `documentation` for any text.
    static func documentationLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line -> String in
                var s = String(line)
                while let last = s.last, last == " " || last == "\t" { s.removeLast() }
                return s.replacingControlCharacters()
            }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "///" : "/// \($0)" }
    }
}

extension String {
    /// Control characters other than tab would end a `///` line or confuse editors; they become spaces.
    /// Bidirectional controls would make the comment read differently from what the compiler sees (Trojan
    /// Source): they are shown as escapes.
    fileprivate func replacingControlCharacters() -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) {
                out.append(" ")
            } else if OneLineText.isBidirectionalControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
