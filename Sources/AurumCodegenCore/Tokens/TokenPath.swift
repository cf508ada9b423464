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
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "names must not be empty" }
        if name.hasPrefix("$") { return "names must not begin with \"$\" (reserved for properties such as $value)" }
        for ch in name.utf8 {
            switch ch {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."):
                return "names must not contain \"{\", \"}\" or \".\""
            default: continue
            }
        }
        return nil
    }

    enum Curly {
        case notAlias
        case alias([String])
        case malformed(String)
    }

    /// `"{a.b.c}"` → `.alias(["a","b","c"])`. Only strings that both start with "{" and end with "}" are aliases.
    static func curly(_ s: String) -> Curly {
        let u = s.utf8
        guard u.first == UInt8(ascii: "{"), u.last == UInt8(ascii: "}"), u.count >= 2 else { return .notAlias }
        let inner = s.dropFirst().dropLast()
        if inner.isEmpty { return .malformed("the alias \(s) names no token") }
        var segments: [String] = []
        for part in inner.split(separator: ".", omittingEmptySubsequences: false) {
            if part.isEmpty { return .malformed("the alias \(s) has an empty path segment") }
            if part.contains("{") || part.contains("}") { return .malformed("the alias \(s) has a stray \"{\" or \"}\"") }
            if part.hasPrefix("$") && part != "$root" {
                return .malformed("the alias \(s) has a segment starting with \"$\"; only $root may")
            }
            segments.append(String(part))
        }
        return .alias(segments)
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
