import Foundation
import Testing
@testable import AurumCodegenCore

/// Variables that alias other files: the REST fixtures in Fixtures/Figma/libraries are a product file
/// (`Theme` with Light, Dark and High Contrast, a mode its library does not have; `Layout`) aliasing the
/// `Core` library (Core Colors, Core Spacing, Core Modes with Light and Dark), whose colours alias the
/// `Foundations` library in turn, so a chain crosses files twice. One alias uses a republished subscribed ID
/// that only Core's published response links to its variable.
@Suite struct FigmaLibraryImportTests {
    static let directory = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Figma/libraries")

    static func local(_ name: String) throws -> FigmaVariablesResponse {
        var diagnostics = DiagnosticCollector()
        let json = try JSONReader.parse(contentsOf: directory.appendingPathComponent(name), displayPath: name)
        let response = FigmaVariablesParser.parse(json, file: name, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return response
    }

    static func libraries(published: Bool = true) throws -> [FigmaLibraryVariables] {
        var diagnostics = DiagnosticCollector()
        let json = try JSONReader.parse(contentsOf: directory.appendingPathComponent("core-published.json"), displayPath: "core-published.json")
        #expect(FigmaPublishedVariablesParser.isPublishedResponse(json))
        let corePublished = FigmaPublishedVariablesParser.parse(json, file: "core-published.json", diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return [FigmaLibraryVariables(name: "core-local.json", local: try local("core-local.json"), published: published ? corePublished : nil),
                FigmaLibraryVariables(name: "foundations-local.json", local: try local("foundations-local.json"))]
    }

    static func snapshot(libraries: [FigmaLibraryVariables]) throws -> (FigmaSnapshot, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: try local("product-local.json"), libraries: libraries, diagnostics: &diagnostics)
        return (snapshot, diagnostics.sorted)
    }

    static func importFiles(_ snapshot: FigmaSnapshot, partial: Bool = false) -> ([GeneratedFile], [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let files = FigmaVariablesImporter.files(for: snapshot, options: .init(partial: partial, libraryHint: "pass --library"), diagnostics: &diagnostics)
        return (files, diagnostics.sorted)
    }

    static func write(_ files: [GeneratedFile]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-libraries-\(UUID().uuidString)")
        _ = try OutputWriter().write(files, to: directory, dryRun: false)
        return directory
    }

    // MARK: Linking

    @Test func libraryCollectionsJoinTheSnapshotAndAliasesCrossFilesTwice() throws {
        let (snapshot, problems) = try Self.snapshot(libraries: try Self.libraries())
        #expect(problems.isEmpty, "\(problems)")
        #expect(snapshot.collections.map(\.name) == ["Theme", "Layout", "Core Colors", "Core Spacing", "Core Modes", "Brand Foundations"])
        #expect(snapshot.collections.map(\.library) == [nil, nil, "core-local.json", "core-local.json", "core-local.json", "foundations-local.json"])
        let remote = snapshot.collections.filter { $0.isRemote }.map(\.name)
        #expect(remote.isEmpty, "the file's remote copies are replaced by the libraries' own")
        #expect(snapshot.libraryGaps().isEmpty)
        let index = snapshot.variablesByID()
        let brand = try #require(snapshot.variables.first { $0.name == "color/text/brand" })
        // Light: product → Core Colors purple/500 → Foundations brand/purple.
        guard case .alias(let target)? = brand.value(forMode: "7:0")?.value else { Issue.record("not an alias"); return }
        #expect(target.name == "color/purple/500" && target.collectionName == "Core Colors")
        let purple = try #require(index[target.variableID])
        #expect(purple.id == "VariableID:c0000000000000000000000000000000000000a1/1:1")
        guard case .alias(let second)? = purple.values.first?.value else { Issue.record("not an alias"); return }
        #expect(second.name == "brand/purple" && second.collectionName == "Brand Foundations")
        #expect(snapshot.resolvedLiteral(of: brand, modeID: "7:0", index: index) == .color(FigmaColor(r: 0.5254902, g: 0.24313726, b: 0.9529412)))
        // The republished subscribed ID resolves only through the published response.
        let gap = try #require(snapshot.variables.first { $0.name == "layout/gap" })
        #expect(snapshot.resolvedLiteral(of: gap, modeID: "9:0", index: index) == .number(8))
        let (unpublished, _) = try Self.snapshot(libraries: try Self.libraries(published: false))
        #expect(unpublished.libraryGaps().map(\.needs.count) == [1])
        // High Contrast exists only in the product file: its alias into Core Modes resolves in Core Modes' default mode.
        let background = try #require(snapshot.variables.first { $0.name == "color/background" })
        #expect(snapshot.resolvedLiteral(of: background, modeID: "7:1", index: index) == .color(FigmaColor(r: 0.08235294, g: 0.08235294, b: 0.09411765)))
    }

    // MARK: Import

    @Test func importWritesEachLibraryCollectionAsItsOwnFileAndKeepsAliasesAcrossFiles() throws {
        let (snapshot, _) = try Self.snapshot(libraries: try Self.libraries())
        let (files, problems) = Self.importFiles(snapshot)
        #expect(problems.isEmpty, "\(problems)")
        #expect(files.map(\.relativePath) == [
            "theme/light.tokens.json", "theme/dark.tokens.json", "theme/high-contrast.tokens.json", "layout.tokens.json",
            "core-colors.tokens.json", "core-spacing.tokens.json", "core-modes/light.tokens.json", "core-modes/dark.tokens.json",
            "brand-foundations.tokens.json", "figma.resolver.json",
        ])
        func file(_ path: String) throws -> String { try #require(files.first { $0.relativePath == path }).contents }
        #expect(try file("theme/light.tokens.json").contains(#""$value": "{color.purple.500}""#))
        #expect(try file("theme/high-contrast.tokens.json").contains(#""$value": "{color.neutral.0}""#))
        #expect(try file("core-colors.tokens.json").contains(#""$value": "{brand.purple}""#))
        #expect(try file("core-colors.tokens.json").contains(#""com.figma.variableId": "VariableID:c0000000000000000000000000000000000000a1/1:1""#))
        #expect(try file("layout.tokens.json").contains(#""$value": "{space.8}""#))
        let resolver = try file("figma.resolver.json")
        #expect(resolver.contains(#""description": "Figma library collection 'Core Colors' (core-local.json).""#))
        #expect(resolver.contains(#""library": "foundations-local.json""#))

        // The files load as DTCG and resolve through both libraries.
        let directory = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        let brand = try #require(tokens.tokens.first { $0.pathString == "color.text.brand" })
        #expect(brand.aliasOf.values.contains(["color", "purple", "500"]))
        #expect(tokens.modifiers.map(\.name).sorted() == ["coreModes", "theme"])
    }

    @Test func withoutTheLibrariesEachMissingCollectionIsOneErrorWithAnExampleAndTheFix() throws {
        let (snapshot, _) = try Self.snapshot(libraries: [])
        let (_, problems) = Self.importFiles(snapshot)
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.allSatisfy { $0.severity == .error && $0.message.hasSuffix("pass --library, or import with --partial to write the rest") })
        #expect(problems.map { $0.location?.description ?? "" } == ["product-local.json:120:18", "product-local.json:148:18",
                                                                    "product-local.json:234:18", "product-local.json:252:18"])
        #expect(problems[0].message.hasPrefix("3 variables alias the library collection 'Core Colors' of another file, whose values this response does not have (e.g. 'color/text/brand' in mode 'Light' aliases 'color/purple/500')"))
        #expect(problems[1].message.hasPrefix("2 variables alias the library collection 'Core Modes'"))
        #expect(problems[2].message.hasPrefix("1 variable aliases the library collection 'Core Spacing'"))
        #expect(problems[3].message.hasPrefix("1 variable aliases variables that are in no collection of the response"))
        // Core alone: the chain into Foundations is covered by Core's remote copies, which carry values.
        let core = try Self.libraries().filter { $0.name == "core-local.json" }
        let (partly, _) = try Self.snapshot(libraries: core)
        let (files, warnings) = Self.importFiles(partly)
        #expect(warnings.count == 1 && warnings[0].severity == .warning, "\(warnings)")
        #expect(warnings[0].message.hasPrefix("4 variables alias the library collection 'Brand Foundations' of another file; the values this response carries for it are written instead of aliases"),
                "Core's two colours and the two product colours that reach them")
        #expect(try #require(files.first { $0.relativePath == "core-colors.tokens.json" }).contents.contains(##""hex": "#863ef3""##))
    }

    @Test func partialWritesWhatResolvesAndWarnsOncePerLibraryCollection() throws {
        let (snapshot, _) = try Self.snapshot(libraries: [])
        let (files, problems) = Self.importFiles(snapshot, partial: true)
        #expect(problems.count == 4 && problems.allSatisfy { $0.severity == .warning }, "\(problems)")
        #expect(problems[0].message.hasPrefix("left out 3 variables that alias the library collection 'Core Colors'"))
        let directory = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        #expect(tokens.tokens.map(\.pathString) == ["layout.columns"])
    }

    // MARK: Round trip

    @Test func importWithLibrariesThenDriftAgainstTheSameResponsesReportsNothing() throws {
        let (snapshot, _) = try Self.snapshot(libraries: try Self.libraries())
        let (files, _) = Self.importFiles(snapshot)
        let directory = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        let (report, problems) = DriftRoundTripTests.drift(snapshot, tokens)
        #expect(problems.isEmpty, "\(problems)")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.statistics.tokens?.matched == 17)
        #expect(report.statistics.tokens?.repoTokens == 17)
    }

    @Test func driftFindingsNameTheLibraryCollection() throws {
        let (snapshot, _) = try Self.snapshot(libraries: try Self.libraries())
        let (files, _) = Self.importFiles(snapshot)
        let directory = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        // Foundations' purple changes in Figma.
        var changed = snapshot
        let i = try #require(changed.variables.firstIndex { $0.name == "brand/purple" })
        changed.variables[i].values[0].value = .literal(.color(FigmaColor(r: 1, g: 0, b: 0)))
        let (report, _) = DriftRoundTripTests.drift(changed, tokens)
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.kind == .valueChanged && finding.subject == "brand.purple")
        #expect(finding.collection == "Brand Foundations" && finding.library == "foundations-local.json")
        #expect(finding.message.hasSuffix("(library collection 'Brand Foundations' (foundations-local.json))"))
        // Without the libraries the library tokens are not reported removed: one warning per gap says why.
        let (alone, _) = try Self.snapshot(libraries: [])
        let (unlinked, _) = DriftRoundTripTests.drift(alone, tokens)
        #expect(!unlinked.findings.contains { $0.kind == .removed })
        #expect(unlinked.statistics.tokens?.libraryTokensNotCompared == 10)
    }
}
