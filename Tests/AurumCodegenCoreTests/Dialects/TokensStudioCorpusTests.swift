import Foundation
import Testing
@testable import AurumCodegenCore

/// The corpus's Tokens Studio rows (../shared/corpus/README.md) as a user runs them: every
/// sd-transforms fixture alone, the three cross-file ones together, and digdir's design tokens.
/// Each generates and its Swift type-checks. Two constructs of these sets are read by other parts of
/// the reader and the namer (a custom `$type` such as `math`, an alias whose declared type differs from
/// its target's, two tokens the tool names alike); while those are errors, a row may stop on them and
/// nothing else.
@Suite struct TokensStudioCorpusTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var inputs: [String]
        var description: String { name }
    }

    static let sdTransforms = "corpus/tokens-studio/sd-transforms-fixtures/"

    static var rows: [Row] {
        let folder = TestPaths.shared.appendingPathComponent(sdTransforms)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
        var rows = files.filter { !$0.hasPrefix("cross-file-refs-") }.map { Row(name: $0, inputs: [sdTransforms + $0]) }
        rows.append(Row(name: "cross-file-refs-*", inputs: files.filter { $0.hasPrefix("cross-file-refs-") }.map { sdTransforms + $0 }))
        rows.append(Row(name: "digdir", inputs: ["corpus/tokens-studio/digdir-designsystemet/design-tokens"]))
        return rows
    }

    /// Errors of the constructs other parts of the reader take on (see the suite's comment).
    static func isReadElsewhere(_ d: Diagnostic, warnings: [Diagnostic]) -> Bool {
        let m = d.message
        if m.hasPrefix("alias "), m.contains(" token, but "), m.contains(" has $type ") { return true }
        if m.contains(" would both be generated as ") { return true }
        if m.hasPrefix("unknown alias target"), warnings.contains(where: { $0.message.contains("which neither DTCG 2025.10 nor this file's format defines") }) {
            return true
        }
        return false
    }

    @Test func theCorpusIsThere() throws {
        _ = try TestPaths.sharedFile(Self.sdTransforms)
        _ = try TestPaths.sharedFile("corpus/tokens-studio/digdir-designsystemet/design-tokens")
        #expect(Self.rows.count == 12)
    }

    @Test(arguments: rows) func generatesAndTypeChecks(_ row: Row) throws {
        let inputs = try row.inputs.map { try TestPaths.sharedFile($0).path }
        let generator = Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot,
                                                                    tokens: TokensConfiguration(source: .files(inputs)), swift: SwiftConfiguration()))
        let files: [GeneratedFile]
        do {
            files = try generator.swiftFiles(for: try generator.loadTokens())
        } catch {
            let warnings = TokenLoader.check(inputs: inputs.map { URL(fileURLWithPath: $0) }).diagnostics.filter { $0.severity == .warning }
            let errors = error.diagnostics.filter { $0.severity == .error }
            let left = errors.filter { !Self.isReadElsewhere($0, warnings: warnings) }
            #expect(!errors.isEmpty)
            #expect(left.isEmpty, "\(row): \(left.prefix(5).map(\.description).joined(separator: "\n"))")
            return
        }
        let directory = try SwiftCompiler.temporaryDirectory("studio-corpus")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck"] + files.map(\.relativePath), in: directory)
    }
}
