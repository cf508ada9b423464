import Foundation
import Testing
@testable import AurumCodegenCore

/// The real inputs in tokens/: they parse, validate against each other and against the real token set,
/// and say what the Aurum docs say.
@Suite struct RealManifestTests {
    static let names = ["AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow", "AurumBannerHost"]

    static func loadIcons() throws -> IconManifest {
        let url = TestPaths.repoRoot.appendingPathComponent("tokens/icons.json")
        return try IconManifest.parse(try JSONReader.parse(contentsOf: url, displayPath: "tokens/icons.json"), file: "tokens/icons.json")
    }

    static func loadManifests() throws -> [ComponentManifest] {
        try names.map { name in
            let path = "tokens/components/\(name).component.json"
            let url = TestPaths.repoRoot.appendingPathComponent(path)
            return try ComponentManifest.parse(try JSONReader.parse(contentsOf: url, displayPath: path), file: path)
        }
    }

    /// Every token path in tokens/**/*.tokens.json (`$root` dropped), read without the token pipeline.
    static func tokenPaths() throws -> Set<String> {
        let root = TestPaths.repoRoot.appendingPathComponent("tokens")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tokens.json") }
        #expect(!files.isEmpty)
        var paths = Set<String>()
        func walk(_ value: JSONValue, _ path: [String]) {
            guard let object = value.object else { return }
            if object["$value"] != nil { paths.insert(path.filter { $0 != "$root" }.joined(separator: ".")) }
            for member in object where !member.key.hasPrefix("$") || member.key == "$root" {
                walk(member.value, path + [member.key])
            }
        }
        for file in files {
            walk(try JSONReader.parse(contentsOf: root.appendingPathComponent(file)), [])
        }
        return paths
    }

    @Test func realManifestsValidateAgainstIconsAndTokens() throws {
        let manifests = try Self.loadManifests()
        let icons = try Self.loadIcons()
        let tokens = try Self.tokenPaths()
        #expect(tokens.contains("color.interactive.border.neutral.muted"))
        var diagnostics = DiagnosticCollector()
        ComponentManifestValidator(icons: icons, knownTokenPaths: tokens).validate(manifests, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [])
    }

    @Test func nodesFamiliesAndCodeConnectPathsMatchTheDocs() throws {
        let manifests = Dictionary(uniqueKeysWithValues: try Self.loadManifests().map { ($0.name.value, $0) })
        let expected: [(String, String?, String)] = [
            ("AurumGlobalHeader", "5252:2274", "Navigation"), ("AurumNavBar", "5575:14226", "Navigation"),
            ("AurumPageHeader", "4826:1058", "Navigation"), ("AurumTabRow", "5531:795", "Navigation"),
            ("AurumBannerHost", nil, "Feedback"),
        ]
        for (name, node, family) in expected {
            let manifest = try #require(manifests[name])
            #expect(manifest.figmaNode?.value.apiForm == node)
            #expect(manifest.family == family)
            #expect(manifest.platform == "iOS 17+ · SwiftUI")
            if node != nil {
                #expect(manifest.codeConnect?.legacyFile.value == "FigmaConnect/Sources/AurumFigmaConnect/\(name).figma.swift")
            } else {
                #expect(manifest.codeConnect == nil)
                #expect(manifest.figmaStatus?.hasPrefix("codebase-only") == true)
            }
        }
        #expect(manifests["AurumNavBar"]?.figmaNode?.value.urlForm == "5575-14226")
        #expect(manifests["AurumPageHeader"]?.snapshots?.tests == [.init(className: "HeaderSnapshotTests", method: "testPageHeaderVariants")])
    }

    @Test func pageHeaderHasTenDistinctValidTypeCombinations() throws {
        let header = try #require(try Self.loadManifests().first { $0.name.value == "AurumPageHeader" })
        let options = try #require(header.property("type")?.variantOptions)
        #expect(options.count == 10)
        let slots = ["primaryButton", "icon1", "icon2", "overflow"]
        let combinations = options.map { option in
            slots.map { slot in option.implies.first { $0.key.value == slot }?.value.value == .present }
        }
        #expect(Set(combinations).count == 10)
        #expect(!combinations.contains { $0[2] && !$0[1] })   // icon2 without icon1
        #expect(header.property("backButton")?.kindName == "boolean")
        #expect(header.property("subtitle") != nil)
    }

    @Test func navBarLayoutsImplyCellCountsAndTheScanButton() throws {
        let navBar = try #require(try Self.loadManifests().first { $0.name.value == "AurumNavBar" })
        let options = try #require(navBar.property("layout")?.variantOptions)
        #expect(options.map(\.swiftCase?.value) == ["threeCells", "fourCells", "fiveCells", "fourCellsScanQR"])
        #expect(options.map { $0.implies.first { $0.key.value == "cells" }?.value.value } == [.count(3), .count(4), .count(5), .count(4)])
        #expect(options.last?.implies.first { $0.key.value == "scanAction" }?.value.value == .present)
        #expect(navBar.property("cells")?.figmaName == nil)
    }

    @Test func iconsCoverTheDocsWithPairsWhereRequired() throws {
        let icons = try Self.loadIcons()
        #expect(icons.icons.count >= 40)
        for (text, style) in [("AurumIcons.User.user", IconStyle.line), ("AurumIcons.User.home", .line), ("AurumIcons.User.homeFilled", .filled),
                              ("AurumIcons.Navigation.close", .line), ("AurumIcons.Navigation.back", .line),
                              ("AurumIcons.Navigation.chevronRight", .line), ("AurumIcons.Action.scanQR", .line)] {
            let resolved = icons.resolve(try #require(IconReference(parsing: text)))
            #expect(resolved?.style == style, "\(text)")
        }
        #expect(icons.resolve(try #require(IconReference(parsing: "AurumIcons.Navigation.closeFilled"))) == nil)
        #expect(icons.icons.filter(\.requiresPair).allSatisfy { $0.filled != nil })
    }
}
