import Foundation
import Testing
@testable import AurumCodegenCore

/// Every generated Swift file, type-checked for iOS, macOS, tvOS and watchOS at SwiftPM's default deployment
/// target and at every version the code names, against the stand-in SDK modules (`AppleSDK`): the Aurum
/// design system's token and component Swift, and the Acme fixture (every token type, three modifiers, the
/// README's minimal configuration) with an app's use of it (Fixtures/AppleFixture/Usage.swift).
@Suite struct AppleSDKTypeCheckTests {
    static let fixture = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/AppleFixture")

    /// The Aurum design system's token and component Swift, from the repository's configuration.
    static func aurumSources() throws -> [(name: String, text: String)] {
        let generator = Generator(configuration: try AurumReferenceTests.configuration())
        let outputs = try generator.plannedOutputs(for: try generator.loadTokens()).outputs
        return outputs.filter { $0.kind == .swift || $0.kind == .components }
            .flatMap(\.files).map { ($0.relativePath, $0.contents) }
    }

    /// The Acme fixture's outputs: Swift and asset catalog.
    static func fixtureOutputs() throws -> [PlannedOutput] {
        let configuration = try ConfigurationLoader.load(contentsOf: fixture.appendingPathComponent(ConfigurationLoader.fileName),
                                                         displayPath: ConfigurationLoader.fileName)
        let generator = Generator(configuration: configuration)
        return try generator.plannedOutputs(for: try generator.loadTokens()).outputs
    }

    static func fixtureSources() throws -> [(name: String, text: String)] {
        let swift = try fixtureOutputs().filter { $0.kind == .swift }.flatMap(\.files).map { ($0.relativePath, $0.contents) }
        let usage = try String(contentsOf: fixture.appendingPathComponent("Usage.swift"), encoding: .utf8)
        return swift + [("Usage.swift", usage)]
    }

    static let consumer = TestPaths.repoRoot.appendingPathComponent("Tests/ExampleConsumer/Sources")

    /// What the build plugin compiles into the example consumer's AurumTokens target: the Aurum Swift and the
    /// target's hand-written file.
    static func aurumTokensTarget() throws -> [(name: String, text: String)] {
        try aurumSources() + [("Themes.swift", try String(contentsOf: consumer.appendingPathComponent("AurumTokens/Themes.swift"), encoding: .utf8))]
    }

    /// One platform's stubs, then: the Aurum Swift; the example consumer's SwiftUI screen, importing it as a
    /// module; and the Acme fixture's Swift with an app's use of it. Each at every target it names.
    @Test(arguments: AppleSDK.Platform.all)
    func generatedSwiftTypeChecks(_ platform: AppleSDK.Platform) throws {
        let directory = try SwiftCompiler.temporaryDirectory("apple-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try AppleSDK.buildModules(platform, in: directory)

        let aurum = try Self.aurumTokensTarget()
        let aurumTargets = try AppleSDK.typeCheck(aurum, module: "AurumTokens", platform: platform, modules: modules)
        #expect(aurumTargets.first == platform.defaultTarget)
        #expect(aurumTargets.count == 6, "the default target and SwiftUI 13 through 17: \(aurumTargets)")

        try AppleSDK.emitModule(aurum, name: "AurumTokens", platform: platform, modules: modules)
        let screen = try String(contentsOf: Self.consumer.appendingPathComponent("AurumScreens/SampleScreen.swift"), encoding: .utf8)
        let screenTargets = try AppleSDK.typeCheck([("SampleScreen.swift", screen)], module: "AurumScreens", platform: platform, modules: modules)
        #expect(screenTargets.count == 2, "the default target and the screen's own: \(screenTargets)")

        let fixtureTargets = try AppleSDK.typeCheck(try Self.fixtureSources(), module: "Acme", platform: platform, modules: modules)
        #expect(fixtureTargets.count == 6, "\(fixtureTargets)")

        // What the build plugin compiles: the same Swift gathered into its fixed files (imports mid-file, one
        // file for every `+SwiftUI` part). Once, for iOS: the layout is the same on every platform.
        if platform.transform.platform == .iOS {
            let files = try Self.aurumSources().map { GeneratedFile(relativePath: $0.name, contents: $0.text) }
            let plugin = FixedSwiftLayout(prefix: "Aurum").arrange(files, toolVersion: "test").map { ($0.relativePath, $0.contents) }
            try AppleSDK.typeCheck(plugin, module: "AurumPlugin", platform: platform, modules: modules)
        }
    }

    /// A DTCG draft typography token without `fontFamily` gets `system-ui`: UIKit and AppKit draw it in the system
    /// font (`systemFont(ofSize:weight:)`) rather than looking up a font of that name, and that Swift type-checks
    /// against the iOS and macOS stubs.
    @Test(arguments: [AppleSDK.Platform.iOS, AppleSDK.Platform.macOS])
    func missingFontFamilyUsesTheSystemFont(_ platform: AppleSDK.Platform) throws {
        let draft = DialectGenerationTests.cases.first { $0.name == "DTCGDraft" }!
        let files = try DialectGenerationTests.files(draft)
        let swift = files.map(\.contents).joined()
        #expect(swift.contains("fontFamily: LumenFontFamily(names: [\"system-ui\"])"))
        #expect(swift.contains("case \"system-ui\", \"-apple-system\", \"blinkmacsystemfont\", \"ui-sans-serif\": true"))
        #expect(swift.contains("if LumenFontFamily.isSystemFont(family) { return UIFont.systemFont(ofSize: size, weight: weight) }"))
        #expect(swift.contains("if LumenFontFamily.isSystemFont(family) { return NSFont.systemFont(ofSize: size, weight: weight) }"))

        let directory = try SwiftCompiler.temporaryDirectory("apple-system-font-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try AppleSDK.buildModules(platform, in: directory)
        let targets = try AppleSDK.typeCheck(files.map { ($0.relativePath, $0.contents) }, module: "Lumen", platform: platform, modules: modules)
        #expect(targets.first == platform.defaultTarget)
    }

    /// Without a system family (the Aurum design system's tokens) nothing of it is generated.
    @Test func noSystemFamilyNoSystemFontBranch() throws {
        let swift = try Self.aurumSources().map(\.text).joined()
        #expect(swift.contains("var uiFont: UIFont"))
        #expect(!swift.contains("isSystemFont"))
    }

    @Test func fixtureMatchesReference() throws {
        let outputs = try Self.fixtureOutputs()
        try ReferenceFiles.check(outputs.filter { $0.kind == .swift }.flatMap(\.files), against: "AppleFixture/Swift")
        try ReferenceFiles.check(outputs.filter { $0.kind == .assetCatalog }.flatMap(\.files), against: "AppleFixture/Assets")
    }
}
