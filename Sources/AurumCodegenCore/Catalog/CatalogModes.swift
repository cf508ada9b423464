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
    /// The contexts are the defaults and each modifier's other contexts one at a time (see `shownContexts`).
    var isOneAtATime = false

    /// The contexts the switch offers: every combination of the modifiers' contexts while there are at most
    /// `InputLimits.maxContextCombinations` (tokens read theirs by projection onto their own modifiers); beyond, the
    /// defaults and each modifier's other contexts one at a time (forty Figma collections have trillions of
    /// combinations; the page script resets the other modifiers when one is switched).
    static func shownContexts(_ tokens: borrowing ResolvedTokenSet) -> [ContextKey] {
        guard !tokens.modifiers.isEmpty else { return tokens.contexts }
        return isBeyondLimit(tokens.modifiers) ? oneAtATime(tokens.modifiers) : ResolverEvaluation.contexts(of: tokens.modifiers)
    }

    /// More combinations of the modifiers' contexts than `InputLimits.maxContextCombinations`.
    static func isBeyondLimit(_ modifiers: [Modifier]) -> Bool {
        var count = 1
        for modifier in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifier.contexts.count))
            guard !overflow, product <= InputLimits.maxContextCombinations else { return true }
            count = product
        }
        return false
    }

    private static func oneAtATime(_ modifiers: [Modifier]) -> [ContextKey] {
        func key(_ changed: Int?, _ context: String?) -> ContextKey {
            ContextKey(modifiers.indices.map { ContextKey.Selection(modifier: modifiers[$0].name, context: $0 == changed ? context! : modifiers[$0].default) })
        }
        var keys = [key(nil, nil)]
        for (m, modifier) in modifiers.enumerated() {
            for context in modifier.contexts where context != modifier.default { keys.append(key(m, context)) }
        }
        return keys
    }

    /// `dark`, `light · high`, or each context spelt out when the set is not a product of per-modifier choices;
    /// nil when `indices` is every context.
    func label(_ indices: [Int]) -> String? {
        guard indices.count < contexts.count else { return nil }
        var chosen = [Set<Int>](repeating: [], count: modifiers.count)
        for i in indices { for m in modifiers.indices { chosen[m].insert(pattern[i][m]) } }
        let product = chosen.reduce(1) { count, set in
            let (p, overflow) = count.multipliedReportingOverflow(by: set.count)
            return overflow ? Int.max : p
        }
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

    /// `own`: with contexts one at a time, the token's own modifiers, which alone name its cells (`Dark`, not every
    /// other modifier's default beside it).
    func cellLabel(_ indices: [Int], over own: [Int]? = nil) -> CellLabel {
        let text: String?
        if let own {
            text = own.compactMap { m -> String? in
                let chosen = Set(indices.map { pattern[$0][m] })
                guard chosen.count < modifiers[m].contexts.count else { return nil }
                return chosen.sorted().map { modifiers[m].contexts[$0] }.joined(separator: " / ")
            }.joined(separator: " · ")
        } else {
            text = label(indices)
        }
        return CellLabel(contexts: .string(indices.map(String.init).joined(separator: " ")), label: text.map(MustacheValue.string) ?? .null)
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
