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
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
    fileprivate func replacingControlCharacters() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map {
            ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F ? " " : $0
        }))
    }
}
