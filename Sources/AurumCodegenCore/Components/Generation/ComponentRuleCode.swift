/// Swift source for a manifest constraint: the condition under which it is violated, and an
/// interpolated string literal describing the values involved ("icon2 present, icon1 absent").
struct ComponentRuleCode {
    /// How one key's value is read where the check runs.
    enum Facet {
        /// A variant: its Swift expression and the member (`.fourCells`) of each Figma option.
        case option(String, members: [String: String])
        case bool(String)
        /// A slot: a `Bool` expression, true when present.
        case presence(String)
        /// A children property: an `Int` expression.
        case count(String)
    }

    /// `AurumComponentConstraintError`, which declares `presence(_:)`.
    var errorType: String
    /// nil: the key cannot be read in this context, so a rule mentioning it is not checked there.
    var facet: (String) -> Facet?

    /// (violation condition, values literal), or nil when some key cannot be read here.
    func violation(of constraint: ManifestConstraint) -> (condition: String, values: String)? {
        switch constraint.rule {
        case .implication(let when, let require):
            var keys: [String] = []
            for clause in (when?.clauses ?? []) + require.clauses where !keys.contains(clause.key.value) {
                keys.append(clause.key.value)
            }
            guard let requireCode = condition(require), let values = describe(keys) else { return nil }
            guard let when else { return (negated(requireCode), values) }
            guard let whenCode = condition(when) else { return nil }
            return ("\(whenCode) && \(negated(requireCode))", values)
        case .count(let key, let min, let max):
            guard case .count(let expression)? = facet(key.value), let values = describe([key.value]) else { return nil }
            let bounds = [min.map { "\(expression) < \($0)" }, max.map { "\(expression) > \($0)" }].compactMap { $0 }
            guard !bounds.isEmpty else { return nil }
            return (bounds.joined(separator: " || "), values)
        }
    }

    /// The Swift condition for `condition`, or nil when a key cannot be read here.
    func condition(_ condition: Condition) -> String? {
        var parts: [String] = []
        for clause in condition.clauses {
            guard let facet = facet(clause.key.value) else { return nil }
            let values = clause.values.map(\.value)
            switch facet {
            case .option(let expression, let members):
                let tests = values.compactMap { value -> String? in
                    guard case .string(let option) = value, let member = members[option] else { return nil }
                    return "\(expression) == \(member)"
                }
                guard !tests.isEmpty else { return nil }
                parts.append(tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")")
            case .bool(let expression):
                parts.append(truth(expression, accepting: Set(values.compactMap { if case .bool(let b) = $0 { b } else { nil } })))
            case .presence(let expression):
                parts.append(truth(expression, accepting: Set(values.compactMap { if case .string(let s) = $0 { s == "present" } else { nil } })))
            case .count:
                return nil
            }
        }
        return parts.joined(separator: " && ")
    }

    /// A string literal listing each key's value, e.g. `"layout '\(layout.figmaValue)', scanAction \(E.presence(scanAction))"`.
    func describe(_ keys: [String]) -> String? {
        var segments: [InterpolatedLiteral.Segment] = []
        for (index, key) in keys.enumerated() {
            guard let facet = facet(key) else { return nil }
            segments.append(.text((index == 0 ? "" : ", ") + key + " "))
            switch facet {
            case .option(let expression, _):
                segments += [.text("'"), .code("\(expression).figmaValue"), .text("'")]
            case .bool(let expression):
                segments.append(.code(expression))
            case .presence(let expression):
                segments.append(.code("\(errorType).presence(\(expression))"))
            case .count(let expression):
                segments += [.code(expression), .text(" layers")]
            }
        }
        return InterpolatedLiteral.render(segments)
    }

    private func truth(_ expression: String, accepting values: Set<Bool>) -> String {
        if values.count == 2 { return "true" }
        return values.contains(true) ? expression : "!" + expression
    }

    /// `!x` for a plain (member) name, `x` for `!x`, `!(…)` otherwise; never `!!`, which Swift reads as one operator.
    private func negated(_ code: String) -> String {
        if code == "true" { return "false" }
        if code.hasPrefix("!"), Self.isPlain(code.dropFirst()) { return String(code.dropFirst()) }
        return Self.isPlain(code[...]) ? "!" + code : "!(\(code))"
    }

    private static func isPlain(_ code: Substring) -> Bool {
        !code.isEmpty && code.unicodeScalars.allSatisfy { $0 == "." || $0 == "`" || SwiftIdentifier.isContinuation($0) }
    }
}

/// A Swift string literal mixing escaped text with `\(…)` interpolations.
enum InterpolatedLiteral {
    enum Segment {
        case text(String)
        case code(String)
    }

    static func render(_ segments: [Segment]) -> String {
        var out = "\""
        for segment in segments {
            switch segment {
            case .text(let text): out += String(SwiftLiteral.string(text).dropFirst().dropLast())
            case .code(let code): out += "\\(\(code))"
            }
        }
        return out + "\""
    }
}
