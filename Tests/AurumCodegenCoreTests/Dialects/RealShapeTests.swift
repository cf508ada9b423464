import Foundation
import Testing
@testable import AurumCodegenCore

/// Shapes real public sets use beyond their formats (issue 27), one small fixture each
/// (Tests/AurumCodegenCoreTests/Fixtures/RealShapes), written from the formats' documentation: compatible
/// mode reads each with one summary warning, the Swift matches the reference (Tests/Reference/RealShapes/<case>)
/// and type-checks.
@Suite struct RealShapeTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var input: String
        /// A summary warning each case must give (a part of its message); nil: the case gives no warning at all.
        var warning: String?
        /// Lines the generated Swift must hold.
        var swift: [String]
        var description: String { name }
    }

    static let folder = "Tests/AurumCodegenCoreTests/Fixtures/RealShapes/"

    static let cases: [Case] = [
        // Four files named after their modes: two collections by their variable ids; Light (the default beside Dark)
        // lacks color.border, which takes Dark's value.
        Case(name: "FigmaVariableIds", input: "figma-variable-ids",
             warning: "1 variable of collection \"Dark/Light\" is missing from mode \"Light\" (first: color.border); it takes its value in mode \"Dark\"",
             swift: ["static var border: LumenColor {", "static var surface: LumenModal<LumenColor> {", "static var gap: LumenModal<LumenDimension> {"]),
        // Two mode files named after their modes; radius.pill is only in Sharp, not in the default mode Round.
        Case(name: "FigmaDefaultModeGaps", input: "figma-default-mode-gaps",
             warning: "1 variable of collection \"figma-default-mode-gaps\" is missing from mode \"Round\" (first: radius.pill); it takes its value in mode \"Sharp\"",
             swift: ["static var pill: LumenDimension { LumenDimension(points: 999) }", "static var small: LumenModal<LumenDimension> {"]),
        Case(name: "ValueModes", input: "value-modes/tokens.json",
             warning: "3 values are objects of modes ({\"light\": …, \"dark\": …}), read as one modifier",
             swift: ["static var opacity: LumenModal<Double> { LumenModal<Double>(light: 0.12, dark: 0.4) }"]),
        // fontFamily arrays holding references to fontFamily tokens: flattened in order, repeats after the first left out.
        Case(name: "FontFamilyReferences", input: "font-family-references/tokens.json",
             warning: "3 font family lists hold references to font family tokens, each replaced by its target's names",
             swift: ["static var body: LumenFontFamily { LumenFontFamily(names: [\"SF Pro Text\", \"-apple-system\", \"Helvetica Neue\", \"Arial\", \"sans-serif\"]) }",
                     "static var display: LumenFontFamily { LumenFontFamily(names: [\"Lumen Display\", \"SF Pro Text\", \"-apple-system\", \"Helvetica Neue\", \"Arial\", \"sans-serif\"]) }",
                     "static var reading: LumenFontFamily { LumenFontFamily(names: [\"Georgia\", \"serif\"]) }",
                     "fontFamily: LumenFontFamily(names: [\"SF Pro Text\", \"-apple-system\", \"Helvetica Neue\", \"Arial\", \"sans-serif\"])"]),
        // The same in a value/type file, one target varying by mode: the list varies with it.
        Case(name: "FontFamilyReferencesLegacy", input: "font-family-references/legacy.json",
             warning: "1 font family list holds references to font family tokens, each replaced by its target's names",
             swift: ["static var heading: LumenModal<LumenFontFamily> {",
                     "compact: LumenFontFamily(names: [\"Lumen Sans\", \"Helvetica Neue\", \"sans-serif\"])",
                     "regular: LumenFontFamily(names: [\"Lumen Sans Display\", \"Lumen Sans\", \"Helvetica Neue\", \"sans-serif\"])"]),
        // "$modes" beside "$value": one modifier `mode`, $value where a mode is not listed, a mode value may be a reference.
        // Hex strings make this file a DTCG draft; objects.tokens.json is read as 2025.10.
        Case(name: "ModesBesideValue", input: "modes-beside-value/tokens.json",
             warning: "3 tokens give values per mode in \"$modes\" beside $value, read as one modifier whose contexts are the modes",
             swift: ["static var background: LumenModal<LumenColor> {", "contrast: LumenColor(red: 0.07059, green: 0.08627, blue: 0.09804",
                     "static var borderWidth: LumenModal<LumenDimension> {", "subtle: LumenDimension(points: 1),", "contrast: LumenDimension(points: 2)"]),
        Case(name: "ModesBesideValueDTCG", input: "modes-beside-value/objects.tokens.json",
             warning: "2 tokens give values per mode in \"$modes\" beside $value, read as one modifier whose contexts are the modes",
             swift: ["static var focus: LumenModal<LumenColor> {", "dark: LumenColor(red: 1, green: 1, blue: 1, opacity: 1",
                     "reduced: LumenDuration(seconds: 0)", "light: LumenDuration(seconds: 0.15),"]),
        // "unit" beside a string holding only a number: in a draft (hex colours) and in a 2025.10 file, the type own or a group's.
        Case(name: "UnitBesideString", input: "unit-beside-string/tokens.json",
             warning: "4 dimensions or durations give their unit in a \"unit\" key beside a plain number (or a string holding one)",
             swift: ["static var hairline: LumenDimension { LumenDimension(points: 1) }", "static var gutter: LumenDimension { LumenDimension(points: 24) }",
                     "static var card: LumenDimension { LumenDimension(points: 12) }", "static var fade: LumenDuration { LumenDuration(seconds: 0.25) }"]),
        Case(name: "UnitBesideStringDTCG", input: "unit-beside-string/dtcg.tokens.json",
             warning: "3 dimensions or durations give their unit in a \"unit\" key beside a plain number (or a string holding one)",
             swift: ["static var hairline: LumenDimension { LumenDimension(points: 1) }", "static var gutter: LumenDimension { LumenDimension(points: 24) }",
                     "static var fade: LumenDuration { LumenDuration(seconds: 0.12) }"]),
        Case(name: "LineHeights", input: "line-heights/tokens.json",
             warning: "1 line height is a plain number of 4 or more, read as pixels",
             // 1.5 is the multiplier; 40 px over 32 px is 1.25; "16" px over 12 px is 1.333333.
             swift: ["lineHeight: 1.5\n", "lineHeight: 1.25\n", "lineHeight: 1.333333\n"]),
        Case(name: "StyleDictionaryCategories", input: "style-dictionary-categories/tokens.json",
             warning: "8 tokens take their type from their CTI category",
             swift: ["static var small: LumenDimension { LumenDimension(points: 8) }",
                     "static var icon: LumenDimension { LumenDimension(points: 24) }",
                     // `size` keeps Style Dictionary's rem (size/remToPt): 0.25 rem is 4 pt.
                     "static var radius: LumenDimension { LumenDimension(points: 4) }",
                     "static var sizeBody: LumenDimension { LumenDimension(points: 16) }",
                     "static var weightBold: LumenFontWeight { LumenFontWeight(value: 700) }",
                     "static var weightRegular: LumenFontWeight { LumenFontWeight(value: 400) }"]),
        Case(name: "FontWeightNames", input: "font-weight-names/tokens.json",
             warning: "6 font weights are names DTCG 2025.10 does not define",
             swift: ["static var demi: LumenFontWeight { LumenFontWeight(value: 600) }",
                     "static var demiBold: LumenFontWeight { LumenFontWeight(value: 600) }",
                     "static var semi: LumenFontWeight { LumenFontWeight(value: 600) }",
                     "static var semiBold: LumenFontWeight { LumenFontWeight(value: 600) }",
                     "static var roman: LumenFontWeight { LumenFontWeight(value: 400) }",
                     "static var book: LumenFontWeight { LumenFontWeight(value: 400) }"]),
        Case(name: "FigmaBooleans", input: "figma-booleans",
             warning: "2 tokens are booleans",
             swift: ["static var newCheckout: Bool { true }", "static var legacyHeader: Bool { false }"]),
        Case(name: "EmptyShadows", input: "empty-shadows/tokens.json",
             warning: "2 shadows are empty ([] or \"none\"), read as shadows with no layers",
             swift: ["static var flat: LumenShadow { LumenShadow(layers: []) }", "static var none: LumenShadow { LumenShadow(layers: []) }"]),
        Case(name: "ContextKeywords", input: "context-keywords/tokens.json",
             warning: "2 dimensions are percentages, auto or viewport lengths (100vw, or CSS math",
             swift: ["static var full: String { \"100%\" }", "static var auto: String { \"auto\" }",
                     "static var text: String { \"CanvasText\" }", "static var inherit: String { \"currentColor\" }",
                     "static var clear: LumenColor { LumenColor(red: 0, green: 0, blue: 0, opacity: 0"]),
        // Lists of named tokens ({name, tokens: [{name, id, value, type, group}]}, and a root array): grouped by the
        // list's name and each element's group, a repeated name told apart by its id, types read with their values.
        Case(name: "TokenLists", input: "token-lists",
             warning: "5 tokens are elements of a list, grouped by the list's name and each element's group",
             swift: ["static var blue100: LumenColor {", "static var blue: LumenColor {", "static var lmColorBlueLegacy: LumenColor {",
                     "/// The blue before the 2024 palette.", "static var focus: LumenColor { LumenColor(red: 0.91765, green: 0.96471",
                     "static var title1FontSize: LumenDimension { LumenDimension(points: 28) }",
                     "static var title1LineHeight: LumenDimension { LumenDimension(points: 32) }",
                     "static var bodyWeight: LumenFontWeight { LumenFontWeight(value: 400) }",
                     "static var space1: LumenDimension { LumenDimension(points: 4) }", "static var shadowCard: LumenShadow {"]),
        // Values keyed by platform: the Apple value is read; a token with web values only is left out.
        Case(name: "PlatformValues", input: "platform-values/tokens.json",
             warning: "2 tokens have values only for other platforms (web, android, …) and are left out",
             swift: ["static var tapTarget: LumenDimension { LumenDimension(points: 44) }",
                     "static var gutter: LumenDimension { LumenDimension(points: 16) }"]),
        // Figma collections whose names start with a digit ("02 Padding"): the context enum and its property differ.
        Case(name: "DigitLedCollections", input: "digit-led-collections",
             warning: "4 Figma number variables are read as dimensions in px from their scopes (or, open to every scope, from names of lengths",
             swift: ["enum _02PaddingMode: Int", "var _02Padding: _02PaddingMode", "enum _03RatioMode: Int"]),
        // The Figma Design Tokens plugin's export: Style Dictionary's shape, but its plain numbers are Figma pixels.
        Case(name: "DesignTokensPlugin", input: "design-tokens-plugin/tokens.json",
             warning: "1 token has the type \"custom-fontStyle\", which DTCG 2025.10 does not define; read as typography from its value",
             swift: ["static var fontDisplay: LumenDimension { LumenDimension(points: 44) }",
                     "static var radiusCard: LumenDimension { LumenDimension(points: 12) }",
                     "fontSize: LumenDimension(points: 44)", "lineHeight: 1.5\n",
                     // custom-shadow: `radius` is the blur, `shadowType` the inset; a null description is none.
                     "offsetY: LumenDimension(points: 8),\n                blur: LumenDimension(points: 40),"]),
        // Tokens Studio's `other` takes its value's type; its cubic Bézier objects are read as DTCG's arrays.
        Case(name: "TokensStudioOther", input: "tokens-studio-other/tokens.json",
             warning: "4 tokens have the type \"other\", which DTCG 2025.10 does not define; read as cubicBezier from its value (1), as number from its value (1), as dimension from its value (1), as string from its value (1)",
             swift: ["LumenCubicBezier(x1: 0.8, y1: 0, x2: 0.2, y2: 1)", "LumenCubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)",
                     "static var alpha: Double { 0.3 }", "static var gap: LumenDimension { LumenDimension(points: 4) }",
                     "static var label: String { \"Sign in\" }"]),
        // Math in tokens of a custom type or none has the type of what it computes; an alias of a computed number is
        // its plain text in further math (`2.718 ^ (… {fontSize.md})`); a border of a colour alone is Figma's new stroke.
        Case(name: "TokensStudioComputed", input: "tokens-studio-computed/tokens.json",
             warning: "3 tokens have the type \"typeScale\", which DTCG 2025.10 does not define; read as number from their values (2), as the type of what its math computes (1)",
             swift: ["static var stepMinus1: Double { 16 }", "static var stepMinus2: Double { 18 }",
                     "static var lg: LumenDimension { LumenDimension(points: 18) }", "static var md: LumenDimension { LumenDimension(points: -0.1753) }",
                     "width: LumenDimension(points: 1),\n            style: LumenStrokeStyle.solid"]),
        // Tokens Studio's first reference syntax ($a.b), and math on tokens written without a unit (substituted as text).
        Case(name: "TokensStudioLegacy", input: "tokens-studio-legacy/tokens.json",
             warning: "4 references use Tokens Studio's first syntax ($a.b for {a.b})",
             swift: ["static var sm: LumenDimension { LumenDimension(points: 8) }", "static var lg: LumenDimension { LumenDimension(points: 16) }",
                     "fontSize: LumenDimension(points: 8)", "fontWeight: LumenFontWeight(value: 700)", "lineHeight: 3\n"]),
        // A key-value file: bare values beside (or instead of) $value tokens are tokens of their values' types.
        Case(name: "BareValues", input: "bare-values/tokens.json",
             warning: "4 tokens are bare values (\"name\": \"#454545\") with no $value, read as tokens of the type their values have",
             swift: ["static var textDark: LumenColor { LumenColor(red: 0.27059", "static var gutter: LumenDimension { LumenDimension(points: 16) }",
                     "static var columns: Double { 12 }", "static var card: LumenDimension { LumenDimension(points: 8) }"]),
        // CSS custom properties as values: references to the tokens whose paths their names spell, after a build prefix.
        Case(name: "CSSVariables", input: "css-variables/tokens.json",
             warning: "4 values are CSS variables (var(--name)), read as references to the tokens their names spell",
             swift: ["static var foreground: LumenColor { LumenColor(red: 0.03922, green: 0.03922, blue: 0.03922",
                     "static var surface: LumenColor { LumenColor(red: 0.04706, green: 0.33725, blue: 0.91373",
                     "static var padding: LumenDimension { LumenDimension(points: 4) }",
                     // No token spells the name: the fallback; untyped: the CSS text.
                     "static var danger: LumenColor { LumenColor(red: 1, green: 0, blue: 0",
                     "static var shadowCss: String { \"var(--elevation-1)\" }"]),
        // Untyped text around references: a box-shadow shorthand of references, and a list of whole shadow tokens.
        Case(name: "ReferenceShorthands", input: "reference-shorthands/tokens.json",
             warning: "3 tokens have no type and take it from their JSON value (3 shadow)",
             swift: ["static var lowBoxShadow: LumenShadow {", "static var low: LumenShadow {",
                     "offsetY: LumenDimension(points: 1),\n                blur: LumenDimension(points: 1),"]),
        // Style Dictionary's rem for plain numbers, except in groups whose numbers are a pixel scale (whole, reaching 8).
        Case(name: "PixelScale", input: "pixel-scale/tokens.json",
             warning: "5 dimensions are plain numbers of a pixel scale (whole numbers reaching 100, running from below 8 to 8 or more, or font sizes of 8 or more, in their group or elsewhere in their root category), read as px",
             swift: ["static var spacing44: LumenDimension { LumenDimension(points: 44) }", "static var button: LumenDimension { LumenDimension(points: 44) }",
                     "static var small: LumenDimension { LumenDimension(points: 480) }", "static var large: LumenDimension { LumenDimension(points: 1440) }",
                     // A rem scale (fractions) and a small one (1, 2) keep Style Dictionary's rem.
                     "static var fontSmall: LumenDimension { LumenDimension(points: 12) }", "static var iconMd: LumenDimension { LumenDimension(points: 32) }"]),
        // A number typed `number` written "15%": its text, which a reference puts inside hsl().
        Case(name: "PercentNumbers", input: "percent-numbers/tokens.json",
             warning: "1 number is a percentage such as \"15%\", which no DTCG number holds; it becomes a String constant",
             swift: ["static var s700: String { \"15%\" }", "static var primary: LumenColor { LumenColor(red: 0.425, green: 0.5, blue: 0.575, opacity: 1"]),
        // `$a.b.value` (the first syntax over a property path) inside math; `$a.b` in a Style Dictionary file, "$5 off" kept.
        Case(name: "DollarValueReferences", input: "dollar-references/tokens.json",
             warning: "1 reference uses Tokens Studio's first syntax ($a.b); DTCG 2025.10 writes {a.b}",
             swift: ["static var fontSize: LumenDimension { LumenDimension(points: 27) }"]),
        Case(name: "DollarReferencesStyleDictionary", input: "dollar-references/legacy.json",
             warning: "1 reference uses Tokens Studio's first syntax ($a.b); DTCG 2025.10 writes {a.b}",
             swift: ["static var double: LumenDimension { LumenDimension(points: 36) }", "static var price: String { \"$5 off\" }"]),
        // "unit": "%" / "em" beside a number, a plain-number duration, a quoted family name, a weight written "300".
        Case(name: "UnitKeywords", input: "unit-keywords/tokens.json",
             warning: "1 duration is a plain number, read as milliseconds",
             swift: ["static var radiusCircle: String { \"50%\" }", "static var radiusPill: LumenDimension { LumenDimension(points: 32) }",
                     "static var familyBase: LumenFontFamily { LumenFontFamily(names: [\"Source Sans Pro\"]) }",
                     "static var weightLight: LumenFontWeight { LumenFontWeight(value: 300) }",
                     "static var durationSmall: LumenDuration { LumenDuration(seconds: 0.1) }"]),
        // A Theo file with root members its own build reads (the Lightning Design System's auraImports).
        Case(name: "TheoExtraRootMembers", input: "theo-extra-root/tokens.json",
             warning: "\"auraImports\", \"auraExtends\" are not root members Theo reads; ignored",
             swift: ["static var colorBrand: LumenColor { LumenColor(red: 0, green: 0.43922, blue: 0.82353", "static var spacingSmall: LumenDimension { LumenDimension(points: 12) }"]),
        // A key-value file's typography: an object of plain values naming fontFamily and fontSize is that composite.
        Case(name: "BareComposites", input: "bare-composites/tokens.json",
             warning: "3 tokens are bare values (\"name\": \"#454545\") with no $value, read as tokens of the type their values have",
             swift: ["static var typographyBody: LumenTypography {", "fontSize: LumenDimension(points: 12),", "lineHeight: 1.333333\n",
                     "static var family: String { \"Lumen Sans\" }"]),
        // An export without types whose groups are named after Tokens Studio's types; a colour keeps its own type.
        Case(name: "GroupNamedTypes", input: "group-named-types/tokens.json",
             warning: "6 tokens have no type and take it from the Tokens Studio type their group is named after",
             swift: ["static var lineHeightsTight: Double { 1.2 }", "static var opacityMuted: Double { 0.4 }",
                     "static var opacityScrim: LumenColor { LumenColor(red: 0, green: 0, blue: 0, opacity: 1",
                     "static var fontWeightsStrong: LumenFontWeight { LumenFontWeight(value: 600) }",
                     "static var fontFamiliesBody: LumenFontFamily { LumenFontFamily(names: [\"Inter\"]) }",
                     "static var spacingSm: LumenDimension { LumenDimension(points: 8) }"]),
        // A bare-key token named "value" beside other tokens: its parent is a group, not a token (PBGUX's inputField.text).
        Case(name: "TokenNamedValue", input: "token-named-value/tokens.json",
             warning: "2 tokens use value/type instead of $value/$type",
             swift: ["static var textValue: LumenColor { LumenColor(red: 0.10196", "static var textPlaceholder: LumenColor { LumenColor(red: 0.41961"]),
        // A bare-key file nothing decides, beside Tokens Studio files of the same folder: read as Tokens Studio, so its
        // plain-number dimensions are px as its siblings' (Style Dictionary's rem made icon 384 pt).
        Case(name: "TokensStudioSiblings", input: "tokens-studio-siblings", warning: "2 tokens have types outside DTCG 2025.10",
             swift: ["static var icon: LumenDimension { LumenDimension(points: 24) }", "static var avatar: LumenDimension { LumenDimension(points: 40) }"]),
        // A token holding tokens beside its value: a group whose $root is the token (children inherit its type).
        Case(name: "TokenChildren", input: "token-children/tokens.json",
             warning: "1 token holds tokens beside its value, read as tokens under it (DTCG's $root)",
             swift: ["static var backgroundTint: LumenColor { LumenColor(red: 0.95686", "static var background: LumenColor { LumenColor(red: 1,",
                     "static var link: LumenColor { LumenColor(red: 0.95686"]),
        // A Tokens Studio project without themes: sets defining the same tokens are a modifier's contexts, not layers
        // (shadow, only in light, keeps its one value); core, which shares nothing, stays a set.
        Case(name: "TokensStudioAlternativeSets", input: "tokens-studio-alternative-sets",
             warning: "token sets \"light\", \"dark\" define the same tokens and no theme chooses between them: read as the contexts of modifier \"mode\" (default \"light\")",
             swift: ["static var surface: LumenModal<LumenColor> {", "static var divider: LumenDimension { LumenDimension(points: 1) }",
                     "static var shadow: LumenColor { LumenColor(red: 0, green: 0, blue: 0, opacity: 0.14902"]),
        // Plain files defining the same tokens (themes/light.json, themes/dark.json): the folder's modifier.
        Case(name: "AlternativeFiles", input: "alternative-files",
             warning: "light.json, dark.json define the same tokens: read as the contexts of modifier \"themes\" (\"light\", \"dark\", default \"light\")",
             swift: ["static var link: LumenModal<LumenColor> {", "static var white: LumenColor {"]),
        // A token a source set defines and an enabled set overrides is the enabled set's, whatever the set order.
        Case(name: "TokensStudioSourceOverrides", input: "tokens-studio-source-overrides", warning: "3 colours are hex strings",
             swift: ["static var accent: LumenModal<LumenColor> {"]),
        // Tokens Studio's legacy export: one root set, `global`, whose references leave it out; a foundry style name
        // with a width before the weight ("Display Medium") is that weight.
        Case(name: "TokensStudioGlobalSet", input: "tokens-studio-global-set/tokens.json",
             warning: "1 font weight carries a style or width (Italic, Condensed, Display), which DTCG font weights cannot hold",
             swift: ["static var link: LumenColor { LumenColor(red: 0, green: 0.33333, blue: 1", "static var medium: LumenFontWeight { LumenFontWeight(value: 500) }",
                     "fontWeight: LumenFontWeight(value: 500)"]),
        // Untyped Style Dictionary tokens named after CSS typography properties take their type where the value reads
        // as one ("normal" letter spacing stays text); text-only properties are Strings, not font stacks.
        Case(name: "PropertyNames", input: "property-names/typography.json",
             warning: "10 tokens have no type and take it from the CSS property they are named after (font-weight, line-height, …)",
             swift: ["static var headlineFontWeight: LumenFontWeight { LumenFontWeight(value: 700) }",
                     "static var headlineLetterSpacing: Double { -0.011 }", "static var lineHeightWide: Double { 1.75 }",
                     "static var headlineFontFeatureSettings: String { \"\\\"calt\\\", \\\"kern\\\"\" }",
                     "static var bodyFontWeight: LumenFontWeight { LumenFontWeight(value: 400) }", "static var bodyLetterSpacing: String { \"normal\" }"]),
        // {a.b.$value} is {a.b}; a typography's line height aliasing a dimension is divided by its font size (36 / 32).
        Case(name: "ValuePropertyReferences", input: "value-property-references",
             warning: "1 reference ends in .$value ({a.b.$value} is {a.b})",
             swift: ["static var md: LumenDimension { LumenDimension(points: 16) }", "lineHeight: 1.125"]),
        // Figma stores opacity variables as percentages: OPACITY-scoped numbers are fractions; other numbers stay, and
        // so do the opacities of a file none of whose opacities is above 1 (fractions already).
        // An untyped object of modes takes the type its values agree on (dimensions); text stays String.
        Case(name: "UntypedValueModes", input: "untyped-value-modes/tokens.json",
             warning: "2 values are objects of modes ({\"light\": …, \"dark\": …}), read as one modifier whose contexts are the modes",
             swift: ["static var gutter: LumenModal<LumenDimension> {", "atLarge: LumenDimension(points: 32)",
                     "static var label: LumenModal<String> {"]),
        // The Figma Design Tokens plugin's variables of a collection with modes: a group per mode, merged by variable id.
        Case(name: "DesignTokensPluginModes", input: "design-tokens-plugin-modes/tokens.json",
             warning: "2 Figma variables the Design Tokens plugin exported once per mode, in a group per mode, are read as one token each with a value per mode",
             swift: ["static var surface: LumenModal<LumenColor> {", "static var textPrimary: LumenModal<LumenColor> {",
                     "static var gap: LumenDimension { LumenDimension(points: 8) }"]),
        // A dark file redefining most of a light one's tokens (not all: the button keeps its colours) is its dark mode.
        Case(name: "AppearanceFiles", input: "appearance-files",
             warning: "light.color.json, dark.color.json define the same tokens: read as the contexts of modifier \"mode\" (\"light\", \"dark\", default \"light\")",
             swift: ["static var pageBackground: LumenModal<LumenColor> {", "static var buttonBackground: LumenColor {",
                     "/// Token `color.page.background`, an alias of `color.base.white` in `light` and of `color.base.black` in `dark`."]),
        // Number variables open to every scope (Figma's default) named as lengths are px; other names stay numbers.
        Case(name: "FigmaUnscopedLengths", input: "figma-unscoped-lengths",
             warning: "4 Figma number variables are read as dimensions in px from their scopes (or, open to every scope, from names of lengths",
             swift: ["static var space0: LumenDimension { LumenDimension(points: 4) }", "static var pill: LumenDimension { LumenDimension(points: 500) }",
                     "static var scale: Double { 1.05 }", "static var layer: LumenDimension { LumenDimension(points: 10) }"]),
        Case(name: "FigmaOpacity", input: "figma-opacity",
             warning: "2 Figma opacity variables are percentages (0–100), read as fractions (50 → 0.5)",
             swift: ["static var opacity40: Double { 0.4 }", "static var opacity100: Double { 1 }", "static var disabled: Double { 0.4 }",
                     "static var scale: Double { 1.25 }", "static var overlay: Double { 0.4 }"]),
        // tokens.dark.json beside tokens.json is its dark mode (border only in dark: its dark value everywhere);
        // motion.reduced.json adds more tokens than it overrides, so it is a plain file.
        Case(name: "ModeFiles", input: "mode-files",
             warning: "tokens.dark.json is read as mode \"dark\" of tokens.json (named <base>.<mode>, it overrides 2 of its tokens): modifier \"mode\", tokens.json its context \"light\"; 1 token only tokens.dark.json defines (first: color.border) takes its \"dark\" value in every mode",
             swift: ["static var background: LumenModal<LumenColor> {", "static var border: LumenColor { LumenColor(red: 0.2549",
                     "static var accent: LumenColor { LumenColor(red: 0, green: 0.4784", "static var gentle: LumenDuration { LumenDuration(seconds: 0.6) }"]),
        Case(name: "TokensStudioSourceSets", input: "tokens-studio-source-sets",
             warning: "no theme selects the token set \"core\"; it is read as a source",
             swift: ["dark: LumenColor(red: 0.12549", "light: LumenColor(red: 0, green: 0.31373"]),
        // brand.highlight only in the Beta set: Alpha takes Beta's value (the nearest context defining it).
        Case(name: "TokensStudioBrandOnly", input: "tokens-studio-brand-only",
             warning: "token brand.highlight is not defined in every context (not in Brand=Alpha); a context without it takes the value of the nearest context that defines it (for brand.highlight: Brand=Beta)",
             swift: ["static var highlight: LumenColor { LumenColor(red: 0.78431, green: 0.62745, blue: 0,", "static var primary: LumenModal<LumenColor> {"]),
        // An unreadable token of a source set no generated token uses: left out (Tokens Studio exports no source set).
        Case(name: "TokensStudioBrokenSource", input: "tokens-studio-broken-source",
             warning: "1 token of a source set cannot be read or resolved (invalid mix colour: \"r\" is not a hex digit); a source set's tokens are not generated and no generated token uses it",
             swift: ["static var accent: LumenColor { LumenColor(red: 0.12549, green: 0.31373, blue: 0.81569,"]),
        // A pixel scale in one file's `size` makes whole numbers of `size` in its sibling files pixels (font sizes,
        // strokes); a fraction, and the whole steps of a group holding one, keep rem; another category without a pixel scale keeps rem; "unit": "none" is a number.
        Case(name: "PixelScaleCategory", input: "pixel-scale-category",
             warning: "6 dimensions are plain numbers of a pixel scale (whole numbers reaching 100, running from below 8 to 8 or more, or font sizes of 8 or more, in their group or elsewhere in their root category), read as px",
             swift: ["static var fontBodyMobile: LumenDimension { LumenDimension(points: 14) }", "static var fontDisplayDesktop: LumenDimension { LumenDimension(points: 54) }",
                     "static var strokeThin: LumenDimension { LumenDimension(points: 1) }", "static var line: Double { 1.5 }",
                     "static var inset: LumenDimension { LumenDimension(points: 8) }", "static var sizeSmall: LumenDimension { LumenDimension(points: 544) }",
                     "static var gapOne: LumenDimension { LumenDimension(points: 16) }", "static var gapTwo: LumenDimension { LumenDimension(points: 32) }"]),
        // Text around references takes the type its text makes (a transition of a duration and an easing), and an
        // easing under the `time` category is an easing; a quoted reference in a font family is the name it reaches.
        // Outside a CTI category too: a shadow of a reference with a hex alpha glued to it (`{color.gray.value}80`).
        Case(name: "StyleDictionaryTextReferences", input: "style-dictionary-text-references/tokens.json",
             warning: "4 tokens have no type and take it from their JSON value (1 cubicBezier, 1 number, 1 transition, 1 shadow)",
             swift: ["static var familyHeading: LumenFontFamily { LumenFontFamily(names: [\"Lumen Display\"]) }",
                     "static var transitionSlow: LumenTransition {", "timingFunction: LumenCubicBezier(x1: 0, y1: 0.3, x2: 0.3, y2: 1)",
                     "static var transitionSlowTiming: LumenCubicBezier {", "static var raised: LumenShadow {",
                     "color: LumenColor(red: 0.87451, green: 0.89412, blue: 0.93333, opacity: 0.50196",
                     // A plain number where the category guesses a colour is a number.
                     "static var grayShade: Double { 4 }"]),
        // Fluid sizes (CSS math over viewport lengths) in a 2025.10 file are their CSS text; Utopia's `step--1` is minus one.
        Case(name: "FluidSizes", input: "fluid-sizes/tokens.json",
             warning: "2 dimensions are percentages, auto or viewport lengths (100vw, or CSS math over them: clamp(1rem, 2vw, 2rem))",
             swift: ["static var fluidS: String { \"clamp(1rem, 0.9489rem + 0.2273vw, 1.125rem)\" }",
                     "static var measure: String { \"min(100%, 40rem)\" }",
                     "static var stepMinus1: LumenDimension { LumenDimension(points: 14) }", "static var step1: LumenDimension { LumenDimension(points: 19) }"]),
        // A Tokens Studio border without a style is solid, as Figma draws the stroke.
        Case(name: "BorderWithoutStyle", input: "fluid-sizes/borders.json",
             warning: "1 shadow, transition, border or gradient member is missing and takes its documented default",
             swift: ["width: LumenDimension(points: 2),\n            style: LumenStrokeStyle.solid", "style: LumenStrokeStyle.dashed"]),
        // Typography members under Tokens Studio's type names (as hand-exported files write them) and CSS's names.
        Case(name: "TypographyMemberSpellings", input: "typography-member-spellings/tokens.json",
             warning: "2 typographies name their members otherwise (fontFamilies, font-size, line_height), read as DTCG's",
             swift: ["fontFamily: LumenFontFamily(names: [\"Lora\"]),\n            fontSize: LumenDimension(points: 19),\n            fontWeight: LumenFontWeight(value: 700),",
                     "fontFamily: LumenFontFamily(names: [\"Inter\"]),\n            fontSize: LumenDimension(points: 12),\n            fontWeight: LumenFontWeight(value: 500),\n            letterSpacing: LumenDimension(points: 0.5),\n            lineHeight: 1.333333"]),
        // Tokens Studio types people write in the singular; a dimension written in ms; "modify": null is no modifier.
        Case(name: "TokensStudioSingularTypes", input: "tokens-studio-singular-types",
             warning: "1 dimension is a duration such as \"120ms\", read as a duration",
             swift: ["static var tight: Double { 1 }", "static var loose: Double { 1.5 }", "static var body: LumenDimension { LumenDimension(points: 16) }",
                     "static var fast: LumenDuration { LumenDuration(seconds: 0.12) }", "static var brand: LumenColor { LumenColor(red: 0.18824",
                     "lineHeight: 1.5\n"]),
        // Units of other platforms: Android's dp and sp are points; viewport and glyph lengths are their CSS text;
        // a "normal" line height the font's own; "800 Italic" weight 800.
        Case(name: "OtherPlatformUnits", input: "other-platform-units",
             warning: "2 dimensions are in Android's dp or sp, read as points",
             swift: ["static var touch: LumenDimension { LumenDimension(points: 48) }", "static var caption: LumenDimension { LumenDimension(points: 12) }",
                     "static var leading: Double { 1.2 }", "static var heavy: LumenFontWeight { LumenFontWeight(value: 800) }",
                     "static var screen: String { \"100vw\" }", "static var measure: String { \"60ch\" }"]),
        // Gradient stops placed in CSS percentages are fractions; a gradient written as CSS text is a String of it.
        Case(name: "CSSGradients", input: "css-gradients/tokens.json",
             warning: "1 value is CSS text no DTCG value holds",
             swift: ["position: 0.75\n", "static var sky: String { \"linear-gradient(90deg, #ff0000 0%, #0000ff 100%)\" }"]),
        // Each theme's own source set (a brand): the theme's values, not the last brand's; a theme naming a set that is
        // gone is read without it; an unreadable token of an unselected set is left out; a `text` font family and a
        // "100%" line height read through aliases; an object of CSS properties is its declarations.
        Case(name: "TokensStudioBrandSources", input: "tokens-studio-brand-sources",
             warning: "theme \"B\" (group \"Brand\") selects the token set \"brand/c\", which does not exist; the theme is read without it",
             swift: ["a: LumenColor(red: 0.81569, green: 0.12549, blue: 0.12549", "b: LumenColor(red: 0.12549, green: 0.31373, blue: 0.81569",
                     "fontFamily: LumenFontFamily(names: [\"Inter\"])", "lineHeight: 1\n",
                     "static var underline: String { \"text-decoration-line: underline; text-underline-offset: 2px\" }"]),
        // Sibling folders holding the same files are one modifier named after their folder, each folder a context with
        // all its files (a folder lacking one takes the others' values); hex digits without their #.
        Case(name: "FolderThemes", input: "folder-themes",
             warning: "define the same tokens: read as the contexts of modifier \"themes\" (\"dim\", \"pink\", \"teal\", default \"dim\")",
             swift: ["static var borderMain: LumenModal<LumenColor> {", "pink: LumenColor(red: 1, green: 0, blue: 0.50196",
                     "static var backgroundMain: LumenModal<LumenColor> {", "teal: LumenColor(red: 0, green: 0.62745, blue: 0.62745"]),
        // Font sizes written as whole numbers of 8 or more are pixels (no rem type scale reaches 8 rem); fractions stay rem.
        Case(name: "FontSizePixels", input: "font-size-pixels/tokens.json",
             warning: "5 dimensions are plain numbers of a pixel scale",
             swift: ["static var fontXs: LumenDimension { LumenDimension(points: 12) }", "static var fontXl: LumenDimension { LumenDimension(points: 48) }",
                     // A group of font sizes by role under `font-size`: pixels too.
                     "static var bodyM: LumenDimension { LumenDimension(points: 14) }",
                     "static var headingLg: LumenDimension { LumenDimension(points: 32) }"]),
        // A resolver named resolver.json (the module recommends, not requires, .resolver.json), found in its folder.
        Case(name: "ResolverNamedPlainly", input: "resolver-named-plainly", warning: nil,
             swift: ["static var surface: LumenModal<LumenColor> {", "static var resolutionOrder: Double { 2 }"]),
    ]

    /// A resolver is told by its content; a token file naming a token `resolutionOrder` is not one.
    @Test func aResolverIsToldByItsContent() {
        let folder = TestPaths.repoRoot.appendingPathComponent(Self.folder + "resolver-named-plainly")
        #expect(ResolverSniffer.isResolver(folder.appendingPathComponent("resolver.json")))
        #expect(!ResolverSniffer.isResolver(folder.appendingPathComponent("core.tokens.json")))
        #expect(!ResolverSniffer.isResolver(folder.appendingPathComponent("light.tokens.json")))
        let named = TokenLoader.check(inputs: [folder.appendingPathComponent("resolver.json")])
        #expect(named.diagnostics.isEmpty && named.inputs.count == 3, "\(named.diagnostics.map(\.description))")
    }

    static func configuration(_ c: Case) -> AurumConfiguration {
        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        return AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot,
                                  tokens: TokensConfiguration(source: .files([folder + c.input])), swift: swift)
    }

    static func files(_ c: Case) throws -> [GeneratedFile] {
        let generator = Generator(configuration: configuration(c))
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    @Test(arguments: cases) func compatibleModeReadsItWithOneSummaryWarning(_ c: Case) throws {
        let validation = TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder + c.input)])
        #expect(!validation.diagnostics.contains { $0.severity == .error }, "\(validation.diagnostics.map(\.description))")
        guard let warning = c.warning else {
            #expect(validation.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(validation.diagnostics.map(\.description))")
            return
        }
        let matching = validation.diagnostics.filter { $0.severity == .warning && $0.message.contains(warning) }
        #expect(matching.count == 1, "\(validation.diagnostics.map(\.description))")
    }

    @Test(arguments: cases) func swiftHoldsWhatTheShapeMeans(_ c: Case) throws {
        let all = try Self.files(c).map(\.contents).joined()
        for line in c.swift { #expect(all.contains(line), "\(line)") }
    }

    @Test(arguments: cases) func swiftMatchesTheReference(_ c: Case) throws {
        try ReferenceFiles.check(try Self.files(c), against: "RealShapes/\(c.name)")
    }

    @Test(arguments: cases) func swiftTypeChecks(_ c: Case) throws {
        let files = try Self.files(c)
        let directory = try SwiftCompiler.temporaryDirectory("real-shape-\(c.name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// A source set's unreadable token that a generated token uses: its error, as written, and nothing generated.
    @Test func anUnreadableSourceTokenAGeneratedTokenUsesIsAnError() {
        let validation = TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder + "tokens-studio-broken-source-used")])
        let errors = validation.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 1 && errors[0].hasSuffix("tokens-studio-broken-source-used/core.json:7:114: error: invalid mix colour: \"r\" is not a hex digit"), "\(errors)")
    }

    /// Strict mode keeps exactness: each shape is an error where it is written.
    @Test func strictModeRejectsEachShape() throws {
        for input in ["value-modes/tokens.json", "empty-shadows/tokens.json", "context-keywords/tokens.json", "token-lists/color.json",
                      "platform-values/tokens.json", "tokens-studio-other/tokens.json", "tokens-studio-legacy/tokens.json", "bare-values/tokens.json", "css-variables/tokens.json",
                      "pixel-scale/tokens.json", "percent-numbers/tokens.json", "dollar-references/tokens.json", "dollar-references/legacy.json",
                      "unit-keywords/tokens.json", "bare-composites/tokens.json", "group-named-types/tokens.json",
                      "value-property-references", "figma-opacity",
                      "token-children/tokens.json", "token-children/objects.tokens.json", "tokens-studio-broken-source",
                      "pixel-scale-category", "style-dictionary-text-references/tokens.json", "tokens-studio-singular-types", "other-platform-units", "css-gradients/tokens.json",
                      "tokens-studio-brand-sources", "folder-themes", "font-size-pixels/tokens.json"] {
            let validation = TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder + input)],
                                               options: TokenLoadOptions(strict: true))
            #expect(validation.diagnostics.contains { $0.severity == .error }, "\(input)")
        }
    }

    /// Strict mode: a construct read since DTCG 2025.10 files met it is an error at each place it is written.
    @Test func strictModeErrsWhereEachNewShapeIsWritten() throws {
        func errors(_ input: String) -> [String] {
            TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder + input)], options: TokenLoadOptions(strict: true))
                .diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        }
        // The 2025.10 schema keeps curly references out of fontFamily arrays: each element is an error.
        let families = errors("font-family-references/tokens.json")
        #expect(families.filter { $0.contains("font family list holds references") }.map { String($0.prefix { $0 != " " }) }
                == ["9:26", "9:48", "10:46", "10:86", "11:29"], "\(families)")
        // "$modes" is an error at its key, on the 2025.10 path and a draft's.
        for (input, at) in [("modes-beside-value/objects.tokens.json", ["5:5", "17:5"]), ("modes-beside-value/tokens.json", ["11:5", "17:5", "22:5"])] {
            let modes = errors(input)
            #expect(modes.filter { $0.contains("\"$modes\"") }.map { String($0.prefix { $0 != " " }) } == at, "\(modes)")
        }
        // A draft's "unit" beside a number string is an error at the value, as the 2025.10 path's "unit" key is.
        let units = errors("unit-beside-string/tokens.json")
        #expect(units.filter { $0.contains("\"unit\" key") }.map { String($0.prefix { $0 != " " }) } == ["3:41", "4:39", "8:15", "11:36"], "\(units)")
    }

    /// A pixel scale is told by its numbers: whole and reaching 8; fractions or small whole numbers stay rem.
    @Test func pixelScalesAreToldByTheirNumbers() {
        #expect(PixelScale.isPixelScale([0, 2, 4, 8, 96]))
        #expect(PixelScale.isPixelScale([1600]))
        #expect(!PixelScale.isPixelScale([0.75, 1, 1.5, 8]))
        #expect(!PixelScale.isPixelScale([1, 2, 4]))
        #expect(!PixelScale.isPixelScale([]))
        // Large whole numbers below 100 alone are rem, as Style Dictionary reads them (ASU's breakpoints: 34rem = 544 px).
        #expect(!PixelScale.isPixelScale([34, 60, 75]))
        #expect(PixelScale.isPixelScale([320, 768, 1200]) && PixelScale.isPixelScale([4, 8, 16, 24]))
    }

    /// A token list is told by its shape alone, and only where nothing else reads the file.
    @Test func tokenListsAreToldFromOtherShapes() throws {
        func detect(_ json: String) throws -> DialectDetection {
            DialectDetector.detect(try JSONReader.parse(json, file: "inline.json"), file: "inline.json")
        }
        #expect(try detect(##"{"props": [{"name": "A", "value": "#fff", "type": "color"}]}"##).dialect == .theo)
        #expect(try detect(##"{"name": "C", "tokens": [{"name": "A", "value": "#fff"}]}"##).reason.contains("list"))
        #expect(try detect(##"[{"id": "a", "value": 1}]"##).reason.contains("list"))
        #expect(try !detect(##"{"color": {"a": {"value": "#fff"}}, "list": [{"name": "A", "value": 1}]}"##).reason.contains("list"), "a group beside it")
        #expect(try !detect(##"{"tokens": [{"name": "A"}]}"##).reason.contains("list"), "no value")
        #expect(try !detect(##"{"a": [{"name": "A", "value": 1}], "b": [{"name": "B", "value": 2}]}"##).reason.contains("list"), "two arrays")
        #expect(try detect(##"[{"name": {"property": "x"}, "value": 1}]"##).dialect == .spectrum)
        func platforms(_ json: String) throws -> PlatformValues.Selection? { PlatformValues.select(try JSONReader.parse(json, file: "inline.json")) }
        guard case .apple(let v, let key)? = try platforms(##"{"web": 1, "iOS": 2, "macos": 3}"##) else { Issue.record("no Apple value"); return }
        #expect(v.number?.double == 2 && key == "iOS")
        guard case .otherPlatforms(let names)? = try platforms(##"{"web": 1, "android": 2}"##) else { Issue.record("not platforms"); return }
        #expect(names == ["web", "android"])
        #expect(try platforms(##"{"web": 1, "dark": 2}"##) == nil, "a mode is not a platform")
        #expect(DollarReferences.rewrite("$base * 1.5") == "{base} * 1.5")
        #expect(DollarReferences.rewrite("$font-weights.heading_mono.") == "{font-weights.heading_mono}.")
        #expect(DollarReferences.rewrite("US$5") == nil && DollarReferences.rewrite("$5") == nil && DollarReferences.rewrite("{a.$b}") == nil)
        #expect(DesignTokensPluginExport.evidence(try JSONReader.parse(##"{"a": {"b": {"value": 1, "extensions": {"org.lukasoppermann.figmaDesignTokens": {}}}}}"##, file: "i.json")) != nil)
        #expect(DesignTokensPluginExport.evidence(try JSONReader.parse(##"{"a": {"value": 1, "extensions": {"com.example": {}}}}"##, file: "i.json")) == nil)
        #expect(try platforms(##"{"ios": {"value": 4, "unit": "px"}}"##) == nil, "objects are values of their own")
    }

    /// A mode file is told by its name and its tokens together; a `$`-property no format defines is one warning per file.
    @Test func modeFilesAreToldByNameAndContents() throws {
        typealias C = ModeFileLayout.Candidate
        let base = C(display: "t/tokens.json", keys: ["a", "b", "c"])
        let layout = ModeFileLayout.layout([C(display: "t/tokens.dark.json", keys: ["a", "b"]), base])
        #expect(layout?.baseContext == "light" && layout?.modes.map(\.name) == ["dark"] && layout?.bases.map(\.base) == ["t/tokens.json"])
        let two = ModeFileLayout.layout([base, C(display: "t/tokens.hc.json", keys: ["a"]), C(display: "t/tokens.dim.json", keys: ["b", "x"])])
        #expect(two?.baseContext == "default" && two?.modes.map(\.name) == ["hc", "dim"] && two?.bases.last?.extra == ["x"])
        #expect(ModeFileLayout.layout([base, C(display: "t/tokens.extra.json", keys: ["x", "y", "a"])]) == nil, "adds more than it overrides")
        #expect(ModeFileLayout.layout([base, C(display: "u/tokens.dark.json", keys: ["a"])]) == nil, "another folder")
        #expect(ModeFileLayout.layout([base, C(display: "t/tokens.2.json", keys: ["a"])]) == nil, "a number is not a mode")
        #expect(ModeFileLayout.layout([C(display: "t/color.tokens.json", keys: ["a"]), C(display: "t/color.dark.tokens.json", keys: ["a"])])?.modes.map(\.name) == ["dark"])
        let warnings = TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder + "mode-files")]).diagnostics
            .filter { $0.message.contains("$fluid") }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(warnings == ["10:56 unknown property \"$fluid\" is ignored (2 times in this file; the first is here)"])
    }

    /// Alternatives are told by shared tokens both ways; a file's context is what its name adds.
    @Test func anEmptyFileInAFolderHoldsNoTokens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"gap\": {\"$type\": \"number\", \"$value\": 4}}".utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data(" \n".utf8).write(to: folder.appendingPathComponent("placeholder.json"))
        let compatible = TokenLoader.check(inputs: [folder]).diagnostics
        #expect(compatible.map(\.severity) == [.warning])
        #expect(compatible.first?.message.hasSuffix("placeholder.json is empty; it is read as holding no tokens") == true)
        var strict = TokenLoadOptions()
        strict.strict = true
        #expect(TokenLoader.check(inputs: [folder], options: strict).diagnostics.contains { $0.severity == .error && $0.message.contains("the input is empty") })
    }

    @Test func pluginModeGroupsMergeOnlyWhenNothingPointsIntoThem() throws {
        let url = TestPaths.repoRoot.appendingPathComponent(Self.folder + "design-tokens-plugin-modes/tokens.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(DesignTokensPluginExport.modesMerged(try JSONReader.parse(text, file: "tokens.json"))?.positions.count == 2)
        // A token naming a path inside a mode group would lose its target: left as written.
        let referenced = text.replacingOccurrences(of: "\"value\": \"#00a878ff\"", with: "\"value\": \"{theme.dark.surface}\"")
        #expect(referenced != text)
        #expect(DesignTokensPluginExport.modesMerged(try JSONReader.parse(referenced, file: "tokens.json")) == nil)
    }

    @Test func alternativeSetsShareTheirTokensBothWays() {
        let light: Set<String> = ["a", "b", "c", "d", "e"], dark: Set<String> = ["a", "b", "c", "d"]
        #expect(AlternativeSets.groups([("core", ["x", "y"]), ("light", light), ("dark", dark)])
                == [.init(name: "mode", sets: ["light", "dark"], contexts: ["light", "dark"])])
        #expect(AlternativeSets.groups([("semantic", light), ("brand", ["a"])]).isEmpty, "a small override is a layer")
        let few: Set<String> = ["a", "b", "c"]
        #expect(AlternativeSets.groups([("t/light.color.json", light), ("t/dark.color.json", few)], folderFiles: ["t": 2]).first?.contexts == ["light", "dark"],
                "a dark file redefining 3 of a light file's 5 tokens is its dark mode")
        #expect(AlternativeSets.groups([("t/light.color.json", light), ("t/accent.color.json", few)], folderFiles: ["t": 2]).isEmpty,
                "the same overlap between files not named light and dark is a layer")
        #expect(AlternativeSets.groups([("themes/a", light), ("themes/b", light)]).first?.name == "themes")
        let files = AlternativeSets.groups([("t/ifm.dark.json", dark), ("t/ifm.light.json", dark), ("t/ifm.json", ["z"])], folderFiles: ["t": 3])
        #expect(files == [.init(name: "mode", sets: ["t/ifm.light.json", "t/ifm.dark.json"], contexts: ["light", "dark"])])
        #expect(AlternativeSets.distinguishing(["light-theme", "dark-theme"]) == ["light", "dark"])
        #expect(AlternativeSets.distinguishing(["a", "a"]) == ["a", "a"])
    }

    /// The rules themselves, on their edges.
    @Test func rulesFollowTheDataNotTheNames() throws {
        #expect(TypographyDefaults.unitlessLineHeightIsPixels(JSONNumber(4)))
        #expect(!TypographyDefaults.unitlessLineHeightIsPixels(JSONNumber(3.9)))
        #expect(CSSKeywords.isContextDimension("50%") && CSSKeywords.isContextDimension("AUTO") && !CSSKeywords.isContextDimension("16px"))
        #expect(CSSKeywords.isContextColor("canvastext") && !CSSKeywords.isContextColor("transparent") && !CSSKeywords.isContextColor("red"))
        #expect(NameWords.of("borderRadius-2") == ["border", "radius"] && NameWords.of("URLBar") == ["urlbar"])
        #expect(ValueModes.isCSSPropertyName("textDecorationLine") && !ValueModes.isCSSPropertyName("text 2"))
        #expect(TypographyDefaults.memberName(forSpelling: "fontFamilies") == "fontFamily" && TypographyDefaults.memberName(forSpelling: "size") == "fontSize")
        #expect(FontWeightName.parse("Demi Bold Italic")?.weight == 600)
        #expect(FontWeightName.parse("Roman")?.weight == 400)
        #expect(FontWeightName.parse("Display Medium").map { ($0.weight, $0.style) } ?? (0, nil) == (500, "display"))
        #expect(FontWeightName.parse("Condensed Extra Bold Italic").map { ($0.weight, $0.style) } ?? (0, nil) == (800, "condensed italic"))
        #expect(FontWeightName.parse("Display") == nil && FontWeightName.parse("Display Wide") == nil)
        // "0 -4" is an x/y pair, not 0 − 4; a "-" between spaces, or before a reference, is the operator.
        #expect(!DialectTokenParser.mayBeMath("0 -4") && !DialectTokenParser.mayBeMath("1px -.5px") && !DialectTokenParser.mayBeMath("-4"))
        #expect(DialectTokenParser.mayBeMath("4 - 2") && DialectTokenParser.mayBeMath("4-2") && DialectTokenParser.mayBeMath("4 -") && DialectTokenParser.mayBeMath("2 -{a}"))
        func modes(_ json: String, _ type: TokenType) throws -> [String]? {
            ValueModes.modes(of: try JSONReader.parse(json, file: "inline.json"), type: type)?.map(\.key)
        }
        #expect(try modes(##"{"light": "#fff", "dark": "#000"}"##, .color) == ["light", "dark"])
        #expect(try modes(##"{"colorSpace": "srgb", "components": [0, 0, 0]}"##, .color) == nil, "a colour object is a colour")
        #expect(try modes(##"{"value": 4, "unit": "px"}"##, .dimension) == nil, "a dimension object is a dimension")
        #expect(try modes(##"{"light": {"value": 4, "unit": "px"}, "dark": "8px"}"##, .dimension) == ["light", "dark"])
        #expect(try modes(##"{"color": "#000", "width": "1px"}"##, .border) == nil, "composites hold members, not modes")
    }
}
