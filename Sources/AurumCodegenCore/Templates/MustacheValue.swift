/// The data a Mustache template renders: JSON-shaped, so any token or manifest model can be lowered into it.
/// Not `indirect`: lists and dictionaries already keep their elements out of line, and boxing every
/// string and flag cost an allocation per value (most of building and freeing a render context).
package enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case string(String)
    case number(Double)
    case list([MustacheValue])
    case dictionary(MustacheDictionary)

    /// Mustache truthiness (mustache(5)): only null, false and the empty list are falsy.
    /// Empty strings, zero and empty dictionaries are truthy, as in the spec's Ruby reference.
    var isTruthy: Bool {
        switch self {
        case .null, .bool(false): false
        case .list(let items): !items.isEmpty
        default: true
        }
    }


    static func format(_ d: Double) -> String {
        // 2^53: beyond it not every integer is representable, so fall back to Double's own text.
        if d.rounded(.towardZero) == d, abs(d) < 9_007_199_254_740_992 {
            return String(Int64(d))
        }
        return d.description
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    package init(nilLiteral: ()) { self = .null }

    /// Later duplicates win, as with `Dictionary(_:uniquingKeysWith:)` keeping the last.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .dictionary(MustacheDictionary(lastWins: elements))
    }
}
