import Foundation
import Testing
@testable import AurumCodegenCore

/// `AssetDrift` through `DriftCheck`: a catalog just imported has no drift; a redrawn icon is `assetChanged`,
/// which an allow-list entry naming the asset (in `component`) accepts with its reason.
@Suite struct AssetDriftTests {
    @Test func redrawnIconIsChangedAndTheAllowListAcceptsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-asset-drift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Icons.xcassets")
        let options = try FigmaAssetsTests.configuration().options
        let (selection, _) = try FigmaAssetsTests.selection()
        var bodies = FigmaAssetsTests.bodies(selection, options: options)
        var diagnostics = DiagnosticCollector()
        let existing = FigmaAssetsImporter.Existing(iconsText: nil, iconsPath: "icons.json", record: nil, catalogNames: [], catalogHasContents: false)
        let result = FigmaAssetsImporter.run(selection, bodies: bodies, existing: existing, options: options, diagnostics: &diagnostics)
        _ = try result.write(catalog: catalog, icons: directory.appendingPathComponent("icons.json"), record: directory.appendingPathComponent("record.json"), dryRun: false)
        let record = try AssetRecord.load(directory.appendingPathComponent("record.json"), displayPath: "record.json")
        let icons = try ComponentManifestLoader.loadIcons(directory.appendingPathComponent("icons.json"), displayPath: "icons.json")
        func check(_ allowList: String?) throws -> DriftReport {
            var read = DiagnosticCollector()
            var check = DriftCheck()
            check.assets = AssetDrift.Input(selection: selection, options: options, bodies: bodies, record: record,
                                            catalog: AssetCatalogReader.read(catalog, displayPath: "Icons.xcassets", diagnostics: &read),
                                            icons: icons, recordPath: "record.json")
            if let allowList { check.allowList = DriftAllowList.parse(try JSONReader.parse(allowList, file: "allow.json"), file: "allow.json", diagnostics: &read) }
            #expect(!read.hasErrors, "\(read.sorted)")
            var diagnostics = DiagnosticCollector()
            return check.run(diagnostics: &diagnostics)
        }
        #expect(try check(nil).findings.isEmpty)

        bodies[AssetRenderKey(nodeID: "10:7", render: .init(format: .pdf))] = AssetBodies.pdf("redrawn dark close")
        let report = try check(nil)
        #expect(report.findings.map(\.kind) == [.assetChanged])
        #expect(report.findings.first?.message == "'icon/close (Appearance=Light)' (10:6) looks different in Figma: close-dark.pdf differs from the catalog")
        #expect(report.summaryLine == "1 finding (0 token, 0 component, 1 asset)")

        let allowed = try check(#"{"entries": [{"kind": "assetChanged", "component": "close", "reason": "the dark close icon is being redrawn"}]}"#)
        #expect(!allowed.hasDrift)
        #expect(allowed.allowed.first?.allowedReason == "the dark close icon is being redrawn")
    }
}
