/// Tokens whose `$type` no format defines (`link`, `breakpoint`, `unknown`) or names a known type under
/// another format's name (`fontSize`, `string`), read in compatible mode: one warning per type name and
/// file, with the count, the first location and what the tokens became.
struct CustomTypeTally: Sendable {
    /// What one token of a custom type became.
    enum Outcome: Hashable, Sendable {
        /// The type another format means by the name (`fontSize` → dimension).
        case known(TokenType)
        /// The type its value clearly has (`ValueTypeInference`), else a string.
        case inferred(TokenType)
        /// Its value is an alias: it takes the target's type.
        case alias
        /// Its value is math: it takes the type of what the math computes (a number, a dimension, a duration).
        case computed
        /// Its value has no clear type (the token's error says so).
        case unclear
        /// Its value is an object of no type's shape: its members are tokens under its path, typed by their values.
        case members

        func phrase(plural: Bool) -> String {
            switch self {
            case .known(let t): "as \(t), as other formats mean it"
            case .inferred(let t): "as \(t) from \(plural ? "their values" : "its value")"
            case .alias: "as \(plural ? "their alias targets' types" : "its alias target's type")"
            case .computed: "as the type of what \(plural ? "their math computes" : "its math computes")"
            case .members: "as \(plural ? "their members" : "its members"), each a token under \(plural ? "their paths" : "its path") typed by its value"
            case .unclear: "as nothing: \(plural ? "their values have" : "its value has") no clear type"
            }
        }
    }

    private struct Entry: Sendable {
        var file: String
        var name: String
        var first: SourceLocation
        var outcomes: [(outcome: Outcome, count: Int)]
        var count: Int { outcomes.reduce(0) { $0 + $1.count } }
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func note(_ name: String, _ outcome: Outcome, at location: SourceLocation, count: Int = 1) {
        guard let i = entries.firstIndex(where: { $0.name == name && $0.file == location.file }) else {
            entries.append(Entry(file: location.file, name: name, first: location, outcomes: [(outcome, count)]))
            return
        }
        if location < entries[i].first { entries[i].first = location }
        if let j = entries[i].outcomes.firstIndex(where: { $0.outcome == outcome }) {
            entries[i].outcomes[j].count += count
        } else {
            entries[i].outcomes.append((outcome, count))
        }
    }

    mutating func merge(_ other: CustomTypeTally) {
        for e in other.entries {
            for (outcome, count) in e.outcomes { note(e.name, outcome, at: e.first, count: count) }
        }
    }

    /// `tokens.json:12:7: warning: 469 tokens have the type "link", which DTCG 2025.10 does not define;
    /// read as string from their values`.
    var warnings: [Diagnostic] {
        entries.map { e in
            let tokens = e.count == 1 ? "1 token has" : "\(e.count) tokens have"
            let read = e.outcomes.count == 1
                ? e.outcomes[0].outcome.phrase(plural: e.count != 1)
                : e.outcomes.map { "\($0.outcome.phrase(plural: $0.count != 1)) (\($0.count))" }.joined(separator: ", ")
            return .warning("\(tokens) the type \"\(e.name)\", which DTCG 2025.10 does not define; read \(read)", at: e.first)
        }.sorted()
    }

    /// What a token of the custom type `name` is read as: the type another format means by the name, else
    /// its value's (a string when the value is a string of no clearer type), else its alias target's.
    static func read(_ name: String, value: JSONValue) -> (type: TokenType?, rule: DialectType.ValueRule, outcome: Outcome) {
        if let known = DialectTypeMapping.otherFormatType(named: name) { return (known.type, known.rule, .known(known.type)) }
        if let s = value.string, case .alias = TokenPath.curly(s) { return (nil, .standard, .alias) }
        if TokenPath.refObject(value) != nil { return (nil, .standard, .alias) }
        if let s = value.string, DialectTokenParser.isMathNotAlias(s), !CSSKeywords.isContextDimension(s) { return (nil, .standard, .computed) }
        if let t = ValueTypeInference.type(of: value) ?? (value.string != nil ? .string : nil) { return (t, .standard, .inferred(t)) }
        return (nil, .standard, .unclear)
    }
}
