/// The contrast page: for each configured text/background pair, the WCAG 2.x ratio in every context where the
/// pair's colours differ, with the AA and AAA verdicts for normal and large text.
extension CatalogGenerator {
    /// Every pair names two colour tokens; unknown or non-colour paths are errors at the configuration entry.
    func checkContrastPairs(_ tokens: borrowing ResolvedTokenSet) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        var paths: [String]?
        for pair in options.contrast {
            for (role, name) in [("foreground", pair.foreground), ("background", pair.background)] {
                guard let token = tokens.token(name.value) else {
                    if paths == nil { paths = tokens.tokens.map(\.pathString) }
                    var message = "contrast \(role) '\(name.value)' is not a token"
                    if let suggestion = Suggestions.closest(to: name.value, in: paths!) { message += "; did you mean '\(suggestion)'?" }
                    diagnostics.error(message, at: name.location)
                    continue
                }
                if token.type != .color {
                    diagnostics.error("contrast \(role) '\(name.value)' is a \(token.type) token; contrast pairs take colour tokens", at: name.location)
                }
            }
        }
        return diagnostics.diagnostics
    }

    func contrastMain(_ tokens: borrowing ResolvedTokenSet, modes: CatalogModes, templates: MustacheLibrary) throws(DiagnosticError) -> String? {
        guard !options.contrast.isEmpty else { return nil }
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: checkContrastPairs(tokens))
        if templates[CatalogTemplateNames.contrast] == nil { diagnostics.error("unknown template '\(CatalogTemplateNames.contrast)'") }
        try diagnostics.throwIfErrors()
        var pairs: [MustacheValue] = []
        for pair in options.contrast {
            let foreground = tokens.token(pair.foreground.value)!, background = tokens.token(pair.background.value)!
            // Contexts with the same two colours share a row.
            var rows: [(contexts: [Int], fg: CatalogColor, bg: CatalogColor)] = []
            for (i, context) in modes.contexts.enumerated() {
                guard case .color(let f)? = foreground.value(in: context), case .color(let b)? = background.value(in: context),
                      let fg = CatalogColor(f), let bg = CatalogColor(b) else { continue }
                if let existing = rows.firstIndex(where: { $0.fg.hex == fg.hex && $0.bg.hex == bg.hex }) {
                    rows[existing].contexts.append(i)
                } else {
                    rows.append(([i], fg, bg))
                }
            }
            pairs.append(.dictionary([
                "foreground": link(foreground),
                "background": link(background),
                "rows": .list(rows.map { row in
                    let verdict = WCAGContrast.Verdict(ratio: WCAGContrast.ratio(foreground: row.fg, background: row.bg))
                    return .dictionary([
                        "contexts": .string(row.contexts.map(String.init).joined(separator: " ")),
                        "label": .string(modes.label(row.contexts) ?? (modes.hasModes ? "all modes" : "")),
                        "foreground": .string(row.fg.hex),
                        "background": .string(row.bg.hex),
                        "ratio": .string(verdict.text),
                        "aa": .bool(verdict.aa), "aaLarge": .bool(verdict.aaLarge),
                        "aaa": .bool(verdict.aaa), "aaaLarge": .bool(verdict.aaaLarge),
                    ])
                }),
            ]))
        }
        return try templates.render(CatalogTemplateNames.contrast, context: .dictionary(["pairs": .list(pairs), "hasModes": .bool(modes.hasModes)]),
                                    escaping: .html, strict: true)
    }

    private func link(_ token: ResolvedToken) -> MustacheValue {
        .dictionary(["path": .string(token.pathString),
                     "href": .string(CatalogPages.page(of: token.type).file + "#" + CatalogAnchor.id(token.path))])
    }
}
