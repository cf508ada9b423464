/// "Did you mean …?" for mistyped option and subcommand names.
public enum Suggestion {
    /// The candidate closest to `typed`, or nil when none is plausibly what was meant.
    ///
    /// A candidate qualifies when its Damerau–Levenshtein distance (adjacent transpositions count
    /// as one edit, so `outptu` → `output` is 1) is at most max(2, length / 3), ignoring case and
    /// leading dashes, or when `typed` is an unambiguous prefix of it (`gen` → `generate`).
    /// Ties go to the earlier candidate, so callers list the likelier names first.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = normalized(typed)
        guard !word.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = normalized(candidate)
            let distance = editDistance(word, other)
            let limit = max(2, max(word.count, other.count) / 3)
            // Two edits on a two-letter word would turn anything into anything.
            guard distance <= limit, distance < other.count else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        if let best { return best.candidate }

        let prefixed = candidates.filter { word.count >= 2 && normalized($0).hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }

    private static func normalized(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
