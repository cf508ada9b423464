/// A rule over property and slot values that every declared combination must satisfy.
struct ManifestConstraint: Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        /// Whenever `when` holds (always, if nil), `require` must hold.
        case implication(when: Condition?, require: Condition)
        /// Bounds the number of layers of a children property.
        case count(property: Located<String>, min: Int?, max: Int?)
    }

    var rule: Rule
    var message: String
    var assumed: Bool
    var location: SourceLocation
}

/// Holds when every clause holds; a clause holds when the key's value is any of its values.
struct Condition: Hashable, Sendable {
    package enum Value: Hashable, Sendable, CustomStringConvertible {
        /// A variant option, or `present`/`absent` for a slot.
        case string(String)
        case bool(Bool)

        var description: String {
            switch self {
            case .string(let s): "'\(s)'"
            case .bool(let b): "\(b)"
            }
        }
    }

    struct Clause: Hashable, Sendable {
        var key: Located<String>
        var values: [Located<Value>]
    }

    var clauses: [Clause]
    var location: SourceLocation
}
