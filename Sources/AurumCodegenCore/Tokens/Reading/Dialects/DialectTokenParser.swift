/// Reads one token file written in a dialect other than DTCG 2025.10 (a DTCG draft, a Figma export,
/// Tokens Studio, Style Dictionary) into the same definitions `TokenFileParser` makes, so merging,
/// resolution and generation are shared. 2025.10 files never come here: they keep their exact path.
///
/// What it reads beyond 2025.10: bare `value`/`type`/`description` keys, each dialect's type names
/// (`DialectTypeMapping`), Style Dictionary's `comment`, `attributes`, CTI categories and
/// `{a.b.value}` references, Figma's scopes and `com.figma.aliasData`, Tokens Studio's colour
/// modifiers and the references inside math expressions. Values are read later, per context, by the
/// lenient branches of `ValueReader` under the file's `DialectProfile`.
///
/// Each construct is counted (compatible mode: one summary warning per file and kind) or reported
/// as an error where it is written (strict mode).
struct DialectTokenParser: GroupTreeReader {
    let file: String
    let table: DefinitionTable
    let profile: DialectProfile
    var diagnostics = DiagnosticCollector()
    var tally = ConstructTally()
    var skipped = SkippedTypes()
    /// Keys beside the value that the dialect does not define: applied or kept, warned once per key.
    private var besideValue: BesideValueKeys
    var unknownProperties = UnknownProperties()
    var customTypes = CustomTypeTally()
    /// The modes of values written as objects of modes (`ValueModes`), in the order first met.
    private(set) var valueModes: [String] = []
    private var references: [String] = []
    /// Groups whose plain numbers are a pixel scale, not Style Dictionary's rem (`PixelScale`).
    /// Types a string's shape shows beyond doubt (`cubic-bezier(…)`, `#fff`, a box-shadow): they beat a CTI category's guess.
    static let typesTheirValueShows: Set<TokenType> = [.color, .cubicBezier, .shadow, .border, .transition]
    private var pixelScaleGroups: Set<[String]> = []
    private var pixelScaleCategories: Set<String> = []
    /// Groups whose rem-read plain numbers include a fraction: a rem scale, which its category's pixels leave alone.
    private var remScaleGroups: Set<[String]> = []
    /// Figma: whether this file's OPACITY-scoped numbers are percentages (`FigmaTokenKind.opacitiesArePercentages`).
    private var opacityPercentages = false

    init(file: String, table: DefinitionTable, profile: DialectProfile) {
        self.file = file
        self.table = table
        self.profile = profile
        besideValue = BesideValueKeys(file: file)
    }

    private var dialect: TokenDialect { profile.dialect }
    /// Tokens may be written `{"value": …}`.
    private var bare: Bool { profile.bareKeys || dialect.canUseBareKeys }

    private func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }

    mutating func note(_ construct: CompatibilityConstruct, at location: SourceLocation) {
        if profile.strict {
            diagnostics.error(construct.strictMessage, at: location)
        } else {
            tally.note(construct, at: location)
        }
    }

    mutating func parse(_ root: JSONValue) -> ParsedSource {
        var document = root
        if dialect == .theo {
            var theo = TheoDocument(file: file, strict: profile.strict)
            document = theo.tokens(root)
            diagnostics.append(contentsOf: theo.diagnostics.diagnostics)
            for (construct, location) in theo.constructs { note(construct, at: location) }
        }
        if dialect == .styleDictionary, TokenListDocument.evidence(root) != nil {
            for element in TokenListDocument.elements(root) { note(.tokenList, at: loc(element.position)) }
            document = TokenListDocument.tree(root)
        }
        if dialect == .spectrum { document = SpectrumDocument.tokens(root.array != nil ? SpectrumCascadeDocument.legacyShape(root) : root) }
        if profile.detection.numbersArePixels, !profile.strict, let merged = DesignTokensPluginExport.modesMerged(document) {
            document = merged.document
            for position in merged.positions { note(.pluginModeGroups, at: loc(position)) }
        }
        if dialect == .styleDictionary, !profile.strict {
            (pixelScaleGroups, remScaleGroups) = PixelScale.scan(document, readsRem: PixelScale.readsRem(profile))
            pixelScaleCategories = PixelScale.categories(pixelScaleGroups).union(profile.detection.pixelScaleCategories)
        }
        if dialect == .figma { opacityPercentages = FigmaTokenKind.opacitiesArePercentages(Self.figmaOpacityNumbers(in: document)) }
        let source = walkDocument(document)
        diagnostics.append(contentsOf: unknownProperties.warnings)
        diagnostics.append(contentsOf: besideValue.warnings)
        return source
    }

    /// A group's type as its tokens inherit it within this file.
    struct InheritedType {
        var name: String
        var location: SourceLocation
    }

    // MARK: groups (walked by `GroupTreeReader`)

    /// A group's type, as its tokens and groups inherit it within this file.
    typealias Scope = InheritedType?

    func scope(inheriting parent: Scope?) -> Scope { parent ?? nil }

    mutating func read(_ member: JSONObject.Member, of group: inout GroupDefinition, scope groupType: inout Scope,
                       into source: inout ParsedSource) -> GroupTreeChild? {
        let name = member.key
        let isString = member.value.string != nil
        switch name {
        case "$type",
             "type" where bare && isString:
            guard let text = member.value.string else {
                diagnostics.error("$type must be a string naming a type, found \(member.value.shortDescription)", at: loc(member.keyPosition))
                return nil
            }
            groupType = InheritedType(name: text, location: loc(member.keyPosition))
            // The root's type is this file's own (its tokens inherit it here): merged, it would type other files' tokens.
            if !group.path.isEmpty, case .dtcg(let t)? = DialectTypeMapping.type(named: text, in: dialect)?.target, t.isStandard,
               DialectTypeMapping.type(named: text, in: dialect)?.rule == .standard {
                group.type = t
            }
        case "$description",
             "description" where bare && isString, "comment" where bare && isString:
            group.description = member.value.string.flatMap { $0.isEmpty ? nil : $0 }
            if name == "comment" { note(.commentAsDescription, at: loc(member.keyPosition)) }
        case "$deprecated":
            group.deprecated = deprecatedProperty(member)
        case "$extensions":
            if member.value.object != nil {
                group.extensions = member.value
                ExtensionValues.read(member.value, groupPath: group.path, groupKey: group.key, file: file, table: table, into: &source, diagnostics: &diagnostics)
            } else {
                diagnostics.error("$extensions must be an object keyed by vendor namespaces, found \(member.value.shortDescription)", at: loc(member.keyPosition))
            }
        case "$schema" where group.path.isEmpty, "$themes" where group.path.isEmpty, "$metadata" where group.path.isEmpty:
            return nil
        case "$root":
            guard let child = member.value.object else {
                diagnostics.error("$root must be a token, found \(member.value.shortDescription)", at: loc(member.keyPosition))
                return nil
            }
            return .token(child)
        default:
            if name.hasPrefix("$") {
                unknownProperties.note(name, at: loc(member.keyPosition))
                return nil
            }
            let childLocation = loc(member.keyPosition)
            guard let child = member.value.object else {
                diagnostics.warning("\"\(name)\" is neither a token nor a group (found \(member.value.shortDescription)); it is ignored", at: childLocation)
                return nil
            }
            if let problem = TokenPath.nameProblem(name, allowingDots: !profile.strict) {
                diagnostics.error("invalid name \"\(name)\": \(problem)", at: childLocation)
                return nil
            }
            if name.utf8.contains(UInt8(ascii: ".")) {
                note(.dottedName, at: childLocation)
                table.hasDottedNames = true
            }
            // Compatible mode reads `{"value": …}` tokens among `$value` ones too (a file exported in two passes).
            return child.member("$value") != nil || ((bare || !profile.strict) && DialectDetector.isBareToken(child)) ? .token(child) : .group(child)
        }
        return nil
    }

    mutating func readToken(_ object: JSONObject, path: [String], key: String, location: SourceLocation, scope: Scope,
                            into source: inout ParsedSource) {
        let bare = self.bare || (!profile.strict && object.member("$value") == nil)
        guard !profile.strict, let (own, children) = ChildTokens.split(object, bare: bare) else {
            parseToken(object, path: path, key: key, location: location, inherited: scope, into: &source)
            return
        }
        parseToken(own, path: path, key: key, location: location, inherited: scope, into: &source)
        note(.tokenWithChildren, at: loc(children[0].keyPosition))
        // The children inherit the token's type as a group's tokens would.
        let typeMember = object.member("$type") ?? (bare ? object.member("type") : nil)
        let type = typeMember.flatMap { m in m.value.string.map { InheritedType(name: $0, location: loc(m.keyPosition)) } } ?? scope
        for child in children {
            guard let object = child.value.object else { continue }
            readToken(object, path: path + [child.key], key: key + "." + child.key, location: loc(child.keyPosition), scope: type, into: &source)
        }
    }

    func finish(_ group: inout GroupDefinition, scope: Scope, into source: inout ParsedSource) {}

    // MARK: tokens

    private mutating func parseToken(_ object: JSONObject, path: [String], key: String, location: SourceLocation,
                                     inherited: InheritedType?, into source: inout ParsedSource) {
        var value: JSONValue?
        var valueLocation = location
        var typeMember: JSONObject.Member?
        var description: String?
        var deprecated: DeprecatedProperty?
        var extensions: JSONValue?
        var attributes: JSONObject.Member?
        var besideMembers: [JSONObject.Member] = []
        var modesMember: JSONObject.Member?
        var usesBareKeys = false
        // A token is read in the key style it is written in, whatever the file's (mixed files, compatible mode).
        let bare = self.bare || (!profile.strict && object.member("$value") == nil)
        for member in object {
            switch member.key {
            case "$value",
                 "value" where bare:
                value = member.value
                valueLocation = loc(member.keyPosition)
                usesBareKeys = member.key == "value"
            case "$type",
                 "type" where bare:
                typeMember = member
            case "$description",
                 "description" where bare:
                if let s = member.value.string { description = s.isEmpty ? nil : s } else if member.value.isNull {
                    note(.nullDescription, at: loc(member.keyPosition))
                } else {
                    diagnostics.error("\(member.key) must be a string, found \(member.value.shortDescription)", at: loc(member.keyPosition))
                }
            case "comment" where bare:
                if let s = member.value.string {
                    if description == nil, !s.isEmpty { description = s }
                    note(.commentAsDescription, at: loc(member.keyPosition))
                }
            case "$deprecated",
                 "deprecated" where bare:
                deprecated = deprecatedProperty(member)
            case "$extensions",
                 // The Design Tokens plugin writes its vendor extensions without the `$`.
                 "extensions" where bare && profile.detection.numbersArePixels && member.value.object != nil:
                if member.value.object != nil { extensions = member.value } else {
                    diagnostics.error("$extensions must be an object keyed by vendor namespaces, found \(member.value.shortDescription)", at: loc(member.keyPosition))
                }
            case "$modes":
                note(.modesBesideValue, at: loc(member.keyPosition))
                if !profile.strict { modesMember = member }
            case "attributes" where bare:
                attributes = member
                note(.attributesAsExtensions, at: loc(member.keyPosition))
            default:
                if member.key.hasPrefix("$") {
                    unknownProperties.note(member.key, at: loc(member.keyPosition))
                } else {
                    besideMembers.append(member)
                }
            }
        }
        guard var value else { return }
        if usesBareKeys { note(.valueTypeKeys, at: location) }
        switch PlatformValues.select(value) {
        case .apple(let chosen, _)?:
            note(.platformValues, at: loc(value.position))
            value = chosen
        case .otherPlatforms?:
            note(.otherPlatformsOnly, at: loc(value.position))
            return
        case nil:
            break
        }
        if dialect == .styleDictionary || dialect == .tokensStudio || bare { value = rewriteLegacyReferences(value) }
        if let rewritten = ValuePropertyReferences.rewrite(value) {
            note(.valuePropertyReference, at: loc(value.position))
            value = rewritten
        }
        if let attributes { extensions = Self.adding(attributes, as: "com.styledictionary.attributes", to: extensions) }

        // The type: its own, else the group's within this file, else (Style Dictionary) its CTI category or value.
        let isWholeAlias = Self.isWholeAlias(value)
        var typeName: InheritedType? = inherited
        if let typeMember {
            guard let text = typeMember.value.string else {
                diagnostics.error("$type must be a string naming a type, found \(typeMember.value.shortDescription)", at: loc(typeMember.keyPosition))
                return
            }
            typeName = InheritedType(name: text, location: loc(typeMember.keyPosition))
        }
        var mapped: DialectType?
        var custom: (type: TokenType?, rule: DialectType.ValueRule)?
        var customKnown: (name: String, type: TokenType, location: SourceLocation)?
        if let typeName {
            // Tokens Studio's catch-all `other` says nothing of the value: compatible mode reads it as a custom type.
            let catchAll = !profile.strict && DialectTypeMapping.folded(typeName.name) == "other"
            if !catchAll, let found = DialectTypeMapping.type(named: typeName.name, in: dialect) {
                if case .unsupported(let reason) = found.target {
                    skipped.note(typeName.name, reason: reason, at: typeName.location)
                    return
                }
                mapped = found
                // Booleans and strings have constructs of their own.
                if TokenType(rawValue: typeName.name)?.isStandard != true, found.target != .boolean, found.target != .string || found.rule == .figmaString {
                    note(.dialectType, at: typeName.location)
                }
            } else if profile.strict {
                skipped.note(typeName.name, reason: nil, at: typeName.location)
                return
            } else {
                // Compatible mode keeps a token of a type its format does not define (`CustomTypeTally.read`).
                let read = CustomTypeTally.read(typeName.name, value: value)
                if case .known(let t) = read.outcome {
                    // Read as that format's type is, with its value rules (a "32px" number is a dimension, "50%" a
                    // keyword); the summary names the type it became.
                    mapped = DialectType(.dtcg(t), read.rule)
                    customKnown = (typeName.name, t, typeName.location)
                } else {
                    customTypes.note(typeName.name, read.outcome, at: typeName.location)
                    custom = (read.type, read.rule)
                }
            }
        } else if dialect == .styleDictionary, !isWholeAlias {
            // A CSS property name beats only the `font` category's guess (a family), never a category that says more.
            let propertyNamed = profile.strict ? nil : TypographyPropertyNames.type(path: path, value: value)
            if let category = DialectTypeMapping.styleDictionaryCategory(path),
               propertyNamed == nil || propertyNamed == category || !DialectTypeMapping.isFontCategoryGuess(path) {
                // The category is a guess from the path; a value whose own shape is another type (an easing under
                // `time`, a colour under `size`) is that type.
                // Text around references (`"{a.duration} {a.timing}"`) is typed by the text its references make.
                if !profile.strict, case .dtcg(let guessed) = category.target, let s = value.string,
                   (ValueReader.isReferenceText(s) && guessed != .fontFamily && guessed != .string) || ValueTypeInference.type(ofString: s).map({ $0 != guessed && Self.typesTheirValueShows.contains($0) }) ?? false {
                    // Left untyped: the resolver gives it its value's type (and counts it).
                } else if !profile.strict, case .dtcg(let guessed) = category.target, value.number != nil || value.bool != nil,
                          ![TokenType.dimension, .duration, .number, .fontWeight].contains(guessed) {
                    // A plain number or boolean where the category guesses a type no number writes (`color.primaryShade: 4`).
                    // Left untyped: the resolver gives it its value's type (and counts it).
                } else {
                    mapped = category
                    note(.ctiCategoryType, at: location)
                }
            } else if !profile.strict, let named = DialectTypeMapping.typeNamedByGroup(path, value: value) {
                mapped = named
                note(.typeFromGroupName, at: location)
            } else if let propertyNamed {
                mapped = propertyNamed
                note(.typeFromPropertyName, at: location)
            } else if !profile.strict, let inferred = ValueTypeInference.type(of: value), inferred != .string {
                // Left untyped: the resolver gives it its value's type by the rule every dialect shares.
            } else if !profile.strict, let s = value.string, ValueReader.isReferenceText(s) {
                // Text around references (`"0 0 4px 0 {palette.gray.4.value}80"`): typed by the text it makes.
            } else if !profile.strict, let object = value.object, ValueTypeInference.type(ofModes: object) != nil {
                // An object of modes whose values agree on a type (`{"default": "16px", "atLarge": "20px"}`): below.
            } else {
                mapped = DialectTypeMapping.styleDictionaryFallback(for: value)
                note(.untypedByValue, at: location)
            }
        }
        // An untyped object of modes takes the type its modes' values agree on.
        if typeName == nil, mapped == nil, !isWholeAlias, !profile.strict, let object = value.object,
           let agreed = ValueTypeInference.type(ofModes: object) {
            mapped = DialectType(.dtcg(agreed))
            note(.untypedByValue, at: location)
        }
        if typeName == nil, mapped == nil, dialect == .tokensStudio, !isWholeAlias, !profile.strict,
           let named = DialectTypeMapping.typeNamedByGroup(path, value: value) {
            mapped = named
            note(.typeFromGroupName, at: location)
        }
        var explicitType: TokenType?
        var rule = DialectType.ValueRule.standard
        if let custom {
            (explicitType, rule) = custom
        } else if let mapped {
            (explicitType, rule) = resolveType(mapped, value: value, isWholeAlias: isWholeAlias, extensions: extensions, path: path, location: location)
            if let customKnown {
                let became = explicitType ?? customKnown.type
                customTypes.note(customKnown.name, became == customKnown.type ? .known(became) : .inferred(became), at: customKnown.location)
            }
        } else if typeName == nil, let object = value.object, ColorModifierSpec.isWritten(object) {
            // A token holding a colour modifier (`{"type": "alpha", "value": "{alpha}", "space": "srgb"}`), which
            // colours use as `"modify": "{token}"`: a String constant of its text (`ValueReader.modifierText`).
            explicitType = .string
            note(.stringToken, at: location)
        }

        // Figma shows and stores opacity as a percentage; SwiftUI's opacity is a fraction.
        if rule == .figmaOpacity, opacityPercentages, let n = value.number {
            note(.figmaOpacityPercent, at: valueLocation)
            value = JSONValue(.number(DecimalText.divide(n, byPowerOfTen: 2)), at: value.position)
        }
        if rule == .figmaOpacity { rule = .standard }
        if case .dimension(.rem) = rule, !pixelScaleCategories.isEmpty,
           pixelScaleGroups.contains(Array(path.dropLast())) || (path.first.map(pixelScaleCategories.contains) ?? false)
            && PixelScale.isWholePlainNumber(value) && !remScaleGroups.contains(Array(path.dropLast())) {
            rule = .dimension(unitless: .pixelScale)
        }
        // Android's density-independent units (`"16dp"`, `"14sp"`): points, which are px here (1 px is 1 pt).
        if !profile.strict, explicitType == .dimension, let s = value.string, case .success(let q) = UnitString.quantity(s),
           q.unit.lowercased() == "dp" || q.unit.lowercased() == "sp" {
            note(.densityIndependentUnit, at: valueLocation)
            value = JSONValue(.string(q.number.text + "px"), at: value.position)
        }
        // `"value": "1.333", "unit": "none"` (a unitless line height in a CTI `size` category): a number, not a size.
        if !profile.strict, explicitType == .dimension, let i = besideMembers.firstIndex(where: { $0.key == "unit" }),
           besideMembers[i].value.string?.lowercased() == "none", PixelScale.plainNumber(value) != nil {
            note(.unitBesideValue, at: valueLocation)
            besideMembers.remove(at: i)
            explicitType = .number
            rule = .standard
        }
        // `"value": "1", "unit": "px"`: the unit joins the number once the type (own or inherited) says it takes one.
        if let joined = TokenFileParser.joiningUnit(value, type: explicitType, beside: &besideMembers) {
            note(.unitBesideValue, at: valueLocation)
            value = joined
            if let s = joined.string, CSSKeywords.isContextDimension(s) {
                note(.keywordDimension, at: location)
                explicitType = .string
                rule = .standard
            }
        }
        var adjustments: [ColorAdjustmentSpec] = []
        if !besideMembers.isEmpty {
            let read = besideValue.read(besideMembers, diagnostics: &diagnostics)
            adjustments = read.adjustments
            if let at = read.firstKnown { note(.colorAdjustmentKey, at: at) }
            extensions = BesideValueKeys.extensions(extensions, keeping: read.kept)
        }

        // `{"light": …, "dark": …}`: the first mode's value stands for the token; each mode's is a context value.
        var modeValues: [String: JSONValue] = [:]
        if let modes = ValueModes.modes(of: value, type: explicitType) {
            note(.valueModes, at: loc(value.position))
            value = modes[0].value
            for mode in modes {
                modeValues[ValueModes.contextKey(mode.key)] = mode.value
                if !valueModes.contains(mode.key) { valueModes.append(mode.key) }
            }
        }
        if let modesMember {
            for mode in ValueModes.besideValue(modesMember, file: file, diagnostics: &diagnostics) {
                modeValues[ValueModes.contextKey(mode.key)] = mode.value
                if !valueModes.contains(mode.key) { valueModes.append(mode.key) }
            }
        }

        // References: aliases, the references inside math, a colour modifier's, a Figma alias's.
        references.removeAll(keepingCapacity: true)
        collectReferences(value)
        let isCurlyAlias = isWholeAlias && references.count == 1
        if !profile.strict, let declared = explicitType, declared != .string, let s = value.string, let name = CSSVariableReference.name(in: s) {
            note(.cssVariableReference, at: loc(value.position))
            references.append(CSSVariableReference.keyPrefix + name)
        }
        var modifier: ColorModifierSpec?
        var modifierReference: (key: String, location: SourceLocation)?
        // `"modify": null` (or `{}`) is no modifier: Tokens Studio applies one only when the key holds something.
        if let modify = extensions?.object?["studio.tokens"]?.object?.member("modify"), !modify.value.isNull,
           modify.value.object.map({ !$0.members.isEmpty }) ?? true {
            if let s = modify.value.string, case .alias(let key) = TokenPath.curly(s) {
                // The whole modifier is a token's value (Tokens Studio resolves it like any reference).
                modifierReference = (key, loc(modify.value.position))
                references.append(key)
            } else {
                modifier = ColorModifierSpec.read(modify.value, file: file, diagnostics: &diagnostics)
                references.append(contentsOf: modifier?.references ?? [])
            }
            note(.colorModifier, at: loc(modify.keyPosition))
        }
        var figmaAlias: String?
        if let aliasData = Self.figmaMember(extensions, "aliasData"), let name = aliasData.value.object?["targetVariableName"]?.string, !name.isEmpty {
            figmaAlias = name.split(separator: "/").joined(separator: ".")
            note(.figmaAliasData, at: loc(aliasData.keyPosition))
            references.append(figmaAlias!)
        }
        for adjustment in adjustments { references.append(contentsOf: adjustment.references) }
        var contextValues: [String: JSONValue]? = modeValues.isEmpty ? nil : modeValues
        if let extensions, let values = TokenFileParser.contextValues(extensions) {
            contextValues = (contextValues ?? [:]).merging(values) { _, written in written }
        }
        for v in (contextValues ?? [:]).values { TokenFileParser.collectReferences(v, into: &references) }
        let extras = TokenDefinition.Extras(profile: profile, rule: rule, modifier: modifier, figmaAlias: figmaAlias, contextValues: contextValues,
                                                 adjustments: adjustments, modifierReference: modifierReference)
        let id = table.add(TokenDefinition(
            path: path, key: key, value: value, valueLocation: valueLocation, explicitType: explicitType,
            description: description, deprecated: deprecated, extensions: extensions,
            location: location, isCurlyAlias: isCurlyAlias, extras: extras), references: references)
        source.tokens.append(id)
    }

    /// The DTCG type and value rule of a token whose dialect type is `mapped`. Tokens Studio line heights
    /// and letter spacings, and Figma numbers and strings, depend on the value or the scopes. A whole-value
    /// alias of those takes its target's type.
    private mutating func resolveType(_ mapped: DialectType, value: JSONValue, isWholeAlias: Bool, extensions: JSONValue?,
                                      path: [String], location: SourceLocation) -> (TokenType?, DialectType.ValueRule) {
        switch mapped.target {
        case .boolean:
            note(.booleanToken, at: location)
            return (.boolean, mapped.rule)
        case .string:
            if mapped.rule == .figmaString {
                let resolved = DialectTypeMapping.figmaString(scopes: figmaScopes(extensions), value: value.string)
                if case .dtcg(let t) = resolved.target { return (t, resolved.rule) }
            }
            note(.stringToken, at: location)
            return (.string, .standard)
        case .unsupported:
            return (nil, .standard)
        case .dtcg(let type):
            if let s = value.string, (type == .dimension && CSSValueStrings.isMultiValue(s)) || ((type == .color || type == .gradient) && CSSValueStrings.isGradient(s)) {
                note(.cssValueString, at: location)
                return (.string, .standard)
            }
            // Keywords whose value depends on where the token is used (`100%`, `auto`, `CanvasText`): their text.
            if let s = value.string, mapped.rule != .letterSpacing, mapped.rule != .lineHeight {
                if type == .dimension, CSSKeywords.isContextDimension(s) {
                    note(.keywordDimension, at: location)
                    return (.string, .standard)
                }
                // `"15%"` typed number (Tokens Studio's saturations for hsl()): its text, which references put in strings.
                if type == .number, mapped.rule == .standard, case .success(let q) = UnitString.quantity(s), q.unit == "%" {
                    note(.percentNumber, at: location)
                    return (.string, .standard)
                }
                if type == .color, CSSKeywords.isContextColor(s) {
                    note(.systemColorKeyword, at: location)
                    return (.string, .standard)
                }
            }
            // A dimension written in ms or s (`"120ms"` typed `dimension`) is the duration it says it is.
            if type == .dimension, !profile.strict, let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit == "ms" || q.unit == "s" {
                note(.durationTypedDimension, at: location)
                return (.duration, .standard)
            }
            // A number written with a length unit (`"4px"` typed `number`) is the dimension it says it is.
            if type == .number, mapped.rule == .standard, let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit == "px" || q.unit == "rem" {
                note(.dimensionString, at: location)
                return (.dimension, .standard)
            }
            switch mapped.rule {
            case .figmaNumber:
                let scopes = figmaScopes(extensions)
                // An alias open to every scope says nothing of its own: it is what its target is (a number or, by
                // its scopes or name, a length), so a chain never changes type on the way.
                if isWholeAlias, FigmaTokenKind.isOpen(scopes: scopes) { return (nil, .standard) }
                let resolved = DialectTypeMapping.figmaNumber(scopes: scopes, path: path)
                guard case .dtcg(let t) = resolved.target else { return (type, .standard) }
                if t == .dimension { note(.figmaNumberAsDimension, at: location) }
                return (t, resolved.rule)
            case .lineHeight:
                if isWholeAlias { return (nil, .lineHeight) }
                let text = value.string?.uppercased() ?? ""
                if text.contains("%") || ["AUTO", "NORMAL"].contains(text.trimmingCharacters(in: .whitespaces)) { return (.number, .lineHeight) }
                // A plain number (or its text): a multiplier below 4, pixels from 4 on (`TypographyDefaults`).
                let plain = value.number ?? value.string.flatMap { s in
                    if case .success(let q) = UnitString.quantity(s), q.unit.isEmpty { q.number } else { nil }
                }
                if let plain, !TypographyDefaults.unitlessLineHeightIsPixels(plain) { return (.number, .lineHeight) }
                return (.dimension, .dimension(unitless: .px))
            case .letterSpacing:
                if isWholeAlias { return (nil, .letterSpacing) }
                // A fraction of the font size: "-2%" (Tokens Studio) or "-0.011em" (CSS).
                if let s = value.string, case .success(let q) = UnitString.quantity(s), q.unit == "%" || q.unit.lowercased() == "em" {
                    return (.number, .letterSpacing)
                }
                return (.dimension, .dimension(unitless: .px))
            default:
                return (type, mapped.rule)
            }
        }
    }

    private func figmaScopes(_ extensions: JSONValue?) -> [String] {
        (Self.figmaMember(extensions, "scopes")?.value.array ?? []).compactMap(\.string)
    }

    /// `com.figma.<name>` (Figma's native export) or `com.figma` → `<name>` (variables-github-action-example).
    static func figmaMember(_ extensions: JSONValue?, _ name: String) -> JSONObject.Member? {
        guard let object = extensions?.object else { return nil }
        if let flat = object.member("com.figma." + name) { return flat }
        return object["com.figma"]?.object?.member(name)
    }

    private mutating func deprecatedProperty(_ member: JSONObject.Member) -> DeprecatedProperty? {
        if let b = member.value.bool { return b ? .deprecated(.deprecated) : .notDeprecated }
        if let s = member.value.string { return .deprecated(.reason(s)) }
        diagnostics.error("$deprecated must be true, false or a reason string, found \(member.value.shortDescription)", at: loc(member.keyPosition))
        return nil
    }

    // MARK: values

    static func isWholeAlias(_ value: JSONValue) -> Bool {
        if let s = value.string, case .alias = TokenPath.curly(s) { return true }
        return false
    }

    /// A string a dialect file means as math although it starts with `{` and ends with `}` (`{a} * {b}`).
    static func isMathNotAlias(_ s: String) -> Bool {
        guard mayBeMath(s), case .success(let e) = MathParser.parse(s) else { return false }
        return e.hasOperations
    }

    /// Style Dictionary 3 references the token's `value` property: `{color.base.red.value}` is `{color.base.red}`.
    private mutating func rewriteLegacyReferences(_ value: JSONValue) -> JSONValue {
        switch value.kind {
        case .string(var s):
            var value = value
            if let rewritten = DollarReferences.rewrite(s), dialect == .tokensStudio || DollarReferences.isPlainlyReferences(rewritten) {
                note(.dollarReference, at: value.position.location(in: file))
                s = rewritten
                value = JSONValue(.string(rewritten), at: value.position)
            }
            // `$a.b.value` (the first syntax over Style Dictionary 3's property path) is `{a.b}` too.
            guard Self.containsLegacyValueSuffix(s) else { return value }
            note(.legacyValueReference, at: value.position.location(in: file))
            return JSONValue(.string(s.replacingOccurrences(of: ".value}", with: "}")), at: value.position)
        case .array(let items):
            var changed = false
            let rewritten = items.map { item in
                let r = rewriteLegacyReferences(item)
                if r != item { changed = true }
                return r
            }
            return changed ? JSONValue(.array(rewritten), at: value.position) : value
        case .object(let object):
            var changed = false
            var members = object.members
            for i in members.indices {
                let r = rewriteLegacyReferences(members[i].value)
                if r != members[i].value { members[i].value = r; changed = true }
            }
            return changed ? JSONValue(.object(JSONObject(members)), at: value.position) : value
        default:
            return value
        }
    }

    /// Whether `s` holds `.value}`, searched in its UTF-8 bytes: every string value of a legacy file is
    /// checked, and Foundation's `contains` goes through NSString (5 % of a Tokens Studio run's CPU).
    static func containsLegacyValueSuffix(_ s: String) -> Bool { ValuePropertyReferences.contains(s, legacyValueSuffix) }

    private static let legacyValueSuffix: [UInt8] = Array(".value}".utf8)

    /// Aliases and JSON Pointers as the 2025.10 parser collects them, plus the references inside math
    /// expressions (registered as dependencies, so they resolve first and cycles through math are found).
    private mutating func collectReferences(_ value: JSONValue) {
        switch value.kind {
        case .string(let s):
            switch TokenPath.curly(s) {
            case .alias(let key): references.append(key)
            case .malformed, .notAlias:
                // `{a} + {b}` starts and ends with braces but is math, not a malformed alias; `{a} {b}` and
                // `rgba({a}, 0.5)` are text around references.
                guard Self.mayBeMath(s), case .success(let expression) = MathParser.parse(s) else {
                    if ValueReader.isReferenceText(s) { references.append(contentsOf: ReferenceText.references(in: s).map(\.key)) }
                    return
                }
                references.append(contentsOf: expression.references.map(\.key))
                // CSS math over a length only the place of use has (`min(100%, 40rem)`) stays text (`keywordDimension`).
                if expression.hasOperations || !expression.references.isEmpty, !CSSKeywords.isContextDimension(s) {
                    note(.mathExpression, at: value.position.location(in: file))
                }
            }
        case .array(let items):
            for item in items { collectReferences(item) }
        case .object(let object):
            for member in object {
                if member.key == "$ref", let s = member.value.string, let segments = TokenPath.pointerSegments(s) {
                    references.append(contentsOf: TokenFileParser.pointerPrefixes(segments))
                } else {
                    collectReferences(member.value)
                }
            }
        default:
            break
        }
    }

    /// The numbers of the OPACITY-scoped tokens in a Figma export.
    static func figmaOpacityNumbers(in document: JSONValue) -> [Double] {
        var numbers: [Double] = []
        func walk(_ object: JSONObject) {
            if let value = object["$value"] {
                let scopes = figmaMember(object["$extensions"], "scopes")?.value.array?.compactMap(\.string) ?? []
                if scopes == ["OPACITY"], let n = value.number { numbers.append(n.double) }
                return
            }
            for member in object where !member.key.hasPrefix("$") {
                if let child = member.value.object { walk(child) }
            }
        }
        if let root = document.object { walk(root) }
        return numbers
    }

    /// Cheap pre-check before parsing a string as math: a reference, an operator or a call.
    static func mayBeMath(_ s: String) -> Bool {
        var first = true
        var previous: UInt8 = 0
        // A "-" after a space: a sign when a digit follows ("0 -4", an x/y pair: Tokens Studio splits multi-value
        // text at spaces before evaluating), else the operator.
        var signOrOperator = false
        for b in s.utf8 {
            if signOrOperator {
                guard b == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) else { return true }
                signOrOperator = false
            }
            defer { previous = b }
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "^"), UInt8(ascii: "("):
                return true
            case UInt8(ascii: "-") where !first && previous == UInt8(ascii: " "):
                signOrOperator = true
            case UInt8(ascii: "-") where !first:
                return true
            case UInt8(ascii: " "):
                continue
            default:
                first = false
            }
        }
        return signOrOperator
    }

    /// `extensions` with `name` added (Style Dictionary's `attributes` kept for templates and `migrate`).
    static func adding(_ member: JSONObject.Member, as name: String, to extensions: JSONValue?) -> JSONValue {
        var object = extensions?.object ?? JSONObject()
        object.members.append(JSONObject.Member(key: name, keyPosition: member.keyPosition, value: member.value))
        return JSONValue(.object(object), at: extensions?.position ?? member.keyPosition)
    }
}

/// Tokens skipped because their type has no counterpart: one warning per type name, naming the count
/// and the first location.
struct SkippedTypes: Sendable {
    struct Entry: Sendable {
        var name: String
        var reason: String?
        var count: Int
        var first: SourceLocation
    }

    private(set) var entries: [Entry] = []

    mutating func note(_ name: String, reason: String?, at location: SourceLocation, count: Int = 1) {
        if let i = entries.firstIndex(where: { $0.name == name }) {
            entries[i].count += count
            if location < entries[i].first { entries[i].first = location }
        } else {
            entries.append(Entry(name: name, reason: reason, count: count, first: location))
        }
    }

    mutating func merge(_ other: SkippedTypes) {
        for e in other.entries { note(e.name, reason: e.reason, at: e.first, count: e.count) }
    }

    var warnings: [Diagnostic] {
        entries.map { e in
            let tokens = e.count == 1 ? "1 token has" : "\(e.count) tokens have"
            let why = e.reason.map { "; \($0)" } ?? ", which neither DTCG 2025.10 nor this file's format defines"
            return .warning("\(tokens) the type \"\(e.name)\"\(why); \(e.count == 1 ? "it is" : "they are") skipped", at: e.first)
        }
    }
}
