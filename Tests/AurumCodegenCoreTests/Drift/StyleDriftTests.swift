import Foundation
import Testing
@testable import AurumCodegenCore

/// Figma styles against the tokens `import figma-styles` wrote for them (Tests/Reference/FigmaStyles/Tokens, the
/// fixture imported with its variables): none when nothing changed; added, removed, renamed (same key) and
/// changed per property otherwise, in every drift format.
@Suite struct StyleDriftTests {
    static func repository() throws -> ResolvedTokenSet {
        let directory = ReferenceFiles.directory("FigmaStyles/Tokens")
        let configuration = AurumConfiguration(file: "aurum-codegen.json", directory: directory,
                                               tokens: TokensConfiguration(source: .resolver("figma.resolver.json")))
        return try Generator(configuration: configuration).loadTokens()
    }

    static func styles(styles list: String? = nil, nodes: String? = nil) throws -> [FigmaStyle] {
        var diagnostics = DiagnosticCollector()
        let styles = try FigmaStylesImporterTests.styles(nodes: nodes, styles: list, &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.message))")
        return styles
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: FigmaStylesImporterTests.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static func report(_ styles: [FigmaStyle]) throws -> DriftReport {
        var check = DriftCheck(tokens: try repository())
        check.styles = styles
        var diagnostics = DiagnosticCollector()
        let report = check.run(diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        return report
    }

    @Test func unchangedStylesHaveNoDrift() throws {
        let report = try Self.report(try Self.styles())
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(DriftTextRenderer.render(report).hasSuffix("Result: no drift; compared 10 Figma styles with 17 style tokens (17 matched)\n"))
    }

    @Test func addedRemovedRenamedAndChangedPerProperty() throws {
        let list = try Self.fixture("styles.json")
            .replacingOccurrences(of: "\"name\": \"Heading/H1\"", with: "\"name\": \"Heading/Display\"")
            .replacingOccurrences(of: "\"key\": \"3af0c2d3e4b5a6978899aabbccddeeff00112233\"", with: "\"key\": \"99f0c2d3e4b5a6978899aabbccddeeff00112233\"")
        let nodes = try Self.fixture("nodes.json")
            .replacingOccurrences(of: "\"fontSize\": 16, \"letterSpacing\": 0,", with: "\"fontSize\": 17, \"letterSpacing\": 0,")
            .replacingOccurrences(of: "\"textCase\": \"UPPER\"", with: "\"textCase\": \"SMALL_CAPS\"")
            .replacingOccurrences(of: "\"offset\": { \"x\": 0, \"y\": 2 }, \"radius\": 4, \"spread\": 1", with: "\"offset\": { \"x\": 0, \"y\": 2 }, \"radius\": 6, \"spread\": 1")
            .replacingOccurrences(of: "\"opacity\": 0.47999998927116394", with: "\"opacity\": 0.6")
        let report = try Self.report(try Self.styles(styles: list, nodes: nodes))
        let summary = report.findings.map { "\($0.kind.rawValue) \($0.subject) \($0.property ?? "-") \($0.repoValue ?? "-") → \($0.figmaValue ?? "-")" }
        #expect(summary == [
            // The grid style's new key: its four dimension tokens and one count are added, the old ones removed.
            "added Layout.Phone.columns.sectionSize - - → dimension",
            "added Layout.Phone.columns.gutterSize - - → dimension",
            "added Layout.Phone.columns.offset - - → dimension",
            "added Layout.Phone.columns.count - - → number",
            "added Layout.Phone.rows.sectionSize - - → dimension",
            "added Layout.Phone.rows.gutterSize - - → dimension",
            "added Layout.Phone.rows.offset - - → dimension",
            "added Layout.Phone.grid.sectionSize - - → dimension",
            "removed Layout.Phone.columns.count - Layout.Phone.columns.count → -",
            "removed Layout.Phone.columns.gutterSize - Layout.Phone.columns.gutterSize → -",
            "removed Layout.Phone.columns.offset - Layout.Phone.columns.offset → -",
            "removed Layout.Phone.columns.sectionSize - Layout.Phone.columns.sectionSize → -",
            "removed Layout.Phone.grid.sectionSize - Layout.Phone.grid.sectionSize → -",
            "removed Layout.Phone.rows.gutterSize - Layout.Phone.rows.gutterSize → -",
            "removed Layout.Phone.rows.offset - Layout.Phone.rows.offset → -",
            "removed Layout.Phone.rows.sectionSize - Layout.Phone.rows.sectionSize → -",
            "renamed Heading.H1 - Heading.H1 → Heading.Display",
            "valueChanged Body.Regular fontSize 16px → 17px",
            // Auto line height: Figma's measured 19.36 px over the new size.
            "valueChanged Body.Regular lineHeight 1.2102 → 1.139",
            "valueChanged Inset.Pressed blur 4px → 6px",
            "valueChanged Label.Overline textCase UPPER → SMALL_CAPS",
            "valueChanged Surface.Scrim color #0d14217a → #0d142199",
        ].sorted(), "\(summary.joined(separator: "\n"))")
    }

    /// Every format shows style findings.
    @Test func everyFormatReportsStyleDrift() throws {
        let nodes = try Self.fixture("nodes.json").replacingOccurrences(of: "\"fontSize\": 16, \"letterSpacing\": 0,", with: "\"fontSize\": 17, \"letterSpacing\": 0,")
        let report = try Self.report(try Self.styles(nodes: nodes))
        #expect(report.findings.map(\.property) == ["fontSize", "lineHeight"])
        #expect(DriftTextRenderer.render(report).contains("fontSize of style 'Body/Regular': 16px in the repository, 17px in Figma"))
        #expect(DriftJSONRenderer.render(report).contains("\"property\": \"fontSize\""))
        #expect(DriftGitHubRenderer.render(report).contains("fontSize of style 'Body/Regular'"))
        #expect(try DriftHTMLRenderer.render(report).contains("Body.Regular"))
    }
}
