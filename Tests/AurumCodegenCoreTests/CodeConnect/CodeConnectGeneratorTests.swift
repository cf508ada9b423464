import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct CodeConnectGeneratorTests {
    static let options = CodeConnectOptions(figmaFile: GenerationFixtures.figmaFile)

    static func generate() throws -> CodeConnectOutput {
        let (manifests, icons) = try GenerationFixtures.realInputs()
        return try CodeConnectGenerator(options: options).generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
    }

    static func file(_ output: CodeConnectOutput, _ path: String) throws -> String {
        try #require((output.templateFiles + output.legacyFiles).first { $0.relativePath == path }).contents
    }

    @Test func realManifestsMatchTheReferenceFiles() throws {
        let output = try Self.generate()
        #expect(output.templateFiles.map(\.relativePath) == [
            "AurumGlobalHeader.figma.ts", "AurumIcon.figma.batch.ts", "AurumIcons.figma.batch.json", "AurumNavBar.figma.ts",
            "AurumPageHeader.figma.ts", "AurumTabRow.figma.ts", "figma.config.json", "package.json",
        ])
        #expect(output.legacyFiles.map(\.relativePath) == ["AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow"]
            .map { "FigmaConnect/Sources/AurumFigmaConnect/\($0).figma.swift" })
        // The whole files are compared with Tests/Reference/Aurum by AurumComponentOutputsTests, through the pipeline.
    }

    @Test func componentsWithoutANodeAreSkippedAndListed() throws {
        let output = try Self.generate()
        let banner = try #require(try RealManifestTests.loadManifests().first { $0.name.value == "AurumBannerHost" })
        #expect(output.skipped == [SkippedComponent(name: "AurumBannerHost", reason: try #require(banner.figmaStatus))])
        #expect(!(output.templateFiles + output.legacyFiles).contains { $0.relativePath.contains("AurumBannerHost") || $0.contents.contains("AurumBannerHost") })
    }

    /// The directives, the single import, display names without `#id`, and the export's keys (code-connect.md).
    @Test func templateFilesFollowTheTemplateFormat() throws {
        let output = try Self.generate()
        for manifest in try RealManifestTests.loadManifests() {
            guard let node = manifest.figmaNode?.value else { continue }
            let text = try Self.file(output, "\(manifest.name.value).figma.ts")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[0] == "// url=https://www.figma.com/design/AbC123xyz/Aurum-Design-System?node-id=\(node.urlForm)")
            #expect(lines[1] == "// source=\(manifest.source)")
            #expect(lines[2] == "// component=\(manifest.name.value)")
            // The one module Figma's CLI allows, and a type-only import of it (erased when the CLI transpiles).
            #expect(lines.filter { $0.hasPrefix("import ") } == ["import figma from 'figma'", "import type { ErrorHandle, InstanceHandle } from 'figma'"])
            #expect(!lines.contains { $0.contains("require(") })
            for name in Self.readNames(text) {
                #expect(!name.contains("#"), "\(manifest.name.value) reads '\(name)' with its #id")
            }
            #expect(text.contains("\nexport default {\n  example: figma.swift`${code}`,\n  id: '\(manifest.name.value)',\n  imports: ['import Aurum'],\n  metadata: { nestable: true },\n}\n"))
        }
        let navBar = try Self.file(output, "AurumNavBar.figma.ts")
        #expect(Set(Self.readNames(navBar)) == ["Layout", "Label", "Icon"])
        // One file, one branch per layout, as if/else.
        #expect(navBar.components(separatedBy: "if (layout === ").count - 1 == 3)
        #expect(navBar.contains("} else {\n  // Layout = 4 cells (default)\n"))
        let pageHeader = try Self.file(output, "AurumPageHeader.figma.ts")
        #expect(pageHeader.components(separatedBy: "if (type === ").count - 1 == 9)
    }

    /// The property names a template reads with getString/getBoolean/getEnum/getInstanceSwap.
    static func readNames(_ text: String) -> [String] {
        var names: [String] = []
        for call in ["getString('", "getBoolean('", "getEnum('", "getInstanceSwap('"] {
            for part in text.components(separatedBy: call).dropFirst() {
                if let end = part.firstIndex(of: "'") { names.append(String(part[..<end])) }
            }
        }
        return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    @Test func swiftParsesEveryLegacyFile() throws {
        let output = try Self.generate()
        let directory = try GenerationFixtures.write(output.legacyFiles, label: "legacy-parse")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in output.legacyFiles {
            try SwiftCompiler.run(["-parse", file.relativePath], in: directory)
        }
        #expect(output.legacyFiles.count == 4)
    }

    /// What Figma's v1 Swift parser reads: bare `FigmaConnect`, `let component`, one plain URL literal,
    /// wrappers with a string-literal name first and a default on every property, literal-only variants.
    @Test func legacyFilesFollowTheParserRules() throws {
        let output = try Self.generate()
        for file in output.legacyFiles {
            let lines = file.contents.split(separator: "\n").map(String.init)
            #expect(lines[1] == "import Figma")
            let structs = lines.filter { $0.hasPrefix("struct ") }
            #expect(!structs.isEmpty && structs.allSatisfy { $0.hasSuffix("_connection: FigmaConnect {") })
            #expect(lines.filter { $0.hasPrefix("    let component = ") }.count == structs.count)
            let urls = lines.filter { $0.hasPrefix("    let figmaNodeUrl = ") }
            #expect(urls.count == structs.count)
            for url in urls {
                #expect(url.range(of: #"^    let figmaNodeUrl = "https://www\.figma\.com/design/AbC123xyz/Aurum-Design-System\?node-id=\d+-\d+"$"#, options: .regularExpression) != nil)
            }
            for (index, line) in lines.enumerated() where line.hasPrefix("    @Figma") {
                #expect(line.range(of: #"^    @Figma(String|Boolean|Enum|Instance)\("[^"]*"(, |\))"#, options: .regularExpression) != nil, "\(line)")
                #expect(lines[index + 1].range(of: #"^    var \w+: .+ = .+$"#, options: .regularExpression) != nil, "\(lines[index + 1])")
                if line.contains("@FigmaEnum") { #expect(line.contains("mapping: [")) }
            }
            for line in lines where line.hasPrefix("    let variant = ") {
                #expect(line.range(of: #"^    let variant = \["[^"]*": ("[^"]*"|true|false)(, "[^"]*": ("[^"]*"|true|false))*\]$"#, options: .regularExpression) != nil, "\(line)")
            }
            #expect(lines.filter { $0 == "    var body: some View {" }.count == structs.count)
            #expect(!file.contents.contains("`") && !file.contents.contains("${"))
        }
        let pageHeader = try Self.file(output, "FigmaConnect/Sources/AurumFigmaConnect/AurumPageHeader.figma.swift")
        #expect(pageHeader.components(separatedBy: "    let variant = [\"Type\": ").count - 1 == 10)
    }

    @Test func figmaConfigAndPackageJSON() throws {
        let output = try Self.generate()
        let config = try JSONReader.parse(try Self.file(output, "figma.config.json"), file: "figma.config.json")
        let codeConnect = try #require(config.object?["codeConnect"]?.object)
        #expect(codeConnect["label"]?.string == "SwiftUI")
        #expect(codeConnect["language"]?.string == "swift")
        #expect(codeConnect["include"]?.array?.compactMap(\.string) == ["**/*.figma.ts", "**/*.figma.batch.json"])
        // URLs are written out in full, so there is nothing to substitute (CodeConnectURLTests checks every one).
        #expect(codeConnect["documentUrlSubstitutions"] == nil)
        let package = try JSONReader.parse(try Self.file(output, "package.json"), file: "package.json")
        #expect(package.object?["private"]?.bool == true)
    }

    @Test func iconBatchListsEveryDrawingAndItsPartner() throws {
        let output = try Self.generate()
        let icons = try RealManifestTests.loadIcons()
        let batch = try JSONReader.parse(try Self.file(output, "AurumIcons.figma.batch.json"), file: "batch")
        #expect(batch.object?["templateFile"]?.string == "./AurumIcon.figma.batch.ts")
        let components = try #require(batch.object?["components"]?.array)
        #expect(components.count == icons.icons.reduce(0) { $0 + $1.styles.count })
        let homeFilled = try #require(components.first { $0.object?["id"]?.string == "AurumIcons.User.homeFilled" }?.object)
        #expect(homeFilled["url"]?.string == "https://www.figma.com/design/AbC123xyz/Aurum-Design-System?node-id=7210-103")
        #expect(homeFilled["line"]?.string == "AurumIcons.User.home")
        #expect(components.first { $0.object?["id"]?.string == "AurumIcons.Navigation.close" }?.object?["filled"]?.kind == .null)

        let template = try Self.file(output, "AurumIcon.figma.batch.ts")
        #expect(!template.contains("// url="))
        let result = try NodeRunner.run(template, spec: #"{"batch": {"id": "AurumIcons.User.homeFilled", "line": "AurumIcons.User.home", "filled": "AurumIcons.User.homeFilled"}}"#)
        #expect(result.code == "AurumIcons.User.homeFilled")
        #expect(result.id == "AurumIcons.User.homeFilled")
        #expect(result.props?["line"] == "AurumIcons.User.home")
    }
}
