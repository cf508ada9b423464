/// `{color.base.$value}`: a reference to a token's `$value` property, as Style Dictionary 3's
/// `{color.base.value}` is written in DTCG files; compatible mode reads it as `{color.base}` (strict mode:
/// the malformed alias error DTCG asks for).
enum ValuePropertyReferences {
    static let suffix = Array(".$value}".utf8)

    /// The value with every `.$value}` in its strings (also inside arrays and objects) replaced by `}`; nil when none is.
    static func rewrite(_ value: JSONValue) -> JSONValue? {
        switch value.kind {
        case .string(let s):
            guard contains(s, suffix) else { return nil }
            return JSONValue(.string(s.replacingOccurrences(of: ".$value}", with: "}")), at: value.position)
        case .array(let items):
            var changed = false
            let rewritten = items.map { item in
                guard let r = rewrite(item) else { return item }
                changed = true
                return r
            }
            return changed ? JSONValue(.array(rewritten), at: value.position) : nil
        case .object(let object):
            var changed = false
            var members = object.members
            for i in members.indices {
                if let r = rewrite(members[i].value) { members[i].value = r; changed = true }
            }
            return changed ? JSONValue(.object(JSONObject(members)), at: value.position) : nil
        default:
            return nil
        }
    }

    /// Whether `s` holds `needle`, in one pass: `needle`'s first byte (`.`) occurs in it once only, so a mismatch
    /// restarts the match at the current byte. Shared with Style Dictionary's `.value}` references.
    static func contains(_ s: String, _ needle: [UInt8]) -> Bool {
        var matched = 0
        for byte in s.utf8 {
            if byte == needle[matched] {
                matched += 1
                if matched == needle.count { return true }
            } else {
                matched = byte == needle[0] ? 1 : 0
            }
        }
        return false
    }
}
