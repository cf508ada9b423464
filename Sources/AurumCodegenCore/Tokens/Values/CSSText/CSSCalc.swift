/// CSS `calc()` text evaluated by `MathEvaluator`: the expression inside is the same arithmetic. CSS
/// adds px and rem freely (`calc(1rem + 2px)`); where an expression mixes them, rem is converted to px
/// at the project's rem base so the units agree (an expression in rem alone stays in rem).
enum CSSCalc {
    /// The expression inside `calc(…)` and its offset in `s`; nil when `s` is no `calc()`.
    static func inner(_ s: String) -> (text: String, offset: Int)? {
        guard let call = CSSPieces.call("calc", in: s) else { return nil }
        return (call.inner, call.offset)
    }

    /// Parses the expression inside `calc(…)`; error offsets are in `s`.
    static func parse(_ s: String) -> Result<MathExpression, StringValueError>? {
        guard let (text, offset) = inner(s) else { return nil }
        switch MathParser.parse(text) {
        case .success(let e): return .success(e)
        case .failure(let e): return .failure(StringValueError(e.message, at: e.offset + offset))
        }
    }

    /// Evaluates a `calc()` expression parsed from text at `offset` of the value (error and lookup offsets
    /// are in the value), each reference looked up once.
    static func evaluate(_ expression: MathExpression, offset: Int, remBase: Double, lookup: MathEvaluator.Lookup) -> Result<MathQuantity, MathFailure> {
        var looked: [String: Result<MathQuantity, MathFailure>] = [:]
        var units = Set<String>()
        func collectUnits(_ node: MathNode) {
            switch node.kind {
            case .number(_, let unit?): units.insert(unit)
            case .reference(let key, let unit):
                if let unit { units.insert(unit) }
                let r = looked[key] ?? lookup(key, node.range.lowerBound + offset ..< node.range.upperBound + offset)
                looked[key] = r
                if case .success(let q) = r, let u = q.unit { units.insert(u) }
            case .negate(let inner): collectUnits(inner)
            case .binary(_, let a, let b, _): collectUnits(a); collectUnits(b)
            case .call(_, let args, _): args.forEach(collectUnits)
            default: break
            }
        }
        collectUnits(expression.root)
        for r in looked.values { if case .failure(let f) = r { return .failure(f) } }
        let toPixels = units.contains("px") && units.contains("rem")
        func pixels(_ q: MathQuantity) -> MathQuantity {
            toPixels && q.unit == "rem" ? MathQuantity(q.value * remBase, unit: "px") : q
        }
        func converted(_ node: MathNode) -> MathNode {
            guard toPixels else { return node }
            var n = node
            switch node.kind {
            case .number(let v, "rem"?): n.kind = .number(v * remBase, unit: "px")
            case .negate(let inner): n.kind = .negate(converted(inner))
            case .binary(let op, let a, let b, let at): n.kind = .binary(op, converted(a), converted(b), operatorOffset: at)
            case .call(let name, let args, let range): n.kind = .call(name, args.map(converted), nameRange: range)
            default: break
            }
            return n
        }
        let expression = MathExpression(text: expression.text, root: converted(expression.root))
        let result = MathEvaluator.evaluate(expression) { key, _ in looked[key]!.map(pixels) }
        if case .failure(.error(let e)) = result { return .failure(.error(StringValueError(e.message, at: e.offset + offset))) }
        return result
    }

    /// The type a `calc()` value has by its literal units: a dimension when they are px or rem, a duration
    /// when ms or s; nil when it mixes kinds, uses another unit (`%`, `vw`) or has none.
    static func inferredType(_ s: String) -> TokenType? {
        guard case .success(let e)? = parse(s) else { return nil }
        var units = Set<String>()
        func walk(_ node: MathNode) {
            switch node.kind {
            case .number(_, let unit?), .reference(_, let unit?): units.insert(unit)
            case .negate(let inner): walk(inner)
            case .binary(_, let a, let b, _): walk(a); walk(b)
            case .call(_, let args, _): args.forEach(walk)
            default: break
            }
        }
        walk(e.root)
        if !units.isEmpty, units.isSubset(of: ["px", "rem"]) { return .dimension }
        if !units.isEmpty, units.isSubset(of: ["ms", "s"]) { return .duration }
        return nil
    }
}
