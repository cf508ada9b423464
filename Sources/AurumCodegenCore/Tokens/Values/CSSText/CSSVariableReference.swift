/// A value that is a CSS custom property, `var(--token-color-foreground-high-contrast)` (with or without a
/// fallback after a comma), as sets whose tokens also build CSS write one token in terms of another. Compatible
/// mode reads it as the value of the token whose path the name spells once joined with `-` — after a prefix
/// the build adds (`token-`), so the longest path that ends the name is the one meant (`DisplayNameIndex`) —
/// else as its fallback, else (a name no token spells) as the CSS text it is.
enum CSSVariableReference {
    /// The alias key such a value becomes: `--` and the property's name.
    static let keyPrefix = "--"

    /// The custom property's name (without `--`) when `s` is only `var(--name)` or `var(--name, fallback)`.
    static func name(in s: String) -> String? {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("var("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast().trimmingCharacters(in: .whitespaces)
        let name = inner.prefix { $0 != "," && $0 != " " && $0 != ")" }
        guard name.hasPrefix("--"), name.count > 2,
              name.dropFirst(2).unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else { return nil }
        let rest = inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.hasPrefix(",") else { return nil }
        return String(name.dropFirst(2))
    }

    /// The fallback after the name's comma (`#1f883d` in `var(--accent, #1f883d)`), trimmed; nil when there is none.
    static func fallback(in s: String) -> String? {
        guard name(in: s) != nil, let comma = s.firstIndex(of: ","), let close = s.lastIndex(of: ")"), comma < close else { return nil }
        let text = s[s.index(after: comma)..<close].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// `name` as a token path would spell it: segments joined with `-`, lowercase, spaces as `-`.
    static func cssName(of path: [String]) -> String {
        path.map { $0.lowercased().replacingOccurrences(of: " ", with: "-") }.joined(separator: "-")
    }
}
