/// Turns the sources of every context into a `ResolvedTokenSet`: merge per context, then resolve
/// aliases once per context (resolver "Aliases" step comes after "Ordering").
///
/// Tokens whose definition, inherited type and dependencies are the same in every context are
/// resolved once, in the default context, and shared; only the rest is resolved again per context.
enum ResolverEvaluation {
    /// Per file, what its untyped tokens became ("4 string, 2 dimension"), each token counted once however
    /// many contexts read it; most first, then in type order.
    static func inferredTypeBreakdown(_ inferred: [(location: SourceLocation, type: TokenType)]) -> [(file: String, text: String)] {
        var seen = Set<SourceLocation>()
        var counts: [String: [TokenType: Int]] = [:]
        var files: [String] = []
        for (location, type) in inferred where seen.insert(location).inserted {
            if counts[location.file] == nil { files.append(location.file) }
            counts[location.file, default: [:]][type, default: 0] += 1
        }
        return files.map { file in
            let order = TokenType.allCases
            let sorted = counts[file]!.sorted { $0.value != $1.value ? $0.value > $1.value : order.firstIndex(of: $0.key)! < order.firstIndex(of: $1.key)! }
            return (file, sorted.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        }
    }

    /// Every combination of contexts, all-defaults first; earlier modifiers vary slowest.
    static func contexts(of modifiers: [Modifier]) -> [ContextKey] {
        var combos: [[ContextKey.Selection]] = [[]]
        for modifier in modifiers {
            let ordered = [modifier.default] + modifier.contexts.filter { $0 != modifier.default }
            combos = combos.flatMap { prefix in ordered.map { prefix + [ContextKey.Selection(modifier: modifier.name, context: $0)] } }
        }
        return combos.map(ContextKey.init)
    }

    /// What `migrate` needs beyond the resolved set: every definition's resolved value in each context whose
    /// sources hold it (overridden ones too), and each context's winners and resolved slots.
    final class Capture {
        var table: DefinitionTable?
        var slots: SlotTable?
        var store: AliasResolver.ValueStore?
        var contexts: [ContextKey] = []
        var slotDefs: [[Int]] = []
        var states: [[AliasResolver.State]] = []
        /// Definition → context index → its resolved value there.
        var values: [Int: [Int: AliasResolver.Resolved]] = [:]
        /// Definitions of DTCG 2025.10 files whose value compatible mode read beyond the format.
        var compatibleDefinitions = Set<Int>()

        func value(_ resolved: AliasResolver.Resolved) -> TokenValue? { store?.values[Int(resolved.value)] }
    }

    static func run(contexts: [ContextKey], modifiers: [Modifier], sources: [[ParsedSource]], loader: SourceLoader,
                    capture: Capture? = nil) throws(DiagnosticError) -> ResolvedTokenSet {
        if loader.unreadable { throw DiagnosticError(loader.diagnostics.sorted) }
        // The parsed files' group structure is freed (on another core, while later files were read)
        // before merging, which reuses that memory.
        BackgroundRelease.drain()
        let table = loader.table
        let slots = SlotTable()
        slots.reserveCapacity(table.tokens.count)
        var perContext = [DiagnosticCollector](repeating: DiagnosticCollector(), count: contexts.count)
        var shared = loader.diagnostics

        var merged: [MergedContext] = []
        for (c, list) in sources.enumerated() {
            merged.append(GroupInheritance.merge(list, table: table, slots: slots, diagnostics: &perContext[c]))
        }
        for c in merged.indices where merged[c].slotDef.count < slots.count {
            merged[c].slotDef.append(contentsOf: repeatElement(-1, count: slots.count - merged[c].slotDef.count))
        }

        let options = loader.options
        let displayNames = options.strict ? nil : DisplayNameIndex(slots: slots)
        table.resolveReferences(in: slots, displayNames: displayNames)
        let store = AliasResolver.ValueStore()
        store.values.reserveCapacity(slots.count)
        let invariant = contexts.count > 1 ? invariance(merged, table: table, slots: slots) : Array(repeating: true, count: slots.count)
        var states: [[AliasResolver.State]] = []
        let compatible = loader.options.strict ? nil : DialectProfile.compatible(remBase: loader.options.remBase)
        var constructs: [(construct: CompatibilityConstruct, location: SourceLocation)] = []
        // `skipInvalid`: a token whose reading failed is left out where its definition wins.
        let unreadDefinitions = options.skipInvalid ? loader.invalidTokens.compactMap(\.definition) : []
        let unreadKeys = options.skipInvalid ? Set(loader.invalidTokens.filter { $0.definition == nil }.map(\.key)) : []
        var skipping: [InvalidTokenSkipping.ContextResult] = []
        var inferred: [(location: SourceLocation, type: TokenType)] = []
        for c in contexts.indices {
            var preset: [AliasResolver.State]?
            if c > 0 {
                preset = states[0].indices.map { invariant[$0] ? states[0][$0] : .unvisited }
            }
            for id in unreadDefinitions {
                let s = table.ownSlot(id, in: slots)
                guard merged[c].slotDef[s] == id else { continue }
                if preset == nil { preset = Array(repeating: .unvisited, count: slots.count) }
                preset![s] = .failed
            }
            let resolver = AliasResolver(table: table, slots: slots, context: merged[c], store: store, preset: preset, contextID: contexts[c].id)
            resolver.options = options
            resolver.displayNames = displayNames
            resolver.unreadKeys = unreadKeys
            resolver.invariant = invariant
            resolver.compatible = compatible
            resolver.resolveAll()
            merged[c] = resolver.context
            states.append(resolver.states)
            shared.append(contentsOf: resolver.sharedDiagnostics.diagnostics)
            perContext[c].append(contentsOf: resolver.contextDiagnostics.diagnostics)
            if let capture {
                for source in sources[c] {
                    for id in source.tokens {
                        let slot = table.ownSlot(id, in: slots)
                        if merged[c].slotDef[slot] == id {
                            if case .done(let r) = resolver.states[slot] { capture.values[id, default: [:]][c] = r }
                        } else if let r = resolver.resolveOverridden(id, slot: slot) {
                            capture.values[id, default: [:]][c] = r
                        }
                    }
                }
                capture.states.append(resolver.states)
                capture.compatibleDefinitions.formUnion(resolver.compatibleDefinitions)
            }
            if !resolver.constructs.isEmpty { constructs.append(contentsOf: resolver.constructs) }
            if options.skipInvalid {
                skipping.append(.init(slotDef: resolver.context.slotDef, states: resolver.states, failures: resolver.failures,
                                      unreadDependency: resolver.unreadDependency))
            }
            inferred.append(contentsOf: resolver.inferredTypes)
        }

        // Compatible mode: one warning per file and kind of construct; each written construct counts once,
        // however many contexts read it.
        var tally = loader.tally
        var counted = Set<ConstructKey>()
        for (construct, location) in constructs where counted.insert(ConstructKey(construct: construct, location: location)).inserted {
            tally.note(construct, at: location)
        }
        for (file, text) in inferredTypeBreakdown(inferred) { tally.detail(.untypedByValue, file: file, text) }
        shared.append(contentsOf: tally.summary)
        shared.append(contentsOf: loader.skipped.warnings)
        shared.append(contentsOf: loader.customTypes.warnings)
        // Tokens Studio `source` sets: per context, the definitions that resolve but are not generated.
        let referenceOnly: [[Bool]]? = sources.contains { $0.contains(where: \.referenceOnly) }
            ? sources.map { list in
                var flags = [Bool](repeating: false, count: table.tokens.count)
                for source in list where source.referenceOnly { for id in source.tokens { flags[id] = true } }
                return flags
            } : nil

        var skipped: [Bool]?
        var skippedCount = SkippedTokenCount()
        if options.skipInvalid {
            let slotDefs = skipping.map(\.slotDef)
            let outcome = InvalidTokenSkipping(table: table, slots: slots, contexts: contexts, results: skipping, unread: loader.invalidTokens,
                                               isGenerated: { s in
                                                   guard let referenceOnly else { return true }
                                                   return slotDefs.indices.contains { slotDefs[$0][s] >= 0 && !referenceOnly[$0][slotDefs[$0][s]] }
                                               }).run()
            skipped = outcome.skipped
            skippedCount = outcome.count
            shared.append(contentsOf: outcome.warnings)
        }

        if let capture {
            capture.table = table
            capture.slots = slots
            capture.store = store
            capture.contexts = contexts
            capture.slotDefs = merged.map(\.slotDef)
        } else {
            for definition in table.tokens { definition.dropSource() }
        }

        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: shared.diagnostics)
        mergeContextDiagnostics(perContext, contexts: contexts, into: &diagnostics)

        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(slots.count)
        // Inherited deprecation is looked up only in contexts where some group is deprecated.
        let deprecatedGroups = merged.map { $0.groups.values.contains { $0.deprecated != nil } }
        let slotDefs = merged.map(\.slotDef)
        let everyContext = Array(contexts.indices)
        for s in 0..<slots.count {
            // Most tokens are in every context: the list of contexts that have it is built only otherwise.
            let inAll = slotDefs.allSatisfy { $0[s] >= 0 }
            let present = inAll ? everyContext : contexts.indices.filter { slotDefs[$0][s] >= 0 }
            guard let first = present.first else { continue }
            if let skipped, skipped[s] { continue }
            if let referenceOnly, present.allSatisfy({ referenceOnly[$0][slotDefs[$0][s]] }) { continue }
            let def = table.tokens[slotDefs[first][s]]
            let deprecated: Deprecation? = def.deprecated.map(\.value)
                ?? (deprecatedGroups[first] ? merged[first].inheritedDeprecation(group: TokenPath.parentKey(slots.keys[s]))?.value : nil)
            // Resolved once and shared by every context (see `invariance`): one value, no dictionaries.
            if invariant[s], present.count == contexts.count, case .done(let r) = states[first][s] {
                tokens.append(ResolvedToken(
                    path: slots.paths[s], type: r.type, description: def.description, deprecated: deprecated,
                    extensions: def.extensions, location: def.location,
                    storage: .same(store.values[Int(r.value)], aliasOf: r.aliasOf < 0 ? nil : slots.paths[Int(r.aliasOf)], contexts: contexts, id: r.value),
                    isModeDependent: false))
                continue
            }
            var values = [ContextKey: TokenValue](minimumCapacity: present.count)
            var aliasOf: [ContextKey: [String]] = [:]
            var contextLocations: [ContextKey: SourceLocation] = [:]
            var type: TokenType?
            var complete = true
            // Whether the values differ: equal indices are equal values, only different ones are compared.
            var firstValue: Int32 = -1
            var valuesDiffer = false
            var ids = [Int32](repeating: -1, count: contexts.count)
            for c in present {
                guard case .done(let r) = states[c][s] else { complete = false; continue }
                if let type, r.type != type {
                    diagnostics.error("token \(slots.keys[s]) has type \(type) in context \(contexts[first]) but \(r.type) in context \(contexts[c])",
                                      at: table.tokens[merged[c].slotDef[s]].location, notes: [.init("defined here in context \(contexts[first])", at: def.location)])
                    complete = false
                }
                type = type ?? r.type
                values[contexts[c]] = store.values[Int(r.value)]
                ids[c] = r.value
                if firstValue < 0 {
                    firstValue = r.value
                } else if !valuesDiffer, r.value != firstValue, store.values[Int(r.value)] != store.values[Int(firstValue)] {
                    valuesDiffer = true
                }
                if r.aliasOf >= 0 { aliasOf[contexts[c]] = slots.paths[Int(r.aliasOf)] }
                let definition = merged[c].slotDef[s]
                if definition != merged[first].slotDef[s] { contextLocations[contexts[c]] = table.tokens[definition].location }
            }
            guard complete, let type else { continue }
            if present.count < contexts.count {
                let missing = contexts.indices.filter { merged[$0].slotDef[s] < 0 }.map { contexts[$0].description }
                diagnostics.warning("token \(slots.keys[s]) is not defined in context \(missing.joined(separator: "; "))", at: def.location)
            }
            let modeDependent = present.count < contexts.count || (!invariant[s] && valuesDiffer)
            tokens.append(ResolvedToken(
                path: slots.paths[s], type: type, description: def.description, deprecated: deprecated,
                extensions: def.extensions, location: def.location, values: values, aliasOf: aliasOf, ids: ids,
                isModeDependent: modeDependent, contextLocations: contextLocations))
        }
        try diagnostics.throwIfErrors()
        var set = ResolvedTokenSet(modifiers: modifiers, contexts: contexts, tokens: tokens, diagnostics: diagnostics.sorted,
                                   valuesByID: store.values)
        set.inputs = loader.inputs
        set.skipped = skippedCount
        return set
    }

    private struct ConstructKey: Hashable {
        var construct: CompatibilityConstruct
        var location: SourceLocation
    }

    /// A diagnostic found in every context is reported once; one found in some gets a note naming them.
    private static func mergeContextDiagnostics(_ lists: [DiagnosticCollector], contexts: [ContextKey], into out: inout DiagnosticCollector) {
        var order: [Diagnostic] = []
        var seenIn: [Diagnostic: [Int]] = [:]
        for (c, list) in lists.enumerated() {
            for d in list.diagnostics {
                if seenIn[d] == nil { order.append(d) }
                if seenIn[d]?.last != c { seenIn[d, default: []].append(c) }
            }
        }
        for d in order {
            let where_ = seenIn[d]!
            if where_.count == contexts.count {
                out.emit(d)
            } else {
                var tagged = d
                tagged.notes.append(.init("in context \(where_.map { contexts[$0].description }.joined(separator: "; "))"))
                out.emit(tagged)
            }
        }
    }

    /// Per slot: whether it resolves identically in every context — same definition, same inherited
    /// type, and only such tokens among its dependencies.
    private static func invariance(_ merged: [MergedContext], table: DefinitionTable, slots: SlotTable) -> [Bool] {
        var merged = merged
        let n = slots.count
        var result = [Bool](repeating: true, count: n)
        for s in 0..<n {
            let def = merged[0].slotDef[s]
            if def < 0 { result[s] = false; continue }
            var same = true
            for c in 1..<merged.count where merged[c].slotDef[s] != def { same = false; break }
            // Values `migrate` wrote per context differ by context although the definition is the same.
            if same, table.tokens[def].extras?.contextValues != nil { same = false }
            // A display name may find different tokens in different contexts.
            if same, !table.byDisplayName.isEmpty, table.byDisplayName.contains(def) { same = false }
            if same, table.tokens[def].explicitType == nil {
                let t0 = merged[0].inheritedType(slot: s, in: slots)
                for c in 1..<merged.count where merged[c].inheritedType(slot: s, in: slots) != t0 { same = false; break }
            }
            result[s] = same
        }
        // Reverse dependency edges (CSR) of invariant candidates, then spread "varies" to dependents.
        var counts = [Int](repeating: 0, count: n + 1)
        var edges: [(Int, Int)] = []
        for s in 0..<n where result[s] {
            for d in table.references(of: merged[0].slotDef[s]) where d >= 0 {
                edges.append((d, s))
                counts[d + 1] += 1
            }
        }
        for i in 0..<n { counts[i + 1] += counts[i] }
        var fill = counts
        var dependents = [Int](repeating: 0, count: edges.count)
        for (d, s) in edges { dependents[fill[d]] = s; fill[d] += 1 }
        var queue = (0..<n).filter { !result[$0] }
        while let d = queue.popLast() {
            for i in counts[d]..<counts[d + 1] {
                let s = dependents[i]
                if result[s] { result[s] = false; queue.append(s) }
            }
        }
        return result
    }
}
