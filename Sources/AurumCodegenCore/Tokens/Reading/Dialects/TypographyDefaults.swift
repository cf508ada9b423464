/// What a typography member that a legacy file leaves out becomes. DTCG 2025.10 requires all five;
/// DTCG drafts, Tokens Studio and Style Dictionary files often omit some (the DTCG playground's own
/// examples leave out `letterSpacing`). Each default is the CSS initial value of the property, so
/// the text looks as it does where these files came from, and each is expressible in DTCG 2025.10,
/// so `migrate` writes it explicitly and generating from the migrated files gives the same Swift.
///
/// | member | default | Swift |
/// | --- | --- | --- |
/// | `fontFamily` | `"system-ui"` (CSS generic family for the platform's UI font) | the system font |
/// | `fontSize` | `1rem` (CSS `medium`) | `tokens.remBase` points (16 unless configured) |
/// | `fontWeight` | `400` (CSS `normal`) | `.regular` |
/// | `letterSpacing` | `0px` (CSS `normal`: no extra tracking) | `0` |
/// | `lineHeight` | `1.2` (CSS `normal`, for which CSS suggests 1.0–1.2) | `1.2` × the font size |
///
/// Each defaulted member is counted in the compatible-mode summary, and strict mode rejects it. The
/// same defaults apply to a DTCG 2025.10 file read in compatible mode, where members DTCG does not name
/// (`fontVariationSettings`, `textTransform`) are counted and left out, a letter spacing in em is that
/// fraction of the font size, and a line height written as a dimension is divided by the font size (em
/// is the multiplier itself; a missing font size is its default, so px and rem always have a divisor).
enum TypographyDefaults {
    static let members = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    static let fontFamily = FontFamilyValue(names: ["system-ui"])
    static let fontSize = DimensionValue(value: JSONNumber(text: "1", double: 1), unit: .rem)
    static let fontWeight = FontWeightValue(value: JSONNumber(text: "400", double: 400))
    static let letterSpacing = DimensionValue(value: JSONNumber(text: "0", double: 0), unit: .px)
    static let lineHeight = JSONNumber(text: "1.2", double: 1.2)

    /// The default of `member` as the value the typography reader would have read.
    static func value(for member: String) -> TokenValue? {
        switch member {
        case "fontFamily": .fontFamily(fontFamily)
        case "fontSize": .dimension(fontSize)
        case "fontWeight": .fontWeight(fontWeight)
        case "letterSpacing": .dimension(letterSpacing)
        case "lineHeight": .number(lineHeight)
        default: nil
        }
    }

    /// The members `object` lacks, in DTCG order.
    static func missingMembers(of object: JSONObject) -> [String] {
        members.filter { object.member($0) == nil }
    }

    /// Whether a typography in a DTCG 2025.10 file needs the compatible reader (`dialectTypography`): a
    /// member missing or unknown, a letter spacing in em or %, a line height written as a dimension. A
    /// valid one keeps the exact reader.
    static func needsCompatibleReading(_ object: JSONObject) -> Bool {
        guard object.members.count == members.count else { return true }
        for member in object {
            switch member.key {
            case "fontFamily", "fontSize", "fontWeight":
                continue
            case "letterSpacing":
                if let unit = member.value.object?["unit"]?.string, unit != "px", unit != "rem" { return true }
                if isLiteralString(member.value) { return true }
            case "lineHeight":
                if member.value.object != nil, TokenPath.refObject(member.value) == nil { return true }
                // A string: a literal, or an alias whose target may be a height (a dimension, divided by the font size).
                if member.value.string != nil { return true }
            default:
                return true
            }
        }
        return false
    }

    private static func isLiteralString(_ value: JSONValue) -> Bool {
        guard let s = value.string else { return false }
        if case .alias = TokenPath.curly(s) { return false }
        return true
    }

    /// DTCG's name for a typography member spelled otherwise: the CSS property names Style Dictionary sets use
    /// (`TypographyPropertyNames`: `font-size`, `line_height`, and Tokens Studio's type names `fontFamilies`,
    /// `lineHeights`, which files exported by hand use as member names), and a bare `size`.
    static func memberName(forSpelling key: String) -> String? {
        switch TypographyPropertyNames.property(named: key) {
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .fontSize: "fontSize"
        case .lineHeight: "lineHeight"
        case .letterSpacing: "letterSpacing"
        case .text, nil: ["size", "sizes"].contains(DialectTypeMapping.folded(key)) ? "fontSize" : nil
        }
    }

    /// `object` with members spelled otherwise (`memberName(forSpelling:)`) under DTCG's names, unless DTCG's own name is
    /// also there; nil when nothing was renamed.
    static func membersUnderDTCGNames(_ object: JSONObject) -> JSONObject? {
        var renamed = false
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.members.count)
        for member in object {
            // The first of two spellings of one member wins (`fontSizes` beside `font-size`).
            if !Self.members.contains(member.key), let name = memberName(forSpelling: member.key), object.member(name) == nil,
               !members.contains(where: { $0.key == name }) {
                members.append(.init(key: name, keyPosition: member.keyPosition, value: member.value))
                renamed = true
            } else {
                members.append(member)
            }
        }
        return renamed ? JSONObject(members) : nil
    }

    /// Tokens Studio typography members DTCG has no place for: kept in `$extensions` by `migrate`,
    /// not generated.
    static let tokensStudioExtraMembers = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// A line height written as a plain number (`1.5`, `"24"`) is the multiplier DTCG means below this,
    /// and a height in pixels from it on: no text is set at four times its size, while Figma and Tokens
    /// Studio write line heights in pixels (`24`) and CSS, DTCG and Style Dictionary as multipliers (`1.5`).
    static let smallestPixelLineHeight = 4.0

    /// Whether the unitless line height `n` is in pixels (else a multiplier).
    static func unitlessLineHeightIsPixels(_ n: JSONNumber) -> Bool { n.double >= smallestPixelLineHeight }

    /// A line height in pixels as DTCG's multiplier of the font size (Tokens Studio writes
    /// `"lineHeight": "24"` for 24 px), computed in decimal when both are decimal numbers.
    static func lineHeightMultiplier(pixels: JSONNumber, fontSizePixels: JSONNumber) -> JSONNumber? {
        guard fontSizePixels.double != 0 else { return nil }
        let q = MathFunctions.roundTo(pixels.double / fontSizePixels.double, 6)
        return JSONNumber(q)
    }

    /// A letter spacing written as a fraction of the font size (`"-2%"` → −0.02) in pixels at
    /// `fontSizePixels`, as Tokens Studio applies it in Figma.
    static func letterSpacingPixels(fraction: JSONNumber, fontSizePixels: JSONNumber) -> JSONNumber {
        JSONNumber(MathFunctions.roundTo(fraction.double * fontSizePixels.double, 6))
    }
}
