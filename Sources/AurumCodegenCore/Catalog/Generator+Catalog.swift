/// The catalog's share of `generate`: its token pages are rendered while the resolved set is still at hand
/// (before the Swift output takes it over), the rest once the manifests are loaded.
extension Generator {
    var catalogOptions: CatalogOptions {
        CatalogOptions(title: configuration.catalog?.title, swift: configuration.swift.options, remBase: configuration.tokens.remBase,
                       inputs: configuration.tokens.inputs, figmaFile: configuration.figma,
                       contrast: configuration.catalog?.contrast ?? [], toolVersion: configuration.swift.options.toolVersion)
    }

    /// Phase one, or nil when no catalog is configured.
    func catalogTokenPages(_ tokens: borrowing ResolvedTokenSet, templates: MustacheLibrary) throws(DiagnosticError) -> CatalogTokenPages? {
        guard configuration.catalog?.output != nil else { return nil }
        return try CatalogGenerator(options: catalogOptions).tokenPages(tokens, templates: templates, linksTokens: configuration.catalogShowsComponents)
    }

    /// Phase two: the whole site as a planned output.
    func catalogOutput(_ pages: CatalogTokenPages, components: (manifests: [ComponentManifest], icons: IconManifest)?,
                       templates: MustacheLibrary) throws(DiagnosticError) -> PlannedOutput {
        let files = try CatalogGenerator(options: catalogOptions)
            .generate(pages, components: components.map { ($0.manifests, $0.icons) }, templates: templates)
        return PlannedOutput(kind: .catalog, directory: configuration.catalog!.output!, files: files)
    }

    /// The whole catalog for `tokens` without component pages, rendered with the run's templates (for the benchmark).
    package func catalogFiles(for tokens: borrowing ResolvedTokenSet) throws(DiagnosticError) -> [GeneratedFile] {
        let templates = try templates()
        guard let pages = try catalogTokenPages(tokens, templates: templates) else { return [] }
        return try catalogOutput(pages, components: nil, templates: templates).files
    }
}
