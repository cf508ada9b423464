import Foundation
import Testing
@testable import AurumCodegenCore

/// Inputs Code Connect output cannot carry are reported with their place, and nothing is generated.
@Suite struct CodeConnectDiagnosticsTests {
    static func messages(_ manifest: String, options: CodeConnectOptions = CodeConnectGeneratorTests.options) throws -> [String] {
        let (manifests, icons) = try EscapingFixtures.inputs(manifest: manifest)
        do {
            _ = try CodeConnectGenerator(options: options).generate(manifests: manifests, icons: icons, templates: try GenerationFixtures.templates())
            return []
        } catch {
            return (error as? DiagnosticError)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    @Test func aSourcePathSpanningLinesWouldEndTheDirective() throws {
        let manifest = EscapingFixtures.manifestJSON.replacingOccurrences(of: #""source": "Sources/Aurum/Thing \"é\".swift""#, with: #""source": "Sources/A\n// url=evil""#)
        #expect(try Self.messages(manifest) == [
            "\(EscapingFixtures.file):1:1: error: source path of AurumThing spans lines; it becomes the template file's '// source=' directive",
        ])
    }

    @Test func legacyPathsStayInsideTheirFolder() throws {
        let manifest = EscapingFixtures.manifestJSON.replacingOccurrences(of: #""legacyFile": "FigmaConnect/AurumThing.figma.swift""#, with: #""legacyFile": "../AurumThing.figma.swift""#)
        #expect(try Self.messages(manifest) == [
            "\(EscapingFixtures.file):11:19: error: 'legacyFile' must be a relative path inside the legacy output folder, found '../AurumThing.figma.swift'",
        ])
    }

    @Test func childrenPassedToTheExampleNeedAnItemExample() throws {
        let manifest = EscapingFixtures.manifestJSON
            .replacingOccurrences(of: #"{ "property": "shows" }]"#, with: #"{ "property": "shows" }, { "property": "rows" }]"#)
            .replacingOccurrences(of: #""properties": {"#, with: #""properties": { "rows": { "kind": "children", "layers": ["Row 1"], "swift": { "parameter": "rows", "type": "[Row]" } },"#)
        let found = try Self.messages(manifest)
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("error: the Code Connect example passes children property 'rows', whose 'item' needs an 'example' showing one layer") == true)
    }

    @Test func theFigmaFileMustFitInAURL() throws {
        let options = CodeConnectOptions(figmaFile: FigmaFileReference(fileKey: "abc/def", fileName: "Aurum Design"))
        #expect(try Self.messages(EscapingFixtures.manifestJSON, options: options) == [
            "error: Figma file key 'abc/def' must be letters and digits, as in https://www.figma.com/design/<fileKey>/…",
            "error: Figma file name 'Aurum Design' must be letters, digits, '-', '.', '_' or '~' (write spaces as '-', as Figma's links do)",
        ])
    }
}
