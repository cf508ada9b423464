/// The 13 token types of DTCG 2025.10, plus `boolean` and `string`, which DTCG has no type for but
/// Figma variables, Tokens Studio and Style Dictionary files hold (read in compatible mode, and from
/// `$extensions["com.aurum.codegen"].values` in files aurum-codegen writes). Raw values are the `$type`
/// spellings (case-sensitive).
public enum TokenType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Not DTCG 2025.10: generated as Swift `Bool` constants.
    case boolean
    /// Not DTCG 2025.10: generated as Swift `String` constants.
    case string

    public var description: String { rawValue }

    /// The DTCG 2025.10 types, in the order the format lists them.
    static let standard: [TokenType] = allCases.filter(\.isStandard)

    /// A DTCG 2025.10 type (a `$type` a 2025.10 file may name).
    var isStandard: Bool { self != .boolean && self != .string }

    /// Composite types hold sub-values of other types (composite-types.md).
    var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }
}
