/// A construct that is not DTCG 2025.10 but that compatible mode reads: what a summary warning counts
/// and what strict mode reports as an error at each occurrence.
enum CompatibilityConstruct: String, CaseIterable, Hashable, Sendable {
    case valueTypeKeys
    case hexColorString
    case colorFunctionString
    case namedColorString
    case eightDigitHex
    case dimensionString
    case unitlessDimension
    case unitlessDuration
    case unitlessRem
    case pixelScaleNumbers
    case durationString
    case fontWeightName
    case fontStyleInWeight
    case typographyMissingMember
    case typographyExtraMember
    case typographyMemberSpelling
    case pluginModeGroups
    case nullDescription
    case compositeMissingMember
    case compositeExtraMember
    case emDimension
    case lineHeightDimension
    case percentString
    case numberString
    case lineHeightAuto
    case relativeLetterSpacing
    case letterSpacingKeyword
    case mathExpression
    case colorModifier
    case colorAdjustmentKey
    case cssValueString
    case cssFontStack
    case cssEasing
    case cssShadow
    case cssTransition
    case cssBorder
    case cssCalc
    case legacyValueReference
    case valuePropertyReference
    case commentAsDescription
    case attributesAsExtensions
    case ctiCategoryType
    case typeFromGroupName
    case typeFromPropertyName
    case tokenWithChildren
    case untypedByValue
    case dialectType
    case figmaNumberAsDimension
    case figmaOpacityPercent
    case figmaAliasData
    case stringToken
    case booleanToken
    case shadowTokensStudioForm
    case duplicateKey
    case aliasTypeConversion
    case aliasAdvisoryType
    case displayNameReference
    case theoAlias
    case theoGlobal
    case theoImport
    case tokenList
    case cssVariableReference
    case bareValueToken
    case dollarReference
    case cubicBezierObject
    case platformValues
    case otherPlatformsOnly
    case unitBesideValue
    case dottedName
    case unitlessLineHeightPixels
    case valueModes
    case keywordDimension
    case percentNumber
    case emptyShadow
    case systemColorKeyword
    case fontFamilyReference
    case modesBesideValue
    case durationTypedDimension
    case densityIndependentUnit
    case hexWithoutHash

    /// "38 colours are hex strings": the plural phrase after the count.
    var plural: String {
        switch self {
        case .valueTypeKeys: "tokens use value/type instead of $value/$type"
        case .hexColorString: "colours are hex strings"
        case .colorFunctionString: "colours are CSS colour functions (rgb(), hsl(), …)"
        case .namedColorString: "colours are CSS colour names"
        case .eightDigitHex: "colour hex fallbacks have 8 digits (alpha belongs in \"alpha\")"
        case .dimensionString: "dimensions are strings such as \"16px\""
        case .unitlessDimension: "dimensions are plain numbers without a unit"
        case .unitlessDuration: "durations are plain numbers, read as milliseconds"
        case .unitlessRem: "dimensions are plain numbers, read as rem (× tokens.remBase) as Style Dictionary's size/remToPt reads them"
        case .pixelScaleNumbers: "dimensions are plain numbers of a pixel scale (whole numbers reaching 100, running from below 8 to 8 or more, or font sizes of 8 or more, in their group or elsewhere in their root category), read as px rather than Style Dictionary's rem"
        case .durationString: "durations are strings such as \"200ms\""
        case .fontWeightName: "font weights are names DTCG 2025.10 does not define"
        case .fontStyleInWeight: "font weights carry a style or width (Italic, Condensed, Display), which DTCG font weights cannot hold: the weight alone is kept"
        case .typographyMissingMember: "typography members are missing and take their documented defaults"
        case .typographyExtraMember: "typography members have no DTCG counterpart and are kept only in $extensions"
        case .nullDescription: "descriptions are null, read as none"
        case .pluginModeGroups: "Figma variables the Design Tokens plugin exported once per mode, in a group per mode, are read as one token each with a value per mode"
        case .typographyMemberSpelling: "typographies name their members otherwise (fontFamilies, font-size, line_height), read as DTCG's fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
        case .compositeMissingMember: "shadow, transition, border or gradient members are missing and take their documented defaults"
        case .compositeExtraMember: "members of composite values are not DTCG 2025.10 and are left out of the Swift"
        case .emDimension: "dimensions are in em, read as rem (the parent's font size taken as the root's)"
        case .lineHeightDimension: "line heights are dimensions, divided by the font size into DTCG's multiplier"
        case .percentString: "values are percentages"
        case .numberString: "numbers are strings such as \"0.5\""
        case .lineHeightAuto: "line heights are AUTO or normal (the font's own)"
        case .relativeLetterSpacing: "letter spacings are relative to the font size (% or em)"
        case .letterSpacingKeyword: "typography letter spacings are normal or auto: the font's own spacing, 0"
        case .mathExpression: "values are math expressions"
        case .colorModifier: "colours have Tokens Studio colour modifiers"
        case .colorAdjustmentKey: "colours are changed by keys beside their value (alpha, mix, modify)"
        case .cssValueString: "values are CSS text no DTCG value holds (multi-value spacings, gradients in colour tokens)"
        case .cssFontStack: "font families are CSS font stacks (\"Inter, sans-serif\"), read as lists"
        case .cssEasing: "easings are CSS text (cubic-bezier(), ease-in-out)"
        case .cssShadow: "shadows are CSS box-shadow text"
        case .cssTransition: "transitions are CSS transition text"
        case .cssBorder: "borders are CSS border text (\"1px solid #ccc\")"
        case .cssCalc: "values are CSS calc() expressions"
        case .legacyValueReference: "references end in .value"
        case .valuePropertyReference: "references end in .$value ({a.b.$value} is {a.b})"
        case .commentAsDescription: "descriptions are written as comment"
        case .attributesAsExtensions: "tokens have Style Dictionary attributes"
        case .ctiCategoryType: "tokens take their type from their CTI category"
        case .typeFromGroupName: "tokens have no type and take it from the Tokens Studio type their group is named after (lineHeights, opacity, …)"
        case .typeFromPropertyName: "tokens have no type and take it from the CSS property they are named after (font-weight, line-height, …)"
        case .tokenWithChildren: "tokens hold tokens beside their value, read as tokens under them (DTCG's $root)"
        case .untypedByValue: "tokens have no type and take it from their JSON value"
        case .dialectType: "tokens have types outside DTCG 2025.10"
        case .figmaNumberAsDimension: "Figma number variables are read as dimensions in px from their scopes (or, open to every scope, from names of lengths: spacing, radius, size, …)"
        case .figmaOpacityPercent: "Figma opacity variables are percentages (0–100), read as fractions (50 → 0.5)"
        case .figmaAliasData: "Figma aliases are written as com.figma.aliasData beside a resolved value"
        case .stringToken: "tokens are strings, which DTCG 2025.10 has no type for"
        case .booleanToken: "tokens are booleans, which DTCG 2025.10 has no type for"
        case .shadowTokensStudioForm: "shadows use Tokens Studio's x/y/type members (or the Figma Design Tokens plugin's radius/shadowType)"
        case .duplicateKey: "keys are duplicated (the last one wins)"
        case .aliasTypeConversion: "aliases declare a type other than their target's and take its value converted (a number as px, a dimension in px, a string that reads as the type)"
        case .aliasAdvisoryType: "aliases declare a type their target's value does not convert to, and take the target's type (Style Dictionary's type is advisory)"
        case .displayNameReference: "references name their target by its display name (letter case, spaces, hyphens or underscores differ from the key)"
        case .theoAlias: "values use Theo aliases ({!NAME}), replaced by the aliases' values"
        case .theoGlobal: "tokens take members from Theo's \"global\""
        case .theoImport: "Theo imports are read for their aliases"
        case .tokenList: "tokens are elements of a list, grouped by the list's name and each element's group"
        case .platformValues: "values are objects keyed by platform; the Apple platform's value is read"
        case .cssVariableReference: "values are CSS variables (var(--name)), read as references to the tokens their names spell"
        case .bareValueToken: "tokens are bare values (\"name\": \"#454545\") with no $value, read as tokens of the type their values have"
        case .dollarReference: "references use Tokens Studio's first syntax ($a.b for {a.b})"
        case .cubicBezierObject: "cubic Béziers are objects {x1, y1, x2, y2}, as Tokens Studio writes them"
        case .otherPlatformsOnly: "tokens have values only for other platforms (web, android, …) and are left out"
        case .unitBesideValue: "dimensions or durations give their unit in a \"unit\" key beside a plain number (or a string holding one)"
        case .dottedName: "token or group names contain \".\", each kept as one segment ({spacing.0.5} reaches the key \"0.5\")"
        case .unitlessLineHeightPixels: "line heights are plain numbers of 4 or more, read as pixels (below 4 a number is the multiplier)"
        case .valueModes: "values are objects of modes ({\"light\": …, \"dark\": …}), read as one modifier whose contexts are the modes"
        case .keywordDimension: "dimensions are percentages, auto or viewport lengths (100vw, or CSS math over them: clamp(1rem, 2vw, 2rem)), which no DTCG dimension holds"
        case .percentNumber: "numbers are percentages such as \"15%\", which no DTCG number holds"
        case .emptyShadow: "shadows are empty ([] or \"none\"), read as shadows with no layers"
        case .systemColorKeyword: "colours are CSS keywords that depend on where they are drawn (CanvasText, currentColor, …)"
        case .fontFamilyReference: "font family lists hold references to font family tokens, each replaced by its target's names (repeats left out)"
        case .modesBesideValue: "tokens give values per mode in \"$modes\" beside $value, read as one modifier whose contexts are the modes ($value where a mode is not listed)"
        case .durationTypedDimension: "dimensions are durations such as \"120ms\", read as durations"
        case .densityIndependentUnit: "dimensions are in Android's dp or sp, read as points (a dp is a point's size: 1/160 inch against 1/163)"
        case .hexWithoutHash: "colours are hex digits without their # (\"FF0000\"), read as hex as Style Dictionary's colour transforms read them"
        }
    }

    /// The singular form, for a count of one ("1 colour is a hex string").
    var singular: String {
        switch self {
        case .valueTypeKeys: "token uses value/type instead of $value/$type"
        case .hexColorString: "colour is a hex string"
        case .colorFunctionString: "colour is a CSS colour function (rgb(), hsl(), …)"
        case .namedColorString: "colour is a CSS colour name"
        case .eightDigitHex: "colour hex fallback has 8 digits (alpha belongs in \"alpha\")"
        case .dimensionString: "dimension is a string such as \"16px\""
        case .unitlessDimension: "dimension is a plain number without a unit"
        case .unitlessDuration: "duration is a plain number, read as milliseconds"
        case .unitlessRem: "dimension is a plain number, read as rem (× tokens.remBase) as Style Dictionary's size/remToPt reads it"
        case .pixelScaleNumbers: "dimension is a plain number of a pixel scale (whole numbers reaching 100, running from below 8 to 8 or more, or font sizes of 8 or more, in its group or elsewhere in its root category), read as px rather than Style Dictionary's rem"
        case .durationString: "duration is a string such as \"200ms\""
        case .fontWeightName: "font weight is a name DTCG 2025.10 does not define"
        case .fontStyleInWeight: "font weight carries a style or width (Italic, Condensed, Display), which DTCG font weights cannot hold: the weight alone is kept"
        case .typographyMissingMember: "typography member is missing and takes its documented default"
        case .typographyExtraMember: "typography member has no DTCG counterpart and is kept only in $extensions"
        case .nullDescription: "description is null, read as none"
        case .pluginModeGroups: "Figma variable the Design Tokens plugin exported once per mode, in a group per mode, is read as one token with a value per mode"
        case .typographyMemberSpelling: "typography names its members otherwise (fontFamilies, font-size, line_height), read as DTCG's fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
        case .compositeMissingMember: "shadow, transition, border or gradient member is missing and takes its documented default"
        case .compositeExtraMember: "member of a composite value is not DTCG 2025.10 and is left out of the Swift"
        case .emDimension: "dimension is in em, read as rem (the parent's font size taken as the root's)"
        case .lineHeightDimension: "line height is a dimension, divided by the font size into DTCG's multiplier"
        case .percentString: "value is a percentage"
        case .numberString: "number is a string such as \"0.5\""
        case .lineHeightAuto: "line height is AUTO or normal (the font's own)"
        case .relativeLetterSpacing: "letter spacing is relative to the font size (% or em)"
        case .letterSpacingKeyword: "typography letter spacing is normal or auto: the font's own spacing, 0"
        case .mathExpression: "value is a math expression"
        case .colorModifier: "colour has a Tokens Studio colour modifier"
        case .colorAdjustmentKey: "colour is changed by keys beside its value (alpha, mix, modify)"
        case .cssValueString: "value is CSS text no DTCG value holds (a multi-value spacing, a gradient in a colour token)"
        case .cssFontStack: "font family is a CSS font stack (\"Inter, sans-serif\"), read as a list"
        case .cssEasing: "easing is CSS text (cubic-bezier(), ease-in-out)"
        case .cssShadow: "shadow is CSS box-shadow text"
        case .cssTransition: "transition is CSS transition text"
        case .cssBorder: "border is CSS border text (\"1px solid #ccc\")"
        case .cssCalc: "value is a CSS calc() expression"
        case .legacyValueReference: "reference ends in .value"
        case .valuePropertyReference: "reference ends in .$value ({a.b.$value} is {a.b})"
        case .commentAsDescription: "description is written as comment"
        case .attributesAsExtensions: "token has Style Dictionary attributes"
        case .ctiCategoryType: "token takes its type from its CTI category"
        case .typeFromGroupName: "token has no type and takes it from the Tokens Studio type its group is named after (lineHeights, opacity, …)"
        case .typeFromPropertyName: "token has no type and takes it from the CSS property it is named after (font-weight, line-height, …)"
        case .tokenWithChildren: "token holds tokens beside its value, read as tokens under it (DTCG's $root)"
        case .untypedByValue: "token has no type and takes it from its JSON value"
        case .dialectType: "token has a type outside DTCG 2025.10"
        case .figmaNumberAsDimension: "Figma number variable is read as a dimension in px from its scopes (or, open to every scope, from a name of a length: spacing, radius, size, …)"
        case .figmaOpacityPercent: "Figma opacity variable is a percentage (0–100), read as a fraction (50 → 0.5)"
        case .figmaAliasData: "Figma alias is written as com.figma.aliasData beside a resolved value"
        case .stringToken: "token is a string, which DTCG 2025.10 has no type for"
        case .booleanToken: "token is a boolean, which DTCG 2025.10 has no type for"
        case .shadowTokensStudioForm: "shadow uses Tokens Studio's x/y/type members (or the Figma Design Tokens plugin's radius/shadowType)"
        case .duplicateKey: "key is duplicated (the last one wins)"
        case .aliasTypeConversion: "alias declares a type other than its target's and takes its value converted (a number as px, a dimension in px, a string that reads as the type)"
        case .aliasAdvisoryType: "alias declares a type its target's value does not convert to, and takes the target's type (Style Dictionary's type is advisory)"
        case .displayNameReference: "reference names its target by its display name (letter case, spaces, hyphens or underscores differ from the key)"
        case .theoAlias: "value uses a Theo alias ({!NAME}), replaced by the alias's value"
        case .theoGlobal: "token takes members from Theo's \"global\""
        case .theoImport: "Theo import is read for its aliases"
        case .tokenList: "token is an element of a list (name, value, type), not a member of a group"
        case .platformValues: "value is an object keyed by platform, which DTCG 2025.10 does not define"
        case .cssVariableReference: "value is a CSS variable (var(--name)); DTCG 2025.10 writes a reference {a.b}"
        case .bareValueToken: "token is a bare value with no $value; DTCG 2025.10 writes {\"$value\": …}"
        case .dollarReference: "reference uses Tokens Studio's first syntax ($a.b); DTCG 2025.10 writes {a.b}"
        case .cubicBezierObject: "cubic Bézier is an object {x1, y1, x2, y2}; DTCG 2025.10 writes an array of 4 numbers"
        case .otherPlatformsOnly: "token has values only for other platforms (web, android, …)"
        case .unitBesideValue: "dimension or duration gives its unit in a \"unit\" key beside a plain number (or a string holding one)"
        case .dottedName: "token or group name contains \".\", kept as one segment ({spacing.0.5} reaches the key \"0.5\")"
        case .unitlessLineHeightPixels: "line height is a plain number of 4 or more, read as pixels (below 4 a number is the multiplier)"
        case .valueModes: "value is an object of modes ({\"light\": …, \"dark\": …}), read as one modifier whose contexts are the modes"
        case .keywordDimension: "dimension is a percentage, auto or a viewport length (100vw, or CSS math over one: clamp(1rem, 2vw, 2rem)), which no DTCG dimension holds"
        case .percentNumber: "number is a percentage such as \"15%\", which no DTCG number holds"
        case .emptyShadow: "shadow is empty ([] or \"none\"), read as a shadow with no layers"
        case .systemColorKeyword: "colour is a CSS keyword that depends on where it is drawn (CanvasText, currentColor, …)"
        case .fontFamilyReference: "font family list holds references to font family tokens, each replaced by its target's names (repeats left out)"
        case .modesBesideValue: "token gives values per mode in \"$modes\" beside $value, read as one modifier whose contexts are the modes ($value where a mode is not listed)"
        case .durationTypedDimension: "dimension is a duration such as \"120ms\", read as a duration"
        case .densityIndependentUnit: "dimension is in Android's dp or sp, read as points (a dp is a point's size: 1/160 inch against 1/163)"
        case .hexWithoutHash: "colour is hex digits without its # (\"FF0000\"), read as hex as Style Dictionary's colour transforms read it"
        }
    }

    /// What `migrate` does about it, ending the summary ("'aurum-codegen migrate' writes them as DTCG 2025.10").
    func remedy(plural: Bool) -> String {
        let them = plural ? "them" : "it", their = plural ? "their" : "its"
        switch self {
        case .emptyShadow:
            return "DTCG 2025.10 needs at least one layer: write a transparent layer to keep \(them) in strict mode"
        case .keywordDimension, .systemColorKeyword, .percentNumber:
            return "\(plural ? "they become String constants" : "it becomes a String constant") of the CSS text"
        case .cssValueString:
            return "\(plural ? "they become String constants" : "it becomes a String constant") of the CSS text, references replaced by their values"
        case .stringToken, .booleanToken:
            return "\(plural ? "they become Swift constants" : "it becomes a Swift constant") (String, Bool); 'aurum-codegen migrate' keeps \(them) with \(their) type in $extensions"
        case .typographyMissingMember, .compositeMissingMember:
            return "templates/README.md says what a missing member becomes; 'aurum-codegen migrate' writes \(them) explicitly"
        case .duplicateKey:
            return "remove the earlier \(plural ? "ones" : "one")"
        case .aliasTypeConversion:
            return "templates/README.md lists the conversions; declare the target's type to keep \(plural ? "them aliases" : "it an alias")"
        case .aliasAdvisoryType:
            return "'aurum-codegen migrate' writes \(them) with the target's type"
        case .displayNameReference:
            return "write the target's key as the file spells it"
        case .otherPlatformsOnly:
            return "give \(them) an \"ios\" value to generate \(them)"
        case .dottedName:
            return "DTCG 2025.10 names cannot contain \".\"; a nested path spelled the same is an error"
        case .compositeExtraMember:
            return "move \(them) to $extensions to keep \(them) without this warning"
        case .mathExpression, .colorModifier, .colorAdjustmentKey:
            return "'aurum-codegen migrate' writes \(their) computed \(plural ? "values" : "value") and keeps the original in $extensions"
        default:
            return "'aurum-codegen migrate' writes \(them) as DTCG 2025.10"
        }
    }

    /// The strict-mode error at one occurrence ("a colour must be a DTCG 2025.10 colour object, not a hex string").
    var strictMessage: String {
        "not DTCG 2025.10: this \(singular) (compatible mode reads it; 'aurum-codegen migrate' converts it)"
    }
}

/// Counts compatible-mode constructs per file and kind, remembering the first location of each, and
/// turns them into one warning per kind: `tokens/colors.json:3:14: warning: 38 colours are hex strings;
/// 'aurum-codegen migrate' writes them as DTCG 2025.10`. Readers of different files fill their own
/// tallies (on any core) and `merge` them in input order, so the summary is deterministic.
struct ConstructTally: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var count: Int
        var first: SourceLocation
    }

    private struct Key: Hashable, Sendable {
        var file: String
        var construct: CompatibilityConstruct
    }

    private var entries: [Key: Entry] = [:]
    /// What the summary adds after the phrase, per file and kind ("4 string, 2 dimension").
    private var details: [Key: String] = [:]
    /// Keys in the order first seen, for deterministic output.
    private var order: [Key] = []

    init() {}

    var isEmpty: Bool { entries.isEmpty }

    mutating func note(_ construct: CompatibilityConstruct, at location: SourceLocation, count: Int = 1) {
        let key = Key(file: location.file, construct: construct)
        if var entry = entries[key] {
            entry.count += count
            if location < entry.first { entry.first = location }
            entries[key] = entry
        } else {
            entries[key] = Entry(count: count, first: location)
            order.append(key)
        }
    }

    mutating func merge(_ other: ConstructTally) {
        for key in other.order {
            let entry = other.entries[key]!
            note(key.construct, at: entry.first, count: entry.count)
        }
    }

    /// Says more about `construct` in `file` in its summary: `(detail)` after the phrase.
    mutating func detail(_ construct: CompatibilityConstruct, file: String, _ text: String) {
        details[Key(file: file, construct: construct)] = text
    }

    func details(_ construct: CompatibilityConstruct, file: String) -> String? {
        details[Key(file: file, construct: construct)]
    }

    func entry(_ construct: CompatibilityConstruct, file: String) -> Entry? {
        entries[Key(file: file, construct: construct)]
    }

    /// Every construct met in `file`, in a stable order.
    func constructs(in file: String) -> [CompatibilityConstruct] {
        CompatibilityConstruct.allCases.filter { entries[Key(file: file, construct: $0)] != nil }
    }

    /// Files beyond which one kind is one warning for the whole run rather than one per file: a set of many
    /// files in one format (Spectrum's 60 component files) otherwise repeats the same sentence per file.
    static let filesBeforeCondensing = 5

    /// One warning per file and kind, at its first location, sorted like every other diagnostic; a kind (without
    /// per-file detail) met in more than `filesBeforeCondensing` files is one warning at its first location, with
    /// the total, the number of files and the first three.
    var summary: [Diagnostic] {
        var filesOf: [CompatibilityConstruct: [Key]] = [:]
        for key in order where details[key] == nil { filesOf[key.construct, default: []].append(key) }
        let condensed = Set(filesOf.filter { $0.value.count > Self.filesBeforeCondensing }.keys)
        var diagnostics: [Diagnostic] = order.filter { !(condensed.contains($0.construct) && details[$0] == nil) }.map { key in
            let entry = entries[key]!
            let phrase = entry.count == 1 ? "1 \(key.construct.singular)" : "\(entry.count) \(key.construct.plural)"
            let detail = details[key].map { " (\($0))" } ?? ""
            return Diagnostic.warning("\(phrase)\(detail); \(key.construct.remedy(plural: entry.count != 1))", at: entry.first)
        }
        for construct in CompatibilityConstruct.allCases where condensed.contains(construct) {
            let keys = filesOf[construct]!.sorted { entries[$0]!.first < entries[$1]!.first }
            let total = keys.reduce(0) { $0 + entries[$1]!.count }
            let named = keys.prefix(3).map { "\($0.file) (\(entries[$0]!.count))" }.joined(separator: ", ")
            diagnostics.append(.warning("\(total) \(construct.plural) in \(keys.count) files (\(named) and \(keys.count - 3) more); \(construct.remedy(plural: true))",
                                        at: entries[keys[0]]!.first))
        }
        return diagnostics.sorted()
    }
}
