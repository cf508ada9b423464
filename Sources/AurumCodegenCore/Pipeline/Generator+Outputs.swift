/// The generate stages of a run, in order: Swift (or the catalog's token pages with the Swift from one
/// conversion), then, once the manifests are loaded, components, Code Connect, pages and the catalog's site.
extension Generator {
    /// The manifests and icons the configuration names, validated against each other and against `tokens`.
    package func loadComponents(tokens: ResolvedTokenSet?) throws(DiagnosticError) -> (manifests: [ComponentManifest], icons: IconManifest) {
        try ComponentsStage(configuration: configuration).load(knownTokenPaths: tokens.map(ComponentsStage.knownTokenPaths))
    }

    /// Every output folder's files in one output per kind and folder, all rendered (with one template library)
    /// before anything is written, and what the manifests held. `Generator+Layout` arranges them for the plugin.
    /// Takes `tokens` over: the manifests need only their paths, so the set is freed before rendering.
    func namespaceOutputs(for tokens: consuming ResolvedTokenSet,
                          templates: MustacheLibrary) throws(DiagnosticError) -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        let swiftStage = SwiftStage(configuration: configuration)
        let catalogStage = CatalogStage(configuration: configuration)
        let known = configuration.generatesComponents ? ComponentsStage.knownTokenPaths(tokens) : nil
        var catalog: CatalogTokenPages?
        var generated: (swift: [GeneratedFile], assetCatalog: [GeneratedFile])?
        var nameWarnings: [Diagnostic] = []
        if catalogStage.isConfigured {
            let phaseOne = try catalogStage.tokenPages(for: consume tokens, templates: templates, warnings: &nameWarnings)
            generated = phaseOne.swift
            catalog = phaseOne.pages
        } else if swiftStage.isConfigured {
            generated = try swiftStage.files(for: consume tokens, templates: templates, warnings: &nameWarnings)
        } else {
            _ = consume tokens
        }
        var outputs = generated.map(swiftStage.outputs) ?? []
        // Said once, by the first output that shows the names.
        func withNameWarnings(_ outputs: [PlannedOutput]) -> [PlannedOutput] {
            guard !outputs.isEmpty else { return outputs }
            var outputs = outputs
            outputs[0].warnings += nameWarnings
            return outputs
        }
        guard configuration.generatesComponents else {
            if let catalog { outputs.append(try catalogStage.site(catalog, components: nil, templates: templates)) }
            return (withNameWarnings(outputs), nil)
        }
        let componentsStage = ComponentsStage(configuration: configuration)
        let loaded = try componentsStage.load(knownTokenPaths: known)
        if let components = try componentsStage.run(loaded, templates: templates) { outputs.append(components) }
        var withoutNode = loaded.manifests.filter { $0.figmaNode == nil }.sorted { $0.name.value < $1.name.value }
            .map { SkippedComponent(name: $0.name.value, reason: $0.figmaStatus ?? "no Figma node to connect") }
        let codeConnectStage = CodeConnectStage(configuration: configuration)
        if codeConnectStage.isConfigured {
            let codeConnect = try codeConnectStage.run(loaded, templates: templates)
            withoutNode = codeConnect.skipped
            outputs += codeConnect.outputs
        }
        if let pages = try PagesStage(configuration: configuration).run(loaded, templates: templates) { outputs.append(pages) }
        if let catalog { outputs.append(try catalogStage.site(catalog, components: loaded, templates: templates)) }
        let summary = ComponentRunSummary(componentCount: loaded.manifests.count, iconCount: loaded.icons.icons.count, withoutNode: withoutNode)
        return (withNameWarnings(outputs), summary)
    }
}
