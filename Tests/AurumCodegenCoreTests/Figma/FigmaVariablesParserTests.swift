import Testing
@testable import AurumCodegenCore

@Suite struct FigmaVariablesParserTests {
    @Test func recordedResponseReadsWithoutDiagnostics() throws {
        let json = try JSONReader.parse(contentsOf: FigmaFixtures.variablesURL, displayPath: "variables-local.json")
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(json, file: "variables-local.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(response.collections.map(\.name) == ["Primitives", "Theme", "Aurum Brand Library"])
        #expect(response.variables.count == 33)

        let theme = try #require(response.collections.first { $0.name == "Theme" })
        #expect(theme.modes == [FigmaMode(id: "5031:0", name: "Light"), FigmaMode(id: "5031:1", name: "Dark")])
        #expect(theme.defaultMode?.name == "Light")
        #expect(theme.variableIDs.first == "VariableID:5031:70")
        #expect(response.collections.filter(\.isRemote).map(\.name) == ["Aurum Brand Library"])
    }

    @Test func variablesKeepTheirValuesFlagsAndPositions() throws {
        let response = try FigmaFixtures.variables()
        let purple = try #require(response.variables.first { $0.id == "VariableID:5012:1187" })
        #expect(purple.name == "color/purple/500")
        #expect(purple.type == .color)
        #expect(purple.codeSyntax == ["iOS": "AurumColors.purple500"])
        #expect(purple.scopes == ["ALL_FILLS", "STROKE_COLOR", "EFFECT_COLOR"])
        guard case .literal(.color(let color)) = try #require(purple.value(forMode: "5012:0")).value else {
            Issue.record("purple 500 should be a colour literal")
            return
        }
        #expect(color.hex == "#863ef3")
        #expect(abs(color.r - 0.5254902243614197) < 1e-15)
        #expect(color.a == 1)
        // Positions point at the variable's object in the recorded file.
        let line = try FigmaFixtures.line(of: "\"VariableID:5012:1187\": {", in: FigmaFixtures.variablesURL)
        #expect(purple.location?.line == line)
        #expect(purple.location?.file == "variables-local.json")

        let header = try #require(response.variables.first { $0.name == "color/container/header" })
        #expect(header.valuesByMode.map(\.value) == [.alias(variableID: "VariableID:5031:130"), .alias(variableID: "VariableID:5031:131")])
        #expect(response.variables.first { $0.name == "color/debug/outline" }?.isHiddenFromPublishing == true)
        #expect(response.variables.filter(\.isRemote).map(\.name) == ["gold/700"])
        #expect(response.variables.first { $0.name == "font/weight/semiBold" }?.valuesByMode.first?.value == .literal(.number(600)))
        #expect(response.variables.first { $0.name == "flag/showsPriceTicker" }?.valuesByMode.first?.value == .literal(.boolean(true)))
        #expect(response.variables.first { $0.name == "copy/currencySymbol" }?.valuesByMode.first?.value == .literal(.string("CHF")))
    }

    @Test func figmaErrorBodyIsReportedNotParsed() throws {
        let (_, diagnostics) = try parseVariables(#"{"status": 403, "error": true, "message": "Invalid token"}"#)
        #expect(diagnostics.map(\.description) == ["v.json:1:1: error: the file holds a Figma error response, not variables: Invalid token"])
        let (_, missing) = try parseVariables(#"{"status": 200}"#)
        #expect(missing.map(\.description) == ["v.json:1:1: error: a Figma variables response needs 'meta' with 'variableCollections' and 'variables' (or those two alone)"])
    }

    /// Saved bodies come as the whole response, as `{"meta": …}` alone, as the contents of `meta`, or as a plugin's
    /// lists: all read as the same variables.
    @Test func theResponseItsMetaAndMetasContentsReadAlike() throws {
        let contents = """
            {"variableCollections": {"c": {"id": "c", "name": "Theme", "modes": [{"modeId": "m1", "name": "Light"}, {"modeId": "m2", "name": "Dark"}],
                                           "defaultModeId": "m1", "variableIds": ["v"]}},
             "variables": {"v": {"id": "v", "name": "color/bg", "variableCollectionId": "c", "resolvedType": "COLOR",
                                 "valuesByMode": {"m1": {"r": 1, "g": 1, "b": 1, "a": 1}, "m2": {"r": 0, "g": 0, "b": 0, "a": 1}}}}}
            """
        // The Plugin API's lists (`getLocalVariablesAsync()`, `getLocalVariableCollectionsAsync()`), as plugins save them.
        let plugin = """
            {"variables": [{"id": "v", "name": "color/bg", "variableCollectionId": "c", "resolvedType": "COLOR",
                            "valuesByMode": {"m1": {"r": 1, "g": 1, "b": 1, "a": 1}, "m2": {"r": 0, "g": 0, "b": 0, "a": 1}}}],
             "variableCollections": [{"id": "c", "name": "Theme", "modes": [{"modeId": "m1", "name": "Light"}, {"modeId": "m2", "name": "Dark"}],
                                      "defaultModeId": "m1", "variableIds": ["v"]}]}
            """
        for body in [#"{"status": 200, "error": false, "meta": "# + contents + "}", #"{"meta": "# + contents + "}", contents, plugin] {
            let (response, diagnostics) = try parseVariables(body)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
            #expect(response.collections.map(\.name) == ["Theme"])
            #expect(response.variables.map(\.name) == ["color/bg"])
            #expect(response.variables.first?.valuesByMode.count == 2)
        }
    }

    /// Plugins save each collection with its modes and variables: a list of them, one alone, or a root array; modes by
    /// id or name, values keyed either way, colours as CSS text, aliases by name.
    @Test func pluginCollectionsReadAsTheResponseWould() throws {
        let listed = """
            {"collections": [
              {"name": "Primitives", "modes": [{"name": "Value", "modeId": "p"}],
               "variables": [{"name": "color/zinc/0", "type": "COLOR", "valuesByMode": {"p": "#FFFFFF"}}]},
              {"name": "Semantics", "modes": [{"name": "Light", "modeId": "l"}, {"name": "Dark", "modeId": "d"}],
               "variables": [{"name": "color/bg", "type": "COLOR",
                              "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "target": "color/zinc/0"}, "d": "#0a0a0a80"}}]}]}
            """
        let alone = """
            {"name": "App", "modes": {"value": "Value"}, "defaultModeId": "value",
             "variables": [{"name": "color/primary", "resolvedType": "COLOR", "valuesByMode": {"value": "#6835e7ff"}},
                           {"name": "space/sm", "resolvedType": "FLOAT", "valuesByMode": {"value": 8}}]}
            """
        let array = """
            [{"collection": "Base", "modes": ["Mode 1"], "variables": [{"name": "radius/sm", "type": "number", "values": {"Mode 1": 4}},
                                                                      {"name": "radius/card", "type": "number", "values": {"Mode 1": "{radius/sm}"}}]}]
            """
        let (l, ld) = try parseVariables(listed)
        #expect(ld.isEmpty, "\(ld.map(\.description))")
        #expect(l.collections.map(\.name) == ["Primitives", "Semantics"])
        #expect(l.collections[1].modes.map(\.name) == ["Light", "Dark"])
        let bg = try #require(l.variables.first { $0.name == "color/bg" })
        let zinc = try #require(l.variables.first { $0.name == "color/zinc/0" })
        #expect(bg.value(forMode: "l")?.value == .alias(variableID: zinc.id))
        guard case .literal(.color(let dark))? = bg.value(forMode: "d")?.value else { Issue.record("the dark value should be a colour"); return }
        #expect(abs(dark.a - 0.50196) < 0.0001 && abs(dark.r - 0.03922) < 0.0001)

        let (a, ad) = try parseVariables(alone)
        #expect(ad.isEmpty, "\(ad.map(\.description))")
        #expect(a.collections.map(\.name) == ["App"] && a.variables.count == 2)
        #expect(a.variables.first(where: { $0.name == "space/sm" })?.type == .float)

        let (r, rd) = try parseVariables(array)
        #expect(rd.isEmpty, "\(rd.map(\.description))")
        let card = try #require(r.variables.first { $0.name == "radius/card" })
        let small = try #require(r.variables.first { $0.name == "radius/sm" })
        #expect(r.collections.first?.modes.map(\.name) == ["Mode 1"])
        #expect(card.valuesByMode.first?.value == .alias(variableID: small.id))
    }

    @Test func badCollectionsAreReportedWhereTheyAre() throws {
        let text = """
            {"meta": {
              "variableCollections": {
                "c1": {"id": "c1", "name": "A", "modes": [], "defaultModeId": "m"},
                "c2": {"id": "c2", "name": "B", "modes": [{"modeId": "m1", "name": "One"}], "defaultModeId": "m9"},
                "c3": {"id": "c3", "modes": [{"modeId": 1, "name": "One"}], "defaultModeId": "1"},
                "c4": "nope"
              },
              "variables": {}
            }}
            """
        let (response, diagnostics) = try parseVariables(text)
        #expect(response.collections.isEmpty)
        #expect(diagnostics.map(\.description) == [
            "v.json:3:46: error: variable collection 'c1' has no modes",
            "v.json:4:98: error: variable collection 'c2': defaultModeId 'm9' is not one of its modes",
            "v.json:5:11: error: variable collection 'c3' is missing required key 'name'",
            "v.json:5:45: error: 'modeId' in a mode of variable collection 'c3' must be a string, not a number",
            "v.json:6:11: error: variable collection 'c4' must be an object, not a string",
        ])
    }

    @Test func valuesAreCheckedAgainstTheVariableType() throws {
        let text = """
            {"meta": {
              "variableCollections": {"c": {"id": "c", "name": "C", "modes": [{"modeId": "m", "name": "M"}], "defaultModeId": "m"}},
              "variables": {
                "v1": {"id": "v1", "name": "a/colour", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": "#fff"}},
                "v2": {"id": "v2", "name": "a/red", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"m": {"r": 1.5, "g": 0, "b": 0, "a": 1}}},
                "v3": {"id": "v3", "name": "a/size", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": true}},
                "v4": {"id": "v4", "name": "a/link", "variableCollectionId": "c", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS"}}},
                "v5": {"id": "v5", "name": "a/future", "variableCollectionId": "c", "resolvedType": "GRADIENT", "valuesByMode": {}},
                "v6": {"id": "v6", "name": "a//b", "variableCollectionId": "x", "resolvedType": "STRING", "valuesByMode": {"m": "s", "other": "t"}}
              }
            }}
            """
        let (response, diagnostics) = try parseVariables(text)
        #expect(diagnostics.map(\.description) == [
            "v.json:4:120: error: variable 'a/colour' in mode 'm': a COLOR value must be an object {r, g, b, a}, not a string",
            "v.json:5:123: error: variable 'a/red' in mode 'm': colour channel 'r' must be a number from 0 to 1",
            "v.json:6:118: error: variable 'a/size' in mode 'm': a FLOAT value cannot be a boolean",
            "v.json:7:118: error: variable 'a/link' in mode 'm': an alias needs the target variable's 'id' as a string",
            "v.json:8:89: warning: variable 'a/future' has the unknown type 'GRADIENT' and is ignored (known: COLOR, FLOAT, STRING, BOOLEAN)",
            "v.json:9:11: error: variable 'a//b' belongs to the unknown collection 'x'",
            "v.json:9:32: error: variable name 'a//b' has an empty group or name between '/' separators",
        ])
        #expect(response.variables.map(\.id) == ["v1", "v2", "v3", "v4", "v6"])
    }

    @Test func duplicateIDsAndUnknownModesAreReported() throws {
        let text = """
            {"meta": {
              "variableCollections": {"c": {"id": "c", "name": "C", "modes": [{"modeId": "m", "name": "M"}], "defaultModeId": "m"}},
              "variables": {
                "v1": {"id": "v1", "name": "a", "variableCollectionId": "c", "resolvedType": "BOOLEAN", "valuesByMode": {"m": true, "z": false}},
                "v2": {"id": "v1", "name": "b", "variableCollectionId": "c", "resolvedType": "BOOLEAN", "valuesByMode": {"m": false}}
              }
            }}
            """
        let (_, diagnostics) = try parseVariables(text)
        #expect(diagnostics.map(\.description) == [
            "v.json:4:126: warning: variable 'a' has a value for mode 'z', which collection 'C' does not have; it is ignored",
            "v.json:5:5: warning: variable 'b' is listed under 'v2' but has the id 'v1'; the id is used",
            "v.json:5:11: error: two variables have the id 'v1'\nv.json:4:11: note: first one here",
        ])
    }
}
