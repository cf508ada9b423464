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
        /// `modifiers` are the indices (ascending) of the modifiers the value varies with; `values` are ordered
        /// row-major over them (first modifier slowest), the others held at their defaults.
        case modal(modifiers: [Int], values: [SwiftTokenValue])
    }

    var modifiers: [Modifier] = []
    /// Each modifier's index by name, and each of its contexts' by name: a token's values are keyed by names,
    /// and building a key per combination to look them up cost a tenth of a 40-collection run.
    private var modifierIndex: [String: Int] = [:]
    private var contextIndex: [[String: Int]] = []

    /// Modifier properties, and each modifier's cases, are named by `SwiftNameRule` (a clash, or a name with no
    /// letters or digits, is numbered and a warning).
    init(_ input: [AurumCodegenCore.Modifier], diagnostics: inout DiagnosticCollector) {
        let properties = Self.names(input.map(\.name), scope: "modifiers", fallback: "modifier", diagnostics: &diagnostics)
        for (index, modifier) in input.enumerated() {
            let property = properties[index]
            let derived = SwiftNaming.identifier([modifier.name], case: .lowerCamel)
            var typeName = derived == property ? SwiftNaming.identifier([modifier.name], case: .upperCamel)!
                : property.prefix(1).uppercased() + property.dropFirst()
            // A name that does not start with a letter ("02 Padding" → `_02Padding`) has no case to tell the
            // enum from the property; `context._02Padding` would be ambiguous with the type in the struct.
            if typeName == property { typeName += "Mode" }
            let cases = Self.names(modifier.contexts, scope: "contexts of modifier '\(modifier.name)'", fallback: "context", diagnostics: &diagnostics)
            let defaultIndex = modifier.contexts.firstIndex(of: modifier.default) ?? 0
            modifierIndex[modifier.name] = modifiers.count
            contextIndex.append(Dictionary(modifier.contexts.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }))
            modifiers.append(Modifier(name: modifier.name, property: property, typeName: typeName,
                                      contexts: modifier.contexts, cases: cases, defaultIndex: defaultIndex,
                                      keys: modifier.contexts.map { ContextKey([.init(modifier: modifier.name, context: $0)]) }))
        }
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

    /// How many combinations of every modifier's contexts there are (capped at `Int.max`).
    var combinationCount: Int {
        modifiers.reduce(1) { count, modifier in
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifier.contexts.count))
            return overflow ? Int.max : product
        }
    }

    /// Every combination of contexts, first modifier slowest, as context-index tuples: only for few modifiers
    /// (`combinationCount` small), as a token's values are never laid out over every modifier.
    var combinations: [[Int]] { combinations(over: Array(modifiers.indices)) }

    func combinations(over indices: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for index in indices {
            result = result.flatMap { prefix in modifiers[index].contexts.indices.map { prefix + [$0] } }
        }
        return result
    }

    /// Which of its own modifiers `token` varies with; nil (with a diagnostic) if a context's value is missing.
    /// A token's values name the modifiers it depends on (the resolver keys them by those only), so only their
    /// combinations are read, never every modifier's.
    /// Takes the token by index into `tokens`: fields are read in place, never copying a whole token.
    func dependence(of index: Int, in tokens: [SwiftGenerationInput.Token],
                    diagnostics: inout DiagnosticCollector) -> Dependence? {
        let values: [ContextKey: SwiftTokenValue]
        switch tokens[index].storage {
        case .same(let value):
            return .constant(value)
        case .each(let each):
            if each.count == 1, let only = each.first, modifiers.isEmpty { return .constant(only.value) }
            values = each
        }
        guard let anyKey = values.keys.first else { return nil }
        let own = anyKey.selections.compactMap { modifierIndex[$0.modifier] }.sorted()
        var ownPosition = [Int: Int]()
        for (position, m) in own.enumerated() { ownPosition[m] = position }
        let all = combinations(over: own)
        // Each value's key as a combination of its contexts; a key naming other modifiers matches none.
        var byCombination: [[Int]: SwiftTokenValue] = [:]
        byCombination.reserveCapacity(all.count)
        for (key, value) in values where !key.selections.isEmpty {
            var combination = [Int](repeating: -1, count: own.count)
            var matches = key.selections.count == own.count
            for selection in key.selections where matches {
                guard let m = modifierIndex[selection.modifier], let position = ownPosition[m],
                      let context = contextIndex[m][selection.context] else { matches = false; break }
                combination[position] = context
            }
            if matches, !combination.contains(-1) { byCombination[combination] = value }
        }
        if byCombination.count < all.count {
            for combination in all where byCombination[combination] == nil {
                guard let value = values[.implicit] else {
                    let description = zip(own, combination).map { "\(modifiers[$0].name)=\(modifiers[$0].contexts[$1])" }.sorted().joined(separator: ", ")
                    diagnostics.error("token '\(tokens[index].path.joined(separator: "."))' has no value for context \(description); define it in every context (for example in a set) so the generated Swift always has a value", at: tokens[index].location)
                    return nil
                }
                byCombination[combination] = value
            }
        }
        var varying: [Int] = []
        for (position, m) in own.enumerated() {
            let varies = all.contains { combination in
                modifiers[m].contexts.indices.contains { context in
                    var other = combination
                    other[position] = context
                    return byCombination[other] != byCombination[combination]
                }
            }
            if varies { varying.append(position) }
        }
        let defaults = own.map { modifiers[$0].defaultIndex }
        if varying.isEmpty { return .constant(byCombination[defaults]!) }
        let ordered = combinations(over: varying.map { own[$0] }).map { partial -> SwiftTokenValue in
            var combination = defaults
            for (position, context) in zip(varying, partial) { combination[position] = context }
            return byCombination[combination]!
        }
        return .modal(modifiers: varying.map { own[$0] }, values: ordered)
    }

    /// Argument labels of the `AurumModal` initialiser for the modifiers `dependent`: context cases joined row-major,
    /// e.g. `light`, `dark` or `lightHigh`, `lightNormal`, `darkHigh`, `darkNormal`.
    /// Modifier lists whose labels name their modifiers too (`themeLight`), because another list's labels are the same.
    var qualifiedMasks: Set<[Int]> = []

    func labels(for dependent: [Int]) -> [String] {
        let qualified = qualifiedMasks.contains(dependent)
        return combinations(over: dependent).map { partial in
            let words = zip(dependent, partial).flatMap { qualified ? [modifiers[$0.0].property, modifiers[$0.0].cases[$0.1]] : [modifiers[$0.0].cases[$0.1]] }
            return SwiftNaming.identifier(words, case: .lowerCamel) ?? "_"
        }
    }

    /// The order initialisers are declared in: as the bit masks of the modifiers would sort (highest modifier first).
    static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
        a.reversed().lexicographicallyPrecedes(b.reversed())
    }

    /// `[0, 2]`: a modifier list as Swift.
    static func literal(_ modifiers: [Int]) -> String {
        "[" + modifiers.map(String.init).joined(separator: ", ") + "]"
    }
}
