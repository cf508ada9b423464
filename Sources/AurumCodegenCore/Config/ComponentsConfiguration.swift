/// The `components` section: where the component manifests and icons are, and where their Swift goes.
public struct ComponentsConfiguration: Hashable, Sendable {
    /// The folder of `*.component.json` manifests.
    public var manifests: String
    public var icons: String
    /// Component models, icons and the catalog; nil generates no component Swift.
    var output: String?
    var maxIconsPerFile: Int

    init(manifests: String = "tokens/components", icons: String = "tokens/icons.json", output: String? = nil,
                maxIconsPerFile: Int = 500) {
        self.manifests = manifests
        self.icons = icons
        self.output = output
        self.maxIconsPerFile = maxIconsPerFile
    }
}

/// The `codeConnect` section.
public struct CodeConnectConfiguration: Hashable, Sendable {
    /// Template files (`<Name>.figma.ts`), the icon batch, `figma.config.json` and `package.json`; nil writes none.
    var output: String?
    /// The folder the manifests' `legacyFile` paths start from; nil writes no `.figma.swift`.
    var legacyOutput: String?
    var iconImports: [String]

    init(output: String? = nil, legacyOutput: String? = nil, iconImports: [String] = ["import Aurum"]) {
        self.output = output
        self.legacyOutput = legacyOutput
        self.iconImports = iconImports
    }
}

/// The `pages` section.
public struct PagesConfiguration: Hashable, Sendable {
    /// One Markdown page per component plus README.md; nil writes none.
    var output: String?

    init(output: String? = nil) {
        self.output = output
    }
}

// MARK: - Reading the sections

extension ComponentsConfiguration: ConfigurationSection {
    static let name = "components"
    static let keys = ["manifests", "icons", "output", "maxIconsPerFile"]

    static let outputKeys = ["output"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> ComponentsConfiguration {
        var configuration = ComponentsConfiguration()
        configuration.manifests = section.string("manifests", diagnostics: &diagnostics)?.value ?? configuration.manifests
        configuration.icons = section.string("icons", diagnostics: &diagnostics)?.value ?? configuration.icons
        configuration.output = section.string("output", diagnostics: &diagnostics)?.value
        configuration.maxIconsPerFile = section.positiveInteger("maxIconsPerFile", diagnostics: &diagnostics) ?? configuration.maxIconsPerFile
        return configuration
    }
}

extension CodeConnectConfiguration: ConfigurationSection {
    static let name = "codeConnect"
    static let keys = ["output", "legacyOutput", "iconImports"]

    static let outputKeys = ["output", "legacyOutput"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> CodeConnectConfiguration {
        var configuration = CodeConnectConfiguration()
        configuration.output = section.string("output", diagnostics: &diagnostics)?.value
        configuration.legacyOutput = section.string("legacyOutput", diagnostics: &diagnostics)?.value
        if let imports = section.stringArray("iconImports", diagnostics: &diagnostics) {
            for line in imports where !line.value.hasPrefix("import ") || line.value.contains(where: \.isNewline) {
                diagnostics.error("'codeConnect.iconImports' entries must be one Swift import statement each ('import Aurum'), not '\(line.value)'",
                                  at: line.location)
            }
            configuration.iconImports = imports.map(\.value)
        }
        return configuration
    }
}

extension PagesConfiguration: ConfigurationSection {
    static let name = "pages"
    static let keys = ["output"]

    static let outputKeys = ["output"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> PagesConfiguration {
        PagesConfiguration(output: section.string("output", diagnostics: &diagnostics)?.value)
    }
}

/// The Figma file; without the section, a placeholder key that every generated link shows.
extension FigmaFileReference: ConfigurationSection {
    static let name = "figma"
    static let keys = ["fileKey", "fileName"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> FigmaFileReference {
        var file = FigmaFileReference()
        if let key = section.string("fileKey", diagnostics: &diagnostics) {
            if let parsed = FigmaFileReference.fileKey(from: key.value) {
                file.fileKey = parsed
            } else {
                diagnostics.error("'figma.fileKey' must be a Figma file key (letters and digits) or a file URL, not '\(key.value)'", at: key.location)
            }
        }
        if let name = section.string("fileName", diagnostics: &diagnostics) {
            file.fileName = name.value
            for problem in FigmaFileReference(fileKey: file.fileKey, fileName: name.value).problems() where problem.hasPrefix("Figma file name") {
                diagnostics.error("'figma.fileName': \(problem)", at: name.location)
            }
        }
        return file
    }
}
