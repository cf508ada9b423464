/// JavaScript source text for Code Connect template files.
enum JavaScriptLiteral {
    /// A single-quoted string literal holding exactly `value`: backslashes, quotes, line terminators
    /// (including U+2028/U+2029), control characters and bidirectional controls are escaped; other text, non-ASCII included, is kept.
    /// Template-literal syntax (backticks, `${`) means nothing inside single quotes.
    static func string(_ value: String) -> String {
        var out = "'"
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Bidirectional controls too: the value is the same, and the source reads as it runs.
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
                    || OneLineText.isBidirectionalControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    /// Words JavaScript reserves (in modules, strict mode), which cannot name a `const`.
    static let reservedWords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public",
        "return", "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while",
        "with", "yield", "arguments", "eval", "undefined", "NaN", "Infinity",
    ]

    /// Whether `name` is a plain ASCII identifier that can name a `const`.
    static func isSafeIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedWords.contains(name) else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" || s == "$" }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
