/// Compares two token sets (`drift --tokens-old … --tokens-new …`), following the identity and change
/// taxonomy of Adobe's design-data-spec semantic diff (`spec/diff.md`), for tokens of any format.
///
/// Pairing, in order: the same identity (`uuid`, or a recorded Figma variable ID); then the same path; then an
/// unpaired old token whose `replaced_by` names an unpaired new token's identity. Every token then falls in
/// exactly one kind:
///
/// - `renamed`: a pair whose path or name object (`name.*`) differs, with its property changes;
/// - `deprecated`: an unpaired new token that is deprecated (a token is deprecated by `$deprecated`, or for
///   Spectrum by `deprecated`, `lifecycle.deprecatedIn`, or every one of its sets);
/// - `reverted`: a pair deprecated in the old set and not in the new;
/// - `added`, `removed`: unpaired new and old tokens;
/// - `updated`: any other pair whose properties differ (`TokenSetRecord`), a token newly deprecated included.
enum TokenSetDrift {
    struct Statistics: Hashable, Sendable {
        var oldTokens = 0
        var newTokens = 0
        var matched = 0
    }

    struct Result: Sendable {
        var findings: [DriftFinding]
        var statistics: Statistics
    }

    static func compare(old oldSet: ResolvedTokenSet, new newSet: ResolvedTokenSet) -> Result {
        let old = oldSet.tokens.map { TokenSetRecord($0, in: oldSet) }
        let new = newSet.tokens.map { TokenSetRecord($0, in: newSet) }
        var partner = [Int?](repeating: nil, count: old.count)
        var taken = [Bool](repeating: false, count: new.count)
        var how = [String](repeating: "", count: old.count)

        func pair(_ o: Int, _ n: Int, _ reason: String) {
            partner[o] = n
            taken[n] = true
            how[o] = reason
        }
        let byIdentity = firstIndex(new.map(\.identity))
        for (o, record) in old.enumerated() {
            if let id = record.identity, let n = byIdentity[id], !taken[n] { pair(o, n, "the same identity \(id)") }
        }
        let byPath = firstIndex(new.map(\.path))
        for (o, record) in old.enumerated() where partner[o] == nil {
            if let n = byPath[record.path], !taken[n] { pair(o, n, "the same name") }
        }
        for (o, record) in old.enumerated() where partner[o] == nil {
            for id in record.replacedBy {
                if let n = byIdentity[id], !taken[n] {
                    pair(o, n, "its replacement link to \(id)")
                    break
                }
            }
        }

        var findings: [DriftFinding] = []
        for (o, before) in old.enumerated() {
            guard let n = partner[o] else {
                var finding = DriftFinding(kind: .removed, subject: before.path, message: "'\(before.path)' is in the old set only", location: before.location)
                finding.category = .tokenSet
                finding.identity = before.identity
                finding.repoValue = before.valueDisplay
                findings.append(finding)
                continue
            }
            let after = new[n]
            let changes = propertyChanges(before.properties, after.properties)
            let renamed = before.path != after.path || changes.contains { $0.path.hasPrefix("name.") }
            var finding: DriftFinding
            if renamed {
                let names = before.path == after.path ? "'\(after.path)' has another name object" : "'\(before.path)' is now '\(after.path)'"
                finding = DriftFinding(kind: .renamed, subject: after.path, message: "\(names) (paired by \(how[o]))", location: after.location)
                finding.formerSubject = before.path
            } else if before.deprecated && !after.deprecated {
                finding = DriftFinding(kind: .reverted, subject: after.path, message: "'\(after.path)' is no longer deprecated", location: after.location)
            } else if !changes.isEmpty {
                let count = changes.count == 1 ? "1 property" : "\(changes.count) properties"
                finding = DriftFinding(kind: .updated, subject: after.path, message: "'\(after.path)' changed \(count)", location: after.location)
            } else {
                continue
            }
            finding.category = .tokenSet
            finding.identity = after.identity ?? before.identity
            finding.propertyChanges = changes
            if before.valueDisplay != after.valueDisplay {
                finding.repoValue = before.valueDisplay
                finding.figmaValue = after.valueDisplay
                if case .color(let c)? = before.value { finding.repoColor = DriftValueComparison.srgb(c)?.hex }
                if case .color(let c)? = after.value { finding.figmaColor = DriftValueComparison.srgb(c)?.hex }
            }
            findings.append(finding)
        }
        for (n, after) in new.enumerated() where !taken[n] {
            let kind: DriftFinding.Kind = after.deprecated ? .deprecated : .added
            let message = after.deprecated ? "'\(after.path)' is new and already deprecated" : "'\(after.path)' is in the new set only"
            var finding = DriftFinding(kind: kind, subject: after.path, message: message, location: after.location)
            finding.category = .tokenSet
            finding.identity = after.identity
            finding.figmaValue = after.valueDisplay
            findings.append(finding)
        }
        let statistics = Statistics(oldTokens: old.count, newTokens: new.count, matched: partner.lazy.compactMap { $0 }.count)
        return Result(findings: findings.sorted(by: DriftFinding.reportOrder), statistics: statistics)
    }

    /// Added, deleted and updated properties, in path order.
    static func propertyChanges(_ old: [String: String], _ new: [String: String]) -> [DriftFinding.PropertyChange] {
        Set(old.keys).union(new.keys).sorted().compactMap { path in
            switch (old[path], new[path]) {
            case (nil, let n?): .init(path: path, change: .added, old: nil, new: n)
            case (let o?, nil): .init(path: path, change: .deleted, old: o, new: nil)
            case (let o?, let n?) where o != n: .init(path: path, change: .updated, old: o, new: n)
            default: nil
            }
        }
    }

    /// Key → the first index holding it.
    private static func firstIndex(_ keys: [String?]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (i, key) in keys.enumerated() {
            if let key, index[key] == nil { index[key] = i }
        }
        return index
    }
}
