/// One token's row for `catalog-token-row.html`: the token, and a cell per distinct value (with its alias) across
/// contexts, each holding the contexts that have it.
struct CatalogRow {
    struct Cell {
        /// Indices into `CatalogModes.contexts`, in order.
        var contexts: [Int]
        var alias: [String]?
        var value: CatalogValue

        var color: CatalogShownColor? {
            if case .color(let raw) = value.value, case .color(let color) = value.converted { CatalogShownColor(raw, color) } else { nil }
        }
    }

    var path: [String]
    var type: TokenType
    var description: String?
    var deprecated: Deprecation?
    var name: SwiftTokenName?
    var cells: [Cell] = []

    /// `converted` is the Swift output's conversion of `token`, `name` its Swift name.
    init(_ token: borrowing ResolvedToken, converted: borrowing SwiftGenerationInput.Token, name: SwiftTokenName?, modes: CatalogModes) {
        path = token.path
        type = token.type
        description = token.description
        deprecated = token.deprecated
        self.name = name
        let isRadius = token.type == .dimension && CatalogValue.isRadius(token.path)
        // One cell per distinct (value, alias), in context order.
        var distinct: [(value: TokenValue, alias: [String]?, contexts: [Int])] = []
        switch token.storage {
        case .same(let value, let alias, _, _):
            distinct = [(value, alias, Array(modes.contexts.indices))]
        case .each:
            // Values are keyed by the token's own modifiers: each context shown reads its projection.
            for (c, context) in modes.contexts.enumerated() {
                guard let value = token.value(in: context) else { continue }
                let alias = token.alias(in: context)
                if let existing = distinct.firstIndex(where: { $0.value == value && $0.alias == alias }) {
                    distinct[existing].contexts.append(c)
                } else {
                    distinct.append((value, alias, [c]))
                }
            }
        }
        cells = distinct.map { entry in
            guard let swift = converted.value(for: modes.contexts[entry.contexts[0]]) else {
                preconditionFailure("the Swift input holds a value for every context the token has")
            }
            return Cell(contexts: entry.contexts, alias: entry.alias, value: CatalogValue(value: entry.value, converted: swift, isRadius: isRadius))
        }
    }

    /// Context keys, hashed once.
    private enum Key {
        static let id = MustacheDictionary.HashedKey("id"), path = MustacheDictionary.HashedKey("path")
        static let swift = MustacheDictionary.HashedKey("swift"), description = MustacheDictionary.HashedKey("description")
        static let deprecated = MustacheDictionary.HashedKey("deprecated"), cells = MustacheDictionary.HashedKey("cells")
        static let classes = MustacheDictionary.HashedKey("classes"), preview = MustacheDictionary.HashedKey("preview")
        static let play = MustacheDictionary.HashedKey("play"), contexts = MustacheDictionary.HashedKey("contexts")
        static let label = MustacheDictionary.HashedKey("label"), alias = MustacheDictionary.HashedKey("alias")
        static let value = MustacheDictionary.HashedKey("value")
    }

    /// The row's context; `values` holds each cell's rendered `catalog-value.html`, `labels` each cell's
    /// contexts and label (read only when the row has several cells). `preview`: the row shows the selected
    /// mode's swatch (a colour, in a set with modes).
    func context(values: [String], labels: [CatalogModes.CellLabel], preview: Bool) -> MustacheDictionary {
        let several = cells.count > 1
        let deprecation: MustacheValue = switch deprecated {
        case nil: .null
        case .deprecated: ["message": .null]
        case .reason(let reason): ["message": .string(reason)]
        }
        let classes: MustacheValue = switch (several, deprecated != nil) {
        case (true, true): "modal deprecated"
        case (true, false): "modal"
        case (false, true): "deprecated"
        case (false, false): .null
        }
        var cellContexts: [MustacheValue] = []
        cellContexts.reserveCapacity(cells.count)
        for (c, cell) in cells.enumerated() {
            var context = MustacheDictionary()
            context.reserveCapacity(4)
            context.append(Key.contexts, several ? labels[c].contexts : .null)
            context.append(Key.label, several ? labels[c].label : .null)
            context.append(Key.alias, cell.alias.map { ["id": .string(CatalogAnchor.id($0)), "path": .string($0.joined(separator: "."))] } ?? .null)
            context.append(Key.value, .string(values[c]))
            cellContexts.append(.dictionary(context))
        }
        var context = MustacheDictionary()
        context.reserveCapacity(9)
        context.append(Key.id, .string(CatalogAnchor.id(path)))
        context.append(Key.path, .string(path.joined(separator: ".")))
        context.append(Key.swift, name.map { .string($0.qualified) } ?? .null)
        context.append(Key.description, description.map(MustacheValue.string) ?? .null)
        context.append(Key.deprecated, deprecation)
        context.append(Key.cells, .list(cellContexts))
        context.append(Key.classes, classes)
        context.append(Key.preview, preview ? swatchStyle.map(MustacheValue.string) ?? .null : .null)
        context.append(Key.play, .bool(type == .duration || type == .cubicBezier || type == .transition))
        return context
    }

    /// The selected-mode swatch's custom properties: `--c0` for the default context and `--cN` for each context
    /// whose colour differs from it (the stylesheet picks `--cN` for context N, else `--c0`); Display P3
    /// alternatives (`--pN`) for every context when any colour lies outside sRGB. Nil without colours.
    var swatchStyle: String? {
        let colors = cells.map(\.color)
        guard colors.contains(where: { $0 != nil }) else { return nil }
        let contextCount = cells.map { ($0.contexts.last ?? -1) + 1 }.max() ?? 0
        func cell(of context: Int) -> Int? { cells.firstIndex { $0.contexts.contains(context) } }
        let base = contextCount > 0 ? cell(of: 0).flatMap { colors[$0] != nil ? $0 : nil } : nil
        var properties: [String] = []
        for (n, color) in colors.enumerated() {
            guard let color else { continue }
            if n == base {
                properties.append("--c0:" + color.hex)
                continue
            }
            for c in 0..<contextCount where cell(of: c) == n { properties.append("--c\(c):" + color.hex) }
        }
        if colors.contains(where: { $0.map { !$0.inSRGBGamut } ?? false }) {
            for (n, color) in colors.enumerated() {
                guard let color else { continue }
                for c in 0..<contextCount where cell(of: c) == n { properties.append("--p\(c):" + color.p3) }
            }
        }
        return properties.joined(separator: ";")
    }
}
