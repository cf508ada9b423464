/// One whitespace-separated part of a CSS shorthand, read as what it is. The shorthand readers
/// (`CSSBoxShadow`, `CSSTransitionText`, `CSSBorderText`) place parts by kind, as CSS's `||` grammar does.
enum CSSPart: Hashable, Sendable {
    case length(DimensionValue)
    case time(DurationValue)
    case easing(CubicBezierValue)
    case color(ColorValue)
    /// Any other identifier (`inset`, `solid`, a transition's property name).
    case word(String)

    /// Reads a part: the caller's own reading (a reference's value) first, else the literal text.
    typealias Reader = (CSSPiece) -> Result<CSSPart, StringValueError>

    /// A literal part: a length (`4px`, `1.5rem`, `0`), a time (`200ms`, `.3s`), an easing, a colour in
    /// any CSS form, else a word. A number with another unit is an error at its unit.
    static func literal(_ piece: CSSPiece) -> Result<CSSPart, StringValueError> {
        let text = piece.text
        if case .success(let q) = UnitString.quantity(text) {
            switch q.unit.lowercased() {
            case "ms": return .success(.time(DurationValue(value: q.number, unit: .ms)))
            case "s": return .success(.time(DurationValue(value: q.number, unit: .s)))
            case "px", "rem", "": break
            default:
                return .failure(StringValueError("expected a length in px or rem, found the unit \"\(q.unit)\"", at: piece.offset + q.unitOffset))
            }
            switch UnitString.dimension(q, unitless: .rejected) {
            case .success(let d): return .success(.length(d))
            case .failure(let e): return .failure(StringValueError(e.message, at: piece.offset + e.offset))
            }
        }
        if CSSEasing.isEasing(text) {
            switch CSSEasing.parse(text) {
            case .success(let b): return .success(.easing(b))
            case .failure(let e): return .failure(StringValueError(e.message, at: piece.offset + e.offset))
            }
        }
        if let first = text.unicodeScalars.first, first == "#" || text.contains("(") {
            switch CSSColorParser.parse(text) {
            case .success(let parsed): return .success(.color(parsed.color))
            case .failure(let e): return .failure(StringValueError(e.message, at: piece.offset + e.offset))
            }
        }
        if case .success(let parsed) = CSSColorParser.parse(text) { return .success(.color(parsed.color)) }
        return .success(.word(text))
    }
}
