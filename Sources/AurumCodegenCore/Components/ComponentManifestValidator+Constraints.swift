extension ComponentManifestValidator {
    /// The value a key takes in one combination of property values.
    enum Facet: Hashable, CustomStringConvertible {
        case option(String), bool(Bool), presence(Bool), count(Int)

        var description: String {
            switch self {
            case .option(let s): "'\(s)'"
            case .bool(let b): "\(b)"
            case .presence(let p): p ? "present" : "absent"
            case .count(let n): "\(n) layers"
            }
        }
    }

    /// Checks that constraints refer to real keys with fitting values, then evaluates them on the
    /// defaults and on every declared variant option (other variants at their defaults).
    func checkConstraints(_ constraints: [ManifestConstraint], in scope: PropertyScope, _ diagnostics: inout DiagnosticCollector) {
        var wellFormed = true
        for constraint in constraints {
            switch constraint.rule {
            case .implication(let when, let require):
                if let when { wellFormed = checkCondition(when, in: scope, &diagnostics) && wellFormed }
                wellFormed = checkCondition(require, in: scope, &diagnostics) && wellFormed
            case .count(let key, _, _):
                guard let property = scope.property(key.value) else {
                    diagnostics.error("count constraint refers to unknown property '\(key.value)'\(Suggestions.didYouMean(key.value, in: scope.properties.map(\.key.value)))",
                                      at: key.location)
                    wellFormed = false
                    continue
                }
                guard case .children = property.kind else {
                    diagnostics.error("count constraint needs a children property; '\(key.value)' is a \(property.kindName) property", at: key.location)
                    wellFormed = false
                    continue
                }
            }
        }
        guard wellFormed, !constraints.isEmpty else { return }

        let variants = scope.properties.compactMap { p -> (FigmaProperty, [VariantOption], String)? in
            if case .variant(let options, let d) = p.kind { (p, options, d.value) } else { nil }
        }
        let defaults = assignment(scope, choosing: [:])
        for constraint in constraints where !holds(constraint, defaults) {
            diagnostics.error("the default values (\(describe(constraint, defaults))) violate a constraint: \(constraint.message)",
                              at: constraint.location,
                              notes: variants.compactMap { v in
                                  guard case .variant(_, let d) = v.0.kind else { return nil }
                                  return .init("'\(v.0.key.value)' defaults to '\(d.value)'", at: d.location)
                              })
        }
        for (property, options, defaultOption) in variants {
            for option in options where option.figma.value != defaultOption {
                let values = assignment(scope, choosing: [property.key.value: option.figma.value])
                // Only what this option breaks: a constraint the defaults already violate is reported once, above.
                for constraint in constraints where !holds(constraint, values) && holds(constraint, defaults) {
                    diagnostics.error("variant option '\(option.figma.value)' of '\(property.key.value)' (\(describe(constraint, values))) violates a constraint: \(constraint.message)",
                                      at: option.figma.location, notes: [.init("constraint declared here", at: constraint.location)])
                }
            }
        }
    }

    /// Keys must name variants (option strings), booleans (true/false) or slots ("present"/"absent").
    /// Returns whether the condition can be evaluated.
    @discardableResult
    func checkCondition(_ condition: Condition, in scope: PropertyScope, _ diagnostics: inout DiagnosticCollector) -> Bool {
        var ok = true
        for clause in condition.clauses {
            let key = clause.key.value
            if scope.slot(key) != nil {
                for value in clause.values where value.value != .string("present") && value.value != .string("absent") {
                    diagnostics.error("slot '\(key)' is tested against \(value.value); use \"present\" or \"absent\"", at: value.location)
                    ok = false
                }
            } else if let property = scope.property(key) {
                switch property.kind {
                case .variant(let options, _):
                    let names = options.map(\.figma.value)
                    for value in clause.values {
                        guard case .string(let s) = value.value, names.contains(s) else {
                            diagnostics.error("\(value.value) is not an option of variant '\(key)'\(value.value.stringValue.map { Suggestions.didYouMean($0, in: names) } ?? "")",
                                              at: value.location)
                            ok = false
                            continue
                        }
                    }
                case .boolean:
                    for value in clause.values {
                        guard case .bool = value.value else {
                            diagnostics.error("boolean property '\(key)' is tested against \(value.value); use true or false", at: value.location)
                            ok = false
                            continue
                        }
                    }
                default:
                    diagnostics.error("conditions test variants, booleans and slots; '\(key)' is a \(property.kindName) property", at: clause.key.location)
                    ok = false
                }
            } else {
                diagnostics.error("condition refers to unknown property or slot '\(key)'\(Suggestions.didYouMean(key, in: scope.keys))",
                                  at: clause.key.location)
                ok = false
            }
        }
        return ok
    }

    /// Defaults everywhere, `choices` for the named variants, then every chosen option's implications.
    func assignment(_ scope: PropertyScope, choosing choices: [String: String]) -> [String: Facet] {
        var values: [String: Facet] = [:]
        for slot in scope.slots { values[slot.key.value] = .presence(false) }
        for property in scope.properties {
            switch property.kind {
            case .boolean(let d, _): values[property.key.value] = .bool(d.value)
            case .children(let layers, _): values[property.key.value] = .count(layers.count)
            default: break
            }
        }
        for property in scope.properties {
            guard case .variant(let options, let d) = property.kind else { continue }
            let chosen = choices[property.key.value] ?? d.value
            values[property.key.value] = .option(chosen)
            for implication in options.first(where: { $0.figma.value == chosen })?.implies ?? [] {
                switch implication.value.value {
                case .present: values[implication.key.value] = .presence(true)
                case .absent: values[implication.key.value] = .presence(false)
                case .count(let n): values[implication.key.value] = .count(n)
                }
            }
        }
        return values
    }

    func holds(_ constraint: ManifestConstraint, _ values: [String: Facet]) -> Bool {
        switch constraint.rule {
        case .implication(let when, let require):
            if let when, !holds(when, values) { return true }
            return holds(require, values)
        case .count(let key, let min, let max):
            guard case .count(let n) = values[key.value] else { return true }
            return n >= (min ?? 0) && n <= (max ?? .max)
        }
    }

    func holds(_ condition: Condition, _ values: [String: Facet]) -> Bool {
        condition.clauses.allSatisfy { clause in
            guard let facet = values[clause.key.value] else { return false }
            return clause.values.contains { Self.matches(facet, $0.value) }
        }
    }

    static func matches(_ facet: Facet, _ value: Condition.Value) -> Bool {
        switch (facet, value) {
        case (.option(let o), .string(let s)): o == s
        case (.bool(let b), .bool(let v)): b == v
        case (.presence(let p), .string(let s)): s == (p ? "present" : "absent")
        default: false
        }
    }

    /// "icon1 absent, icon2 present": the values of the keys the constraint mentions.
    func describe(_ constraint: ManifestConstraint, _ values: [String: Facet]) -> String {
        let keys: [String]
        switch constraint.rule {
        case .implication(let when, let require):
            keys = ((when?.clauses ?? []) + require.clauses).map(\.key.value)
        case .count(let key, _, _):
            keys = [key.value]
        }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
            .map { key in "\(key) \(values[key]?.description ?? "unset")" }
            .joined(separator: ", ")
    }
}

extension Condition.Value {
    var stringValue: String? { if case .string(let s) = self { s } else { nil } }
}
