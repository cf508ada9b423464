import Foundation
import Testing
@testable import AurumCodegenCore

/// Selection, naming, the catalog's files and the import from a saved whole-file response.
@Suite struct FigmaAssetsTests {
    static let fixtures = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/FigmaAssets")

    static func configuration() throws -> AssetsConfiguration {
        let loaded = try ConfigurationLoader.load(contentsOf: fixtures.appendingPathComponent("aurum-codegen.json"), displayPath: "aurum-codegen.json")
        return try #require(loaded.assets)
    }

    static func selection(_ options: AssetsOptions? = nil) throws -> (FigmaAssetSelection.Result, [Diagnostic]) {
        let json = try JSONReader.parse(contentsOf: fixtures.appendingPathComponent("file.json"), displayPath: "file.json")
        var diagnostics = DiagnosticCollector()
        let result = FigmaAssetSelection.select(json, file: "file.json", options: try options ?? configuration().options, diagnostics: &diagnostics)
        return (result, diagnostics.sorted)
    }

    /// Every render the selection needs, as real files of its format.
    static func bodies(_ selection: FigmaAssetSelection.Result, options: AssetsOptions) -> [AssetRenderKey: Data] {
        var bodies: [AssetRenderKey: Data] = [:]
        for asset in selection.assets {
            for node in asset.nodeIDs {
                for render in options.renders(for: asset.kind) {
                    let key = AssetRenderKey(nodeID: node, render: render)
                    switch render.format {
                    case .pdf: bodies[key] = AssetBodies.pdf(node)
                    case .svg: bodies[key] = AssetBodies.svg(node)
                    case .png: bodies[key] = AssetBodies.png(width: 4 * render.scale, height: 3 * render.scale)
                    }
                }
            }
        }
        return bodies
    }

    @Test func selectsByPageFrameAndPatternAndPairsVariants() throws {
        let (result, diagnostics) = try Self.selection()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.version == "6104718532")
        #expect(result.assets.map(\.nodeID) == ["10:1", "10:8", "10:3", "10:4", "10:6", "10:9", "20:1"])
        #expect(result.assets.map(\.kind) == [.icon, .icon, .icon, .icon, .icon, .icon, .image])
        let arrow = result.assets[0]
        #expect(arrow.darkNodeID == "10:2" && arrow.mirrors && arrow.template && arrow.frame == "Navigation")
        #expect(arrow.description == "Back; mirrors in right-to-left layouts.")
        #expect(result.assets[4].figmaName == "icon/close (Appearance=Light)" && result.assets[4].darkNodeID == "10:7" && result.assets[4].frame == "Actions")
        #expect(!result.assets[5].template, "'🚀 Rocket launch' is outside the template pattern icon/*")
        #expect(result.assets[6].darkNodeID == "20:2" && !result.assets[6].template)
    }

    @Test func namesFollowTheNamingRuleAndReportClashes() throws {
        var (result, _) = try Self.selection()
        var diagnostics = DiagnosticCollector()
        AssetNames.assign(&result.assets, fixed: [:], held: ["rocket-launch"], diagnostics: &diagnostics)
        #expect(result.assets.map(\.name) == ["24-arrow-left", "16-arrow-left", "home", "home-filled", "close", "rocket-launch_2", "onboarding-hero"])
        let messages = diagnostics.sorted.map(\.message)
        #expect(messages.contains("'icon/24/arrow-left' (10:1) is named '24-arrow-left', not 'arrow-left': it clashes with 'icon/16/arrow-left' (10:8)"))
        #expect(messages.contains("'🚀 Rocket launch' (10:9) is named 'rocket-launch_2', not 'rocket-launch': the catalog already has an image set of that name that Figma did not make"))
        #expect(AssetNames.kebab(["Arrow Left 🙂"]) == "arrow-left")
        #expect(AssetNames.kebab(["chevronRight"]) == "chevron-right")
        #expect(AssetNames.kebab(["🙂"]) == nil)
    }

    @Test func contentsJSONIsWhatXcodeWrites() throws {
        var (result, _) = try Self.selection()
        var diagnostics = DiagnosticCollector()
        AssetNames.assign(&result.assets, fixed: [:], held: [], diagnostics: &diagnostics)
        let options = try Self.configuration().options
        let arrow = result.assets[0]
        #expect(AssetCatalogWriter.contents(arrow, entries: AssetCatalogWriter.entries(arrow, renders: options.renders(for: .icon))) == """
            {
              "images" : [
                {
                  "filename" : "24-arrow-left.pdf",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
                  "filename" : "24-arrow-left-dark.pdf",
                  "idiom" : "universal",
                  "language-direction" : "left-to-right"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "preserves-vector-representation" : true,
                "template-rendering-intent" : "template"
              }
            }

            """)
        let hero = result.assets[6]
        let heroEntries = AssetCatalogWriter.entries(hero, renders: options.renders(for: .image))
        #expect(heroEntries.map(\.fileName) == ["onboarding-hero@1x.png", "onboarding-hero-dark@1x.png", "onboarding-hero@2x.png",
                                               "onboarding-hero-dark@2x.png", "onboarding-hero@3x.png", "onboarding-hero-dark@3x.png"])
        let heroJSON = AssetCatalogWriter.contents(hero, entries: heroEntries)
        #expect(heroJSON.hasPrefix("{\n  \"images\" : [\n    {\n      \"filename\" : \"onboarding-hero@1x.png\",\n      \"idiom\" : \"universal\",\n      \"scale\" : \"1x\"\n    },\n"))
        #expect(!heroJSON.contains("properties"), "images keep Xcode's default rendering")
        #expect(heroJSON.hasSuffix("  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"))
        // A drawing of its own for right to left: Xcode's "Both" direction.
        var both = arrow
        both.darkNodeID = nil
        both.rtlNodeID = "10:99"
        let entries = AssetCatalogWriter.entries(both, renders: [AssetRender(format: .svg)])
        #expect(entries.map(\.fileName) == ["24-arrow-left.svg", "24-arrow-left-rtl.svg"])
        #expect(entries.map(\.direction) == ["left-to-right", "right-to-left"])
    }

    /// The whole import from saved files into a temporary repository: the catalog passes the format's rules, the
    /// hand-written icons.json keeps every byte and gains Figma's new icons, and a second run changes nothing.
    @Test func importWritesAValidCatalogAndMergesIcons() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("App/Icons.xcassets")
        let iconsURL = directory.appendingPathComponent("tokens/icons.json")
        let recordURL = directory.appendingPathComponent("tokens/figma-assets.json")
        try FileManager.default.createDirectory(at: iconsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let handWritten = """
            {
              "iconsVersion": 1,
              "namespace": "AurumIcons",
              "swiftType": "AurumIconAsset",
              "categories": {
                "Navigation": {
                  "description": "Written by a person.",
                  "icons": {
                    "home": { "line": { "figmaNode": "10:3", "asset": "nav-home" } }
                  }
                }
              }
            }

            """
        try handWritten.write(to: iconsURL, atomically: true, encoding: .utf8)

        let options = try Self.configuration().options
        func importOnce() throws -> (FigmaAssetsImporter.Result, [Diagnostic]) {
            let (selection, _) = try Self.selection()
            var diagnostics = DiagnosticCollector()
            let existing = FigmaAssetsImporter.Existing(
                iconsText: try String(contentsOf: iconsURL, encoding: .utf8), iconsPath: "tokens/icons.json",
                record: try AssetRecord.load(recordURL, displayPath: "tokens/figma-assets.json"),
                catalogNames: [], catalogHasContents: FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Contents.json").path))
            let result = FigmaAssetsImporter.run(selection, bodies: Self.bodies(selection, options: options), existing: existing, options: options, diagnostics: &diagnostics)
            return (result, diagnostics.sorted)
        }
        let (first, diagnostics) = try importOnce()
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let report = try first.write(catalog: catalog, icons: iconsURL, record: recordURL, dryRun: false)
        #expect(report.written == first.catalogFiles.count)
        #expect(first.assets.map(\.name) == ["24-arrow-left", "16-arrow-left", "nav-home", "home-filled", "close", "rocket-launch", "onboarding-hero"])

        var validation = DiagnosticCollector()
        let sets = AssetCatalogReader.read(catalog, displayPath: "Icons.xcassets", diagnostics: &validation)
        #expect(validation.sorted.isEmpty, "\(validation.sorted)")
        #expect(sets.map(\.name) == ["16-arrow-left", "24-arrow-left", "close", "home-filled", "nav-home", "onboarding-hero", "rocket-launch"])
        #expect(sets.first { $0.name == "onboarding-hero" }?.files.count == 6)
        #expect(try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8) == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")

        // icons.json: the person's text kept; 10:3 kept its name; home-filled (no line partner among the new
        // icons: home is the person's) and the rest added under their Figma frame.
        let merged = try String(contentsOf: iconsURL, encoding: .utf8)
        #expect(merged.hasPrefix(String(handWritten.prefix(while: { $0 != "}" }))))
        #expect(merged.contains("\"home\": { \"line\": { \"figmaNode\": \"10:3\", \"asset\": \"nav-home\" } }"))
        let manifest = try IconManifest.parse(try JSONReader.parse(merged, file: "icons.json"), file: "icons.json")
        let references = manifest.icons.flatMap { icon in icon.styles.map { "\(icon.category).\(icon.swiftName(for: $0.style))=\($0.asset.figmaNode.value.apiForm):\($0.asset.asset.value)" } }
        #expect(references == ["Navigation.home=10:3:nav-home", "Navigation.arrowLeft24=10:1:24-arrow-left", "Navigation.arrowLeft16=10:8:16-arrow-left",
                               "Navigation.homeFilledIcon=10:4:home-filled", "Actions.close=10:6:close", "Actions.rocketLaunch=10:9:rocket-launch"])
        // Every asset an icon names is in the catalog.
        for icon in manifest.icons { for style in icon.styles { #expect(sets.contains { $0.name == style.asset.asset.value }) } }

        let (second, secondDiagnostics) = try importOnce()
        #expect(secondDiagnostics.isEmpty)
        #expect(second.icons == nil, "nothing new for icons.json")
        let again = try second.write(catalog: catalog, icons: iconsURL, record: recordURL, dryRun: false)
        #expect(again.written == 0 && again.unchanged == second.catalogFiles.count)
    }

    @Test func anAssetGoneFromFigmaIsRemovedWithItsFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Icons.xcassets")
        let options = try Self.configuration().options
        var (selection, _) = try Self.selection()
        func run(_ record: AssetRecord?) throws -> FigmaAssetsImporter.Result {
            var diagnostics = DiagnosticCollector()
            let existing = FigmaAssetsImporter.Existing(iconsText: nil, iconsPath: "icons.json", record: record, catalogNames: [], catalogHasContents: false)
            let result = FigmaAssetsImporter.run(selection, bodies: Self.bodies(selection, options: options), existing: existing, options: options, diagnostics: &diagnostics)
            _ = try result.write(catalog: catalog, icons: directory.appendingPathComponent("icons.json"), record: directory.appendingPathComponent("record.json"), dryRun: false)
            return result
        }
        _ = try run(nil)
        // A person's own image set beside Figma's stays.
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("mine.imageset"), withIntermediateDirectories: true)
        try "{}".write(to: catalog.appendingPathComponent("mine.imageset/Contents.json"), atomically: true, encoding: .utf8)
        let record = try #require(try AssetRecord.load(directory.appendingPathComponent("record.json"), displayPath: "record.json"))
        selection.assets.removeAll { $0.nodeID == "10:6" }
        selection.assets[0].darkNodeID = nil
        let result = try run(record)
        #expect(result.removals == ["24-arrow-left.imageset/24-arrow-left-dark.pdf", "close.imageset/Contents.json", "close.imageset/close-dark.pdf", "close.imageset/close.pdf"])
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("close.imageset").path))
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("24-arrow-left.imageset/24-arrow-left-dark.pdf").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("mine.imageset/Contents.json").path))
    }

    @Test func unusableRendersAreErrorsAndNothingIsReturnedToWrite() throws {
        let (selection, _) = try Self.selection()
        let options = try Self.configuration().options
        var bodies = Self.bodies(selection, options: options)
        let arrow = AssetRenderKey(nodeID: "10:1", render: .init(format: .pdf))
        let hero = AssetRenderKey(nodeID: "20:1", render: .init(format: .png, scale: 2))
        bodies[arrow] = bodies[arrow]!.prefix(40)
        bodies[hero] = bodies[hero]!.dropLast(5)
        bodies[AssetRenderKey(nodeID: "10:9", render: .init(format: .pdf))] = nil
        var diagnostics = DiagnosticCollector()
        let existing = FigmaAssetsImporter.Existing(iconsText: nil, iconsPath: "icons.json", record: nil, catalogNames: [], catalogHasContents: false)
        _ = FigmaAssetsImporter.run(selection, bodies: bodies, existing: existing, options: options, diagnostics: &diagnostics)
        let rendered = diagnostics.sorted.map { $0.rendered(colored: false) }
        #expect(rendered.contains { $0.hasPrefix("file.json:") && $0.contains("error: 'icon/24/arrow-left': the PDF render of node 10:1 is unusable: it has no %%EOF at its end: the PDF was cut off") })
        #expect(rendered.contains { $0.contains("error: 'image/Onboarding Hero': the PNG render of node 20:1 is unusable: it ends before its IEND chunk: the PNG was cut off") })
        #expect(rendered.contains { $0.contains("error: '🚀 Rocket launch': Figma gave no PDF render of node 10:9") })
    }

    @Test func bodyChecks() {
        #expect(AssetBodyCheck.problem(AssetBodies.svg("x"), format: .svg) == nil)
        #expect(AssetBodyCheck.problem(Data("<svg><path></svg>".utf8), format: .svg) == "it is not a well-formed SVG (line 1: </svg> closes <path>)")
        #expect(AssetBodyCheck.problem(AssetBodies.svg("x").prefix(60), format: .svg)?.hasPrefix("it is not a well-formed SVG (line 1: ") == true)
        #expect(AssetBodyCheck.problem(Data("<?xml version=\"1.0\"?>\n<!-- c -->\n<svg a=\"1\" a=\"2\"/>".utf8), format: .svg) == "it is not a well-formed SVG (line 3: the attribute a twice)")
        #expect(AssetBodyCheck.problem(Data("<?xml version=\"1.0\"?>\n<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><![CDATA[<x>]]>&amp;&#x41;</svg:svg>".utf8), format: .svg) == nil)
        #expect(AssetBodyCheck.problem(Data("<html></html>".utf8), format: .svg) == "its root element is <html>, not <svg>")
        #expect(AssetBodyCheck.problem(AssetBodies.pdf("x"), format: .pdf) == nil)
        #expect(AssetBodyCheck.problem(Data("<html>".utf8), format: .pdf) == "it does not start with %PDF-, so it is not a PDF")
        let png = AssetBodies.png(width: 3, height: 2)
        #expect(AssetBodyCheck.problem(png, format: .png) == nil)
        var damaged = png
        damaged[20] ^= 0xFF
        #expect(AssetBodyCheck.problem(damaged, format: .png) == "its IHDR chunk fails its CRC: the PNG is damaged")
        #expect(AssetBodyCheck.problem(Data(), format: .png) == "it is empty")
    }

    @Test func sha256AndGlob() {
        #expect(RenderHash.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(RenderHash.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(RenderHash.hex(Data(repeating: 0x61, count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(Glob.matches("icon/*", "icon/24/arrow-left"))
        #expect(Glob.matches("*arrow-?eft*", "icon/24/arrow-left"))
        #expect(!Glob.matches("icon/*", "image/hero"))
    }

    /// The validator catches what breaks the format: a wrong idiom, a scale on a vector file, a listed file that is
    /// missing, two images in one slot, an unknown appearance, a file no entry lists.
    @Test func catalogValidationRejectsBrokenImageSets() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-bad-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("bad.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try AssetBodies.pdf("a").write(to: set.appendingPathComponent("a.pdf"))
        try AssetBodies.pdf("b").write(to: set.appendingPathComponent("stray.pdf"))
        try """
            {
              "images" : [
                { "filename" : "a.pdf", "idiom" : "universl", "scale" : "2x" },
                { "filename" : "gone.pdf", "idiom" : "universal" },
                { "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dim" } ], "idiom" : "universal", "language-direction" : "up" }
              ],
              "info" : { "author" : "xcode", "version" : 2 }
            }
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        var diagnostics = DiagnosticCollector()
        _ = AssetCatalogReader.read(catalog, displayPath: "Bad.xcassets", diagnostics: &diagnostics)
        let messages = diagnostics.sorted.map(\.message)
        #expect(messages.contains("'universl' is not an idiom of the asset catalog format; did you mean 'universal'?"))
        #expect(messages.contains("the vector image 'a.pdf' must not have a scale ('2x'): one vector file serves every scale"))
        #expect(messages.contains("'gone.pdf' is listed but not in Bad.xcassets/bad.imageset"))
        #expect(messages.contains("two images of 'bad' fill the same slot (idiom, scale, direction and appearance)"))
        #expect(messages.contains("'luminosity' 'dim' is not an appearance of the asset catalog format"))
        #expect(messages.contains("'language-direction' must be left-to-right or right-to-left, not 'up'"))
        #expect(messages.contains("'version' in 'info' must be 1"))
        #expect(messages.contains("'Bad.xcassets/bad.imageset/stray.pdf' is in the image set but Contents.json does not list it (Xcode shows it as unassigned)"))
    }

    @Test func assetsSectionMistakesAreErrorsAtTheirPosition() throws {
        let text = """
            {
              "tokens": { "files": ["a.json"] },
              "assets": {
                "catalog": "App/Icons",
                "iconFormat": "png",
                "scales": [1, 4],
                "icons": { "pages": ["Icons"], "frame": ["Nav"] },
                "dark": { "suffix": "-night" },
                "concurency": 4
              }
            }
            """
        do {
            _ = try ConfigurationLoader.parse(text, file: "aurum-codegen.json", directory: FileManager.default.temporaryDirectory)
            Issue.record("the configuration was accepted")
        } catch {
            let lines = error.diagnostics.map { $0.rendered(colored: false) }
            #expect(lines.contains("aurum-codegen.json:4:16: error: 'assets.catalog' must name an asset catalog folder ending in .xcassets, not 'App/Icons'"), "\(lines)")
            #expect(lines.contains("aurum-codegen.json:5:19: error: 'assets.iconFormat' must be 'pdf' or 'svg', not 'png'"))
            #expect(lines.contains("aurum-codegen.json:6:19: error: 'assets.scales' holds 1, 2 and 3, not 4"))
            #expect(lines.contains { $0.hasPrefix("aurum-codegen.json:7:36: error: unknown key 'frame'") && $0.contains("did you mean 'frames'?") })
            #expect(lines.contains { $0.hasPrefix("aurum-codegen.json:9:5: error: unknown key 'concurency'") && $0.contains("did you mean 'concurrency'?") })
        }
        let good = try ConfigurationLoader.parse(#"{"tokens": {"files": ["a.json"]}, "assets": {"dark": {"suffix": ""}, "iconFormat": "svg", "scales": [3, 1]}}"#,
                                                 file: "c.json", directory: FileManager.default.temporaryDirectory)
        let options = try #require(good.assets?.options)
        #expect(options.darkSuffix == "" && options.iconFormat == .svg && options.scales == [1, 3])
        #expect(options.renders(for: .image) == [AssetRender(format: .png, scale: 1), AssetRender(format: .png, scale: 3)])
    }
}
