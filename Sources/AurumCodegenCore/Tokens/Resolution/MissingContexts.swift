/// Compatible mode: a token some contexts of its modifiers do not define (a brand-only colour in a Tokens Studio
/// set only one theme enables, a token only the dark file has) still needs a value there, as a Swift property has
/// one in every mode. Each missing context takes the value of the nearest context that defines the token.
/// Strict mode keeps the per-token warning and the generator's error.
struct MissingContexts: Sendable {
    private struct Entry: Sendable {
        var count: Int
        var first: SourceLocation
        var token: String
        var missing: String
        var from: String
    }

    /// By file, in the order first met.
    private var entries: [String: Entry] = [:]
    private var files: [String] = []

    /// The index in `present` whose context stands in for `missing`: the one sharing most selections with it,
    /// then the one at more of its modifiers' defaults, then the first (resolution order puts defaults first).
    static func donor(for missing: ContextKey, among present: [ContextKey], defaults: [String: String]) -> Int {
        var best = 0
        var bestScore = (-1, -1)
        for (i, candidate) in present.enumerated() {
            var shared = 0
            var atDefault = 0
            for selection in candidate.selections {
                if missing[selection.modifier] == selection.context { shared += 1 }
                if defaults[selection.modifier] == selection.context { atDefault += 1 }
            }
            if (shared, atDefault) > bestScore {
                bestScore = (shared, atDefault)
                best = i
            }
        }
        return best
    }

    mutating func note(token: String, missing: [ContextKey], from donor: ContextKey, at location: SourceLocation) {
        let shown = missing.prefix(3).map(\.description).joined(separator: "; ")
        let missingText = missing.count > 3 ? "\(shown) and \(missing.count - 3) more" : shown
        guard var entry = entries[location.file] else {
            files.append(location.file)
            entries[location.file] = Entry(count: 1, first: location, token: token, missing: missingText, from: donor.description)
            return
        }
        entry.count += 1
        if location < entry.first {
            entry.first = location
            entry.token = token
            entry.missing = missingText
            entry.from = donor.description
        }
        entries[location.file] = entry
    }

    /// `car-and-driver.json:27:5: warning: 6 tokens are not defined in every context (first: brand.green,
    /// not in Brand=Esquire); each takes the value of the nearest context that defines it (here Brand=Car).`
    var warnings: [Diagnostic] {
        files.map { file in
            let e = entries[file]!
            let subject = e.count == 1 ? "token \(e.token) is" : "\(e.count) tokens are"
            let first = e.count == 1 ? "not in \(e.missing)" : "first: \(e.token), not in \(e.missing)"
            return .warning("\(subject) not defined in every context (\(first)); a context without \(e.count == 1 ? "it" : "one") takes the value of the nearest context that defines it (for \(e.token): \(e.from)), as a generated property needs a value in every mode; --strict makes this an error",
                            at: e.first)
        }
    }
}
