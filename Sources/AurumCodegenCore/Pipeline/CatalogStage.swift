/// Generate stage: the HTML catalog, in two phases. The token pages read the resolved tokens with the values and
/// Swift names the Swift output ships (one conversion for both outputs); the site is laid out once the manifests
/// are loaded. The catalog's own entry points are `Generator`'s (`Catalog/Generator+Catalog.swift`).
struct CatalogStage {
    var configuration: AurumConfiguration

    var isConfigured: Bool { configuration.catalog?.output != nil }

    private var generator: Generator { Generator(configuration: configuration) }

    /// Phase one: the token pages and, when configured, the token Swift from the same conversion. Takes `tokens`
    /// over: they are freed once the catalog has read them, before the Swift output renders.
    /// The names' warnings go to `warnings`.
    func tokenPages(for tokens: consuming ResolvedTokenSet, templates: MustacheLibrary, warnings: inout [Diagnostic]) throws(DiagnosticError)
        -> (swift: (swift: [GeneratedFile], assetCatalog: [GeneratedFile])?, pages: CatalogTokenPages) {
        let (swift, pages) = try generator.swiftAndCatalogTokenPages(for: consume tokens, templates: templates, warnings: &warnings)
        return (swift, pages)
    }

    /// Phase two: the whole site, with the component pages when the catalog shows components.
    func site(_ pages: CatalogTokenPages, components: ComponentsStage.Manifests?, templates: MustacheLibrary) throws(DiagnosticError) -> PlannedOutput {
        let shown = configuration.catalogShowsComponents ? components.map { ($0.manifests, $0.icons) } : nil
        return try generator.catalogOutput(pages, components: shown, templates: templates)
    }
}
