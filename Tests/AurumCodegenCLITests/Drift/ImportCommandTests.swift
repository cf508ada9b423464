import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI
@testable import AurumFigmaClient

@Suite struct ImportCommandTests {
    static let secret = "figd_CLI-SECRET-9876543210"
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()   // Tests
        .appendingPathComponent("AurumCodegenCoreTests/Fixtures/Figma")
    static let variables = fixtures.appendingPathComponent("variables-local.json").path

    struct Outcome {
        var code: Int32
        var output: String
        var error: String
    }

    /// Runs `aurum-codegen <arguments>` in-process from `directory`.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> Outcome {
        let capture = CapturedOutput()
        let io = CommandIO.capturing(into: capture, environment: environment, currentDirectory: directory.path)
        let code = AurumCodegenCommandLine.main(arguments, io: io, figma: FigmaAPIClient.factory)
        return Outcome(code: code, output: capture.standardOutput, error: capture.standardError)
    }

    /// A fresh temporary directory, removed by the caller's `defer`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(under directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func importsASavedResponse() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Self.run(["import", "figma-variables", Self.variables, "--out", "tokens", "--name", "aurum"], in: directory)
        #expect(first.code == ExitCode.success)
        #expect(first.output == "wrote 4 of 4 files to tokens; 1 library collection from other files not imported\n")
        #expect(first.error.contains("warning: 1 variable aliases the library collection 'Aurum Brand Library' of another file; the values this response carries for it are written instead of aliases (e.g. 'color/text/price' in mode 'Light' aliases 'gold/700'); pass that library file's variables with --library"))
        let out = directory.appendingPathComponent("tokens")
        #expect(Self.files(under: out) == ["aurum.resolver.json", "primitives.tokens.json", "theme/dark.tokens.json", "theme/light.tokens.json"])
        // The bytes are the core importer's, unchanged.
        var diagnostics = DiagnosticCollector()
        let json = try JSONReader.parse(contentsOf: URL(fileURLWithPath: Self.variables))
        let snapshot = FigmaSnapshot(variables: FigmaVariablesParser.parse(json, file: Self.variables, diagnostics: &diagnostics), diagnostics: &diagnostics)
        for file in FigmaVariablesImporter.files(for: snapshot, options: .init(resolverName: "aurum"), diagnostics: &diagnostics) {
            #expect(try String(contentsOf: out.appendingPathComponent(file.relativePath), encoding: .utf8) == file.contents)
        }

        let again = Self.run(["import", "figma-variables", Self.variables, "-o", "tokens", "--name", "aurum"], in: directory)
        #expect(again.code == ExitCode.success)
        #expect(again.output.hasPrefix("wrote 0 of 4 files to tokens (4 unchanged)"))
    }

    /// A saved response given to `generate` as if it were token files: one error that says what to run instead.
    @Test func generateNamesTheImportForASavedResponse() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("variables.json")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.variables), to: copy)
        let run = Self.run(["generate", "variables.json", "--output", "out"], in: directory)
        #expect(run.code == ExitCode.inputError)
        #expect(run.error.contains("variables.json:1:1: error: "), "\(run.error)")
        #expect(run.error.contains("variables.json holds Figma variables (a GET /v1/files/:key/variables/local response or a plugin's export), not token files; run 'aurum-codegen import figma-variables "), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test func dryRunWritesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = Self.run(["import", "figma-variables", Self.variables, "--out", "out", "--dry-run"], in: directory)
        #expect(run.code == ExitCode.success)
        #expect(run.output.hasPrefix("would write 4 of 4 files to out"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test func badInputExitsOneAndWritesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"meta": {"variableCollections": {}, "variables": {"v": {"id": "v", "name": "a", "variableCollectionId": "nope", "resolvedType": "FLOAT", "valuesByMode": {}}}}}"#
            .write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try #"{"meta": {"#.write(to: directory.appendingPathComponent("cut.json"), atomically: true, encoding: .utf8)

        let bad = Self.run(["import", "figma-variables", "bad.json", "--out", "out"], in: directory)
        #expect(bad.code == ExitCode.inputError)
        #expect(bad.error == "bad.json:1:57: error: variable 'a' belongs to the unknown collection 'nope'\n")
        let cut = Self.run(["import", "figma-variables", "cut.json", "--out", "out"], in: directory)
        #expect(cut.code == ExitCode.inputError)
        #expect(cut.error.hasPrefix("cut.json:1:11: error: "))
        let missing = Self.run(["import", "figma-variables", "missing.json", "--out", "out"], in: directory)
        #expect(missing.code == ExitCode.inputError)
        #expect(missing.error.hasPrefix("error: cannot read 'missing.json'"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test(arguments: [
        (["import", "figma-varibles", "x.json", "--out", "o"], "error: unknown import kind 'figma-varibles'\nhelp: did you mean 'figma-variables'?"),
        (["import", "figma-variables", "x.json"], "error: missing '--out <dir>'"),
        (["import", "figma-variables", "x.json", "--file-key", "K", "--out", "o"], "error: give either a saved response or '--file-key', not both"),
        (["import", "figma-variables", "--out", "o"], "error: missing the saved response\nhelp: pass a file, or '--file-key <key>' to fetch from Figma"),
        (["import", "figma-variables", "--file-key", "K", "--timeout", "soon", "--out", "o"], "error: '--timeout' must be a positive number of seconds, not 'soon'"),
        (["import", "figma-variables", "--file-key", "K", "--api-base", "ftp://x", "--out", "o"], "error: '--api-base' must be an http or https URL, not 'ftp://x'"),
        (["import", "figma-variables", "x.json", "--out", "o", "--name", "../up"], "error: '--name' must be a plain file name, not '../up'"),
    ])
    func commandLineMistakesAreUsageErrors(arguments: [String], message: String) throws {
        let run = Self.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.code == ExitCode.usage)
        #expect(run.error.hasPrefix(message + "\n"))
        #expect(run.error.contains("usage: aurum-codegen import "))
    }

    @Test func fetchesFromTheAPIWithTheToken() throws {
        let body = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.variables)))
        let server = try LocalHTTPServer { _, _ in .respond(status: 200, body: body) }
        defer { server.stop() }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = Self.run(["import", "figma-variables", "--file-key", "https://www.figma.com/design/AbC123/Aurum", "--api-base", server.baseURL.absoluteString,
                            "--out", "tokens", "--verbose"], in: directory, environment: ["FIGMA_ACCESS_TOKEN": Self.secret])
        #expect(run.code == ExitCode.success)
        #expect(run.output.hasPrefix("wrote 4 of 4 files to tokens"))
        #expect(run.error.contains("GET \(server.baseURL.absoluteString)/v1/files/AbC123/variables/local → HTTP 200"))
        #expect(!run.error.contains(Self.secret) && !run.output.contains(Self.secret))
        #expect(server.requests.map(\.path) == ["/v1/files/AbC123/variables/local"])
        #expect(server.requests.first?.headers["x-figma-token"] == Self.secret)
        #expect(Self.files(under: directory.appendingPathComponent("tokens")).count == 4)
    }

    @Test func apiFailuresExitTwo() throws {
        let server = try LocalHTTPServer { request, _ in
            .json(403, "{\"status\": 403, \"error\": true, \"message\": \"Invalid token \(request.headers["x-figma-token"] ?? "")\"}")
        }
        defer { server.stop() }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let forbidden = Self.run(["import", "figma-variables", "--file-key", "AbC123", "--api-base", server.baseURL.absoluteString, "--out", "tokens", "-v"],
                                 in: directory, environment: ["FIGMA_ACCESS_TOKEN": Self.secret])
        #expect(forbidden.code == ExitCode.unavailable)
        #expect(forbidden.error.contains("error: the Figma variables REST API requires an Enterprise plan (or the token lacks file_variables:read); export the variables from Figma and pass the file instead\nnote: Figma says: Invalid token <redacted>\n"))
        #expect(!forbidden.error.contains(Self.secret))

        let noToken = Self.run(["import", "figma-variables", "--file-key", "AbC123", "--api-base", server.baseURL.absoluteString, "--out", "tokens"],
                               in: directory, environment: [:])
        #expect(noToken.code == ExitCode.unavailable)
        #expect(noToken.error.hasPrefix("error: FIGMA_ACCESS_TOKEN is not set"))
        #expect(server.requests.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tokens").path))
    }
}
