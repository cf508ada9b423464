import Foundation
import Testing
@testable import AurumCodegenCore

/// `swift.assetCatalog`: the colour sets' contents, and the catalog as an output that `generate` keeps current
/// (unchanged sets untouched, removed tokens' sets deleted) and `check` compares. The Acme and Aurum catalogs
/// themselves are reference files (AppleSDKTypeCheckTests, AurumReferenceTests).
@Suite struct AssetCatalogTests {
    @Test func componentsAlwaysHaveFiveDecimals() {
        #expect(SwiftAssetCatalog.component(1) == "1.00000")
        #expect(SwiftAssetCatalog.component(0) == "0.00000")
        #expect(SwiftAssetCatalog.component(0.525491) == "0.52549")
        #expect(SwiftAssetCatalog.component(0.000004) == "0.00000")
        #expect(SwiftAssetCatalog.component(1.2) == "1.00000")
    }

    @Test func onlyColoursOutsideSRGBAreDisplayP3() {
        func color(p3 r: Double, _ g: Double, _ b: Double) -> SwiftTokenValue.Color {
            SwiftTokenValue.Color(srgb: (0, 0, 0), displayP3: (r, g, b), opacity: 1)
        }
        // sRGB red in Display P3, rounded to 5 places: still sRGB.
        #expect(SwiftAssetCatalog.isInSRGB(color(p3: 0.91749, 0.20029, 0.13856)))
        #expect(SwiftAssetCatalog.isInSRGB(color(p3: 1, 1, 1)) && SwiftAssetCatalog.isInSRGB(color(p3: 0, 0, 0)))
        #expect(!SwiftAssetCatalog.isInSRGB(color(p3: 1, 0, 0)))
        #expect(!SwiftAssetCatalog.isInSRGB(color(p3: 0.2, 0.9, 0.1)))
    }

    /// The Acme fixture copied to a temporary folder, so runs can write and tokens can be removed.
    private func project() throws -> URL {
        let directory = try SwiftCompiler.temporaryDirectory("asset-catalog")
        for name in try FileManager.default.contentsOfDirectory(atPath: AppleSDKTypeCheckTests.fixture.path) where name.hasSuffix(".json") {
            try FileManager.default.copyItem(at: AppleSDKTypeCheckTests.fixture.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }

    private func generator(_ directory: URL) throws -> Generator {
        Generator(configuration: try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json")))
    }

    @Test func generateWritesTheCatalogAndKeepsItCurrent() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Generated/Acme.xcassets")

        let first = try generator(directory).run()
        let written = try #require(first.outputs.first { $0.kind == .assetCatalog })
        #expect(written.report.written.count == 11)
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("ink.colorset/Contents.json").path))
        #expect(try generator(directory).check(includeDiffs: false).isEmpty)

        let second = try generator(directory).run()
        #expect(second.outputs.first { $0.kind == .assetCatalog }?.report.written.isEmpty == true)

        // A colour token removed: its colour set goes, folder and all; `check` says so first.
        let base = directory.appendingPathComponent("base.tokens.json")
        let text = try String(contentsOf: base, encoding: .utf8)
        try text.replacingOccurrences(of: #""paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },"#, with: "")
            .write(to: base, atomically: true, encoding: .utf8)
        try String(contentsOf: directory.appendingPathComponent("dark.tokens.json"), encoding: .utf8)
            .replacingOccurrences(of: #""paper": { "$value": { "colorSpace": "srgb", "components": [0.08, 0.08, 0.1] } },"#, with: "")
            .write(to: directory.appendingPathComponent("dark.tokens.json"), atomically: true, encoding: .utf8)
        let findings = try generator(directory).check(includeDiffs: false)
        #expect(findings.map { "\($0.kind) \($0.path.split(separator: "/").suffix(2).joined(separator: "/"))" }
                .contains("extra paper.colorset/Contents.json"), "\(findings)")
        let third = try generator(directory).run()
        #expect(third.outputs.first { $0.kind == .assetCatalog }?.removed == ["Acme.xcassets/paper.colorset/Contents.json"])
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("paper.colorset").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("ink.colorset").path))
    }

    @Test func aHandMadeColourSetIsLeftAlone() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("Generated/Acme.xcassets/mine.colorset")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try #"{ "info" : { "author" : "xcode", "version" : 1 }, "colors" : [] }"#
            .write(to: mine.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        _ = try generator(directory).run()
        #expect(FileManager.default.fileExists(atPath: mine.appendingPathComponent("Contents.json").path))
        #expect(try generator(directory).check(includeDiffs: false).isEmpty)
    }

    @Test func theBuildPluginWritesNoCatalog() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"))
        configuration.swift.output = directory.appendingPathComponent("Plugin").path
        let result = try Generator(configuration: configuration, layout: .fixed(shards: 2)).run()
        #expect(result.outputs.isEmpty && result.swift?.written.count == 3)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
    }
}
