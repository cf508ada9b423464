import Foundation

/// Why an evaluation produced no value.
enum MathFailure: Error, Hashable, Sendable {
    /// A problem inside the expression, at an offset of its text.
    case error(StringValueError)
    /// A reference could not be filled and the caller has already said why (an unknown token,
    /// a cycle): nothing more to report.
    case reported
}

/// Evaluates a `MathExpression` with its references filled by `lookup`, once per resolver context.
///
/// Tokens Studio strips the one unit an expression uses, computes with plain numbers and puts the
/// unit back. The rules here give the same results wherever that is meaningful, and an error at the
/// operator where it is not (where Tokens Studio leaves the text unevaluated or its plugin and
/// Style Dictionary transforms disagree):
///
/// - `+`, `-`, `%`, `min`, `max`, `clamped`: operands share a unit; a plain number takes the other
///   operand's (`{space.base} + 2` is 2px more). Different units (`1px + 1rem`) are an error.
/// - A reference to a token written without a unit (`"2"` typed `spacing`, read as 2px) takes part as
///   the plain number it is written as, since Tokens Studio substitutes the text (`{space.xs} * {space.scale}`
///   is 4px × 2).
/// - `*`: at most one operand has a unit (`2 * 4px` is 8px; `4px * 2px` is an error).
/// - `/`: `8px / 2` is 4px; `24px / 16px` is the plain number 1.5; `2 / 4px` is an error.
/// - `^`, `sqrt`, `pow`, `exp`, logarithms and trigonometry take plain numbers only.
/// - `abs`, `ceil`, `floor`, `round`, `trunc`, `roundTo(x, n)` keep `x`'s unit; `sign` and
///   `norm(x, a, b)` give plain numbers; `lerp(t, a, b)` takes a plain `t` and gives `a`'s unit.
/// - `round` rounds halves up, as JavaScript's `Math.round`; `roundTo(x, n)` rounds the decimal
///   text at `n` fraction digits as expr-eval does (`roundTo(1.005, 2)` is 1.01).
enum MathEvaluator {
    typealias Lookup = (_ key: String, _ range: Range<Int>) -> Result<MathQuantity, MathFailure>

    static func evaluate(_ expression: MathExpression, lookup: Lookup) -> Result<MathQuantity, MathFailure> {
        do {
            let result = try value(of: expression.root, lookup)
            guard result.value.isFinite else {
                return .failure(.error(StringValueError("the expression does not give a finite number (division by zero?)", at: expression.root.range.lowerBound)))
            }
            return .success(result)
        } catch let failure as MathFailure {
            return .failure(failure)
        } catch {
            return .failure(.error(StringValueError("\(error)", at: 0)))
        }
    }

    private static func fail(_ message: String, at offset: Int) -> MathFailure {
        .error(StringValueError(message, at: offset))
    }

    private static func describe(_ q: MathQuantity) -> String { q.description }

    private static func value(of node: MathNode, _ lookup: Lookup) throws -> MathQuantity {
        switch node.kind {
        case .number(let n, let unit):
            return MathQuantity(n, unit: unit)
        case .constant(let name):
            return MathQuantity(name == "PI" ? Double.pi : M_E)
        case .reference(let key, let unit):
            var q = try lookup(key, node.range).get()
            if let unit {
                guard q.unit == nil else {
                    throw fail("{\(key)} is \(describe(q)), which already has a unit; remove the \"\(unit)\" after it", at: node.range.lowerBound)
                }
                q.unit = unit
            }
            return q
        case .negate(let inner):
            var q = try value(of: inner, lookup)
            q.value = -q.value
            return q
        case .binary(let op, let a, let b, let at):
            let x = try value(of: a, lookup), y = try value(of: b, lookup)
            switch op {
            case .add, .subtract, .modulo:
                let unit = try common([x, y], at: at, what: "\(op.rawValue)")
                let v = op == .add ? x.value + y.value : op == .subtract ? x.value - y.value : x.value.truncatingRemainder(dividingBy: y.value)
                return MathQuantity(v, unit: unit)
            case .multiply:
                if x.unit != nil, y.unit != nil {
                    throw fail("cannot multiply \(describe(x)) by \(describe(y)): at most one side of * may have a unit", at: at)
                }
                return MathQuantity(x.value * y.value, unit: x.unit ?? y.unit)
            case .divide:
                switch (x.unit, y.unit) {
                case (_, nil): return MathQuantity(x.value / y.value, unit: x.unit)
                case (let u?, let v?) where u == v: return MathQuantity(x.value / y.value)
                case (nil, _?): throw fail("cannot divide a plain number by \(describe(y))", at: at)
                default: throw fail("cannot divide \(describe(x)) by \(describe(y)): the units differ", at: at)
                }
            case .power:
                try plain([x, y], function: "^", at: at)
                return MathQuantity(Foundation.pow(x.value, y.value))
            }
        case .call(let name, let args, let nameRange):
            let values = try args.map { try value(of: $0, lookup) }
            return try call(name, values, at: nameRange.lowerBound)
        }
    }

    /// The one unit of `values` (plain numbers take it), or an error when two differ.
    private static func common(_ values: [MathQuantity], at offset: Int, what: String) throws -> String? {
        var unit: String?
        for v in values {
            guard let u = v.unit else { continue }
            if let existing = unit, existing != u {
                throw fail("cannot combine \(existing) and \(u) in \(what): the units differ", at: offset)
            }
            unit = u
        }
        return unit
    }

    private static func plain(_ values: [MathQuantity], function: String, at offset: Int) throws {
        if let withUnit = values.first(where: { $0.unit != nil }) {
            throw fail("\(function) takes plain numbers, found \(describe(withUnit))", at: offset)
        }
    }

    private static func call(_ name: String, _ v: [MathQuantity], at offset: Int) throws -> MathQuantity {
        func keep(_ f: (Double) -> Double) -> MathQuantity { MathQuantity(f(v[0].value), unit: v[0].unit) }
        func plainOne(_ f: (Double) -> Double) throws -> MathQuantity {
            try plain(v, function: "\(name)()", at: offset)
            return MathQuantity(f(v[0].value))
        }
        switch name {
        case "abs": return keep { Swift.abs($0) }
        case "ceil": return keep { $0.rounded(.up) }
        case "floor": return keep { $0.rounded(.down) }
        case "round": return keep(MathFunctions.jsRound)
        case "trunc": return keep { $0.rounded(.towardZero) }
        case "sign": return MathQuantity(v[0].value > 0 ? 1 : v[0].value < 0 ? -1 : 0)
        case "roundTo":
            let digits = v.count > 1 ? v[1] : MathQuantity(0)
            try plain([digits], function: "the digits of roundTo()", at: offset)
            guard digits.value == digits.value.rounded(), Swift.abs(digits.value) <= 20 else {
                throw fail("roundTo() takes a whole number of digits, found \(describe(digits))", at: offset)
            }
            return MathQuantity(MathFunctions.roundTo(v[0].value, Int(digits.value)), unit: v[0].unit)
        case "sqrt": return try plainOne { $0.squareRoot() }
        case "cbrt": return try plainOne { Foundation.cbrt($0) }
        case "exp": return try plainOne { Foundation.exp($0) }
        case "ln", "log": return try plainOne { Foundation.log($0) }
        case "log2": return try plainOne { Foundation.log2($0) }
        case "log10": return try plainOne { Foundation.log10($0) }
        case "sin": return try plainOne { Foundation.sin($0) }
        case "cos": return try plainOne { Foundation.cos($0) }
        case "tan": return try plainOne { Foundation.tan($0) }
        case "asin": return try plainOne { Foundation.asin($0) }
        case "acos": return try plainOne { Foundation.acos($0) }
        case "atan": return try plainOne { Foundation.atan($0) }
        case "pow":
            try plain(v, function: "pow()", at: offset)
            return MathQuantity(Foundation.pow(v[0].value, v[1].value))
        case "min", "max":
            let unit = try common(v, at: offset, what: "\(name)()")
            let values = v.map(\.value)
            return MathQuantity(name == "min" ? values.min()! : values.max()!, unit: unit)
        case "clamped":
            let unit = try common(v, at: offset, what: "clamped()")
            return MathQuantity(Swift.max(Swift.min(v[0].value, v[2].value), v[1].value), unit: unit)
        case "lerp":
            try plain([v[0]], function: "the t of lerp()", at: offset)
            let unit = try common([v[1], v[2]], at: offset, what: "lerp()")
            return MathQuantity(v[1].value + (v[2].value - v[1].value) * v[0].value, unit: unit)
        case "norm":
            _ = try common(v, at: offset, what: "norm()")
            return MathQuantity((v[0].value - v[1].value) / (v[2].value - v[1].value))
        default:
            throw fail("unknown function \(name)()", at: offset)
        }
    }
}

/// JavaScript's rounding, which Tokens Studio's results follow.
enum MathFunctions {
    /// `Math.round`: the nearest integer, halves towards +∞ (−2.5 → −2).
    static func jsRound(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }

    /// expr-eval's `roundTo(value, digits)`: shifts the decimal point in the number's shortest text
    /// (so 1.005 rounds as the decimal it was written as), rounds with `Math.round`, shifts back.
    static func roundTo(_ value: Double, _ digits: Int) -> Double {
        guard value.isFinite else { return value }
        if digits == 0 { return jsRound(value) }
        let (mantissa, exponent) = split(value)
        guard let shifted = Double("\(mantissa)e\(exponent + digits)") else { return value }
        let rounded = jsRound(shifted)
        let (m2, e2) = split(rounded)
        return Double("\(m2)e\(e2 - digits)") ?? value
    }

    /// The shortest round-trip text of `x` as mantissa and decimal exponent ("1.005", 0; "1", -7).
    private static func split(_ x: Double) -> (String, Int) {
        let text = "\(x)"
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            return (String(text[..<e]), Int(text[text.index(after: e)...]) ?? 0)
        }
        return (text, 0)
    }
}
