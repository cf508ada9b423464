extension Generator {
    /// The build plugin's one output: the token Swift and, when the configuration has a `components` section,
    /// the component and icon Swift, gathered into `FixedSwiftLayout`'s files in the `swift.output` folder.
    /// Never Code Connect or pages: a build plugin's `.swift` outputs are all compiled into the target.
    func pluginOutputs(for tokens: consuming ResolvedTokenSet, shards: Int) throws(DiagnosticError) -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        guard let directory = configuration.swift.output else { return ([], nil) }
        var plugin = self
        plugin.configuration.components?.output = directory
        plugin.configuration.codeConnect = nil
        plugin.configuration.pages = nil
        plugin.configuration.swift.assetCatalog = nil
        let (outputs, components) = try plugin.plannedOutputs(for: consume tokens)
        let options = configuration.swift.options
        let files = FixedSwiftLayout(prefix: options.prefix, shards: shards)
            .arrange(outputs.flatMap(\.files), toolVersion: options.toolVersion)
        return ([PlannedOutput(kind: .swift, directory: directory, files: files)], components)
    }
}
