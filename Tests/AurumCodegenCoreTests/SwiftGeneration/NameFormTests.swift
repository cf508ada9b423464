import Foundation
import Testing
@testable import AurumCodegenCore

/// Fixtures/NameForms: the spellings token names come in, each a name that reads as written: SCREAMING_SNAKE and
/// SCREAMING-KEBAB segments as words (`BUTTON_HEIGHT` → `buttonHeight`), members whose segment starts with a digit
/// starting at the nearest lettered segment (`size.0` → `size0`, `shadow.1.100.blur` → `shadow1_100Blur`), emoji
/// and other symbols left out. Generated through the real pipeline: the Swift matches Tests/Reference/NameForms and
/// type-checks, with no warning (none of these names clash).
@Suite struct NameFormTests {
    static let fixture = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/NameForms")

    static func swift() throws -> PlannedOutput {
        let configuration = try ConfigurationLoader.load(contentsOf: fixture.appendingPathComponent("aurum-codegen.json"), displayPath: "aurum-codegen.json")
        let generator = Generator(configuration: configuration)
        return try #require(try generator.plannedOutputs(for: try generator.loadTokens()).outputs.first { $0.kind == .swift })
    }

    @Test func swiftMatchesTheReferenceAndTypeChecks() throws {
        let output = try Self.swift()
        try ReferenceFiles.check(output.files, against: "NameForms/Swift")
        #expect(output.warnings.isEmpty, "\(output.warnings.map(\.description))")
        let directory = try SwiftCompiler.temporaryDirectory("name-forms")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in output.files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + output.files.map(\.relativePath), in: directory)
    }

    @Test func eachFormReadsAsWritten() throws {
        let swift = try Self.swift().files.map(\.contents).joined()
        for member in ["buttonHeight", "inputPaddingX", "badgeMinWidth", "xl2", "size0", "size2xl", "size0_5", "shadow1_100Blur",
                       "shadow1_100Spread", "space02Padding", "brand", "accent", "surfaceRaised", "color500"] {
            #expect(swift.contains("static var \(member):"), "no member \(member)")
        }
        #expect(!swift.contains("static var _"), "no member starts with an underscore")
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        #expect(!code.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "™" || $0 == "→" }, "no symbol outside doc comments")
        #expect(swift.contains("Token `color.🎨 brand`"), "the doc comment names the token as written")
    }
}
