/// Generate stage: one Markdown page per component (`pages.output`).
struct PagesStage {
    var configuration: AurumConfiguration

    /// nil when `pages.output` is not configured.
    func run(_ loaded: ComponentsStage.Manifests, templates: MustacheLibrary) throws(DiagnosticError) -> PlannedOutput? {
        guard let output = configuration.pages?.output else { return nil }
        let options = ComponentPageGenerator.Options(figmaFile: configuration.figma, codeConnectTemplateDirectory: configuration.codeConnect?.output,
                                                     toolVersion: configuration.swift.options.toolVersion)
        return PlannedOutput(kind: .pages, directory: output,
                             files: try ComponentPageGenerator(options: options).generate(manifests: loaded.manifests, templates: templates))
    }
}
