/// References inside a longer string of a dialect file (`"{dimension.sm} {dimension.xl}"`,
/// `"rgba({colors.blue}, 50%)"`, a gradient naming colour tokens), replaced by their values' text in
/// this context (`ReferenceText`).
extension ValueReader {
    /// A string of several references, or text around references, that is neither one alias nor math.
    static func isReferenceText(_ s: String) -> Bool {
        guard s.utf8.contains(UInt8(ascii: "{")) else { return false }
        if case .alias = TokenPath.curly(s) { return false }
        // One `{…}` around the whole string is an alias, however malformed: its error stands.
        if s.hasPrefix("{"), s.hasSuffix("}"), s.utf8.lazy.filter({ $0 == UInt8(ascii: "{") }).count == 1 { return false }
        if DialectTokenParser.isMathNotAlias(s) { return false }
        return !ReferenceText.references(in: s).isEmpty
    }

    /// `s` with every reference replaced; nil when one failed (reported at its column).
    func substitutingReferences(_ s: String, _ json: JSONValue) -> String? {
        ReferenceText.substitute(s) { reference in
            let at = location(in: json, offset: reference.range.lowerBound)
            guard let slot = resolver.lookup(reference.key, text: "{\(reference.key)}", at: at),
                  let resolved = resolver.result(slot, referencedAt: at) else { return nil }
            guard let text = ReferenceText.text(of: resolver.store.values[Int(resolved.value)]) else {
                error("{\(reference.key)} is a \(resolved.type) token, which has no text to put inside a string", at: at)
                return nil
            }
            return text
        }
    }

    /// A token holding a Tokens Studio colour modifier, as text: `type(amount[, colour], space)` with
    /// references replaced (`alpha(0.3, srgb)`, `mix(0.5 + 0.2, #ffffff, srgb)`); nil when a reference failed.
    func modifierText(_ modifier: JSONObject) -> String? {
        var parts: [String] = []
        for key in ["value", "color", "space"] {
            guard let json = modifier[key] else { continue }
            guard let s = json.string else { parts.append(json.number?.text ?? json.shortDescription); continue }
            guard let text = s.utf8.contains(UInt8(ascii: "{")) ? substitutingReferences(s, json) : s else { return nil }
            parts.append(text)
        }
        return "\(modifier["type"]?.string ?? "")(\(parts.joined(separator: ", ")))"
    }
}
