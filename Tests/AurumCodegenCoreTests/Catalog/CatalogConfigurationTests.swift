import Foundation
import Testing
@testable import AurumCodegenCore

/// The `catalog` section: its keys, the contrast pairs, and pairs naming tokens that do not exist or are not
/// colours, each reported at its line and column.
@Suite struct CatalogConfigurationTests {
    static let directory = URL(fileURLWithPath: "/tmp/catalog-config")

    static func parse(_ catalog: String) throws(DiagnosticError) -> AurumConfiguration {
        try ConfigurationLoader.parse("""
        {
          "tokens": { "resolver": "\(TestPaths.repoRoot.path)/tokens/aurum.resolver.json" },
          "catalog": \(catalog)
        }
        """, file: "aurum-codegen.json", directory: directory)
    }

    static func diagnostics(_ catalog: String) -> [String] {
        do {
            _ = try parse(catalog)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func readsOutputTitleAndPairs() throws {
        let configuration = try Self.parse("""
        { "output": "docs/catalog", "title": "Aurum DS",
          "contrast": [{ "foreground": "color.text.normal", "background": "{color.container.page}" }] }
        """)
        let catalog = try #require(configuration.catalog)
        #expect(catalog.output == "docs/catalog" && catalog.title == "Aurum DS")
        #expect(catalog.contrast.map(\.foreground.value) == ["color.text.normal"])
        #expect(catalog.contrast.map(\.background.value) == ["color.container.page"])
        #expect(catalog.contrast[0].background.location == SourceLocation(file: "aurum-codegen.json", line: 4, column: 67))
        #expect(!configuration.catalogShowsComponents)
    }

    @Test func reportsMistakesInPlace() {
        #expect(Self.diagnostics("[]") == ["aurum-codegen.json:3:14: error: 'catalog' must be an object, not an array"])
        #expect(Self.diagnostics(#"{ "ouput": "x" }"#) == ["aurum-codegen.json:3:16: error: unknown key 'ouput' in 'catalog'; did you mean 'output'?"])
        #expect(Self.diagnostics(#"{ "output": "" }"#) == ["aurum-codegen.json:3:26: error: 'catalog.output' must not be empty"])
        #expect(Self.diagnostics(#"{ "contrast": {} }"#)
                == [#"aurum-codegen.json:3:28: error: 'catalog.contrast' must be an array of {"foreground": …, "background": …} pairs, not an object"#])
        #expect(Self.diagnostics(#"{ "contrast": ["color.text.normal"] }"#)
                == ["aurum-codegen.json:3:29: error: 'catalog.contrast[0]' must be an object with 'foreground' and 'background' token paths, not a string"])
        #expect(Self.diagnostics(#"{ "contrast": [{ "foreground": "color.text.normal", "backdrop": "x" }] }"#) == [
            "aurum-codegen.json:3:29: error: 'catalog.contrast[0]' needs 'background', a colour token path",
            "aurum-codegen.json:3:66: error: unknown key 'backdrop' in 'catalog.contrast[0]'; expected one of: 'foreground', 'background'",
        ])
        #expect(Self.diagnostics(#"{ "contrast": [{ "foreground": 3, "background": "" }] }"#) == [
            "aurum-codegen.json:3:45: error: 'catalog.contrast[0].foreground' must be a string, not a number",
            "aurum-codegen.json:3:62: error: 'catalog.contrast[0].background' must not be empty",
        ])
    }

    /// Token paths are checked once the tokens are loaded: an unknown one gets a suggestion, a non-colour one says
    /// what it is; both at the path in the configuration, and the run writes nothing.
    @Test func pairsMustNameColourTokens() throws {
        let configuration = try Self.parse("""
        { "output": "catalog",
          "contrast": [
            { "foreground": "color.text.nromal", "background": "color.container.page" },
            { "foreground": "color.text.normal", "background": "dimension.space.16" },
            { "foreground": "nothing.like.it", "background": "color.container.page" }
          ] }
        """)
        let generator = Generator(configuration: configuration)
        #expect {
            _ = try generator.plannedOutputs(for: try generator.loadTokens())
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "aurum-codegen.json:5:21: error: contrast foreground 'color.text.nromal' is not a token; did you mean 'color.text.normal'?",
                "aurum-codegen.json:6:56: error: contrast background 'dimension.space.16' is a dimension token; contrast pairs take colour tokens",
                "aurum-codegen.json:7:21: error: contrast foreground 'nothing.like.it' is not a token",
            ]
        }
    }
}
