/// Phase one of the catalog, the part that reads the resolved tokens: every token page's content, the contrast
/// page's, and what component pages need to link to tokens. It runs before the Swift output takes the token
/// set over (`Generator.plannedOutputs`); `CatalogGenerator.generate(_:…)` then lays out the site.
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

/// Builds the rows of every token page: each distinct value rendered by `catalog-value.html` once per run (aliases
/// share their target's), each token's row context for `catalog-token-row.html`.
struct CatalogTokenRenderer {
    var modes: CatalogModes
    var library: MustacheLibrary
    var namer: SwiftTokenNamer
    var values: CatalogValue

    /// One cell: a value shared by some contexts, with the alias that gives it.
    struct Cell {
        var contexts: [Int]
        var value: TokenValue
        var alias: [String]?
    }

    /// Per run: each distinct value's template context, by value ID where the loader numbered it, else by value;
    /// each cell label, by its contexts.
    struct Cache {
        var byID: [Rendered?]
        var byValue: [ValueKey: Rendered] = [:]
        var labels: [[Int]: String?] = [:]
        var values: MustacheStencil
    }

    /// A value rendered through `catalog-value.html` (on its own context), and its colour when it is one.
    struct Rendered {
        var html: MustacheValue
        var color: CatalogColor?
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

    /// The value rendered by `catalog-value.html`, once per distinct value (aliases share their target's).
    func rendered(_ value: TokenValue, id: Int32?, shape: CatalogValue.Shape, cache: inout Cache) throws(DiagnosticError) -> Rendered {
        let byID = id.map(Int.init).flatMap { $0 >= 0 && shape == .plain && $0 < cache.byID.count ? $0 : nil }
        if let byID, let known = cache.byID[byID] { return known }
        let key = ValueKey(value: value, shape: shape)
        if byID == nil, let known = cache.byValue[key] { return known }
        var bytes: [UInt8] = []
        try cache.values.render(.dictionary(values.context(value, shape: shape)), base: .null, into: &bytes)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        var color: CatalogColor?
        if case .color(let c) = value { color = CatalogColor(c) }
        let result = Rendered(html: .string(String(decoding: bytes, as: UTF8.self)), color: color)
        if let byID { cache.byID[byID] = result } else { cache.byValue[key] = result }
        return result
    }

    /// One row's context for `catalog-token-row.html`: the token, and a cell per distinct value across contexts.
    func row(_ token: UnsafePointer<ResolvedToken>, cache: inout Cache) throws(DiagnosticError) -> MustacheValue {
        typealias K = Keys
        let path = token.pointee.path
        let type = token.pointee.type
        let shape = type == .dimension ? CatalogValue.shape(of: path, type: type) : .plain
        let cells = cells(token)
        let id: Int32? = if case .same(_, _, _, let id) = token.pointee.storage { id } else { nil }
        var row = MustacheDictionary()
        row.reserveCapacity(9)
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
        var colors: [(contexts: [Int], color: CatalogColor)] = []
        for cell in cells {
            var context = MustacheDictionary()
            context.reserveCapacity(4)
            context.append(K.contexts, cells.count == 1 ? .null : .string(cell.contexts.count == 1 ? String(cell.contexts[0]) : cell.contexts.map(String.init).joined(separator: " ")))
            if cells.count == 1 {
                context.append(K.label, .null)
            } else if let known = cache.labels[cell.contexts] {
                context.append(K.label, known.map(MustacheValue.string) ?? .null)
            } else {
                let label = modes.label(cell.contexts)
                cache.labels[cell.contexts] = label
                context.append(K.label, label.map(MustacheValue.string) ?? .null)
            }
            if let alias = cell.alias {
                var link = MustacheDictionary()
                link.append(K.id, .string(CatalogAnchor.id(alias)))
                link.append(K.path, .string(alias.joined(separator: ".")))
                context.append(K.alias, .dictionary(link))
            } else {
                context.append(K.alias, .null)
            }
            let value = try rendered(cell.value, id: cells.count == 1 ? id : nil, shape: shape, cache: &cache)
            if let color = value.color { colors.append((cell.contexts, color)) }
            context.append(K.value, value.html)
            cellContexts.append(.dictionary(context))
        }
        row.append(K.cells, .list(cellContexts))
        let classes = cells.count > 1 ? (token.pointee.deprecated != nil ? "modal deprecated" : "modal") : (token.pointee.deprecated != nil ? "deprecated" : nil)
        row.append(K.classes, classes.map(MustacheValue.string) ?? .null)
        row.append(K.preview, type == .color && modes.hasModes ? preview(colors).map(MustacheValue.string) ?? .null : .null)
        row.append(K.play, .bool(type == .duration || type == .cubicBezier || type == .transition))
        return .dictionary(row)
    }

    /// The selected-mode swatch's custom properties: `--c0` for the default context and `--cN` for each context
    /// whose colour differs from it (the stylesheet picks `--cN` for context N, else `--c0`). Display P3
    /// alternatives (`--pN`) for every context when any colour lies outside sRGB.
    func preview(_ colors: [(contexts: [Int], color: CatalogColor)]) -> String? {
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
    func tokenPages(_ tokens: borrowing ResolvedTokenSet, templates: MustacheLibrary, linksTokens: Bool = false) throws(DiagnosticError) -> CatalogTokenPages {
        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: templates.validate())
        for name in [CatalogTemplateNames.group, CatalogTemplateNames.row, CatalogTemplateNames.value, CatalogTemplateNames.tokens]
            where templates[name] == nil {
            diagnostics.error("unknown template '\(name)'")
        }
        try diagnostics.throwIfErrors()
        let modes = CatalogModes(modifiers: tokens.modifiers, contexts: tokens.contexts)
        let renderer = CatalogTokenRenderer(modes: modes, library: templates,
                                            namer: SwiftTokenNamer(options: options.swift), values: CatalogValue(remBase: options.remBase))

        // Tokens by type, in token order; each type's groups (a token's path without its last segment) in first-use order.
        var byType: [TokenType: [Int]] = [:]
        for i in tokens.tokens.indices { byType[tokens.tokens[i].type, default: []].append(i) }
        struct Group {
            var type: TokenType
            var path: [String]
            var members: [Int] = []
        }
        var groups: [Group] = []
        for page in CatalogPages.tokenPages {
            for section in page.types {
                var index: [ArraySlice<String>: Int] = [:]
                for i in byType[section.type] ?? [] {
                    let path = tokens.tokens[i].path.dropLast()
                    if let g = index[path] { groups[g].members.append(i); continue }
                    index[path] = groups.count
                    groups.append(Group(type: section.type, path: Array(path), members: [i]))
                }
            }
        }

        // Groups spread over the cores in runs of about equal token counts. Each row renders through
        // `catalog-token-row.html` in its group's context, by stencil (rows of one shape differ only in their text).
        let groupTemplate = templates[CatalogTemplateNames.group]!
        let rowTemplate = templates[CatalogTemplateNames.row]!
        let valueTemplate = templates[CatalogTemplateNames.value]!
        let previews = modes.hasModes
        var runs: [Range<Int>] = []
        let total = tokens.tokens.count
        let width = total < 512 ? 1 : ParallelMap.width
        var start = 0, seen = 0
        for (g, group) in groups.enumerated() {
            seen += group.members.count
            if seen * width >= total * (runs.count + 1) || g == groups.count - 1 {
                runs.append(start..<(g + 1))
                start = g + 1
            }
        }
        let idCount = tokens.valueIDCount
        let rendered: [String] = try tokens.tokens.withUnsafeBufferPointer { buffer throws(DiagnosticError) -> [String] in
            let results = ParallelMap.map(runs.count) { r -> Result<[String], DiagnosticError> in
                Result { () throws(DiagnosticError) -> [String] in
                    var cache = CatalogTokenRenderer.Cache(byID: [CatalogTokenRenderer.Rendered?](repeating: nil, count: idCount),
                                                           values: MustacheStencil(template: valueTemplate, library: renderer.library, escaping: .html))
                    var stencil = MustacheStencil(template: rowTemplate, library: renderer.library, escaping: .html)
                    var out: [String] = []
                    for g in runs[r] {
                        let group = groups[g]
                        var context: MustacheDictionary = [
                            "id": .string(CatalogAnchor.groupID(group.path[...])),
                            "title": .string(group.path.isEmpty ? "(top level)" : group.path.joined(separator: ".")),
                            "count": .number(Double(group.members.count)),
                            "type": .string(group.type.rawValue),
                            "preview": .bool(previews && group.type == .color),
                        ]
                        let base = MustacheValue.dictionary(context)
                        var rows: [UInt8] = []
                        for i in group.members {
                            try stencil.render(try renderer.row(buffer.baseAddress! + i, cache: &cache), base: base, into: &rows)
                        }
                        context["rows"] = .string(String(decoding: rows, as: UTF8.self))
                        var html = try groupTemplate.render(.dictionary(context), escaping: .html, partials: renderer.library, strict: true)
                        if html.hasSuffix("\n") { html.removeLast() }
                        out.append(html)
                    }
                    return out
                }
            }
            var all: [String] = []
            all.reserveCapacity(groups.count)
            for result in results { all += try result.get() }
            return all
        }

        var pages: [CatalogTokenPages.Page] = []
        let pageTemplate = templates[CatalogTemplateNames.tokens]!
        var g = 0
        for page in CatalogPages.tokenPages {
            var sections: [MustacheValue] = []
            var counts: [(TokenType, String, Int)] = []
            for section in page.types {
                let count = byType[section.type]?.count ?? 0
                guard count > 0 else { continue }
                var html: [MustacheValue] = []
                while g < groups.count && groups[g].type == section.type {
                    html.append(.string(rendered[g]))
                    g += 1
                }
                sections.append(.dictionary([
                    "id": .string("s-" + section.type.rawValue),
                    "title": .string(section.title),
                    "count": .number(Double(count)),
                    "groups": .list(html),
                ]))
                counts.append((section.type, section.title, count))
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
