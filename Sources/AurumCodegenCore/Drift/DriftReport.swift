/// The outcome of a drift run: every finding in report order (tokens, then components; by kind,
/// subject, property, option, mode), allowed ones marked, and the allow-list entries nothing used.
package struct DriftReport: Sendable {
    struct Statistics: Hashable, Sendable {
        /// nil when that side was not checked.
        var tokens: TokenDrift.Statistics?
        var components: ComponentDrift.Statistics?
        /// Set when two token sets were compared (then neither of the above is).
        var tokenSets: TokenSetDrift.Statistics?
        /// Figma styles, when compared (their findings are token findings).
        var styles: StyleDrift.Statistics?
        /// Icons and images against the catalog, when compared.
        var assets: AssetDrift.Statistics?

        init(tokens: TokenDrift.Statistics? = nil, components: ComponentDrift.Statistics? = nil, tokenSets: TokenSetDrift.Statistics? = nil,
             assets: AssetDrift.Statistics? = nil) {
            self.tokens = tokens
            self.components = components
            self.tokenSets = tokenSets
            self.assets = assets
        }
    }

    /// The categories a report shows, with whether each was checked: two token sets, or Figma's two.
    var categories: [(category: DriftFinding.Category, checked: Bool)] {
        if statistics.tokenSets != nil { return [(.tokenSet, true)] }
        // Assets are listed only when checked: runs without them read as before.
        return [(.token, statistics.tokens != nil), (.component, statistics.components != nil)]
            + (statistics.assets != nil ? [(.asset, true)] : [])
    }

    static let schemaVersion = 1

    package var findings: [DriftFinding]
    var unusedAllowListEntries: [DriftAllowList.Entry]
    var statistics: Statistics

    /// Sorts `findings` and applies `allowList`: the first matching entry allows a finding.
    init(findings: [DriftFinding], allowList: DriftAllowList = .init(), statistics: Statistics = .init()) {
        var findings = findings.sorted(by: DriftFinding.reportOrder)
        var used = [Bool](repeating: false, count: allowList.entries.count)
        for i in findings.indices {
            if let e = allowList.entries.firstIndex(where: { $0.matches(findings[i]) }) {
                findings[i].allowedReason = allowList.entries[e].reason
                used[e] = true
            }
        }
        self.findings = findings
        self.unusedAllowListEntries = allowList.entries.indices.filter { !used[$0] }.map { allowList.entries[$0] }
        self.statistics = statistics
    }

    /// Findings no allow-list entry covers: these fail the run.
    var drift: [DriftFinding] { findings.filter { !$0.isAllowed } }
    var allowed: [DriftFinding] { findings.filter(\.isAllowed) }
    package var hasDrift: Bool { findings.contains { !$0.isAllowed } }

    /// One warning per unused allow-list entry, at the entry.
    package var unusedEntryWarnings: [Diagnostic] {
        unusedAllowListEntries.map {
            .warning("allow-list entry '\($0.summary)' matches no finding; remove it if the difference is gone", at: $0.location)
        }
    }

    /// Rewrites every file path (e.g. to make them relative to the working directory).
    package mutating func mapPaths(_ transform: (String) -> String) {
        func map(_ location: SourceLocation?) -> SourceLocation? {
            location.map { SourceLocation(file: transform($0.file), line: $0.line, column: $0.column) }
        }
        for i in findings.indices {
            findings[i].location = map(findings[i].location)
            findings[i].figmaLocation = map(findings[i].figmaLocation)
        }
        for i in unusedAllowListEntries.indices {
            unusedAllowListEntries[i].location = map(unusedAllowListEntries[i].location)!
        }
    }

    /// `3 findings (2 token, 1 component), 1 allowed`.
    var summaryLine: String {
        let drift = self.drift
        let tokens = drift.filter { $0.category == .token }.count
        let assets = drift.filter { $0.category == .asset }.count
        var text = drift.isEmpty ? "no drift" : "\(drift.count) finding\(drift.count == 1 ? "" : "s")"
        if !drift.isEmpty, statistics.tokenSets == nil {
            text += " (\(tokens) token, \(drift.count - tokens - assets) component" + (statistics.assets != nil ? ", \(assets) asset)" : ")")
        }
        let allowed = findings.count - drift.count
        if allowed > 0 { text += ", \(allowed) allowed" }
        if !unusedAllowListEntries.isEmpty {
            text += ", \(unusedAllowListEntries.count) unused allow-list entr\(unusedAllowListEntries.count == 1 ? "y" : "ies")"
        }
        return text
    }

    /// `compared 31 Figma variables with 412 repo tokens (25 matched); 4 components, 68 icons`.
    var coverageLine: String {
        var parts: [String] = []
        if let s = statistics.tokenSets {
            parts.append("compared \(s.oldTokens) old tokens with \(s.newTokens) new tokens (\(s.matched) matched)")
        }
        // Styles alone leave the variables' figures empty: say nothing of variables then.
        if let t = statistics.tokens, statistics.styles == nil || t != TokenDrift.Statistics() {
            var text = "compared \(t.figmaVariables) Figma variables with \(t.repoTokens) repo tokens (\(t.matched) matched"
            if t.skippedFigmaVariables > 0 { text += ", \(t.skippedFigmaVariables) string/boolean variables skipped" }
            parts.append(text + ")")
        }
        if let s = statistics.styles {
            parts.append("compared \(s.figmaStyles) Figma styles with \(s.repoTokens) style tokens (\(s.matched) matched)")
        }
        if let c = statistics.components {
            parts.append("\(c.components) component\(c.components == 1 ? "" : "s")" + (c.icons > 0 ? ", \(c.icons) icon nodes" : ""))
        }
        if let a = statistics.assets {
            parts.append("\(a.figmaAssets) Figma asset\(a.figmaAssets == 1 ? "" : "s") against \(a.catalogAssets) in the catalog")
        }
        return parts.joined(separator: "; ")
    }
}
