import Foundation
import Testing
@testable import AurumCodegenCore

/// Inputs shared by the component, Code Connect and page generator tests.
enum GenerationFixtures {
    /// A file key in Figma's format, so reference output shows real-looking links.
    static let figmaFile = FigmaFileReference(fileKey: "AbC123xyz", fileName: "Aurum-Design-System")
    static let options = ComponentGenerationOptions(figmaFile: figmaFile)

    /// templates/*.mustache, read from the folder.
    static func templates() throws -> MustacheLibrary {
        let folder = TestPaths.repoRoot.appendingPathComponent("templates")
        var templates: [String: MustacheTemplate] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            templates[name] = try MustacheTemplate(source: source, name: name, path: "templates/\(file)")
        }
        return MustacheLibrary(templates: templates)
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
