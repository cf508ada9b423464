/// Adobe Spectrum's token files (adobe/spectrum-tokens, `packages/tokens/src`): a root map of token name →
/// token, each token `{"$schema": ".../token-types/<type>.json", "value": …, "uuid": …}` with optional
/// `deprecated`, `deprecated_comment`, `component`, `private` and `sets`.
///
/// - A name is one flat, dash-separated name (`gray-100`), never a path; `{gray-100}` names that token.
/// - The type is the `$schema` file's name (`color`, `dimension`, `opacity`, …); `alias` tokens take their
///   target's type.
/// - `sets` (`light`/`dark`/`wireframe` colour themes, `desktop`/`mobile` scales, nested) hold one value per
///   mode; the token's value is its first set's (the default mode), the whole `sets` is kept in
///   `$extensions["com.adobe.spectrum"]` with `uuid`, `component` and `private`.
/// - A dimension in `dp` or `%` (units DTCG lacks) is a string token holding its text.
/// - `description` is the token's description. A token is deprecated (`$deprecated`, with `deprecated_comment` or
///   `lifecycle.deprecatedComment` as its reason) when `deprecated` or `lifecycle.deprecatedIn` is `true` or a
///   version, or when every one of its sets is (the design-data-spec's deprecation normalisation).
/// - Every other member (`uuid`, `name`, `component`, `private`, `sets`, `lifecycle`, `replaced_by`, …) is kept as
///   written in `$extensions["com.adobe.spectrum"]`: `drift` between token sets matches and compares by them.
///
/// The result is the tree `DialectTokenParser` walks: one bare-key token per name.
enum SpectrumDocument {
    static let extensionKey = "com.adobe.spectrum"

    /// The first member when every root member is a Spectrum token (its `$schema` names a token type); nil otherwise.
    static func evidence(_ root: JSONObject) -> JSONObject.Member? {
        guard let first = root.members.first, root.members.allSatisfy({ isToken($0.value.object) }) else { return nil }
        return first
    }

    static func isToken(_ object: JSONObject?) -> Bool {
        guard let object, let schema = object["$schema"]?.string, schema.contains("/token-types/") else { return false }
        return object["value"] != nil || object["sets"]?.object != nil
    }

    /// The token type named by `$schema`'s file name.
    static func typeName(_ object: JSONObject) -> String? {
        guard let schema = object["$schema"]?.string, let file = schema.split(separator: "/").last else { return nil }
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : String(file)
    }

    /// The token whose value stands for a set token: the first set's, nested sets followed down.
    static func defaultMode(_ object: JSONObject) -> JSONObject {
        guard let sets = object["sets"]?.object, let first = sets.members.first?.value.object else { return object }
        return defaultMode(first)
    }

    /// Dimension units Spectrum writes that DTCG has no equivalent for (Android's `dp`, a percentage of the
    /// container): such a token is kept as its text, a string constant.
    static let keptAsText = ["dp", "%"]

    /// The member that makes `token` deprecated: `deprecated` or `lifecycle.deprecatedIn` when `true` or a version,
    /// else the first set's when every set is deprecated; nil when it is not.
    static func deprecation(_ token: JSONObject) -> JSONObject.Member? {
        func truthy(_ member: JSONObject.Member?) -> JSONObject.Member? {
            guard let member else { return nil }
            if member.value.bool == true { return member }
            if let text = member.value.string, !text.isEmpty { return member }
            return nil
        }
        if let own = truthy(token.member("deprecated")) ?? truthy(token["lifecycle"]?.object?.member("deprecatedIn")) { return own }
        guard let sets = token["sets"]?.object, !sets.isEmpty else { return nil }
        let each = sets.members.map { $0.value.object.flatMap(deprecation) }
        return each.allSatisfy { $0 != nil } ? each[0] : nil
    }

    /// The root's tokens as a group of bare-key tokens.
    static func tokens(_ root: JSONValue) -> JSONValue {
        guard let object = root.object else { return root }
        let tokens = object.members.map { member -> JSONObject.Member in
            guard let token = member.value.object else { return member }
            return JSONObject.Member(key: member.key, keyPosition: member.keyPosition,
                                     value: JSONValue(.object(bareToken(token, at: member.keyPosition)), at: member.value.position))
        }
        return JSONValue(.object(JSONObject(tokens)), at: root.position)
    }

    private static func bareToken(_ token: JSONObject, at position: JSONPosition) -> JSONObject {
        let leaf = defaultMode(token)
        var members: [JSONObject.Member] = []
        if let value = leaf.member("value") { members.append(value) }
        if var type = typeName(leaf), type != "alias" {
            if type == "dimension", let text = leaf["value"]?.string, keptAsText.contains(where: { text.hasSuffix($0) }) { type = "string" }
            members.append(JSONObject.Member(key: "type", keyPosition: position, value: JSONValue(.string(type), at: position)))
        }
        if let description = token.member("description") ?? leaf.member("description") { members.append(description) }
        if let deprecated = deprecation(token) {
            var reason = deprecated
            reason.value = JSONValue(.bool(true), at: deprecated.value.position)
            if let comment = token["deprecated_comment"] ?? token["lifecycle"]?["deprecatedComment"], comment.string != nil { reason.value = comment }
            reason.key = "deprecated"
            members.append(reason)
        }
        let kept = token.members.filter { !["value", "$schema", "description"].contains($0.key) }
        if !kept.isEmpty {
            let spectrum = JSONObject.Member(key: extensionKey, keyPosition: position, value: JSONValue(.object(JSONObject(kept)), at: position))
            members.append(JSONObject.Member(key: "$extensions", keyPosition: position, value: JSONValue(.object(JSONObject([spectrum])), at: position)))
        }
        return JSONObject(members)
    }
}
