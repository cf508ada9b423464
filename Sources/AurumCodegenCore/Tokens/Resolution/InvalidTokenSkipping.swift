/// `tokens.skipInvalid` (`--skip-invalid`): which tokens are left out, and the warning for each.
///
/// A token is left out when it could not be read, or could not be resolved in some context: the generated
/// Swift has one API for every mode, so a token invalid in one context is left out of all of them. Every
/// token that depends on one left out, in any context, goes with it. Each is one warning at its own
/// line:column: the error it would have been, or which left-out token it depends on.
struct InvalidTokenSkipping {
    /// What each context's resolution left behind.
    struct ContextResult {
        var slotDef: [Int]
        var states: [AliasResolver.State]
        var failures: [AliasResolver.Failure]
        var unreadDependency: [Int: String]
        /// The group of tokens (same modifiers) this resolution was for: a token is judged only by its group's.
        var group = 0
    }

    let table: DefinitionTable
    let slots: SlotTable
    let contexts: [ContextKey]
    let results: [ContextResult]
    /// Tokens whose reading failed (their errors set aside by the loader).
    let unread: [InvalidToken]
    /// Whether the token in a slot is generated (not only a Tokens Studio `source` token).
    let isGenerated: (Int) -> Bool
    /// Per slot, the group of resolutions (`ContextResult.group`) it belongs to.
    var groupOf: [Int] = []

    /// The results that judge slot `s`.
    private func own(_ s: Int) -> [Int] {
        groupOf.isEmpty ? Array(results.indices) : results.indices.filter { s < groupOf.count && results[$0].group == groupOf[s] }
    }

    /// Per slot, whether it is left out; the warnings.
    struct Outcome {
        var skipped: [Bool]
        var warnings: [Diagnostic] = []
        var count = SkippedTokenCount()
    }

    func run() -> Outcome {
        let n = slots.count
        var outcome = Outcome(skipped: [Bool](repeating: false, count: n))
        // Contexts in which each slot failed (nil: none).
        var failedIn: [Int: [Int]] = [:]
        for (c, result) in results.enumerated() {
            for s in 0..<n where result.slotDef[s] >= 0 {
                if case .failed = result.states[s] { failedIn[s, default: []].append(c) }
            }
            for failure in result.failures where failedIn[failure.slot]?.last != c {
                failedIn[failure.slot, default: []].append(c)
            }
        }
        // Tokens missing from some contexts, or whose type differs between contexts, cannot have one API either.
        var ownErrors: [Int: [Diagnostic]] = [:]
        for s in 0..<n where failedIn[s] == nil {
            let mine = own(s)
            let missing = mine.filter { results[$0].slotDef[s] < 0 }
            if !missing.isEmpty, missing.count < mine.count, isGenerated(s) {
                let def = table.tokens[results.first { $0.slotDef[s] >= 0 }!.slotDef[s]]
                ownErrors[s] = [.error("it has no value in context \(missing.map { contexts[$0].description }.joined(separator: "; ")), so the generated Swift cannot have it in every mode",
                                       at: def.location)]
                failedIn[s] = missing
                continue
            }
            var first: (c: Int, type: TokenType)?
            for (c, result) in results.enumerated() where result.slotDef[s] >= 0 {
                guard case .done(let r) = result.states[s] else { continue }
                guard let f = first else { first = (c, r.type); continue }
                if f.type != r.type {
                    ownErrors[s, default: []].append(.error(
                        "token \(slots.keys[s]) has type \(f.type) in context \(contexts[f.c]) but \(r.type) in context \(contexts[c])",
                        at: table.tokens[result.slotDef[s]].location, notes: [.init("defined here in context \(contexts[f.c])", at: table.tokens[results[f.c].slotDef[s]].location)]))
                    failedIn[s, default: []].append(c)
                    break
                }
            }
        }
        for s in failedIn.keys { outcome.skipped[s] = true }

        // Dependants, in any context, of what is left out.
        var via: [Int: Int] = [:]
        if !failedIn.isEmpty {
            var edges: [Int: [Int]] = [:]
            for result in results {
                for s in 0..<n where result.slotDef[s] >= 0 {
                    // A target of another group is not in this result: the reference alone is the edge.
                    for d in table.references(of: result.slotDef[s]) where d >= 0 && d != s {
                        edges[d, default: []].append(s)
                    }
                }
            }
            var queue = Array(failedIn.keys).sorted()
            while let d = queue.popLast() {
                for s in edges[d] ?? [] where !outcome.skipped[s] {
                    outcome.skipped[s] = true
                    via[s] = d
                    queue.append(s)
                }
            }
        }

        // Errors of tokens whose reading failed: the token is left out where its definition won.
        var unreadBySlot: [Int: [Diagnostic]] = [:]
        for token in unread {
            guard let id = token.definition else {
                // No definition was made; another file's definition of the key, if any, is the token.
                if slots.existing(token.key) != nil {
                    for e in token.errors { outcome.warnings.append(Self.overridden(e, token.key)) }
                } else {
                    for e in token.errors { outcome.warnings.append(Self.warning(e, token.key)) }
                    outcome.count.invalid += 1
                }
                continue
            }
            let s = table.ownSlot(id, in: slots)
            if results.contains(where: { $0.slotDef[s] == id }) {
                unreadBySlot[s, default: []].append(contentsOf: token.errors)
            } else {
                for e in token.errors { outcome.warnings.append(Self.overridden(e, token.key)) }
            }
        }

        // The resolution's own errors, once however many contexts found them (the note names the contexts).
        var resolutionErrors = Set<Int>()
        for result in results {
            for failure in result.failures {
                resolutionErrors.insert(failure.slot)
                var warning = Self.warning(failure.diagnostic, slots.keys[failure.slot])
                if let note = partialNote(failure.slot, failedIn: failedIn) { warning.notes.append(note) }
                outcome.warnings.append(warning)
            }
        }

        for s in 0..<n where outcome.skipped[s] {
            let key = slots.keys[s]
            if let errors = unreadBySlot[s] ?? ownErrors[s] {
                outcome.count.invalid += 1
                for e in errors {
                    var warning = Self.warning(e, key)
                    if let note = partialNote(s, failedIn: failedIn) { warning.notes.append(note) }
                    outcome.warnings.append(warning)
                }
                continue
            }
            if resolutionErrors.contains(s) {
                outcome.count.invalid += 1
                continue
            }
            outcome.count.dependants += 1
            guard let (c, def) = results.enumerated().lazy.compactMap({ c, r in r.slotDef[s] >= 0 ? (c, r.slotDef[s]) : nil }).first else { continue }
            let dependency = via[s].map { slots.keys[$0] }
                ?? table.references(of: def).first { $0 >= 0 && $0 != s && outcome.skipped[$0] }.map { slots.keys[$0] }
                ?? results.lazy.compactMap { $0.unreadDependency[s] }.first
            let reason = dependency.map { "depends on \($0), which is skipped" } ?? "it could not be resolved in context \(contexts[c])"
            outcome.warnings.append(.warning("skipped \(key): \(reason)", at: table.tokens[def].valueLocation))
        }
        return outcome
    }

    /// `skipped color.x: unknown alias target …`, at the error's place with its notes.
    private static func warning(_ error: Diagnostic, _ key: String) -> Diagnostic {
        .warning("skipped \(key): \(error.message)", at: error.location, notes: error.notes)
    }

    /// For a definition whose token another definition provides.
    private static func overridden(_ error: Diagnostic, _ key: String) -> Diagnostic {
        .warning("skipped this definition of \(key) (another one is used): \(error.message)", at: error.location, notes: error.notes)
    }

    /// For a token that failed in some of its contexts only: which, and that it goes from all of them.
    private func partialNote(_ s: Int, failedIn: [Int: [Int]]) -> Diagnostic.Note? {
        let present = own(s).filter { results[$0].slotDef[s] >= 0 }.count
        guard let failed = failedIn[s], failed.count < present else { return nil }
        let names = failed.map { contexts[$0].description }.joined(separator: "; ")
        return .init("invalid in context \(names) only; left out of every context, so that the generated Swift is the same in all of them")
    }
}

/// How many tokens `tokens.skipInvalid` left out: invalid ones, and those only depending on one.
package struct SkippedTokenCount: Hashable, Sendable {
    package var invalid = 0
    package var dependants = 0
    package var total: Int { invalid + dependants }
}
