/// A Tokens Studio math expression (`"{space.base} * 2"`, `"roundTo({font.base} * 1.25, 1)"`),
/// parsed once and evaluated per resolver context: its references are holes the resolver fills with
/// the referenced tokens' values in that context.
///
/// Tokens Studio evaluates with expr-eval (its built-in functions plus `clamped`, `lerp`, `norm`)
/// after stripping the expression's one unit; see `MathEvaluator` for the unit rules used here.
struct MathExpression: Hashable, Sendable {
    /// The expression as written.
    let text: String
    let root: MathNode

    /// Every `{a.b}` in the expression, in order, with its range (UTF-8 offsets into `text`).
    var references: [(key: String, range: Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        root.collectReferences(into: &out)
        return out
    }

    /// True when the expression computes something: an operator or a function call. A lone number or
    /// reference (`"16"`, `"{a.b}"`) is a plain value, not math.
    var hasOperations: Bool { root.hasOperations }

    static func == (a: MathExpression, b: MathExpression) -> Bool { a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// One node of a parsed expression, with the range of the text it covers.
struct MathNode: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        /// A literal, with its unit when one is written right after it (`16px`, `150%`).
        case number(Double, unit: String?)
        /// `{a.b}`, optionally followed by a unit (`{base}px`: the unit of a plain-number token).
        case reference(key: String, unit: String?)
        /// A named constant: `PI`, `E`.
        case constant(String)
        case negate(MathNode)
        /// `operatorOffset` is where the operator is written (errors about the operation point there).
        case binary(MathOperator, MathNode, MathNode, operatorOffset: Int)
        /// `name(args…)`; `nameRange` is where the name is written.
        case call(String, [MathNode], nameRange: Range<Int>)
    }

    var kind: Kind
    var range: Range<Int>

    func collectReferences(into out: inout [(String, Range<Int>)]) {
        switch kind {
        case .number, .constant: break
        case .reference(let key, _): out.append((key, range))
        case .negate(let inner): inner.collectReferences(into: &out)
        case .binary(_, let a, let b, _):
            a.collectReferences(into: &out)
            b.collectReferences(into: &out)
        case .call(_, let args, _):
            for arg in args { arg.collectReferences(into: &out) }
        }
    }

    var hasOperations: Bool {
        switch kind {
        case .number, .reference, .constant: false
        case .negate(let inner): inner.hasOperations || !inner.isLiteral
        case .binary, .call: true
        }
    }

    private var isLiteral: Bool { if case .number = kind { true } else { false } }
}

enum MathOperator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulo = "%", power = "^"
}

/// A number with its unit (`nil` for a plain number). `%` is a unit like `px`: what it means is up
/// to where the value is used (an opacity, a line height).
struct MathQuantity: Hashable, Sendable, CustomStringConvertible {
    var value: Double
    var unit: String?

    init(_ value: Double, unit: String? = nil) {
        self.value = value
        self.unit = unit
    }

    /// Rounded half up at `digits` fraction digits on the decimal text (expr-eval's `roundTo`), so
    /// `0.1 + 0.2` becomes `0.3`. Style Dictionary with Tokens Studio's `ts/resolveMath` rounds its
    /// results to 4 fraction digits by default (`mathFractionDigits`).
    func rounded(toFractionDigits digits: Int) -> MathQuantity {
        MathQuantity(MathFunctions.roundTo(value, digits), unit: unit)
    }

    var description: String { JSONNumber(value).text + (unit ?? "") }
}
