import Testing
@testable import AurumCodegenCore

@Suite struct FigmaNodesParserTests {
    @Test func recordedAurumComponentsRead() throws {
        let response = try FigmaFixtures.nodes()
        #expect(response.entries.map(\.id) == ["5252:2274", "5575:14226", "4826:1058", "5531:795"])
        let nodes = response.entries.compactMap(\.node)
        #expect(nodes.map(\.name) == ["AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow"])
        #expect(nodes.allSatisfy { $0.type == "COMPONENT_SET" && $0.isComponentOrSet && $0.componentSetID == nil })

        let header = nodes[0]
        #expect(header.properties.map(\.key) == ["Right Content", "Profile Icon#5252:0", "Rewards#5252:2", "Notifications#5252:4"])
        #expect(header.properties.map(\.name) == ["Right Content", "Profile Icon", "Rewards", "Notifications"])
        #expect(header.properties.map(\.kind) == [.variant, .instanceSwap, .boolean, .boolean])
        #expect(header.property(named: "Right Content")?.variantOptions == ["Default", "Live Price"])
        #expect(header.property(named: "Right Content")?.defaultValue == .string("Default"))
        #expect(header.property(named: "Profile Icon")?.defaultValue == .string("7210:100"))
        #expect(header.property(named: "Profile Icon")?.preferredValues?.count == 2)
        #expect(header.property(named: "Rewards")?.defaultValue == .boolean(true))
        #expect(nodes[2].property(named: "Type")?.variantOptions?.count == 10)
        #expect(nodes[2].property(named: "Subtitle")?.defaultValue == .boolean(false))

        let line = try FigmaFixtures.line(of: "\"Profile Icon#5252:0\"", in: FigmaFixtures.nodesURL)
        #expect(header.property(named: "Profile Icon")?.location?.line == line)
    }

    @Test func nullNodesAndVariantsInsideSetsAreKept() throws {
        let text = """
            {"nodes": {
              "1:2": null,
              "3:4": {"document": {"id": "3:4", "name": "Size=Large", "type": "COMPONENT"},
                      "components": {"3:4": {"key": "k", "name": "Size=Large", "componentSetId": "3:1"}}}
            }}
            """
        let (response, diagnostics) = try parseNodes(text)
        #expect(diagnostics.isEmpty)
        #expect(response.entry(id: "1:2")?.node == nil)
        #expect(response.entry(id: "1:2") != nil)
        #expect(response.entry(id: "3:4")?.node?.componentSetID == "3:1")
        #expect(response.entry(id: "3:4")?.node?.properties.isEmpty == true)
    }

    @Test func unknownPropertyTypesAreKeptWithAWarning() throws {
        let text = """
            {"nodes": {"5:6": {"document": {"id": "5:6", "name": "Card", "type": "COMPONENT", "componentPropertyDefinitions": {
              "Content#5:7": {"type": "SLOT", "defaultValue": {"preferredInstances": []}},
              "Title#5:8": {"type": "TEXT", "defaultValue": "Hello"}
            }}}}}
            """
        let (response, diagnostics) = try parseNodes(text)
        #expect(diagnostics.map(\.description) == [
            "n.json:2:27: warning: property 'Content#5:7' of node '5:6' has the type 'SLOT', which aurum-codegen does not know yet; it is kept but not checked",
        ])
        let node = try #require(response.entry(id: "5:6")?.node)
        #expect(node.properties.map(\.kind) == [.other("SLOT"), .text])
        #expect(node.property(named: "Content")?.kind.figmaName == "SLOT")
        #expect(node.property(named: "Title")?.defaultValue == .string("Hello"))
    }

    @Test func malformedDefinitionsAreErrors() throws {
        let text = """
            {"nodes": {"5:6": {"document": {"id": "5:6", "name": "Card", "type": "COMPONENT_SET", "componentPropertyDefinitions": {
              "Size": {"type": "VARIANT", "defaultValue": "M"},
              "Shown#5:9": {"type": "BOOLEAN", "defaultValue": "yes"},
              "Count#5:10": {"type": "TEXT", "defaultValue": 3},
              "Broken": {"defaultValue": "x"}
            }}},
            "7:8": {"components": {}}}}
            """
        let (response, diagnostics) = try parseNodes(text)
        #expect(diagnostics.map(\.description) == [
            "n.json:2:11: error: property 'Size' of node '5:6' is a VARIANT without 'variantOptions'",
            "n.json:3:52: error: 'defaultValue' of property 'Shown#5:9' of node '5:6' does not fit its type BOOLEAN",
            "n.json:4:50: error: 'defaultValue' of property 'Count#5:10' of node '5:6' must be a string or boolean, not a number",
            "n.json:5:13: error: property 'Broken' of node '5:6' is missing required key 'type'",
            "n.json:7:8: error: node '7:8' is missing required key 'document'",
        ])
        #expect(response.entry(id: "5:6")?.node?.properties.map(\.name) == ["Size", "Shown", "Count"])
    }

    @Test func displayNameStripsFromTheLastHash() {
        #expect(FigmaComponentProperty.displayName(ofKey: "Title#5575:0") == "Title")
        #expect(FigmaComponentProperty.displayName(ofKey: "C# Label#12:3") == "C# Label")
        #expect(FigmaComponentProperty.displayName(ofKey: "Layout") == "Layout")
    }
}
