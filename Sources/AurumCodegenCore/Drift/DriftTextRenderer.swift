/// The human report: per category a heading, then findings grouped by kind, each line starting
/// with the repository location (`file:line:column:`) so terminals and editors can jump to it.
/// Allowed findings and unused allow-list entries follow; the last line is the verdict.
package enum DriftTextRenderer {
    package static func render(_ report: DriftReport) -> String {
        var lines: [String] = []
        let drift = report.drift
        // Assets are listed only when checked: runs without them read as before.
        for category in DriftFinding.Category.allCases where category != .asset || report.statistics.assets != nil {
            let heading = category.title
            let checked = report.statistics.checked(category)
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
            for kind in DriftFinding.Kind.allCases where kind.category == category {
                let ofKind = items.filter { $0.kind == kind }
                guard !ofKind.isEmpty else { continue }
                lines.append("  \(kind.title) (\(ofKind.count))")
                lines += ofKind.map { "    " + OneLineText.escaped(line($0)) }
            }
        }
        let allowed = report.allowed
        if !allowed.isEmpty {
            lines.append("Allowed: \(allowed.count)")
            lines += allowed.map { "    " + OneLineText.escaped(line($0) + " [\($0.kind.title); allowed: \($0.allowedReason ?? "")]") }
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

    static func line(_ finding: DriftFinding) -> String {
        (finding.location.map { "\($0): " } ?? "") + finding.message
    }
}
