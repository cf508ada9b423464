import Foundation

/// Token paths, curly-brace aliases and JSON Pointers (aliases.md, groups.md).
enum TokenPath {
    /// Names are joined with "." — safe because names may not contain ".".
    static func key(_ path: [String]) -> String { path.joined(separator: ".") }

    static func key(_ parentKey: String, _ name: String) -> String {
        parentKey.isEmpty ? name : parentKey + "." + name
    }

    /// The key of the enclosing group ("" at the top level).
    static func parentKey(_ key: String) -> String {
        guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(key[..<dot])
    }

    /// Why `name` may not be a token or group name, or nil when it may.
    /// `allowingDots`: compatible mode keeps a name such as `"0.5"` as one segment (`dottedNameWarning`).
    static func nameProblem(_ name: String, allowingDots: Bool = false) -> String? {
        if name.isEmpty { return "names must not be empty" }
        if name.hasPrefix("$") { return "names must not begin with \"$\" (reserved for properties such as $value)" }
        for ch in name.utf8 {
            switch ch {
            case UInt8(ascii: "."):
                if allowingDots { continue }
                return "names must not contain \"{\", \"}\" or \".\""
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                return "names must not contain \"{\", \"}\" or \".\""
            default: continue
            }
        }
        return nil
    }

    enum Curly {
        case notAlias
        /// The token key between the braces (`"{a.b.c}"` → `"a.b.c"`), every segment checked.
        case alias(key: String)
        case malformed(String)
    }

    /// `"{a.b.c}"` → `.alias(key: "a.b.c")`. Only strings that both start with "{" and end with "}" are aliases.
    /// Scans UTF-8 bytes: this runs for every string in every value, so it must stay cheap (one string
    /// for the key, nothing else allocated unless the alias is malformed).
    static func curly(_ s: String) -> Curly {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), dot = UInt8(ascii: "."), dollar = UInt8(ascii: "$")
        let bytes = s.utf8
        guard bytes.first == open, bytes.last == close, bytes.count >= 2 else { return .notAlias }
        if bytes.count == 2 { return .malformed("the alias \(s) names no token") }
        let first = bytes.index(after: bytes.startIndex), last = bytes.index(before: bytes.endIndex)
        var start = first
        var i = first
        while i != bytes.endIndex {
            let b = bytes[i]
            if b == open || (b == close && i != last) { return .malformed("the alias \(s) has a stray \"{\" or \"}\"") }
            if b == dot || i == last {
                if i == start { return .malformed("the alias \(s) has an empty path segment") }
                if bytes[start] == dollar && !bytes[start..<i].elementsEqual("$root".utf8) {
                    return .malformed("the alias \(s) has a segment starting with \"$\"; only $root may")
                }
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        return .alias(key: String(decoding: bytes[first..<last], as: UTF8.self))
    }

    /// The segments of a key (`"a.b"` → `["a", "b"]`).
    static func segments(_ key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Parses a same-document pointer `#/a/b~1c` into segments (RFC 6901 unescaping); nil when not `#`-rooted.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let body = pointer.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The pointer string (unescaped) a value holds when it is `{"$ref": "..."}` alone.
    static func refObject(_ value: JSONValue) -> (pointer: String, location: JSONPosition)? {
        guard let object = value.object, object.count == 1, let member = object.members.first,
              member.key == "$ref", let s = member.value.string else { return nil }
        return (s, member.keyPosition)
    }

    static func display(_ path: [String]) -> String { "{" + key(path) + "}" }
}
