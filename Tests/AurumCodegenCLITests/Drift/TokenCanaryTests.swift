import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI

/// FIGMA_ACCESS_TOKEN never leaves the request header: every error path of `drift` and `import`, with a server
/// that echoes the token it received into every answer, in every format and with `--verbose`, leaves it out of
/// standard output, standard error and every file written.
@Suite(.serialized) struct TokenCanaryTests {
    static let canary = "figd_CANARY-7f3e9a1c-do-not-print"
    static let variablesText = (try? String(contentsOfFile: ImportCommandTests.variables, encoding: .utf8)) ?? ""
    static let nodesText = (try? String(contentsOfFile: DriftCommandTests.nodes, encoding: .utf8)) ?? ""

    /// What the server does with a request; `token` is the header it received.
    enum Behaviour: String, CaseIterable, Sendable {
        case echoInData, escapedEchoInData, badRequest, unauthorized, forbidden, notFound, rateLimited, serverError,
             unavailable, bareWordBody, invalidJSONBody, truncated, redirectElsewhere, timeout, closedPort

        func reply(_ request: LocalHTTPServer.Request, redirectTo other: URL) -> LocalHTTPServer.Reply {
            let token = request.headers["x-figma-token"] ?? "(no token)"
            let message = #"{"status": 400, "error": true, "message": "token \#(token) is not valid for \#(token)"}"#
            let variables = request.path.hasSuffix("/variables/local")
            switch self {
            case .echoInData:
                // A variable description and a node name that quote the token.
                let text = variables ? TokenCanaryTests.variablesText.replacingOccurrences(of: #""description": ""#, with: #""description": "\#(token) "#)
                                     : TokenCanaryTests.nodesText.replacingOccurrences(of: #""name": ""#, with: #""name": "\#(token) "#)
                return .json(200, text)
            case .escapedEchoInData:
                let escaped = token.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
                let text = variables ? TokenCanaryTests.variablesText.replacingOccurrences(of: #""description": ""#, with: #""description": "\#(escaped)"#)
                                     : TokenCanaryTests.nodesText.replacingOccurrences(of: #""name": ""#, with: #""name": "\#(escaped)"#)
                return .json(200, text)
            case .badRequest: return .json(400, message)
            case .unauthorized: return .json(401, message)
            case .forbidden: return .json(403, message)
            case .notFound: return .json(404, message)
            case .rateLimited: return .json(429, message, headers: ["Retry-After": "9999"])
            case .serverError: return .json(500, message)
            case .unavailable: return .json(503, message, headers: ["Retry-After": "9999"])
            case .bareWordBody: return .respond(status: 200, body: Array(token.utf8))
            case .invalidJSONBody: return .json(200, #"{"meta": {"variables": \#(token)}}"#)
            case .truncated: return .truncated(status: 200, declaredLength: 10_000, body: Array(#"{"meta": {"x": "\#(token)"#.utf8))
            case .redirectElsewhere:
                return .respond(status: 302, headers: ["Location": other.absoluteString + request.path], body: Array(message.utf8))
            case .timeout: return .delayed(seconds: 3, then: .json(200, message))
            case .closedPort: return .json(500, message)
            }
        }
    }

    /// Everything a run left: its output, its errors and the text of every file under its folder.
    static func leaks(_ outcome: ImportCommandTests.Outcome, in directory: URL) -> [String] {
        var places: [String] = []
        if outcome.output.contains(canary) { places.append("stdout") }
        if outcome.error.contains(canary) { places.append("stderr") }
        let files = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        for file in files {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path),
               String(decoding: data, as: UTF8.self).contains(canary) {
                places.append(file)
            }
        }
        return places
    }

    @Test(arguments: Behaviour.allCases)
    func theTokenNeverLeaks(_ behaviour: Behaviour) throws {
        // The redirect's other host: another port is another origin. It echoes whatever token reaches it.
        let other = try LocalHTTPServer { request, _ in Behaviour.badRequest.reply(request, redirectTo: URL(string: "http://127.0.0.1")!) }
        defer { other.stop() }
        let server = try LocalHTTPServer { request, _ in behaviour.reply(request, redirectTo: other.baseURL) }
        defer { server.stop() }
        var base = server.baseURL.absoluteString
        if behaviour == .closedPort {
            let closed = try LocalHTTPServer { _, _ in .json(200, "{}") }
            base = closed.baseURL.absoluteString
            closed.stop()
        }
        let environment = ["FIGMA_ACCESS_TOKEN": Self.canary]
        let timeout = behaviour == .timeout ? ["--timeout", "1"] : []
        var runs = 0
        for format in ["text", "json", "github"] {
            let directory = try ImportCommandTests.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let drift = DriftCommandTests.run(["drift", "--figma-file", "AbC123", "--api-base", base, "--verbose", "--format", format,
                                               "--resolver", DriftCommandTests.repoRoot.appendingPathComponent("tokens/aurum.resolver.json").path,
                                               "--components", DriftCommandTests.repoRoot.appendingPathComponent("tokens/components").path,
                                               "--icons", DriftCommandTests.repoRoot.appendingPathComponent("tokens/icons.json").path] + timeout,
                                              in: directory, environment: environment)
            #expect(Self.leaks(drift, in: directory) == [], "drift --format \(format) (\(behaviour)) exited \(drift.code): \(drift.error)")
            runs += 1
        }
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = ImportCommandTests.run(["import", "figma-variables", "--file-key", "AbC123", "--api-base", base, "--out", "tokens",
                                               "--verbose"] + timeout, in: directory, environment: environment)
        #expect(Self.leaks(imported, in: directory) == [], "import (\(behaviour)) exited \(imported.code): \(imported.error)")
        if behaviour != .echoInData && behaviour != .escapedEchoInData {
            #expect(imported.code != 0, "import (\(behaviour)) must fail")
        }
        // The token went to the server it was meant for, and never to the other host.
        if behaviour != .closedPort {
            #expect(server.requests.allSatisfy { $0.headers["x-figma-token"] == Self.canary })
        }
        #expect(other.requests.allSatisfy { $0.headers["x-figma-token"] == nil })
        if behaviour == .redirectElsewhere { #expect(!other.requests.isEmpty, "the redirect was followed") }
        #expect(runs == 3)
    }
}
