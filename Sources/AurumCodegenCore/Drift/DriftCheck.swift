/// One drift run over already-loaded inputs: token drift when both token sides are given,
/// component drift when nodes are given. Problems with the inputs themselves (an unmappable
/// collection) go to `diagnostics`; when it has errors the report must not be trusted.
package struct DriftCheck: Sendable {
    package var figma: FigmaSnapshot?
    package var tokens: ResolvedTokenSet?
    package var modeMapping: [String: DriftMapping.CollectionMapping] = [:]
    package var comparison = DriftValueComparison()
    package var manifests: [ComponentManifest] = []
    /// Resolves instance-swap defaults; its nodes are checked too when `checksIcons`.
    package var icons: IconManifest?
    package var checksIcons = true
    package var nodes: FigmaNodesResponse?
    package var allowList = DriftAllowList()
    /// Two token sets compared with each other instead of Figma with the repository (`TokenSetDrift`).
    package var tokenSets: (old: ResolvedTokenSet, new: ResolvedTokenSet)?
    /// Figma styles, compared with the tokens imported from them (`StyleDrift`) when `tokens` is given.
    package var styles: [FigmaStyle]?
    /// Icons and images against the catalog (`AssetDrift`); nil does not check them.
    package var assets: AssetDrift.Input?

    package init(figma: FigmaSnapshot? = nil, tokens: ResolvedTokenSet? = nil, manifests: [ComponentManifest] = [],
                icons: IconManifest? = nil, nodes: FigmaNodesResponse? = nil, allowList: DriftAllowList = .init()) {
        self.figma = figma
        self.tokens = tokens
        self.manifests = manifests
        self.icons = icons
        self.nodes = nodes
        self.allowList = allowList
    }

    package func run(diagnostics: inout DiagnosticCollector) -> DriftReport {
        var findings: [DriftFinding] = []
        var statistics = DriftReport.Statistics()
        if let tokenSets {
            let result = TokenSetDrift.compare(old: tokenSets.old, new: tokenSets.new)
            findings += result.findings
            statistics.tokenSets = result.statistics
        }
        if let figma, let tokens {
            let mapping = DriftMapping(snapshot: figma, tokens: tokens, explicit: modeMapping, diagnostics: &diagnostics)
            let result = TokenDrift.compare(figma, with: tokens, mapping: mapping, comparison: comparison)
            findings += result.findings
            statistics.tokens = result.statistics
        }
        if let styles, let tokens {
            let result = StyleDrift.compare(styles, with: tokens)
            findings += result.findings
            statistics.styles = result.statistics
            // Style findings are token findings: the token side was checked even without variables.
            if statistics.tokens == nil { statistics.tokens = TokenDrift.Statistics() }
        }
        if let nodes {
            let result = ComponentDrift.compare(manifests, icons: checksIcons ? icons : nil, iconLookup: icons, nodes: nodes)
            findings += result.findings
            statistics.components = result.statistics
        }
        if let assets {
            let result = AssetDrift.compare(assets, diagnostics: &diagnostics)
            findings += result.findings
            statistics.assets = result.statistics
        }
        return DriftReport(findings: findings, allowList: allowList, statistics: statistics)
    }
}
