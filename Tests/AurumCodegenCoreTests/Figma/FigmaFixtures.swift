import Foundation
import Testing
@testable import AurumCodegenCore

/// The recorded Figma responses under Tests/AurumCodegenCoreTests/Fixtures/Figma.
enum FigmaFixtures {
    static let directory = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Figma")
    static let variablesURL = directory.appendingPathComponent("variables-local.json")
    static let nodesURL = directory.appendingPathComponent("nodes-aurum.json")
    static let exportDirectory = directory.appendingPathComponent("dtcg-export")

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    static func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    static func variables() throws -> FigmaVariablesResponse {
        let json = try JSONReader.parse(contentsOf: variablesURL, displayPath: "variables-local.json")
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(json, file: "variables-local.json", diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return response
    }

    static func nodes() throws -> FigmaNodesResponse {
        let json = try JSONReader.parse(contentsOf: nodesURL, displayPath: "nodes-aurum.json")
        var diagnostics = DiagnosticCollector()
        let response = FigmaNodesParser.parse(json, file: "nodes-aurum.json", diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return response
    }

    static func snapshot() throws -> FigmaSnapshot {
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: try variables(), nodes: try nodes(), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return snapshot
    }

    /// The 1-based line of the first occurrence of `needle` in the fixture, to check positions.
    static func line(of needle: String, in url: URL) throws -> Int {
        let text = try text(url)
        let range = try #require(text.range(of: needle))
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}

/// Parses `text` as a variables response and returns it with every diagnostic.
func parseVariables(_ text: String) throws -> (FigmaVariablesResponse, [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let response = FigmaVariablesParser.parse(try JSONReader.parse(text, file: "v.json"), file: "v.json", diagnostics: &diagnostics)
    return (response, diagnostics.sorted)
}

func parseNodes(_ text: String) throws -> (FigmaNodesResponse, [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let response = FigmaNodesParser.parse(try JSONReader.parse(text, file: "n.json"), file: "n.json", diagnostics: &diagnostics)
    return (response, diagnostics.sorted)
}
