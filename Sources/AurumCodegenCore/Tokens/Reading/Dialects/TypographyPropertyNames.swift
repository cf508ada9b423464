/// Style Dictionary sets often leave typography tokens untyped and name them after the CSS property they
/// set (`typography.headline.font-weight`, `font.line-height.wide`, `font-family.sans`). Such a token takes the
/// property's type when its value reads as one: the token's own key decides first, then its group's. Names
/// compare without case, `-`, `_` or spaces. Text-only properties (`font-feature-settings`, `text-transform`)
/// are `String`s even when their text looks like a font stack.
enum TypographyPropertyNames {
    enum Property { case fontFamily, fontWeight, fontSize, lineHeight, letterSpacing, text }

    static func property(named name: String) -> Property? {
        switch DialectTypeMapping.folded(name) {
        case "fontfamily", "fontfamilies", "family", "families": .fontFamily
        case "fontweight", "fontweights", "weight", "weights": .fontWeight
        case "fontsize", "fontsizes": .fontSize
        case "lineheight", "lineheights", "leading": .lineHeight
        case "letterspacing", "letterspacings", "tracking": .letterSpacing
        case "fontfeaturesettings", "fontvariationsettings", "fontvariant", "fontstyle", "texttransform", "textdecoration", "textcase":
            .text
        default: nil
        }
    }

    /// The type `path`'s last two segments name, if its value reads as that type; nil otherwise (the caller's
    /// other rules apply).
    static func type(path: [String], value: JSONValue) -> DialectType? {
        for name in path.suffix(2).reversed() {
            guard let property = property(named: name) else { continue }
            return type(property, value: value)
        }
        return nil
    }

    static func type(_ property: Property, value: JSONValue) -> DialectType? {
        let quantity: (number: Double, unit: String)? = {
            if let n = value.number { return (n.double, "") }
            guard let s = value.string, case .success(let q) = UnitString.quantity(s) else { return nil }
            return (q.number.double, q.unit.lowercased())
        }()
        switch property {
        case .text:
            return DialectType(.string)
        case .fontFamily:
            guard let s = value.string, quantity == nil, !s.isEmpty else { return nil }
            return .dtcg(.fontFamily)
        case .fontWeight:
            if let q = quantity { return q.unit.isEmpty && (1...1000).contains(q.number) ? .dtcg(.fontWeight) : nil }
            guard let s = value.string, FontWeightName.parse(s) != nil else { return nil }
            return .dtcg(.fontWeight)
        case .fontSize:
            guard let q = quantity, ["", "px", "rem"].contains(q.unit) else { return nil }
            return .dtcg(.dimension, .dimension(unitless: .px))
        case .lineHeight:
            guard let q = quantity, ["", "px", "rem", "%"].contains(q.unit) else { return nil }
            return .dtcg(.number, .lineHeight)
        case .letterSpacing:
            guard let q = quantity, ["", "px", "rem", "%", "em"].contains(q.unit) else { return nil }
            return .dtcg(.dimension, .letterSpacing)
        }
    }
}
