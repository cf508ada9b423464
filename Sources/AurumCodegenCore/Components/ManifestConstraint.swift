/// A rule over property and slot values that every declared combination must satisfy.
public struct ManifestConstraint: Hashable, Sendable {
    public enum Rule: Hashable, Sendable {
        /// Whenever `when` holds (always, if nil), `require` must hold.
        case implication(when: Condition?, require: Condition)
        /// Bounds the number of layers of a children property.
        case count(property: Located<String>, min: Int?, max: Int?)
    }

    public var rule: Rule
    public var message: String
    public var assumed: Bool
    public var location: SourceLocation
}

/// Holds when every clause holds; a clause holds when the key's value is any of its values.
public struct Condition: Hashable, Sendable {
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        /// A variant option, or `present`/`absent` for a slot.
        case string(String)
        case bool(Bool)

        public var description: String {
            switch self {
            case .string(let s): "'\(s)'"
            case .bool(let b): "\(b)"
            }
        }
    }

    public struct Clause: Hashable, Sendable {
        public var key: Located<String>
        public var values: [Located<Value>]
    }

    public var clauses: [Clause]
    public var location: SourceLocation
}
