/// The human report: per category a heading, then findings grouped by kind, each line starting
/// with the repository location (`file:line:column:`) so terminals and editors can jump to it.
/// Allowed findings and unused allow-list entries follow; the last line is the verdict.
package enum DriftTextRenderer {
    package static func render(_ report: DriftReport) -> String {
        var lines: [String] = []
        let drift = report.drift
        for (category, checked) in report.categories {
            let heading = category.heading
            let items = drift.filter { $0.category == category }
            guard checked else {
                lines.append("\(heading): not checked")
                continue
            }
            guard !items.isEmpty else {
                lines.append("\(heading): none")
                continue
            }
            lines.append("\(heading): \(items.count) finding\(items.count == 1 ? "" : "s")")
            for kind in category.kinds {
                let ofKind = items.filter { $0.kind == kind }
                guard !ofKind.isEmpty else { continue }
                lines.append("  \(kind.title(in: category)) (\(ofKind.count))")
                for finding in ofKind {
                    lines.append("    " + OneLineText.escaped(line(finding)))
                    lines += finding.propertyChanges.map { "      " + OneLineText.escaped(Self.change($0)) }
                }
            }
        }
        let allowed = report.allowed
        if !allowed.isEmpty {
            lines.append("Allowed: \(allowed.count)")
            lines += allowed.map { "    " + OneLineText.escaped(line($0) + " [\($0.kind.title(in: $0.category)); allowed: \($0.allowedReason ?? "")]") }
        }
        if !report.unusedAllowListEntries.isEmpty {
            lines.append("Unused allow-list entries: \(report.unusedAllowListEntries.count)")
            lines += report.unusedAllowListEntries.map { "    \($0.location): \($0.summary)" }
        }
        var verdict = "Result: " + report.summaryLine
        let coverage = report.coverageLine
        if !coverage.isEmpty { verdict += "; " + coverage }
        lines.append(verdict)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value: #ffffff → #000000`, `uuid: added aaaa…`, `lifecycle.deprecatedIn: deleted (3.0.0)`.
    static func change(_ change: DriftFinding.PropertyChange) -> String {
        switch change.change {
        case .added: "\(change.path): added \(change.new ?? "")"
        case .deleted: "\(change.path): deleted (was \(change.old ?? ""))"
        case .updated: "\(change.path): \(change.old ?? "") → \(change.new ?? "")"
        }
    }

    static func line(_ finding: DriftFinding) -> String {
        (finding.location.map { "\($0): " } ?? "") + finding.message
    }
}
