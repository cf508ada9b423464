import Foundation
import Testing
@testable import AurumCodegenCore

/// The repository's own configuration on the real Aurum tokens. Its output directory,
/// Tests/Reference/Aurum/Swift, is checked in and is this test's expectation (`AURUM_RECORD=1` re-records).
@Suite struct AurumReferenceTests {
    static func configuration() throws -> AurumConfiguration {
        try ConfigurationLoader.load(contentsOf: TestPaths.repoRoot.appendingPathComponent(ConfigurationLoader.fileName),
                                     displayPath: ConfigurationLoader.fileName)
    }

    static func files() throws -> [GeneratedFile] {
        let generator = Generator(configuration: try configuration())
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    @Test func outputMatchesTheCheckedInReference() throws {
        let configuration = try Self.configuration()
        #expect(configuration.swift.output == "Tests/Reference/Aurum/Swift")
        try ReferenceFiles.check(try Self.files(), against: "Aurum/Swift")
    }

    @Test func assetCatalogMatchesTheCheckedInReference() throws {
        let generator = Generator(configuration: try Self.configuration())
        let catalog = try generator.swiftOutputs(for: try generator.loadTokens(), templates: try generator.templates()).assetCatalog
        #expect(catalog.count == 133, "the catalog's Contents.json and one colour set per colour token")
        let prefix = "Aurum.xcassets/"
        #expect(catalog.allSatisfy { $0.relativePath.hasPrefix(prefix) })
        try ReferenceFiles.check(catalog.map { GeneratedFile(relativePath: String($0.relativePath.dropFirst(prefix.count)), contents: $0.contents) },
                                 against: "Aurum/Aurum.xcassets")
    }

    @Test func aurumSwiftCompilesAndHoldsTheTokenValues() throws {
        let directory = try SwiftCompiler.temporaryDirectory("aurum")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try Self.files()
        for file in files {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath))
        }
        let main = """
        let purple = AurumColors.purple500
        print("purple500", purple.red, purple.green, purple.blue, purple.opacity)
        let light = AurumColors.textBrandNormal.value(in: AurumTokenContext(theme: .light))
        let dark = AurumColors.textBrandNormal.value(in: AurumTokenContext(theme: .dark))
        print("textBrandNormal light", light == AurumColors.purple500, "dark", dark == AurumColors.purple500)
        print("contexts", AurumTokenContext.allCases.map(\\.theme.name))
        """
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try SwiftCompiler.run(["-swift-version", "6", "-warnings-as-errors", "-o", "aurum"] + files.map(\.relativePath) + ["main.swift"], in: directory)
        let output = try SwiftCompiler.runProcess(directory.appendingPathComponent("aurum").path, [], in: directory)
        #expect(output == """
        purple500 0.5255 0.2431 0.9529 1.0
        textBrandNormal light true dark false
        contexts ["light", "dark"]

        """)
    }
}
