/// Phase one of the catalog, the part that reads the resolved tokens: every token page's content, the contrast
/// page's, and what component pages need to link to tokens. It runs beside the Swift output, on the same
/// converted values and Swift names (`Generator.swiftAndCatalogTokenPages`); `CatalogGenerator.generate(_:…)` then
/// lays out the site.
struct CatalogTokenPages: Sendable {
    struct Page: Sendable {
        var file: String
        var title: String
        /// The rendered `catalog-tokens.html`: everything inside `<main>`.
        var main: String
        /// Per section type, how many tokens it shows.
        var counts: [(type: TokenType, title: String, count: Int)]
    }

    /// Where a component page links a token to, and the swatch it shows for a colour.
    struct TokenLink: Sendable {
        var href: String
        var type: TokenType
        var hex: String?
    }

    var pages: [Page]
    var contrastMain: String?
    var modes: CatalogModes
    /// Filled only when asked for (component pages link to tokens).
    var links: [String: TokenLink]
    var tokenCount: Int
}

/// Tokens of one type whose paths share all segments but the last, in token order: one table on its type's page.
struct CatalogGroup {
    var type: TokenType
    var path: ArraySlice<String>
    var members: [Int] = []

    struct Key: Hashable {
        var type: TokenType
        var path: ArraySlice<String>
    }

    /// The context of `catalog-token-group.html` without `rows`; its rows render inside it.
    func context(preview: Bool) -> MustacheDictionary {
        [
            "id": .string(CatalogAnchor.groupID(path)),
            "title": .string(path.isEmpty ? "(top level)" : path.joined(separator: ".")),
            "count": .number(Double(members.count)),
            "type": .string(type.rawValue),
            "preview": .bool(preview),
        ]
    }
}

extension CatalogGenerator {
    /// Phase one: the token pages' and contrast page's content, from `tokens` with `input` (the Swift output's
    /// conversion of the same tokens, index for index) and `names` (their Swift names).
    func tokenPages(_ tokens: borrowing ResolvedTokenSet, input: SwiftGenerationInput, names: [SwiftTokenName?], templates: MustacheLibrary,
                    linksTokens: Bool = false) throws(DiagnosticError) -> CatalogTokenPages {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: templates.validate())
        for name in [CatalogTemplateNames.group, CatalogTemplateNames.row, CatalogTemplateNames.value, CatalogTemplateNames.tokens]
            where templates[name] == nil {
            diagnostics.error("unknown template '\(name)'")
        }
        try diagnostics.throwIfErrors()
        precondition(input.tokens.count == tokens.tokens.count && names.count == tokens.tokens.count)
        var modes = CatalogModes(modifiers: tokens.modifiers, contexts: CatalogModes.shownContexts(tokens))
        modes.isOneAtATime = CatalogModes.isBeyondLimit(tokens.modifiers)
        let all = tokens.tokens

        // Per type, its groups in first-use order.
        var groupsOfType: [TokenType: [CatalogGroup]] = [:]
        var groupIndex: [CatalogGroup.Key: Int] = [:]
        for i in all.indices {
            let key = CatalogGroup.Key(type: all[i].type, path: all[i].path.dropLast())
            if let g = groupIndex[key] {
                groupsOfType[key.type]![g].members.append(i)
            } else {
                groupIndex[key] = groupsOfType[key.type, default: []].count
                groupsOfType[key.type, default: []].append(CatalogGroup(type: key.type, path: key.path, members: [i]))
            }
        }
        let ordered = CatalogPages.tokenPages.flatMap { $0.types.flatMap { groupsOfType[$0.type] ?? [] } }

        // Groups rendered in runs on every core, each run with its own cache of rendered values.
        let runs = ParallelMap.runs(ordered.count, serialBelow: 64, perCore: 2)
        let results = ParallelMap.map(runs.count) { r in
            Result { () throws(DiagnosticError) -> [String] in
                var renderer = CatalogRowRenderer(templates: templates, modes: modes)
                var html: [String] = []
                for g in runs[r] { html.append(try renderer.group(ordered[g], tokens: all, input: input.tokens, names: names)) }
                return html
            }
        }
        var groupHTML: [String] = []
        for result in results { groupHTML += try result.get() }

        var pages: [CatalogTokenPages.Page] = []
        var next = 0
        for page in CatalogPages.tokenPages {
            var sections: [MustacheValue] = []
            var counts: [(type: TokenType, title: String, count: Int)] = []
            for section in page.types {
                let groups = groupsOfType[section.type] ?? []
                guard !groups.isEmpty else { continue }
                let count = groups.reduce(0) { $0 + $1.members.count }
                counts.append((section.type, section.title, count))
                sections.append(["id": .string("s-" + section.type.rawValue), "title": .string(section.title), "count": .number(Double(count)),
                                 "groups": .list(groupHTML[next..<(next + groups.count)].map(MustacheValue.string))])
                next += groups.count
            }
            guard !sections.isEmpty else { continue }
            let main = try templates.render(CatalogTemplateNames.tokens, context: ["title": .string(page.title), "sections": .list(sections)],
                                            escaping: .html, strict: true)
            pages.append(.init(file: page.file, title: page.title, main: main, counts: counts))
        }

        var links: [String: CatalogTokenPages.TokenLink] = [:]
        if linksTokens {
            let defaultContext = tokens.defaultContext
            for (i, token) in all.enumerated() {
                var hex: String?
                if case .color(let raw)? = token.value(in: defaultContext) ?? token.values.first?.value,
                   case .color(let color)? = input.tokens[i].value(for: defaultContext) {
                    hex = CatalogShownColor(raw, color).hex
                }
                let link = CatalogTokenPages.TokenLink(href: CatalogPages.page(of: token.type).file + "#" + CatalogAnchor.id(token.path),
                                                       type: token.type, hex: hex)
                links[token.pathString] = link
                if token.path.last == "$root" { links[token.path.dropLast().joined(separator: ".")] = link }
            }
        }
        let contrast = try contrastMain(tokens, modes: modes, templates: templates)
        return CatalogTokenPages(pages: pages, contrastMain: contrast, modes: modes, links: links, tokenCount: all.count)
    }
}

/// Renders groups through `catalog-token-group.html`, their rows through `catalog-token-row.html` (inside the
/// group's context) and values through `catalog-value.html`, each distinct value once per renderer.
struct CatalogRowRenderer {
    let templates: MustacheLibrary
    let modes: CatalogModes
    private var values: [ValueKey: String] = [:]
    /// Rows repeat the same few sets of contexts (`light`, `dark`): each set's label derived once.
    private var labels: [[Int]: CatalogModes.CellLabel] = [:]

    private struct ValueKey: Hashable {
        var value: TokenValue
        var isRadius: Bool
    }

    init(templates: MustacheLibrary, modes: CatalogModes) {
        self.templates = templates
        self.modes = modes
    }

    /// The group's section, without the template's final newline (the page template puts one after it).
    mutating func group(_ group: CatalogGroup, tokens: [ResolvedToken], input: [SwiftGenerationInput.Token],
                        names: [SwiftTokenName?]) throws(DiagnosticError) -> String {
        let preview = modes.hasModes && group.type == .color
        let context = group.context(preview: preview)
        var rows: [MustacheDictionary] = []
        for i in group.members {
            let row = CatalogRow(tokens[i], converted: input[i], name: names[i], modes: modes)
            var html: [String] = []
            for cell in row.cells { html.append(try value(cell.value)) }
            let own = modes.isOneAtATime ? tokens[i].axes?.indices ?? [] : nil
            let labels = row.cells.count > 1 ? row.cells.map { label($0.contexts, over: own) } : []
            rows.append(row.context(values: html, labels: labels, preview: preview))
        }
        let rowHTML = try templates.renderHTML(CatalogTemplateNames.row, each: rows, inside: context)
        return try templates.renderHTML(CatalogTemplateNames.group, each: [context.merging(["rows": .string(rowHTML)]) { $1 }], trimmingNewline: true)
    }

    private mutating func label(_ contexts: [Int], over own: [Int]?) -> CatalogModes.CellLabel {
        let key = contexts + [-1] + (own ?? [])
        if let known = labels[key] { return known }
        let label = modes.cellLabel(contexts, over: own)
        labels[key] = label
        return label
    }

    /// The value's `catalog-value.html`, without the template's final newline.
    private mutating func value(_ value: CatalogValue) throws(DiagnosticError) -> String {
        let key = ValueKey(value: value.value, isRadius: value.isRadius)
        if let known = values[key] { return known }
        let html = try templates.renderHTML(CatalogTemplateNames.value, each: [value.context], trimmingNewline: true)
        values[key] = html
        return html
    }
}

extension MustacheLibrary {
    /// The template called `name` rendered with HTML escaping once for each of `contexts`, one after another, each
    /// on top of `enclosing` (what an enclosing section would have pushed: a group's context under its rows).
    func renderHTML(_ name: String, each contexts: [MustacheDictionary], inside enclosing: MustacheDictionary = [:],
                    trimmingNewline: Bool = false) throws(DiagnosticError) -> String {
        var renderer = MustacheRenderer(library: self, escaping: .html, strict: true, context: .dictionary(enclosing))
        for context in contexts {
            // Each bounded as a render of its own.
            renderer.steps = 0
            renderer.context.push(.dictionary(context))
            try renderer.render(self[name]!.nodes, [:])
            renderer.context.pop()
        }
        if trimmingNewline, renderer.output.last == UInt8(ascii: "\n") { renderer.output.removeLast() }
        return String(decoding: renderer.output, as: UTF8.self)
    }
}
