import Foundation
import Testing
import AurumCodegenCore
@testable import AurumCodegenCLI

/// `import figma-variables` and `drift` with library files: saved (`--library`) and live (`--library-file-key`,
/// against the in-process HTTP server), on the REST fixtures in Fixtures/Figma/libraries.
@Suite struct LibraryCommandTests {
    static let libraries = ImportCommandTests.fixtures.appendingPathComponent("libraries")
    static func path(_ name: String) -> String { libraries.appendingPathComponent(name).path }
    static let libraryArguments = ["--library", path("core-local.json"), "--library", path("core-published.json"),
                                   "--library", path("foundations-local.json")]

    @Test func importWithLibrariesThenDriftReportsNoDrift() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = ImportCommandTests.run(["import", "figma-variables", Self.path("product-local.json"), "--out", "tokens"] + Self.libraryArguments,
                                              in: directory)
        #expect(imported.code == ExitCode.success, "\(imported.error)")
        #expect(imported.error.isEmpty, "\(imported.error)")
        #expect(imported.output == "wrote 10 of 10 files to tokens; 4 collections from 2 libraries\n")

        let drift = ImportCommandTests.run(["drift", "--variables", Self.path("product-local.json"), "--resolver", "tokens/figma.resolver.json"] + Self.libraryArguments,
                                           in: directory)
        #expect(drift.code == ExitCode.success, "\(drift.output)\(drift.error)")
        #expect(drift.output.hasSuffix("Result: no drift; compared 17 Figma variables with 17 repo tokens (17 matched)\n"))
    }

    @Test func withoutTheLibraryTheErrorIsOneLinePerCollection() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = ImportCommandTests.run(["import", "figma-variables", Self.path("product-local.json"), "--out", "tokens"], in: directory)
        #expect(run.code == ExitCode.inputError)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.error)")
        for line in lines {
            // path:line:column: error: …, with the count, an example and the flags that fix it.
            #expect(line.range(of: #"^/.*/product-local\.json:\d+:\d+: error: \d+ variables? alias"#, options: .regularExpression) != nil, "\(line)")
            #expect(line.contains("(e.g. '") && line.contains("--library <variables-local.json> (live: --library-file-key <key>), or import with --partial"))
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tokens").path), "nothing is written")

        let partial = ImportCommandTests.run(["import", "figma-variables", Self.path("product-local.json"), "--out", "tokens", "--partial"], in: directory)
        #expect(partial.code == ExitCode.success)
        #expect(partial.error.split(separator: "\n").count == 4)
        #expect(partial.error.split(separator: "\n").allSatisfy { $0.contains(": warning: left out ") })
        #expect(ImportCommandTests.files(under: directory.appendingPathComponent("tokens")).contains("layout.tokens.json"))
    }

    @Test func aPublishedResponseWithoutItsLocalOneIsAnError() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = ImportCommandTests.run(["import", "figma-variables", Self.path("product-local.json"), "--out", "tokens",
                                          "--library", Self.path("core-published.json")], in: directory)
        #expect(run.code == ExitCode.inputError)
        #expect(run.error.contains("core-published.json:1:1: error: '\(Self.path("core-published.json"))' is a published-variables response that matches no --library variables response"))
    }

    /// Live: the product file and both libraries through the Figma client, the token sent but never printed.
    @Test func liveLibrariesAreFetchedFromBothVariablesEndpoints() throws {
        let bodies: [String: [UInt8]] = [
            "/v1/files/Product1/variables/local": try Self.bytes("product-local.json"),
            "/v1/files/Core1/variables/local": try Self.bytes("core-local.json"),
            "/v1/files/Core1/variables/published": try Self.bytes("core-published.json"),
            "/v1/files/Found1/variables/local": try Self.bytes("foundations-local.json"),
            "/v1/files/Found1/variables/published": Array(#"{"status": 200, "error": false, "meta": {"variableCollections": {}, "variables": {}}}"#.utf8),
        ]
        let server = try LocalHTTPServer { request, _ in
            bodies[request.path].map { .respond(status: 200, body: $0) } ?? .json(404, #"{"status": 404, "err": "Not found"}"#)
        }
        defer { server.stop() }
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let live = ["--api-base", server.baseURL.absoluteString, "--library-file-key", "Core1",
                    "--library-file-key", "https://www.figma.com/design/Found1/Foundations"]
        let environment = ["FIGMA_ACCESS_TOKEN": ImportCommandTests.secret]
        let imported = ImportCommandTests.run(["import", "figma-variables", "--file-key", "Product1", "--out", "tokens", "-v"] + live,
                                              in: directory, environment: environment)
        #expect(imported.code == ExitCode.success, "\(imported.error)")
        #expect(imported.output == "wrote 10 of 10 files to tokens; 4 collections from 2 libraries\n")
        #expect(server.requests.map(\.path) == ["/v1/files/Product1/variables/local", "/v1/files/Core1/variables/local",
                                                "/v1/files/Core1/variables/published", "/v1/files/Found1/variables/local",
                                                "/v1/files/Found1/variables/published"])
        #expect(server.requests.allSatisfy { $0.headers["x-figma-token"] == ImportCommandTests.secret })
        #expect(!imported.error.contains(ImportCommandTests.secret) && !imported.output.contains(ImportCommandTests.secret))
        let resolver = try String(contentsOf: directory.appendingPathComponent("tokens/figma.resolver.json"), encoding: .utf8)
        #expect(resolver.contains(#""library": "Core1""#) && resolver.contains(#""library": "Found1""#))

        let drift = ImportCommandTests.run(["drift", "--figma-file", "Product1", "--only", "tokens", "--resolver", "tokens/figma.resolver.json"] + live,
                                           in: directory, environment: environment)
        #expect(drift.code == ExitCode.success, "\(drift.output)\(drift.error)")
        #expect(drift.output.hasSuffix("(17 matched)\n"))
        #expect(!drift.error.contains(ImportCommandTests.secret) && !drift.output.contains(ImportCommandTests.secret))

        // A library the API refuses: exit 2, nothing written, the token redacted from Figma's message.
        let refused = ImportCommandTests.run(["import", "figma-variables", "--file-key", "Product1", "--out", "other",
                                              "--api-base", server.baseURL.absoluteString, "--library-file-key", "Missing1"],
                                             in: directory, environment: environment)
        #expect(refused.code == ExitCode.unavailable)
        #expect(refused.error.contains("Figma file 'Missing1' was not found (HTTP 404)"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("other").path))
    }

    /// The plugins' tool is the command line without a Figma client (`FigmaREST`): the live calls for library
    /// files and for component nodes are the same clear error there (exit 2, nothing written), never a request.
    @Test(arguments: [
        ["import", "figma-variables", path("product-local.json"), "--out", "tokens", "--library-file-key", "Core1"],
        ["drift", "--variables", path("product-local.json"), "--tokens", "a.tokens.json", "--library-file-key", "Core1", "--only", "tokens"],
        ["import", "figma-components", "--file-key", "AbC123", "--ids", "6100:1", "--out", "components"],
    ])
    func withoutAFigmaClientTheLiveCallsAreAClearError(arguments: [String]) throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try GenerateCommandTests.good.write(to: directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let capture = CapturedOutput()
        let io = CommandIO.capturing(into: capture, environment: ["FIGMA_ACCESS_TOKEN": ImportCommandTests.secret], currentDirectory: directory.path)
        let code = AurumCodegenCommandLine.main(arguments, io: io)
        #expect(code == ExitCode.unavailable, "\(capture.standardError)")
        #expect(capture.standardError.contains("error: this tool reads Figma only from saved files; run 'aurum-codegen' (not the plugins' tool) to reach the Figma API"),
                "\(capture.standardError)")
        #expect(ImportCommandTests.files(under: directory) == ["a.tokens.json"])
    }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: libraries.appendingPathComponent(name))) }
}

/// `import figma-components` from a saved response and live (`--file-key --ids`).
@Suite struct ComponentImportCommandTests {
    static let nodes = ImportCommandTests.fixtures.appendingPathComponent("nodes-scaffold.json").path
    static let icons = ImportCommandTests.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tokens/icons.json").path

    @Test func scaffoldsThenMergesWithoutRewriting() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = ImportCommandTests.run(["import", "figma-components", Self.nodes, "--out", "components", "--icons", Self.icons], in: directory)
        #expect(first.code == ExitCode.success, "\(first.error)")
        #expect(first.output == "wrote 2 of 2 manifests to components (2 new, 0 merged)\n")
        #expect(first.error.contains("warning: property 'Content#6100:5' has the type SLOT"))
        #expect(ImportCommandTests.files(under: directory.appendingPathComponent("components")) == ["AurumChip.component.json", "AurumStatusBadge.component.json"])
        let second = ImportCommandTests.run(["import", "figma-components", Self.nodes, "--out", "components", "--icons", Self.icons], in: directory)
        #expect(second.code == ExitCode.success)
        #expect(second.output == "wrote 0 of 2 manifests to components (0 new, 2 merged, 2 unchanged)\n")
    }

    @Test func fetchesTheNodesLive() throws {
        let body = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.nodes)))
        let server = try LocalHTTPServer { _, _ in .respond(status: 200, body: body) }
        defer { server.stop() }
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = ImportCommandTests.run(["import", "figma-components", "--file-key", "AbC123", "--ids", "6100:1,6200-1", "--out", "components",
                                          "--icons", Self.icons, "--api-base", server.baseURL.absoluteString, "-v"],
                                         in: directory, environment: ["FIGMA_ACCESS_TOKEN": ImportCommandTests.secret])
        #expect(run.code == ExitCode.success, "\(run.error)")
        #expect(run.output.hasPrefix("wrote 2 of 2 manifests to components"))
        #expect(server.requests.map(\.path) == ["/v1/files/AbC123/nodes"])
        #expect(server.requests.first?.query["ids"] == "6100:1,6200:1")
        #expect(server.requests.first?.headers["x-figma-token"] == ImportCommandTests.secret)
        #expect(!run.error.contains(ImportCommandTests.secret) && !run.output.contains(ImportCommandTests.secret))
        let manifest = try String(contentsOf: directory.appendingPathComponent("components/AurumChip.component.json"), encoding: .utf8)
        #expect(manifest.contains("from Figma file AbC123."))

        let missingIDs = ImportCommandTests.run(["import", "figma-components", "--file-key", "AbC123", "--out", "components"], in: directory)
        #expect(missingIDs.code == ExitCode.usage)
        #expect(missingIDs.error.hasPrefix("error: '--file-key' needs '--ids <id,…>'"))
    }
}
