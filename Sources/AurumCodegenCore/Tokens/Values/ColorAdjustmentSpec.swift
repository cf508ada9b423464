/// A colour change written as a key beside a token's value, before its references are known:
/// GitHub Primer's `"alpha": 0.2` and `"mix": {"color": "{base.color.x}", "weight": 0.3}`, and
/// Paragon's (Style Dictionary) `"modify": [{"type": "darken", "amount": 0.1}, …]`. Amounts may be
/// references or math; colours may be references. The resolver fills them per context
/// (`ColorAdjustment` says what each does).
struct ColorAdjustmentSpec: Hashable, Sendable {
    var kind: ColorAdjustment.Kind
    var amount: ColorModifierSpec.Amount
    var color: ColorModifierSpec.MixColor?
    var location: SourceLocation

    /// The keys read, in the order their builds apply them: Primer mixes, then sets the alpha; Paragon's
    /// steps follow in their array's order.
    static let keys = ["mix", "alpha", "modify"]

    /// The tokens the change needs: what the loader registers as dependencies.
    var references: [String] {
        var keys: [String] = []
        if case .expression(let e, _) = amount { keys += e.references.map(\.key) }
        if case .reference(let key, _)? = color { keys.append(key) }
        return keys
    }

    /// The change with its amount and colour filled in (see `ColorModifierSpec.resolve`).
    func resolve(amount evaluate: (MathExpression, JSONPosition) -> Result<MathQuantity, MathFailure>,
                 color lookup: (String, JSONPosition) -> DTCGColor?) -> Result<ColorAdjustment, MathFailure> {
        ColorModifierSpec.resolve(amount, color, evaluate, lookup).map { ColorAdjustment(kind: kind, amount: $0.amount, color: $0.color) }
    }

    /// Reads one of `keys`; problems go to `diagnostics`. Primer's `"alpha": null` is no change.
    static func read(_ member: JSONObject.Member, file: String, diagnostics: inout DiagnosticCollector) -> [ColorAdjustmentSpec] {
        let location = member.keyPosition.location(in: file)
        switch member.key {
        case "alpha":
            if case .null = member.value.kind { return [] }
            return ColorModifierSpec.readAmount(member, what: "alpha", file: file, diagnostics: &diagnostics)
                .map { [ColorAdjustmentSpec(kind: .setAlpha, amount: $0, color: nil, location: location)] } ?? []
        case "mix":
            guard let object = member.value.object else {
                diagnostics.error("mix must be an object {\"color\", \"weight\"}, found \(member.value.shortDescription)", at: location)
                return []
            }
            guard let c = object.member("color"), let w = object.member("weight") else {
                diagnostics.error("mix needs \"color\" (the colour to mix with) and \"weight\" (its share, 0 to 1)", at: location)
                return []
            }
            guard let color = ColorModifierSpec.readColor(c, what: "mix colour", file: file, diagnostics: &diagnostics),
                  let weight = ColorModifierSpec.readAmount(w, what: "mix weight", file: file, diagnostics: &diagnostics) else { return [] }
            return [ColorAdjustmentSpec(kind: .weightedMix, amount: weight, color: color, location: location)]
        default:
            guard let steps = member.value.array else {
                diagnostics.error("modify must be an array of {\"type\", \"amount\"} steps, found \(member.value.shortDescription)", at: location)
                return []
            }
            return steps.compactMap { modifyStep($0, file: file, diagnostics: &diagnostics) }
        }
    }

    /// One step of Paragon's `modify`. A type it does not apply here (`color-yiq`, chroma-js's others)
    /// is left out with a warning, as Paragon's build warns about a type it does not know.
    private static func modifyStep(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> ColorAdjustmentSpec? {
        let location = json.position.location(in: file)
        guard let object = json.object, let type = object["type"]?.string else {
            diagnostics.error("a modify step must be an object with \"type\" and \"amount\", found \(json.shortDescription)", at: location)
            return nil
        }
        let kind: ColorAdjustment.Kind
        switch type {
        case "lighten": kind = .hslLighten
        case "darken": kind = .hslDarken
        case "mix": kind = .rgbMix
        case "alpha": kind = .setAlpha
        default:
            diagnostics.warning("the modify step \"\(type)\" is not applied (lighten, darken, mix and alpha are); the colour is kept without it", at: location)
            return nil
        }
        guard let amountMember = object.member("amount") else {
            diagnostics.error("the modify step \"\(type)\" needs \"amount\"", at: location)
            return nil
        }
        guard let amount = ColorModifierSpec.readAmount(amountMember, what: "modify amount", file: file, diagnostics: &diagnostics) else { return nil }
        var color: ColorModifierSpec.MixColor?
        if kind == .rgbMix {
            guard let other = object.member("otherColor") else {
                diagnostics.error("the modify step \"mix\" needs \"otherColor\"", at: location)
                return nil
            }
            guard let c = ColorModifierSpec.readColor(other, what: "otherColor", file: file, diagnostics: &diagnostics) else { return nil }
            color = c
        }
        return ColorAdjustmentSpec(kind: kind, amount: amount, color: color, location: location)
    }
}
