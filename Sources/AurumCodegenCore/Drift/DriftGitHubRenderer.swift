/// `--format github`: GitHub Actions workflow commands, one per line, so findings show as
/// annotations on the pull request at the repository file and line they concern.
///
/// Drift findings are `::error` (`::warning` for warning-severity kinds); allowed findings are
/// `::notice`; unused allow-list entries are `::warning` at the entry. A plain summary line ends
/// the output. Values are escaped as the runner requires (`%`, CR, LF; and `:` `,` in properties).
package enum DriftGitHubRenderer {
    package static func render(_ report: DriftReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            let level = finding.isAllowed ? "notice" : (finding.kind.severity == .warning ? "warning" : "error")
            let scope = finding.category.title
            var message = finding.message
            if let reason = finding.allowedReason { message += " (allowed: \(reason))" }
            // Findings with no repository side (added in Figma) point into a saved Figma response, if any.
            let location = finding.location ?? finding.figmaLocation.flatMap { $0.file.contains("://") ? nil : $0 }
            lines.append(command(level, location: location, title: "\(scope): \(finding.kind.title)", message: message))
        }
        for entry in report.unusedAllowListEntries {
            lines.append(command("warning", location: entry.location, title: "Unused drift allow-list entry",
                                 message: "'\(entry.summary)' matches no finding; remove it if the difference is gone"))
        }
        var summary = "aurum-codegen drift: " + report.summaryLine
        if !report.coverageLine.isEmpty { summary += "; " + report.coverageLine }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    static func command(_ level: String, location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(property(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(data(message))"
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
