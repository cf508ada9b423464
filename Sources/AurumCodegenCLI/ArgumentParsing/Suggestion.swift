import AurumCodegenCore

/// "Did you mean …?" for mistyped option and subcommand names: the core's `Suggestions` (one helper for
/// every suggestion the tool makes), ignoring leading dashes, plus unambiguous prefixes (`gen` → `generate`).
enum Suggestion {
    /// The candidate closest to `typed`, or nil when none is plausibly what was meant.
    /// Ties go to the earlier candidate, so callers list the likelier names first.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = normalized(typed)
        guard !word.isEmpty else { return nil }
        let names = candidates.map(normalized)
        if let match = Suggestions.closest(to: word, in: names), let index = names.firstIndex(of: match) {
            return candidates[index]
        }
        let prefixed = candidates.filter { word.count >= 2 && normalized($0).hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    private static func normalized(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
