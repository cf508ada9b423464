/// How component, icon and catalog Swift is named and shaped; read from the `components`, `swift` and
/// `figma` sections of the configuration.
struct ComponentGenerationOptions: Hashable, Sendable {
    /// Starts the support types: `Aurum` → `AurumComponentInfo`, `AurumFigmaNode`, `AurumComponentCatalog`.
    var prefix: String
    var accessLevel: SwiftGenerationOptions.AccessLevel
    var figmaFile: FigmaFileReference
    /// At most this many icon declarations per file; a larger category continues in `AurumIcons+User+1.swift`.
    var maxIconsPerFile: Int
    /// Shown in the generated header.
    var toolVersion: String
    /// The oldest OS versions the SwiftUI and UIKit conveniences must build for (`swift.platforms`).
    var platforms: DeploymentTargets = .swiftPMDefault

    init(prefix: String = "Aurum", accessLevel: SwiftGenerationOptions.AccessLevel = .public,
                figmaFile: FigmaFileReference = FigmaFileReference(), maxIconsPerFile: Int = 500,
                toolVersion: String = AurumCodegenVersion.current) {
        self.prefix = prefix
        self.accessLevel = accessLevel
        self.figmaFile = figmaFile
        self.maxIconsPerFile = maxIconsPerFile
        self.toolVersion = toolVersion
    }

    var accessModifier: String {
        accessLevel == .internal ? "" : accessLevel.rawValue + " "
    }

    func header(from inputs: [String]) -> String {
        GeneratedFiles.lineComment(toolVersion: toolVersion, inputs: inputs)
    }

    /// The support types every component and icon file uses.
    var typeNames: MustacheDictionary {
        [
            "componentInfo": .string(prefix + "ComponentInfo"),
            "figmaNode": .string(prefix + "FigmaNode"),
            "figmaFile": .string(prefix + "FigmaFile"),
            "constraintError": .string(prefix + "ComponentConstraintError"),
            "catalog": .string(prefix + "ComponentCatalog"),
            "iconStyle": .string(prefix + "IconStyle"),
            "iconPair": .string(prefix + "IconPair"),
        ]
    }
}
