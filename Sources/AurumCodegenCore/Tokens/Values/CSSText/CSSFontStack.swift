/// A CSS `font-family` list written where DTCG wants an array: `"Inter, -apple-system, 'Helvetica Neue',
/// sans-serif"` is the families in order (the first preferred, the rest fallbacks), quotes stripped and
/// the spaces inside an unquoted name collapsed, as CSS Fonts 4 §5.1 reads them.
enum CSSFontStack {
    /// CSS Fonts 4's generic families: a list naming one is clearly a font stack.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// Whether `s` is CSS font-family text: a comma-separated list of families, or one quoted name
    /// (`"\"Source Sans Pro\""`, whose quotes are CSS's, not the font's).
    static func isList(_ s: String) -> Bool {
        if s.contains(",") { return true }
        guard let first = s.first, first == "\"" || first == "'", s.count >= 2 else { return false }
        return s.last == first
    }

    static func parse(_ s: String) -> Result<[String], StringValueError> {
        var names: [String] = []
        for (i, piece) in CSSPieces.split(s, at: .comma).enumerated() {
            let text = piece.text
            guard !text.isEmpty else { return .failure(StringValueError("font family \(i + 1) of the list is empty", at: piece.offset)) }
            if let first = text.first, first == "\"" || first == "'" {
                guard text.count >= 2, text.last == first else {
                    return .failure(StringValueError("the quoted font name is not closed", at: piece.offset))
                }
                let inner = String(text.dropFirst().dropLast())
                guard !inner.trimmingCharacters(in: .whitespaces).isEmpty else {
                    return .failure(StringValueError("font family \(i + 1) of the list is empty", at: piece.offset))
                }
                names.append(inner)
            } else {
                if let bad = text.firstIndex(where: { $0 == "\"" || $0 == "(" || $0 == ")" || $0 == "{" || $0 == ";" }) {
                    return .failure(StringValueError("unexpected \"\(text[bad])\" in the font name \"\(text)\"",
                                                     at: piece.offset + text[..<bad].utf8.count))
                }
                names.append(text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
            }
        }
        return .success(names)
    }

    /// The value's shape says font stack: a list that parses and names a generic family or quotes a name.
    /// (A comma alone does not: `"a, b"` may be any text.)
    static func looksLikeStack(_ s: String) -> Bool {
        guard isList(s), case .success(let names) = parse(s), names.count >= 2 else { return false }
        let pieces = CSSPieces.split(s, at: .comma)
        return names.contains { genericFamilies.contains($0.lowercased()) } || pieces.contains { $0.text.hasPrefix("\"") || $0.text.hasPrefix("'") }
    }
}
