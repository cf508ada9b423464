/// Turns the sets' and modifiers' sources into a `ResolvedTokenSet`. Each token depends on some modifiers
/// (`ModifierDependence`); tokens with the same ones form a group, resolved once per combination of those
/// modifiers' contexts, from the sets and those modifiers' sources only (merge, then aliases: the resolver's
/// "Aliases" step comes after "Ordering"). No product of every modifier's contexts is ever built.
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

    /// A token's modifiers, the combinations resolved for it, and what its sources are.
    private struct Group {
        var modifiers: [Int]
        var slots: [Int] = []
        var evaluations: Range<Int> = 0..<0
        /// More combinations than `InputLimits.maxContextCombinations`: reported, not resolved.
        var tooMany = false
        var axes: ModifierAxes?
    }

    /// One resolution: a group's modifiers at one combination of their contexts, the others left out.
    private struct Evaluation {
        var group: Int
        var selection: [Int?]
        /// Every modifier, the ones left out at their defaults (`com.aurum.codegen.contextValues` keys).
        var key: ContextKey
        /// The group's modifiers only: what diagnostics and the token's values name.
        var label: ContextKey
    }

    /// What one evaluation found for one of its group's tokens.
    private struct Outcome {
        var definition: Int = -1
        var state: AliasResolver.State = .unvisited
        var deprecation: Deprecation?
    }

    static func run(_ read: TokenSources, capture: Capture? = nil) throws(DiagnosticError) -> ResolvedTokenSet {
        let loader = read.loader
        let modifiers = read.modifiers
        if loader.unreadable { throw DiagnosticError(loader.diagnostics.sorted) }
        // The parsed files' group structure is freed (on another core, while later files were read)
        // before merging, which reuses that memory.
        BackgroundRelease.drain()
        let table = loader.table
        let slots = SlotTable()
        slots.reserveCapacity(table.tokens.count)
        var shared = loader.diagnostics
        let defaults = modifiers.map { $0.contexts.firstIndex(of: $0.default) ?? 0 }

        // Every slot, before any reference is looked up: the all-defaults combination's first (tokens keep its
        // order), then every other context's (a group `$extends` in one makes slots too).
        var registration = DiagnosticCollector()
        var everySource = read.sources(defaults.map { Optional($0) })
        for layer in read.layers {
            guard case .modifier(let m, let contexts) = layer else { continue }
            for (c, list) in contexts.enumerated() where c != defaults[m] { everySource.append(contentsOf: list) }
        }
        let registered = GroupInheritance.merge(everySource, table: table, slots: slots, diagnostics: &registration)
        everySource = []
        for error in table.ambiguityErrors() { shared.emit(error) }
        // `$extends` copies: slots holding a definition of another slot, which vary as that one does.
        var copies: [(original: Int, copy: Int)] = []
        for (s, d) in registered.slotDef.enumerated() where d >= 0 {
            let own = table.ownSlot(d, in: slots)
            if own != s { copies.append((own, s)) }
        }

        let options = loader.options
        let displayNames = options.strict ? nil : DisplayNameIndex(slots: slots)
        table.resolveReferences(in: slots, displayNames: displayNames)
        let dependence = ModifierDependence.analyse(read, table: table, slots: slots, copies: copies, diagnostics: &shared)

        // Tokens grouped by their modifiers; each group resolved over its own combinations only.
        // The group of tokens no modifier touches always exists: its sets are merged (and checked) even with no token.
        var groups: [Group] = [Group(modifiers: [])]
        var groupOf: [ArraySlice<UInt64>: Int] = [ArraySlice(repeatElement(UInt64(0), count: dependence.words)): 0]
        var ownGroup = [Int](repeating: -1, count: slots.count)
        var position = [Int](repeating: -1, count: slots.count)
        for s in 0..<slots.count {
            let key = dependence.key(of: s)
            let g: Int
            if let known = groupOf[key] {
                g = known
            } else {
                g = groups.count
                groupOf[key] = g
                var group = Group(modifiers: dependence.modifiers(of: s))
                var count = 1
                for m in group.modifiers {
                    let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifiers[m].contexts.count))
                    count = overflow ? Int.max : product
                }
                group.tooMany = count > InputLimits.maxContextCombinations
                if !group.modifiers.isEmpty {
                    group.axes = ModifierAxes(indices: group.modifiers, modifiers: group.modifiers.map { modifiers[$0] })
                }
                groups.append(group)
            }
            ownGroup[s] = g
            position[s] = groups[g].slots.count
            groups[g].slots.append(s)
        }
        var evaluations: [Evaluation] = []
        // `modifier=context` of every pair, made once: each evaluation's key joins one per modifier.
        let pairText = modifiers.map { m in m.contexts.map { "\(m.name)=\($0)" } }
        for g in groups.indices where !groups[g].tooMany {
            let start = evaluations.count
            var combos: [[Int]] = [[]]
            for m in groups[g].modifiers {
                let ordered = [defaults[m]] + modifiers[m].contexts.indices.filter { $0 != defaults[m] }
                combos = combos.flatMap { prefix in ordered.map { prefix + [$0] } }
            }
            for combo in combos {
                var selection = [Int?](repeating: nil, count: modifiers.count)
                for (m, c) in zip(groups[g].modifiers, combo) { selection[m] = c }
                let chosen = modifiers.indices.map { selection[$0] ?? defaults[$0] }
                let key = ContextKey(modifiers.indices.map { ContextKey.Selection(modifier: modifiers[$0].name, context: modifiers[$0].contexts[chosen[$0]]) },
                                     id: modifiers.indices.map { pairText[$0][chosen[$0]] }.joined(separator: ","))
                let label = ContextKey(zip(groups[g].modifiers, combo).map {
                    ContextKey.Selection(modifier: modifiers[$0].name, context: modifiers[$0].contexts[$1])
                })
                evaluations.append(Evaluation(group: g, selection: selection, key: key, label: label))
            }
            groups[g].evaluations = start..<evaluations.count
        }
        // The set's contexts: every combination resolved, all-defaults first.
        var contexts: [ContextKey] = []
        var seenContexts = Set<ContextKey>()
        for e in evaluations where seenContexts.insert(e.key).inserted { contexts.append(e.key) }
        if contexts.isEmpty { contexts = [ContextKey(modifiers.indices.map { .init(modifier: modifiers[$0].name, context: modifiers[$0].default) })] }

        var perEvaluation = [DiagnosticCollector](repeating: DiagnosticCollector(), count: evaluations.count)
        let store = AliasResolver.ValueStore()
        store.values.reserveCapacity(slots.count)
        var outcomes: [[Outcome]] = groups.map { [Outcome](repeating: Outcome(), count: $0.slots.count * $0.evaluations.count) }
        let compatible = loader.options.strict ? nil : DialectProfile.compatible(remBase: loader.options.remBase)
        var constructs: [(construct: CompatibilityConstruct, location: SourceLocation)] = []
        // `skipInvalid`: a token whose reading failed is left out where its definition wins.
        // Compatible mode: a `source` set's unreadable token is left out too, its error kept for `SourceSetErrors`.
        let unreadDefinitions = (options.skipInvalid ? loader.invalidTokens : loader.sourceInvalidTokens).compactMap(\.definition)
        let unreadKeys = options.skipInvalid ? Set(loader.invalidTokens.filter { $0.definition == nil }.map(\.key)) : []
        var skipping: [InvalidTokenSkipping.ContextResult] = []
        // Tokens Studio `source` sets: the definitions that resolve but are not generated (a definition belongs
        // to one source).
        var referenceOnly: [Bool]?
        for layer in read.layers {
            let lists: [[ParsedSource]] = switch layer {
            case .set(let list): [list]
            case .modifier(_, let contexts): contexts
            }
            for list in lists {
                for source in list where source.referenceOnly {
                    if referenceOnly == nil { referenceOnly = [Bool](repeating: false, count: table.tokens.count) }
                    for id in source.tokens { referenceOnly![id] = true }
                }
            }
        }

        var sourceErrors: [Diagnostic] = []
        var seenSourceErrors = Set<Diagnostic>()
        var inferred: [(location: SourceLocation, type: TokenType)] = []
        for (e, evaluation) in evaluations.enumerated() {
            let g = evaluation.group
            let sources = read.sources(evaluation.selection)
            var merged = GroupInheritance.merge(sources, table: table, slots: slots, diagnostics: &perEvaluation[e])
            if merged.slotDef.count < slots.count {
                merged.slotDef.append(contentsOf: repeatElement(-1, count: slots.count - merged.slotDef.count))
            }
            var preset: [AliasResolver.State]?
            for id in unreadDefinitions {
                let s = table.ownSlot(id, in: slots)
                guard s < merged.slotDef.count, merged.slotDef[s] == id else { continue }
                if preset == nil { preset = Array(repeating: .unvisited, count: slots.count) }
                preset![s] = .failed
            }
            let resolver = AliasResolver(table: table, slots: slots, context: merged, store: store, preset: preset, contextID: evaluation.key.id)
            resolver.options = options
            resolver.displayNames = displayNames
            resolver.unreadKeys = unreadKeys
            resolver.compatible = compatible
            if compatible != nil, !options.skipInvalid { resolver.referenceOnlyDefinitions = referenceOnly }
            // A token met as another's dependency is reported where its own group resolves it.
            resolver.reports = { ownGroup.indices.contains($0) ? ownGroup[$0] == g : true }
            for s in groups[g].slots where merged.definition(s) >= 0 { resolver.ensure(s) }
            merged = resolver.context
            let deprecatedGroups = merged.groups.values.contains { $0.deprecated != nil }
            let row = (e - groups[g].evaluations.lowerBound) * groups[g].slots.count
            for (p, s) in groups[g].slots.enumerated() {
                let def = merged.definition(s)
                guard def >= 0 else { continue }
                outcomes[g][row + p] = Outcome(
                    definition: def, state: resolver.states[s],
                    deprecation: deprecatedGroups && table.tokens[def].deprecated == nil
                        ? merged.inheritedDeprecation(group: TokenPath.parentKey(slots.keys[s]))?.value : nil)
            }
            perEvaluation[e].append(contentsOf: resolver.contextDiagnostics.diagnostics)
            if let capture {
                for source in sources {
                    for id in source.tokens {
                        let slot = table.ownSlot(id, in: slots)
                        if merged.slotDef[slot] == id {
                            if case .done(let r) = resolver.states[slot] { capture.values[id, default: [:]][e] = r }
                        } else if let r = resolver.resolveOverridden(id, slot: slot) {
                            capture.values[id, default: [:]][e] = r
                        }
                    }
                }
                capture.states.append(resolver.states)
                capture.slotDefs.append(merged.slotDef)
                capture.compatibleDefinitions.formUnion(resolver.compatibleDefinitions)
            }
            if !resolver.constructs.isEmpty { constructs.append(contentsOf: resolver.constructs) }
            if options.skipInvalid {
                // Only the group's own tokens: the others are not resolved here and are judged in their own group.
                var slotDef = [Int](repeating: -1, count: slots.count)
                for s in groups[g].slots { slotDef[s] = merged.definition(s) }
                skipping.append(.init(slotDef: slotDef, states: resolver.states, failures: resolver.failures.filter { $0.slot < ownGroup.count && ownGroup[$0.slot] == g },
                                      unreadDependency: resolver.unreadDependency, group: g))
            }
            inferred.append(contentsOf: resolver.inferredTypes)
            for error in resolver.sourceErrors where seenSourceErrors.insert(error).inserted { sourceErrors.append(error) }
        }
        // Definitions made while resolving (`$extends` copies) come from no source set.
        if let known = referenceOnly?.count, known < table.tokens.count { referenceOnly! += repeatElement(false, count: table.tokens.count - known) }

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
        var skipped: [Bool]?
        var skippedCount = SkippedTokenCount()
        if options.skipInvalid {
            let slotDefs = skipping.map(\.slotDef)
            var skipping = InvalidTokenSkipping(table: table, slots: slots, contexts: evaluations.map(\.label), results: skipping, unread: loader.invalidTokens,
                                                isGenerated: { s in
                                                    guard let referenceOnly else { return true }
                                                    return slotDefs.indices.contains { slotDefs[$0][s] >= 0 && !referenceOnly[slotDefs[$0][s]] }
                                                })
            skipping.groupOf = ownGroup
            let outcome = skipping.run()
            skipped = outcome.skipped
            skippedCount = outcome.count
            shared.append(contentsOf: outcome.warnings)
        }

        if let capture {
            capture.table = table
            capture.slots = slots
            capture.store = store
            capture.contexts = evaluations.map(\.key)
        } else {
            for definition in table.tokens { definition.dropSource() }
        }

        var diagnostics = DiagnosticCollector()
        diagnostics.append(contentsOf: shared.diagnostics)
        var reported = Set<Diagnostic>()
        for group in groups where !group.evaluations.isEmpty {
            var merged = DiagnosticCollector()
            mergeContextDiagnostics(Array(perEvaluation[group.evaluations]), contexts: group.evaluations.map { evaluations[$0].label }, into: &merged)
            for d in merged.diagnostics where reported.insert(d).inserted { diagnostics.emit(d) }
        }

        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(slots.count)
        var missingContexts = MissingContexts()
        var generatedTokenFailed = false
        let defaultsByName = Dictionary(modifiers.map { ($0.name, $0.default) }, uniquingKeysWith: { a, _ in a })
        // Built only for an error below: a slot's first definition.
        var firstDefinition: [Int] = []
        // A slot made after the analysis (by an `$extends` only some combination has) belongs to no group.
        for s in 0..<ownGroup.count {
            let g = ownGroup[s]
            guard g >= 0 else { continue }
            let group = groups[g]
            if group.tooMany {
                if firstDefinition.isEmpty {
                    firstDefinition = [Int](repeating: -1, count: slots.count)
                    for id in table.tokens.indices.reversed() { firstDefinition[table.ownSlot(id, in: slots)] = id }
                }
                let def = firstDefinition[s]
                guard def >= 0 else { continue }
                let names = group.modifiers.map { "\(modifiers[$0].name) (\(modifiers[$0].contexts.count))" }.joined(separator: ", ")
                diagnostics.error("token \(slots.keys[s]) depends on \(group.modifiers.count) modifiers, \(names), whose contexts make more than \(InputLimits.maxContextCombinations) combinations, the most one token may have; it is defined or aliased through all of them",
                                  at: table.tokens[def].location)
                continue
            }
            let count = group.slots.count
            let p = position[s]
            let present = group.evaluations.filter { outcomes[g][($0 - group.evaluations.lowerBound) * count + p].definition >= 0 }
            guard let first = present.first else { continue }
            if let skipped, skipped[s] { continue }
            func outcome(_ e: Int) -> Outcome { outcomes[g][(e - group.evaluations.lowerBound) * count + p] }
            if let referenceOnly, present.allSatisfy({ referenceOnly[outcome($0).definition] }) { continue }
            let firstOutcome = outcome(first)
            let def = table.tokens[firstOutcome.definition]
            let deprecated: Deprecation? = def.deprecated.map(\.value) ?? firstOutcome.deprecation
            var values = [ContextKey: TokenValue](minimumCapacity: present.count)
            var aliasOf: [ContextKey: [String]] = [:]
            var contextLocations: [ContextKey: SourceLocation] = [:]
            var type: TokenType?
            var complete = true
            var firstValue: Int32 = -1
            var firstAlias: Int32 = -1
            var valuesDiffer = false
            for e in present {
                let o = outcome(e)
                let label = evaluations[e].label
                guard case .done(let r) = o.state else { complete = false; continue }
                if let type, r.type != type {
                    diagnostics.error("token \(slots.keys[s]) has type \(type) in context \(evaluations[first].label) but \(r.type) in context \(label)",
                                      at: table.tokens[o.definition].location, notes: [.init("defined here in context \(evaluations[first].label)", at: def.location)])
                    complete = false
                }
                type = type ?? r.type
                values[label] = store.values[Int(r.value)]
                if firstValue < 0 {
                    firstValue = r.value
                    firstAlias = r.aliasOf
                } else if !valuesDiffer, r.aliasOf != firstAlias || (r.value != firstValue && store.values[Int(r.value)] != store.values[Int(firstValue)]) {
                    valuesDiffer = true
                }
                if r.aliasOf >= 0 { aliasOf[label] = slots.paths[Int(r.aliasOf)] }
                if o.definition != firstOutcome.definition { contextLocations[label] = table.tokens[o.definition].location }
            }
            guard complete, let type else {
                generatedTokenFailed = true
                continue
            }
            var everyContext = present.count == group.evaluations.count
            if !everyContext {
                let missing = group.evaluations.filter { outcome($0).definition < 0 }
                if options.strict {
                    diagnostics.warning("token \(slots.keys[s]) is not defined in context \(missing.map { evaluations[$0].label.description }.joined(separator: "; "))", at: def.location)
                } else {
                    let presentLabels = present.map { evaluations[$0].label }
                    var firstDonor: ContextKey?
                    for e in missing {
                        let label = evaluations[e].label
                        let donor = presentLabels[MissingContexts.donor(for: label, among: presentLabels, defaults: defaultsByName)]
                        firstDonor = firstDonor ?? donor
                        values[label] = values[donor]
                        if let alias = aliasOf[donor] { aliasOf[label] = alias }
                        if let location = contextLocations[donor] { contextLocations[label] = location }
                    }
                    missingContexts.note(token: slots.keys[s], missing: missing.map { evaluations[$0].label }, from: firstDonor!, at: def.location)
                    everyContext = true
                }
            }
            // The same value (and alias) in every combination of its modifiers: one value, no dictionaries.
            if everyContext, !valuesDiffer, contextLocations.isEmpty {
                tokens.append(ResolvedToken(
                    path: slots.paths[s], type: type, description: def.description, deprecated: deprecated,
                    extensions: def.extensions, location: def.location,
                    storage: .same(store.values[Int(firstValue)], aliasOf: firstAlias < 0 ? nil : slots.paths[Int(firstAlias)], contexts: contexts, id: firstValue),
                    isModeDependent: false))
                continue
            }
            var token = ResolvedToken(
                path: slots.paths[s], type: type, description: def.description, deprecated: deprecated,
                extensions: def.extensions, location: def.location, values: values, aliasOf: aliasOf,
                isModeDependent: !everyContext || valuesDiffer, contextLocations: contextLocations)
            token.axes = group.axes
            tokens.append(token)
        }
        diagnostics.append(contentsOf: missingContexts.warnings)
        diagnostics.append(contentsOf: SourceSetErrors.diagnostics(loader.sourceInvalidTokens.flatMap(\.errors) + sourceErrors,
                                                                   aGeneratedTokenFailed: generatedTokenFailed))
        try diagnostics.throwIfErrors()
        var set = ResolvedTokenSet(modifiers: modifiers, contexts: contexts, tokens: tokens, diagnostics: diagnostics.sorted,
                                   valuesByID: store.values)
        set.inputs = FormatIdioms.annotate(loader.inputs, tally: tally)
        set.skipped = skippedCount
        set.resolvedCombinations = outcomes.reduce(0) { $0 + $1.count }
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
}
