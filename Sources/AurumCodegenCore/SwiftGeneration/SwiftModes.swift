/// The resolver's modifiers as Swift: one nested enum per modifier in `AurumTokenContext`, and for every
/// token the modifiers its value actually varies with.
struct SwiftModes {
    struct Modifier {
        var name: String
        /// `theme` — the property of `AurumTokenContext`, unescaped.
        var property: String
        /// `Theme` — the nested enum.
        var typeName: String
        var contexts: [String]
        /// Enum case per context, unescaped.
        var cases: [String]
        var defaultIndex: Int
        /// The context key of each context alone (the one-modifier lookup), built once, not per token.
        var keys: [ContextKey]
    }

    /// How a token's value depends on the modes.
    enum Dependence: Hashable {
        case constant(SwiftTokenValue)
        /// `mask` has bit `i` set when the value varies with modifier `i`; `values` are ordered row-major
        /// over those modifiers (first modifier slowest), the others held at their defaults.
        case modal(mask: UInt32, values: [SwiftTokenValue])
    }

    var modifiers: [Modifier] = []

    /// Modifier properties, and each modifier's cases, are named by `SwiftNameRule` (a clash, or a name with no
    /// letters or digits, is numbered and a warning).
    init(_ input: [AurumCodegenCore.Modifier], diagnostics: inout DiagnosticCollector) {
        let properties = Self.names(input.map(\.name), scope: "modifiers", fallback: "modifier", diagnostics: &diagnostics)
        for (index, modifier) in input.enumerated() {
            let property = properties[index]
            let derived = SwiftNaming.identifier([modifier.name], case: .lowerCamel)
            let typeName = derived == property ? SwiftNaming.identifier([modifier.name], case: .upperCamel)!
                : property.prefix(1).uppercased() + property.dropFirst()
            let cases = Self.names(modifier.contexts, scope: "contexts of modifier '\(modifier.name)'", fallback: "context", diagnostics: &diagnostics)
            let defaultIndex = modifier.contexts.firstIndex(of: modifier.default) ?? 0
            modifiers.append(Modifier(name: modifier.name, property: property, typeName: typeName,
                                      contexts: modifier.contexts, cases: cases, defaultIndex: defaultIndex,
                                      keys: modifier.contexts.map { ContextKey([.init(modifier: modifier.name, context: $0)]) }))
        }
        if modifiers.count > 32 {
            diagnostics.error("the resolver declares \(modifiers.count) modifiers; the generated Swift supports at most 32")
            modifiers = Array(modifiers.prefix(32))
        }
        combinationKeys = modifiers.count > 1 ? combinations.map(key) : []
    }

    /// Swift names for `texts` (modifier or context names), lowerCamelCase, told apart by `SwiftNameRule`.
    private static func names(_ texts: [String], scope: String, fallback: String, diagnostics: inout DiagnosticCollector) -> [String] {
        let rule = SwiftNameRule(claimants: texts.map { .init(scope: "", path: [$0], levels: 1) })
        let resolved = rule.resolve(defaults: texts.map { SwiftNaming.identifier([$0], case: .lowerCamel) }, fallback: fallback) { _, _ in nil }
        for collision in resolved.collisions {
            let text = texts[collision.claimant]
            if let other = collision.other {
                diagnostics.warning("\(scope): '\(texts[other])' and '\(text)' would both be generated as '\(collision.name)'; they are generated as '\(resolved.names[other])' and '\(resolved.names[collision.claimant])'")
            }
        }
        for (index, text) in texts.enumerated() where SwiftNaming.identifier([text], case: .lowerCamel) == nil {
            diagnostics.warning("\(scope): '\(text)' has no letters or digits; it is generated as '\(resolved.names[index])'")
        }
        return resolved.names
    }

    /// `combinations` with the context key of each, built once rather than per token.
    private var combinationKeys: [ContextKey] = []

    /// Every combination of contexts, first modifier slowest, as context-index tuples.
    var combinations: [[Int]] { combinations(over: Array(modifiers.indices)) }

    func combinations(over indices: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for index in indices {
            result = result.flatMap { prefix in modifiers[index].contexts.indices.map { prefix + [$0] } }
        }
        return result
    }

    private func key(_ combination: [Int]) -> ContextKey {
        ContextKey(combination.enumerated().map { index, context in
            ContextKey.Selection(modifier: modifiers[index].name, context: modifiers[index].contexts[context])
        })
    }

    /// Which modifiers `token` varies with; nil (with a diagnostic) if a context's value is missing.
    /// Takes the token by index into `tokens`: fields are read in place, never copying a whole token.
    func dependence(of index: Int, in tokens: [SwiftGenerationInput.Token],
                    diagnostics: inout DiagnosticCollector) -> Dependence? {
        switch tokens[index].storage {
        case .same(let value):
            return .constant(value)
        case .each(let values):
            if values.count == 1, let only = values.first, modifiers.isEmpty { return .constant(only.value) }
        }
        func missing(_ key: ContextKey, _ path: [String], _ location: SourceLocation) {
            let description = key.selections.sorted { $0.modifier < $1.modifier }.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
            diagnostics.error("token '\(path.joined(separator: "."))' has no value for context \(description); define it in every context (for example in a set) so the generated Swift always has a value", at: location)
        }
        // One modifier (the usual light/dark): the values in context order, without the general
        // combination tables below; same result.
        if modifiers.count == 1 {
            let modifier = modifiers[0]
            var ordered: [SwiftTokenValue] = []
            ordered.reserveCapacity(modifier.contexts.count)
            for key in modifier.keys {
                guard let value = tokens[index].value(for: key) else { missing(key, tokens[index].path, tokens[index].location); return nil }
                ordered.append(value)
            }
            if ordered.allSatisfy({ $0 == ordered[0] }) { return .constant(ordered[modifier.defaultIndex]) }
            return .modal(mask: 1, values: ordered)
        }
        let all = combinations
        var values: [[Int]: SwiftTokenValue] = [:]
        for (combination, key) in zip(all, combinationKeys) {
            guard let value = tokens[index].value(for: key) else { missing(key, tokens[index].path, tokens[index].location); return nil }
            values[combination] = value
        }
        var mask: UInt32 = 0
        for (index, modifier) in modifiers.enumerated() {
            let varies = all.contains { combination in
                modifier.contexts.indices.contains { context in
                    var other = combination
                    other[index] = context
                    return values[other] != values[combination]
                }
            }
            if varies { mask |= 1 << UInt32(index) }
        }
        let defaults = modifiers.map(\.defaultIndex)
        if mask == 0 { return .constant(values[defaults]!) }
        let dependent = modifiers.indices.filter { mask & (1 << UInt32($0)) != 0 }
        let ordered = combinations(over: dependent).map { partial -> SwiftTokenValue in
            var combination = defaults
            for (position, index) in dependent.enumerated() { combination[index] = partial[position] }
            return values[combination]!
        }
        return .modal(mask: mask, values: ordered)
    }

    /// Argument labels of the `AurumModal` initialiser for `mask`: context cases joined row-major,
    /// e.g. `light`, `dark` or `lightHigh`, `lightNormal`, `darkHigh`, `darkNormal`.
    /// Masks whose labels name their modifiers too (`themeLight`), because another mask's labels are the same.
    var qualifiedMasks: Set<UInt32> = []

    func labels(for mask: UInt32) -> [String] {
        let dependent = modifiers.indices.filter { mask & (1 << UInt32($0)) != 0 }
        let qualified = qualifiedMasks.contains(mask)
        return combinations(over: dependent).map { partial in
            let words = zip(dependent, partial).flatMap { qualified ? [modifiers[$0.0].property, modifiers[$0.0].cases[$0.1]] : [modifiers[$0.0].cases[$0.1]] }
            return SwiftNaming.identifier(words, case: .lowerCamel) ?? "_"
        }
    }
}
