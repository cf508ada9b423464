/// CSS text where DTCG wants a structured value (issue 27), read in compatible mode as what it is: a
/// font stack, an easing, `box-shadow` / `transition` / `border` shorthands, `calc()`. Each is counted
/// in the summary, or in strict mode an error where it is written; malformed text is an error at its
/// column. The parsing lives in `Values/CSSText`; this reads references met in the text.
extension ValueReader {
    /// A part of a shorthand: a reference `{a.b}` is its token's value, anything else literal text.
    private func cssPart(_ json: JSONValue) -> CSSPart.Reader {
        { piece in
            guard case .alias(let key) = TokenPath.curly(piece.text) else { return CSSPart.literal(piece) }
            let at = location(in: json, offset: piece.offset)
            guard let slot = resolver.lookup(key, text: piece.text, at: at), let resolved = resolver.result(slot, referencedAt: at) else {
                return .failure(StringValueError("{\(key)} has no value", at: piece.offset))
            }
            switch resolver.store.values[Int(resolved.value)] {
            case .dimension(let d): return .success(.length(d))
            case .duration(let d): return .success(.time(d))
            case .color(let c): return .success(.color(c))
            case .cubicBezier(let b): return .success(.easing(b))
            case .strokeStyle(.keyword(let k)): return .success(.word(k.rawValue))
            case let other: return .failure(StringValueError("{\(key)} is a \(other.type) token, which has no place here", at: piece.offset))
            }
        }
    }

    /// Reports `construct` at `location`: counted when compatible, an error in strict mode.
    private func noteCSS(_ construct: CompatibilityConstruct, at location: SourceLocation) {
        resolver.note(construct, at: location, strict: !isCompatible)
    }

    private func parsed<T>(_ result: Result<T, StringValueError>, _ json: JSONValue, _ construct: CompatibilityConstruct, what: String) -> T? {
        switch result {
        case .success(let value):
            noteCSS(construct, at: loc(json.position))
            return value
        case .failure(let e):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return nil
        }
    }

    /// `"Inter, -apple-system, 'Helvetica Neue', sans-serif"`: the families in order.
    func fontStack(_ s: String, _ json: JSONValue, what: String) -> FontFamilyValue? {
        parsed(CSSFontStack.parse(s), json, .cssFontStack, what: what).map(FontFamilyValue.init(names:))
    }

    /// `cubic-bezier(0.4, 0, 0.2, 1)`, `ease-in-out`.
    func easingText(_ s: String, _ json: JSONValue, what: String) -> CubicBezierValue? {
        parsed(CSSEasing.parse(s), json, .cssEasing, what: what)
    }

    func shadowText(_ s: String, _ json: JSONValue, what: String) -> ShadowValue? {
        var result = CSSBoxShadow.parse(s, reading: cssPart(json))
        // A layer that is a whole shadow token (`"{elevation.border}, {elevation.low}"`) stands for its layers:
        // read the list again with every reference as its value's text.
        if case .failure = result, Self.isReferenceText(s), let substituted = substitutingReferences(s, json) {
            result = CSSBoxShadow.parse(substituted, reading: cssPart(json))
        }
        return parsed(result, json, .cssShadow, what: what).map { ShadowValue(layers: $0, isList: $0.count > 1) }
    }

    func transitionText(_ s: String, _ json: JSONValue, what: String) -> TransitionValue? {
        parsed(CSSTransitionText.parse(s, reading: cssPart(json)), json, .cssTransition, what: what)
    }

    func borderText(_ s: String, _ json: JSONValue, what: String) -> BorderValue? {
        parsed(CSSBorderText.parse(s, reading: cssPart(json)), json, .cssBorder, what: what)
    }

    /// `calc(…)` through `MathEvaluator` (px and rem mixed become px at the rem base); nil when `s` is
    /// no `calc()`, `.some(nil)` when it failed (reported).
    func calc(_ s: String, _ json: JSONValue, as type: TokenType, what: String) -> TokenValue?? {
        guard let inner = CSSCalc.inner(s), let parsedExpression = CSSCalc.parse(s) else { return nil }
        let expression: MathExpression
        switch parsedExpression {
        case .failure(let e):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return .some(nil)
        case .success(let e): expression = e
        }
        let result = CSSCalc.evaluate(expression, offset: inner.offset, remBase: resolver.options.remBase) { key, range in
            let at = location(in: json, offset: range.lowerBound)
            guard let slot = resolver.lookup(key, text: "{\(key)}", at: at),
                  let resolved = resolver.result(slot, referencedAt: at) else { return .failure(.reported) }
            guard let q = MathQuantity(resolver.store.values[Int(resolved.value)]) else {
                error("{\(key)} is a \(resolved.type) token; calc() takes numbers, dimensions and durations", at: at)
                return .failure(.reported)
            }
            return .success(q)
        }
        switch result {
        case .failure(.error(let e)):
            error("invalid \(what): \(e.message)", at: location(in: json, offset: e.offset))
            return .some(nil)
        case .failure(.reported):
            return .some(nil)
        case .success(let q):
            var valueRule = rule
            if type == .dimension, rule == .standard, let unitless = profile?.unitlessDimension { valueRule = .dimension(unitless: unitless) }
            switch q.tokenValue(as: DialectType(.dtcg(type), valueRule)) {
            case .success(let value):
                noteCSS(.cssCalc, at: loc(json.position))
                return .some(value)
            case .failure(let e):
                error("invalid \(what): \(e.message)", at: location(in: json, offset: 0))
                return .some(nil)
            }
        }
    }
}
