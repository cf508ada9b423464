/// The catalog's share of `generate`. It shows every token's value as the Swift output converts it and the Swift
/// name generated code gives it, so both outputs share one conversion of the tokens (`SwiftGenerationInput`) and
/// one derivation of their names (`SwiftTokenNames`): the catalog reads them beside the resolved set, then the
/// Swift output is planned and rendered from the same values. The rest of the site is laid out once the manifests
/// are loaded.
extension Generator {
    var catalogOptions: CatalogOptions {
        CatalogOptions(title: configuration.catalog?.title ?? configuration.swift.options.prefix, inputs: configuration.tokens.inputs,
                       figmaFile: configuration.figma,
                       contrast: configuration.catalog?.contrast ?? [], toolVersion: configuration.swift.options.toolVersion)
    }

    /// What the Swift generation computes per token and the catalog shows: converted values and Swift names.
    package struct SharedTokenValues: Sendable {
        var input: SwiftGenerationInput
        var names: SwiftTokenNames
    }

    /// Converts `tokens` and derives their names, once for both outputs. Leaves `tokens` to the caller.
    package func sharedTokenValues(_ tokens: borrowing ResolvedTokenSet) throws(DiagnosticError) -> SharedTokenValues {
        let input = try SwiftGenerationInput(converting: tokens, remBase: configuration.tokens.remBase, inputs: configuration.tokens.inputs)
        return SharedTokenValues(input: input, names: SwiftTokenNames(input.tokens, options: configuration.swift.options))
    }

    /// Phase one, the token pages: reads `tokens` with the values and names shared with the Swift output.
    func catalogTokenPages(_ tokens: borrowing ResolvedTokenSet, shared: SharedTokenValues, templates: MustacheLibrary) throws(DiagnosticError) -> CatalogTokenPages {
        try CatalogGenerator(options: catalogOptions).tokenPages(tokens, input: shared.input, names: shared.names.names, templates: templates,
                                                                linksTokens: configuration.catalogShowsComponents)
    }

    /// Phase two: the whole site as a planned output.
    func catalogOutput(_ pages: CatalogTokenPages, components: (manifests: [ComponentManifest], icons: IconManifest)?,
                       templates: MustacheLibrary) throws(DiagnosticError) -> PlannedOutput {
        let files = try CatalogGenerator(options: catalogOptions)
            .generate(pages, components: components.map { ($0.manifests, $0.icons) }, templates: templates)
        return PlannedOutput(kind: .catalog, directory: configuration.catalog!.output!, files: files)
    }

    /// The token Swift (when configured) and the catalog's token pages, from one conversion. Takes `tokens` over:
    /// they are freed once the catalog has read them, before the Swift output renders.
    /// The names' warnings go to `warnings`.
    func swiftAndCatalogTokenPages(for tokens: consuming ResolvedTokenSet, templates: MustacheLibrary,
                                   warnings: inout [Diagnostic]) throws(DiagnosticError)
        -> (swift: (swift: [GeneratedFile], assetCatalog: [GeneratedFile])?, catalog: CatalogTokenPages) {
        let shared = try sharedTokenValues(tokens)
        var nameDiagnostics = DiagnosticCollector()
        nameDiagnostics.append(contentsOf: shared.names.diagnostics)
        try nameDiagnostics.throwIfErrors()
        warnings += shared.names.diagnostics.filter { $0.severity == .warning }
        let pages = try catalogTokenPages(tokens, shared: shared, templates: templates)
        BackgroundRelease.release(consume tokens)
        guard configuration.swift.output != nil || configuration.swift.assetCatalog != nil else {
            BackgroundRelease.release(consume shared)
            return (nil, pages)
        }
        return (try swiftOutputs(for: consume shared, templates: templates, warnings: &warnings), pages)
    }

    /// The token Swift (and the asset catalog, when configured) from values and names already derived.
    func swiftOutputs(for shared: consuming SharedTokenValues, templates: MustacheLibrary,
                      warnings: inout [Diagnostic]) throws(DiagnosticError) -> (swift: [GeneratedFile], assetCatalog: [GeneratedFile]) {
        let files = try SwiftGenerator(options: configuration.swift.options)
            .generate(shared.input, names: shared.names, templates: templates, assetCatalog: configuration.swift.assetCatalog != nil, warnings: &warnings)
        BackgroundRelease.release(consume shared)
        return files
    }

    /// For the benchmark: the catalog's own work (token pages and site, no component pages) given the shared values
    /// and the run's template library (`generate` parses it once for every output).
    package func catalogFiles(for tokens: borrowing ResolvedTokenSet, shared: SharedTokenValues,
                              templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        let pages = try catalogTokenPages(tokens, shared: shared, templates: templates)
        return try catalogOutput(pages, components: nil, templates: templates).files
    }

    /// For the benchmark: the token Swift from the shared values (planning and rendering).
    package func swiftFiles(shared: SharedTokenValues) throws(DiagnosticError) -> [GeneratedFile] {
        try SwiftGenerator(options: configuration.swift.options).generate(shared.input, names: shared.names, templates: try templates())
    }
}
