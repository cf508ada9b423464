import Foundation
import Testing
@testable import AurumCodegenCore

/// Real sets from ../shared/corpus whose files are (or are detected as) DTCG 2025.10 and hold what
/// compatible mode reads: each generates by default with no error, its Swift type-checks, and the
/// summary warnings name the constructs it holds.
@Suite struct CompatibleCorpusTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var source: TokensConfiguration.Source
        /// Phrases the summary warnings hold (one warning each).
        var warnings: [String]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "playground-figma-sds", source: .resolver("dtcg-2025.10-playground/figma-sds/sds.resolver.json"),
            warnings: ["typography members are missing and take their documented defaults"]),
        Row(name: "sd-basic", source: .files(["style-dictionary-examples/examples/basic/tokens"]),
            warnings: ["shadow, transition, border or gradient members are missing", "the type \"fontSize\"", "typography members are missing",
                       "colours are hex strings", "durations are strings"]),
        Row(name: "tz-typography", source: .resolver("terrazzo-fixtures/types/type-typography/typography.resolver.json"),
            warnings: ["members of composite values are not DTCG 2025.10", "letter spacings are relative to the font size",
                       "line height is a dimension"]),
        Row(name: "tz-primer-legacy", source: .files(["terrazzo-fixtures/github-primer-legacy-modes.tokens.json"]),
            warnings: ["469 tokens have the type \"link\"", "letter spacings are relative to the font size", "dimension is in em",
                       "line height is a dimension"]),
    ]

    static func generator(_ source: TokensConfiguration.Source) throws -> Generator {
        let corpus = try TestPaths.sharedFile("corpus")
        var swift = SwiftConfiguration()
        swift.options.accessLevel = .public
        return Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: corpus,
                                                           tokens: TokensConfiguration(source: source), swift: swift))
    }

    @Test(arguments: rows) func generatesAndTypeChecks(_ row: Row) throws {
        let generator = try Self.generator(row.source)
        let tokens = try generator.loadTokens()
        let warnings = tokens.diagnostics.filter { $0.severity == .warning }.map(\.message)
        for phrase in row.warnings {
            #expect(warnings.filter { $0.contains(phrase) }.count == 1, "\(phrase) in \(warnings)")
        }
        let files = try generator.swiftFiles(for: tokens)
        let directory = try SwiftCompiler.temporaryDirectory("compatible-corpus-\(row.name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// Terrazzo's conversion of GitHub Primer's Figma file: its `string` types and untyped tokens are read;
    /// what still stops it are references to tokens no set defines (`base.color.neutral.0`).
    @Test func primerWantFailsOnlyOnReferencesNoSetDefines() throws {
        let generator = try Self.generator(.resolver("figma-rest-api/primer-terrazzo-import-variables.want.resolver.json"))
        do {
            _ = try generator.loadTokens()
            Issue.record("expected the undefined references to be errors")
        } catch {
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty)
            #expect(errors.allSatisfy { $0.message.hasPrefix("unknown alias target") }, "\(errors.map(\.message).prefix(5))")
            #expect(error.diagnostics.contains { $0.message.contains("4 tokens have the type \"string\"") })
        }
    }
}
