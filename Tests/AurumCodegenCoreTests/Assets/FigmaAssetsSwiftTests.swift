import Foundation
import Testing
@testable import AurumCodegenCore

/// After an import, the icon enums name the catalog's real image sets, and their `Image(aurumIcon:bundle:)` and
/// `UIImage(aurumIcon:in:)` and `NSImage.aurumIcon(_:in:)` accessors type-check against the stand-in Apple SDK (AppleSDK harness) with an app
/// that uses them.
@Suite struct FigmaAssetsSwiftTests {
    @Test(arguments: [AppleSDK.Platform.iOS, AppleSDK.Platform.macOS])
    func importedIconsGenerateSwiftThatNamesTheCatalogAndTypeChecks(_ platform: AppleSDK.Platform) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-assets-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Icons.xcassets")
        let iconsURL = directory.appendingPathComponent("icons.json")
        let options = try FigmaAssetsTests.configuration().options
        let (selection, _) = try FigmaAssetsTests.selection()
        var diagnostics = DiagnosticCollector()
        let existing = FigmaAssetsImporter.Existing(iconsText: nil, iconsPath: "icons.json", record: nil, catalogNames: [], catalogHasContents: false)
        let result = FigmaAssetsImporter.run(selection, bodies: FigmaAssetsTests.bodies(selection, options: options), existing: existing,
                                             options: options, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        _ = try result.write(catalog: catalog, icons: iconsURL, record: directory.appendingPathComponent("record.json"), dryRun: false)

        let icons = try ComponentManifestLoader.loadIcons(iconsURL, displayPath: "icons.json")
        let swift = try ComponentSwiftGenerator(options: GenerationFixtures.options).generate(manifests: [], icons: icons, templates: try GenerationFixtures.templates())
        let text = swift.map(\.contents).joined()
        var validation = DiagnosticCollector()
        let names = Set(AssetCatalogReader.read(catalog, displayPath: "Icons.xcassets", diagnostics: &validation).map(\.name))
        #expect(validation.sorted.isEmpty)
        // Every asset name the Swift carries is an image set of the catalog, and every icon of the catalog is named.
        let literals = Set(text.matches(of: /assetName: "([^"]+)"/).map { String($0.output.1) })
        #expect(!literals.isEmpty && literals.isSubset(of: names), "\(literals.subtracting(names))")
        #expect(literals == Set(result.assets.filter { $0.kind == .icon }.map(\.name)))

        let usage = """
            import Foundation
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #endif
            #if canImport(AppKit)
            import AppKit
            #endif

            #if canImport(SwiftUI)
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
            func back(in bundle: Bundle) -> Image {
                Image(aurumIcon: AurumIcons.Navigation.arrowLeft24, bundle: bundle)
            }
            #endif
            #if canImport(UIKit)
            func close() -> UIImage? {
                UIImage(aurumIcon: AurumIcons.Actions.close, in: .main)
            }
            #endif
            #if canImport(AppKit)
            func rocket(in bundle: Bundle) -> NSImage? {
                NSImage.aurumIcon(AurumIcons.Actions.rocketLaunch, in: bundle)
            }
            #endif
            let home: AurumIconAsset? = AurumIcons.Navigation.home.filled
            """
        let work = try SwiftCompiler.temporaryDirectory("assets-swift-\(platform)")
        defer { try? FileManager.default.removeItem(at: work) }
        let modules = try AppleSDK.buildModules(platform, in: work)
        let targets = try AppleSDK.typeCheck(swift.map { ($0.relativePath.replacingOccurrences(of: "/", with: "_"), $0.contents) } + [("Usage.swift", usage)],
                                             module: "Icons", platform: platform, modules: modules)
        #expect(targets.first == platform.defaultTarget)
    }
}
