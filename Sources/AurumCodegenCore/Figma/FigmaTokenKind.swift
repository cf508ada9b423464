import Foundation

/// What a Figma variable becomes in DTCG. Figma has four variable types; DTCG has more precise
/// ones and none for plain strings or booleans, so the variable's scopes (where Figma lets it be
/// applied) decide.
enum FigmaTokenKind: String, Hashable, Sendable {
    case color
    /// FLOAT scoped only to sizes, spacing, radii, stroke widths or text metrics: pixels.
    case dimension
    case number
    /// FLOAT scoped only to font weight (values 1–1000), or a STRING font style that names a
    /// DTCG weight keyword ("Semi Bold" → `semi-bold`).
    case fontWeight
    /// STRING scoped only to font family.
    case fontFamily
    /// STRING and BOOLEAN variables: DTCG has no such token types, so they are kept as
    /// `com.aurum.figma` extension data on their group.
    case string, boolean

    /// The DTCG `$type`, nil for kinds that are not tokens.
    var dtcgType: String? {
        switch self {
        case .color, .dimension, .number, .fontWeight, .fontFamily: rawValue
        case .string, .boolean: nil
        }
    }

    /// FLOAT scopes that measure distances, which Figma applies in pixels.
    static let dimensionScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
        "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
    ]

    /// A FLOAT of every scope (`ALL_SCOPES`, Figma's default for a new variable, or none listed) says nothing by
    /// its scopes; its name may: the words design tools and CSS use for lengths (`padding/space-4`, `radius-2`,
    /// `borderWidth`, `gap`), compared whole and lowercased, camelCase and separators splitting words. Such a
    /// variable is a length in pixels, as Figma applies it to a layer.
    static let lengthWords: Set<String> = [
        "spacing", "space", "spacer", "padding", "margin", "gap", "gutter", "inset", "offset", "indent",
        "radius", "radii", "rounded", "rounding", "corner", "corners",
        "size", "sizes", "sizing", "width", "height", "breakpoint", "breakpoints", "stroke",
    ]

    /// Whether `scopes` leave a variable's use open (every scope).
    static func isOpen(scopes: some Collection<String>) -> Bool { scopes.isEmpty || scopes.contains("ALL_SCOPES") }

    /// Whether a word of `segments` (a variable's name split at `/` or a token path) is a `lengthWords` word.
    /// Text metrics are not lengths by name: a line height is often a multiplier (1.5), a letter spacing a percentage.
    static func namesALength(_ segments: some Sequence<some StringProtocol>) -> Bool {
        let words = segments.flatMap(NameWords.of)
        for (i, word) in words.enumerated() where lengthWords.contains(word) {
            let before = i > 0 ? words[i - 1] : ""
            if (before == "line" && word == "height") || (before == "letter" && word == "spacing") { return false }
            return true
        }
        return false
    }

    /// DTCG 2025.10 font weight keywords and their numbers.
    static let weightKeywords: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A Figma font style ("Semi Bold", "ExtraBold") as a DTCG weight keyword, if it is one.
    static func weightKeyword(forFontStyle style: String) -> String? {
        var keyword = ""
        for character in style.trimmingCharacters(in: .whitespaces) {
            if character == " " || character == "_" || character == "-" {
                if !keyword.hasSuffix("-") { keyword += "-" }
            } else if character.isUppercase, !keyword.isEmpty, !keyword.hasSuffix("-") {
                keyword += "-" + character.lowercased()
            } else {
                keyword += character.lowercased()
            }
        }
        return weightKeywords[keyword] != nil ? keyword : nil
    }

    /// The kind a variable's own type, scopes and literal values ask for (aliases aside).
    static func natural(for variable: FigmaSnapshot.Variable) -> FigmaTokenKind {
        let scopes = Set(variable.scopes)
        let literals = variable.values.compactMap { value -> FigmaLiteral? in
            if case .literal(let literal) = value.value { literal } else { nil }
        }
        switch variable.type {
        case .color:
            return .color
        case .boolean:
            return .boolean
        case .float:
            if !scopes.isEmpty, scopes.isSubset(of: dimensionScopes) { return .dimension }
            if isOpen(scopes: scopes), namesALength(variable.name.split(separator: "/")) { return .dimension }
            if scopes == ["FONT_WEIGHT"], literals.allSatisfy({ if case .number(let n) = $0 { (1...1000).contains(n) } else { false } }) {
                return .fontWeight
            }
            return .number
        case .string:
            if scopes == ["FONT_FAMILY"] { return .fontFamily }
            if scopes == ["FONT_STYLE"], literals.allSatisfy({ if case .string(let s) = $0 { weightKeyword(forFontStyle: s) != nil } else { false } }) {
                return .fontWeight
            }
            return .string
        }
    }

    /// Whether the variable is scoped to opacity only.
    static func isOpacity(_ variable: FigmaSnapshot.Variable) -> Bool {
        variable.type == .float && variable.scopes == ["OPACITY"]
    }

    /// Whether a file's opacity variables are percentages: Figma's opacity field takes 0–100, while a token (and
    /// SwiftUI's `opacity(_:)`) holds a fraction. Some files already hold fractions, so the data decides: any
    /// value above 1 makes them all percentages (import and reading divide by 100; drift compares at that scale).
    static func opacitiesArePercentages(_ values: some Sequence<Double>) -> Bool {
        values.contains { $0 > 1 }
    }

    static func opacitiesArePercentages(in snapshot: FigmaSnapshot) -> Bool {
        opacitiesArePercentages(snapshot.variables.lazy.filter(isOpacity).flatMap(\.values).compactMap { value -> Double? in
            if case .literal(.number(let n)) = value.value { n } else { nil }
        })
    }

    /// `literal` at the scale a token holds it (an opacity percentage as a fraction), for comparison.
    static func tokenScale(_ literal: FigmaLiteral, of variable: FigmaSnapshot.Variable, opacityPercentages: Bool) -> FigmaLiteral {
        guard opacityPercentages, isOpacity(variable), case .number(let n) = literal else { return literal }
        return .number(n / 100)
    }

    /// True when the variable's scopes leave its kind open (any scope, or none given), so an alias
    /// may decide it.
    static func isOpen(_ variable: FigmaSnapshot.Variable) -> Bool { isOpen(scopes: variable.scopes) }
}
