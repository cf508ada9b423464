import Foundation
import Testing
@testable import AurumCodegenCore

/// Salesforce Theo files (Fixtures/Dialects/theo): detected from the root's shape, one summary warning per
/// construct and file in compatible mode and an error at each in strict mode, and the errors Theo itself
/// raises (an alias no file defines) at their line and column. The Swift is checked against its reference and
/// type-checked in `DialectGenerationTests`, `migrate` in `DialectMigrationTests`.
@Suite struct TheoDialectTests {
    typealias Loading = DialectLoadingTests

    @Test func detectedFromTheRootsShape() throws {
        for name in ["aliases.json", "buttons.json", "motion.json"] {
            let file = "theo/" + name
            let detection = DialectDetector.detect(try DialectFixtures.json(file), file: file)
            #expect(detection.dialect == .theo, "\(file): \(detection.reason)")
            #expect(detection.usesBareKeys)
        }
        let buttons = DialectDetector.detect(try DialectFixtures.json("theo/buttons.json"), file: "theo/buttons.json")
        #expect(buttons.reason == "its root has \"props\" and only Theo's other members, as Salesforce Theo writes it")
        #expect(buttons.evidence?.line == 7)

        // A Style Dictionary file with a group named "props" beside others is not Theo.
        let notTheo = try JSONReader.parse(##"{"props": {"a": {"value": 1}}, "color": {"b": {"value": "#fff"}}}"##, file: "sd.json")
        #expect(DialectDetector.detect(notTheo, file: "sd.json").dialect == .styleDictionary)
    }

    @Test func oneSummaryPerConstructAndFile() throws {
        let warnings = Loading.diagnostics(["theo"]).filter { $0.severity == .warning }.map(\.description)
        let buttons = Loading.display("theo/buttons.json"), motion = Loading.display("theo/motion.json")
        func summary(_ file: String, _ text: String) -> [String] { warnings.filter { $0.hasPrefix(file + ":") && $0.contains(text) } }
        #expect(summary(buttons, "4 values use Theo aliases").count == 1, "\(warnings)")
        #expect(summary(buttons, "2 tokens take members from Theo's \"global\"").count == 1, "\(warnings)")
        #expect(summary(buttons, "1 Theo import is read for its aliases").count == 1, "\(warnings)")
        #expect(summary(motion, "1 value uses a Theo alias").count == 1, "\(warnings)")
        #expect(summary(motion, "2 tokens take members from Theo's \"global\"").count == 1, "\(warnings)")
        #expect(summary(motion, "Theo import").isEmpty)
        #expect(!warnings.contains { $0.contains("which no token format defines") }, "category and meta are kept, not warned about")
        #expect(Loading.diagnostics(["theo"]).allSatisfy { $0.severity != .error })
    }

    @Test func strictModeReportsEachConstructWhereItIsWritten() throws {
        let errors = Loading.diagnostics(["theo/buttons.json"], options: TokenLoadOptions(strict: true)).filter { $0.severity == .error }
        let message = CompatibilityConstruct.theoImport.strictMessage
        #expect(errors.contains { $0.message == message && $0.location == (try? Loading.at("\"./aliases.json\"", in: "theo/buttons.json")) },
                "\(errors.map(\.description))")
        #expect(errors.filter { $0.message == CompatibilityConstruct.theoAlias.strictMessage }.count == 4)
    }

    @Test func aliasProblemsAreErrorsAtTheValue() throws {
        let directory = try SwiftCompiler.temporaryDirectory("theo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = """
            {
              "imports": ["colors.yml"],
              "aliases": { "A": "{!B}", "B": "{!A}" },
              "props": {
                "X": { "value": "{!MISSING}", "type": "color", "category": "c" },
                "Y": { "value": "{!A}", "type": "color", "category": "c" }
              }
            }
            """
        let file = directory.appendingPathComponent("tokens.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let errors = TokenLoader.check(inputs: [file], options: TokenLoadOptions()).diagnostics.filter { $0.severity == .error }
        let shown = TokenLoader.displayPath(for: file)
        let expected = [
            "\(shown):2:15: error: Theo import colors.yml is YAML; only JSON Theo files are read",
            "\(shown):5:21: error: unknown Theo alias {!MISSING}: no alias of that name in this file or its imports",
            "\(shown):6:21: error: circular Theo alias: A → B → A",
        ]
        for line in expected { #expect(errors.map(\.description).contains(line), "\(errors.map(\.description))") }
    }
}
