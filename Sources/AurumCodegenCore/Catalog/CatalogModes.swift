/// The resolver's modifiers as the catalog shows them: the mode switch on every page, and the label of a cell
/// that holds a value for some of the contexts (`dark`, `dark · high`). Contexts are numbered as in
/// `ResolvedTokenSet.contexts`; pages refer to them by that number (`data-ctx`, `data-c`).
struct CatalogModes {
    var modifiers: [Modifier]
    var contexts: [ContextKey]
    /// Per context, each modifier's context as an index into `Modifier.contexts`.
    var pattern: [[Int]]
    var indexOfContext: [ContextKey: Int]

    init(modifiers: [Modifier], contexts: [ContextKey]) {
        self.modifiers = modifiers
        self.contexts = contexts
        pattern = contexts.map { context in
            modifiers.map { modifier in context[modifier.name].flatMap { modifier.contexts.firstIndex(of: $0) } ?? 0 }
        }
        var index: [ContextKey: Int] = [:]
        for (i, context) in contexts.enumerated() { index[context] = i }
        indexOfContext = index
    }

    var hasModes: Bool { contexts.count > 1 }

    /// The contexts the switch offers: every combination of the modifiers' contexts while there are at most
    /// `InputLimits.maxContextCombinations` (tokens read theirs by projection onto their own modifiers), else the
    /// combinations the resolver resolved.
    static func shownContexts(_ tokens: borrowing ResolvedTokenSet) -> [ContextKey] {
        var count = 1
        for modifier in tokens.modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifier.contexts.count))
            guard !overflow, product <= InputLimits.maxContextCombinations else { return tokens.contexts }
            count = product
        }
        return tokens.modifiers.isEmpty ? tokens.contexts : ResolverEvaluation.contexts(of: tokens.modifiers)
    }

    /// `dark`, `light · high`, or each context spelt out when the set is not a product of per-modifier choices;
    /// nil when `indices` is every context.
    func label(_ indices: [Int]) -> String? {
        guard indices.count < contexts.count else { return nil }
        var chosen = [Set<Int>](repeating: [], count: modifiers.count)
        for i in indices { for m in modifiers.indices { chosen[m].insert(pattern[i][m]) } }
        let product = chosen.reduce(1) { $0 * $1.count }
        if product == indices.count {
            let parts = modifiers.indices.compactMap { m -> String? in
                guard chosen[m].count < modifiers[m].contexts.count else { return nil }
                return chosen[m].sorted().map { modifiers[m].contexts[$0] }.joined(separator: " / ")
            }
            if !parts.isEmpty { return parts.joined(separator: " · ") }
        }
        return indices.map { i in modifiers.indices.map { modifiers[$0].contexts[pattern[i][$0]] }.joined(separator: " · ") }
            .joined(separator: ", ")
    }

    /// A cell's `contexts` (its context numbers, `0 2`) and `label`, in a row with several cells.
    struct CellLabel {
        var contexts: MustacheValue
        var label: MustacheValue
    }

    func cellLabel(_ indices: [Int]) -> CellLabel {
        CellLabel(contexts: .string(indices.map(String.init).joined(separator: " ")), label: label(indices).map(MustacheValue.string) ?? .null)
    }

    /// The mode switch: one radio group per modifier; `data-contexts` lists each context's pattern so the page
    /// script can turn the checked radios into a context number.
    var switchContext: MustacheValue {
        guard hasModes else { return .null }
        let patterns = pattern.map { $0.map(String.init).joined(separator: ".") }.joined(separator: "|")
        let groups: [MustacheValue] = modifiers.enumerated().map { m, modifier in
            .dictionary([
                "name": .string(modifier.name),
                "contexts": .list(modifier.contexts.enumerated().map { c, name in
                    .dictionary(["field": .string("m\(m)"), "name": .string(name), "value": .number(Double(c)),
                                 "isDefault": .bool(name == modifier.default)])
                }),
            ])
        }
        return .dictionary(["patterns": .string(patterns), "modifiers": .list(groups)])
    }

    /// Every context with its number and label, for the stylesheet's per-context rules and the index page.
    var contextList: MustacheValue {
        .list(contexts.indices.map { i in
            .dictionary(["index": .number(Double(i)), "isDefault": .bool(i == 0),
                         "label": .string(modifiers.indices.map { modifiers[$0].contexts[pattern[i][$0]] }.joined(separator: " · "))])
        })
    }
}
