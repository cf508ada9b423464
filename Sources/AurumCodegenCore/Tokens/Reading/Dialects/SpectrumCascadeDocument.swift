/// Adobe's design-data-spec "cascade" token files (spectrum-design-data `packages/design-data-spec`,
/// `*.tokens.json`): a root ARRAY of tokens, each `{"name": {"property": …, "component": …, …}, "value": …}`
/// (or `"$ref": "<token>"` for an alias, or the legacy `sets`), with optional `$schema`, `uuid`, `description`,
/// `deprecated`/`deprecated_comment`/`replaced_by` and a `lifecycle` object (`deprecatedIn`, `deprecatedComment`,
/// `replacedBy`).
///
/// Each element becomes the legacy Spectrum shape `SpectrumDocument` reads, keyed by its canonical name: the
/// `property`, then every other name field as `[key=value,…]` in key order (`old-prop[component=button]`),
/// so a token migrated from the legacy format (whose key is its property) keeps its name, and tokens that
/// differ in any name field (component, variant, state, a dimension such as `colorScheme`) stay apart.
/// Everything else is kept as written (`SpectrumDocument` keeps it in `$extensions`).
enum SpectrumCascadeDocument {
    /// The first element when the root is an array of name-object tokens (or empty, as an empty cascade
    /// file is); nil otherwise.
    static func evidence(_ root: JSONValue) -> JSONValue? {
        guard let items = root.array else { return nil }
        guard let first = items.first else { return root }
        return items.allSatisfy(isToken) ? first : nil
    }

    static func isToken(_ item: JSONValue) -> Bool {
        guard let object = item.object, let name = object["name"]?.object, name["property"]?.string != nil else { return false }
        return object["value"] != nil || object["$ref"]?.string != nil || object["sets"]?.object != nil
    }

    /// `property[key=value,…]`: the name object's `property` with its other fields in key order.
    static func canonicalName(_ name: JSONObject) -> String {
        let property = name["property"]?.string ?? ""
        let qualifiers = name.members.filter { $0.key != "property" }.sorted { $0.key < $1.key }
        guard !qualifiers.isEmpty else { return property }
        return property + "[" + qualifiers.map { "\($0.key)=\(text($0.value))" }.joined(separator: ",") + "]"
    }

    private static func text(_ value: JSONValue) -> String {
        switch value.kind {
        case .string(let s): s
        case .number(let n): n.text
        case .bool(let b): b ? "true" : "false"
        default: value.kindDescription
        }
    }

    /// The array as a root object of legacy Spectrum tokens. A name written twice keeps its first token
    /// (document order wins in the cascade).
    static func legacyShape(_ root: JSONValue) -> JSONValue {
        guard let items = root.array else { return root }
        var seen = Set<String>()
        var members: [JSONObject.Member] = []
        for item in items {
            guard let object = item.object, let name = object.member("name"), let nameObject = name.value.object else { continue }
            let key = canonicalName(nameObject)
            guard seen.insert(key).inserted else { continue }
            let token = object.members.map { member -> JSONObject.Member in
                // An alias names its target; the legacy format writes that as a curly reference.
                guard member.key == "$ref", let target = member.value.string else { return member }
                let reference = target.hasPrefix("{") ? target : "{\(target)}"
                return JSONObject.Member(key: "value", keyPosition: member.keyPosition, value: JSONValue(.string(reference), at: member.value.position))
            }
            members.append(JSONObject.Member(key: key, keyPosition: name.keyPosition, value: JSONValue(.object(JSONObject(token)), at: item.position)))
        }
        return JSONValue(.object(JSONObject(members)), at: root.position)
    }
}
