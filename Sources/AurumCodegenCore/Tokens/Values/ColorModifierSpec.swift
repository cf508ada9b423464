/// A colour modifier as written in `$extensions["studio.tokens"].modify`, before its references are
/// known: `{"type": "lighten", "value": "0.2", "space": "lch"}`, `{"type": "mix", "value":
/// "{mix.amount}", "space": "srgb", "color": "{color.white}"}`. The amount and the mix colour may be
/// references (and the amount a math expression); the resolver fills them per context and calls
/// `resolve`.
struct ColorModifierSpec: Hashable, Sendable {
    enum Amount: Hashable, Sendable {
        case number(Double)
        /// A math expression or a lone reference (`"{mix.amount}"`, `"{base} / 2"`).
        case expression(MathExpression, at: JSONPosition)
    }

    enum MixColor: Hashable, Sendable {
        case color(ColorValue)
        /// `"{color.white}"`: a colour token.
        case reference(key: String, at: JSONPosition)
    }

    var kind: ColorModifier.Kind
    var space: ColorModifier.Space
    var amount: Amount
    var mixColor: MixColor?
    /// Tokens Studio's output `format` (hex, rgb…), which only affects how it prints the result.
    var format: String?
    /// Where the `modify` object is (what a failed evaluation points at).
    var location: SourceLocation

    /// The tokens the modifier needs: what the loader registers as dependencies.
    var references: [String] {
        var keys: [String] = []
        if case .expression(let e, _) = amount { keys += e.references.map(\.key) }
        if case .reference(let key, _)? = mixColor { keys.append(key) }
        return keys
    }

    /// Whether `object` is written as a modifier: a `type` naming one of the kinds, and a `space`.
    static func isWritten(_ object: JSONObject) -> Bool {
        guard let type = object["type"]?.string, ColorModifier.Kind(rawValue: type) != nil else { return false }
        return object.member("space") != nil
    }

    /// Reads `modify` (the JSON object under `studio.tokens`); problems go to `diagnostics`.
    static func read(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> ColorModifierSpec? {
        let location = json.position.location(in: file)
        guard let object = json.object else {
            diagnostics.error("studio.tokens modify must be an object {\"type\", \"value\", \"space\"}, found \(json.shortDescription)", at: location)
            return nil
        }
        var ok = true
        func loc(_ m: JSONObject.Member) -> SourceLocation { m.keyPosition.location(in: file) }

        var kind: ColorModifier.Kind?
        if let m = object.member("type") {
            if let s = m.value.string, let k = ColorModifier.Kind(rawValue: s) {
                kind = k
            } else {
                var notes: [Diagnostic.Note] = []
                let names = ColorModifier.Kind.allCases.map(\.rawValue)
                if let s = m.value.string, let close = Suggestions.closest(to: s, in: names) { notes.append(.init("did you mean \"\(close)\"?")) }
                diagnostics.error("unknown colour modifier type \(m.value.string.map { "\"\($0)\"" } ?? m.value.shortDescription); expected \(names.joined(separator: ", "))", at: loc(m), notes: notes)
                ok = false
            }
        } else {
            diagnostics.error("the colour modifier is missing \"type\" (lighten, darken, mix or alpha)", at: location)
            ok = false
        }

        var space: ColorModifier.Space?
        if let m = object.member("space") {
            if let s = m.value.string, let sp = ColorModifier.Space(rawValue: s.lowercased()) {
                space = sp
            } else {
                diagnostics.error("unknown colour modifier space \(m.value.string.map { "\"\($0)\"" } ?? m.value.shortDescription); Tokens Studio's spaces are srgb, hsl, lch and p3", at: loc(m))
                ok = false
            }
        } else {
            diagnostics.error("the colour modifier is missing \"space\" (srgb, hsl, lch or p3)", at: location)
            ok = false
        }

        var amount: Amount?
        if let m = object.member("value") {
            amount = readAmount(m, what: "colour modifier value", file: file, diagnostics: &diagnostics)
            ok = ok && amount != nil
        } else {
            diagnostics.error("the colour modifier is missing \"value\", its amount (0.2 is 20 %)", at: location)
            ok = false
        }

        var mixColor: MixColor?
        if let m = object.member("color") {
            mixColor = readColor(m, what: "mix colour", file: file, diagnostics: &diagnostics)
            ok = ok && mixColor != nil
        } else if kind == .mix {
            diagnostics.error("a mix modifier needs \"color\", the colour to mix with", at: location)
            ok = false
        }

        var format: String?
        for m in object {
            switch m.key {
            case "type", "space", "value", "color": continue
            case "format": format = m.value.string
            default:
                diagnostics.warning("unknown colour modifier property \"\(m.key)\" is ignored", at: loc(m))
            }
        }
        guard ok, let kind, let space, let amount else { return nil }
        return ColorModifierSpec(kind: kind, space: space, amount: amount, mixColor: kind == .mix ? mixColor : nil, format: format, location: location)
    }

    /// An amount: a number, a number string, or math (references allowed). `what` names it in messages ("mix weight").
    static func readAmount(_ m: JSONObject.Member, what: String, file: String, diagnostics: inout DiagnosticCollector) -> Amount? {
        if let n = m.value.number { return .number(n.double) }
        guard let s = m.value.string else {
            diagnostics.error("the \(what) must be a number or a string, found \(m.value.shortDescription)", at: m.keyPosition.location(in: file))
            return nil
        }
        if case .success(let q) = UnitString.quantity(s), q.unit.isEmpty { return .number(q.number.double) }
        switch MathParser.parse(s) {
        case .success(let expression) where expression.hasOperations || !expression.references.isEmpty:
            return .expression(expression, at: m.value.position)
        case .success:
            diagnostics.error("the \(what) must be a plain number (0.2 is 20 %), found \"\(s)\"", at: m.value.position.location(in: file))
        case .failure(let e):
            diagnostics.error("invalid \(what): \(e.message)", at: StringLocation.location(ofOffset: e.offset, in: s, startingAt: m.value.position, file: file))
        }
        return nil
    }

    /// A colour string or a reference to a colour token. `what` names it in messages.
    static func readColor(_ m: JSONObject.Member, what: String, file: String, diagnostics: inout DiagnosticCollector) -> MixColor? {
        guard let s = m.value.string else {
            diagnostics.error("the \(what) must be a colour string or a reference, found \(m.value.shortDescription)", at: m.keyPosition.location(in: file))
            return nil
        }
        switch TokenPath.curly(s) {
        case .alias(let key): return .reference(key: key, at: m.value.position)
        case .malformed(let why):
            diagnostics.error("malformed reference in the \(what): \(why)", at: m.value.position.location(in: file))
        case .notAlias:
            switch CSSColorParser.parse(s) {
            case .success(let parsed): return .color(parsed.color)
            case .failure(let e):
                diagnostics.error("invalid \(what): \(e.message)", at: StringLocation.location(ofOffset: e.offset, in: s, startingAt: m.value.position, file: file))
            }
        }
        return nil
    }

    /// The modifier with its amount and mix colour filled in. `amount` evaluates a math amount
    /// (references filled by the caller); `color` gives the colour of a referenced token.
    func resolve(amount evaluate: (MathExpression, JSONPosition) -> Result<MathQuantity, MathFailure>,
                 color: (String, JSONPosition) -> DTCGColor?) -> Result<ColorModifier, MathFailure> {
        Self.resolve(amount, mixColor, evaluate, color).map { ColorModifier(kind: kind, space: space, amount: $0.amount, mixColor: $0.color) }
    }

    /// An amount and an optional colour, filled in.
    static func resolve(_ amount: Amount, _ color: MixColor?, _ evaluate: (MathExpression, JSONPosition) -> Result<MathQuantity, MathFailure>,
                        _ lookup: (String, JSONPosition) -> DTCGColor?) -> Result<(amount: Double, color: DTCGColor?), MathFailure> {
        resolve(amount, evaluate).flatMap { value in
            guard let color else { return .success((value, nil)) }
            guard let c = resolve(color, lookup) else { return .failure(.reported) }
            return .success((value, c))
        }
    }

    /// An amount's value: math evaluated by `evaluate`; a percentage is a fraction.
    static func resolve(_ amount: Amount, _ evaluate: (MathExpression, JSONPosition) -> Result<MathQuantity, MathFailure>) -> Result<Double, MathFailure> {
        switch amount {
        case .number(let n): return .success(n)
        case .expression(let e, let position):
            switch evaluate(e, position) {
            case .failure(let f): return .failure(f)
            case .success(let q):
                if let unit = q.unit, unit != "%" {
                    return .failure(.error(StringValueError("a colour modifier amount is a plain number, found \(q)", at: 0)))
                }
                return .success(q.unit == "%" ? q.value / 100 : q.value)
            }
        }
    }

    /// A colour given or referenced; nil when the reference failed (reported by `color`).
    static func resolve(_ mixColor: MixColor, _ color: (String, JSONPosition) -> DTCGColor?) -> DTCGColor? {
        switch mixColor {
        case .color(let c): DTCGColor(c)
        case .reference(let key, let position): color(key, position)
        }
    }
}
