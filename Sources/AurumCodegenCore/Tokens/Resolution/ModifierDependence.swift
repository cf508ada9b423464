/// Which modifiers each token depends on: those whose contexts' sources define it (or a group above it),
/// plus those of every token its definitions refer to (a display-name reference: every candidate's), and a
/// `$extends` copy those of its original, transitively. A token is then resolved only over the
/// combinations of its own modifiers (the others at their defaults), never over every modifier's product:
/// a Figma file with forty collections has forty modifiers, and a token sees the two or three its value passes through.
struct ModifierDependence {
    /// Per slot, its modifiers as a bit set, `words` 64-bit words per slot.
    private(set) var bits: [UInt64]
    let words: Int

    init(slotCount: Int, modifierCount: Int) {
        words = max(1, (modifierCount + 63) / 64)
        bits = [UInt64](repeating: 0, count: slotCount * words)
    }

    /// Modifier `m` defines slot `s`.
    mutating func insert(_ m: Int, into s: Int) {
        bits[s * words + m / 64] |= 1 << UInt64(m % 64)
    }

    /// Slot `s`'s modifiers, ascending.
    func modifiers(of s: Int) -> [Int] {
        var result: [Int] = []
        for w in 0..<words {
            var word = bits[s * words + w]
            while word != 0 {
                let bit = word.trailingZeroBitCount
                result.append(w * 64 + bit)
                word &= word - 1
            }
        }
        return result
    }

    /// Slot `s`'s bit set, the key tokens are grouped by.
    func key(of s: Int) -> ArraySlice<UInt64> { bits[(s * words)..<(s * words + words)] }

    /// Analyses `sources` after `table.resolveReferences`: every slot's own modifiers, then their spread along
    /// reference edges (target to dependant) until nothing changes; cycles converge because sets only grow.
    /// A `contextValues` key naming a modifier or context the resolver does not have is an error in `diagnostics`.
    /// `copies`: `$extends` copies, each slot with the slot whose definition it shares.
    static func analyse(_ sources: TokenSources, table: DefinitionTable, slots: SlotTable, copies: [(original: Int, copy: Int)] = [],
                        diagnostics: inout DiagnosticCollector) -> ModifierDependence {
        let modifierCount = sources.modifiers.count
        var result = ModifierDependence(slotCount: slots.count, modifierCount: modifierCount)
        guard modifierCount > 0 else { return result }
        var groupModifiers: [String: Set<Int>] = [:]
        for layer in sources.layers {
            guard case .modifier(let m, let contexts) = layer else { continue }
            for list in contexts {
                for source in list {
                    for id in source.tokens { result.insert(m, into: table.ownSlot(id, in: slots)) }
                    // A group's `$type`, `$deprecated` or `$extends` reaches every token below it.
                    for group in source.groups where group.type != nil || group.deprecated != nil || group.extends != nil {
                        groupModifiers[group.key, default: []].insert(m)
                    }
                }
            }
        }
        let byName = Dictionary(sources.modifiers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var unmatched = UnmatchedSets()
        for id in table.tokens.indices {
            let s = table.ownSlot(id, in: slots)
            // Values `migrate` wrote per context (`Mode=Dark,Brand=Aurora`) depend on the modifiers they name.
            if let contextValues = table.tokens[id].extras?.contextValues {
                if table.tokens[id].extras?.profile?.dialect == .spectrum {
                    unmatched.note(table.tokens[id], modifiers: sources.modifiers)
                } else {
                    checkContextValues(table.tokens[id], modifiers: sources.modifiers, diagnostics: &diagnostics)
                }
                for key in contextValues.keys {
                    for selection in key.split(separator: ",") {
                        if let name = selection.split(separator: "=").first, let m = byName[String(name)] { result.insert(m, into: s) }
                    }
                }
            }
        }
        if !groupModifiers.isEmpty {
            for s in 0..<slots.count {
                var key = TokenPath.parentKey(slots.keys[s])
                while true {
                    for m in groupModifiers[key] ?? [] { result.insert(m, into: s) }
                    if key.isEmpty { break }
                    key = TokenPath.parentKey(key)
                }
            }
        }
        diagnostics.append(contentsOf: unmatched.warnings)
        result.spread(table: table, slots: slots, copies: copies)
        return result
    }

    /// Spectrum `sets` whose modifier or context the resolver does not define (a hand-written resolver without
    /// a `color` modifier, say): the token keeps its first set's value there. One warning per file and modifier.
    private struct UnmatchedSets {
        struct Entry { var count: Int; var first: SourceLocation; var contexts: [String]; var known: [String]? }
        private var entries: [String: Entry] = [:]
        private var order: [String] = []

        mutating func note(_ definition: TokenDefinition, modifiers: [Modifier]) {
            var seen = Set<String>()
            for key in (definition.extras?.contextValues ?? [:]).keys.sorted() {
                for selection in key.split(separator: ",") {
                    let parts = selection.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2 else { continue }
                    let modifier = modifiers.first { $0.name == parts[0] }
                    if let modifier, modifier.contexts.contains(parts[1]) { continue }
                    let id = definition.location.file + "\u{1F}" + parts[0]
                    if entries[id] == nil {
                        order.append(id)
                        entries[id] = Entry(count: 0, first: definition.location, contexts: [], known: modifier?.contexts)
                    }
                    if !entries[id]!.contexts.contains(parts[1]) { entries[id]!.contexts.append(parts[1]) }
                    if seen.insert(id).inserted { entries[id]!.count += 1 }
                }
            }
        }

        var warnings: [Diagnostic] {
            order.map { id in
                let e = entries[id]!
                let name = String(id.split(separator: "\u{1F}").last ?? "")
                let tokens = e.count == 1 ? "1 token varies" : "\(e.count) tokens vary"
                let contexts = e.contexts.map { "'\($0)'" }.joined(separator: ", ")
                let why = e.known.map { "modifier '\(name)' has no context \(contexts) (its contexts: \($0.joined(separator: ", ")))" }
                    ?? "the resolver defines no modifier '\(name)' (define it with the contexts \(contexts) to read them)"
                return .warning("\(tokens) with the Spectrum sets of '\(name)', but \(why); those values are not read, each token keeps its first set's", at: e.first)
            }
        }
    }

    /// Each key of a definition's `contextValues` (`theme=dark,density=compact`) must name modifiers and contexts the
    /// resolver defines: a value for a context nothing defines would never be read.
    private static func checkContextValues(_ definition: TokenDefinition, modifiers: [Modifier], diagnostics: inout DiagnosticCollector) {
        guard let contextValues = definition.extras?.contextValues else { return }
        for (key, value) in contextValues.sorted(by: { $0.key < $1.key }) {
            for selection in key.split(separator: ",") {
                let parts = selection.split(separator: "=", maxSplits: 1).map(String.init)
                let at = value.location(in: definition.location.file)
                guard parts.count == 2, let modifier = modifiers.first(where: { $0.name == parts[0] }) else {
                    let known = modifiers.isEmpty ? "there are none" : modifiers.map { "'\($0.name)'" }.joined(separator: ", ")
                    diagnostics.error("contextValues of \(definition.key) name the context '\(key)', but no modifier '\(parts[0])' defines it (the modifiers: \(known))",
                                      at: at, notes: Suggestions.closest(to: parts[0], in: modifiers.map(\.name)).map { [.init("did you mean '\($0)'?")] } ?? [])
                    continue
                }
                if !modifier.contexts.contains(parts[1]) {
                    diagnostics.error("contextValues of \(definition.key) name the context '\(key)', but modifier '\(modifier.name)' has no context '\(parts[1])' (its contexts: \(modifier.contexts.joined(separator: ", ")))",
                                      at: at, notes: Suggestions.closest(to: parts[1], in: modifier.contexts).map { [.init("did you mean '\($0)'?")] } ?? [])
                }
            }
        }
    }

    /// Dependants take their targets' modifiers: reverse edges in one array (CSR), then a work list.
    private mutating func spread(table: DefinitionTable, slots: SlotTable, copies: [(original: Int, copy: Int)]) {
        let n = slots.count
        var counts = [Int](repeating: 0, count: n + 1)
        var edges: [(target: Int, dependant: Int)] = []
        func edge(_ t: Int, _ s: Int) {
            guard t >= 0, t != s else { return }
            edges.append((t, s))
            counts[t + 1] += 1
        }
        for id in table.tokens.indices {
            let s = table.ownSlot(id, in: slots)
            for t in table.references(of: id) { edge(t, s) }
            // A display name may find different candidates in different contexts.
            for t in table.displayNameCandidates[id] ?? [] { edge(t, s) }
        }
        for (original, copy) in copies { edge(original, copy) }
        for i in 0..<n { counts[i + 1] += counts[i] }
        var fill = counts
        var dependants = [Int](repeating: 0, count: edges.count)
        for (t, s) in edges { dependants[fill[t]] = s; fill[t] += 1 }
        var queue = (0..<n).filter { t in key(of: t).contains { $0 != 0 } }
        while let t = queue.popLast() {
            for i in counts[t]..<counts[t + 1] {
                let s = dependants[i]
                var changed = false
                for w in 0..<words {
                    let merged = bits[s * words + w] | bits[t * words + w]
                    if merged != bits[s * words + w] { bits[s * words + w] = merged; changed = true }
                }
                if changed { queue.append(s) }
            }
        }
    }
}
