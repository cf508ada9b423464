extension Generator {
    /// Every output of the run as `layout` lays it out, all rendered before anything is written, and what the
    /// manifests held. The one place the layout is decided: `run` writes these and `check` compares them.
    /// Takes `tokens` over: the manifests need only their paths, so the set is freed before rendering.
    package func plannedOutputs(for tokens: consuming ResolvedTokenSet) throws(DiagnosticError) -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        switch layout {
        case .perNamespace:
            return try namespaceOutputs(for: consume tokens, templates: try templates())
        case .fixed(let shards):
            return try pluginOutputs(for: consume tokens, shards: shards)
        }
    }

    /// The build plugin's one output: the token Swift and, when the configuration has a `components` section,
    /// the component and icon Swift, gathered into `FixedSwiftLayout`'s files in the `swift.output` folder.
    /// Never Code Connect, pages or the catalog: a build plugin's `.swift` outputs are all compiled into the target.
    private func pluginOutputs(for tokens: consuming ResolvedTokenSet, shards: Int) throws(DiagnosticError) -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        guard let directory = configuration.swift.output else { return ([], nil) }
        var plugin = self
        plugin.configuration.components?.output = directory
        plugin.configuration.codeConnect = nil
        plugin.configuration.pages = nil
        plugin.configuration.catalog = nil
        plugin.configuration.swift.assetCatalog = nil
        let (outputs, components) = try plugin.namespaceOutputs(for: consume tokens, templates: try templates())
        let options = configuration.swift.options
        let files = FixedSwiftLayout(prefix: options.prefix, shards: shards)
            .arrange(outputs.flatMap(\.files), toolVersion: options.toolVersion)
        var output = PlannedOutput(kind: .swift, directory: directory, files: files)
        output.warnings = outputs.flatMap(\.warnings)
        return ([output], components)
    }
}
