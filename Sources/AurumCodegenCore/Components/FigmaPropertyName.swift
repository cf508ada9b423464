/// A Figma component property name as Figma reports it. BOOLEAN, TEXT and INSTANCE_SWAP names carry
/// a `#id` suffix (`Title#4826:12`); the raw form is kept for drift checks, and Code Connect
/// matches on `displayName`, the text before the last `#`.
struct FigmaPropertyName: Hashable, Sendable, CustomStringConvertible {
    let raw: String

    init(_ raw: String) { self.raw = raw }

    var displayName: String {
        guard let hash = raw.lastIndex(of: "#") else { return raw }
        return String(raw[..<hash])
    }

    /// The `4826:12` of `Title#4826:12`, when the suffix has that shape.
    var idSuffix: String? {
        guard let hash = raw.lastIndex(of: "#") else { return nil }
        let suffix = raw[raw.index(after: hash)...]
        let parts = suffix.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return String(suffix)
    }

    var description: String { raw }

    /// What Figma's Code Connect parsers would emit unescaped into generated source
    /// (`'`, backticks, `${`), or nil when the name is safe.
    static func unescapedSequence(in name: String) -> String? {
        if name.contains("'") { return "'" }
        if name.contains("`") { return "`" }
        if name.contains("${") { return "${" }
        return nil
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
