import Testing
@testable import AurumCodegenCore

/// Shape problems of a single manifest: each reported with its message at file:line:column.
@Suite struct ManifestParsingDiagnosticsTests {
    typealias F = ManifestFixtures
    let file = ManifestFixtures.manifestFile

    func at(_ needle: String, occurrence: Int = 1, in text: String) -> AurumCodegenCore.SourceLocation? {
        F.location(of: needle, occurrence: occurrence, in: text, file: file)
    }

    @Test func fixturesParseCleanly() throws {
        #expect(try F.parseDiagnostics(F.manifest).isEmpty)
        #expect(try F.parseDiagnostics(F.slotted, file: F.slottedFile).isEmpty)
        #expect(try F.validationDiagnostics(F.manifest).isEmpty)
        #expect(try F.validationDiagnostics(F.slotted, file: F.slottedFile).isEmpty)
    }

    @Test func missingRequiredKeyPointsAtTheObject() throws {
        let text = F.replacing("  \"family\": \"Navigation\",\n", with: "", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["component manifest is missing required key 'family'"])
        #expect(diagnostics.first?.location == .init(file: file, line: 1, column: 1))
    }

    @Test func mistypedFieldPointsAtTheValue() throws {
        let text = F.replacing("\"summary\": \"A thing.\"", with: "\"summary\": 42", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["'summary' in component manifest must be a string, not a number"])
        #expect(diagnostics.first?.location == at("42", in: text))
        #expect(diagnostics.first?.location == .init(file: file, line: 7, column: 14))
    }

    @Test func unknownKeyGetsASuggestion() throws {
        let text = F.replacing("  \"source\":", with: "  \"sourse\": \"x\",\n  \"source\":", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["unknown key 'sourse' in component manifest; did you mean 'source'?"])
        #expect(diagnostics.first?.location == .init(file: file, line: 9, column: 3))
    }

    @Test func everyProblemOfAFileIsReported() throws {
        let text = F.replacing("\"default\": \"Plain\"", with: "\"defualt\": \"Plain\"", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == [
            "property 'style' is missing required key 'default'",
            "unknown key 'defualt' in property 'style'; did you mean 'default'?",
        ])
        #expect(diagnostics.map(\.location) == [at("{\n      \"kind\": \"variant\"", in: text), at("\"defualt\"", in: text)])
    }

    @Test func instanceNodeIDIsRejected() throws {
        let text = F.replacing("\"100:1\"", with: "\"I100:1;2:3\"", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["'I100:1;2:3' is an instance node ID; Code Connect connects only main components and component sets, so use the main component's ID"])
        #expect(diagnostics.first?.location == .init(file: file, line: 4, column: 16))
    }

    @Test func urlFormNodeIDIsRejected() throws {
        let text = F.replacing("\"100:1\"", with: "\"100-1\"", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["'100-1' is the URL form of a node ID; write the API form '100:1'"])
        #expect(diagnostics.first?.location == at("\"100-1\"", in: text))
    }

    @Test func fileNameMustMatchTheComponentName() throws {
        let other = "tokens/components/AurumOther.component.json"
        let diagnostics = try F.parseDiagnostics(F.manifest, file: other)
        #expect(diagnostics.map(\.message) == ["component 'AurumThing' is declared in 'AurumOther.component.json'; name the file 'AurumThing.component.json'"])
        #expect(diagnostics.first?.location == .init(file: other, line: 3, column: 11))
    }

    @Test func codeConnectNeedsAFigmaNode() throws {
        let text = F.replacing("\"figmaNode\": \"100:1\",", with: "\"figmaNode\": null, \"figmaStatus\": \"codebase-only\",", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["'codeConnect' needs a Figma node to connect to; 'figmaNode' is null"])
        #expect(diagnostics.first?.location == at("\"codeConnect\"", in: text))
        #expect(diagnostics.first?.notes == [.init("figmaNode is null here", at: at("null", in: text))])
    }

    @Test func codeOnlyComponentNeedsAStatus() throws {
        var text = F.replacing("\"figmaNode\": \"100:1\",", with: "\"figmaNode\": null,", in: F.manifest)
        text = F.replacing("  \"codeConnect\": {\n    \"legacyFile\": \"FigmaConnect/AurumThing.figma.swift\",\n    \"example\": { \"call\": \"AurumThing\", \"arguments\": [{ \"property\": \"style\" }, { \"property\": \"icon\" }] }\n  },\n",
                           with: "", in: text)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["a component without a Figma node needs 'figmaStatus' saying why"])
        #expect(diagnostics.first?.location == at("null", in: text))
    }

    @Test func unknownPropertyKindGetsASuggestion() throws {
        let text = F.replacing("\"kind\": \"instanceSwap\"", with: "\"kind\": \"instanceswap\"", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["unknown property kind 'instanceswap' (expected variant, boolean, text, instanceSwap, children); did you mean 'instanceSwap'?"])
        #expect(diagnostics.first?.location == at("\"instanceswap\"", in: text))
    }

    @Test func argumentWithTwoSourcesIsRejected() throws {
        let text = F.replacing("{ \"property\": \"style\" }", with: "{ \"property\": \"style\", \"code\": \".plain\" }", in: F.manifest)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["argument 1 has both 'property' and 'code'; give exactly one"])
        #expect(diagnostics.first?.location == at("\"code\"", in: text))
    }

    @Test func malformedReferencesAreRejected() throws {
        var text = F.replacing("\"{color.text.normal}\"", with: "\"color.text.normal\"", in: F.manifest)
        text = F.replacing("\"icons\": []", with: "\"icons\": [\"Icons.User.home\"]", in: text)
        let diagnostics = try F.parseDiagnostics(text)
        #expect(diagnostics.map(\.message) == [
            "'color.text.normal' is not a token reference (expected {group.token}, e.g. {color.text.brand.normal})",
            "'Icons.User.home' is not an icon reference (expected AurumIcons.<Category>.<icon>)",
        ])
        #expect(diagnostics.map(\.location) == [at("\"color.text.normal\"", in: text), at("\"Icons.User.home\"", in: text)])
    }

    @Test func iconManifestShapeProblems() throws {
        let text = F.replacing("\"home\": {", with: "\"homeFilled\": {", in: F.icons)
        var diagnostics = DiagnosticCollector()
        _ = IconManifest.parse(try JSONReader.parse(text, file: F.iconsFile), file: F.iconsFile, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == ["icon name 'homeFilled' must not end in 'Filled': that suffix names an icon's filled style in Swift"])
        #expect(diagnostics.sorted.first?.location == F.location(of: "\"homeFilled\"", in: text, file: F.iconsFile))
    }
}
