/// Settings of the `codeConnect` and `figma` configuration sections that shape the generated files.
struct CodeConnectOptions: Hashable, Sendable {
    var figmaFile: FigmaFileReference
    /// Imports the icon batch template lists (the components list their manifest's own).
    var iconImports: [String]
    /// Names the Code Connect package (`aurum-code-connect`).
    var prefix: String
    var toolVersion: String

    init(figmaFile: FigmaFileReference = FigmaFileReference(), iconImports: [String] = ["import Aurum"],
                prefix: String = "Aurum", toolVersion: String = AurumCodegenVersion.current) {
        self.figmaFile = figmaFile
        self.iconImports = iconImports
        self.prefix = prefix
        self.toolVersion = toolVersion
    }

    func header(from input: String) -> String {
        GeneratedFiles.lineComment(toolVersion: toolVersion, inputs: [input])
    }
}

/// What Code Connect generation produced.
struct CodeConnectOutput: Hashable, Sendable {
    /// `<Name>.figma.ts`, the icon batch, `figma.config.json` and `package.json`, relative to the template directory.
    var templateFiles: [GeneratedFile]
    /// `.figma.swift` files at the paths the manifests name (`FigmaConnect/Sources/AurumFigmaConnect/…`).
    var legacyFiles: [GeneratedFile]
    /// Components that got no Code Connect file, and why.
    var skipped: [SkippedComponent]

    init(templateFiles: [GeneratedFile], legacyFiles: [GeneratedFile], skipped: [SkippedComponent]) {
        self.templateFiles = templateFiles
        self.legacyFiles = legacyFiles
        self.skipped = skipped
    }
}

public struct SkippedComponent: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    var reason: String

    init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }
}

/// The templates Code Connect output renders with (templates/<name>.mustache).
enum CodeConnectTemplateNames {
    static let templateFile = "code-connect.figma.ts"
    static let iconBatch = "code-connect-icons.figma.batch.ts"
    static let legacy = "code-connect-legacy.figma.swift"
}
