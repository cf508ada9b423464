/// Turns one token document (`*.tokens.json` or an inline resolver source) into definitions.
/// Structural problems become diagnostics; parsing goes on so every problem is reported in one run.
struct TokenFileParser: GroupTreeReader {
    let file: String
    let table: DefinitionTable
    var diagnostics: DiagnosticCollector
    /// Compatible mode: a `$type` DTCG does not define is read (`CustomTypeTally`) rather than an error.
    let compatible: Bool
    var customTypes = CustomTypeTally()
    /// One token's reference keys, reused from token to token.
    private var references: [String] = []
    /// Compatible mode: keys beside `$value` that do not start with `$` (an error in strict mode, as 2025.10
    /// says) are read (`BesideValueKeys`) and counted here.
    var tally = ConstructTally()
    private var unknownProperties = UnknownProperties()
    private var besideValue: BesideValueKeys
    /// Compatible mode: `{"value": …}` tokens among this file's `$value` ones, read as a DTCG draft reads them.
    private var legacy: DialectTokenParser?
    private let remBase: Double
    var skipped = SkippedTypes()
    /// Compatible mode: the modes of `$modes` beside `$value` (`ValueModes`), in the order first met.
    private(set) var valueModes: [String] = []

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$ref"]

    init(file: String, table: DefinitionTable, diagnostics: DiagnosticCollector = DiagnosticCollector(), compatible: Bool = false,
         remBase: Double = 16) {
        self.file = file
        self.remBase = remBase
        self.table = table
        self.diagnostics = diagnostics
        besideValue = BesideValueKeys(file: file)
        self.compatible = compatible
    }

    mutating func parse(_ root: JSONValue) -> ParsedSource {
        let source = walkDocument(root)
        if let legacy { unknownProperties.merge(legacy.unknownProperties) }
        diagnostics.append(contentsOf: unknownProperties.warnings)
        diagnostics.append(contentsOf: besideValue.warnings)
        if let legacy {
            tally.merge(legacy.tally)
            customTypes.merge(legacy.customTypes)
            skipped.merge(legacy.skipped)
            for mode in legacy.valueModes where !valueModes.contains(mode) { valueModes.append(mode) }
        }
        return source
    }

    private func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }

    // MARK: groups (walked by `GroupTreeReader`)

    /// Per group: whether it holds anything but properties (a `$ref` alone may be an alias token), and its `$ref`.
    struct Scope {
        var hasChildren = false
        var ref: (text: String, position: JSONPosition)?
        /// Compatible mode: the custom `$type` of this group or the closest enclosing one in this file.
        var customType: CustomType?
        /// The standard `$type` of this group or the closest enclosing one in this file.
        var groupType: TokenType?
    }

    /// A `$type` DTCG does not define, where it is written.
    struct CustomType {
        var name: String
        var location: SourceLocation
    }

    /// Nothing is inherited while reading (group properties apply after merging, `MergedContext`), but a
    /// custom `$type`, which has no place in the merged groups, applies to this file's tokens below it.
    func scope(inheriting parent: Scope?) -> Scope { Scope(customType: parent?.customType, groupType: parent?.groupType) }

    mutating func read(_ member: JSONObject.Member, of group: inout GroupDefinition, scope: inout Scope,
                       into source: inout ParsedSource) -> GroupTreeChild? {
        let name = member.key
        if name.hasPrefix("$") {
            switch name {
            case "$type":
                let type = parseType(member)
                scope.customType = type == nil ? customType(member) : nil
                scope.groupType = type
                // The root's type is this file's own: merged, it would type other files' tokens at the root.
                if !group.path.isEmpty { group.type = type }
            case "$description": group.description = parseDescription(member)
            case "$deprecated": group.deprecated = parseDeprecated(member)
            case "$extensions":
                group.extensions = parseExtensions(member)
                if let extensions = group.extensions {
                    ExtensionValues.read(extensions, groupPath: group.path, groupKey: group.key, file: file, table: table, into: &source, diagnostics: &diagnostics)
                }
            case "$extends":
                if let text = member.value.string {
                    group.extends = extendsReference(text, at: member.keyPosition)
                } else {
                    diagnostics.error("$extends must be a group reference such as \"{button}\", found \(member.value.shortDescription)", at: loc(member.keyPosition))
                }
            case "$ref":
                if let text = member.value.string {
                    scope.ref = (text, member.keyPosition)
                } else {
                    diagnostics.error("$ref must be a JSON Pointer string such as \"#/color/base\", found \(member.value.shortDescription)", at: loc(member.keyPosition))
                }
            case "$root":
                scope.hasChildren = true
                guard let child = member.value.object, child.member("$value") != nil || child.member("$ref") != nil else {
                    diagnostics.error("$root must be a token (an object with $value), found \(member.value.shortDescription)", at: loc(member.keyPosition))
                    return nil
                }
                return .token(child)
            case "$schema" where group.path.isEmpty:
                return nil
            case "$value":
                return nil // handled by the caller: this object is a token
            default:
                if let child = member.value.object, child.member("$value") != nil {
                    diagnostics.error("invalid token name \"\(name)\": names must not begin with \"$\" (reserved for properties such as $value)", at: loc(member.keyPosition))
                } else {
                    unknownProperties.note(name, at: loc(member.keyPosition), notes: suggestion(name, Self.groupProperties))
                }
            }
            return nil
        }
        scope.hasChildren = true
        let childLocation = loc(member.keyPosition)
        if let problem = TokenPath.nameProblem(name, allowingDots: compatible) {
            diagnostics.error("invalid \(member.value.object?.member("$value") != nil ? "token" : "group") name \"\(name)\": \(problem)", at: childLocation)
            return nil
        }
        if compatible, name.utf8.contains(UInt8(ascii: ".")) {
            tally.note(.dottedName, at: childLocation)
            table.hasDottedNames = true
        }
        guard let child = member.value.object else {
            // A key-value file (`"brand-dark": "#454545"`): compatible mode reads the bare value as a token whose
            // value says its type; strict mode keeps DTCG's rule.
            if compatible, member.value.string != nil || member.value.number != nil || member.value.bool != nil || member.value.array != nil {
                tally.note(.bareValueToken, at: childLocation)
                return .token(JSONObject([.init(key: "$value", keyPosition: member.keyPosition, value: member.value)]))
            }
            diagnostics.error("\"\(name)\" must be a token (an object with $value) or a group (an object), found \(member.value.shortDescription)", at: childLocation)
            return nil
        }
        if child.member("$value") != nil || (compatible && DialectDetector.isBareToken(child)) { return .token(child) }
        // A key-value file's composite (`"body-1": {"fontFamily": …, "fontSize": "16px", …}`): an object of plain
        // values holding a composite's characteristic members is that composite's value.
        if compatible, Self.isBareComposite(child) {
            tally.note(.bareValueToken, at: childLocation)
            return .token(JSONObject([.init(key: "$value", keyPosition: member.keyPosition, value: member.value)]))
        }
        return .group(child)
    }

    /// Members that are all plain values (no objects, no `$` properties) and name a composite
    /// (`ValueTypeInference`: typography's fontFamily and fontSize, a shadow's offsets, …).
    static func isBareComposite(_ object: JSONObject) -> Bool {
        guard !object.members.isEmpty, object.members.allSatisfy({ !$0.key.hasPrefix("$") && $0.value.object == nil }) else { return false }
        guard let type = ValueTypeInference.type(ofObject: object) else { return false }
        return type.isComposite
    }

    /// A group's `$ref`: what it extends, or (alone in the group) an alias token.
    mutating func finish(_ group: inout GroupDefinition, scope: Scope, into source: inout ParsedSource) {
        guard let (text, position) = scope.ref else { return }
        if group.extends != nil {
            diagnostics.error("a group cannot have both $extends and $ref", at: loc(position))
        } else if let segments = TokenPath.pointerSegments(text) {
            group.extends = ExtendsReference(target: segments, text: text, location: loc(position))
            if !scope.hasChildren, !group.path.isEmpty {
                // `{"$ref": "#/base"}` alone: an alias token if #/base turns out to be a token.
                let value = JSONValue(.object(JSONObject([.init(key: "$ref", keyPosition: position, value: JSONValue(.string(text), at: position))])), at: position)
                group.tokenCandidate = table.add(TokenDefinition(
                    path: group.path, key: group.key, value: value, valueLocation: loc(position), explicitType: group.type,
                    description: group.description, deprecated: group.deprecated, extensions: group.extensions,
                    location: group.location), references: Self.pointerPrefixes(segments))
            }
        } else {
            diagnostics.error("$ref must be a same-document JSON Pointer starting with \"#/\", found \"\(text)\"", at: loc(position))
        }
    }

    // MARK: tokens

    mutating func readToken(_ object: JSONObject, path: [String], key: String, location: SourceLocation, scope: Scope,
                            into source: inout ParsedSource) {
        if object.member("$value") == nil, object.member("value") != nil {
            readLegacy(object, path: path, key: key, location: location, scope: scope, into: &source)
            return
        }
        guard compatible, let (own, children) = ChildTokens.split(object, bare: true) else {
            parseToken(object, path: path, key: key, location: location, inherited: scope.customType, groupType: scope.groupType, into: &source)
            return
        }
        parseToken(own, path: path, key: key, location: location, inherited: scope.customType, groupType: scope.groupType, into: &source)
        tally.note(.tokenWithChildren, at: loc(children[0].keyPosition))
        // The children inherit the token's type as a group's tokens would.
        var childScope = scope
        if let t = object["$type"]?.string, let type = TokenType(rawValue: t), type.isStandard { childScope.groupType = type }
        for child in children {
            guard let object = child.value.object else { continue }
            readToken(object, path: path + [child.key], key: key + "." + child.key, location: loc(child.keyPosition), scope: childScope, into: &source)
        }
    }

    /// A `{"value": …}` token in a `$value` file (compatible mode): read by the dialect reader under a DTCG draft
    /// profile, its diagnostics this file's at once (so `--skip-invalid` sees them as this token's).
    private mutating func readLegacy(_ object: JSONObject, path: [String], key: String, location: SourceLocation, scope: Scope,
                                     into source: inout ParsedSource) {
        if legacy == nil {
            let detection = DialectDetection(dialect: .dtcgDraft, role: .tokens, usesBareKeys: true,
                                             reason: "its tokens use value/type among $value/$type ones", evidence: location)
            legacy = DialectTokenParser(file: file, table: table, profile: DialectProfile(detection: detection, strict: false, remBase: remBase))
        }
        let inherited = scope.customType.map { DialectTokenParser.InheritedType(name: $0.name, location: $0.location) }
            ?? scope.groupType.map { DialectTokenParser.InheritedType(name: $0.rawValue, location: location) }
        legacy!.readToken(object, path: path, key: key, location: location, scope: inherited, into: &source)
        diagnostics.append(contentsOf: legacy!.diagnostics.diagnostics)
        legacy!.diagnostics = DiagnosticCollector()
    }

    private mutating func parseToken(_ object: JSONObject, path: [String], key: String, location: SourceLocation,
                                     inherited: CustomType?, groupType: TokenType?, into source: inout ParsedSource) {
        var value: JSONValue?
        var valueLocation = location
        var type: TokenType?
        var custom = inherited
        var description: String?
        var deprecated: DeprecatedProperty?
        var extensions: JSONValue?
        var besideMembers: [JSONObject.Member] = []
        var modeValues: [String: JSONValue] = [:]
        for member in object {
            switch member.key {
            case "$value":
                value = member.value
                valueLocation = loc(member.keyPosition)
            case "$type":
                type = parseType(member)
                custom = type == nil ? customType(member) : nil
            case "$description": description = parseDescription(member)
            case "$deprecated": deprecated = parseDeprecated(member)
            case "$extensions": extensions = parseExtensions(member)
            case "$ref":
                if object.member("$value") != nil {
                    diagnostics.error("a token cannot have both $value and $ref", at: loc(member.keyPosition))
                } else if member.value.string != nil {
                    value = JSONValue(.object(JSONObject([member])), at: member.keyPosition)
                    valueLocation = loc(member.keyPosition)
                } else {
                    diagnostics.error("$ref must be a JSON Pointer string, found \(member.value.shortDescription)", at: loc(member.keyPosition))
                }
            case "$modes":
                // Not 2025.10 (per-mode values belong in resolver modifiers), but read as value mode objects are.
                guard compatible else {
                    diagnostics.error(CompatibilityConstruct.modesBesideValue.strictMessage, at: loc(member.keyPosition))
                    continue
                }
                tally.note(.modesBesideValue, at: loc(member.keyPosition))
                for mode in ValueModes.besideValue(member, file: file, diagnostics: &diagnostics) {
                    modeValues[ValueModes.contextKey(mode.key)] = mode.value
                    if !valueModes.contains(mode.key) { valueModes.append(mode.key) }
                }
            default:
                let name = member.key
                if name.hasPrefix("$") {
                    unknownProperties.note(name, at: loc(member.keyPosition), notes: suggestion(name, Self.tokenProperties))
                } else if compatible, member.value.object?.member("$value") == nil {
                    besideMembers.append(member)
                } else {
                    var notes: [Diagnostic.Note] = []
                    if Self.tokenProperties.contains("$" + name) { notes.append(.init("did you mean \"$\(name)\"?")) }
                    diagnostics.error("token \"\(key)\" cannot contain \"\(name)\": an object with $value is a token, so it cannot also hold tokens, groups or un-prefixed properties", at: loc(member.keyPosition), notes: notes)
                }
            }
        }
        guard var value else { return }
        if compatible, let custom, readAsMembers(value, custom: custom, path: path, key: key, into: &source) { return }
        if compatible, let rewritten = ValuePropertyReferences.rewrite(value) {
            tally.note(.valuePropertyReference, at: valueLocation)
            value = rewritten
        }
        if let joined = Self.joiningUnit(value, type: type ?? groupType, beside: &besideMembers) {
            tally.note(.unitBesideValue, at: valueLocation)
            value = joined
        }
        references.removeAll(keepingCapacity: true)
        Self.collectReferences(value, into: &references)
        // A string value's only possible reference is the alias it is (see `collectReferences`).
        let isCurlyAlias = references.count == 1 && value.string != nil
        // Text around references (`"{a}, {b}"`, a shorthand of references): compatible mode reads it with them.
        if compatible, let s = value.string, ValueReader.isReferenceText(s) {
            references.append(contentsOf: ReferenceText.references(in: s).map(\.key))
        }
        // `var(--name)` in a typed token: the value stays as written; the token depends on the token the name spells,
        // if any (`ValueReader` reads it as that token's value where one exists). Untyped, it is CSS text: a String.
        if compatible, let declared = type ?? groupType, declared != .string, let s = value.string, let name = CSSVariableReference.name(in: s) {
            tally.note(.cssVariableReference, at: valueLocation)
            references.append(CSSVariableReference.keyPrefix + name)
        }
        // CSS text no DTCG value holds, as every dialect reads it: a length only the place of use has (`100vw`, `50%`,
        // a fluid `clamp(1rem, 0.9rem + 0.2vw, 1.1rem)`), several lengths (`4px 8px`), a gradient in a colour token.
        // Cheap tests first: most strings here are aliases, and 2025.10 writes dimensions and colours as objects.
        if compatible, custom == nil, let declared = type ?? groupType, declared == .dimension || declared == .color || declared == .gradient,
           let s = value.string, s.utf8.first != UInt8(ascii: "{") {
            if declared == .dimension, CSSKeywords.isContextDimension(s) {
                tally.note(.keywordDimension, at: location)
                type = .string
            } else if (declared == .dimension && s.utf8.contains(0x20) && CSSValueStrings.isMultiValue(s))
                        || (declared != .dimension && s.utf8.contains(UInt8(ascii: "(")) && CSSValueStrings.isGradient(s)) {
                tally.note(.cssValueString, at: location)
                type = .string
            }
        }
        var adjustments: [ColorAdjustmentSpec] = []
        if !besideMembers.isEmpty {
            let read = besideValue.read(besideMembers, diagnostics: &diagnostics)
            adjustments = read.adjustments
            if let at = read.firstKnown { tally.note(.colorAdjustmentKey, at: at) }
            extensions = BesideValueKeys.extensions(extensions, keeping: read.kept)
            for adjustment in adjustments { references.append(contentsOf: adjustment.references) }
        }
        var rule = DialectType.ValueRule.standard
        if let custom {
            let read = CustomTypeTally.read(custom.name, value: value)
            customTypes.note(custom.name, read.outcome, at: custom.location)
            (type, rule) = (read.type, read.rule)
        }
        var extras: TokenDefinition.Extras?
        var contextValues = extensions.flatMap(Self.contextValues)
        if !modeValues.isEmpty { contextValues = modeValues.merging(contextValues ?? [:]) { _, written in written } }
        if contextValues != nil || !adjustments.isEmpty || rule != .standard {
            extras = TokenDefinition.Extras(profile: nil, rule: rule, contextValues: contextValues, adjustments: adjustments)
            if let contextValues { for v in contextValues.values { Self.collectReferences(v, into: &references) } }
        }
        let id = table.add(TokenDefinition(
            path: path, key: key, value: value, valueLocation: valueLocation, explicitType: type,
            description: description, deprecated: deprecated, extensions: extensions,
            location: location, isCurlyAlias: isCurlyAlias, extras: extras, groupType: groupType), references: references)
        source.tokens.append(id)
    }

    /// A custom type's object of no shape any type has (`{"minPx": 56, "maxPx": 96, "weight": 300}`): its members,
    /// each a token under this one's path typed by its value, so nothing is lost and nothing is guessed. False
    /// (nothing added) for any other value.
    private mutating func readAsMembers(_ value: JSONValue, custom: CustomType, path: [String], key: String,
                                        into source: inout ParsedSource) -> Bool {
        guard let object = value.object, !object.members.isEmpty, TokenPath.refObject(value) == nil,
              case .unclear = CustomTypeTally.read(custom.name, value: value).outcome,
              object.members.allSatisfy({ !$0.key.hasPrefix("$") && $0.value.object == nil }) else { return false }
        customTypes.note(custom.name, .members, at: custom.location)
        for member in object {
            var memberReferences: [String] = []
            Self.collectReferences(member.value, into: &memberReferences)
            let id = table.add(TokenDefinition(
                path: path + [member.key], key: key + "." + member.key, value: member.value, valueLocation: loc(member.keyPosition),
                explicitType: nil, description: nil, deprecated: nil, extensions: nil, location: loc(member.keyPosition),
                isCurlyAlias: memberReferences.count == 1 && member.value.string != nil, extras: nil, groupType: nil), references: memberReferences)
            source.tokens.append(id)
        }
        return true
    }

    /// `"$value": 123, "unit": "px"` or `"$value": "123", "unit": "px"` (a dimension or duration whose unit sits
    /// beside a plain number or a string holding only one, as early DTCG drafts wrote it) as the 2025.10 object
    /// `{"value": 123, "unit": "px"}`; the `unit` key is consumed. Nil when the value is not such a number or the
    /// unit is not one the type has. A dimension's `%` or `em` joins as the text `"50%"`, which the value readers
    /// take as they take that text written whole (a percentage keyword, an em size).
    static func joiningUnit(_ value: JSONValue, type: TokenType?, beside members: inout [JSONObject.Member]) -> JSONValue? {
        guard let type, type == .dimension || type == .duration,
              let i = members.firstIndex(where: { $0.key == "unit" }), let unit = members[i].value.string else { return nil }
        let units = type == .dimension ? ["px", "rem"] : ["ms", "s"]
        if type == .dimension, unit == "%" || unit == "em" {
            let text = value.number?.text ?? value.string?.trimmingCharacters(in: .whitespaces)
            guard let text, let d = Double(text), d.isFinite else { return nil }
            members.remove(at: i)
            return JSONValue(.string(text + unit), at: value.position)
        }
        guard units.contains(unit) else { return nil }
        let number: JSONNumber
        if let n = value.number {
            number = n
        } else if let text = value.string?.trimmingCharacters(in: .whitespaces), let d = Double(text), d.isFinite {
            number = JSONNumber(text: text, double: d)
        } else {
            return nil
        }
        let unitMember = members.remove(at: i)
        return JSONValue(.object(JSONObject([
            JSONObject.Member(key: "value", keyPosition: value.position, value: JSONValue(.number(number), at: value.position)),
            JSONObject.Member(key: "unit", keyPosition: unitMember.keyPosition, value: unitMember.value),
        ])), at: value.position)
    }

    // MARK: properties

    /// A `$type` DTCG 2025.10 does not define, read in compatible mode (nil when `member` is not one).
    private func customType(_ member: JSONObject.Member) -> CustomType? {
        guard compatible, let text = member.value.string, TokenType(rawValue: text)?.isStandard != true else { return nil }
        return CustomType(name: text, location: loc(member.keyPosition))
    }

    private mutating func parseType(_ member: JSONObject.Member) -> TokenType? {
        guard let text = member.value.string else {
            diagnostics.error("$type must be a string naming a type, found \(member.value.shortDescription)", at: loc(member.keyPosition))
            return nil
        }
        if let type = TokenType(rawValue: text), type.isStandard { return type }
        if compatible { return nil }
        let names = TokenType.standard.map(\.rawValue)
        var notes: [Diagnostic.Note] = []
        if let close = names.first(where: { $0.lowercased() == text.lowercased() }) ?? Suggestions.closest(to: text, in: names) {
            notes.append(.init("did you mean \"\(close)\"?"))
        }
        diagnostics.error("unknown $type \"\(text)\"; expected one of \(names.joined(separator: ", "))", at: loc(member.keyPosition), notes: notes)
        return nil
    }

    private mutating func parseDescription(_ member: JSONObject.Member) -> String? {
        if let s = member.value.string { return s }
        if compatible, member.value.isNull {
            tally.note(.nullDescription, at: loc(member.keyPosition))
            return nil
        }
        diagnostics.error("$description must be a string, found \(member.value.shortDescription)", at: loc(member.keyPosition))
        return nil
    }

    private mutating func parseDeprecated(_ member: JSONObject.Member) -> DeprecatedProperty? {
        if let b = member.value.bool { return b ? .deprecated(.deprecated) : .notDeprecated }
        if let s = member.value.string { return .deprecated(.reason(s)) }
        diagnostics.error("$deprecated must be true, false or a reason string, found \(member.value.shortDescription)", at: loc(member.keyPosition))
        return nil
    }

    private mutating func parseExtensions(_ member: JSONObject.Member) -> JSONValue? {
        if member.value.object != nil { return member.value }
        diagnostics.error("$extensions must be an object keyed by vendor namespaces, found \(member.value.shortDescription)", at: loc(member.keyPosition))
        return nil
    }

    private mutating func extendsReference(_ text: String, at position: JSONPosition) -> ExtendsReference? {
        switch TokenPath.curly(text) {
        case .alias(let key):
            return ExtendsReference(target: TokenPath.segments(key), text: text, location: loc(position))
        case .malformed(let why):
            diagnostics.error("malformed $extends reference: \(why)", at: loc(position))
            return nil
        case .notAlias:
            if let segments = TokenPath.pointerSegments(text) {
                return ExtendsReference(target: segments, text: text, location: loc(position))
            }
            diagnostics.error("$extends must be a group reference such as \"{button}\" or \"#/button\", found \"\(text)\"", at: loc(position))
            return nil
        }
    }

    private func suggestion(_ name: String, _ known: Set<String>) -> [Diagnostic.Note] {
        guard let close = Suggestions.closest(to: name, in: known.sorted()) else { return [] }
        return [.init("did you mean \"\(close)\"?")]
    }

    /// `$extensions["com.aurum.codegen"].contextValues` (`{"Mode=Dark,Brand=Aurora": <value>}`): what `migrate` writes for a
    /// token whose computed value differs between contexts that DTCG's resolver cannot tell apart.
    static func contextValues(_ extensions: JSONValue) -> [String: JSONValue]? {
        guard let object = extensions.object, let ours = object.member(ExtensionValues.namespace)?.value.object,
              let values = ours["contextValues"]?.object, !values.isEmpty else { return nil }
        var out: [String: JSONValue] = [:]
        for member in values { out[member.key] = member.value }
        return out
    }

    // MARK: references

    /// Every token key a value may depend on (see `DefinitionTable.add`).
    static func collectReferences(_ value: JSONValue, into out: inout [String]) {
        switch value.kind {
        case .string(let s):
            if case .alias(let key) = TokenPath.curly(s) { out.append(key) }
        case .array(let items):
            for item in items { collectReferences(item, into: &out) }
        case .object(let object):
            for member in object {
                if member.key == "$ref", let s = member.value.string, let segments = TokenPath.pointerSegments(s) {
                    out.append(contentsOf: pointerPrefixes(segments))
                } else {
                    collectReferences(member.value, into: &out)
                }
            }
        default:
            break
        }
    }

    /// `["a","b","$value","x"]` → `["a", "a.b"]`: the pointer's token is one of the prefixes before `$value`.
    static func pointerPrefixes(_ segments: [String]) -> [String] {
        var out: [String] = []
        var key = ""
        for segment in segments {
            if segment.hasPrefix("$") && segment != "$root" { break }
            key = TokenPath.key(key, segment)
            out.append(key)
        }
        return out
    }
}
