/// The resolver modifiers that follow the system: one for light and dark appearance, one for standard and
/// increased contrast. The platform conveniences set them from `colorScheme` / `colorSchemeContrast` (SwiftUI),
/// the trait collection (UIKit) or the drawing appearance (AppKit), and the asset catalog files their contexts
/// under the matching appearances, so the Swift API and the catalog always agree.
struct SwiftSystemModifiers {
    struct Choice {
        var modifier: Int
        /// The context for light appearance / standard contrast.
        var standard: Int
        /// The context for dark appearance / increased contrast.
        var increased: Int
    }

    var appearance: Choice?
    var contrast: Choice?

    /// Context names that mean standard and increased contrast when `swift.contrast` does not say (compared
    /// without case, `-`, `_` or spaces).
    static let standardContrastNames: Set<String> = ["standard", "normal", "default", "regular"]
    static let increasedContrastNames: Set<String> = ["high", "increased", "highcontrast", "more"]

    /// Words that name the light and dark appearance in context names (`Light`, `Light Mode`, `dark-theme`, and the
    /// Figma and Tokens Studio names teams write in their own language: `Modo Claro`, `Hell`, `Sombre`).
    static let lightWords: Set<String> = ["light", "day", "claro", "clara", "clair", "claire", "hell", "chiaro", "chiara", "licht"]
    static let darkWords: Set<String> = ["dark", "night", "oscuro", "oscura", "escuro", "escura", "sombre", "dunkel", "scuro", "scura", "donker"]

    /// The one context whose name is `words`' (compared without case): the context named exactly one of them, else
    /// the only one with such a word among its words and none of `other`'s. nil when none or several are.
    static func context(in contexts: [String], naming words: Set<String>, not other: Set<String>) -> Int? {
        let split = contexts.map { name in
            name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        }
        let exact = split.indices.filter { split[$0].count == 1 && words.contains(split[$0][0]) }
        if exact.count == 1 { return exact[0] }
        let named = split.indices.filter { i in split[i].contains(where: words.contains) && !split[i].contains(where: other.contains) }
        return named.count == 1 ? named[0] : nil
    }

    init(modes: SwiftModes, options: SwiftGenerationOptions) {
        let modifiers = modes.modifiers
        if let configured = options.appearance {
            appearance = Self.choice(modifiers, configured.modifier, configured.light, configured.dark)
        } else {
            let candidates = modifiers.indices.compactMap { i -> Choice? in
                guard let light = Self.context(in: modifiers[i].contexts, naming: Self.lightWords, not: Self.darkWords),
                      let dark = Self.context(in: modifiers[i].contexts, naming: Self.darkWords, not: Self.lightWords) else { return nil }
                return Choice(modifier: i, standard: light, increased: dark)
            }
            appearance = candidates.count == 1 ? candidates[0] : nil
        }
        if let configured = options.contrast {
            contrast = Self.choice(modifiers, configured.modifier, configured.standard, configured.increased)
        } else {
            let candidates = modifiers.indices.compactMap { i -> Choice? in
                guard i != appearance?.modifier else { return nil }
                let names = modifiers[i].contexts.map(Self.normalised)
                guard let standard = names.firstIndex(where: Self.standardContrastNames.contains),
                      let increased = names.firstIndex(where: Self.increasedContrastNames.contains) else { return nil }
                return Choice(modifier: i, standard: standard, increased: increased)
            }
            contrast = candidates.count == 1 ? candidates[0] : nil
        }
        if contrast?.modifier == appearance?.modifier { contrast = nil }
    }

    func follows(_ modifier: Int) -> Bool { modifier == appearance?.modifier || modifier == contrast?.modifier }

    private static func choice(_ modifiers: [SwiftModes.Modifier], _ name: String, _ standard: String, _ increased: String) -> Choice? {
        guard let index = modifiers.firstIndex(where: { $0.name == name }),
              let s = modifiers[index].contexts.firstIndex(of: standard),
              let i = modifiers[index].contexts.firstIndex(of: increased) else { return nil }
        return Choice(modifier: index, standard: s, increased: i)
    }

    private static func normalised(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// A configured contrast must name a modifier other than the appearance one, and two of its contexts.
    static func check(_ options: SwiftGenerationOptions, modes: SwiftModes, _ diagnostics: inout DiagnosticCollector) {
        guard let contrast = options.contrast else { return }
        guard let modifier = modes.modifiers.first(where: { $0.name == contrast.modifier }) else {
            let known = modes.modifiers.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.error("the contrast modifier '\(contrast.modifier)' is not one of the resolver's modifiers (\(known.isEmpty ? "there are none" : known))")
            return
        }
        if options.appearance?.modifier == contrast.modifier {
            diagnostics.error("modifier '\(contrast.modifier)' cannot follow both the appearance and the contrast")
        }
        for context in [contrast.standard, contrast.increased] where !modifier.contexts.contains(context) {
            diagnostics.error("modifier '\(modifier.name)' has no context '\(context)' for the contrast; its contexts are \(modifier.contexts.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
}
