/// Generate stage: the Code Connect template files (`codeConnect.output`) and the legacy `.figma.swift` files
/// (`codeConnect.legacyOutput`), with the components they leave out and why.
struct CodeConnectStage {
    var configuration: AurumConfiguration

    var isConfigured: Bool { configuration.codeConnect.map { $0.output != nil || $0.legacyOutput != nil } ?? false }

    func run(_ loaded: ComponentsStage.Manifests,
             templates: MustacheLibrary) throws(DiagnosticError) -> (outputs: [PlannedOutput], skipped: [SkippedComponent]) {
        guard let codeConnect = configuration.codeConnect, isConfigured else { return ([], []) }
        let swift = configuration.swift.options
        let options = CodeConnectOptions(figmaFile: configuration.figma, iconImports: codeConnect.iconImports,
                                         prefix: swift.prefix, toolVersion: swift.toolVersion)
        let generated = try CodeConnectGenerator(options: options).generate(manifests: loaded.manifests, icons: loaded.icons, templates: templates)
        var outputs: [PlannedOutput] = []
        if let output = codeConnect.output {
            outputs.append(PlannedOutput(kind: .codeConnect, directory: output, files: generated.templateFiles))
        }
        if let output = codeConnect.legacyOutput {
            outputs.append(PlannedOutput(kind: .legacyCodeConnect, directory: output, files: generated.legacyFiles))
        }
        return (outputs, generated.skipped)
    }
}
