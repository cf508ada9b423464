/// The `components` section: where the component manifests and icons are, and where their Swift goes.
public struct ComponentsConfiguration: Hashable, Sendable {
    /// The folder of `*.component.json` manifests.
    public var manifests: String
    public var icons: String
    /// Component models, icons and the catalog; nil generates no component Swift.
    public var output: String?
    public var maxIconsPerFile: Int

    public init(manifests: String = "tokens/components", icons: String = "tokens/icons.json", output: String? = nil,
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
    public var output: String?
    /// The folder the manifests' `legacyFile` paths start from; nil writes no `.figma.swift`.
    public var legacyOutput: String?
    public var iconImports: [String]

    public init(output: String? = nil, legacyOutput: String? = nil, iconImports: [String] = ["import Aurum"]) {
        self.output = output
        self.legacyOutput = legacyOutput
        self.iconImports = iconImports
    }
}

/// The `pages` section.
public struct PagesConfiguration: Hashable, Sendable {
    /// One Markdown page per component plus README.md; nil writes none.
    public var output: String?

    public init(output: String? = nil) {
        self.output = output
    }
}

extension ConfigurationLoader {
    static let componentsKeys = ["manifests", "icons", "output", "maxIconsPerFile"]
    static let codeConnectKeys = ["output", "legacyOutput", "iconImports"]
    static let pagesKeys = ["output"]
    static let figmaKeys = ["fileKey", "fileName"]

    static func parseComponents(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> ComponentsConfiguration? {
        guard let section = root.object("components", &diagnostics) else { return nil }
        section.checkKeys(componentsKeys, &diagnostics)
        var configuration = ComponentsConfiguration()
        configuration.manifests = section.nonEmptyString("manifests", &diagnostics) ?? configuration.manifests
        configuration.icons = section.nonEmptyString("icons", &diagnostics) ?? configuration.icons
        configuration.output = section.nonEmptyString("output", &diagnostics)
        configuration.maxIconsPerFile = section.positiveInteger("maxIconsPerFile", &diagnostics) ?? configuration.maxIconsPerFile
        return configuration
    }

    static func parseCodeConnect(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> CodeConnectConfiguration? {
        guard let section = root.object("codeConnect", &diagnostics) else { return nil }
        section.checkKeys(codeConnectKeys, &diagnostics)
        var configuration = CodeConnectConfiguration()
        configuration.output = section.nonEmptyString("output", &diagnostics)
        configuration.legacyOutput = section.nonEmptyString("legacyOutput", &diagnostics)
        if let imports = section.stringArray("iconImports", &diagnostics) {
            for (index, line) in imports.enumerated() where !line.hasPrefix("import ") || line.contains(where: \.isNewline) {
                diagnostics.error("'codeConnect.iconImports' entries must be one Swift import statement each ('import Aurum'), not '\(line)'",
                                  at: section.location(section.value("iconImports")!.array![index].position))
            }
            configuration.iconImports = imports
        }
        return configuration
    }

    static func parsePages(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> PagesConfiguration? {
        guard let section = root.object("pages", &diagnostics) else { return nil }
        section.checkKeys(pagesKeys, &diagnostics)
        return PagesConfiguration(output: section.nonEmptyString("output", &diagnostics))
    }

    /// The Figma file; without the section, a placeholder key that every generated link shows.
    static func parseFigma(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> FigmaFileReference {
        var file = FigmaFileReference()
        guard let section = root.object("figma", &diagnostics) else { return file }
        section.checkKeys(figmaKeys, &diagnostics)
        if let key = section.nonEmptyString("fileKey", &diagnostics) {
            if let parsed = FigmaFileReference.fileKey(from: key) {
                file.fileKey = parsed
            } else {
                diagnostics.error("'figma.fileKey' must be a Figma file key (letters and digits) or a file URL, not '\(key)'",
                                  at: section.location(section.value("fileKey")!.position))
            }
        }
        if let name = section.nonEmptyString("fileName", &diagnostics) {
            file.fileName = name
            for problem in FigmaFileReference(fileKey: file.fileKey, fileName: name).problems() where problem.hasPrefix("Figma file name") {
                diagnostics.error("'figma.fileName': \(problem)", at: section.location(section.value("fileName")!.position))
            }
        }
        return file
    }
}
