/// What a token file is, decided from its shape: which dialect, and whether its tokens are written
/// with `$value`/`$type` or with bare `value`/`type`.
package struct DialectDetection: Hashable, Sendable {
    package enum Role: Hashable, Sendable {
        /// A token file (one set).
        case tokens
        /// A Tokens Studio single file: every root member but `$themes` and `$metadata` is a set.
        case tokensStudioSingleFile
        /// `$themes.json` of a Tokens Studio project.
        case tokensStudioThemes
        /// `$metadata.json` of a Tokens Studio project.
        case tokensStudioMetadata
    }

    package var dialect: TokenDialect
    package var role: Role
    /// Tokens are `{"value": …, "type": …}` rather than `{"$value": …, "$type": …}`.
    package var usesBareKeys: Bool
    /// Why, for `validate --verbose` ("its tokens use com.figma extensions").
    package var reason: String
    /// The file is the Figma Design Tokens plugin's export (`DesignTokensPluginExport`): a plain number where a
    /// dimension is meant is pixels, whatever its dialect's own rule (Style Dictionary's `size` is rem).
    package var numbersArePixels = false
    /// Style Dictionary: the root categories (`size`) in which a group of this file or of its folder siblings is
    /// a pixel scale (`PixelScale`): whole plain numbers anywhere in such a category are pixels too.
    package var pixelScaleCategories: Set<String> = []
    /// The construct that decided it; nil when the default applied.
    package var evidence: SourceLocation?
    /// No construct decided: the stated default for the file's key style applied.
    package var isDefault: Bool { evidence == nil }
}

/// Decides a file's dialect from its shape, without reading every value: the file name, the root's
/// members, then its tokens in document order, the first `budget` of each type (a file's telling type may
/// come after a hundred colours). The first rule that matches wins:
///
/// 1. A file named `$themes.json` or `$metadata.json` is a Tokens Studio project file; a root `$schema`
///    naming DTCG 2025.10's format schema is DTCG 2025.10.
/// 2. A root with `$themes` or `$metadata` is a Tokens Studio single file; so is a file of bare
///    `value`/`type` tokens (or one step 4 finds Tokens Studio) whose references resolve only when its
///    root groups are token sets (`RootGroupSets`).
/// 3. A root of Theo's members only (`props`, `aliases`, `global`, `imports`), with `props` or `aliases`, is
///    Theo; a root holding one array of objects with a `name` (or `id`) and a `value`, beside scalar
///    metadata only, or a root array of them, is a token list, read as Style Dictionary (`TokenListDocument`);
///    a root whose every member has a `$schema` naming a `token-types/` file, or a root array of tokens
///    with `name` objects (the design-data-spec's cascade format; an empty array too), is Adobe Spectrum; a root `$extensions` with `com.figma.modeName` (Figma's native export) is Figma.
/// 4. Among the first tokens, the first *decisive* construct names the dialect:
///    `com.figma` extensions → Figma; `studio.tokens` extensions, a type only Tokens Studio defines
///    (`sizing`, `spacing`, `borderRadius`, `fontFamilies`, `boxShadow`, …) or a math expression →
///    Tokens Studio; `comment`, `attributes` or a `{a.b.value}` reference → Style Dictionary.
/// 5. A file the caller says is part of a Tokens Studio project (a `$themes.json` or `$metadata.json`
///    beside it or in the project folder above it) is Tokens Studio, in either key style; so is a bare-key file
///    of typed tokens the caller says sits among files found in the same folder input that are Tokens Studio by
///    their own constructs, none being Style Dictionary by its own (one project's files read alike).
/// 6. Otherwise, by key style. Bare `value`/`type`: **Style Dictionary** (Tokens Studio files read the
///    constructs they share with it alike). `$value`/`$type`: Figma when a `string` or `boolean`
///    type appears (figma/variables-github-action-example's files); a DTCG draft when a colour,
///    dimension or duration is a string; else **DTCG 2025.10**.
///
/// Detection reads the types of a file's first thousand tokens but only the first `budget` values of each type,
/// so a file whose telling construct comes later is read as its key style's default; the reader then meets the construct and
/// the summary names it (and `tokens.format` can force a dialect). Reading DTCG 2025.10 costs one walk over
/// its groups and types, and at most `budget` values per type.
package enum DialectDetector {
    package struct Hints: Hashable, Sendable {
        /// A `$themes.json` or `$metadata.json` is beside the file (or above it, in the project root).
        package var inTokensStudioProject = false
        /// Files beside it in the same input are Tokens Studio by their own constructs, and none is Style Dictionary.
        package var siblingsAreTokensStudio = false
        /// Style Dictionary files beside it have pixel scales in these root categories (`PixelScale.categories`).
        package var pixelScaleCategories: Set<String> = []
        package init(inTokensStudioProject: Bool = false, siblingsAreTokensStudio: Bool = false, pixelScaleCategories: Set<String> = []) {
            self.inTokensStudioProject = inTokensStudioProject
            self.siblingsAreTokensStudio = siblingsAreTokensStudio
            self.pixelScaleCategories = pixelScaleCategories
        }
    }

    /// Types only Tokens Studio defines (not DTCG's, not Style Dictionary's legacy names).
    static let tokensStudioOnlyTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "paragraphSpacing", "paragraphIndent",
        "lineHeights", "fontFamilies", "fontWeights", "boxShadow", "text", "textCase", "textDecoration", "other", "composition",
    ]

    /// `{"value": …}` is a bare-key token unless `value` is itself a token or a group of tokens.
    static func isBareToken(_ object: JSONObject) -> Bool { Scan.isBareToken(object) }

    package static func detect(_ root: JSONValue, file: String, hints: Hints = Hints(), budget: Int = 64) -> DialectDetection {
        var detection = detectShape(root, file: file, hints: hints, budget: budget)
        if detection.dialect == .styleDictionary { detection.pixelScaleCategories = hints.pixelScaleCategories }
        if detection.role == .tokens, detection.dialect != .spectrum, detection.dialect != .theo,
           DesignTokensPluginExport.evidence(root, budget: budget) != nil {
            detection.numbersArePixels = true
            detection.reason += "; its tokens carry \(DesignTokensPluginExport.extensionKey) extensions (Figma's Design Tokens plugin), so plain numbers are pixels"
        }
        return detection
    }

    private static func detectShape(_ root: JSONValue, file: String, hints: Hints, budget: Int) -> DialectDetection {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let rootLocation = root.position.location(in: file)
        if name == "$themes.json" {
            return DialectDetection(dialect: .tokensStudio, role: .tokensStudioThemes, usesBareKeys: false,
                                    reason: "it is a Tokens Studio $themes.json", evidence: rootLocation)
        }
        if name == "$metadata.json" {
            return DialectDetection(dialect: .tokensStudio, role: .tokensStudioMetadata, usesBareKeys: false,
                                    reason: "it is a Tokens Studio $metadata.json", evidence: rootLocation)
        }
        if let first = SpectrumCascadeDocument.evidence(root) {
            return DialectDetection(dialect: .spectrum, role: .tokens, usesBareKeys: true,
                                    reason: "its root is an array of tokens with name objects, as Adobe's design-data-spec cascade files are",
                                    evidence: first.position.location(in: file))
        }
        if root.array != nil, let position = TokenListDocument.evidence(root) {
            return tokenList(position, file: file)
        }
        guard let object = root.object else {
            return DialectDetection(dialect: .dtcg2025, role: .tokens, usesBareKeys: false, reason: "it is not a JSON object", evidence: nil)
        }
        // A file that names the 2025.10 format schema says what it is (`migrate` and `import` write it).
        if let schema = object.member("$schema"), schema.value.string?.contains("/2025.10/") == true {
            return DialectDetection(dialect: .dtcg2025, role: .tokens, usesBareKeys: false,
                                    reason: "its $schema is DTCG 2025.10's", evidence: schema.keyPosition.location(in: file))
        }
        var scan = Scan(file: file, budget: budget)
        if let member = object.member("$themes") ?? object.member("$metadata") {
            for set in object where !set.key.hasPrefix("$") {
                if let o = set.value.object { scan.walk(o) }
                if scan.done { break }
            }
            return DialectDetection(dialect: .tokensStudio, role: .tokensStudioSingleFile, usesBareKeys: scan.bareKeys ?? true,
                                    reason: "its root has \(member.key), as Tokens Studio's single-file format", evidence: member.keyPosition.location(in: file))
        }
        if let member = TheoDocument.evidence(object) {
            return DialectDetection(dialect: .theo, role: .tokens, usesBareKeys: true,
                                    reason: "its root has \"\(member.key)\" and only Theo's other members, as Salesforce Theo writes it",
                                    evidence: member.keyPosition.location(in: file))
        }
        if let member = SpectrumDocument.evidence(object) {
            return DialectDetection(dialect: .spectrum, role: .tokens, usesBareKeys: true,
                                    reason: "every root member is a token whose $schema names a Spectrum token type, as adobe/spectrum-tokens writes them",
                                    evidence: member.keyPosition.location(in: file))
        }
        if let position = TokenListDocument.evidence(root) {
            return tokenList(position, file: file)
        }
        if let extensions = object.member("$extensions"), let modeName = extensions.value.object?.member("com.figma.modeName") {
            return DialectDetection(dialect: .figma, role: .tokens, usesBareKeys: false,
                                    reason: "its root $extensions has com.figma.modeName, as Figma's variable export", evidence: modeName.keyPosition.location(in: file))
        }
        scan.walk(object)
        // In a Tokens Studio project every file is a set already.
        if !hints.inTokensStudioProject, scan.bareKeys == true || scan.decisive?.0 == .tokensStudio,
           let evidence = RootGroupSets.evidence(object, file: file) {
            return DialectDetection(dialect: .tokensStudio, role: .tokensStudioSingleFile, usesBareKeys: scan.bareKeys ?? false,
                                    reason: "its references resolve only when its root groups are token sets, as Tokens Studio's single-file form", evidence: evidence)
        }
        if let (dialect, reason, location) = scan.decisive {
            return DialectDetection(dialect: dialect, role: .tokens, usesBareKeys: scan.bareKeys ?? false, reason: reason, evidence: location)
        }
        if hints.inTokensStudioProject {
            return DialectDetection(dialect: .tokensStudio, role: .tokens, usesBareKeys: scan.bareKeys ?? false,
                                    reason: "it is part of a Tokens Studio project (a $themes.json or $metadata.json is beside it)", evidence: nil)
        }
        if hints.siblingsAreTokensStudio, scan.bareKeys == true {
            return DialectDetection(dialect: .tokensStudio, role: .tokens, usesBareKeys: true,
                                    reason: "nothing in it decides, and files beside it in the same input are Tokens Studio", evidence: nil)
        }
        if scan.bareKeys == true {
            return DialectDetection(dialect: .styleDictionary, role: .tokens, usesBareKeys: true,
                                    reason: "its tokens use value/type (read as Style Dictionary, the default for that form)", evidence: nil)
        }
        // Figma's exports write colours as objects and numbers plain: a draft's value (a hex string, "16px") says
        // more than a `string` type, which hand-written DTCG files use too.
        if let (reason, location) = scan.draftValue {
            return DialectDetection(dialect: .dtcgDraft, role: .tokens, usesBareKeys: false, reason: reason, evidence: location)
        }
        if let (reason, location) = scan.figmaTypes {
            return DialectDetection(dialect: .figma, role: .tokens, usesBareKeys: false, reason: reason, evidence: location)
        }
        return DialectDetection(dialect: .dtcg2025, role: .tokens, usesBareKeys: false,
                                reason: "its tokens use $value/$type with nothing from an older format (the default)", evidence: nil)
    }

    private static func tokenList(_ position: JSONPosition, file: String) -> DialectDetection {
        DialectDetection(dialect: .styleDictionary, role: .tokens, usesBareKeys: true,
                         reason: "its tokens are a list of objects with a name and a value (read as bare-key tokens, grouped by the list's name)",
                         evidence: position.location(in: file))
    }

    private struct Scan {
        let file: String
        let budget: Int
        /// Values looked at so far, by the token's type (`""` for none).
        var valuesSeen: [String: Int] = [:]
        var bareKeys: Bool?
        var decisive: (TokenDialect, String, SourceLocation)?
        var figmaTypes: (String, SourceLocation)?
        var draftValue: (String, SourceLocation)?

        init(file: String, budget: Int) {
            self.file = file
            self.budget = budget
        }

        /// Tokens looked at: the walk stops at `tokenLimit` (a telling type comes within a file's first
        /// thousand tokens; a 9,000-token file is not walked to its end).
        var tokensSeen = 0
        static let tokenLimit = 1_000
        var done: Bool { decisive != nil || tokensSeen >= Self.tokenLimit }

        func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }

        /// Walks groups depth-first in document order until a construct decides.
        mutating func walk(_ group: JSONObject, inheritedType: String? = nil) {
            var type = inheritedType
            for member in group where member.key == "$type" || member.key == "type" {
                if let t = member.value.string {
                    type = t
                    noteType(t, at: member.keyPosition, dollar: member.key == "$type")
                }
            }
            if let extensions = group.member("$extensions") { noteExtensions(extensions) }
            for member in group {
                if done { return }
                guard let child = member.value.object, !member.key.hasPrefix("$") || member.key == "$root" else { continue }
                if child.member("$value") != nil {
                    token(child, dollar: true, inheritedType: type)
                } else if Self.isBareToken(child) {
                    token(child, dollar: false, inheritedType: type)
                } else {
                    walk(child, inheritedType: type)
                }
            }
        }

        /// `{"value": …}` is a bare-key token unless `value` is itself a token or a group of tokens
        /// (a DTCG token or group named "value"; a bare-key token named "value", `{"value": …, "type": …}`,
        /// beside other tokens).
        static func isBareToken(_ object: JSONObject) -> Bool {
            guard let value = object.member("value")?.value else { return false }
            if let inner = value.object {
                if inner.member("$value") != nil { return false }
                if inner.members.contains(where: { $0.value.object?.member("$value") != nil }) { return false }
                if inner.member("value") != nil, inner["type"]?.string != nil,
                   object.members.contains(where: { $0.key != "value" && $0.value.object.map { $0.member("value") != nil } == true }) {
                    return false
                }
            }
            return true
        }

        mutating func token(_ token: JSONObject, dollar: Bool, inheritedType: String?) {
            tokensSeen += 1
            if bareKeys == nil { bareKeys = !dollar }
            let prefix = dollar ? "$" : ""
            var type = inheritedType
            for member in token {
                switch member.key {
                case prefix + "type":
                    if let t = member.value.string {
                        type = t
                        noteType(t, at: member.keyPosition, dollar: dollar)
                    }
                case "$extensions":
                    noteExtensions(member)
                case "comment" where !dollar, "attributes" where !dollar:
                    decide(.styleDictionary, "its tokens have \"\(member.key)\", as Style Dictionary writes them", member.keyPosition)
                default:
                    break
                }
            }
            guard let value = token.member(prefix + "value") else { return }
            let seen = valuesSeen[type ?? "", default: 0]
            guard seen < budget else { return }
            valuesSeen[type ?? ""] = seen + 1
            noteValue(value.value, type: type)
        }

        mutating func decide(_ dialect: TokenDialect, _ reason: String, _ position: JSONPosition) {
            if decisive == nil { decisive = (dialect, reason, loc(position)) }
        }

        mutating func noteType(_ type: String, at position: JSONPosition, dollar: Bool) {
            if DialectDetector.tokensStudioOnlyTypes.contains(type) {
                decide(.tokensStudio, "its tokens have the Tokens Studio type \"\(type)\"", position)
            } else if dollar, type == "string" || type == "boolean", figmaTypes == nil {
                figmaTypes = ("its tokens have $type \"\(type)\", as Figma's variable exports write them", loc(position))
            }
        }

        mutating func noteExtensions(_ member: JSONObject.Member) {
            guard let object = member.value.object else { return }
            for e in object {
                if e.key == "com.figma" || e.key.hasPrefix("com.figma.") {
                    decide(.figma, "its tokens have \(e.key) extensions, as Figma's variable exports write them", e.keyPosition)
                } else if e.key == "studio.tokens" {
                    decide(.tokensStudio, "its tokens have studio.tokens extensions", e.keyPosition)
                }
            }
        }

        mutating func noteValue(_ value: JSONValue, type: String?) {
            guard let s = value.string else {
                // A DTCG 2025.10 colour object's `hex` is a string by design: not a draft construct.
                if let o = value.object, o.member("colorSpace") == nil {
                    for m in o { noteValue(m.value, type: nil) }
                } else if let a = value.array {
                    for item in a.prefix(8) { noteValue(item, type: nil) }
                }
                return
            }
            if s.contains(".value}"), s.contains("{") {
                decide(.styleDictionary, "its references end in .value, as Style Dictionary writes them", value.position)
                return
            }
            if case .alias = TokenPath.curly(s) { return }
            if DialectTokenParser.mayBeMath(s), case .success(let expression) = MathParser.parse(s), expression.hasOperations, !expression.references.isEmpty || s.contains("(") {
                decide(.tokensStudio, "its values use math (\(s)), as Tokens Studio writes it", value.position)
                return
            }
            guard draftValue == nil else { return }
            // The cheap tests first: a failed colour parse looks for the closest colour name, which costs.
            if type == "color" || (type == nil && (s.hasPrefix("#") || s.contains("("))), case .success = CSSColorParser.parse(s) {
                draftValue = ("its colours are strings (\(s)), as DTCG drafts before 2025.10 wrote them", loc(value.position))
            } else if case .success(let q) = UnitString.quantity(s), !q.unit.isEmpty, ["px", "rem", "ms", "s"].contains(q.unit.lowercased()) {
                draftValue = ("its \(q.unit.lowercased().hasSuffix("s") ? "durations" : "dimensions") are strings (\(s)), as DTCG drafts before 2025.10 wrote them", loc(value.position))
            }
        }
    }
}
