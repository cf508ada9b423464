import Foundation
import Testing
@testable import AurumCodegenCore

/// `import figma-components`: scaffolds from Fixtures/Figma/nodes-scaffold.json (every property kind), and
/// merges into each of the five Aurum manifests against a nodes response built from it.
@Suite struct ComponentManifestScaffoldTests {
    static let fixture = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Figma/nodes-scaffold.json")

    static func nodes(_ text: String, file: String = "nodes.json") throws -> FigmaNodesResponse {
        var diagnostics = DiagnosticCollector()
        let nodes = FigmaNodesParser.parse(try JSONReader.parse(text, file: file), file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return nodes
    }

    static func scaffold() throws -> (files: [GeneratedFile], diagnostics: [Diagnostic], icons: IconManifest, nodes: FigmaNodesResponse) {
        let icons = try RealManifestTests.loadIcons()
        let nodes = try Self.nodes(try String(contentsOf: fixture, encoding: .utf8), file: "nodes-scaffold.json")
        var diagnostics = DiagnosticCollector()
        let files = ComponentManifestScaffold.files(for: nodes, existing: [], options: .init(icons: icons, source: "nodes-scaffold.json"), diagnostics: &diagnostics)
        return (files, diagnostics.sorted, icons, nodes)
    }

    static func manifests(_ files: [GeneratedFile]) throws -> [ComponentManifest] {
        try files.map { try ComponentManifest.parse(try JSONReader.parse($0.contents, file: $0.relativePath), file: $0.relativePath) }
    }

    // MARK: Scaffolds

    @Test func aScaffoldHoldsEveryPropertyKindWithProposedSwiftMarkedAssumed() throws {
        let (files, diagnostics, icons, _) = try Self.scaffold()
        #expect(files.map(\.relativePath) == ["AurumChip.component.json", "AurumStatusBadge.component.json"])
        #expect(diagnostics.map(\.message) == [
            "property 'Content#6100:5' has the type SLOT, which a manifest cannot hold yet; it is left out",
            "node 6100:10 ('Size=Small, State=Default') is a variant inside a component set; only components and component sets get manifests",
            "node 6300:1 is null in the response (deleted, or in another file); no manifest is written for it",
        ])
        let manifests = try Self.manifests(files)
        try ComponentManifestValidator(icons: icons).validate(manifests)
        let chip = manifests[0]
        #expect(chip.name.value == "AurumChip" && chip.figmaNode?.value.apiForm == "6100:1")
        #expect(chip.summary == "A compact, selectable label.")
        #expect(chip.description == ["A compact, selectable label.", "Use for filters.", "Figma documentation: https://aurum.example.com/docs/chip"])
        #expect(chip.properties.map(\.key.value) == ["size", "state", "label", "showIcon", "icon"])
        #expect(chip.properties.map { $0.figmaName?.value.raw ?? "" } == ["Size", "State", "Label#6100:2", "Show Icon#6100:3", "Icon#6100:4"])
        #expect(chip.properties.map(\.kindName) == ["variant", "variant", "text", "boolean", "instanceSwap"])
        #expect(chip.properties.map { $0.swift?.type ?? "" } == ["AurumChipSize", "AurumChipState", "String", "Bool", "AurumIconAsset"])
        #expect(chip.properties.allSatisfy { $0.assumed.all })
        #expect(chip.property("size")?.variantOptions?.map { $0.swiftCase?.value ?? "" } == ["small", "medium", "large"])
        guard case .variant(_, let defaultOption)? = chip.property("size")?.kind else { Issue.record("size"); return }
        #expect(defaultOption.value == "Medium")
        guard case .text(let label)? = chip.property("label")?.kind, case .instanceSwap(let icon, _, _)? = chip.property("icon")?.kind else { Issue.record("kinds"); return }
        #expect(label.value == "Gold \"24k\"")
        #expect(icon.value.description == "AurumIcons.User.home", "the default node 7210:102 is that icon's line drawing")
        // Preferred values are keys: the response's components map gives two of them nodes that are icons.
        guard case .instanceSwap(_, let preferred, _)? = chip.property("icon")?.kind else { Issue.record("icon"); return }
        #expect(preferred.map(\.value.description) == ["AurumIcons.User.home", "AurumIcons.User.user"])
        #expect(chip.property("icon")?.description == "Figma also prefers 1 component that is not an icon of the icon manifest (keys 9856a9c550c04a726201d8574e4d069dc20d22dc).")
        // A name that is a keyword and an option starting with a digit still give Swift names.
        let badge = manifests[1]
        #expect(badge.properties.map(\.key.value) == ["tone", "count", "defaultValue"])
        #expect(badge.property("tone")?.variantOptions?.map { $0.swiftCase?.value ?? "" } == ["info", "_2Critical", "warning"])
    }

    /// The same components saved as a whole file (`GET /v1/files/:key`): every component set and every component
    /// outside a set, found wherever it is nested, with the file's `components` and `componentSets` maps, scaffold
    /// to the same manifests as the `/nodes` response; the variants inside a set are not components of their own.
    /// A document with neither `nodes` nor `document` is an error.
    @Test func aWholeFileResponseScaffoldsLikeItsNodes() throws {
        // Fixtures/Figma/file-scaffold.json: the set and the component of nodes-scaffold.json in a page's frames.
        let text = try String(contentsOf: Self.fixture.deletingLastPathComponent().appendingPathComponent("file-scaffold.json"), encoding: .utf8)
        let whole = try Self.nodes(text, file: "file.json")
        #expect(whole.entries.map(\.id) == ["6100:1", "6200:1"])
        let (expected, _, icons, _) = try Self.scaffold()
        var diagnostics = DiagnosticCollector()
        let files = ComponentManifestScaffold.files(for: whole, existing: [], options: .init(icons: icons, source: "nodes-scaffold.json"),
                                                    diagnostics: &diagnostics)
        #expect(files.map(\.relativePath) == expected.map(\.relativePath))
        #expect(files.map(\.contents) == expected.map(\.contents))
        let missing = try? Self.nodes(#"{"name": "x"}"#, file: "bad.json")
        #expect(missing == nil)
    }

    @Test func aScaffoldDriftsCleanAgainstTheResponseItCameFrom() throws {
        let (files, _, icons, nodes) = try Self.scaffold()
        let result = ComponentDrift.compare(try Self.manifests(files), icons: nil, iconLookup: icons, nodes: nodes)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.statistics.components == 2)
    }

    @Test func anUneditedScaffoldGeneratesCompilingSwiftAndPublishableCodeConnect() throws {
        let (files, _, icons, _) = try Self.scaffold()
        let manifests = try Self.manifests(files)
        let templates = try GenerationFixtures.templates()
        let swift = try ComponentSwiftGenerator(options: GenerationFixtures.options).generate(manifests: manifests, icons: icons, templates: templates)
        let directory = try GenerationFixtures.write(swift, label: "scaffold-typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(sources.contains("AurumChip+Figma.swift") && sources.contains("AurumStatusBadge+Figma.swift"))
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + sources, in: directory)

        let codeConnect = try CodeConnectGenerator(options: CodeConnectGeneratorTests.options).generate(manifests: manifests, icons: icons, templates: templates)
        #expect(try NodeRunner.check(codeConnect.templateFiles) == 3)
        let nodes = Set(ComponentDrift.nodeIDs(manifests: manifests, icons: icons))
        #expect(CodeConnectPublishCheck.check(codeConnect.templateFiles, directory: "CC", figmaFile: GenerationFixtures.figmaFile, nodes: nodes) == [])
        let chip = try NodeRunner.run(try CodeConnectGeneratorTests.file(codeConnect, "AurumChip.figma.ts"),
                                      spec: #"{"props": {"Size": "Large", "State": "Pressed", "Label": "Gold", "Show Icon": false}, "swaps": {"Icon": null}}"#)
        #expect(chip.code == """
            AurumChip(
                size: .large,
                state: .pressed,
                label: "Gold",
                showIcon: false,
                icon: AurumIcons.User.home
            )
            """)
    }

    // MARK: Merging into the five Aurum manifests

    /// A nodes response that says exactly what `manifest` says, plus what `extra` adds.
    static func nodesResponse(from manifest: ComponentManifest, icons: IconManifest, id: String,
                              addProperty: Bool = false, addOption: Bool = false, dropFirstBoolean: Bool = false) -> String {
        var definitions: [String] = []
        var firstVariant = true
        var droppedBoolean = false
        for property in manifest.properties {
            guard let figma = property.figmaName?.value.raw else { continue }
            let key = DTCGJSONRenderer.quoted(figma)
            switch property.kind {
            case .variant(let options, let defaultOption):
                var names = options.map(\.figma.value)
                if addOption && firstVariant { names.append("Added In Figma") }
                firstVariant = false
                definitions.append(#"\#(key): {"type": "VARIANT", "defaultValue": \#(DTCGJSONRenderer.quoted(defaultOption.value)), "variantOptions": [\#(names.map(DTCGJSONRenderer.quoted).joined(separator: ", "))]}"#)
            case .boolean(let value, _):
                if dropFirstBoolean && !droppedBoolean { droppedBoolean = true; continue }
                definitions.append(#"\#(key): {"type": "BOOLEAN", "defaultValue": \#(value.value)}"#)
            case .text(let value):
                definitions.append(#"\#(key): {"type": "TEXT", "defaultValue": \#(DTCGJSONRenderer.quoted(value.value))}"#)
            case .instanceSwap(let icon, _, _):
                let resolved = icons.resolve(icon.value)
                let node = resolved.map { $0.style == .line ? $0.icon.line.figmaNode.value.apiForm : $0.icon.filled?.figmaNode.value.apiForm ?? "" } ?? ""
                definitions.append(#"\#(key): {"type": "INSTANCE_SWAP", "defaultValue": "\#(node)", "preferredValues": []}"#)
            case .children:
                break
            }
        }
        if addProperty { definitions.append(#""Shows Badge#9999:7": {"type": "BOOLEAN", "defaultValue": false}"#) }
        let name = String(manifest.name.value.dropFirst("Aurum".count))
        return #"""
        {"name": "Aurum", "nodes": {"\#(id)": {"document": {"id": "\#(id)", "name": "\#(name)", "type": "COMPONENT_SET",
          "componentPropertyDefinitions": {\#(definitions.joined(separator: ", "))}}, "components": {}, "componentSets": {}}}}
        """#
    }

    /// True when every byte of `original` is in `merged`, in order: the merge only inserted.
    static func onlyInserted(_ original: String, into merged: String) -> Bool {
        var iterator = merged.utf8.makeIterator()
        for byte in original.utf8 {
            var found = false
            while let next = iterator.next() { if next == byte { found = true; break } }
            if !found { return false }
        }
        return true
    }

    static func existing(_ manifest: ComponentManifest) throws -> ComponentManifestScaffold.Existing {
        let text = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent(manifest.file), encoding: .utf8)
        return .init(manifest: manifest, text: text, relativePath: "\(manifest.name.value).component.json")
    }

    @Test(arguments: RealManifestTests.names)
    func mergingIntoAnAurumManifestKeepsEveryByteAPersonWrote(_ name: String) throws {
        let icons = try RealManifestTests.loadIcons()
        let manifest = try #require(try RealManifestTests.loadManifests().first { $0.name.value == name })
        let existing = try Self.existing(manifest)
        let id = manifest.figmaNode?.value.apiForm ?? "9100:1"
        let options = ComponentManifestScaffold.Options(icons: icons)

        // The same properties: the file comes back byte for byte.
        var diagnostics = DiagnosticCollector()
        let same = ComponentManifestScaffold.files(for: try Self.nodes(Self.nodesResponse(from: manifest, icons: icons, id: id)),
                                                   existing: [existing], options: options, diagnostics: &diagnostics)
        #expect(same.map(\.relativePath) == [existing.relativePath])
        #expect(same.first?.contents == existing.text)
        #expect(diagnostics.diagnostics.filter { $0.severity == .warning }.map(\.message) == (manifest.figmaNode == nil
            ? ["AurumBannerHost has no figmaNode; Figma's 9100:1 ('BannerHost') matches it by name: set figmaNode and codeConnect yourself"] : []))

        // A new property and a new option: inserted, assumed; nothing else changes.
        diagnostics = DiagnosticCollector()
        let grownNodes = try Self.nodes(Self.nodesResponse(from: manifest, icons: icons, id: id, addProperty: true, addOption: true))
        let grown = ComponentManifestScaffold.files(for: grownNodes, existing: [existing], options: options, diagnostics: &diagnostics)
        let merged = try #require(grown.first).contents
        #expect(merged != existing.text)
        #expect(Self.onlyInserted(existing.text, into: merged))
        let root = try JSONReader.parse(existing.text, file: manifest.file)
        for property in root.object?["properties"]?.object?.members ?? [] {
            guard let swift = property.value.object?["swift"] else { continue }
            let start = swift.position.offset
            let bytes = Array(existing.text.utf8)
            let end = try #require(TextEdits.closingBracket(bytes, from: start))
            let written = String(decoding: bytes[start...end], as: UTF8.self)
            #expect(merged.contains(written), "\(name).\(property.key)'s Swift mapping")
        }
        let reparsed = try ComponentManifest.parse(try JSONReader.parse(merged, file: manifest.file), file: manifest.file)
        try ComponentManifestValidator(icons: icons).validate([reparsed])
        let added = try #require(reparsed.property("showsBadge"))
        #expect(added.figmaName?.value.raw == "Shows Badge#9999:7" && added.assumed.all && added.swift?.type == "Bool")
        if let variant = manifest.properties.first(where: { $0.variantOptions != nil }) {
            let options = try #require(reparsed.property(variant.key.value)?.variantOptions)
            #expect(options.last?.figma.value == "Added In Figma")
            #expect(reparsed.property(variant.key.value)?.assumed.contains("options") == true)
        }
        // The merged manifest now maps everything Figma has: no property or option drift.
        if reparsed.figmaNode != nil {
            let drift = ComponentDrift.compare([reparsed], icons: nil, iconLookup: icons, nodes: grownNodes)
            #expect(drift.findings.isEmpty, "\(drift.findings.map(\.message))")
        }
        #expect(diagnostics.diagnostics.filter { $0.severity == .note }.count == (manifest.properties.contains { $0.variantOptions != nil } ? 2 : 1))

        // A property Figma no longer has is reported and kept.
        if manifest.properties.contains(where: { if case .boolean = $0.kind { true } else { false } }) {
            diagnostics = DiagnosticCollector()
            let shrunk = ComponentManifestScaffold.files(for: try Self.nodes(Self.nodesResponse(from: manifest, icons: icons, id: id, dropFirstBoolean: true)),
                                                         existing: [existing], options: options, diagnostics: &diagnostics)
            #expect(shrunk.first?.contents == existing.text)
            #expect(diagnostics.diagnostics.contains { $0.severity == .warning && $0.message.contains("no longer has the property") })
        }
    }

    /// A scaffold merged with the response it came from is unchanged; the merge is what a second run does.
    @Test func rerunningOnAScaffoldChangesNothing() throws {
        let (files, _, icons, nodes) = try Self.scaffold()
        let existing = zip(files, try Self.manifests(files)).map { file, manifest in
            ComponentManifestScaffold.Existing(manifest: manifest, text: file.contents, relativePath: file.relativePath)
        }
        var diagnostics = DiagnosticCollector()
        let again = ComponentManifestScaffold.files(for: nodes, existing: existing, options: .init(icons: icons), diagnostics: &diagnostics)
        #expect(again == files)
    }
}
