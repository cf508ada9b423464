import Foundation
import Testing
@testable import AurumCodegenCore

/// The repository's configuration on the real manifests: component Swift, Code Connect and pages under
/// Tests/Reference/Aurum are checked in and are this test's expectation (`AURUM_RECORD=1` re-records).
@Suite struct AurumComponentOutputsTests {
    static func planned() throws -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        let generator = Generator(configuration: try AurumReferenceTests.configuration())
        return try generator.plannedOutputs(for: try generator.loadTokens())
    }

    static func files(_ kind: PlannedOutput.Kind) throws -> [GeneratedFile] {
        try #require(try planned().outputs.first { $0.kind == kind }).files
    }

    @Test func componentSwiftMatchesTheReference() throws {
        try ReferenceFiles.check(try Self.files(.components), against: "Aurum/Components")
    }

    @Test func codeConnectTemplatesMatchTheReference() throws {
        try ReferenceFiles.check(try Self.files(.codeConnect), against: "Aurum/FigmaConnect/Templates")
    }

    /// Written at the manifests' paths under Tests/Reference/Aurum, i.e. in Aurum/FigmaConnect/Sources/AurumFigmaConnect.
    @Test func legacyCodeConnectMatchesTheReferenceAtTheDocumentedPaths() throws {
        let files = try Self.files(.legacyCodeConnect)
        let prefix = "FigmaConnect/Sources/"
        #expect(files.allSatisfy { $0.relativePath.hasPrefix(prefix + "AurumFigmaConnect/") && $0.relativePath.hasSuffix(".figma.swift") })
        try ReferenceFiles.check(files.map { GeneratedFile(relativePath: String($0.relativePath.dropFirst(prefix.count)), contents: $0.contents) },
                                 against: "Aurum/FigmaConnect/Sources")
    }

    @Test func pagesMatchTheReference() throws {
        try ReferenceFiles.check(try Self.files(.pages), against: "Aurum/Pages")
    }

    @Test func theSummaryListsTheComponentWithoutANode() throws {
        let summary = try #require(try Self.planned().components)
        #expect(summary.componentCount == 5)
        #expect(summary.withoutNode.map(\.name) == ["AurumBannerHost"])
        #expect(try Self.planned().outputs.map(\.kind) == [.swift, .assetCatalog, .components, .codeConnect, .legacyCodeConnect, .pages, .catalog])
    }

    /// Links use the configured file name and, with no key configured, the placeholder key.
    @Test func linksUseTheConfiguredFigmaFile() throws {
        let navBar = try #require(try Self.files(.codeConnect).first { $0.relativePath == "AurumNavBar.figma.ts" })
        #expect(navBar.contents.hasPrefix("// url=https://www.figma.com/design/\(FigmaFileReference.placeholderKey)/Aurum?node-id=5575-14226\n"))
    }
}
