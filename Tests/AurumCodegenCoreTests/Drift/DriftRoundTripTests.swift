import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenFixtures

/// Import then drift reports nothing; and the real Aurum tokens against the recorded Figma file
/// report exactly the differences the fixture was modelled with.
@Suite struct DriftRoundTripTests {
    /// Imports `snapshot` with the existing importer into a temporary directory and loads it back.
    static func imported(_ snapshot: FigmaSnapshot) throws -> (ResolvedTokenSet, URL) {
        var diagnostics = DiagnosticCollector()
        let files = FigmaVariablesImporter.files(for: snapshot, options: .init(resolverName: "figma"), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-roundtrip-\(UUID().uuidString)")
        _ = try OutputWriter().write(files, to: directory, dryRun: false)
        return (try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json")), directory)
    }

    static func drift(_ snapshot: FigmaSnapshot, _ tokens: ResolvedTokenSet) -> (DriftReport, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let report = DriftCheck(figma: snapshot, tokens: tokens).run(diagnostics: &diagnostics)
        return (report, diagnostics.sorted)
    }

    @Test func importingTheRecordedResponseThenDriftingReportsNothing() throws {
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: try FigmaFixtures.variables(), diagnostics: &diagnostics)
        let (tokens, directory) = try Self.imported(snapshot)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (report, problems) = Self.drift(snapshot, tokens)
        #expect(problems.isEmpty, "\(problems)")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let statistics = try #require(report.statistics.tokens)
        // Every local variable became a token and matched: the STRING and BOOLEAN ones DTCG has no type for
        // too, read back from the importer's com.aurum.figma.variables as string and boolean tokens.
        #expect(statistics.figmaVariables == snapshot.variables.filter { !$0.isRemote }.count)
        #expect(statistics.skippedFigmaVariables == 0)
        #expect(statistics.matched == statistics.figmaVariables)
        #expect(statistics.repoTokens == statistics.matched)
        #expect(Set(tokens.tokens.filter { $0.type == .string || $0.type == .boolean }.map(\.pathString)) == ["copy.currencySymbol", "flag.showsPriceTicker"])
    }

    /// Figma's opacity variables are percentages: imported as fractions, drift compares them at that scale and still
    /// finds a changed one; a file whose opacities are all fractions already keeps them as they are.
    @Test func opacityPercentagesImportAsFractionsAndDriftAtThatScale() throws {
        let entries: [TestSnapshot.Entry] = [
            .init("opacity/disabled", .float, [.number(38)], scopes: ["OPACITY"]),
            .init("opacity/full", .float, [.number(100)], scopes: ["OPACITY"]),
            .init("opacity/muted", .float, [.alias("opacity/disabled")], scopes: ["OPACITY"]),
            .init("space/base", .float, [.number(8)], scopes: ["GAP"]),
        ]
        let snapshot = TestSnapshot(entries).snapshot
        let (tokens, directory) = try Self.imported(snapshot)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(tokens.token("opacity.disabled")?.value(in: tokens.defaultContext).map { "\($0)" } == "number(0.38)")
        #expect(tokens.token("opacity.full")?.value(in: tokens.defaultContext).map { "\($0)" } == "number(1)")
        let (report, problems) = Self.drift(snapshot, tokens)
        #expect(problems.isEmpty && report.findings.isEmpty, "\(report.findings.map(\.message))")
        var changed = entries
        changed[0].values = [.number(40)]
        let (drifted, _) = Self.drift(TestSnapshot(changed).snapshot, tokens)
        #expect(drifted.findings.map(\.kind) == [.valueChanged], "\(drifted.findings.map(\.message))")

        let fractions = TestSnapshot([.init("opacity/overlay", .float, [.number(0.4)], scopes: ["OPACITY"])]).snapshot
        let (kept, keptDirectory) = try Self.imported(fractions)
        defer { try? FileManager.default.removeItem(at: keptDirectory) }
        #expect(kept.token("opacity.overlay")?.value(in: kept.defaultContext).map { "\($0)" } == "number(0.4)")
    }

    @Test func importingAGeneratedFiveThousandVariableResponseThenDriftingReportsNothing() throws {
        let text = FigmaVariablesFixtureGenerator.variablesResponse(variableCount: 5_000)
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(text, file: "generated.json"), file: "generated.json", diagnostics: &diagnostics)
        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        let (tokens, directory) = try Self.imported(snapshot)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (report, problems) = Self.drift(snapshot, tokens)
        #expect(problems.isEmpty)
        #expect(report.findings.isEmpty, "\(report.findings.prefix(5).map(\.message))")
        #expect(report.statistics.tokens?.matched == tokens.tokens.count)
    }

    @Test func theRealTokensDifferFromTheRecordedFileExactlyWhereTheFixtureDoes() throws {
        let tokens = try TokenLoader.load(resolver: TestPaths.repoRoot.appendingPathComponent("tokens/aurum.resolver.json"))
        var diagnostics = DiagnosticCollector()
        let snapshot = FigmaSnapshot(variables: try FigmaFixtures.variables(), diagnostics: &diagnostics)
        let (report, problems) = Self.drift(snapshot, tokens)
        #expect(problems.isEmpty, "\(problems)")

        // In Figma only: a debug colour and an opacity the repo has no token for.
        #expect(report.findings.filter { $0.kind == .added }.map(\.figmaName) == ["color/debug/outline", "opacity/disabled"])

        // Aliases differ in the dark theme: Figma writes the ambient shadow as a value and points
        // the price at gold/500, where the repo aliases alpha.black.40 and gold.300.
        let aliases = report.findings.filter { $0.kind == .aliasTargetChanged }
        #expect(aliases.map(\.subject) == ["color.shadow.ambient", "color.text.price"])
        #expect(aliases.map(\.mode) == ["Dark", "Dark"])
        #expect(aliases.map(\.repoValue) == ["{color.alpha.black.40}", "{color.gold.300}"])
        #expect(aliases.map(\.figmaValue) == ["#00000066", "{color/gold/500}"])
        #expect(aliases.allSatisfy { $0.location?.file == "tokens/semantic/dark.tokens.json" })

        // Removed: every token Figma could hold (colour, dimension, number, font weight or family)
        // that is not deprecated and that no Figma variable names or records the ID of. Worked out
        // here from the raw fixture, independently of the matcher.
        let raw = try JSONSerialization.jsonObject(with: Data(contentsOf: FigmaFixtures.variablesURL)) as! [String: Any]
        let variables = ((raw["meta"] as! [String: Any])["variables"] as! [String: [String: Any]]).values
        let local = variables.filter { ($0["remote"] as? Bool) != true }
        let names = Set(local.map { ($0["name"] as! String).lowercased().replacingOccurrences(of: "/", with: ".") })
        let ids = Set(local.map { $0["id"] as! String })
        let figmaTypes: Set<TokenType> = [.color, .dimension, .number, .fontWeight, .fontFamily]
        let expectedRemoved = tokens.tokens.filter { token in
            let id = (token.extensions?["com.figma.variableId"] ?? token.extensions?["com.aurum.figma"]?["variableId"])?.string
            return figmaTypes.contains(token.type) && token.deprecated == nil
                && !names.contains(token.path.filter { $0 != "$root" }.joined(separator: ".").lowercased()) && !(id.map(ids.contains) ?? false)
        }.map(\.pathString)
        let removed = report.findings.filter { $0.kind == .removed }
        #expect(Set(removed.map(\.subject)) == Set(expectedRemoved))
        #expect(removed.count == expectedRemoved.count)
        #expect(removed.contains { $0.subject == "color.vivid.purple" && $0.figmaVariableID == "VariableID:5012:1402" })

        // Nothing else: every matched value agrees (font.weight.semiBold's keyword and Figma's 600,
        // letter spacing's -0.2 and Figma's 32-bit float, the library gold in Light).
        #expect(Set(report.findings.map(\.kind)) == [.added, .aliasTargetChanged, .removed])
        #expect(report.statistics.tokens?.matched == (report.statistics.tokens?.figmaVariables ?? 0) - 2 - 2)   // less the added and the skipped
    }
}
