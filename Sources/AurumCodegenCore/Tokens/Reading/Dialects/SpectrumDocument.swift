/// Adobe Spectrum's token files (adobe/spectrum-tokens, `packages/tokens/src`): a root map of token name →
/// token, each token `{"$schema": ".../token-types/<type>.json", "value": …, "uuid": …}` with optional
/// `deprecated`, `deprecated_comment`, `component`, `private` and `sets`.
///
/// - A name is one flat, dash-separated name (`gray-100`), never a path; `{gray-100}` names that token.
/// - The type is the `$schema` file's name (`color`, `dimension`, `opacity`, …); `alias` tokens take their
///   target's type.
/// - `sets` (`light`/`dark`/`wireframe` colour themes, `desktop`/`mobile` scales, nested) hold one value per
///   mode. Each `sets` is a modifier named by its token's `$schema` (`…/color-set.json` → `color`, any
///   `<name>-set.json` → `<name>`), its contexts the set names; the token's value is its first set's (the default
///   mode) and every set's value is kept as a per-context value (`com.aurum.codegen.contextValues`, keyed
///   `color=dark`), so the token varies with that modifier only. The whole `sets` is kept in
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

    /// The modifier a `sets` object is: its token's `$schema` file name without `-set` (`color-set.json` →
    /// `color`), the schema's name itself when it does not end so.
    static func modifierName(_ object: JSONObject) -> String {
        let type = typeName(object) ?? "set"
        return type.hasSuffix("-set") && type.count > 4 ? String(type.dropLast(4)) : type
    }

    /// A modifier the sets of a file use: its name and contexts in first-seen order.
    struct Modifier: Hashable, Sendable {
        var name: String
        var contexts: [String]
    }

    /// The modifiers `root`'s tokens' sets use (nested sets too), in first-seen order; contexts merged by name.
    static func modifiers(_ root: JSONValue) -> [Modifier] {
        var result: [Modifier] = []
        func visit(_ token: JSONObject) {
            guard let sets = token["sets"]?.object, !sets.isEmpty else { return }
            let name = modifierName(token)
            let i = result.firstIndex { $0.name == name } ?? { result.append(Modifier(name: name, contexts: [])); return result.count - 1 }()
            for member in sets {
                if !result[i].contexts.contains(member.key) { result[i].contexts.append(member.key) }
                if let inner = member.value.object { visit(inner) }
            }
        }
        for member in root.object ?? JSONObject() { if let token = member.value.object { visit(token) } }
        return result
    }

    /// Every leaf of `token`'s sets with its context id (`color=dark`, nested `scale=mobile,color=dark`), in
    /// document order; nil for a token without sets.
    static func contextLeaves(_ token: JSONObject) -> [(id: String, leaf: JSONObject)]? {
        guard let sets = token["sets"]?.object, !sets.isEmpty else { return nil }
        let name = modifierName(token)
        var out: [(id: String, leaf: JSONObject)] = []
        for member in sets {
            guard let inner = member.value.object else { continue }
            let id = "\(name)=\(member.key)"
            if let nested = contextLeaves(inner) {
                out += nested.map { (id + "," + $0.id, $0.leaf) }
            } else {
                out.append((id, inner))
            }
        }
        return out
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
        let leaves = contextLeaves(token)
        var members: [JSONObject.Member] = []
        if let value = leaf.member("value") { members.append(value) }
        // The type is the first set's that is not an alias (an alias in one mode takes the others' type).
        let typed = ([leaf] + (leaves ?? []).map(\.leaf)).first { typeName($0).map { $0 != "alias" } ?? false }
        if let typed, var type = typeName(typed) {
            let texts = ([leaf] + (leaves ?? []).map(\.leaf)).compactMap { $0["value"]?.string }
            if type == "dimension", texts.contains(where: { text in keptAsText.contains { text.hasSuffix($0) } }) { type = "string" }
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
        var extensions: [JSONObject.Member] = []
        if !kept.isEmpty {
            extensions.append(JSONObject.Member(key: extensionKey, keyPosition: position, value: JSONValue(.object(JSONObject(kept)), at: position)))
        }
        if let leaves {
            let values = leaves.compactMap { entry in
                entry.leaf.member("value").map { JSONObject.Member(key: entry.id, keyPosition: $0.keyPosition, value: $0.value) }
            }
            let contextValues = JSONObject.Member(key: "contextValues", keyPosition: position, value: JSONValue(.object(JSONObject(values)), at: position))
            extensions.append(JSONObject.Member(key: ExtensionValues.namespace, keyPosition: position,
                                                value: JSONValue(.object(JSONObject([contextValues])), at: position)))
        }
        if !extensions.isEmpty {
            members.append(JSONObject.Member(key: "$extensions", keyPosition: position, value: JSONValue(.object(JSONObject(extensions)), at: position)))
        }
        return JSONObject(members)
    }
}
