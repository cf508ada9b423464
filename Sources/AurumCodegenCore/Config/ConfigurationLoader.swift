import Foundation

/// Reads `aurum-codegen.json` into an `AurumConfiguration`, every section typed. Every problem (JSON syntax,
/// wrong types, unknown keys with suggestions) is reported with its position, all at once.
/// `ConfigurationSection` says how to add a key or a section.
public enum ConfigurationLoader {
    public static let fileName = "aurum-codegen.json"

    /// Every section, in the order the documentation lists them. Computed, not stored: a stored static of
    /// protocol metatypes is not `Sendable` (they are only from Swift 6.2's `SendableMetatype` on).
    static var sections: [any ConfigurationSection.Type] {
        [
            TokensConfiguration.self, SwiftConfiguration.self, ComponentsConfiguration.self, CodeConnectConfiguration.self,
            PagesConfiguration.self, FigmaFileReference.self, CheckConfiguration.self, DriftConfiguration.self,
            CatalogConfiguration.self, AssetsConfiguration.self,
        ]
    }
    static var rootKeys: [String] { ["$schema", "allowOutsideRoot"] + sections.map { $0.name } }

    /// Loads the configuration at `url`; diagnostics name it `displayPath` (default: the path as given).
    public static func load(contentsOf url: URL, displayPath: String? = nil) throws(DiagnosticError) -> AurumConfiguration {
        let shown = displayPath ?? url.path
        let json = try JSONReader.parse(contentsOf: url, displayPath: shown)
        return try parse(json, file: shown, directory: url.deletingLastPathComponent())
    }

    static func parse(_ text: String, file: String, directory: URL) throws(DiagnosticError) -> AurumConfiguration {
        try parse(try JSONReader.parse(text, file: file), file: file, directory: directory)
    }

    static func parse(_ json: JSONValue, file: String, directory: URL) throws(DiagnosticError) -> AurumConfiguration {
        var diagnostics = DiagnosticCollector()
        guard let root = JSONObjectReader.configuration(json, file: file, diagnostics: &diagnostics) else {
            try diagnostics.throwIfErrors()
            preconditionFailure("a configuration that is not an object is reported")
        }
        root.checkKeys(rootKeys, diagnostics: &diagnostics)
        _ = root.string("$schema", allowEmpty: true, diagnostics: &diagnostics)
        let allowOutsideRoot = root.bool("allowOutsideRoot", diagnostics: &diagnostics)?.value ?? false
        if !allowOutsideRoot { checkOutputsInsideRoot(root, directory: directory, diagnostics: &diagnostics) }
        if !root.has(TokensConfiguration.name) {
            diagnostics.error("the configuration needs a 'tokens' section naming a 'resolver' or token 'files'",
                              at: SourceLocation(file: file, line: 1, column: 1))
        }
        let tokens = root.section(TokensConfiguration.self, diagnostics: &diagnostics)
        var configuration = AurumConfiguration(
            file: file, directory: directory,
            tokens: tokens ?? TokensConfiguration(source: .files([])),
            swift: root.section(SwiftConfiguration.self, diagnostics: &diagnostics) ?? SwiftConfiguration(),
            components: root.section(ComponentsConfiguration.self, diagnostics: &diagnostics),
            codeConnect: root.section(CodeConnectConfiguration.self, diagnostics: &diagnostics),
            pages: root.section(PagesConfiguration.self, diagnostics: &diagnostics),
            figma: root.section(FigmaFileReference.self, diagnostics: &diagnostics) ?? FigmaFileReference(),
            check: root.section(CheckConfiguration.self, diagnostics: &diagnostics) ?? CheckConfiguration(),
            drift: root.section(DriftConfiguration.self, diagnostics: &diagnostics) ?? DriftConfiguration(),
            catalog: root.section(CatalogConfiguration.self, diagnostics: &diagnostics))
        configuration.figmaSectionLocation = root.value(FigmaFileReference.name).map(root.location(of:))
        configuration.assets = root.section(AssetsConfiguration.self, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return configuration
    }

    /// Every output folder of every section must resolve inside the package root: an error at its value otherwise.
    private static func checkOutputsInsideRoot(_ root: JSONObjectReader, directory: URL, diagnostics: inout DiagnosticCollector) {
        var packageRoot: String?
        // The sections report their own type errors; this pass reads the outputs again without reporting them twice.
        var ignored = DiagnosticCollector()
        for section in sections where !section.outputKeys.isEmpty {
            guard let reader = root.object(section.name, diagnostics: &ignored) else { continue }
            for key in section.outputKeys {
                guard let output = reader.string(key, diagnostics: &ignored) else { continue }
                let rootPath = packageRoot ?? PackageRoot.of(configurationDirectory: directory)
                packageRoot = rootPath
                if let problem = PackageRoot.problem(key: "\(section.name).\(key)", path: output.value, directory: directory, root: rootPath) {
                    diagnostics.error(problem, at: output.location)
                }
            }
        }
    }
}
