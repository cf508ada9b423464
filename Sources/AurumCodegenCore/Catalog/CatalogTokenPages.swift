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

        let forceEngine = options.forceEngine
        let pageTemplate = templates[CatalogTemplateNames.tokens]!
        // The built-in page template is written by code (`CatalogDirectTokens`): each group's section then keeps the
        // newline the template puts after it, so the groups one run wrote for a section are one chunk of its buffer.
        let directPage = CatalogDirectTokens.applies(to: pageTemplate, forceEngine: forceEngine)
        let modeContexts = modes.contexts
        var tokensOfType: [Int] = []
        var groupTypes: [TokenType] = []
        let written: [(buffer: CatalogFrozenBytes, groups: [Range<Int>])] = try tokens.tokens.withUnsafeBufferPointer { resolved throws(DiagnosticError) in
            let scan = modeContexts.withUnsafeBufferPointer { CatalogTokenScan(resolved, contexts: $0, valueIDCount: tokens.valueIDCount) }
            let grouped = Self.groups(resolved, scan: scan, preview: modes.hasModes)
            tokensOfType = grouped.counts
            let groups = grouped.groups
            // The groups point at the set's tokens: only their types leave this scope.
            groupTypes = groups.map(\.type)
            let runs = Self.rowRuns(costs: grouped.costs, tokenCount: resolved.count)
            return try input.tokens.withUnsafeBufferPointer { converted throws(DiagnosticError) in
                try names.withUnsafeBufferPointer { names throws(DiagnosticError) in
                    try scan.sharedID.withUnsafeBufferPointer { sharedID throws(DiagnosticError) in
                    try modeContexts.withUnsafeBufferPointer { contexts throws(DiagnosticError) in
                    try scan.holders.withUnsafeBufferPointer { holders throws(DiagnosticError) in
                    try tokens.valuesByID.withUnsafeBufferPointer { valuesByID throws(DiagnosticError) in
                    let values = try CatalogValueTable.render(valuesByID, converted: converted, holders: holders, contexts: modeContexts,
                                                              template: templates[CatalogTemplateNames.value]!, library: templates, forceEngine: forceEngine)
                    let shared = CatalogSourceShared(modes: modes)
                    let anchors = scan.anchors
                    let source = CatalogTokenSource(tokens: resolved, converted: converted, names: names, contexts: contexts,
                                                    values: values, shared: shared, anchors: anchors,
                                                    aliasTargetsKnown: tokens.valueIDCount > 0, sharedID: sharedID, valuesByID: valuesByID)
                    let results = ParallelMap.map(runs.count) { r -> Result<(buffer: CatalogFrozenBytes, groups: [Range<Int>]), DiagnosticError> in
                        Result { () throws(DiagnosticError) in
                            var writer = CatalogRowWriter(source: source, library: templates, forceEngine: forceEngine)
                            var groupRenderer = CatalogStencilRenderer<CatalogNoContext>(template: templates[CatalogTemplateNames.group]!,
                                                                                         library: templates, forceEngine: forceEngine)
                            // Generous: pages not written to are never touched, and growing would copy the run.
                            var buffer = CatalogBytes(capacity: groups[runs[r]].reduce(0) { $0 + $1.members.count } * 640 + 65_536)
                            var ranges: [Range<Int>] = []
                            for g in runs[r] {
                                let start = buffer.count
                                try writer.write(groups[g], groups: &groupRenderer, newline: directPage, into: &buffer)
                                ranges.append(start..<buffer.count)
                            }
                            return (buffer.freeze(), ranges)
                        }
                    }
                    var all: [(buffer: CatalogFrozenBytes, groups: [Range<Int>])] = []
                    for result in results { all.append(try result.get()) }
                    return withExtendedLifetime((values, shared, anchors)) { all }
                    }
                    }
                    }
                    }
                }
            }
        }
        // Per group, where its section lies: its run's buffer and range.
        var groupHTML: [(buffer: CatalogFrozenBytes, range: Range<Int>)] = []
        groupHTML.reserveCapacity(groupTypes.count)
        for run in written { for range in run.groups { groupHTML.append((run.buffer, range)) } }

        var pages: [CatalogTokenPages.Page] = []
        var g = 0
        for page in CatalogPages.tokenPages {
            var sections: [CatalogDirectTokens.Section] = []
            for section in page.types {
                let count = tokensOfType[section.type.caseIndex]
                guard count > 0 else { continue }
                let first = g
                while g < groupTypes.count && groupTypes[g] == section.type { g += 1 }
                sections.append(.init(type: section.type, title: section.title, count: count, groups: first..<g))
            }
            guard !sections.isEmpty else { continue }
            let main: CatalogRope
            if directPage {
                main = CatalogDirectTokens.write(title: page.title, sections: sections, groups: groupHTML)
            } else {
                var shown: [CatalogRope] = []
                let context = MustacheValue.dictionary(["title": .string(page.title), "sections": .list(sections.map { section in
                    .dictionary([
                        "id": .string("s-" + section.type.rawValue),
                        "title": .string(section.title),
                        "count": .number(Double(section.count)),
                        "groups": .list(section.groups.map { g in
                            shown.append(CatalogRope([CatalogRope.Chunk(groupHTML[g].buffer, groupHTML[g].range)]))
                            return .string(CatalogStencil.sentinel(shown.count - 1))
                        }),
                    ])
                })])
                main = try CatalogRope.render(pageTemplate, library: templates, context: context, fragments: shown)
            }
            pages.append(.init(file: page.file, title: page.title, main: main, counts: sections.map { ($0.type, $0.title, $0.count) }))
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

    /// Groups in runs of about equal cost (`costs`, per group), several per core (a core takes the next run when done
    /// with one), each written into its run's buffer.
    static func rowRuns(costs: [Int], tokenCount: Int) -> [Range<Int>] {
        let total = costs.reduce(0, +)
        let width = tokenCount < 512 ? 1 : ParallelMap.width * 4
        var runs: [Range<Int>] = []
        var start = 0, seen = 0
        for (g, cost) in costs.enumerated() {
            seen += cost
            if seen * width >= total * (runs.count + 1) || g == costs.count - 1 {
                runs.append(start..<(g + 1))
                start = g + 1
            }
        }
        return runs
    }

    /// Per page section, that type's groups (a token's path without its last segment) in first-use order, merged
    /// from the scan's runs (in token order, so members stay in token order), with what each costs to write; and how
    /// many tokens each type has. Every group's members are a slice of one array, filled by one pass over the runs'
    /// group indices.
    static func groups(_ tokens: UnsafeBufferPointer<ResolvedToken>, scan: CatalogTokenScan,
                       preview: Bool) -> (counts: [Int], groups: [CatalogGroup], costs: [Int]) {
        var counts = [Int](repeating: 0, count: TokenType.allCases.count)
        for runCounts in scan.runCounts {
            for t in runCounts.indices { counts[t] += runCounts[t] }
        }
        // Per run, per group of the run, the merged group's index (-1: a type no page shows).
        var merged = scan.runGroups.map { [Int](repeating: -1, count: $0.count) }
        var groups: [CatalogGroup] = []
        var costs: [Int] = [], sizes: [Int] = []
        // Per type, the runs' groups of it in run order (each run's in first-use order).
        var ofType = [[(run: Int, group: Int)]](repeating: [], count: TokenType.allCases.count)
        for r in scan.runGroups.indices {
            for k in scan.runGroups[r].indices { ofType[Int(scan.runGroups[r][k].key.type)].append((r, k)) }
        }
        var index: [CatalogTokenScan.Key: Int] = [:]
        index.reserveCapacity(scan.runGroups.reduce(0) { $0 + $1.count })
        for page in CatalogPages.tokenPages {
            for section in page.types {
                for (r, k) in ofType[section.type.caseIndex] {
                    let local = scan.runGroups[r][k]
                    if let g = index[local.key] {
                        merged[r][k] = g
                        costs[g] += local.cost
                        sizes[g] += local.count
                        continue
                    }
                    index[local.key] = groups.count
                    merged[r][k] = groups.count
                    var group = CatalogGroup(type: section.type, first: tokens.baseAddress! + local.first, members: [])
                    group.preview = preview && section.type == .color
                    groups.append(group)
                    costs.append(local.cost)
                    sizes.append(local.count)
                }
            }
        }
        var next = [Int](repeating: 0, count: groups.count)
        var total = 0
        for g in groups.indices {
            next[g] = total
            total += sizes[g]
        }
        var order = [Int](repeating: 0, count: total)
        for r in scan.runs.indices {
            let start = scan.runs[r].lowerBound
            for (k, local) in scan.groupOf[r].enumerated() {
                let g = merged[r][Int(local)]
                guard g >= 0 else { continue }
                order[next[g]] = start + k
                next[g] += 1
            }
        }
        for g in groups.indices { groups[g].members = order[(next[g] - sizes[g])..<next[g]] }
        return (counts, groups, costs)
    }
}
