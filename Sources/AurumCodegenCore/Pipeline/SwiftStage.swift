/// Generate stage: the token Swift (`swift.output`) and the asset catalog (`swift.assetCatalog`), from one
/// conversion of the resolved tokens. When the catalog is configured too, `CatalogStage` converts once for both.
struct SwiftStage {
    var configuration: AurumConfiguration

    var isConfigured: Bool { configuration.swift.output != nil || configuration.swift.assetCatalog != nil }

    /// The Swift files and, when `swift.assetCatalog` is configured, the asset catalog's (`Aurum.xcassets/…`).
    /// Takes `tokens` over: they are freed once converted, before rendering (which is when memory peaks).
    /// The names' warnings (`SwiftTokenNames`) go to `warnings`.
    func files(for tokens: consuming ResolvedTokenSet, templates: MustacheLibrary,
               warnings: inout [Diagnostic]) throws(DiagnosticError) -> (swift: [GeneratedFile], assetCatalog: [GeneratedFile]) {
        let swift = configuration.swift
        let input = try SwiftGenerationInput(consume tokens, remBase: configuration.tokens.remBase, inputs: configuration.tokens.inputs)
        let files = try SwiftGenerator(options: swift.options).generate(input, names: nil, templates: templates, assetCatalog: swift.assetCatalog != nil,
                                                                        warnings: &warnings)
        BackgroundRelease.release(consume input)
        return files
    }

    /// The configured outputs among `generated`.
    func outputs(_ generated: (swift: [GeneratedFile], assetCatalog: [GeneratedFile])) -> [PlannedOutput] {
        var outputs: [PlannedOutput] = []
        if let output = configuration.swift.output {
            outputs.append(PlannedOutput(kind: .swift, directory: output, files: generated.swift))
        }
        if let directory = configuration.swift.assetCatalog {
            outputs.append(PlannedOutput(kind: .assetCatalog, directory: directory, files: generated.assetCatalog))
        }
        return outputs
    }
}
