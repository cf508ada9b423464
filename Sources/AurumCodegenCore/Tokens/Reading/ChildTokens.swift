/// A token that also holds tokens beside its value (`"background": {"$value": …, "tint": {"$value": …}}`), as
/// sets written before DTCG had `$root` do: compatible mode reads it as DTCG 2025.10 would write it, a group whose
/// `$root` is the token, so the children are tokens under its path (`background.tint`) and the token keeps its
/// own. Strict mode keeps the error ("an object with $value is a token").
enum ChildTokens {
    /// The token without its child tokens, and the children; nil when it has none. `bare`: `{"value": …}` objects
    /// are tokens too.
    static func split(_ object: JSONObject, bare: Bool) -> (own: JSONObject, children: [JSONObject.Member])? {
        // Nearly every token has none: look before copying anything.
        guard object.members.contains(where: { isChild($0, bare: bare) }) else { return nil }
        var children: [JSONObject.Member] = []
        var own: [JSONObject.Member] = []
        for member in object.members {
            if isChild(member, bare: bare) {
                children.append(member)
            } else {
                own.append(member)
            }
        }
        return children.isEmpty ? nil : (JSONObject(own), children)
    }

    private static func isChild(_ member: JSONObject.Member, bare: Bool) -> Bool {
        guard !member.key.hasPrefix("$"), member.key != "value", let child = member.value.object else { return false }
        return child.member("$value") != nil || (bare && DialectDetector.isBareToken(child))
    }
}
