import Foundation
import Testing
@testable import AurumCodegenCore

/// Every kind of component drift, against `ManifestFixtures.manifest` (AurumThing, node 100:1) and
/// its icons (9:1–9:3), with a nodes response that matches them until a test changes it.
@Suite struct ComponentDriftTests {
    typealias M = ManifestFixtures

    static let thing = """
    "100:1": {
      "document": {
        "id": "100:1", "name": "AurumThing", "type": "COMPONENT_SET",
        "componentPropertyDefinitions": {
          "Style": { "type": "VARIANT", "defaultValue": "Plain", "variantOptions": ["Plain", "Fancy"] },
          "Icon#100:2": { "type": "INSTANCE_SWAP", "defaultValue": "9:1", "preferredValues": [] },
          "Badge#100:3": { "type": "BOOLEAN", "defaultValue": false }
        }
      },
      "components": {}
    }
    """

    static func icon(_ id: String) -> String {
        "\"\(id)\": {\"document\": {\"id\": \"\(id)\", \"name\": \"icon \(id)\", \"type\": \"COMPONENT\"}, \"components\": {}}"
    }

    static func nodes(_ thing: String = thing, icons: [String] = ["9:1", "9:2", "9:3"]) -> String {
        "{\"nodes\": {\n" + ([thing] + icons.map(icon)).joined(separator: ",\n") + "\n}}\n"
    }

    func drift(_ nodesText: String = nodes(), manifest: String = M.manifest, checksIcons: Bool = true,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ComponentDrift.Result {
        var diagnostics = DiagnosticCollector()
        let nodes = FigmaNodesParser.parse(try JSONReader.parse(nodesText, file: "nodes.json"), file: "nodes.json", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)", sourceLocation: sourceLocation)
        let parsed = try ComponentManifest.parse(try JSONReader.parse(manifest, file: M.manifestFile), file: M.manifestFile)
        let icons = try M.parseIcons()
        return ComponentDrift.compare([parsed], icons: checksIcons ? icons : nil, iconLookup: icons, nodes: nodes)
    }

    func location(_ needle: String, occurrence: Int = 1) -> AurumCodegenCore.SourceLocation? {
        M.location(of: needle, occurrence: occurrence, in: M.manifest, file: M.manifestFile)
    }

    @Test func aMatchingNodeHasNoDrift() throws {
        let result = try drift()
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.statistics == { var s = ComponentDrift.Statistics(); s.components = 1; s.icons = 3; return s }())
    }

    @Test func theNodeIDsToFetchAreTheManifestsAndIcons() throws {
        let parsed = try ComponentManifest.parse(try JSONReader.parse(M.manifest, file: M.manifestFile), file: M.manifestFile)
        #expect(ComponentDrift.nodeIDs(manifests: [parsed, parsed], icons: try M.parseIcons()) == ["100:1", "9:1", "9:2", "9:3"])
        #expect(ComponentDrift.nodeIDs(manifests: [parsed], icons: nil) == ["100:1"])
    }

    @Test func aMissingNodeIsReportedAtTheManifestsNodeID() throws {
        let deleted = try drift(Self.nodes("\"100:1\": null"))
        #expect(deleted.findings.map(\.kind) == [.nodeMissing])
        #expect(deleted.findings.first?.message == "AurumThing: node 100:1 does not exist in the Figma file (deleted, or in another file)")
        #expect(deleted.findings.first?.location == location("\"100:1\""))
        #expect(deleted.findings.first?.nodeID == "100:1")

        let absent = try drift(Self.nodes(Self.icon("9:9")))
        #expect(absent.findings.map(\.kind) == [.nodeMissing])
        #expect(absent.findings.first?.message == "AurumThing: node 100:1 is not in the Figma nodes response")
    }

    @Test func aNodeThatIsNotAComponentIsReported() throws {
        let frame = M.replacing("\"type\": \"COMPONENT_SET\"", with: "\"type\": \"FRAME\"", in: Self.thing)
        let findings = try drift(Self.nodes(frame)).findings
        #expect(findings.map(\.kind) == [.notAComponent])
        #expect(findings.first?.message == "AurumThing: node 100:1 ('AurumThing') is a FRAME, not a COMPONENT or COMPONENT_SET")
        #expect(findings.first?.figmaValue == "FRAME")
    }

    @Test func aVariantInsideASetIsReported() throws {
        let variant = M.replacing("\"type\": \"COMPONENT_SET\"", with: "\"type\": \"COMPONENT\"", in: Self.thing)
            .replacingOccurrences(of: "\"components\": {}", with: "\"components\": {\"100:1\": {\"key\": \"k\", \"name\": \"Style=Plain\", \"componentSetId\": \"100:0\"}}")
        let findings = try drift(Self.nodes(variant)).findings
        #expect(findings.map(\.kind) == [.variantInSet])
        #expect(findings.first?.message == "AurumThing: node 100:1 ('AurumThing') is a variant inside the component set 100:0; connect the set instead")
    }

    @Test func aMissingPropertyIsReportedAtItsFigmaName() throws {
        let noBadge = M.replacing(",\n      \"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false }", with: "", in: Self.thing)
        let findings = try drift(Self.nodes(noBadge)).findings
        #expect(findings.map(\.kind) == [.propertyMissing])
        let missing = try #require(findings.first)
        #expect(missing.message == "AurumThing.showsBadge: node 100:1 ('AurumThing') has no property 'Badge'")
        #expect(missing.property == "showsBadge")
        #expect(missing.figmaProperty == "Badge#100:3")
        #expect(missing.location == location("\"Badge#100:3\""))
    }

    @Test func aRenamedPropertyKeepsItsID() throws {
        let renamed = M.replacing("\"Badge#100:3\"", with: "\"Show Badge#100:3\"", in: Self.thing)
        let findings = try drift(Self.nodes(renamed)).findings
        #expect(findings.map(\.kind) == [.propertyRenamed])
        #expect(findings.first?.message == "AurumThing.showsBadge: 'Badge' is called 'Show Badge' in Figma (same property #100:3)")
        #expect(findings.first?.repoValue == "Badge")
        #expect(findings.first?.figmaValue == "Show Badge")
        // A new ID under a new name is a missing property plus one the manifest does not map.
        let replaced = M.replacing("\"Badge#100:3\"", with: "\"Show Badge#100:9\"", in: Self.thing)
        #expect(try drift(Self.nodes(replaced)).findings.map(\.kind) == [.propertyMissing, .propertyAdded])
    }

    @Test func aPropertyOfAnotherTypeIsReported() throws {
        let text = M.replacing("\"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false }",
                               with: "\"Badge#100:3\": { \"type\": \"TEXT\", \"defaultValue\": \"New\" }", in: Self.thing)
        let findings = try drift(Self.nodes(text)).findings
        #expect(findings.map(\.kind) == [.propertyTypeChanged])
        #expect(findings.first?.message == "AurumThing.showsBadge: the manifest has a boolean property, Figma's 'Badge' is TEXT")
        // A True/False variant is a boolean as far as Code Connect is concerned.
        let variant = M.replacing("\"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false }",
                                  with: "\"Badge\": { \"type\": \"VARIANT\", \"defaultValue\": \"False\", \"variantOptions\": [\"False\", \"True\"] }", in: Self.thing)
        #expect(try drift(Self.nodes(variant)).findings.isEmpty)
    }

    @Test func variantOptionsAddedAndRemovedAreReportedOneByOne() throws {
        let text = M.replacing("[\"Plain\", \"Fancy\"]", with: "[\"Plain\", \"Outline\", \"Ghost\"]", in: Self.thing)
        let findings = try drift(Self.nodes(text)).findings
        #expect(findings.map(\.kind) == [.variantOptionAdded, .variantOptionAdded, .variantOptionRemoved])
        #expect(findings.map(\.option) == ["Ghost", "Outline", "Fancy"])
        #expect(findings.last?.message == "AurumThing.style: option 'Fancy' is not among Figma's options (Plain, Outline, Ghost)")
        #expect(findings.last?.location == location("\"Fancy\""))
        #expect(findings.first?.location == location("\"Style\""))
    }

    @Test func changedDefaultsAreReportedForEveryPropertyKind() throws {
        var text = M.replacing("\"defaultValue\": \"Plain\"", with: "\"defaultValue\": \"Fancy\"", in: Self.thing)
        text = M.replacing("\"defaultValue\": \"9:1\"", with: "\"defaultValue\": \"9:3\"", in: text)
        text = M.replacing("\"defaultValue\": false", with: "\"defaultValue\": true", in: text)
        let findings = try drift(Self.nodes(text)).findings
        #expect(findings.map(\.kind) == [.defaultChanged, .defaultChanged, .defaultChanged])
        let byProperty = Dictionary(uniqueKeysWithValues: findings.map { ($0.property ?? "", "\($0.repoValue ?? "") → \($0.figmaValue ?? "")") })
        #expect(byProperty == [
            "style": "Plain → Fancy",
            "icon": "AurumIcons.User.home (node 9:1) → node 9:3",
            "showsBadge": "false → true",
        ])
        #expect(findings.first { $0.property == "style" }?.location == location("\"Plain\"", occurrence: 1))
    }

    @Test func figmaPropertiesTheManifestDoesNotMapAreWarnings() throws {
        let text = M.replacing("\"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false }",
                               with: "\"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false },\n      \"Label#100:4\": { \"type\": \"TEXT\", \"defaultValue\": \"Hi\" }", in: Self.thing)
        let findings = try drift(Self.nodes(text)).findings
        #expect(findings.map(\.kind) == [.propertyAdded])
        #expect(findings.first?.kind.severity == .warning)
        #expect(findings.first?.message == "AurumThing: Figma's TEXT property 'Label' is not in the manifest")
    }

    @Test func iconNodesAreCheckedUnlessLeftOut() throws {
        let withoutIcons = Self.nodes(icons: ["9:1"])
        let findings = try drift(withoutIcons).findings
        #expect(findings.map(\.subject) == ["AurumIcons.User.homeFilled", "AurumIcons.User.user"])
        #expect(findings.allSatisfy { $0.kind == .nodeMissing })
        #expect(findings.first?.location == M.location(of: "\"9:2\"", in: M.icons, file: M.iconsFile))
        let skipped = try drift(withoutIcons, checksIcons: false)
        #expect(skipped.findings.isEmpty)
        #expect(skipped.statistics.icons == 0)
    }

    @Test func theRealManifestsMatchTheRecordedNodes() throws {
        let root = TestPaths.repoRoot
        let loaded = try ComponentManifestLoader.loadValidated(componentsDirectory: root.appendingPathComponent("tokens/components"),
                                                               iconsFile: root.appendingPathComponent("tokens/icons.json"), relativeTo: root)
        let result = ComponentDrift.compare(loaded.manifests, icons: nil, iconLookup: loaded.icons, nodes: try FigmaFixtures.nodes())
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        // Every manifest with a node is compared; AurumBannerHost is code-only.
        #expect(result.statistics.components == loaded.manifests.filter { $0.figmaNode != nil }.count)
        #expect(result.statistics.components == 4)
    }
}
