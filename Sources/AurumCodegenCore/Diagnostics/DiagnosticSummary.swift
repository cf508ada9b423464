/// Many diagnostics of one kind in a run (a thousand aliases to groups, a hundred name clashes) shown as the
/// first few and one line with the rest's count, so a run on a large set stays readable. The kind is the
/// message with its names, quoted text and numbers blanked; the diagnostics themselves, and the exit status,
/// are unchanged. Never condensed: summaries that are already one per kind and file (they start with their
/// count, "38 colours are hex strings"), and the `skipped …` warnings of `--skip-invalid`, a list the user asked for.
public enum DiagnosticSummary {
    /// A kind with more than `condensedAbove` diagnostics shows its first `shownPerKind`, then the summary line.
    public static let condensedAbove = 50
    public static let shownPerKind = 10

    public static func condensed(_ diagnostics: [Diagnostic], above limit: Int = condensedAbove, shownPerKind: Int = shownPerKind) -> [Diagnostic] {
        struct Kind: Hashable {
            var severity: Diagnostic.Severity
            var shape: String
        }
        var counts: [Kind: Int] = [:]
        var kinds: [Kind?] = []
        kinds.reserveCapacity(diagnostics.count)
        for d in diagnostics {
            guard !isExempt(d) else { kinds.append(nil); continue }
            let kind = Kind(severity: d.severity, shape: shape(of: d.message))
            counts[kind, default: 0] += 1
            kinds.append(kind)
        }
        guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
        var files: [Kind: Set<String>] = [:]
        for (d, kind) in zip(diagnostics, kinds) {
            if let kind, counts[kind]! > limit { files[kind, default: []].insert(d.file ?? "") }
        }
        var seen: [Kind: Int] = [:]
        var out: [Diagnostic] = []
        for (d, kind) in zip(diagnostics, kinds) {
            guard let kind, let total = counts[kind], total > limit else { out.append(d); continue }
            let index = seen[kind, default: 0]
            seen[kind] = index + 1
            if index < shownPerKind { out.append(d) }
            if index == shownPerKind {
                let more = total - shownPerKind
                let noun = d.severity == .error ? (more == 1 ? "error" : "errors") : (more == 1 ? "warning" : "warnings")
                let fileCount = files[kind]?.count ?? 1
                let spread = fileCount == 1 ? "" : ", in \(fileCount) files"
                out.append(Diagnostic(d.severity, "\(more) more \(noun) like the ones above, from here on (\(total) in all\(spread))", at: d.location))
            }
        }
        return out
    }

    static func isExempt(_ d: Diagnostic) -> Bool {
        if d.severity == .warning && d.message.hasPrefix("skipped ") { return true }
        return d.message.first?.isNumber == true
    }

    /// The message with quoted text, `{…}` references and numbers blanked: "alias {a} refers to a group" and
    /// "alias {b} refers to a group" are one kind.
    static func shape(of message: String) -> String {
        var result = "", closing: Character?
        for character in message {
            if let end = closing {
                if character == end { result.append(character); closing = nil }
                continue
            }
            switch character {
            case "'", "\"", "`": closing = character; result.append(character)
            case "{": closing = "}"; result.append(character)
            case "0"..."9": if result.last != "#" { result.append("#") }
            default: result.append(character)
            }
        }
        return result
    }
}
