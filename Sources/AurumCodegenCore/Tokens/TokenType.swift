/// The 13 token types of DTCG 2025.10. Raw values are the `$type` spellings (case-sensitive).
public enum TokenType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    public var description: String { rawValue }

    /// Composite types hold sub-values of other types (composite-types.md).
    var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }
}
