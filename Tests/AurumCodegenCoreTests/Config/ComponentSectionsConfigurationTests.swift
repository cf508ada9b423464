import Foundation
import Testing
@testable import AurumCodegenCore

/// The `components`, `codeConnect`, `pages` and `figma` sections of aurum-codegen.json.
@Suite struct ComponentSectionsConfigurationTests {
    private func parse(_ text: String) throws(DiagnosticError) -> AurumConfiguration {
        try ConfigurationLoader.parse(text, file: "aurum-codegen.json", directory: URL(fileURLWithPath: "/project"))
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func allSections() throws {
        let config = try parse("""
        {
          "tokens": { "resolver": "tokens/aurum.resolver.json" },
          "components": { "manifests": "design/components", "icons": "design/icons.json", "output": "Sources/Components", "maxIconsPerFile": 100 },
          "codeConnect": { "output": "FigmaConnect/Templates", "legacyOutput": ".", "iconImports": ["import AurumIcons"] },
          "pages": { "output": "docs/components" },
          "figma": { "fileKey": "https://www.figma.com/design/AbC123/Aurum?node-id=1-2", "fileName": "Aurum-Design-System" }
        }
        """)
        #expect(config.components == ComponentsConfiguration(manifests: "design/components", icons: "design/icons.json",
                                                             output: "Sources/Components", maxIconsPerFile: 100))
        #expect(config.codeConnect == CodeConnectConfiguration(output: "FigmaConnect/Templates", legacyOutput: ".", iconImports: ["import AurumIcons"]))
        #expect(config.pages == PagesConfiguration(output: "docs/components"))
        #expect(config.figma == FigmaFileReference(fileKey: "AbC123", fileName: "Aurum-Design-System"))
        #expect(config.generatesComponents)
    }

    @Test func defaults() throws {
        let none = try parse(#"{ "tokens": { "resolver": "r.resolver.json" } }"#)
        #expect(none.components == nil && none.codeConnect == nil && none.pages == nil)
        #expect(!none.generatesComponents)
        #expect(none.figma == FigmaFileReference())
        #expect(none.figma.fileKey == FigmaFileReference.placeholderKey)
        let pagesOnly = try parse(#"{ "tokens": { "resolver": "r.resolver.json" }, "pages": { "output": "docs" }, "components": {} }"#)
        #expect(pagesOnly.components == ComponentsConfiguration())
        #expect(pagesOnly.components?.manifests == "tokens/components")
        #expect(pagesOnly.components?.icons == "tokens/icons.json")
        #expect(pagesOnly.generatesComponents)
    }

    @Test func mistakesAreReportedInPlace() {
        #expect(errors("""
        {
          "tokens": { "resolver": "r.resolver.json" },
          "components": { "ouput": "x", "maxIconsPerFile": 0 },
          "codeConnect": { "iconImports": ["Aurum"] },
          "pages": "docs",
          "figma": { "fileKey": "not a key", "fileName": "Aurum Design" }
        }
        """) == [
            "aurum-codegen.json:3:19: error: unknown key 'ouput' in 'components'; did you mean 'output'?",
            "aurum-codegen.json:3:52: error: 'components.maxIconsPerFile' must be a whole number greater than 0",
            "aurum-codegen.json:4:36: error: 'codeConnect.iconImports' entries must be one Swift import statement each ('import Aurum'), not 'Aurum'",
            "aurum-codegen.json:5:12: error: 'pages' must be an object, not a string",
            "aurum-codegen.json:6:25: error: 'figma.fileKey' must be a Figma file key (letters and digits) or a file URL, not 'not a key'",
            "aurum-codegen.json:6:50: error: 'figma.fileName': Figma file name 'Aurum Design' must be letters, digits, '-', '.', '_' or '~' (write spaces as '-', as Figma's links do)",
        ])
    }

    @Test func theRepositoryConfigurationWritesEverythingUnderTestsReferenceAurum() throws {
        let config = try ConfigurationLoader.load(contentsOf: TestPaths.repoRoot.appendingPathComponent(ConfigurationLoader.fileName))
        #expect(config.components?.output == "Tests/Reference/Aurum/Components")
        #expect(config.codeConnect?.output == "Tests/Reference/Aurum/FigmaConnect/Templates")
        #expect(config.codeConnect?.legacyOutput == "Tests/Reference/Aurum")
        #expect(config.pages?.output == "Tests/Reference/Aurum/Pages")
        #expect(config.figma.fileName == "Aurum")
    }
}
