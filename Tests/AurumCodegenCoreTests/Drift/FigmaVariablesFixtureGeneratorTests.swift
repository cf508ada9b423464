import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenFixtures

@Suite struct FigmaVariablesFixtureGeneratorTests {
    @Test func generatesAValidDeterministicResponseOfTheRequestedSize() throws {
        let text = FigmaVariablesFixtureGenerator.variablesResponse()
        #expect(text == FigmaVariablesFixtureGenerator.variablesResponse())
        #expect(text != FigmaVariablesFixtureGenerator.variablesResponse(seed: 7))

        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(text, file: "bench.json"), file: "bench.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(response.variables.count == 5_000)
        #expect(response.collections.map(\.name) == ["Primitives", "Brand Library", "Theme"])
        #expect(response.variables.filter(\.isRemote).count == 50)
        #expect(response.variables.filter(\.isHiddenFromPublishing).count > 50)

        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)   // every alias names a variable the response has
        let index = snapshot.variablesByID()
        let theme = snapshot.variables.filter { $0.collectionName == "Theme" }
        #expect(theme.count == 1_980)
        #expect(theme.allSatisfy { variable in
            variable.values.allSatisfy { snapshot.resolvedLiteral(of: variable, modeID: $0.modeID, index: index)?.type == .color }
        })

        // The importer takes it whole: only the aliases into the library become values.
        let files = FigmaVariablesImporter.files(for: snapshot, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        // One warning for the one library collection, however many variables alias it.
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostics.diagnostics.allSatisfy { $0.message.contains("alias the library collection 'Brand Library' of another file") })
        #expect(files.map(\.relativePath) == ["primitives.tokens.json", "theme/light.tokens.json", "theme/dark.tokens.json", "figma.resolver.json"])
    }
}
