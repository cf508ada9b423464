/// Phase one of the catalog, the part that reads the resolved tokens: every token page's content, the contrast
/// page's, and what component pages need to link to tokens. It runs before the Swift output takes the token
/// set over (`Generator.plannedOutputs`); `CatalogGenerator.generate(_:…)` then lays out the site.
public struct CatalogTokenPages: Sendable {
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

/// Renders the rows of every token page on every core: each distinct value's `catalog-value.html` once per
/// run, each row's `catalog-token-row.html` once; rows come back in token order, so output does not depend on
/// scheduling.
struct CatalogTokenRenderer {
    var options: CatalogOptions
    var modes: CatalogModes
    var rowTemplate: MustacheTemplate
    var valueTemplate: MustacheTemplate
    var library: MustacheLibrary
    var namer: SwiftTokenNamer
    var values: CatalogValue

    /// One cell: a value shared by some contexts, with the alias that gives it.
    struct Cell {
        var contexts: [Int]
        var value: TokenValue
        var alias: [String]?
    }

    /// Per run: each distinct value's rendered HTML, by value ID where the loader numbered it, else by value.
    struct Cache {
        var byID: [String?]
        var byValue: [ValueKey: String] = [:]
        var labels: [[Int]: String?] = [:]
    }

    struct ValueKey: Hashable {
        var value: TokenValue
        var shape: CatalogValue.Shape
    }

    func cells(_ token: UnsafePointer<ResolvedToken>) -> [Cell] {
        switch token.pointee.storage {
        case .same(let value, let alias, let contexts, _):
            let indices = contexts.count == modes.contexts.count ? Array(modes.contexts.indices) : contexts.compactMap { modes.indexOfContext[$0] }.sorted()
            return [Cell(contexts: indices, value: value, alias: alias)]
        case .each(let values, let aliasOf):
            var cells: [Cell] = []
            for (i, context) in modes.contexts.enumerated() {
                guard let value = values[context] else { continue }
                let alias = aliasOf[context]
                if let existing = cells.firstIndex(where: { $0.value == value && $0.alias == alias }) {
                    cells[existing].contexts.append(i)
                } else {
                    cells.append(Cell(contexts: [i], value: value, alias: alias))
                }
            }
            return cells
        }
    }

    func valueHTML(_ value: TokenValue, id: Int32?, shape: CatalogValue.Shape, cache: inout Cache) throws(DiagnosticError) -> String {
        if let id, id >= 0, shape == .plain, Int(id) < cache.byID.count, let known = cache.byID[Int(id)] { return known }
        let key = ValueKey(value: value, shape: shape)
        if let known = cache.byValue[key] { return known }
        var html = try valueTemplate.render(.dictionary(values.context(value, shape: shape)), escaping: .html, partials: library, strict: true)
        if html.hasSuffix("\n") { html.removeLast() }
        if let id, id >= 0, shape == .plain, Int(id) < cache.byID.count { cache.byID[Int(id)] = html } else { cache.byValue[key] = html }
        return html
    }

    func row(_ token: UnsafePointer<ResolvedToken>, cache: inout Cache) throws(DiagnosticError) -> String {
        typealias K = Keys
        let path = token.pointee.path
        let type = token.pointee.type
        let shape = CatalogValue.shape(of: path, type: type)
        let cells = cells(token)
        let id: Int32? = if case .same(_, _, _, let id) = token.pointee.storage { id } else { nil }
        var row = MustacheDictionary()
        row.reserveCapacity(10)
        row.append(K.id, .string(CatalogAnchor.id(path)))
        row.append(K.path, .string(token.pointee.pathString))
        row.append(K.swift, namer.name(for: path).map { .string($0.qualified) } ?? .null)
        row.append(K.description, token.pointee.description.map(MustacheValue.string) ?? .null)
        switch token.pointee.deprecated {
        case nil: row.append(K.deprecated, .null)
        case .deprecated: row.append(K.deprecated, .dictionary([K.message.name: .null]))
        case .reason(let reason): row.append(K.deprecated, .dictionary([K.message.name: .string(reason)]))
        }
        var cellContexts: [MustacheValue] = []
        cellContexts.reserveCapacity(cells.count)
        for cell in cells {
            var context = MustacheDictionary()
            context.reserveCapacity(4)
            context.append(K.contexts, .string(cell.contexts.count == 1 ? String(cell.contexts[0]) : cell.contexts.map(String.init).joined(separator: " ")))
            let label: String?
            if let known = cache.labels[cell.contexts] { label = known } else {
                label = modes.label(cell.contexts)
                cache.labels[cell.contexts] = label
            }
            context.append(K.label, label.map(MustacheValue.string) ?? .null)
            if let alias = cell.alias {
                context.append(K.alias, .dictionary([K.id.name: .string(CatalogAnchor.id(alias)), K.path.name: .string(alias.joined(separator: "."))]))
            } else {
                context.append(K.alias, .null)
            }
            context.append(K.value, .string(try valueHTML(cell.value, id: cells.count == 1 ? id : nil, shape: shape, cache: &cache)))
            cellContexts.append(.dictionary(context))
        }
        row.append(K.cells, .list(cellContexts))
        let classes = [cells.count > 1 ? "modal" : nil, token.pointee.deprecated != nil ? "deprecated" : nil].compactMap { $0 }
        row.append(K.classes, classes.isEmpty ? .null : .string(classes.joined(separator: " ")))
        row.append(K.preview, type == .color && modes.hasModes ? preview(cells).map(MustacheValue.string) ?? .null : .null)
        row.append(K.play, .bool(type == .duration || type == .cubicBezier || type == .transition))
        return try rowTemplate.render(.dictionary(row), escaping: .html, partials: library, strict: true)
    }

    /// The selected-mode swatch's custom properties: `--c0` for the default context and `--cN` for each context
    /// whose colour differs from it (the stylesheet picks `--cN` for context N, else `--c0`). Display P3
    /// alternatives (`--pN`) for every context when any colour lies outside sRGB.
    func preview(_ cells: [Cell]) -> String? {
        var colors: [(contexts: [Int], color: CatalogColor)] = []
        for cell in cells {
            guard case .color(let value) = cell.value, let color = CatalogColor(value) else { continue }
            colors.append((cell.contexts, color))
        }
        guard !colors.isEmpty else { return nil }
        let base = colors.firstIndex { $0.contexts.contains(0) }
        var parts: [String] = []
        for (index, entry) in colors.enumerated() {
            let hex = entry.color.hex
            if index == base { parts.append("--c0:" + hex); continue }
            for context in entry.contexts { parts.append("--c\(context):" + hex) }
        }
        if colors.contains(where: { !$0.color.inSRGBGamut }) {
            for entry in colors {
                let p3 = entry.color.displayP3CSS
                for context in entry.contexts { parts.append("--p\(context):" + p3) }
            }
        }
        return parts.joined(separator: ";")
    }

    enum Keys {
        static let id = MustacheDictionary.HashedKey("id")
        static let path = MustacheDictionary.HashedKey("path")
        static let swift = MustacheDictionary.HashedKey("swift")
        static let description = MustacheDictionary.HashedKey("description")
        static let deprecated = MustacheDictionary.HashedKey("deprecated")
        static let message = MustacheDictionary.HashedKey("message")
        static let cells = MustacheDictionary.HashedKey("cells")
        static let contexts = MustacheDictionary.HashedKey("contexts")
        static let label = MustacheDictionary.HashedKey("label")
        static let alias = MustacheDictionary.HashedKey("alias")
        static let value = MustacheDictionary.HashedKey("value")
        static let preview = MustacheDictionary.HashedKey("preview")
        static let play = MustacheDictionary.HashedKey("play")
        static let classes = MustacheDictionary.HashedKey("classes")
    }
}

extension CatalogGenerator {
    /// Phase one: the token pages' and contrast page's content. Reads `tokens` in place (no copy of the set).
    public func tokenPages(_ tokens: borrowing ResolvedTokenSet, templates: MustacheLibrary, linksTokens: Bool = false) throws(DiagnosticError) -> CatalogTokenPages {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: templates.validate())
        for name in [CatalogTemplateNames.row, CatalogTemplateNames.value, CatalogTemplateNames.tokens] where templates[name] == nil {
            diagnostics.error("unknown template '\(name)'")
        }
        try diagnostics.throwIfErrors()
        let modes = CatalogModes(modifiers: tokens.modifiers, contexts: tokens.contexts)
        let renderer = CatalogTokenRenderer(options: options, modes: modes, rowTemplate: templates[CatalogTemplateNames.row]!,
                                            valueTemplate: templates[CatalogTemplateNames.value]!, library: templates,
                                            namer: SwiftTokenNamer(options: options.swift), values: CatalogValue(remBase: options.remBase))

        // Tokens by type, in token order; then in page and section order, which is the order rows are rendered in.
        var byType: [TokenType: [Int]] = [:]
        for i in tokens.tokens.indices { byType[tokens.tokens[i].type, default: []].append(i) }
        var order: [Int] = []
        order.reserveCapacity(tokens.tokens.count)
        for page in CatalogPages.tokenPages { for section in page.types { order += byType[section.type] ?? [] } }

        let idCount = tokens.valueIDCount
        let rows: [String] = try tokens.tokens.withUnsafeBufferPointer { buffer throws(DiagnosticError) -> [String] in
            let runs = ParallelMap.runs(order.count, serialBelow: 512)
            let rendered = ParallelMap.map(runs.count) { r -> Result<[String], DiagnosticError> in
                Result { () throws(DiagnosticError) -> [String] in
                    var cache = CatalogTokenRenderer.Cache(byID: [String?](repeating: nil, count: idCount))
                    var out: [String] = []
                    out.reserveCapacity(runs[r].count)
                    for position in runs[r] { out.append(try renderer.row(buffer.baseAddress! + order[position], cache: &cache)) }
                    return out
                }
            }
            var all: [String] = []
            all.reserveCapacity(order.count)
            for result in rendered { all += try result.get() }
            return all
        }

        var pages: [CatalogTokenPages.Page] = []
        var position = 0
        let pageTemplate = templates[CatalogTemplateNames.tokens]!
        for page in CatalogPages.tokenPages {
            var sections: [MustacheValue] = []
            var counts: [(TokenType, String, Int)] = []
            for section in page.types {
                let indices = byType[section.type] ?? []
                guard !indices.isEmpty else { continue }
                // Groups in first-use order: a token's group is its path without the last segment.
                var groupOrder: [[String]] = []
                var groupRows: [[String]: String] = [:]
                var groupCounts: [[String]: Int] = [:]
                for i in indices {
                    let group = Array(tokens.tokens[i].path.dropLast())
                    if groupRows[group] == nil { groupOrder.append(group); groupRows[group] = "" }
                    groupRows[group]! += rows[position]
                    groupCounts[group, default: 0] += 1
                    position += 1
                }
                let groups: [MustacheValue] = groupOrder.map { group in
                    .dictionary([
                        "id": .string(CatalogAnchor.groupID(group[...])),
                        "title": .string(group.isEmpty ? "(top level)" : group.joined(separator: ".")),
                        "count": .number(Double(groupCounts[group] ?? 0)),
                        "rows": .string(groupRows[group] ?? ""),
                    ])
                }
                sections.append(.dictionary([
                    "id": .string("s-" + section.type.rawValue),
                    "title": .string(section.title),
                    "type": .string(section.type.rawValue),
                    "count": .number(Double(indices.count)),
                    "preview": .bool(section.type == .color && modes.hasModes),
                    "groups": .list(groups),
                ]))
                counts.append((section.type, section.title, indices.count))
            }
            guard !sections.isEmpty else { continue }
            let main = try pageTemplate.render(.dictionary(["title": .string(page.title), "sections": .list(sections)]),
                                               escaping: .html, partials: templates, strict: true)
            pages.append(.init(file: page.file, title: page.title, main: main, counts: counts))
        }

        var links: [String: CatalogTokenPages.TokenLink] = [:]
        if linksTokens {
            for token in tokens.tokens {
                var hex: String?
                if case .color(let value)? = token.value(in: tokens.defaultContext) ?? token.values.first?.value { hex = CatalogColor(value)?.hex }
                let link = CatalogTokenPages.TokenLink(href: CatalogPages.page(of: token.type).file + "#" + CatalogAnchor.id(token.path),
                                                       type: token.type, hex: hex)
                links[token.pathString] = link
                if token.path.last == "$root" { links[token.path.dropLast().joined(separator: ".")] = link }
            }
        }
        let contrast = try contrastMain(tokens, modes: modes, templates: templates)
        return CatalogTokenPages(pages: pages, contrastMain: contrast, modes: modes, links: links, tokenCount: tokens.tokens.count)
    }
}
