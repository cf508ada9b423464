/// Tokens Studio's `rgba(<colour>, <alpha>)`: a hex colour (or, once references are substituted, a
/// referenced colour) with the alpha given as a number or a percentage: `rgba(#FFFF00, 0.5)`,
/// `rgba({colors.blue}, 50%)`. The colour's own alpha is replaced, as Tokens Studio and
/// `@tokens-studio/sd-transforms` (`color/hexrgba`) write it.
enum HexRGBA {
    /// The colour, or nil when `s` is not this form (the CSS parser then reads it).
    static func parse(_ s: String) -> ColorValue? {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("rgba(") || lower.hasPrefix("rgb("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed[trimmed.index(after: trimmed.firstIndex(of: "(")!)..<trimmed.index(before: trimmed.endIndex)]
        let arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard arguments.count == 2, arguments[0].hasPrefix("#"),
              case .success(let parsed) = CSSColorParser.parse(arguments[0]),
              case .success(let q) = UnitString.quantity(arguments[1]), q.unit.isEmpty || q.unit == "%" else { return nil }
        let alpha = q.unit == "%" ? q.number.double / 100 : q.number.double
        var color = parsed.color
        color.alpha = min(max(alpha, 0), 1)
        return color
    }
}
