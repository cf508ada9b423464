/// What an alias whose declared type differs from its target's stands for in compatible mode: the target's
/// value converted to the declared type, where the conversion means something (templates/README.md lists them).
/// Exporters write such aliases because their own types are looser than DTCG's (a Tokens Studio `number`
/// aliasing a `dimension`, a Figma number variable aliasing a size).
enum AliasTypeConversion {
    /// `value` as a `type` value, or nil when no conversion applies.
    static func convert(_ value: TokenValue, to type: TokenType, remBase: Double) -> TokenValue? {
        switch (value, type) {
        // Numbers and dimensions: a plain number is pixels, as Figma and Tokens Studio write sizes.
        case (.number(let n), .dimension): .dimension(DimensionValue(value: n, unit: .px))
        case (.dimension(let d), .number): .number(d.unit == .px ? d.value : JSONNumber(d.value.double * remBase))
        // Font weights are numbers in 1...1000 (a named weight is its number).
        case (.number(let n), .fontWeight): n.double >= 1 && n.double <= 1000 ? .fontWeight(FontWeightValue(value: n)) : nil
        case (.fontWeight(let w), .number): .number(w.value)
        // A string that reads as a value of the declared type, the way a DTCG draft writes one.
        case (.string(let s), _): parse(s, as: type)
        // The value's CSS text, as Style Dictionary and Tokens Studio show it.
        case (.number(let n), .string): .string(n.text)
        case (.dimension(let d), .string): .string(d.value.text + d.unit.rawValue)
        case (.duration(let d), .string): .string(d.value.text + d.unit.rawValue)
        default: nil
        }
    }

    private static func parse(_ text: String, as type: TokenType) -> TokenValue? {
        switch type {
        case .number:
            // A percentage is its fraction, as every number member that takes one means it (a line height, a stop).
            guard case .success(let q) = UnitString.quantity(text), q.unit.isEmpty || q.unit == "%" else { return nil }
            return .number(q.unit.isEmpty ? q.number : DecimalText.divide(q.number, byPowerOfTen: 2))
        case .fontFamily:
            // Text is a family name (Tokens Studio's `text` tokens hold them), a CSS stack its list.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            if CSSFontStack.isList(trimmed), case .success(let names) = CSSFontStack.parse(trimmed) { return .fontFamily(FontFamilyValue(names: names)) }
            return .fontFamily(FontFamilyValue(names: [trimmed]))
        case .dimension:
            // A unitless string is pixels, like a number.
            guard case .success(let d) = UnitString.dimension(text, unitless: .px) else { return nil }
            return .dimension(d)
        case .duration:
            guard case .success(let d) = UnitString.duration(text) else { return nil }
            return .duration(d)
        case .color:
            guard case .success(let parsed) = CSSColorParser.parse(text) else { return nil }
            return .color(parsed.color)
        case .fontWeight:
            if let match = FontWeightValue.keywords.first(where: { $0.key == text }) {
                return .fontWeight(FontWeightValue(value: JSONNumber(Double(match.value)), keyword: text))
            }
            guard case .success(let q) = UnitString.quantity(text), q.unit.isEmpty, q.number.double >= 1, q.number.double <= 1000 else { return nil }
            return .fontWeight(FontWeightValue(value: q.number))
        default:
            return nil
        }
    }
}
