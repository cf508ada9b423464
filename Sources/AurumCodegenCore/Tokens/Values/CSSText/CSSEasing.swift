/// CSS easing functions as cubic Béziers (CSS Easing 1): `cubic-bezier(x1, y1, x2, y2)` and the
/// keywords `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out` with the control points the
/// specification gives them. `steps()` and `linear()` with stops have no Bézier: an error says so.
enum CSSEasing {
    private static func n(_ text: String, _ value: Double) -> JSONNumber { JSONNumber(text: text, double: value) }

    static let keywords: [String: CubicBezierValue] = [
        "linear": CubicBezierValue(x1: n("0", 0), y1: n("0", 0), x2: n("1", 1), y2: n("1", 1)),
        "ease": CubicBezierValue(x1: n("0.25", 0.25), y1: n("0.1", 0.1), x2: n("0.25", 0.25), y2: n("1", 1)),
        "ease-in": CubicBezierValue(x1: n("0.42", 0.42), y1: n("0", 0), x2: n("1", 1), y2: n("1", 1)),
        "ease-out": CubicBezierValue(x1: n("0", 0), y1: n("0", 0), x2: n("0.58", 0.58), y2: n("1", 1)),
        "ease-in-out": CubicBezierValue(x1: n("0.42", 0.42), y1: n("0", 0), x2: n("0.58", 0.58), y2: n("1", 1)),
    ]

    /// Whether `s` is written as a CSS easing (a keyword or a `cubic-bezier()`), valid or not.
    static func isEasing(_ s: String) -> Bool {
        let t = s.trimmingCharacters(in: .whitespaces).lowercased()
        return keywords[t] != nil || t.hasPrefix("cubic-bezier(")
    }

    static func parse(_ s: String) -> Result<CubicBezierValue, StringValueError> {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        if let k = keywords[trimmed.lowercased()] { return .success(k) }
        let lower = trimmed.lowercased()
        let lead = s.utf8.count - s.drop(while: { $0 == " " }).utf8.count
        if lower.hasPrefix("steps(") || lower.hasPrefix("linear(") || lower == "step-start" || lower == "step-end" {
            return .failure(StringValueError("\(trimmed) has no cubic Bézier form; write cubic-bezier(x1, y1, x2, y2)", at: lead))
        }
        guard let call = CSSPieces.call("cubic-bezier", in: s) else {
            return .failure(StringValueError("expected cubic-bezier(x1, y1, x2, y2) or one of linear, ease, ease-in, ease-out, ease-in-out, found \"\(trimmed)\"", at: lead))
        }
        let args = CSSPieces.split(call.inner, at: .comma, offset: call.offset)
        guard args.count == 4 else {
            return .failure(StringValueError("cubic-bezier() takes 4 numbers, found \(args.count)", at: call.offset))
        }
        let names = ["x1", "y1", "x2", "y2"]
        var numbers: [JSONNumber] = []
        for (i, arg) in args.enumerated() {
            guard case .success(let q) = UnitString.quantity(arg.text), q.unit.isEmpty else {
                return .failure(StringValueError("\(names[i]) must be a number, found \"\(arg.text)\"", at: arg.offset))
            }
            if i % 2 == 0, !(0...1).contains(q.number.double) {
                return .failure(StringValueError("\(names[i]) must be in [0, 1], found \(q.number.text)", at: arg.offset))
            }
            numbers.append(q.number)
        }
        return .success(CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    }
}
