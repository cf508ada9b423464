import Foundation
import Testing
@testable import AurumCodegenCore

/// Inputs shared by the component, Code Connect and page generator tests.
enum GenerationFixtures {
    /// A file key in Figma's format, so reference output shows real-looking links.
    static let figmaFile = FigmaFileReference(fileKey: "AbC123xyz", fileName: "Aurum-Design-System")
    static let options = ComponentGenerationOptions(figmaFile: figmaFile)

    /// The compiled-in default templates (DefaultTemplatesTests keeps them equal to templates/).
    static func templates() throws -> MustacheLibrary {
        try TemplateLoader.library(overrides: nil)
    }

    /// The five real manifests and icons.json, validated.
    static func realInputs() throws -> (manifests: [ComponentManifest], icons: IconManifest) {
        let manifests = try RealManifestTests.loadManifests()
        let icons = try RealManifestTests.loadIcons()
        try ComponentManifestValidator(icons: icons).validate(manifests)
        return (manifests, icons)
    }

    /// Writes `files` into a fresh temporary directory.
    static func write(_ files: [GeneratedFile], label: String) throws -> URL {
        let directory = try SwiftCompiler.temporaryDirectory(label)
        for file in files {
            let url = directory.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        return directory
    }
}
