import Foundation
import Testing
@testable import AurumCodegenCore
import AurumCodegenFixtures

/// The generated design system at real scale (FigmaLibrarySystemFixtureGenerator): 1,407 variables in 19
/// collections, 9 colour modes, 555 remote variables from two libraries. The benchmark times the same runs.
@Suite struct FigmaLibrarySystemScaleTests {
    static func read() throws -> (product: FigmaVariablesResponse, libraries: [FigmaLibraryVariables]) {
        let system = FigmaLibrarySystemFixtureGenerator.system()
        var diagnostics = DiagnosticCollector()
        let product = FigmaVariablesParser.parse(try JSONReader.parse(system.product, file: "product.json"), file: "product.json", diagnostics: &diagnostics)
        var libraries: [FigmaLibraryVariables] = []
        for library in system.libraries {
            let local = FigmaVariablesParser.parse(try JSONReader.parse(library.local, file: library.name), file: library.name, diagnostics: &diagnostics)
            let published = try JSONReader.parse(library.published, file: library.name + "-published")
            #expect(FigmaPublishedVariablesParser.isPublishedResponse(published))
            libraries.append(FigmaLibraryVariables(name: library.name, local: local,
                                                   published: FigmaPublishedVariablesParser.parse(published, file: library.name, diagnostics: &diagnostics)))
        }
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.sorted.prefix(3))")
        return (product, libraries)
    }

    @Test func theGeneratedFileHasTheShapeOfTheRealOne() throws {
        let (product, libraries) = try Self.read()
        #expect(product.variables.count == 1_407)
        #expect(product.collections.count == 19)
        #expect(product.collections.filter(\.isRemote).count == 5)
        #expect(product.variables.filter(\.isRemote).count == 555)
        #expect(product.collections.map(\.modes.count).max() == 9)
        #expect(libraries.map { $0.local.variables.count } == [464, 190])
        #expect(FigmaLibrarySystemFixtureGenerator.system().product == FigmaLibrarySystemFixtureGenerator.system().product, "deterministic")
    }

    @Test func importWithItsLibrariesThenDriftReportsNothing() throws {
        let (product, libraries) = try Self.read()
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: product, libraries: libraries, diagnostics: &diagnostics)
        #expect(snapshot.libraryGaps().isEmpty)
        let files = FigmaVariablesImporter.files(for: snapshot, options: .init(resolverName: "figma"), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.sorted.prefix(3))")
        #expect(files.count == 9 + 1 + 10 + 2 * 2 + 4 + 3 + 1 + 1, "Theme, Layout, 12 components (two with two modes), Core, Brand Accents, Brand Motion, the resolver")
        let directory = try FigmaLibraryImportTests.write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        let (report, problems) = DriftRoundTripTests.drift(snapshot, tokens)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(report.findings.isEmpty, "\(report.findings.prefix(3).map(\.message))")
        #expect(report.statistics.tokens?.matched == tokens.tokens.count)
    }

    @Test func withoutItsLibrariesTheErrorsAreOnePerLibraryCollection() throws {
        let (product, _) = try Self.read()
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: product, libraries: [], diagnostics: &diagnostics)
        _ = FigmaVariablesImporter.files(for: snapshot, options: .init(resolverName: "figma"), diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        #expect(errors.count == 4, "\(errors.map(\.message))")
        #expect(Set(errors.compactMap { $0.message.components(separatedBy: "'").dropFirst().first }) == ["Core Palette", "Core Spacing", "Core Radius", "Brand Accents"])
        #expect(diagnostics.diagnostics.count == errors.count)
    }
}
