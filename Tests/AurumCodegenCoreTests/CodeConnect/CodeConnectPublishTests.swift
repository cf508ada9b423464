import Foundation
import Testing
@testable import AurumCodegenCore

/// Code Connect output that Figma's CLI publishes as it is: the file key it reads, every URL in every file,
/// `getEnum` fallbacks, and the publish rules `validate` applies.
@Suite struct CodeConnectPublishTests {
    static let root = TestPaths.repoRoot.path

    static func configuration(figma: String, in directory: URL) throws -> AurumConfiguration {
        let text = """
        {
          "tokens": { "resolver": "\(root)/tokens/aurum.resolver.json" },
          "swift": { "output": "Out/Swift", "accessLevel": "public", "namespaces": { "strokeStyle": "StrokeStyles" } },
          "components": { "manifests": "\(root)/tokens/components", "icons": "\(root)/tokens/icons.json", "output": "Out/Components" },
          "codeConnect": { "output": "Out/CodeConnect", "legacyOutput": "Out/Legacy" },
          "pages": { "output": "Out/Pages" },
          "figma": \(figma)
        }
        """
        return try ConfigurationLoader.parse(text, file: "aurum-codegen.json", directory: directory)
    }

    /// Every output of a generate run with `figma`, rendered in memory, and the manifests' and icons' node IDs.
    static func outputs(figma: String) throws -> (files: [(kind: PlannedOutput.Kind, file: GeneratedFile)], nodes: Set<String>, generator: Generator) {
        let generator = Generator(configuration: try configuration(figma: figma, in: URL(fileURLWithPath: "/nonexistent")))
        let planned = try generator.plannedOutputs(for: try generator.loadTokens()).outputs
        let (manifests, icons) = try generator.loadComponents(tokens: nil)
        return (planned.flatMap { output in output.files.map { (output.kind, $0) } },
                Set(ComponentDrift.nodeIDs(manifests: manifests, icons: icons)), generator)
    }

    /// Every `https://www.figma.com/…` URL in `text`, up to the first character that cannot be in one here.
    static func figmaURLs(in text: String) -> [String] {
        var urls: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "https://www.figma.com/") {
            let tail = rest[start.lowerBound...]
            let url = tail.prefix { !" \"'`)\n<>|,".contains($0) }
            // Doc comments describe the form (`https://www.figma.com/design/<fileKey>/…`); those are not links.
            if url.count > "https://www.figma.com/design/".count { urls.append(String(url)) }
            rest = tail[url.endIndex...]
        }
        return urls
    }

    /// The file key Figma's CLI reads, computed by the CLI's own code (`url.parse(u, true).path` and its
    /// regular expression, validation.ts `parseFigmaNode`) under node; nil where it finds none.
    static func cliKeys(_ urls: [String]) throws -> [String?] {
        let directory = try SwiftCompiler.temporaryDirectory("cli-url")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
        import url from 'node:url'
        import { readFileSync } from 'node:fs'
        const urls = JSON.parse(readFileSync('./urls.json', 'utf8'))
        process.stdout.write(JSON.stringify(urls.map((u) => {
          const match = url.parse(u, true).path?.match(/(file|design)\\/([a-zA-Z0-9]+)/)
          return match ? match[2] : null
        })))
        """
        try script.write(to: directory.appendingPathComponent("keys.mjs"), atomically: true, encoding: .utf8)
        let list = "[" + urls.map(DTCGJSONRenderer.quoted).joined(separator: ",") + "]"
        try list.write(to: directory.appendingPathComponent("urls.json"), atomically: true, encoding: .utf8)
        let output = try SwiftCompiler.runProcess(try NodeRunner.path(), ["keys.mjs"], in: directory)
        return try JSONDecoder().decode([String?].self, from: Data(output.utf8))
    }

    // MARK: The file key

    @Test func theCLIReadsTheOldPlaceholderAsAKeyButFindsNoKeyInTheNewOne() throws {
        let old = "https://www.figma.com/design/AURUM_FIGMA_FILE_KEY/Aurum?node-id=5575-14226"
        let placeholder = FigmaFileReference().nodeURL(FigmaNodeID("5575:14226")!)
        let configured = FigmaFileReference(fileKey: "AbC123xyz").nodeURL(FigmaNodeID("5575:14226")!)
        #expect(try Self.cliKeys([old, placeholder, configured]) == ["AURUM", nil, "AbC123xyz"])
        #expect([old, placeholder, configured].map(CodeConnectPublishCheck.cliFileKey) == ["AURUM", nil, "AbC123xyz"])
    }

    /// Zero configuration still generates, and no link in any file is one Figma's CLI would publish.
    @Test func withoutAKeyEveryLinkHoldsThePlaceholderTheCLIRejects() throws {
        let (files, _, generator) = try Self.outputs(figma: #"{ "fileName": "Aurum" }"#)
        let urls = files.flatMap { Self.figmaURLs(in: $0.file.contents) }
        #expect(urls.count > 100)
        #expect(urls.allSatisfy { $0.contains("/design/\(FigmaFileReference.placeholderKey)/") })
        #expect(try Self.cliKeys(urls).allSatisfy { $0 == nil })
        let warning = try #require(generator.figmaKeyWarning)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "aurum-codegen.json", line: 7, column: 12))
    }

    /// Every URL in every generated file (component Swift, template files, icon batch, legacy files, pages)
    /// resolves, as Figma's CLI reads it, to the configured file and to a node of a manifest or icon.
    @Test func everyURLInEveryFileResolvesToTheConfiguredFile() throws {
        let (files, nodes, generator) = try Self.outputs(figma: #"{ "fileKey": "AbC123xyz", "fileName": "Aurum" }"#)
        #expect(generator.figmaKeyWarning == nil)
        var perKind: [PlannedOutput.Kind: Int] = [:]
        var urls: [String] = []
        for (kind, file) in files {
            let found = Self.figmaURLs(in: file.contents)
            if !found.isEmpty { perKind[kind, default: 0] += found.count }
            urls += found
            #expect(!file.contents.contains("documentUrlSubstitutions"), "\(file.relativePath)")
        }
        #expect(perKind.keys.count == 4, "links in the component Swift, Code Connect, legacy files and pages")
        for kind in [PlannedOutput.Kind.components, .codeConnect, .legacyCodeConnect, .pages] { #expect(perKind[kind, default: 0] > 0, "\(kind)") }
        let keys = try Self.cliKeys(urls)
        for (url, key) in zip(urls, keys) {
            #expect(key == "AbC123xyz", "\(url)")
            guard let node = url.components(separatedBy: "node-id=").dropFirst().first else { continue }
            #expect(nodes.contains(node.replacingOccurrences(of: "-", with: ":")), "\(url)")
        }
        // The document URL itself (component support Swift and the page index) names the file without a node.
        #expect(urls.contains("https://www.figma.com/design/AbC123xyz/Aurum"))
    }

    @Test func aMalformedKeyIsAnErrorAtItsPosition() throws {
        for key in ["AURUM_FIGMA_FILE_KEY", "abc-123", FigmaFileReference.placeholderKey] {
            #expect {
                _ = try Self.configuration(figma: #"{ "fileKey": "\#(key)" }"#, in: URL(fileURLWithPath: "/tmp"))
            } throws: { error in
                let diagnostic = (error as? DiagnosticError)?.diagnostics.first
                return diagnostic?.location == SourceLocation(file: "aurum-codegen.json", line: 7, column: 25)
                    && diagnostic?.message.contains("letters and digits") == true
            }
        }
        // A file URL gives its key.
        #expect(try Self.configuration(figma: #"{ "fileKey": "https://www.figma.com/design/Zz9/Aurum?node-id=1-2" }"#,
                                       in: URL(fileURLWithPath: "/tmp")).figma.fileKey == "Zz9")
    }

    // MARK: Publish rules

    @Test func theGeneratedOutputPassesThePublishRules() throws {
        let (files, nodes, generator) = try Self.outputs(figma: #"{ "fileKey": "AbC123xyz", "fileName": "Aurum" }"#)
        let codeConnect = files.filter { $0.kind == .codeConnect }.map(\.file)
        #expect(codeConnect.count == 8)
        #expect(CodeConnectPublishCheck.check(codeConnect, directory: "Out/CodeConnect", figmaFile: generator.configuration.figma, nodes: nodes) == [])
    }

    @Test func thePublishRulesReportWhatFigmasCLIRejects() throws {
        let file = FigmaFileReference(fileKey: "AbC123xyz")
        let nodes: Set<String> = ["1:2", "7:8"]
        func template(_ name: String, _ text: String) -> GeneratedFile { GeneratedFile(relativePath: name, contents: text) }
        let files = [
            template("Good.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=1-2\nimport figma from 'figma'\nimport type { InstanceHandle } from 'figma'\nexport default {}\n"),
            template("CodeFirst.figma.ts", "import figma from 'figma'\n// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=1-2\n"),
            template("OtherKey.figma.ts", "// source=x.swift\n// url=https://www.figma.com/design/Other1/Aurum?node-id=1-2\n"),
            template("OldPlaceholder.figma.ts", "// url=https://www.figma.com/design/AURUM_FIGMA_FILE_KEY/Aurum?node-id=1-2\n"),
            template("Instance.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=I1-2;3-4\n"),
            template("Unknown.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=5-6\n"),
            template("NoNode.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum\n"),
            template("Imports.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=7-8\nimport figma from 'figma'\nimport { x } from './helpers'\n"),
            template("Huge.figma.ts", "// url=https://www.figma.com/design/AbC123xyz/Aurum?node-id=7-8\n" + String(repeating: "// padding\n", count: 100_000)),
            template("Icons.figma.batch.json", #"{"templateFile": "./Icon.figma.ts", "components": [{"url": "https://www.figma.com/design/AbC123xyz/A?node-id=1-2"}, {"id": "x"}]}"#),
            template("Empty.figma.batch.json", #"{"templateFile": "./Missing.figma.batch.ts", "components": []}"#),
        ]
        let messages = CodeConnectPublishCheck.check(files, directory: "CC", figmaFile: file, nodes: nodes).map { "\($0.location!.description) \($0.message)" }
        let expected = [
            "CC/CodeFirst.figma.ts:1:1 a template file needs a leading '// url=",
            "CC/Empty.figma.batch.json:1:18 'templateFile' names './Missing.figma.batch.ts', which is not beside the batch file",
            "CC/Empty.figma.batch.json:1:60 'components' in a Code Connect batch file must not be empty",
            "CC/Huge.figma.ts:1:1 the template is 1100064 bytes",
            "CC/Icons.figma.batch.json:1:18 'templateFile' must end in .figma.batch.ts or .figma.batch.js",
            "CC/Icons.figma.batch.json:1:117 a batch entry is missing required key 'url'",
            "CC/Imports.figma.ts:3:1 Figma's CLI allows only",
            "CC/Instance.figma.ts:1:8 node-id 'I1-2;3-4' is not a main component's ID",
            "CC/NoNode.figma.ts:1:8 'https://www.figma.com/design/AbC123xyz/Aurum' has no node-id",
            "CC/OldPlaceholder.figma.ts:1:8 Figma's CLI reads the file key 'AURUM'",
            "CC/OtherKey.figma.ts:2:8 Figma's CLI reads the file key 'Other1'",
            "CC/Unknown.figma.ts:1:8 node 5:6 is not the node of any component manifest or icon",
        ]
        #expect(messages.count == expected.count, "\(messages)")
        for (message, prefix) in zip(messages, expected) { #expect(message.hasPrefix(prefix), "\(message)") }
    }

    // MARK: getEnum fallbacks

    /// Every template, for every variant it reads, renders the manifest default's example when Figma's value is
    /// not in the mapping (getEnum gives undefined): exactly what the default option renders, never `undefined`.
    @Test func everyTemplateFallsBackToTheManifestDefaultForAnUnmappedVariantValue() throws {
        let output = try CodeConnectGeneratorTests.generate()
        let manifests = try RealManifestTests.loadManifests()
        var checked: [String] = []
        for manifest in manifests where manifest.codeConnect != nil {
            let template = try CodeConnectGeneratorTests.file(output, "\(manifest.name.value).figma.ts")
            let reads = Self.rootReads(template)
            var props: [String: String] = [:]
            for (name, call) in reads {
                switch call {
                case "getString": props[name] = #""Text""#
                case "getBoolean": props[name] = "true"
                default: break
                }
            }
            let swaps = reads.filter { $0.call == "getInstanceSwap" }.map { "\(CodeConnectRenderingTests.json($0.name)): null" }
            let variants = manifest.properties.compactMap { property -> (String, String)? in
                guard case .variant(_, let defaultOption) = property.kind, let name = property.figmaName?.value.displayName,
                      reads.contains(where: { $0.name == name && $0.call == "getEnum" }) else { return nil }
                return (name, defaultOption.value)
            }
            #expect(!variants.isEmpty, "\(manifest.name.value) reads a variant")
            for (name, defaultOption) in variants {
                func spec(_ value: String) -> String {
                    var all = props
                    for (other, otherDefault) in variants { all[other] = CodeConnectRenderingTests.json(other == name ? value : otherDefault) }
                    let body = all.sorted { $0.key < $1.key }.map { "\(CodeConnectRenderingTests.json($0.key)): \($0.value)" }.joined(separator: ", ")
                    return #"{"props": {\#(body)}, "swaps": {\#(swaps.joined(separator: ", "))}, "layers": {}}"#
                }
                let codes = try NodeRunner.run(template, specs: [spec("Added in Figma since"), spec(defaultOption)]).map(\.code)
                let (unmapped, atDefault) = (codes[0], codes[1])
                #expect(unmapped == atDefault, "\(manifest.name.value).\(name)")
                #expect(!unmapped.contains("undefined"), "\(manifest.name.value).\(name): \(unmapped)")
                checked.append("\(manifest.name.value).\(name)")
            }
        }
        #expect(checked == ["AurumGlobalHeader.Right Content", "AurumNavBar.Layout", "AurumPageHeader.Type", "AurumTabRow.Tabs"])
    }

    /// The properties the selected instance is read for (`instance.get…('Name'`), with the call.
    static func rootReads(_ text: String) -> [(name: String, call: String)] {
        var reads: [(String, String)] = []
        for call in ["getString", "getBoolean", "getEnum", "getInstanceSwap"] {
            for part in text.components(separatedBy: "instance.\(call)('").dropFirst() {
                if let end = part.firstIndex(of: "'") { reads.append((String(part[..<end]), call)) }
            }
        }
        return reads
    }
}
