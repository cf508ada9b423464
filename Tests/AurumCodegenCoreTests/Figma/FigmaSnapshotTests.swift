import Testing
@testable import AurumCodegenCore

@Suite struct FigmaSnapshotTests {
    @Test func restResponseNormalisesToNamesAndModes() throws {
        let snapshot = try FigmaFixtures.snapshot()
        #expect(snapshot.collections.map(\.name) == ["Primitives", "Theme", "Aurum Brand Library"])
        #expect(snapshot.components.map(\.name) == ["AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow"])
        // Collection order, then Figma's panel order within each collection.
        #expect(snapshot.variables.first?.name == "color/white")
        #expect(snapshot.variables.last?.name == "gold/700")

        let textBrand = try #require(snapshot.variables.first { $0.name == "color/text/brand/normal" })
        #expect(textBrand.path == ["color", "text", "brand", "normal"])
        #expect(textBrand.values.map(\.modeName) == ["Light", "Dark"])
        #expect(textBrand.values.map(\.value) == [
            .alias(.init(variableID: "VariableID:5031:70", name: "color/brand/primary", collectionName: "Theme")),
            .alias(.init(variableID: "VariableID:5031:70", name: "color/brand/primary", collectionName: "Theme")),
        ])
        let price = try #require(snapshot.variables.first { $0.name == "color/text/price" })
        #expect(price.values.first?.value == .alias(.init(variableID: "VariableID:8c41f9a2d07b3e56c1d2e3f4a5b6c7d8e9f0a1b2/1296:41",
                                                          name: "gold/700", collectionName: "Aurum Brand Library")))
        #expect(snapshot.variables.first { $0.name == "gold/700" }?.isRemote == true)
    }

    @Test(arguments: [
        ("color/text/brand/normal", "Light", "#863ef3"),   // → brand/primary → purple/500
        ("color/text/brand/normal", "Dark", "#bda7fe"),    // → brand/primary → purple/300
        ("color/container/header", "Dark", "#16161d"),     // → container/page → neutral/900
        ("color/text/price", "Light", "#8f6b02"),          // → the remote library's gold/700
        ("color/shadow/ambient", "Dark", "#000000"),       // a literal in this mode
    ])
    func aliasesResolveAcrossCollectionsAndModes(name: String, mode: String, hex: String) throws {
        let snapshot = try FigmaFixtures.snapshot()
        let variable = try #require(snapshot.variables.first { $0.name == name })
        let modeID = try #require(snapshot.collection(id: variable.collectionID)?.modes.first { $0.name == mode }?.id)
        guard case .color(let color) = try #require(snapshot.resolvedLiteral(of: variable, modeID: modeID)) else {
            Issue.record("\(name) should resolve to a colour")
            return
        }
        #expect(color.hex == hex)
    }

    @Test func missingTargetsWarnAndCyclesDoNotHang() throws {
        let text = """
            {"meta": {
              "variableCollections": {"c": {"id": "c", "name": "C", "modes": [{"modeId": "m", "name": "M"}, {"modeId": "n", "name": "N"}], "defaultModeId": "m"}},
              "variables": {
                "a": {"id": "a", "name": "a", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "b"}, "n": 1}},
                "b": {"id": "b", "name": "b", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "a"}, "n": 2}},
                "d": {"id": "d", "name": "d", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "gone"}}}
              }
            }}
            """
        let (response, parseDiagnostics) = try parseVariables(text)
        #expect(parseDiagnostics.isEmpty)
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [
            "v.json:6:10: warning: variable 'd' has no value for mode 'N' of collection 'C'",
        ])
        // The alias to a variable the response lacks is a library gap, summarised by the importer and drift.
        #expect(snapshot.libraryGaps().map { $0.needs.map(\.variable.id) } == [["d"]])
        let a = try #require(snapshot.variables.first { $0.id == "a" })
        #expect(snapshot.resolvedLiteral(of: a, modeID: "m") == nil)
        #expect(snapshot.resolvedLiteral(of: a, modeID: "n") == .number(1))
        let d = try #require(snapshot.variables.first { $0.id == "d" })
        #expect(d.values.first?.value == .alias(.init(variableID: "gone")))
        #expect(snapshot.resolvedLiteral(of: d, modeID: "m") == nil)
    }
}
