import Foundation

/// Font weights by name as the dialects write them, read into DTCG's table of weight names.
///
/// DTCG 2025.10 names weights in lower case with hyphens (`"semi-bold"`, types.md). Its drafts
/// used the same table; Tokens Studio and Figma write font *styles* (`"Semi Bold"`, `"SemiBold"`,
/// `"Bold Italic"`), which Style Dictionary with Tokens Studio's `ts/typography/fontWeight` maps
/// through MDN's common weight names plus German ones (`"Halbfett"`). Both are accepted here:
/// case, spaces, hyphens and underscores do not matter, a trailing `italic`/`oblique` is split off
/// as the style, and numeric strings (`"600"`) are weights too.
enum FontWeightName {
    struct Match: Hashable, Sendable {
        /// 1…1000.
        var weight: Int
        /// The DTCG keyword for the weight when the name is one of DTCG's (`"SemiBold"` → `semi-bold`).
        var keyword: String?
        /// `italic` or `oblique` when the name carried one (DTCG font weights have no style).
        var style: String?
        /// The name was already a DTCG 2025.10 keyword exactly as written.
        var isExactKeyword: Bool
    }

    /// Normalised names (lower case, no separators) → DTCG keyword, from `FontWeightValue.keywords`.
    private static let dtcgKeywords: [String: String] = {
        var table: [String: String] = [:]
        for (keyword, _) in FontWeightValue.keywords { table[keyword.replacingOccurrences(of: "-", with: "")] = keyword }
        return table
    }()

    /// The names `ts/typography/fontWeight` adds beyond DTCG's, with its numbers, and the short forms
    /// type foundries write in style names (`Semi`, `Demi` for semi-bold; `Roman` for regular, as in
    /// Helvetica Neue's and Frutiger's styles).
    private static let extraNames: [String: Int] = [
        "semi": 600, "demi": 600, "roman": 400,
        "extraleicht": 200, "leicht": 300, "buch": 400, "kraeftig": 500, "kräftig": 500, "halbfett": 600,
        "dreiviertelfett": 700, "fett": 800, "extrafett": 900, "super": 900, "ultra": 950,
    ]

    private static let styles: Set<String> = ["italic", "oblique"]

    static func parse(_ text: String) -> Match? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let exact = FontWeightValue.keywords.first(where: { $0.key == trimmed }) {
            return Match(weight: exact.value, keyword: exact.key, style: nil, isExactKeyword: true)
        }
        if let n = Int(trimmed), (1...1000).contains(n) {
            return Match(weight: n, keyword: nil, style: nil, isExactKeyword: false)
        }
        var words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        // "BoldItalic" → ["bold", "italic"].
        if words.count == 1, let style = styles.first(where: { words[0].hasSuffix($0) && words[0] != $0 }) {
            words = [String(words[0].dropLast(style.count)), style]
        }
        var style: String?
        if let last = words.last, styles.contains(last) {
            style = last
            words.removeLast()
        }
        let name = words.joined()
        // "800 Italic": a number with its style.
        if style != nil, let n = Int(name), (1...1000).contains(n) {
            return Match(weight: n, keyword: nil, style: style, isExactKeyword: false)
        }
        if name.isEmpty || name == "normal" && style != nil {
            // "Italic" alone is the regular weight in italic.
            return style == nil ? nil : Match(weight: 400, keyword: "normal", style: style, isExactKeyword: false)
        }
        if let keyword = dtcgKeywords[name], let weight = FontWeightValue.keywords.first(where: { $0.key == keyword })?.value {
            return Match(weight: weight, keyword: keyword, style: style, isExactKeyword: false)
        }
        if let weight = extraNames[name] {
            return Match(weight: weight, keyword: nil, style: style, isExactKeyword: false)
        }
        // A foundry style name with a width or optical size before the weight ("Display Medium", "Condensed
        // Extra Bold"): the weight its last words name; the words before it are kept as the style.
        for start in words.indices.dropFirst() {
            let rest = Array(words[start...])
            let words = words[..<start].joined(separator: " ")
            guard let match = parse(rest.joined(separator: " ")), match.style == nil || style != nil else { continue }
            return Match(weight: match.weight, keyword: match.keyword, style: [words, style].compactMap { $0 }.joined(separator: " "), isExactKeyword: false)
        }
        return nil
    }

    /// Every name `parse` accepts besides numbers, for "did you mean" notes.
    static var knownNames: [String] { FontWeightValue.keywords.map(\.key) + extraNames.keys.sorted() }
}
