import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct ComponentManifestLoaderTests {
    @Test func loadsTheRealManifestsWithRelativePaths() throws {
        let root = TestPaths.repoRoot
        let loaded = try ComponentManifestLoader.loadValidated(
            componentsDirectory: root.appendingPathComponent("tokens/components"),
            iconsFile: root.appendingPathComponent("tokens/icons.json"), relativeTo: root)
        #expect(loaded.manifests.map(\.name.value) == ["AurumBannerHost", "AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow"])
        #expect(loaded.manifests.map(\.file) == loaded.manifests.map { "tokens/components/\($0.name.value).component.json" })
        #expect(loaded.icons.file == "tokens/icons.json")
    }

    @Test func reportsSyntaxAndShapeErrorsOfEveryFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-manifests-\(UUID().uuidString)")
        let components = dir.appendingPathComponent("components")
        try FileManager.default.createDirectory(at: components, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "{\n  \"manifestVersion\": 1,\n}".write(to: components.appendingPathComponent("AurumBroken.component.json"), atomically: true, encoding: .utf8)
        let badKey = ManifestFixtures.replacing("  \"source\":", with: "  \"sorce\": 1,\n  \"source\":", in: ManifestFixtures.manifest)
        try badKey.write(to: components.appendingPathComponent("AurumThing.component.json"), atomically: true, encoding: .utf8)
        try "not a manifest".write(to: components.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try ManifestFixtures.icons.write(to: dir.appendingPathComponent("icons.json"), atomically: true, encoding: .utf8)

        var diagnostics = DiagnosticCollector()
        let result = ComponentManifestLoader.load(componentsDirectory: components, iconsFile: dir.appendingPathComponent("icons.json"),
                                                  relativeTo: dir, diagnostics: &diagnostics)
        #expect(result.manifests.isEmpty)
        #expect(result.icons != nil)
        let found = diagnostics.sorted
        #expect(found.map(\.location?.file) == ["components/AurumBroken.component.json", "components/AurumThing.component.json"])
        #expect(found.last?.message == "unknown key 'sorce' in component manifest; did you mean 'source'?")
        #expect(found.last.map { ($0.line, $0.column) } ?? (0, 0) == (9, 3))
        #expect(found.first?.line == 2)   // the trailing comma
    }
}
