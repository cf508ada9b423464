/// Values of a Tokens Studio dimension or colour token that no single DTCG value holds: a
/// multi-value spacing (`"{spacing.sm} {spacing.xl}"`, `"8px 16px"`: CSS's shorthand of top/bottom
/// and left/right, up to four values) and a colour token holding a CSS gradient. Each becomes a
/// String constant of the CSS text, references replaced by their values' text.
enum CSSValueStrings {
    /// Two to four space-separated parts, each a number with or without a unit, or a reference.
    static func isMultiValue(_ s: String) -> Bool {
        let parts = splitOutsideBraces(s)
        guard (2...4).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            if part.hasPrefix("{"), part.hasSuffix("}") { return true }
            if case .success = UnitString.quantity(part) { return true }
            return false
        }
    }

    /// A CSS gradient function (`linear-gradient(…)`, `radial-gradient(…)`, `conic-gradient(…)`, repeating too).
    static func isGradient(_ s: String) -> Bool {
        let lower = s.trimmingCharacters(in: .whitespaces).lowercased()
        return ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-linear-gradient(", "repeating-radial-gradient("]
            .contains { lower.hasPrefix($0) } && lower.hasSuffix(")")
    }

    private static func splitOutsideBraces(_ s: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for ch in s {
            if ch == "{" { depth += 1 } else if ch == "}" { depth = max(0, depth - 1) }
            if ch.isWhitespace, depth == 0 {
                if !current.isEmpty { parts.append(current); current = "" }
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
