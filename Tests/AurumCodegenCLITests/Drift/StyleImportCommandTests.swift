import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI
@testable import AurumFigmaClient

/// `import figma-styles` and `drift --styles` from the command line: saved responses, live through a loopback
/// server, and bad input.
@Suite struct StyleImportCommandTests {
    static let styles = ImportCommandTests.fixtures.appendingPathComponent("styles/styles.json").path
    static let nodes = ImportCommandTests.fixtures.appendingPathComponent("styles/nodes.json").path
    static let variables = ImportCommandTests.fixtures.appendingPathComponent("styles/variables.json").path
    static let reference = ImportCommandTests.fixtures
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()   // Tests
        .appendingPathComponent("Reference/FigmaStyles/Tokens")

    @Test func importsSavedResponsesAsTheReference() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = ImportCommandTests.run(["import", "figma-styles", Self.styles, "--nodes", Self.nodes, "--variables", Self.variables, "--out", "tokens"], in: directory)
        #expect(run.code == ExitCode.success, "\(run.error)")
        #expect(run.output == "wrote 3 of 3 files to tokens (10 styles)\n")
        for name in ["styles.tokens.json", "primitives.tokens.json", "figma.resolver.json"] {
            let written = try String(contentsOf: directory.appendingPathComponent("tokens/\(name)"), encoding: .utf8)
            #expect(written == (try String(contentsOf: Self.reference.appendingPathComponent(name), encoding: .utf8)), "\(name)")
        }
        let again = ImportCommandTests.run(["import", "figma-styles", Self.styles, "--nodes", Self.nodes, "--variables", Self.variables, "--out", "tokens"], in: directory)
        #expect(again.output == "wrote 0 of 3 files to tokens (10 styles, 3 unchanged)\n")
    }

    @Test func badInputExitsOneAndWritesNothing() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nodes = try String(contentsOfFile: Self.nodes, encoding: .utf8).replacingOccurrences(of: "\"DROP_SHADOW\", \"visible\": true", with: "\"GLOW\", \"visible\": true")
        try nodes.write(to: directory.appendingPathComponent("nodes.json"), atomically: true, encoding: .utf8)
        let run = ImportCommandTests.run(["import", "figma-styles", Self.styles, "--nodes", "nodes.json", "--out", "tokens"], in: directory)
        #expect(run.code == ExitCode.inputError)
        #expect(run.error.contains("nodes.json:92:21: error: style 'Elevation/2' has the unknown effect type 'GLOW'"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("tokens").path))

        let missing = ImportCommandTests.run(["import", "figma-styles", Self.styles, "--out", "tokens"], in: directory)
        #expect(missing.code == ExitCode.usage)
        #expect(missing.error.hasPrefix("error: missing '--nodes <file>'"))
    }

    /// Live: the styles list, then the styles' nodes in one request, with the token; the same files as saved.
    @Test func fetchesStylesAndNodesFromTheAPI() throws {
        let list = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.styles)))
        let nodes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.nodes)))
        let server = try LocalHTTPServer { request, _ in
            .respond(status: 200, body: request.path.hasSuffix("/styles") ? list : nodes)
        }
        defer { server.stop() }
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = ImportCommandTests.run(["import", "figma-styles", "--file-key", "AbC123", "--api-base", server.baseURL.absoluteString, "--out", "tokens"],
                                         in: directory, environment: ["FIGMA_ACCESS_TOKEN": ImportCommandTests.secret])
        #expect(run.code == ExitCode.success, "\(run.error)")
        #expect(server.requests.map(\.path) == ["/v1/files/AbC123/styles", "/v1/files/AbC123/nodes"])
        #expect(server.requests.last?.query["ids"] == "10:1,10:2,10:3,20:1,20:2,20:3,20:4,30:1,30:2,40:1")
        #expect(server.requests.allSatisfy { $0.headers["x-figma-token"] == ImportCommandTests.secret })
        let saved = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: saved) }
        _ = ImportCommandTests.run(["import", "figma-styles", Self.styles, "--nodes", Self.nodes, "--out", "tokens"], in: saved)
        #expect(try String(contentsOf: directory.appendingPathComponent("tokens/styles.tokens.json"), encoding: .utf8)
                == String(contentsOf: saved.appendingPathComponent("tokens/styles.tokens.json"), encoding: .utf8))
    }

    @Test func driftComparesStylesWithTheirTokens() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolver = Self.reference.appendingPathComponent("figma.resolver.json").path
        let clean = ImportCommandTests.run(["drift", "--styles", Self.styles, "--style-nodes", Self.nodes, "--resolver", resolver], in: directory)
        #expect(clean.code == ExitCode.success, "\(clean.output)\(clean.error)")
        let nodes = try String(contentsOfFile: Self.nodes, encoding: .utf8).replacingOccurrences(of: "\"textCase\": \"UPPER\"", with: "\"textCase\": \"TITLE\"")
        try nodes.write(to: directory.appendingPathComponent("nodes.json"), atomically: true, encoding: .utf8)
        let drifted = ImportCommandTests.run(["drift", "--styles", Self.styles, "--style-nodes", "nodes.json", "--resolver", resolver, "--format", "json"], in: directory)
        #expect(drifted.code == 1)
        #expect(drifted.output.contains("\"property\": \"textCase\""))
        #expect(drifted.output.contains("\"figmaValue\": \"TITLE\""))
    }
}
