import Foundation

/// What every run of the rows shares, read-only: the set, the Swift generation's converted values and names,
/// and each value ID's rendered `catalog-value.html`.
struct CatalogTokenSource {
    var tokens: UnsafeBufferPointer<ResolvedToken>
    var converted: UnsafeBufferPointer<SwiftGenerationInput.Token>
    var names: UnsafeBufferPointer<SwiftTokenName?>
    /// `modes.contexts`, read in place.
    var contexts: UnsafeBufferPointer<ContextKey>
    /// The value table and the modes, kept alive by the caller while the rows are written. Held unowned: no row
    /// retains them, or the arrays inside, from two cores at once (the hottest memory of the run when it did).
    unowned(unsafe) var values: CatalogValueTable
    unowned(unsafe) var shared: CatalogSourceShared
    /// Every token's anchor.
    unowned(unsafe) var anchors: CatalogAnchorTable
    /// Whether `ResolvedToken.aliasTarget` holds alias targets (the set carries value IDs).
    var aliasTargetsKnown: Bool
    /// Per token, its value ID when its row may be one shared cell (the same value in every context, not drawn as
    /// a radius), else -1; from the scan.
    var sharedID: UnsafeBufferPointer<Int32>

    /// Token `i`'s Swift name, read in place.
    func name(_ i: Int) -> CatalogSwiftName { CatalogSwiftName(slot: names.baseAddress! + i) }

    var modes: CatalogModes { shared.modes }
    /// Every context's index, for cells that hold every context.
    var allContexts: [Int] { shared.allContexts }
    var html: UnsafeBufferPointer<UInt8> { values.html }
    var fragmentByID: UnsafeBufferPointer<CatalogFragment?> { values.byID }
    var previewByID: UnsafeBufferPointer<CatalogFragment?> { values.previewByID }
    /// The set's values by ID (`ResolvedTokenSet.valuesByID`).
    var valuesByID: UnsafeBufferPointer<TokenValue>

    /// Whether two value IDs hold equal values: the same ID always does; values whose cells differ never do (equal
    /// values render alike), so only IDs of equal cells compare their values.
    func sameValue(_ a: Int, _ b: Int) -> Bool {
        if a == b { return true }
        if let x = fragmentByID[a], let y = fragmentByID[b] {
            guard x.count == y.count, memcmp(html.baseAddress! + x.start, html.baseAddress! + y.start, x.count) == 0 else { return false }
        }
        return valuesByID[a] == valuesByID[b]
    }
    var swatchByID: UnsafeBufferPointer<CatalogSwatch?> { values.swatchByID }
}

/// The run-independent state of `CatalogTokenSource` that holds references.
final class CatalogSourceShared {
    let modes: CatalogModes
    let allContexts: [Int]

    init(modes: CatalogModes) {
        self.modes = modes
        allContexts = Array(modes.contexts.indices)
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
    var eachScratch = CatalogEachRowScratch()
    /// The Swift name of the row written last in this group.
    var names = CatalogNamePrefix()

    struct ValueKey: Hashable {
        var value: TokenValue
        var shape: CatalogValue.Shape
    }

    /// Rows written by `CatalogRow.writeDirectly` (the row template is the built-in one).
    let direct: Bool
    /// Groups written by `CatalogDirectGroup` (the group template is the built-in one).
    let directGroups: Bool
    /// Values written by `CatalogValue.writeDirectly` where it can (the value template is the built-in one).
    let directValues: Bool

    init(source: CatalogTokenSource, library: MustacheLibrary, forceEngine: Bool) {
        self.source = source
        rows = CatalogStencilRenderer(template: library[CatalogTemplateNames.row]!, library: library, forceEngine: forceEngine)
        direct = CatalogDirectRow.applies(to: library[CatalogTemplateNames.row]!, forceEngine: forceEngine)
        directGroups = CatalogDirectGroup.applies(to: library[CatalogTemplateNames.group]!, forceEngine: forceEngine)
        values = CatalogStencilRenderer(template: library[CatalogTemplateNames.value]!, library: library, forceEngine: forceEngine)
        directValues = CatalogDirectValue.applies(to: library[CatalogTemplateNames.value]!, forceEngine: forceEngine)
    }

    /// The group's section through `groups`, with its rows, appended to `out`: ending in one newline with `newline`
    /// (what the page template puts after it), else without the template's final newline.
    mutating func write(_ group: CatalogGroup, groups: inout CatalogStencilRenderer<CatalogNoContext>, newline: Bool,
                        into out: inout CatalogBytes) throws(DiagnosticError) {
        if !direct { rows.setBase(group) }
        // A group's rows are written straight into `out` only while it is being written.
        names = CatalogNamePrefix()
        if directGroups {
            CatalogDirectGroup.appendHead(group, first: group.first - source.tokens.baseAddress!, anchors: source.anchors, into: &out)
            for i in group.members { try writeRow(i, previews: group.preview, into: &out) }
            out.append(CatalogDirectGroup.tail)
            if !newline { out.removeLast(1) }
            return
        }
        try groups.renderAround({ CatalogGroup(group, rows: $0) }, into: &out) { (out: inout CatalogBytes) throws(DiagnosticError) in
            for i in group.members { try self.writeRow(i, previews: group.preview, into: &out) }
        }
        if newline {
            if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        } else if out.last == UInt8(ascii: "\n") {
            out.removeLast(1)
        }
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

    private mutating func writeRow(_ i: Int, previews: Bool, into out: inout CatalogBytes) throws(DiagnosticError) {
        let token = source.tokens.baseAddress! + i
        let type = token.pointee.type
        // Most rows: one value, the same in every context, in the shared table.
        let id = Int(source.sharedID[i])
        if direct, id >= 0, id < source.fragmentByID.count, let fragment = source.fragmentByID[id] {
            // The alias target from the anchor table when known: its path is not read again here.
            let target = source.aliasTargetsKnown ? Int(token.pointee.aliasTarget) : -2
            var alias: CatalogRow.AliasLink?
            if target >= 0 {
                alias = .token(source.anchors[target], source.tokens.baseAddress! + target)
            } else if target == -2, case .same(_, let path?, _, _) = token.pointee.storage {
                alias = .path(path)
            }
            CatalogRow.writeShared(token, anchor: source.anchors[i], name: source.name(i), names: &names, alias: alias, fragment: fragment,
                                   preview: previews && type == .color ? source.previewByID[id] : nil,
                                   play: type == .duration || type == .cubicBezier || type == .transition, table: source.html, into: &out)
            return
        }
        let shape: CatalogValue.Shape = type == .dimension ? CatalogValue.shape(of: token.pointee.path, type: type) : .plain
        if direct && directValues, case .each(let values, let aliasOf, let ids) = token.pointee.storage {
            if Self.writeEachRow(token, i, values: values, aliasOf: aliasOf, ids: ids, shape: shape, preview: previews && type == .color, source: source,
                                 scratch: &eachScratch, names: &names, localHTML: &localHTML, into: &out) {
                return
            }
        }
        cells.removeAll(keepingCapacity: true)
        switch token.pointee.storage {
        case .same(let value, let alias, let contexts, let id):
            let indices = contexts.count == source.modes.contexts.count ? source.allContexts : contexts.compactMap { source.modes.indexOfContext[$0] }.sorted()
            if id >= 0, shape == .plain, Int(id) < source.fragmentByID.count, let fragment = source.fragmentByID[Int(id)] {
                var color: CatalogShownColor?
                if case .color(let raw) = value, case .color(let c)? = source.converted[i].value(for: .implicit) { color = CatalogShownColor(raw, c) }
                cells.append(CatalogRow.Cell(contexts: indices, alias: alias, value: .shared(fragment), color: color))
            } else {
                cells.append(try cell(value, converted: source.converted[i].value(for: .implicit), contexts: indices, alias: alias, shape: shape, token: i))
            }
        case .each(let values, let aliasOf, _):
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
        let row = CatalogRow(token: token, name: source.name(i), cells: cells, labels: labels,
                             preview: previews && type == .color, play: type == .duration || type == .cubicBezier || type == .transition,
                             localHTML: localHTML)
        if direct {
            row.writeDirectly(fragments: source.html, anchor: source.anchors[i], names: &names, into: &out)
            return
        }
        try rows.render(row, fragments: source.html, into: &out)
    }
}

