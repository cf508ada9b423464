/// One token as `TokenSetDrift` compares it: its path, its stable identity, what replaces it, and its
/// properties flattened to dot-separated paths with display values.
///
/// Properties are the token as written: for a token read from Adobe Spectrum (legacy or design-data-spec
/// files) its own members, kept in `$extensions["com.adobe.spectrum"]` (`uuid`, `name.property`,
/// `lifecycle.deprecatedIn`, `sets.dark.value`, …) with `value` when it has no `sets`; for any other token
/// `$type`, `$value` (per context when the contexts differ), `$description`, `$deprecated` and every leaf of
/// `$extensions`.
struct TokenSetRecord {
    var path: String
    /// `uuid` (Spectrum), else the Figma variable ID the token records.
    var identity: String?
    /// Identities of the tokens that replace this one (`replaced_by`, `lifecycle.replacedBy`).
    var replacedBy: [String]
    var deprecated: Bool
    var properties: [String: String]
    var location: SourceLocation
    /// The value in the default context and its display, for reports that show before and after.
    var value: TokenValue?
    var valueDisplay: String?

    init(_ token: ResolvedToken, in set: ResolvedTokenSet) {
        path = token.pathString
        location = token.location
        deprecated = token.deprecated != nil
        let extensions = token.extensions?.object
        let spectrum = extensions?[SpectrumDocument.extensionKey]?.object
        identity = spectrum?["uuid"]?.string ?? extensions?["com.figma.variableId"]?.string
            ?? extensions?["com.aurum.figma"]?["variableId"]?.string
        let replacement = spectrum?["replaced_by"] ?? spectrum?["lifecycle"]?["replacedBy"]
        replacedBy = replacement.map { $0.string.map { [$0] } ?? ($0.array ?? []).compactMap(\.string) } ?? []

        let context = set.contexts.first { token.value(in: $0) != nil } ?? set.defaultContext
        value = token.value(in: context)
        valueDisplay = Self.display(token, in: context)

        var properties: [String: String] = [:]
        if let spectrum {
            Self.flatten(spectrum, prefix: "", into: &properties)
            if spectrum["sets"] == nil, let valueDisplay { properties["value"] = valueDisplay }
        } else {
            properties["$type"] = token.type.rawValue
            var byContext: [(String, String)] = []
            for c in set.contexts {
                if let shown = Self.display(token, in: c) { byContext.append((c.description, shown)) }
            }
            if Set(byContext.map(\.1)).count <= 1 {
                if let first = byContext.first { properties["$value"] = first.1 }
            } else {
                for (c, shown) in byContext { properties["$value." + c] = shown }
            }
            if let description = token.description { properties["$description"] = description }
            switch token.deprecated {
            case .deprecated?: properties["$deprecated"] = "true"
            case .reason(let reason)?: properties["$deprecated"] = reason
            case nil: break
            }
            if let extensions { Self.flatten(extensions, prefix: "$extensions.", into: &properties) }
        }
        self.properties = properties
    }

    /// `{target}` for an alias, else the value as drift shows it.
    static func display(_ token: ResolvedToken, in context: ContextKey) -> String? {
        if let alias = token.alias(in: context) { return "{" + alias.joined(separator: ".") + "}" }
        guard let value = token.value(in: context) else { return nil }
        switch value {
        case .color, .dimension, .number, .fontWeight, .boolean:
            return DriftValueComparison().display(value)
        case .string(let s):
            return s
        default:
            return compact(DTCGValueJSON.json(value))
        }
    }

    /// Objects are walked to their leaves; arrays and scalars are leaves.
    static func flatten(_ object: JSONObject, prefix: String, into properties: inout [String: String]) {
        for member in object {
            let path = prefix + member.key
            if let inner = member.value.object, !inner.isEmpty {
                flatten(inner, prefix: path + ".", into: &properties)
            } else {
                properties[path] = compact(member.value)
            }
        }
    }

    /// A value on one line: strings bare at the top level, everything else as JSON.
    static func compact(_ value: JSONValue) -> String {
        if let s = value.string { return s }
        return DTCGJSONRenderer.render(value).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
