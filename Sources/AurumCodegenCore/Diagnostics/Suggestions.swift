/// The one "did you mean" helper: configuration keys, manifest keys and names, Figma names, token paths,
/// resolver keywords and (through the CLI) command and option names all go through `closest(to:in:)`,
/// so every message suggests the same way.
package enum Suggestions {
    /// The candidate nearest to `word`, or nil when none is plausibly what was meant.
    ///
    /// Distance is optimal string alignment over UTF-8 bytes with ASCII letters compared case-insensitively
    /// (an adjacent transposition is one edit: `outptu` → `output`). A candidate qualifies within
    /// max(2, length / 3) edits and with fewer edits than it has bytes (two edits turn any two-letter word into
    /// any other). Ties go to the earlier candidate. Candidates of very different length are skipped before
    /// any distance is computed, so scanning a large token index stays cheap on the (rare) error path.
    package static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = folded(word)
        guard !target.isEmpty else { return nil }
        let limit = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = folded(candidate)
            if abs(other.count - target.count) > limit { continue }
            let bound = min(best.map { $0.distance - 1 } ?? limit, other.count - 1)
            if bound < 0 { continue }
            if let d = distance(target, other, bound: bound) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` after a message, or nothing.
    static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String where S.Element == String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent transpositions
    /// each cost one), or nil when it exceeds `bound`.
    static func distance(_ a: [UInt8], _ b: [UInt8], bound: Int = .max) -> Int? {
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= bound ? max(a.count, b.count) : nil }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > bound { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }

    private static func folded(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
}

extension JSONValue {
    /// `a string "16px"`, `a number 3`, `an object` — for "not …" in diagnostics.
    var shortDescription: String {
        switch kind {
        case .string(let s): return "a string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return "a number \(n.text)"
        case .bool(let b): return "a boolean \(b)"
        default: return kindDescription
        }
    }

    func location(in file: String) -> SourceLocation { position.location(in: file) }
}
