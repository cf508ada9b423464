/// Between resolved token values and math quantities: what a reference in an expression stands
/// for, and what an expression's result becomes as a token of a given type.
extension MathQuantity {
    /// The quantity a referenced token contributes: a dimension its number and unit, a duration its
    /// number and `ms`/`s`, a number or a font weight a plain number. Nil for values math cannot use
    /// (colours, composites, strings).
    init?(_ value: TokenValue) {
        switch value {
        case .dimension(let d): self.init(d.value.double, unit: d.unit.rawValue)
        case .duration(let d): self.init(d.value.double, unit: d.unit.rawValue)
        case .number(let n): self.init(n.double)
        case .fontWeight(let w): self.init(w.value.double)
        // Tokens Studio substitutes a reference's text into the expression before evaluating it, so a
        // token typed `other` or `text` whose value is `0.3` or `"4px"` takes part as that number.
        case .string(let s):
            guard case .success(let q) = UnitString.quantity(s) else { return nil }
            self.init(q.number.double, unit: q.unit.isEmpty ? nil : q.unit)
        default: return nil
        }
    }

    /// Digits the result keeps: Style Dictionary with `@tokens-studio/sd-transforms` rounds math to
    /// 4 fraction digits by default (`mathFractionDigits`), so generated numbers match what those
    /// builds produce today.
    static let fractionDigits = 4

    /// The result as a value of `type` (rounded to `fractionDigits`). Errors name the problem; their
    /// offset is 0 (the caller points at the expression).
    func tokenValue(as type: DialectType) -> Result<TokenValue, StringValueError> {
        let q = rounded(toFractionDigits: Self.fractionDigits)
        let number = JSONNumber(q.value)
        func fail(_ message: String) -> Result<TokenValue, StringValueError> { .failure(StringValueError(message, at: 0)) }
        switch type.target {
        case .dtcg(.dimension):
            switch q.unit {
            case "px"?: return .success(.dimension(DimensionValue(value: number, unit: .px)))
            case "rem"?: return .success(.dimension(DimensionValue(value: number, unit: .rem)))
            case nil:
                if case .dimension(let unitless) = type.rule, unitless != .rejected {
                    return .success(.dimension(DimensionValue(value: number, unit: unitless == .rem ? .rem : .px)))
                }
                if type.rule == .letterSpacing { return .success(.dimension(DimensionValue(value: number, unit: .px))) }
                return fail("the expression gives the plain number \(q), but a dimension needs a unit (px or rem)")
            case let unit?:
                return fail("the expression gives \(q), but a dimension is in px or rem, not \(unit)")
            }
        case .dtcg(.number):
            switch q.unit {
            case nil: return .success(.number(number))
            case "%"? where type.rule == .fraction || type.rule == .lineHeight || type.rule == .letterSpacing:
                return .success(.number(DecimalText.divide(number, byPowerOfTen: 2)))
            case let unit?:
                return fail("the expression gives \(q), but a number has no unit (\(unit))")
            }
        case .dtcg(.duration):
            switch q.unit {
            case "ms"?: return .success(.duration(DurationValue(value: number, unit: .ms)))
            case "s"?: return .success(.duration(DurationValue(value: number, unit: .s)))
            case nil where type.rule == .durationInMilliseconds: return .success(.duration(DurationValue(value: number, unit: .ms)))
            default: return fail("the expression gives \(q), but a duration is in ms or s")
            }
        case .dtcg(.fontWeight):
            guard q.unit == nil, (1...1000).contains(q.value) else { return fail("the expression gives \(q), but a font weight is a number in [1, 1000]") }
            return .success(.fontWeight(FontWeightValue(value: number)))
        case .dtcg(let other):
            return fail("math gives numbers, not \(other) values")
        case .boolean, .string, .unsupported:
            return fail("math gives numbers, not this token's type")
        }
    }
}
