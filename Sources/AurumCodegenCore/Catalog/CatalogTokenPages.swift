/// Phase one of the catalog, the part that reads the resolved tokens: every token page's content, the contrast
/// page's, and what component pages need to link to tokens. It runs beside the Swift output, on the same
/// converted values and Swift names (`Generator.namespaceOutputs`); `CatalogGenerator.generate(_:…)` then lays
/// out the site.
struct CatalogTokenPages: Sendable {
    struct Page: Sendable {
        var file: String
        var title: String
        /// The rendered `catalog-tokens.html`, everything inside `<main>`, as the runs' buffers hold it.
        var main: CatalogRope
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

/// Bytes held in place by the buffers they were written to, in order: a page is assembled once, when it becomes
/// a file.
struct CatalogRope: Sendable {
    var chunks: [ArraySlice<UInt8>] = []

    init(_ chunks: [ArraySlice<UInt8>] = []) { self.chunks = chunks }

    init(_ string: String) { chunks = [ArraySlice(string.utf8)] }

    var count: Int { chunks.reduce(0) { $0 + $1.count } }

    mutating func append(_ chunk: ArraySlice<UInt8>) { if !chunk.isEmpty { chunks.append(chunk) } }
    mutating func append(_ rope: CatalogRope) { chunks += rope.chunks }
}

/// What every run of the rows shares, read-only: the set, the Swift generation's converted values and names,
/// and each value ID's rendered `catalog-value.html`.
struct CatalogTokenSource {
    var tokens: UnsafeBufferPointer<ResolvedToken>
    var converted: UnsafeBufferPointer<SwiftGenerationInput.Token>
    var names: UnsafeBufferPointer<SwiftTokenName?>
    var modes: CatalogModes
    /// Every context's index, for cells that hold every context.
    var allContexts: [Int]
    var values: CatalogValueTable
    /// Per token, its value ID when its row may be one shared cell (the same value in every context, not drawn as
    /// a radius), else -1; decided in the pass that groups the tokens.
    var sharedID: UnsafeBufferPointer<Int32>
    /// `values`' arrays, read in place: retaining them for every row, from every core at once, made their
    /// reference counts the hottest memory of the run.
    var html: UnsafeBufferPointer<UInt8>
    var fragmentByID: UnsafeBufferPointer<CatalogFragment?>
    var previewByID: UnsafeBufferPointer<CatalogFragment?>
}

/// Each distinct value (by the loader's value ID) rendered once per run of the catalog, on every core; aliases
/// share their target's. Colours keep what the selected-mode swatch needs.
struct CatalogValueTable: Sendable {
    var html: [UInt8] = []
    /// nil for an ID no token holds in every context (never in practice: rendered per run instead).
    var byID: [CatalogFragment?] = []
    var colorByID: [CatalogShownColor?] = []
    /// Per colour ID, the selected-mode swatch's `style` of a row holding it in every context (escaped, in `html`).
    var previewByID: [CatalogFragment?] = []

    /// Renders the value of every ID: `representative[id]` is a token holding it.
    static func render(_ tokens: UnsafeBufferPointer<ResolvedToken>, converted: UnsafeBufferPointer<SwiftGenerationInput.Token>,
                       representative: [Int32], contextCount: Int, template: MustacheTemplate, library: MustacheLibrary,
                       forceEngine: Bool) throws(DiagnosticError) -> CatalogValueTable {
        let allContexts = Array(0..<contextCount)
        let runs = ParallelMap.runs(representative.count, serialBelow: 1_024)
        let parts = ParallelMap.map(runs.count) { r -> Result<(html: [UInt8], fragments: [CatalogFragment?], colors: [CatalogShownColor?], previews: [CatalogFragment?]), DiagnosticError> in
            Result { () throws(DiagnosticError) in
                var renderer = CatalogStencilRenderer<CatalogNoContext>(template: template, library: library, forceEngine: forceEngine)
                let direct = CatalogDirectValue.applies(to: template, forceEngine: forceEngine)
                var html: [UInt8] = []
                html.reserveCapacity(runs[r].count * 160)
                var fragments: [CatalogFragment?] = []
                var colors: [CatalogShownColor?] = []
                var previews: [CatalogFragment?] = []
                fragments.reserveCapacity(runs[r].count)
                colors.reserveCapacity(runs[r].count)
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                for id in runs[r] {
                    let i = Int(representative[id])
                    guard i >= 0, case .same(let value, _, _, _) = tokens[i].storage, let swift = converted[i].value(for: .implicit) else {
                        fragments.append(nil)
                        colors.append(nil)
                        previews.append(nil)
                        continue
                    }
                    let start = html.count
                    let shown = CatalogValue(value: value, converted: swift, shape: .plain)
                    if !(direct && shown.writeDirectly(into: &html)) { try renderer.render(shown, fragments: none, into: &html) }
                    if html.count > start, html.last == UInt8(ascii: "\n") { html.removeLast() }
                    fragments.append(CatalogFragment(start: start, count: html.count - start))
                    if case .color(let raw) = value, case .color(let color) = swift {
                        let shown = CatalogShownColor(raw, color)
                        colors.append(shown)
                        let start = html.count
                        // Hex and Display P3 only: nothing to escape.
                        CatalogRow.appendPreview([(contexts: allContexts, color: shown)], to: &html)
                        previews.append(CatalogFragment(start: start, count: html.count - start))
                    } else {
                        colors.append(nil)
                        previews.append(nil)
                    }
                }
                return (html, fragments, colors, previews)
            }
        }
        var table = CatalogValueTable()
        table.byID.reserveCapacity(representative.count)
        table.colorByID.reserveCapacity(representative.count)
        for part in parts {
            let (html, fragments, colors, previews) = try part.get()
            let offset = table.html.count
            table.html += html
            for fragment in fragments { table.byID.append(fragment.map { CatalogFragment(start: $0.start + offset, count: $0.count) }) }
            for preview in previews { table.previewByID.append(preview.map { CatalogFragment(start: $0.start + offset, count: $0.count) }) }
            table.colorByID += colors
        }
        return table
    }
}

/// One run's rendering of its groups: rows through `catalog-token-row.html` (in the group's context), groups
/// through `catalog-token-group.html`, values not in the shared table (a mode-dependent token's, a radius's)
/// through `catalog-value.html`, each once per run.
struct CatalogRowWriter {
    let source: CatalogTokenSource
    var rows: CatalogStencilRenderer<CatalogGroup>
    var values: CatalogStencilRenderer<CatalogNoContext>
    /// Values rendered by this run, in `localHTML`.
    var localHTML: [UInt8] = []
    var local: [ValueKey: (range: Range<Int>, color: CatalogShownColor?)] = [:]
    var labels: [[Int]: String?] = [:]
    var cells: [CatalogRow.Cell] = []
    /// The row being written directly, copied to the run's buffer once complete.
    var rowBytes = CatalogBytes(capacity: 4_096)
    var eachScratch = CatalogEachRowScratch()

    struct ValueKey: Hashable {
        var value: TokenValue
        var shape: CatalogValue.Shape
    }

    /// Rows written by `CatalogRow.writeDirectly` (the row template is the built-in one).
    let direct: Bool
    /// Values written by `CatalogValue.writeDirectly` where it can (the value template is the built-in one).
    let directValues: Bool

    init(source: CatalogTokenSource, library: MustacheLibrary, forceEngine: Bool) {
        self.source = source
        rows = CatalogStencilRenderer(template: library[CatalogTemplateNames.row]!, library: library, forceEngine: forceEngine)
        direct = CatalogDirectRow.applies(to: library[CatalogTemplateNames.row]!, forceEngine: forceEngine)
        values = CatalogStencilRenderer(template: library[CatalogTemplateNames.value]!, library: library, forceEngine: forceEngine)
        directValues = CatalogDirectValue.applies(to: library[CatalogTemplateNames.value]!, forceEngine: forceEngine)
    }

    /// The group's section through `groups`, with its rows, appended to `out` (without the template's final newline).
    mutating func write(_ group: CatalogGroup, groups: inout CatalogStencilRenderer<CatalogNoContext>, into out: inout [UInt8]) throws(DiagnosticError) {
        if !direct { rows.setBase(group) }
        try groups.renderAround({ CatalogGroup(group, rows: $0) }, into: &out) { (out: inout [UInt8]) throws(DiagnosticError) in
            for i in group.members { try self.writeRow(i, previews: group.preview, into: &out) }
        }
        if out.last == UInt8(ascii: "\n") { out.removeLast() }
    }

    /// The cell for `value` in the contexts `contexts` (indices), rendered here unless the table has it.
    private mutating func cell(_ value: TokenValue, converted: SwiftTokenValue?, contexts: [Int], alias: [String]?,
                               shape: CatalogValue.Shape, token i: Int) throws(DiagnosticError) -> CatalogRow.Cell {
        func color(_ converted: SwiftTokenValue) -> CatalogShownColor? {
            if case .color(let raw) = value, case .color(let c) = converted { CatalogShownColor(raw, c) } else { nil }
        }
        // Written directly, a value costs less than looking it up.
        if directValues {
            let converted = converted ?? source.converted[i].value(for: source.modes.contexts[contexts[0]])!
            let start = localHTML.count
            if CatalogValue(value: value, converted: converted, shape: shape).writeDirectly(into: &localHTML) {
                return CatalogRow.Cell(contexts: contexts, alias: alias, value: .local(start..<localHTML.count), color: color(converted))
            }
        }
        let key = ValueKey(value: value, shape: shape)
        if let known = local[key] { return CatalogRow.Cell(contexts: contexts, alias: alias, value: .local(known.range), color: known.color) }
        guard let converted = converted ?? source.converted[i].value(for: source.modes.contexts[contexts[0]]) else {
            preconditionFailure("the Swift input holds a value for every context the token has")
        }
        let start = localHTML.count
        try values.render(CatalogValue(value: value, converted: converted, shape: shape), fragments: UnsafeBufferPointer(start: nil, count: 0),
                          into: &localHTML)
        if localHTML.count > start, localHTML.last == UInt8(ascii: "\n") { localHTML.removeLast() }
        let shown = color(converted)
        local[key] = (start..<localHTML.count, shown)
        return CatalogRow.Cell(contexts: contexts, alias: alias, value: .local(start..<localHTML.count), color: shown)
    }

    private mutating func writeRow(_ i: Int, previews: Bool, into out: inout [UInt8]) throws(DiagnosticError) {
        let token = source.tokens.baseAddress! + i
        let type = token.pointee.type
        // Most rows: one value, the same in every context, in the shared table.
        let id = Int(source.sharedID[i])
        if direct, id >= 0, id < source.fragmentByID.count, let fragment = source.fragmentByID[id],
           case .same(_, let alias, _, _) = token.pointee.storage {
            rowBytes.removeAll()
            CatalogRow.writeShared(token, name: source.names[i], alias: alias, fragment: fragment,
                                   preview: previews && type == .color ? source.previewByID[id] : nil,
                                   play: type == .duration || type == .cubicBezier || type == .transition, table: source.html, into: &rowBytes)
            out.append(contentsOf: rowBytes.buffer)
            return
        }
        let shape: CatalogValue.Shape = type == .dimension ? CatalogValue.shape(of: token.pointee.path, type: type) : .plain
        if direct && directValues, case .each(let values, let aliasOf) = token.pointee.storage {
            rowBytes.removeAll()
            if Self.writeEachRow(token, i, values: values, aliasOf: aliasOf, shape: shape, preview: previews && type == .color, source: source,
                                 scratch: &eachScratch, localHTML: &localHTML, into: &rowBytes) {
                out.append(contentsOf: rowBytes.buffer)
                return
            }
        }
        cells.removeAll(keepingCapacity: true)
        switch token.pointee.storage {
        case .same(let value, let alias, let contexts, let id):
            let indices = contexts.count == source.modes.contexts.count ? source.allContexts : contexts.compactMap { source.modes.indexOfContext[$0] }.sorted()
            if id >= 0, shape == .plain, Int(id) < source.fragmentByID.count, let fragment = source.fragmentByID[Int(id)] {
                cells.append(CatalogRow.Cell(contexts: indices, alias: alias, value: .shared(fragment),
                                             color: source.values.colorByID[Int(id)]))
            } else {
                cells.append(try cell(value, converted: source.converted[i].value(for: .implicit), contexts: indices, alias: alias, shape: shape, token: i))
            }
        case .each(let values, let aliasOf):
            // One cell per distinct (value, alias), holding the contexts that have it, in context order.
            var distinct: [(value: TokenValue, alias: [String]?, contexts: [Int])] = []
            for (c, context) in source.modes.contexts.enumerated() {
                guard let value = values[context] else { continue }
                let alias = aliasOf[context]
                if let existing = distinct.firstIndex(where: { $0.value == value && $0.alias == alias }) {
                    distinct[existing].contexts.append(c)
                } else {
                    distinct.append((value, alias, [c]))
                }
            }
            for entry in distinct {
                cells.append(try cell(entry.value, converted: nil, contexts: entry.contexts, alias: entry.alias, shape: shape, token: i))
            }
        }
        var labels: [String?] = []
        if cells.count > 1 {
            labels.reserveCapacity(cells.count)
            for cell in cells {
                if let known = self.labels[cell.contexts] {
                    labels.append(known)
                } else {
                    let label = source.modes.label(cell.contexts)
                    self.labels[cell.contexts] = label
                    labels.append(label)
                }
            }
        }
        let row = CatalogRow(token: token, name: source.names[i], cells: cells, labels: labels,
                             preview: previews && type == .color, play: type == .duration || type == .cubicBezier || type == .transition,
                             localHTML: localHTML)
        if direct {
            rowBytes.removeAll()
            row.writeDirectly(fragments: source.html, into: &rowBytes)
            out.append(contentsOf: rowBytes.buffer)
            return
        }
        try rows.render(row, fragments: source.html, into: &out)
    }
}

/// A group's context for `catalog-token-group.html`, and the enclosing context of its rows.
struct CatalogGroup: CatalogDescribable {
    var type: TokenType
    var path: [String]
    var members: [Int] = []
    var preview = false
    /// The rendered rows, when the group's own template renders; nil as the rows' enclosing context.
    var rows: CatalogFragment?

    init(type: TokenType, path: [String], members: [Int]) {
        self.type = type
        self.path = path
        self.members = members
    }

    init(_ group: CatalogGroup, rows: CatalogFragment) {
        self = group
        self.rows = rows
    }

    func describe<C: CatalogContext>(into c: inout C) {
        c.text(Keys.id) { CatalogAnchor.appendGroupID(path[...], to: &$0) }
        c.text(Keys.title) { out in
            if path.isEmpty { out.append("(top level)" as StaticString); return }
            for (n, segment) in path.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ".")) }
                out.append(segment)
            }
        }
        c.number(Keys.count, members.count)
        c.text(Keys.type, type.rawValue)
        c.flag(Keys.preview, preview)
        if let rows { c.html(Keys.rows, rows) }
    }

    enum Keys {
        static let id = MustacheDictionary.HashedKey("id")
        static let title = MustacheDictionary.HashedKey("title")
        static let count = MustacheDictionary.HashedKey("count")
        static let type = MustacheDictionary.HashedKey("type")
        static let preview = MustacheDictionary.HashedKey("preview")
        static let rows = MustacheDictionary.HashedKey("rows")
    }
}

/// One token's context for `catalog-token-row.html`: the token, and a cell per distinct value across contexts.
struct CatalogRow: CatalogDescribable {
    struct Cell {
        /// Context indices, in order.
        var contexts: [Int]
        var alias: [String]?
        var value: Value
        var color: CatalogShownColor?
    }

    enum Value {
        /// In the shared value table.
        case shared(CatalogFragment)
        /// In the run's own values.
        case local(Range<Int>)
    }

    let token: UnsafePointer<ResolvedToken>
    let name: SwiftTokenName?
    let cells: [Cell]
    /// Per cell, when there are several.
    let labels: [String?]
    let preview: Bool
    let play: Bool
    let localHTML: [UInt8]

    func describe<C: CatalogContext>(into c: inout C) {
        typealias K = Keys
        let path = token.pointee.path
        c.text(K.id) { CatalogAnchor.append(path, to: &$0) }
        c.text(K.path) { Self.appendDotted(path, to: &$0) }
        if let name {
            c.text(K.swift) { Self.appendSwiftName(name, to: &$0) }
        } else {
            c.null(K.swift)
        }
        c.text(K.description, token.pointee.description)
        let deprecated = token.pointee.deprecated
        switch deprecated {
        case nil: c.null(K.deprecated)
        case .deprecated: c.object(K.deprecated) { $0.null(K.message) }
        case .reason(let reason): c.object(K.deprecated) { $0.text(K.message, reason) }
        }
        let several = cells.count > 1
        c.objects(K.cells, count: cells.count) { n, c in
            let cell = cells[n]
            if several {
                c.text(K.contexts) { out in
                    for (k, context) in cell.contexts.enumerated() {
                        if k > 0 { out.append(UInt8(ascii: " ")) }
                        out.append(decimal: context)
                    }
                }
                c.text(K.label, labels[n])
            } else {
                c.null(K.contexts)
                c.null(K.label)
            }
            if let alias = cell.alias {
                c.object(K.alias) {
                    $0.text(K.id) { CatalogAnchor.append(alias, to: &$0) }
                    $0.text(K.path) { Self.appendDotted(alias, to: &$0) }
                }
            } else {
                c.null(K.alias)
            }
            switch cell.value {
            case .shared(let fragment): c.html(K.value, fragment)
            case .local(let range): c.text(K.value) { $0 += localHTML[range] }
            }
        }
        switch (several, deprecated != nil) {
        case (true, true): c.text(K.classes, "modal deprecated")
        case (true, false): c.text(K.classes, "modal")
        case (false, true): c.text(K.classes, "deprecated")
        case (false, false): c.null(K.classes)
        }
        if preview, cells.contains(where: { $0.color != nil }) {
            c.text(K.preview) { appendPreview(to: &$0) }
        } else {
            c.null(K.preview)
        }
        c.flag(K.play, play)
    }

    /// `Namespace.Nested.member`, the member in backticks when it is a keyword.
    static func appendSwiftName<S: CatalogByteSink>(_ name: SwiftTokenName, to out: inout S) {
        out.append(name.namespace)
        for type in name.nesting {
            out.append(UInt8(ascii: "."))
            out.append(type)
        }
        out.append(UInt8(ascii: "."))
        if SwiftIdentifier.isKeyword(name.member) {
            out.append(UInt8(ascii: "`"))
            out.append(name.member)
            out.append(UInt8(ascii: "`"))
        } else {
            out.append(name.member)
        }
    }

    static func appendDotted<S: CatalogByteSink>(_ path: [String], to out: inout S) {
        for (n, segment) in path.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ".")) }
            out.append(segment)
        }
    }

    /// The selected-mode swatch's custom properties: `--c0` for the default context and `--cN` for each context
    /// whose colour differs from it (the stylesheet picks `--cN` for context N, else `--c0`). Display P3
    /// alternatives (`--pN`) for every context when any colour lies outside sRGB.
    func appendPreview<S: CatalogByteSink>(to out: inout S) {
        Self.appendPreview(cells.compactMap { cell in cell.color.map { (contexts: cell.contexts, color: $0) } }, to: &out)
    }

    static func appendPreview<S: CatalogByteSink>(_ colors: [(contexts: [Int], color: CatalogShownColor)], to out: inout S) {
        let base = colors.firstIndex { $0.contexts.contains(0) }
        var first = true
        func property(_ name: UInt8, _ context: Int) {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
            out.append("--" as StaticString)
            out.append(name)
            out.append(decimal: context)
            out.append(UInt8(ascii: ":"))
        }
        for (index, entry) in colors.enumerated() {
            if index == base {
                property(UInt8(ascii: "c"), 0)
                entry.color.appendHex(to: &out)
                continue
            }
            for context in entry.contexts {
                property(UInt8(ascii: "c"), context)
                entry.color.appendHex(to: &out)
            }
        }
        if colors.contains(where: { !$0.color.inSRGBGamut }) {
            for entry in colors {
                for context in entry.contexts {
                    property(UInt8(ascii: "p"), context)
                    entry.color.appendP3(to: &out)
                }
            }
        }
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
    /// Phase one: the token pages' and contrast page's content. Reads `tokens` in place (no copy of the set), with
    /// `input` (the Swift output's conversion of the same tokens, index for index) and `names` (their Swift names).
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
        let modes = CatalogModes(modifiers: tokens.modifiers, contexts: tokens.contexts)

        // Tokens by type, in token order; each type's groups (a token's path without its last segment) in first-use order.
        var byType = [[Int]](repeating: [], count: TokenType.allCases.count)
        var typeIndex: [TokenType: Int] = [:]
        for (n, type) in TokenType.allCases.enumerated() { typeIndex[type] = n }
        // The loader's value IDs: one token holding each, to render the value once.
        var representative = [Int32](repeating: -1, count: tokens.valueIDCount)
        var sharedID = [Int32](repeating: -1, count: tokens.tokens.count)
        for i in tokens.tokens.indices {
            let type = tokens.tokens[i].type
            byType[typeIndex[type]!].append(i)
            if case .same(_, _, let contexts, let id) = tokens.tokens[i].storage, id >= 0 {
                if representative[Int(id)] < 0 { representative[Int(id)] = Int32(i) }
                if contexts.count == modes.contexts.count, type != .dimension || CatalogValue.shape(of: tokens.tokens[i].path, type: type) == .plain {
                    sharedID[i] = id
                }
            }
        }
        var groups: [CatalogGroup] = []
        for page in CatalogPages.tokenPages {
            for section in page.types {
                var index: [ArraySlice<String>: Int] = [:]
                var last: (path: ArraySlice<String>, group: Int)?
                for i in byType[typeIndex[section.type]!] {
                    let path = tokens.tokens[i].path.dropLast()
                    // Tokens of a group mostly come together: the last group first, without hashing the path.
                    if let last, last.path == path { groups[last.group].members.append(i); continue }
                    if let g = index[path] {
                        groups[g].members.append(i)
                        last = (path, g)
                        continue
                    }
                    index[path] = groups.count
                    last = (path, groups.count)
                    var group = CatalogGroup(type: section.type, path: Array(path), members: [i])
                    group.preview = modes.hasModes && section.type == .color
                    groups.append(group)
                }
            }
        }

        // Groups spread over the cores in runs of about equal token counts, each written into its run's buffer.
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
        let forceEngine = options.forceEngine
        let written: [(buffer: [UInt8], groups: [Range<Int>])] = try tokens.tokens.withUnsafeBufferPointer { resolved throws(DiagnosticError) in
            try input.tokens.withUnsafeBufferPointer { converted throws(DiagnosticError) in
                try names.withUnsafeBufferPointer { names throws(DiagnosticError) in
                    let values = try CatalogValueTable.render(resolved, converted: converted, representative: representative,
                                                              contextCount: modes.contexts.count, template: templates[CatalogTemplateNames.value]!, library: templates, forceEngine: forceEngine)
                    let html = values.html, fragmentByID = values.byID, previewByID = values.previewByID
                    return try html.withUnsafeBufferPointer { html throws(DiagnosticError) in
                    try fragmentByID.withUnsafeBufferPointer { fragmentByID throws(DiagnosticError) in
                    try previewByID.withUnsafeBufferPointer { previewByID throws(DiagnosticError) in
                    try sharedID.withUnsafeBufferPointer { sharedID throws(DiagnosticError) in
                    let source = CatalogTokenSource(tokens: resolved, converted: converted, names: names, modes: modes,
                                                    allContexts: Array(modes.contexts.indices), values: values, sharedID: sharedID,
                                                    html: html, fragmentByID: fragmentByID, previewByID: previewByID)
                    let results = ParallelMap.map(runs.count) { r -> Result<(buffer: [UInt8], groups: [Range<Int>]), DiagnosticError> in
                        Result { () throws(DiagnosticError) in
                            var writer = CatalogRowWriter(source: source, library: templates, forceEngine: forceEngine)
                            var groupRenderer = CatalogStencilRenderer<CatalogNoContext>(template: templates[CatalogTemplateNames.group]!,
                                                                                         library: templates, forceEngine: forceEngine)
                            var buffer: [UInt8] = []
                            buffer.reserveCapacity(groups[runs[r]].reduce(0) { $0 + $1.members.count } * 360)
                            var ranges: [Range<Int>] = []
                            for g in runs[r] {
                                let start = buffer.count
                                try writer.write(groups[g], groups: &groupRenderer, into: &buffer)
                                ranges.append(start..<buffer.count)
                            }
                            return (buffer, ranges)
                        }
                    }
                    var all: [(buffer: [UInt8], groups: [Range<Int>])] = []
                    for result in results { all.append(try result.get()) }
                    return all
                    }
                    }
                    }
                    }
                }
            }
        }
        var groupHTML: [ArraySlice<UInt8>] = []
        groupHTML.reserveCapacity(groups.count)
        for run in written { for range in run.groups { groupHTML.append(run.buffer[range]) } }

        var pages: [CatalogTokenPages.Page] = []
        let pageTemplate = templates[CatalogTemplateNames.tokens]!
        var g = 0
        for page in CatalogPages.tokenPages {
            var sections: [MustacheValue] = []
            var counts: [(TokenType, String, Int)] = []
            var shown: [CatalogRope] = []
            for section in page.types {
                let count = byType[typeIndex[section.type]!].count
                guard count > 0 else { continue }
                var html: [MustacheValue] = []
                while g < groups.count && groups[g].type == section.type {
                    html.append(.string(CatalogStencil.sentinel(shown.count)))
                    shown.append(CatalogRope([groupHTML[g]]))
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
            let context = MustacheValue.dictionary(["title": .string(page.title), "sections": .list(sections)])
            let main = try CatalogRope.render(pageTemplate, library: templates, context: context, fragments: shown)
            pages.append(.init(file: page.file, title: page.title, main: main, counts: counts))
        }

        var links: [String: CatalogTokenPages.TokenLink] = [:]
        if linksTokens {
            let defaultContext = tokens.defaultContext
            for (i, token) in tokens.tokens.enumerated() {
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
        return CatalogTokenPages(pages: pages, contrastMain: contrast, modes: modes, links: links, tokenCount: tokens.tokens.count)
    }
}

extension CatalogRope {
    /// `template` rendered by the engine with `context`, whose strings `sentinel(n)` stand for `fragments[n]`
    /// (rendered HTML kept where it is); a template the stencil cannot cut gets the fragments' text instead.
    static func render(_ template: MustacheTemplate, library: MustacheLibrary, context: MustacheValue,
                       fragments: [CatalogRope]) throws(DiagnosticError) -> CatalogRope {
        // A string of the context holding the marker byte would read as a sentinel.
        func holdsMarker(_ value: MustacheValue) -> Bool {
            switch value {
            case .string(var s):
                return s.withUTF8 { $0.contains(CatalogStencil.marker) } && !(s.utf8.first == CatalogStencil.marker && s.utf8.last == 2)
            case .list(let items): return items.contains(where: holdsMarker)
            case .dictionary(let d): return d.values.contains(where: holdsMarker)
            default: return false
            }
        }
        if !library.reachesDynamicReferences(from: template), !holdsMarker(context),
           let stencil = CatalogStencil.cut(try CatalogStencil.render(template, library: library, contexts: [context], escaping: .html)) {
            var rope = CatalogRope()
            let text = stencil.text
            for piece in stencil.pieces {
                switch piece {
                case .text(let start, let count):
                    rope.append(text[start..<(start + count)])
                case .hole(let n, let escaped):
                    guard n < fragments.count else { continue }
                    if escaped {
                        var bytes: [UInt8] = []
                        for chunk in fragments[n].chunks { chunk.withUnsafeBufferPointer { bytes.append(htmlEscaping: $0) } }
                        rope.append(bytes[...])
                    } else {
                        rope.append(fragments[n])
                    }
                }
            }
            return rope
        }
        // With the fragments' text in place of the sentinels.
        func replace(_ value: MustacheValue) -> MustacheValue {
            switch value {
            case .string(let s):
                if s.utf8.first == CatalogStencil.marker, let n = Int(s.dropFirst(2).dropLast()), n < fragments.count {
                    return .string(fragments[n].string)
                }
                return value
            case .list(let items): return .list(items.map(replace))
            case .dictionary(let d): return .dictionary(d.mapValues(replace))
            default: return value
            }
        }
        let bytes = try CatalogStencil.render(template, library: library, contexts: [replace(context)], escaping: .html)
        return CatalogRope([bytes[...]])
    }

    /// The bytes in one array (the one copy a page's bytes see after they are written).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var i = 0
            for chunk in chunks {
                chunk.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: out[i..<(i + source.count)]).initialize(from: source)
                }
                i += chunk.count
            }
            initialized = i
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
