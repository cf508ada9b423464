/// Boolean and string tokens in files aurum-codegen writes. DTCG 2025.10 has no type for them, so
/// `migrate` keeps them as group extension data, which every DTCG tool passes over and this loader
/// reads back as tokens of the group (in every dialect, 2025.10 included):
///
/// ```json
/// "feature": { "$extensions": { "com.aurum.codegen": { "values": {
///     "haptics": { "$type": "boolean", "$value": true, "$description": "…" } } } } }
/// ```
///
/// `import figma-variables` writes the older `$extensions["com.aurum.figma"].variables`
/// (`{"type", "value", "description", "variableId", "scopes", "hiddenFromPublishing"}`), read the same
/// way, its Figma fields becoming the token's `com.figma.*` extensions so drift matches it by ID.
enum ExtensionValues {
    /// The one namespace for what aurum-codegen writes beyond DTCG 2025.10.
    static let namespace = "com.aurum.codegen"

    /// The tokens a group's `$extensions` holds, added to `table` and `source` in the order written.
    static func read(_ extensions: JSONValue, groupPath: [String], groupKey: String, file: String, table: DefinitionTable,
                     into source: inout ParsedSource, diagnostics: inout DiagnosticCollector) {
        guard let object = extensions.object else { return }
        for member in object {
            if member.key == namespace, let values = member.value.object?.member("values") {
                entries(values, legacy: false, groupPath: groupPath, groupKey: groupKey, file: file, table: table, into: &source, diagnostics: &diagnostics)
            } else if member.key == "com.aurum.figma", let values = member.value.object?.member("variables") {
                entries(values, legacy: true, groupPath: groupPath, groupKey: groupKey, file: file, table: table, into: &source, diagnostics: &diagnostics)
            }
        }
    }

    private static func entries(_ values: JSONObject.Member, legacy: Bool, groupPath: [String], groupKey: String, file: String,
                                table: DefinitionTable, into source: inout ParsedSource, diagnostics: inout DiagnosticCollector) {
        func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }
        guard let map = values.value.object else {
            diagnostics.error("\(values.key) must be an object mapping token names to values, found \(values.value.shortDescription)", at: loc(values.keyPosition))
            return
        }
        let (typeKey, valueKey, descriptionKey) = legacy ? ("type", "value", "description") : ("$type", "$value", "$description")
        for entry in map {
            let at = loc(entry.keyPosition)
            if let problem = TokenPath.nameProblem(entry.key) {
                diagnostics.error("invalid token name \"\(entry.key)\": \(problem)", at: at)
                continue
            }
            guard let object = entry.value.object, let value = object.member(valueKey) else {
                diagnostics.error("\"\(entry.key)\" in \(values.key) must be an object with \"\(typeKey)\" and \"\(valueKey)\"", at: at)
                continue
            }
            guard let typeName = object[typeKey]?.string, let type = TokenType(rawValue: typeName), type == .boolean || type == .string else {
                diagnostics.error("\"\(entry.key)\" in \(values.key) must have \(typeKey) \"boolean\" or \"string\"", at: at)
                continue
            }
            var deprecated: DeprecatedProperty?
            if let d = object["$deprecated"] {
                if let b = d.bool { deprecated = b ? .deprecated(.deprecated) : .notDeprecated } else if let s = d.string { deprecated = .deprecated(.reason(s)) }
            }
            var extensions = object["$extensions"]
            if legacy { extensions = figmaExtensions(object, at: entry.value.position) }
            let path = groupPath + [entry.key]
            var references: [String] = []
            TokenFileParser.collectReferences(value.value, into: &references)
            let id = table.add(TokenDefinition(
                path: path, key: TokenPath.key(groupKey, entry.key), value: value.value, valueLocation: loc(value.keyPosition),
                explicitType: type, description: object[descriptionKey]?.string, deprecated: deprecated, extensions: extensions,
                location: at, isCurlyAlias: references.count == 1 && value.value.string != nil), references: references)
            source.tokens.append(id)
        }
    }

    /// The importer's Figma fields as the `com.figma.*` extensions its other tokens carry.
    private static func figmaExtensions(_ entry: JSONObject, at position: JSONPosition) -> JSONValue? {
        var members: [JSONObject.Member] = []
        for (key, name) in [("variableId", "com.figma.variableId"), ("scopes", "com.figma.scopes"), ("hiddenFromPublishing", "com.figma.hiddenFromPublishing")] {
            if let m = entry.member(key) { members.append(.init(key: name, keyPosition: m.keyPosition, value: m.value)) }
        }
        return members.isEmpty ? nil : JSONValue(.object(JSONObject(members)), at: position)
    }
}
