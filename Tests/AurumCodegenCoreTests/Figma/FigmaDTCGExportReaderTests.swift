import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct FigmaDTCGExportReaderTests {
    private func exportSnapshot() throws -> (FigmaSnapshot, [Diagnostic]) {
        var files: [FigmaDTCGExportReader.File] = []
        for name in ["Primitives.tokens.json", "Theme.Light.tokens.json", "Theme.Dark.tokens.json"] {
            let url = FigmaFixtures.exportDirectory.appendingPathComponent(name)
            files.append(.init(json: try JSONReader.parse(contentsOf: url, displayPath: name), path: name))
        }
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaDTCGExportReader.snapshot(from: files, diagnostics: &diagnostics)
        return (snapshot, diagnostics.sorted)
    }

    /// The export and the REST response describe the same file, so they must agree on every local
    /// variable: name, type, modes and the value each mode resolves to.
    @Test func exportAgreesWithTheRESTResponse() throws {
        let (exported, diagnostics) = try exportSnapshot()
        #expect(diagnostics.map(\.description) == [
            "Theme.Light.tokens.json:75:16: warning: variable 'color/text/price' aliases 'gold/700', which the export does not include; its value is used",
        ])
        #expect(exported.collections.map(\.name) == ["Primitives", "Theme"])
        #expect(exported.collections[1].modes.map(\.name) == ["Light", "Dark"])
        #expect(exported.collections[1].defaultMode?.name == "Light")

        let rest = try FigmaFixtures.snapshot()
        let restByID = rest.variablesByID()
        let local = rest.variables.filter { !$0.isRemote }
        #expect(exported.variables.map(\.id) == local.map(\.id))
        let exportIndex = exported.variablesByID()
        for variable in exported.variables {
            let original = try #require(restByID[variable.id])
            #expect(variable.name == original.name)
            #expect(variable.type == original.type)
            #expect(variable.scopes == original.scopes)
            #expect(variable.isHiddenFromPublishing == original.isHiddenFromPublishing)
            #expect(variable.values.map(\.modeName) == original.values.map(\.modeName))
            for (exportedValue, restValue) in zip(variable.values, original.values) {
                let a = exported.resolvedLiteral(of: variable, modeID: exportedValue.modeID, index: exportIndex)
                let b = rest.resolvedLiteral(of: original, modeID: restValue.modeID, index: restByID)
                #expect(a == b, "\(variable.name) in \(exportedValue.modeName)")
            }
        }
        // Same-collection curly references and aliasData both become aliases by ID.
        let textBrand = try #require(exported.variables.first { $0.name == "color/text/brand/normal" })
        #expect(textBrand.values.first?.value == .alias(.init(variableID: "VariableID:5031:70", name: "color/brand/primary", collectionName: "Theme")))
        let brand = try #require(exported.variables.first { $0.name == "color/brand/primary" })
        #expect(brand.values.first?.value == .alias(.init(variableID: "VariableID:5012:1187", name: "color/purple/500", collectionName: "Primitives")))
    }

    @Test(arguments: [
        ("Theme.Light.tokens.json", "Light", "Theme"),
        ("exports/Theme/Dark.tokens.json", "Dark", "Theme"),
        ("Brand colours - Dark Mode.json", "Dark Mode", "Brand colours -"),
        ("Primitives.tokens.json", "Value", "Primitives"),
        ("Primitives.tokens.json", nil, "Primitives"),
    ] as [(String, String?, String)])
    func collectionNamesComeFromFileNames(path: String, mode: String?, collection: String) throws {
        let declared = mode.map { #""$extensions": {"com.figma.modeName": "\#($0)"}, "#} ?? ""
        let json = try JSONReader.parse(#"{\#(declared)"a": {"$type": "number", "$value": 1}}"#, file: path)
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaDTCGExportReader.snapshot(from: [FigmaDTCGExportReader.File(json: json, path: path)], diagnostics: &diagnostics)
        #expect(snapshot.collections.map(\.name) == [collection])
    }

    /// As `generate` groups them: files named after their mode are one collection per set of token paths, not one per folder.
    @Test func filesNamedAfterTheirModeAreGroupedByTheirTokenPaths() throws {
        func file(_ path: String, _ mode: String, _ tokens: String) throws -> FigmaDTCGExportReader.File {
            FigmaDTCGExportReader.File(json: try JSONReader.parse(#"{"$extensions": {"com.figma.modeName": "\#(mode)"}, \#(tokens)}"#, file: path), path: path)
        }
        let colour = #""bg": {"$type": "number", "$value": 1}"#
        let density = #""gap": {"$type": "number", "$value": 2}"#
        let files = [try file("export/Light.tokens.json", "Light", colour), try file("export/Dark.tokens.json", "Dark", colour),
                     try file("export/Compact.tokens.json", "Compact", density), try file("export/Regular.tokens.json", "Regular", density)]
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaDTCGExportReader.snapshot(from: files, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted.map(\.description))")
        #expect(snapshot.collections.map(\.name) == ["Light/Dark", "Compact/Regular"])
        #expect(snapshot.collections.map { $0.modes.map(\.name) } == [["Light", "Dark"], ["Compact", "Regular"]])
        #expect(snapshot.variables.map(\.collectionName) == ["Light/Dark", "Compact/Regular"])
    }

    @Test func nestedExtensionSpellingAndDTCGTypesAreRead() throws {
        let text = """
            {
              "$extensions": {"com.figma": {"modeName": "Compact"}},
              "space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}, "$extensions": {"com.figma": {"variableId": "VariableID:1:2", "scopes": ["GAP"]}}}},
              "font": {"f": {"$type": "fontFamily", "$value": ["Manrope", "sans-serif"]}},
              "tint": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
              "bad": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}},
              "shadow": {"$type": "shadow", "$value": {}}
            }
            """
        let file = FigmaDTCGExportReader.File(json: try JSONReader.parse(text, file: "Density.Compact.tokens.json"), path: "Density.Compact.tokens.json")
        #expect(file.modeName == "Compact")
        #expect(file.collectionName == "Density")
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaDTCGExportReader.snapshot(from: [file], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [
            "Density.Compact.tokens.json:4:51: warning: token 'font/f': a Figma variable holds one font family; 'Manrope' is used",
            "Density.Compact.tokens.json:5:40: warning: token 'tint': Figma variables are sRGB; the display-p3 colour is converted",
            "Density.Compact.tokens.json:6:43: error: token 'bad': Figma variables hold pixels; the unit 'rem' cannot be read",
            "Density.Compact.tokens.json:7:13: warning: token 'shadow' has the type 'shadow', which Figma variables cannot hold; it is ignored",
        ])
        #expect(snapshot.variables.map(\.name) == ["space/s", "font/f", "tint"])
        #expect(snapshot.variables[0].id == "VariableID:1:2")
        #expect(snapshot.variables[0].scopes == ["GAP"])
        #expect(snapshot.variables[0].values.first?.value == .literal(.number(4)))
        #expect(snapshot.variables[1].id == "name:Density/font/f")
        #expect(snapshot.variables[1].type == .string)
        guard case .literal(.color(let tint))? = snapshot.variables[2].values.first?.value else {
            Issue.record("tint should be a colour")
            return
        }
        // display-p3 red lies outside sRGB: it is gamut mapped to a strong sRGB red, not clipped to nothing.
        #expect(tint.r > 0.95 && tint.g < 0.25 && tint.b < 0.25)
    }

    @Test func modesOfACollectionMustNotRepeat() throws {
        let json = try JSONReader.parse(#"{"$extensions": {"com.figma.modeName": "Light"}}"#, file: "a.json")
        let files = [FigmaDTCGExportReader.File(json: json, path: "Theme.Light.tokens.json"),
                     FigmaDTCGExportReader.File(json: json, path: "Theme/Light.tokens.json")]
        var diagnostics = DiagnosticCollector()
        _ = FigmaDTCGExportReader.snapshot(from: files, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == ["two files export mode 'Light' of collection 'Theme'"])
    }
}
