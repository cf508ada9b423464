import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumFigmaClient

/// Records sleeps and log lines instead of waiting, so retries run instantly.
final class ClientProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var sleeps: [TimeInterval] = []
    private var lines: [String] = []

    var slept: [TimeInterval] { lock.withLock { sleeps } }
    var log: [String] { lock.withLock { lines } }

    func client(_ server: LocalHTTPServer, token: String = FigmaAPIClientTests.secret, timeout: TimeInterval = 10,
                maxRetries: Int = 3, maxTotalRetryWait: TimeInterval = 60, batch: Int = 400) -> FigmaAPIClient {
        client(baseURL: server.baseURL, token: token, timeout: timeout, maxRetries: maxRetries, maxTotalRetryWait: maxTotalRetryWait, batch: batch)
    }

    func client(baseURL: URL, token: String = FigmaAPIClientTests.secret, timeout: TimeInterval = 10, maxRetries: Int = 3,
                maxTotalRetryWait: TimeInterval = 60, batch: Int = 400) -> FigmaAPIClient {
        let configuration = FigmaAPIClient.Configuration(
            token: FigmaAccessToken(token), baseURL: baseURL, timeout: timeout, maxRetries: maxRetries,
            maxTotalRetryWait: maxTotalRetryWait, initialRetryDelay: 0.5, maxNodeIDsPerRequest: batch)
        return FigmaAPIClient(configuration: configuration,
                              sleep: { seconds in self.lock.withLock { self.sleeps.append(seconds) } },
                              log: { line in self.lock.withLock { self.lines.append(line) } })
    }
}

/// The error a call throws, or nil (and a recorded issue) when it succeeds.
func diagnostics<T>(of body: () throws(DiagnosticError) -> T) -> [Diagnostic] {
    do {
        _ = try body()
        Issue.record("expected the call to fail")
        return []
    } catch {
        return error.diagnostics
    }
}

@Suite struct FigmaAPIClientTests {
    static let secret = "figd_TEST-SECRET-0123456789abcdef"
    static let fileKey = "AbC123xyz"

    @Test func variablesRequestCarriesTheTokenAndParses() throws {
        let body = try FigmaFixtures.bytes(FigmaFixtures.variablesURL)
        let server = try LocalHTTPServer { _, _ in .respond(status: 200, headers: ["Content-Type": "application/json"], body: body) }
        defer { server.stop() }
        let probe = ClientProbe()
        let fetched = try probe.client(server).localVariables(fileKey: Self.fileKey)

        #expect(fetched.warnings.isEmpty)
        #expect(fetched.value.variables.count == 33)
        #expect(fetched.value.file == "\(server.baseURL.absoluteString)/v1/files/\(Self.fileKey)/variables/local")
        #expect(fetched.value.collections == (try FigmaFixtures.variables()).collections.map { collection in
            var located = collection
            located.location = collection.location.map { SourceLocation(file: fetched.value.file, line: $0.line, column: $0.column) }
            return located
        })
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.path == "/v1/files/\(Self.fileKey)/variables/local")
        #expect(request.rawQuery.isEmpty)
        #expect(request.headers["x-figma-token"] == Self.secret)
        #expect(probe.log.count == 1)
        #expect(probe.log.allSatisfy { !$0.contains(Self.secret) })
        #expect(probe.log.first?.contains("HTTP 200") == true)
    }

    @Test func nodesAreRequestedByIDWithDepthOne() throws {
        let body = try FigmaFixtures.bytes(FigmaFixtures.nodesURL)
        let server = try LocalHTTPServer { _, _ in .respond(status: 200, body: body) }
        defer { server.stop() }
        let fetched = try ClientProbe().client(server)
            .nodes(fileKey: "https://www.figma.com/design/\(Self.fileKey)/Aurum?node-id=1-2", ids: ["5252-2274", "5575:14226", "4826:1058", "5531:795", "5252:2274"])
        #expect(fetched.value.entries.map(\.id) == ["5252:2274", "5575:14226", "4826:1058", "5531:795"])
        #expect(fetched.value.entries.compactMap(\.node?.name) == ["AurumGlobalHeader", "AurumNavBar", "AurumPageHeader", "AurumTabRow"])
        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.path == "/v1/files/\(Self.fileKey)/nodes")
        #expect(request.rawQuery == "ids=5252:2274,5575:14226,4826:1058,5531:795&depth=1")
        #expect(request.headers["x-figma-token"] == Self.secret)
    }

    @Test func moreThan400NodeIDsAreBatched() throws {
        let ids = (1...950).map { "10:\($0)" }
        let server = try LocalHTTPServer { request, _ in
            // Answer like Figma: every requested node, here all deleted except the first of each batch.
            let requested = (request.query["ids"] ?? "").split(separator: ",")
            let members = requested.enumerated().map { index, id in
                index == 0
                    ? "\"\(id)\": {\"document\": {\"id\": \"\(id)\", \"name\": \"N\(id)\", \"type\": \"COMPONENT\"}, \"components\": {}}"
                    : "\"\(id)\": null"
            }
            return .json(200, "{\"nodes\": {\(members.joined(separator: ","))}}")
        }
        defer { server.stop() }
        let fetched = try ClientProbe().client(server).nodes(fileKey: Self.fileKey, ids: ids)

        let batches = server.requests.map { ($0.query["ids"] ?? "").split(separator: ",").map(String.init) }
        #expect(batches.map(\.count) == [400, 400, 150])
        #expect(batches.flatMap { $0 } == ids)
        #expect(server.requests.allSatisfy { $0.headers["x-figma-token"] == Self.secret && $0.query["depth"] == "1" })
        #expect(fetched.value.entries.map(\.id) == ids)
        #expect(fetched.value.entries.compactMap(\.node).map(\.id) == ["10:1", "10:401", "10:801"])
    }

    @Test func forbiddenVariablesExplainTheEnterprisePlan() throws {
        let server = try LocalHTTPServer { _, _ in .json(403, #"{"status": 403, "error": true, "message": "Limited by Figma plan"}"#) }
        defer { server.stop() }
        let found = diagnostics { () throws(DiagnosticError) in try ClientProbe().client(server).localVariables(fileKey: Self.fileKey) }
        #expect(found.map(\.description) == ["""
            error: the Figma variables REST API requires an Enterprise plan (or the token lacks file_variables:read); export the variables from Figma and pass the file instead
            note: Figma says: Limited by Figma plan
            """])
        #expect(server.requests.count == 1)   // a 403 is final: no retry
    }

    @Test func missingFileAndNodesSayNotFound() throws {
        let server = try LocalHTTPServer { _, _ in .json(404, #"{"status": 404, "err": "Not found"}"#) }
        defer { server.stop() }
        let client = ClientProbe().client(server)
        #expect(diagnostics { () throws(DiagnosticError) in try client.localVariables(fileKey: Self.fileKey) }.map(\.message)
            == ["Figma file 'AbC123xyz' was not found (HTTP 404): check the file key and that the token's account can open it"])
        #expect(diagnostics { () throws(DiagnosticError) in try client.nodes(fileKey: Self.fileKey, ids: ["1:2"]) }.map(\.message)
            == ["Figma file 'AbC123xyz' or its nodes were not found (HTTP 404): check the file key and node IDs"])
    }

    @Test func rateLimitIsRetriedAfterRetryAfter() throws {
        let body = try FigmaFixtures.bytes(FigmaFixtures.nodesURL)
        let server = try LocalHTTPServer { _, index in
            index < 2 ? .json(429, #"{"status": 429, "err": "Rate limit exceeded"}"#, headers: ["Retry-After": index == 0 ? "7" : "1.5"])
                      : .respond(status: 200, body: body)
        }
        defer { server.stop() }
        let probe = ClientProbe()
        let fetched = try probe.client(server).nodes(fileKey: Self.fileKey, ids: ["5252:2274"])
        #expect(fetched.value.entries.first?.node?.name == "AurumGlobalHeader")
        #expect(probe.slept == [7, 1.5])
        #expect(server.requests.count == 3)
        #expect(server.requests.allSatisfy { $0.headers["x-figma-token"] == Self.secret })
        #expect(probe.log.contains { $0.contains("retrying in 7 s (retry 1 of 3)") })
    }

    @Test func retriesAreBoundedInCountAndTotalWait() throws {
        let limited = try LocalHTTPServer { _, _ in .json(429, "{}") }   // no Retry-After: exponential backoff
        defer { limited.stop() }
        let probe = ClientProbe()
        let tooMany = diagnostics { () throws(DiagnosticError) in try probe.client(limited, maxRetries: 2).localVariables(fileKey: Self.fileKey) }
        #expect(tooMany.map(\.message) == ["Figma's rate limit was hit for GET \(limited.baseURL.absoluteString)/v1/files/AbC123xyz/variables/local; gave up after 2 retries; try again later"])
        #expect(probe.slept == [0.5, 1])
        #expect(limited.requests.count == 3)

        let patient = try LocalHTTPServer { _, _ in .json(429, "{}", headers: ["Retry-After": "3600"]) }
        defer { patient.stop() }
        let waiting = ClientProbe()
        let tooLong = diagnostics { () throws(DiagnosticError) in try waiting.client(patient, maxTotalRetryWait: 120).localVariables(fileKey: Self.fileKey) }
        #expect(tooLong.first?.message.contains("Figma asks to wait 3600 s before retrying, more than the 120 s allowed in total") == true)
        #expect(waiting.slept.isEmpty)
        #expect(patient.requests.count == 1)
    }

    @Test func unavailableGatewayIsRetriedToo() throws {
        let server = try LocalHTTPServer { _, index in
            index == 0 ? .respond(status: 503, body: []) : .json(200, #"{"meta": {"variableCollections": {}, "variables": {}}}"#)
        }
        defer { server.stop() }
        let probe = ClientProbe()
        let fetched = try probe.client(server).localVariables(fileKey: Self.fileKey)
        #expect(fetched.value.variables.isEmpty)
        #expect(probe.slept == [0.5])
    }

    @Test func slowServerTimesOutWithAClearError() throws {
        let server = try LocalHTTPServer { _, _ in .delayed(seconds: 3, then: .json(200, "{}")) }
        defer { server.stop() }
        let started = Date()
        let found = diagnostics { () throws(DiagnosticError) in try ClientProbe().client(server, timeout: 0.4).localVariables(fileKey: Self.fileKey) }
        #expect(Date().timeIntervalSince(started) < 2.5)
        #expect(found.map(\.message) == ["the Figma API did not answer GET \(server.baseURL.absoluteString)/v1/files/AbC123xyz/variables/local within 0.40 s; try again, or allow more time with --timeout"])
    }

    @Test func truncatedBodiesAreDiagnosticsNotCrashes() throws {
        let full = try FigmaFixtures.bytes(FigmaFixtures.variablesURL)
        // A body shorter than its Content-Length: the connection closes mid-answer.
        let cut = try LocalHTTPServer { _, _ in .truncated(status: 200, declaredLength: full.count, body: Array(full.prefix(500))) }
        defer { cut.stop() }
        let cutOff = diagnostics { () throws(DiagnosticError) in try ClientProbe().client(cut).localVariables(fileKey: Self.fileKey) }
        #expect(cutOff.count >= 1)
        #expect(cutOff.allSatisfy { $0.severity == .error })
        #expect(cutOff.contains { $0.message.contains("cut off") }, "\(cutOff)")

        // A complete HTTP answer whose JSON stops early.
        let partial = try LocalHTTPServer { _, _ in .respond(status: 200, body: Array(full.prefix(500))) }
        defer { partial.stop() }
        let invalid = diagnostics { () throws(DiagnosticError) in try ClientProbe().client(partial).localVariables(fileKey: Self.fileKey) }
        #expect(invalid.contains { $0.message == "the Figma API's answer to GET \(partial.baseURL.absoluteString)/v1/files/AbC123xyz/variables/local is not valid JSON (500 bytes; it may have been cut off); try again" })
        #expect(invalid.contains { $0.location?.file == "\(partial.baseURL.absoluteString)/v1/files/AbC123xyz/variables/local" })
    }

    @Test func unreachableServerIsAnError() throws {
        let server = try LocalHTTPServer { _, _ in .json(200, "{}") }
        let base = server.baseURL
        server.stop()   // nothing listens on the port any more
        let found = diagnostics { () throws(DiagnosticError) in try ClientProbe().client(baseURL: base).localVariables(fileKey: Self.fileKey) }
        #expect(found.first?.message.hasPrefix("cannot reach the Figma API at \(base.absoluteString)") == true)
    }

    @Test func theTokenNeverAppearsInErrorsOrLogs() throws {
        // A hostile or buggy server echoes the token back; it must still not be printed.
        let server = try LocalHTTPServer { request, index in
            let echoed = request.headers["x-figma-token"] ?? ""
            return index == 0 ? .json(429, "{}", headers: ["Retry-After": "0"])
                              : .json(500, "{\"status\": 500, \"err\": \"bad token \(echoed)\"}")
        }
        defer { server.stop() }
        let probe = ClientProbe()
        let client = probe.client(server)
        let found = diagnostics { () throws(DiagnosticError) in try client.localVariables(fileKey: Self.fileKey) }
        let rendered = found.map(\.description).joined(separator: "\n")
        #expect(rendered.contains("Figma says: bad token <redacted>"))
        #expect(!rendered.contains(Self.secret))
        #expect(probe.log.count == 3)
        #expect(!probe.log.joined().contains(Self.secret))
        // Printing the configuration or the token shows nothing secret either.
        var dumped = ""
        dump(client.configuration, to: &dumped)
        #expect(!dumped.contains(Self.secret))
        #expect(!"\(client.configuration.token)".contains(Self.secret))
        #expect(!String(reflecting: client.configuration.token).contains(Self.secret))
    }

    @Test func badNodeIDsAndFileKeysFailBeforeAnyRequest() throws {
        let server = try LocalHTTPServer { _, _ in .json(200, #"{"nodes": {}}"#) }
        defer { server.stop() }
        let client = ClientProbe().client(server)
        #expect(diagnostics { () throws(DiagnosticError) in try client.nodes(fileKey: Self.fileKey, ids: ["5575:14226", "navbar", "12"]) }.map(\.message) == [
            "'12' is not a Figma node ID (expected the form 5575:14226 or 5575-14226)",
            "'navbar' is not a Figma node ID (expected the form 5575:14226 or 5575-14226)",
        ])
        #expect(diagnostics { () throws(DiagnosticError) in try client.localVariables(fileKey: "../etc") }.map(\.message) == ["'../etc' is not a Figma file key or file URL"])
        #expect(server.requests.isEmpty)
    }

    @Test func fileKeysComeFromKeysOrURLs() {
        #expect(FigmaFileReference.fileKey(from: "AbC123") == "AbC123")
        #expect(FigmaFileReference.fileKey(from: "https://www.figma.com/design/AbC123/Aurum-DS?node-id=5575-14226") == "AbC123")
        #expect(FigmaFileReference.fileKey(from: "https://www.figma.com/file/XyZ9/Old") == "XyZ9")
        #expect(FigmaFileReference.fileKey(from: "https://example.com/design/AbC123") == nil)
        #expect(FigmaFileReference.fileKey(from: "a/b") == nil)
        #expect(FigmaAPIClient.apiNodeID("I5:6;7:8") == "I5:6;7:8")
    }

    @Test func retryAfterReadsSecondsAndDates() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)   // Tue, 14 Nov 2023 22:13:20 GMT
        #expect(FigmaAPIClient.retryAfterSeconds("30", now: now) == 30)
        #expect(FigmaAPIClient.retryAfterSeconds(" 2.5 ", now: now) == 2.5)
        #expect(FigmaAPIClient.retryAfterSeconds("Tue, 14 Nov 2023 22:14:00 GMT", now: now) == 40)
        #expect(FigmaAPIClient.retryAfterSeconds("-1", now: now) == nil)
        #expect(FigmaAPIClient.retryAfterSeconds("soon", now: now) == nil)
        #expect(FigmaAPIClient.retryAfterSeconds(nil, now: now) == nil)
    }

    @Test func missingTokenSaysHowToProvideOne() {
        #expect(diagnostics { () throws(DiagnosticError) in try FigmaAccessToken.fromEnvironment(["FIGMA_ACCESS_TOKEN": "  "]) }
            .first?.message.hasPrefix("FIGMA_ACCESS_TOKEN is not set") == true)
        #expect((try? FigmaAccessToken.fromEnvironment(["FIGMA_ACCESS_TOKEN": "abc"]))?.secret == "abc")
    }
}
