/// CSS `transition` shorthand text (CSS Transitions 1 §2.5) as one DTCG transition: its first time is
/// the duration, the second the delay (0s when absent), its easing the timing function (`ease` when
/// absent); the property name it may start with is not part of a DTCG transition and is left out.
/// DTCG holds one transition, so a comma-separated list is an error.
enum CSSTransitionText {
    static func parse(_ s: String, reading part: CSSPart.Reader = CSSPart.literal) -> Result<TransitionValue, StringValueError> {
        let layers = CSSPieces.split(s, at: .comma)
        guard layers.count == 1, let layer = layers.first else {
            return .failure(StringValueError("a transition token holds one transition, found \(layers.count)", at: layers.dropFirst().first?.offset ?? 0))
        }
        var times: [DurationValue] = []
        var easing: CubicBezierValue?
        var property: String?
        for piece in CSSPieces.split(layer.text, at: .whitespace, offset: layer.offset) {
            switch part(piece) {
            case .failure(let e): return .failure(e)
            case .success(.time(let t)):
                guard times.count < 2 else { return .failure(StringValueError("a transition has at most 2 times (duration, delay)", at: piece.offset)) }
                times.append(t)
            case .success(.length(let d)) where d.value.double == 0:
                // `0` is a length to the literal reader; here it can only be a time.
                guard times.count < 2 else { return .failure(StringValueError("a transition has at most 2 times (duration, delay)", at: piece.offset)) }
                times.append(DurationValue(value: d.value, unit: .s))
            case .success(.easing(let b)):
                guard easing == nil else { return .failure(StringValueError("a transition has one timing function, found a second", at: piece.offset)) }
                easing = b
            case .success(.word(let w)) where property == nil && times.isEmpty && easing == nil:
                property = w
            case .success(.word(let w)) where ["normal", "allow-discrete"].contains(w.lowercased()):
                continue
            default:
                return .failure(StringValueError("expected a time, an easing or a property name in a transition, found \"\(piece.text)\"", at: piece.offset))
            }
        }
        guard let duration = times.first else {
            return .failure(StringValueError("a transition needs a duration such as 200ms", at: layer.offset))
        }
        return .success(TransitionValue(duration: duration, delay: times.count > 1 ? times[1] : CompositeDefaults.delay,
                                        timingFunction: easing ?? CompositeDefaults.timingFunction))
    }
}
