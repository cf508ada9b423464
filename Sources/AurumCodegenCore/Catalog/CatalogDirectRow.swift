/// The default `catalog-token-row.html`, written by code: what the stencil writes for that template, without
/// recording each row's context (the bulk of the catalog's time for a large set). The template stays the source
/// of truth: this is used only while the row template is the built-in one (`CatalogDirectRow.applies`), and
/// `CatalogStencilTests` proves it byte-identical to the engine's rendering of the built-in template (Aurum, the
/// fixture, the benchmark's 10,000 tokens). Editing `templates/catalog-token-row.mustache` without editing this
/// fails those tests; a user override of the row template is rendered by the stencil or the engine.
enum CatalogDirectRow {
    /// Whether rows can be written directly: `row` is the compiled-in template, and the engine is not forced.
    static func applies(to row: MustacheTemplate, forceEngine: Bool) -> Bool {
        !forceEngine && row.path == TemplateLoader.builtInPath(CatalogTemplateNames.row)
    }
}

/// The default `catalog-token-group.html` around a group's rows, written by code: recording each group's context
/// for the stencil cost as much as writing its smaller rows. Used only while the group template is the built-in
/// one; `CatalogStencilTests` hold it to the engine's bytes like the other direct writers.
enum CatalogDirectGroup {
    static func applies(to group: MustacheTemplate, forceEngine: Bool) -> Bool {
        !forceEngine && group.path == TemplateLoader.builtInPath(CatalogTemplateNames.group)
    }

    /// Everything before the rows. The group's ID and title come from its first token's anchor (`first`): its
    /// bytes before the last segment are the group's anchor, and its dotted path when no segment was escaped.
    static func appendHead(_ group: CatalogGroup, first: Int, anchors: CatalogAnchorTable, into out: inout CatalogBytes) {
        let key = anchors.group(first)
        out.append("<section class=\"group\" aria-labelledby=\"g-" as StaticString)
        // Anchor bytes (letters, digits, `-`, `.`, `_` escapes) hold nothing HTML escapes.
        out.append(bytes: key.bytes)
        out.append("\">\n<h3 id=\"g-" as StaticString)
        out.append(bytes: key.bytes)
        out.append("\">" as StaticString)
        if key.topLevel {
            out.append("(top level)" as StaticString)
        } else if anchors[first].plain {
            out.append(bytes: key.bytes)
        } else {
            out.appendEscaped { CatalogRow.appendDotted(group.path, to: &$0) }
        }
        out.append(" <span class=\"count\">" as StaticString)
        out.append(decimal: group.members.count)
        out.append("</span></h3>\n<table class=\"tokens " as StaticString)
        out.append(group.type.rawValue)
        out.append("\">\n<thead><tr><th scope=\"col\">Token" as StaticString)
        if group.preview { out.append(" <span class=\"now\">(swatch: the selected mode)</span>" as StaticString) }
        out.append("</th><th scope=\"col\">Value</th></tr></thead>\n<tbody>\n" as StaticString)
    }

    /// Everything after the rows.
    static let tail: StaticString = "</tbody>\n</table>\n</section>\n"
}

extension CatalogRow {
    /// Appends what `catalog-token-row.html` (built in) renders for this row; `fragments` is the shared value table.
    func writeDirectly(fragments: UnsafeBufferPointer<UInt8>, anchor: CatalogAnchorTable.Entry, names: inout CatalogNamePrefix,
                       into out: inout CatalogBytes) {
        let several = cells.count > 1
        let dotted = Self.appendHead(token, anchor: anchor, name: name, names: &names, modal: several,
                                     preview: preview && cells.contains(where: { $0.color != nil }), into: &out) { appendPreview(to: &$0) }
        for n in cells.indices {
            out.append("<div" as StaticString)
            if several {
                out.append(" data-c=\"" as StaticString)
                for (k, context) in cells[n].contexts.enumerated() {
                    if k > 0 { out.append(UInt8(ascii: " ")) }
                    out.append(decimal: context)
                }
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            if several, let label = labels[n] {
                out.append("<b>" as StaticString)
                out.appendEscaped(label)
                out.append("</b>" as StaticString)
            }
            if let alias = cells[n].alias { Self.appendAliasLink(.path(alias), into: &out) }
            switch cells[n].value {
            case .shared(let fragment): out.append(bytes: UnsafeBufferPointer(rebasing: fragments[fragment.start..<(fragment.start + fragment.count)]))
            case .local(let range): localHTML.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
            }
            out.append("</div>" as StaticString)
        }
        if play { Self.appendPlay(dotted, token, into: &out) }
        out.append("</td></tr>\n" as StaticString)
    }

    /// The row up to its value cells, as every kind of row writes it: `<tr>` with its anchor, classes (`modal` when
    /// its cells differ by context) and the selected-mode swatch's style (hex and Display P3: nothing to escape),
    /// the header cell with the dotted path, Swift name and notes, and `<td>`. Returns where the dotted path was
    /// written when it is the anchor's bytes (no segment escaped), for the play button to copy. `writePreview` runs
    /// only with `preview` (a non-optional closure: it stays on the stack, once per row). `anchor` is the token's
    /// from the anchor table.
    static func appendHead(_ token: UnsafePointer<ResolvedToken>, anchor entry: CatalogAnchorTable.Entry, name: CatalogSwiftName,
                           names: inout CatalogNamePrefix, modal: Bool,
                           preview: Bool, into out: inout CatalogBytes, _ writePreview: (inout CatalogBytes) -> Void) -> Range<Int>? {
        out.append("<tr id=\"t-" as StaticString)
        // An anchor's bytes (letters, digits, `-`, `.`, `_` escapes) hold nothing HTML escapes.
        let anchor = out.count
        out.append(bytes: entry.bytes)
        let plain = entry.plain
        let anchorEnd = out.count
        out.append(UInt8(ascii: "\""))
        switch (modal, token.pointee.isDeprecated) {
        case (true, true): out.append(" class=\"modal deprecated\"" as StaticString)
        case (true, false): out.append(" class=\"modal\"" as StaticString)
        case (false, true): out.append(" class=\"deprecated\"" as StaticString)
        case (false, false): break
        }
        if preview {
            out.append(" style=\"" as StaticString)
            writePreview(&out)
            out.append(UInt8(ascii: "\""))
        }
        out.append("><th scope=\"row\"><code>" as StaticString)
        // The dotted path is the anchor when no segment needed escaping.
        let dotted = out.count
        if plain { out.appendCopy(of: anchor..<anchorEnd) } else { out.appendEscaped { appendDotted(token.pointee.path, to: &$0) } }
        let dottedEnd = out.count
        out.append("</code>" as StaticString)
        appendNameAndNotes(token, name: name, names: &names, into: &out)
        out.append("</th><td>" as StaticString)
        return plain ? dotted..<dottedEnd : nil
    }

    /// The Swift name, description and deprecation notes of the row's header cell.
    static func appendNameAndNotes(_ token: UnsafePointer<ResolvedToken>, name: CatalogSwiftName, names: inout CatalogNamePrefix,
                                   into out: inout CatalogBytes) {
        if name.exists {
            out.append(" <code class=\"swift\">" as StaticString)
            // Not escaped: a Swift name is identifiers and dots (the namer's words, a checked prefix and namespace),
            // never a byte HTML escapes, so checking every name's bytes was work for nothing.
            let start = out.count
            name.read { appendSwiftName($0, after: &names, to: &out) }
            assert(!out.buffer[start...].contains(where: CatalogBytes.needsHTMLEscape), "a Swift name holds a byte HTML escapes")
            out.append("</code>" as StaticString)
        }
        // Most tokens have neither: one check instead of reading both.
        guard token.pointee.hasMetadata else { return }
        if let description = token.pointee.description {
            out.append("<span class=\"desc\">" as StaticString)
            out.appendEscaped(description)
            out.append("</span>" as StaticString)
        }
        switch token.pointee.deprecated {
        case nil: break
        case .deprecated: out.append("<span class=\"dep\"><strong>Deprecated</strong></span>" as StaticString)
        case .reason(let reason):
            out.append("<span class=\"dep\"><strong>Deprecated</strong>: " as StaticString)
            out.appendEscaped(reason)
            out.append("</span>" as StaticString)
        }
    }

    /// Whom an alias links to: a token of the anchor table (by index, with its path for when its anchor is not
    /// its dotted path), or a path.
    enum AliasLink {
        case token(CatalogAnchorTable.Entry, UnsafePointer<ResolvedToken>)
        case path([String])
    }

    static func appendAliasLink(_ link: AliasLink, into out: inout CatalogBytes) {
        out.append("<a href=\"#t-" as StaticString)
        let anchor = out.count
        let plain: Bool
        switch link {
        case .token(let entry, _):
            out.append(bytes: entry.bytes)
            plain = entry.plain
        case .path(let alias):
            plain = CatalogAnchor.appendSegments(alias, to: &out)
        }
        let anchorEnd = out.count
        out.append("\">" as StaticString)
        if plain {
            out.appendCopy(of: anchor..<anchorEnd)
        } else {
            switch link {
            case .token(_, let target): out.appendEscaped { appendDotted(target.pointee.path, to: &$0) }
            case .path(let alias): out.appendEscaped { appendDotted(alias, to: &$0) }
            }
        }
        out.append("</a>" as StaticString)
    }

    /// The motion preview's button; `dotted` is where the row's dotted path was written, when it was.
    static func appendPlay(_ dotted: Range<Int>?, _ token: UnsafePointer<ResolvedToken>, into out: inout CatalogBytes) {
        out.append("<button type=\"button\" class=\"play\" aria-pressed=\"false\" aria-label=\"Play " as StaticString)
        if let dotted { out.appendCopy(of: dotted) } else { out.appendEscaped { appendDotted(token.pointee.path, to: &$0) } }
        out.append("\">Play</button>" as StaticString)
    }
}

extension CatalogRow {
    /// `writeDirectly` for a row with one cell, the same value in every context, from the shared table (`table`):
    /// what most rows are, written without building the row. `CatalogStencilTests` holds it to the engine's bytes.
    static func writeShared(_ token: UnsafePointer<ResolvedToken>, anchor: CatalogAnchorTable.Entry, name: CatalogSwiftName,
                            names: inout CatalogNamePrefix, alias: AliasLink?,
                            fragment: CatalogFragment, preview: CatalogFragment?, play: Bool, table: UnsafeBufferPointer<UInt8>,
                            into out: inout CatalogBytes) {
        let dotted = appendHead(token, anchor: anchor, name: name, names: &names, modal: false, preview: preview != nil, into: &out) { out in
            if let preview { out.append(bytes: UnsafeBufferPointer(rebasing: table[preview.start..<(preview.start + preview.count)])) }
        }
        out.append("<div>" as StaticString)
        if let alias { appendAliasLink(alias, into: &out) }
        out.append(bytes: UnsafeBufferPointer(rebasing: table[fragment.start..<(fragment.start + fragment.count)]))
        out.append("</div>" as StaticString)
        if play { appendPlay(dotted, token, into: &out) }
        out.append("</td></tr>\n" as StaticString)
    }
}

/// What `writeDirectly` needs of a row whose value differs by context, kept by the run and reused row to row: the
/// general path's per-row arrays (cells, their context lists, labels, the row itself) were most of the time of
/// the few such rows. Sized for the set's contexts once and overwritten row to row (emptying arrays per row was
/// a fifth of these rows' time).
struct CatalogEachRowScratch {
    /// Per context, the cell showing it (-1: none); per cell (the first `cells`), its first context, alias and
    /// value.
    var cellOf: [Int] = []
    var firstContext: [Int] = []
    var aliases: [[String]?] = []
    var cellValues: [CellValue] = []
    var cells = 0
    /// Cell labels, HTML-escaped in `labelBytes`, by the cell's contexts as a bit set (sets of up to 64 contexts):
    /// sets below 256 by index, others by key.
    var smallLabels: [Label] = []
    var labels: [UInt64: Label] = [:]
    var labelBytes: [UInt8] = []

    enum CellValue {
        /// The value table's HTML, and its swatch when the row shows one.
        case table(CatalogFragment, swatch: CatalogSwatch?)
        /// Rendered into the run's local values (a radius, or a value without an ID).
        case local(Range<Int>, color: CatalogShownColor?)
    }

    /// Where a label lies in `labelBytes`; `none` for a cell of every context (no label), `unknown` before it is
    /// first made.
    enum Label {
        case unknown, none
        case text(Range<Int>)
    }

    /// Ready for a row of a set of `n` contexts.
    mutating func start(contexts n: Int) {
        cells = 0
        guard cellOf.count != n else { return }
        cellOf = [Int](repeating: -1, count: n)
        firstContext = [Int](repeating: 0, count: n)
        aliases = [[String]?](repeating: nil, count: n)
        cellValues = [CellValue](repeating: .local(0..<0, color: nil), count: n)
        smallLabels = [Label](repeating: .unknown, count: 256)
    }

    /// The escaped label of cell `cell`, whose contexts are `set` (bit `c` for context `c`; the first is `first` of
    /// `n`), made once per set.
    mutating func label(_ set: UInt64, cell: Int, first: Int, contexts n: Int, modes: CatalogModes) -> Range<Int>? {
        let known = set < 256 ? smallLabels[Int(set)] : labels[set] ?? .unknown
        switch known {
        case .none: return nil
        case .text(let range): return range
        case .unknown:
            var label = Label.none
            if let text = modes.label((first..<n).filter { cellOf[$0] == cell }) {
                let start = labelBytes.count
                labelBytes.appendEscaped(text)
                label = .text(start..<labelBytes.count)
            }
            if set < 256 { smallLabels[Int(set)] = label } else { labels[set] = label }
            if case .text(let range) = label { return range }
            return nil
        }
    }

    /// The swatch of cell `n`, when it shows one.
    func swatch(_ n: Int, table: UnsafeBufferPointer<UInt8>) -> CatalogCellSwatch? {
        switch cellValues[n] {
        case .table(_, let swatch): swatch.map { .table($0, table) }
        case .local(_, let color): color.map { .shown($0) }
        }
    }
}

extension CatalogRowWriter {
    /// `writeDirectly` for a token whose values differ by context: one cell per distinct (value, alias), in the
    /// order of their first contexts, with its contexts, label, alias link and value, written straight into
    /// `out`. Values come from the shared table by their IDs (`ids`, by context index) when it holds them, else
    /// are rendered here. False when the general path must write it (more than 64 contexts, or a value kind not
    /// written directly); nothing is written then.
    static func writeEachRow(_ token: UnsafePointer<ResolvedToken>, _ i: Int, values: [ContextKey: TokenValue], aliasOf: [ContextKey: [String]],
                             ids: [Int32], shape: CatalogValue.Shape, preview: Bool, source: CatalogTokenSource,
                             scratch s: inout CatalogEachRowScratch, names: inout CatalogNamePrefix, localHTML: inout [UInt8],
                             into out: inout CatalogBytes) -> Bool {
        let contexts = source.contexts
        let n = contexts.count
        guard n <= 64 else { return false }
        let known = !source.fragmentByID.isEmpty && ids.count == n
        // One alias target (or none) in every context, from the resolver: cells then differ by value alone, and
        // no context's alias is looked up.
        let target = known && source.aliasTargetsKnown ? Int(token.pointee.aliasTarget) : -2
        s.start(contexts: n)
        for c in 0..<n {
            guard known ? ids[c] >= 0 : values[contexts[c]] != nil else { s.cellOf[c] = -1; continue }
            let alias = target != -2 || aliasOf.isEmpty ? nil : aliasOf[contexts[c]]
            var cell = -1
            for k in 0..<s.cells where s.aliases[k] == alias {
                let first = s.firstContext[k]
                let same = known ? source.sameValue(Int(ids[first]), Int(ids[c])) : values[contexts[first]] == values[contexts[c]]
                if same { cell = k; break }
            }
            if cell >= 0 {
                s.cellOf[c] = cell
            } else {
                s.cellOf[c] = s.cells
                s.firstContext[s.cells] = c
                s.aliases[s.cells] = alias
                s.cells += 1
            }
        }
        let values0 = localHTML.count
        for k in 0..<s.cells {
            let first = s.firstContext[k]
            let id = known ? Int(ids[first]) : -1
            if shape == .plain, id >= 0, id < source.fragmentByID.count, let fragment = source.fragmentByID[id] {
                s.cellValues[k] = .table(fragment, swatch: preview ? source.swatchByID[id] : nil)
                continue
            }
            guard let value = values[contexts[first]], let converted = (source.converted.baseAddress! + i).pointee.value(for: contexts[first]) else {
                preconditionFailure("the Swift input holds a value for every context the token has")
            }
            let start = localHTML.count
            guard CatalogValue(value: value, converted: converted, shape: shape).writeDirectly(into: &localHTML) else {
                localHTML.removeSubrange(values0...)
                return false
            }
            var color: CatalogShownColor?
            if preview, case .color(let raw) = value, case .color(let c) = converted { color = CatalogShownColor(raw, c) }
            s.cellValues[k] = .local(start..<localHTML.count, color: color)
        }
        let several = s.cells > 1
        let html = source.html
        let colored = preview && (0..<s.cells).contains { s.swatch($0, table: html) != nil }
        let dotted = CatalogRow.appendHead(token, anchor: source.anchors[i], name: source.name(i), names: &names, modal: several, preview: colored,
                                           into: &out) { out in
            CatalogRow.appendPreview(cells: s.cells, contexts: n, cellOf: { s.cellOf[$0] }, color: { s.swatch($0, table: html) }, to: &out)
        }
        for cell in 0..<s.cells {
            let first = s.firstContext[cell]
            if several {
                out.append("<div data-c=\"" as StaticString)
                var set: UInt64 = 0, count = 0
                for c in first..<n where s.cellOf[c] == cell {
                    if count > 0 { out.append(UInt8(ascii: " ")) }
                    out.append(decimal: c)
                    set |= 1 << UInt64(c)
                    count += 1
                }
                out.append("\">" as StaticString)
                if let label = s.label(set, cell: cell, first: first, contexts: n, modes: source.modes) {
                    out.append("<b>" as StaticString)
                    s.labelBytes.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[label])) }
                    out.append("</b>" as StaticString)
                }
            } else {
                out.append("<div>" as StaticString)
            }
            if target >= 0 {
                CatalogRow.appendAliasLink(.token(source.anchors[target], source.tokens.baseAddress! + target), into: &out)
            } else if let alias = s.aliases[cell] {
                CatalogRow.appendAliasLink(.path(alias), into: &out)
            }
            switch s.cellValues[cell] {
            case .table(let fragment, _): out.append(bytes: UnsafeBufferPointer(rebasing: html[fragment.start..<(fragment.start + fragment.count)]))
            case .local(let range, _): localHTML.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
            }
            out.append("</div>" as StaticString)
        }
        let type = token.pointee.type
        if type == .duration || type == .cubicBezier || type == .transition { CatalogRow.appendPlay(dotted, token, into: &out) }
        out.append("</td></tr>\n" as StaticString)
        // The values were copied into the row: the run's local values need not keep them.
        if localHTML.count > values0 { localHTML.removeSubrange(values0...) }
        return true
    }
}
