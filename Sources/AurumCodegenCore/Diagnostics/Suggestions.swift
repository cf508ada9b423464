/// "Did you mean" candidates for misspelt paths and keywords.
enum Suggestions {
    /// The closest candidate within a small edit distance, or nil. Only candidates of similar length
    /// are compared, so scanning a large token index stays cheap on the (rare) error path.
    static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.utf8)
        let limit = max(2, target.count / 4)
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.utf8)
            if abs(c.count - target.count) > limit { continue }
            let bound = best.map { min($0.1 - 1, limit) } ?? limit
            if bound < 0 { break }
            if let d = distance(target, c, bound: bound) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance over UTF-8 bytes, or nil when it exceeds `bound`.
    static func distance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int? {
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= bound ? max(a.count, b.count) : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}

extension JSONValue {
    /// `a string "16px"`, `a number 3`, `an object` — for "found …" in diagnostics.
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
