/// What each dialect's type names become in DTCG 2025.10, and how their string and number values
/// are read. One table per dialect; templates/README.md and the design notes quote them.
///
/// Targets beyond the 13 DTCG types: `boolean` and `string` become Swift `Bool` and `String`
/// constants (per mode like any other token). A type with no counterpart (`composition`) is
/// `.unsupported`: its tokens are skipped with one warning per type.
struct DialectType: Hashable, Sendable {
    enum Target: Hashable, Sendable {
        case dtcg(TokenType)
        case boolean
        case string
        /// Skipped, with the reason the warning gives.
        case unsupported(String)
    }

    /// How a value written as a string (or a plain number) is read for this type.
    enum ValueRule: Hashable, Sendable {
        /// As the target type's DTCG form, plus its draft string forms (`"#fff"`, `"16px"`, `"200ms"`, weight names).
        case standard
        /// A dimension whose plain numbers have a unit by default (Tokens Studio and Figma: px;
        /// Style Dictionary's `size`: rem).
        case dimension(unitless: UnitString.UnitlessDimension)
        /// A duration whose plain numbers are milliseconds (Style Dictionary's `time`).
        case durationInMilliseconds
        /// A number that may be a percentage (`"50%"` → 0.5): Tokens Studio opacity.
        case fraction
        /// Tokens Studio line heights: `"150%"` is the multiplier 1.5 (a number token); px or a plain
        /// number is a height in pixels (a dimension token); `"AUTO"` is the font's own.
        case lineHeight
        /// Tokens Studio letter spacing: `"-2%"` is a fraction of the font size (a number token,
        /// −0.02 em; inside a typography, points at its font size); px or a plain number is a dimension.
        case letterSpacing
        /// A Figma number variable: a dimension in points when every scope is a size (corner radius,
        /// gap, width/height, font size, stroke…), a font weight when it is scoped to font weight only,
        /// a number otherwise.
        case figmaNumber
        /// A Figma number variable scoped to opacity only: Figma's opacity is a percentage (0–100), so 50 is 0.5.
        case figmaOpacity
        /// A Figma string variable: a font family when scoped to font family only, a font weight
        /// when scoped to font style and naming a weight, a string otherwise.
        case figmaString
    }

    var target: Target
    var rule: ValueRule

    init(_ target: Target, _ rule: ValueRule = .standard) {
        self.target = target
        self.rule = rule
    }

    static func dtcg(_ type: TokenType, _ rule: ValueRule = .standard) -> DialectType { DialectType(.dtcg(type), rule) }
}

enum DialectTypeMapping {
    /// The type a dialect's type name becomes; nil for a name the dialect does not define (an unknown
    /// custom type: one warning per type naming the tokens' count and first location, tokens skipped).
    static func type(named name: String, in dialect: TokenDialect) -> DialectType? {
        table(for: dialect).first { $0.name == name }?.type ?? (dialect == .theo ? DialectType(.string) : nil)
    }

    /// A type name the file's own format does not define, read in compatible mode: the type Style
    /// Dictionary, Tokens Studio or Figma means by it (`fontSize` → dimension, `string`, `boolean`), its
    /// value rule kept only where it does not depend on that format (plain numbers still need a unit).
    /// Nil for a name none defines, and for Tokens Studio's catch-all `other`, which says nothing of the
    /// value: such tokens take the type of their value (`CustomTypeTally.read`).
    ///
    /// A name no format spells so is compared across naming styles (`font-family`, `font_family`,
    /// `FONT_FAMILY`, `boxShadow` / `box-shadow`): case, hyphens, underscores and spaces set aside.
    static func otherFormatType(named name: String) -> (type: TokenType, rule: DialectType.ValueRule)? {
        guard folded(name) != "other" else { return nil }
        let tables = [styleDictionary, tokensStudio, figma]
        if let found = otherFormatType(in: tables, where: { $0 == name }) { return found }
        let key = folded(name)
        return otherFormatType(in: [dtcg] + tables, where: { folded($0) == key })
    }

    /// `name` without case, hyphens, underscores or spaces: how naming styles of one type name compare.
    static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    private static func otherFormatType(in tables: [[(name: String, type: DialectType)]], where matches: (String) -> Bool) -> (type: TokenType, rule: DialectType.ValueRule)? {
        for table in tables {
            guard let found = table.first(where: { matches($0.name) })?.type else { continue }
            switch found.target {
            case .dtcg(let t):
                switch found.rule {
                case .durationInMilliseconds, .fraction, .lineHeight: return (t, found.rule)
                default: return (t, .standard)
                }
            case .boolean: return (.boolean, .standard)
            case .string: return (.string, .standard)
            case .unsupported: return nil
            }
        }
        return nil
    }

    /// The whole table, in the order the documentation lists it.
    static func table(for dialect: TokenDialect) -> [(name: String, type: DialectType)] {
        switch dialect {
        case .dtcg2025: dtcg
        case .dtcgDraft: dtcg
        case .figma: figma
        case .tokensStudio: tokensStudio
        case .styleDictionary: styleDictionary
        case .theo: theo
        case .spectrum: spectrum
        }
    }

    private static let dtcg: [(name: String, type: DialectType)] = TokenType.standard.map { ($0.rawValue, .dtcg($0)) }

    /// figma/variables-github-action-example's four `$type`s (Figma's resolved types), plus the DTCG
    /// ones Figma's native export writes for variables it knows more about.
    private static let figma: [(name: String, type: DialectType)] = [
        ("color", .dtcg(.color)),
        ("number", DialectType(.dtcg(.number), .figmaNumber)),
        ("string", DialectType(.string, .figmaString)),
        ("boolean", DialectType(.boolean)),
    ] + [TokenType.dimension, .fontFamily, .fontWeight, .duration].map { ($0.rawValue, .dtcg($0, $0 == .dimension ? .dimension(unitless: .px) : .standard)) }

    /// Tokens Studio's `TokenTypes` (tokens-studio/types), aligned as `@tokens-studio/sd-transforms`
    /// aligns them (`typesMap`: fontFamilies → fontFamily, boxShadow → shadow, spacing/sizing/
    /// borderRadius → dimension, text → content) and read as its transforms read them.
    private static let tokensStudio: [(name: String, type: DialectType)] = [
        ("color", .dtcg(.color)),
        ("dimension", .dtcg(.dimension, .dimension(unitless: .px))),
        ("sizing", .dtcg(.dimension, .dimension(unitless: .px))),
        ("spacing", .dtcg(.dimension, .dimension(unitless: .px))),
        ("borderRadius", .dtcg(.dimension, .dimension(unitless: .px))),
        ("borderWidth", .dtcg(.dimension, .dimension(unitless: .px))),
        ("fontSizes", .dtcg(.dimension, .dimension(unitless: .px))),
        ("paragraphSpacing", .dtcg(.dimension, .dimension(unitless: .px))),
        ("paragraphIndent", .dtcg(.dimension, .dimension(unitless: .px))),
        ("letterSpacing", .dtcg(.dimension, .letterSpacing)),
        ("lineHeights", .dtcg(.number, .lineHeight)),
        // The singular names people write by hand beside the plugin's plurals.
        ("lineHeight", .dtcg(.number, .lineHeight)),
        ("fontSize", .dtcg(.dimension, .dimension(unitless: .px))),
        ("opacity", .dtcg(.number, .fraction)),
        ("number", .dtcg(.number)),
        ("fontFamilies", .dtcg(.fontFamily)),
        ("fontWeights", .dtcg(.fontWeight)),
        ("typography", .dtcg(.typography)),
        ("boxShadow", .dtcg(.shadow)),
        ("border", .dtcg(.border)),
        ("boolean", DialectType(.boolean)),
        ("text", DialectType(.string)),
        ("textCase", DialectType(.string)),
        ("textDecoration", DialectType(.string)),
        // `other` says nothing of its value: compatible mode gives it its value's type (`CustomTypeTally.read`).
        ("other", DialectType(.string)),
        ("asset", DialectType(.string)),
        ("composition", DialectType(.unsupported("composition tokens set several properties of a Figma layer at once; DTCG and Swift have no such value"))),
        // Tokens Studio in W3C mode also writes the DTCG names it shares with the standard.
        ("fontFamily", .dtcg(.fontFamily)),
        ("fontWeight", .dtcg(.fontWeight)),
        ("shadow", .dtcg(.shadow)),
        ("duration", .dtcg(.duration)),
        ("cubicBezier", .dtcg(.cubicBezier)),
        ("gradient", .dtcg(.gradient)),
        ("strokeStyle", .dtcg(.strokeStyle)),
        ("transition", .dtcg(.transition)),
    ]

    /// Style Dictionary 4 matches its transforms on DTCG type names; version 3 and the legacy names
    /// below (from its built-in transforms' categories) are still common.
    private static let styleDictionary: [(name: String, type: DialectType)] = dtcg.map { entry in
        entry.name == "dimension" ? (entry.name, .dtcg(.dimension, .dimension(unitless: .rem))) : entry
    } + [
        ("size", .dtcg(.dimension, .dimension(unitless: .rem))),
        ("sizing", .dtcg(.dimension, .dimension(unitless: .rem))),
        ("spacing", .dtcg(.dimension, .dimension(unitless: .rem))),
        ("fontSize", .dtcg(.dimension, .dimension(unitless: .rem))),
        ("letterSpacing", .dtcg(.dimension, .dimension(unitless: .rem))),
        ("time", .dtcg(.duration, .durationInMilliseconds)),
        ("font", .dtcg(.fontFamily)),
        // CSS line-height: a plain number is the multiplier, "150%" 1.5.
        ("lineHeight", .dtcg(.number, .lineHeight)),
        ("opacity", .dtcg(.number, .fraction)),
        ("boolean", DialectType(.boolean)),
        ("string", DialectType(.string)),
        ("content", DialectType(.string)),
        ("asset", DialectType(.string)),
    ]

    /// Theo's types are labels its transforms match on (`color` for its colour transforms; sizes in px, rem or em
    /// for `relative/pixelValue`); the Salesforce Lightning Design System's files use these. A type Theo does
    /// not interpret is a label for a raw value: a string constant.
    private static let theo: [(name: String, type: DialectType)] = [
        ("color", .dtcg(.color)),
        ("size", .dtcg(.dimension, .dimension(unitless: .px))),
        ("font-size", .dtcg(.dimension, .dimension(unitless: .px))),
        ("number", .dtcg(.number)),
        ("time", .dtcg(.duration, .durationInMilliseconds)),
        ("font", .dtcg(.fontFamily)),
        ("font-family", .dtcg(.fontFamily)),
        ("font-weight", .dtcg(.fontWeight)),
        ("line-height", .dtcg(.number)),
        ("string", DialectType(.string)),
        ("raw", DialectType(.string)),
    ]

    /// Spectrum's token types (the `$schema` files under `schemas/token-types`); sizes are CSS dimensions, opacity
    /// and multipliers plain numbers. Alignment, font style and text transform are CSS keywords: strings.
    private static let spectrum: [(name: String, type: DialectType)] = [
        ("color", .dtcg(.color)),
        ("dimension", .dtcg(.dimension, .dimension(unitless: .px))),
        ("font-size", .dtcg(.dimension, .dimension(unitless: .px))),
        ("opacity", .dtcg(.number, .fraction)),
        ("multiplier", .dtcg(.number)),
        ("gradient-stop", .dtcg(.number)),
        ("angle", .dtcg(.number)),
        ("font-family", .dtcg(.fontFamily)),
        ("font-weight", .dtcg(.fontWeight)),
        ("typography", .dtcg(.typography)),
        ("drop-shadow", .dtcg(.shadow)),
        ("alignment", DialectType(.string)),
        ("font-style", DialectType(.string)),
        ("text-transform", DialectType(.string)),
    ]

    /// Style Dictionary's Category/Type/Item convention: an untyped token's first path segment names
    /// its category, which its built-in transforms match on (`attributes.category === 'size'`):
    /// `color` colours, `size` dimensions whose plain numbers are rem (`size/remToPt`), `time`
    /// durations in milliseconds (`time/seconds`), `content` and `asset` strings.
    ///
    /// Legacy sets also use `sizing` and `spacing` categories, which no built-in transform touches, so a
    /// plain number there reaches a platform unchanged: pixels (points on iOS). The `font` category is
    /// typed by its CTI type, the next segment: `family` font families, `weight` font weights, `size`
    /// dimensions (plain numbers in pixels, as CSS font sizes are written); any other a font family.
    static func styleDictionaryCategory(_ category: String) -> DialectType? { styleDictionaryCategory([category]) }

    static func styleDictionaryCategory(_ path: [String]) -> DialectType? {
        guard let category = path.first else { return nil }
        switch category {
        case "color": return .dtcg(.color)
        case "size": return .dtcg(.dimension, .dimension(unitless: .rem))
        case "sizing", "spacing": return .dtcg(.dimension, .dimension(unitless: .px))
        case "time": return .dtcg(.duration, .durationInMilliseconds)
        case "font":
            switch path.count > 2 ? path[1] : "" {
            case "weight", "weights": return .dtcg(.fontWeight)
            case "size", "sizes": return .dtcg(.dimension, .dimension(unitless: .px))
            default: return .dtcg(.fontFamily)
            }
        case "content", "asset": return DialectType(.string)
        default: return nil
        }
    }

    /// Whether `path`'s CTI type is the `font` category's guess (a family) rather than its `weight` or `size` item.
    static func isFontCategoryGuess(_ path: [String]) -> Bool {
        path.first == "font" && !(path.count > 2 && ["weight", "weights", "size", "sizes"].contains(path[1]))
    }

    /// Tokens Studio's type names that real sets also use as group names for tokens left untyped (an export without
    /// types: `options.lineHeights.100 = "40%"`): the nearest enclosing group so named gives such a token its type.
    /// Only where the value is plain text or a number (a colour in an `opacity` group keeps its own type).
    static func typeNamedByGroup(_ path: [String], value: JSONValue) -> DialectType? {
        guard path.count > 1, let name = path.dropLast().last(where: { groupTypeNames.contains($0) }) else { return nil }
        switch ValueTypeInference.type(of: value) {
        case nil, .string?, .number?, .dimension?, .fontFamily?, .fontWeight?: return type(named: name, in: .tokensStudio)
        default: return nil
        }
    }

    private static let groupTypeNames: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "paragraphSpacing", "paragraphIndent",
        "letterSpacing", "lineHeights", "opacity", "fontFamilies", "fontWeights",
    ]

    /// An untyped Style Dictionary token outside the CTI categories whose value has no clearer type
    /// (`ValueTypeInference`, which the resolver applies) takes the kind of its JSON value: a number is a
    /// number, a boolean a boolean, anything else a string (one warning per file says so).
    static func styleDictionaryFallback(for value: JSONValue) -> DialectType {
        switch value.kind {
        case .number: .dtcg(.number)
        case .bool: DialectType(.boolean)
        default: DialectType(.string)
        }
    }

    /// What a Figma `number` variable becomes from its scopes, or its name when every scope is open (`FigmaTokenKind`'s rule, shared with
    /// `import figma-variables` and drift).
    static func figmaNumber(scopes: [String], path: [String] = []) -> DialectType {
        let set = Set(scopes)
        if !set.isEmpty, set.isSubset(of: FigmaTokenKind.dimensionScopes) { return .dtcg(.dimension, .dimension(unitless: .px)) }
        if FigmaTokenKind.isOpen(scopes: set), FigmaTokenKind.namesALength(path) { return .dtcg(.dimension, .dimension(unitless: .px)) }
        if set == ["FONT_WEIGHT"] { return .dtcg(.fontWeight) }
        if set == ["OPACITY"] { return .dtcg(.number, .figmaOpacity) }
        return .dtcg(.number)
    }

    /// What a Figma `string` variable becomes from its scopes and value.
    static func figmaString(scopes: [String], value: String?) -> DialectType {
        let set = Set(scopes)
        if set == ["FONT_FAMILY"] { return .dtcg(.fontFamily) }
        if set == ["FONT_STYLE"], let value, FontWeightName.parse(value) != nil { return .dtcg(.fontWeight) }
        return DialectType(.string)
    }
}
