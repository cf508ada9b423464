import AurumCodegenCore
import Foundation

/// Reads variables and component nodes from Figma's REST API. Every failure is a `DiagnosticError`
/// that says what to do next; the access token never appears in messages or logs.
///
/// Rate limits (HTTP 429) and transient gateway errors (502–504) are retried, honouring
/// `Retry-After`, within `maxRetries` and `maxTotalRetryWait`. Node IDs are sent at most
/// `maxNodeIDsPerRequest` (400, Figma's limit) per request.
package struct FigmaAPIClient: FigmaREST {
    package struct Configuration: Sendable {
        package static let defaultBaseURL = FigmaConnection.defaultBaseURL

        package var baseURL: URL
        package var token: FigmaAccessToken
        /// Seconds to wait for each complete answer.
        package var timeout: TimeInterval
        package var maxRetries: Int
        /// The most time spent waiting between retries of one request, in seconds.
        package var maxTotalRetryWait: TimeInterval
        /// The first wait when the server gives no `Retry-After`; doubled on each retry.
        package var initialRetryDelay: TimeInterval
        package var maxNodeIDsPerRequest: Int
        /// `depth` sent with node requests: 1 returns each node and its direct children only,
        /// which holds everything the drift check reads (property definitions, variants).
        package var nodeDepth: Int?

        package init(token: FigmaAccessToken, baseURL: URL = Self.defaultBaseURL, timeout: TimeInterval = 60,
                    maxRetries: Int = 4, maxTotalRetryWait: TimeInterval = 120, initialRetryDelay: TimeInterval = 2,
                    maxNodeIDsPerRequest: Int = 400, nodeDepth: Int? = 1) {
            self.token = token
            self.baseURL = baseURL
            self.timeout = timeout
            self.maxRetries = maxRetries
            self.maxTotalRetryWait = maxTotalRetryWait
            self.initialRetryDelay = initialRetryDelay
            self.maxNodeIDsPerRequest = maxNodeIDsPerRequest
            self.nodeDepth = nodeDepth
        }
    }

    package let configuration: Configuration
    let transport: any FigmaHTTPTransport
    let sleep: @Sendable (TimeInterval) -> Void
    let log: @Sendable (String) -> Void
    let now: @Sendable () -> Date
    /// Requests sent, retries included (`FigmaAssetsREST.requestCount`).
    let counter = RequestCounter()

    /// `sleep`, `now` and `transport` are injectable so tests run retries without waiting;
    /// `log` receives one line per request and retry (verbose output).
    package init(configuration: Configuration, transport: any FigmaHTTPTransport = URLSessionFigmaTransport(),
                sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
                now: @escaping @Sendable () -> Date = { Date() },
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.transport = transport
        self.sleep = sleep
        self.now = now
        self.log = log
    }

    // MARK: - Endpoints

    /// `GET /v1/files/:key/variables/local`.
    package func localVariables(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaVariablesResponse> {
        let key = try Self.checkedFileKey(fileKey)
        let (json, file) = try getJSON(path: "/v1/files/\(key)/variables/local", query: [], endpoint: .variables(fileKey: key))
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(json, file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return FigmaFetched(value: response, warnings: diagnostics.sorted)
    }

    /// `GET /v1/files/:key/variables/published`: the subscribed IDs and keys of a library file's variables.
    package func publishedVariables(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaPublishedVariablesResponse> {
        let key = try Self.checkedFileKey(fileKey)
        let (json, file) = try getJSON(path: "/v1/files/\(key)/variables/published", query: [], endpoint: .variables(fileKey: key))
        var diagnostics = DiagnosticCollector()
        let response = FigmaPublishedVariablesParser.parse(json, file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return FigmaFetched(value: response, warnings: diagnostics.sorted)
    }

    /// `GET /v1/files/:key/nodes?ids=…`, batched. IDs may be given in URL form (`5575-14226`).
    /// Requested nodes the answer leaves out are entries without a node, like Figma's `null`.
    package func nodes(fileKey: String, ids: [String]) throws(DiagnosticError) -> FigmaFetched<FigmaNodesResponse> {
        let key = try Self.checkedFileKey(fileKey)
        var normalized: [String] = []
        var seen: Set<String> = []
        var invalid = DiagnosticCollector()
        for id in ids {
            guard let apiID = Self.apiNodeID(id) else {
                invalid.error("'\(id)' is not a Figma node ID (expected the form 5575:14226 or 5575-14226)")
                continue
            }
            if seen.insert(apiID).inserted { normalized.append(apiID) }
        }
        try invalid.throwIfErrors()

        var diagnostics = DiagnosticCollector()
        var merged = FigmaNodesResponse(entries: [], file: url(path: "/v1/files/\(key)/nodes", query: []).absoluteString)
        let batchSize = max(1, configuration.maxNodeIDsPerRequest)
        for start in stride(from: 0, to: normalized.count, by: batchSize) {
            let batch = Array(normalized[start..<min(start + batchSize, normalized.count)])
            var query = [("ids", batch.joined(separator: ","))]
            if let depth = configuration.nodeDepth { query.append(("depth", String(depth))) }
            let (json, file) = try getJSON(path: "/v1/files/\(key)/nodes", query: query, endpoint: .nodes(fileKey: key, count: batch.count))
            let response = FigmaNodesParser.parse(json, file: file, diagnostics: &diagnostics)
            for id in batch {
                merged.entries.append(response.entry(id: id) ?? .init(id: id, node: nil))
            }
        }
        try diagnostics.throwIfErrors()
        return FigmaFetched(value: merged, warnings: diagnostics.sorted)
    }

    /// `GET /v1/files/:key/styles`.
    package func styles(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaStylesResponse> {
        let key = try Self.checkedFileKey(fileKey)
        let (json, file) = try getJSON(path: "/v1/files/\(key)/styles", query: [], endpoint: .styles(fileKey: key))
        var diagnostics = DiagnosticCollector()
        let response = FigmaStylesParser.parseStyles(json, file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return FigmaFetched(value: response, warnings: diagnostics.sorted)
    }

    /// The styles' nodes (`GET /v1/files/:key/nodes?ids=…`, `maxNodeIDsPerRequest` at a time, at depth 1: a style's
    /// properties are on its node), each joined with its style.
    package func styleNodes(fileKey: String, styles: FigmaStylesResponse) throws(DiagnosticError) -> FigmaFetched<[FigmaStyle]> {
        let key = try Self.checkedFileKey(fileKey)
        var diagnostics = DiagnosticCollector()
        var result: [FigmaStyle] = []
        let batchSize = max(1, configuration.maxNodeIDsPerRequest)
        for start in stride(from: 0, to: styles.styles.count, by: batchSize) {
            let batch = FigmaStylesResponse(styles: Array(styles.styles[start..<min(start + batchSize, styles.styles.count)]), file: styles.file)
            let ids = batch.styles.map(\.nodeID).joined(separator: ",")
            let (json, file) = try getJSON(path: "/v1/files/\(key)/nodes", query: [("ids", ids), ("depth", "1")],
                                           endpoint: .nodes(fileKey: key, count: batch.styles.count))
            result += FigmaStylesParser.parseNodes(json, file: file, for: batch, diagnostics: &diagnostics)
        }
        try diagnostics.throwIfErrors()
        return FigmaFetched(value: result, warnings: diagnostics.sorted)
    }

    /// The API form (`5575:14226`) of a node ID given in API or URL form (`5575-14226`); instance
    /// IDs (`I5:6;7:8`) pass unchanged. Nil for anything else.
    static func apiNodeID(_ id: String) -> String? {
        func isPair(_ text: Substring, _ separator: Character) -> Bool {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        }
        let text = id.trimmingCharacters(in: .whitespaces)
        if isPair(text[...], ":") { return text }
        if isPair(text[...], "-") { return text.replacingOccurrences(of: "-", with: ":") }
        if text.hasPrefix("I"), text.dropFirst().split(separator: ";", omittingEmptySubsequences: false).allSatisfy({ isPair($0, ":") }) {
            return text
        }
        return nil
    }

    static func checkedFileKey(_ text: String) throws(DiagnosticError) -> String {
        guard let key = FigmaFileReference.fileKey(from: text) else {
            throw DiagnosticError(.error("'\(text)' is not a Figma file key or file URL"))
        }
        return key
    }

    // MARK: - Requests

    enum Endpoint {
        case variables(fileKey: String)
        case styles(fileKey: String)
        case nodes(fileKey: String, count: Int)
        case file(fileKey: String)
        case images(fileKey: String)
    }

    func url(path: String, query: [(String, String)]) -> URL {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + path
        if !query.isEmpty {
            text += "?" + query.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
        }
        return URL(string: text) ?? configuration.baseURL
    }

    /// Leaves `:` and `,` readable (Figma's own links do), escapes everything else that is not unreserved.
    private static func percentEncoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~:,")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    /// Sends one GET with retries and returns the parsed JSON body and the name diagnostics use for it.
    func getJSON(path: String, query: [(String, String)], endpoint: Endpoint) throws(DiagnosticError) -> (JSONValue, String) {
        let requestURL = url(path: path, query: query)
        let display = url(path: path, query: []).absoluteString
        let request = FigmaHTTPRequest(url: requestURL, headers: [FigmaHTTPRequest.tokenHeader: configuration.token.secret, "Accept": "application/json"],
                                       timeout: configuration.timeout)
        var retries = 0
        var waited: TimeInterval = 0
        while true {
            let started = now()
            var response: FigmaHTTPResponse
            counter.add()
            do {
                response = try transport.get(request)
                response.body = configuration.token.redacting(response.body)
            } catch {
                throw DiagnosticError(.error(redacted(transportMessage(error, display: display))))
            }
            let elapsed = now().timeIntervalSince(started)
            log(redacted("GET \(requestURL.absoluteString) → HTTP \(response.status), \(response.body.count) bytes in \(String(format: "%.2f", elapsed)) s"))

            if response.status == 429 || [502, 503, 504].contains(response.status) {
                let retryAfter = Self.retryAfterSeconds(response.header("Retry-After"), now: now())
                let delay = retryAfter ?? configuration.initialRetryDelay * pow(2, Double(retries))
                let what = response.status == 429 ? "Figma's rate limit was hit" : "the Figma API is unavailable (HTTP \(response.status))"
                guard retries < configuration.maxRetries else {
                    throw DiagnosticError(.error("\(what) for GET \(display); gave up after \(retries) \(retries == 1 ? "retry" : "retries"); try again later"))
                }
                guard waited + delay <= configuration.maxTotalRetryWait else {
                    throw DiagnosticError(.error("\(what) for GET \(display); Figma asks to wait \(Self.seconds(delay)) before retrying, more than the \(Self.seconds(configuration.maxTotalRetryWait)) allowed in total; try again later"))
                }
                retries += 1
                log("\(what); retrying in \(Self.seconds(delay)) (retry \(retries) of \(configuration.maxRetries))")
                sleep(delay)
                waited += delay
                continue
            }
            guard (200..<300).contains(response.status) else {
                throw DiagnosticError(statusDiagnostic(response, endpoint: endpoint, display: display))
            }
            do {
                return (configuration.token.redacting(try JSONReader.parse(response.body, file: display)), display)
            } catch {
                var diagnostics = error.diagnostics
                diagnostics.append(.error("the Figma API's answer to GET \(display) is not valid JSON (\(response.body.count) bytes; it may have been cut off); try again"))
                throw DiagnosticError(diagnostics)
            }
        }
    }

    func transportMessage(_ error: FigmaTransportError, display: String) -> String {
        switch error {
        case .timedOut:
            "the Figma API did not answer GET \(display) within \(Self.seconds(configuration.timeout)); try again, or allow more time with --timeout"
        case .cannotConnect(let reason):
            "cannot reach the Figma API at \(configuration.baseURL.absoluteString): \(reason)"
        case .interrupted(let reason):
            "the answer to GET \(display) was cut off (\(reason)); try again"
        case .other(let reason):
            "GET \(display) failed: \(reason)"
        }
    }

    private func statusDiagnostic(_ response: FigmaHTTPResponse, endpoint: Endpoint, display: String) -> Diagnostic {
        let figmaMessage = (try? JSONReader.parse(response.body, file: display)).flatMap { $0.object.flatMap(FigmaErrorBody.message(in:)) }
        let notes = figmaMessage.map { [Diagnostic.Note(redacted("Figma says: \($0)"))] } ?? []
        let message: String
        switch (response.status, endpoint) {
        case (403, .variables):
            message = "the Figma variables REST API requires an Enterprise plan (or the token lacks file_variables:read); export the variables from Figma and pass the file instead"
        case (403, .nodes):
            message = "Figma refused GET \(display) (HTTP 403): the token is invalid, lacks file_content:read, or cannot open the file"
        case (404, .variables(let key)):
            message = "Figma file '\(key)' was not found (HTTP 404): check the file key and that the token's account can open it"
        case (404, .nodes(let key, _)):
            message = "Figma file '\(key)' or its nodes were not found (HTTP 404): check the file key and node IDs"
        case (403, .styles), (403, .file), (403, .images):
            message = "Figma refused GET \(display) (HTTP 403): the token is invalid, lacks file_content:read, or cannot open the file"
        case (404, .styles(let key)), (404, .file(let key)), (404, .images(let key)):
            message = "Figma file '\(key)' was not found (HTTP 404): check the file key and that the token's account can open it"
        case (401, _):
            message = "Figma rejected the access token (HTTP 401): check \(FigmaAccessToken.environmentVariable)"
        default:
            message = "the Figma API answered GET \(display) with HTTP \(response.status)"
        }
        return .error(redacted(message), notes: notes)
    }

    func redacted(_ text: String) -> String { configuration.token.redacting(text) }

    /// `Retry-After` as seconds: a number, or an HTTP date.
    static func retryAfterSeconds(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds.isFinite, seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2f s", value)
    }
}

extension FigmaAPIClient {
    /// The real client for the command line: `main` of the `aurum-codegen` executable hands this to it.
    package static let factory: FigmaClientFactory = { connection in
        FigmaAPIClient(configuration: .init(token: connection.token, baseURL: connection.baseURL, timeout: connection.timeout),
                       log: connection.log)
    }
}
