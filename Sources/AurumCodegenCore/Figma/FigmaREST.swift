import Foundation

/// A parsed Figma answer and the warnings reading it produced.
package struct FigmaFetched<Value: Sendable>: Sendable {
    package var value: Value
    package var warnings: [Diagnostic]

    package init(value: Value, warnings: [Diagnostic]) {
        self.value = value
        self.warnings = warnings
    }
}

/// Figma's REST API as `drift` and `import` use it. The core and the command line know only this protocol;
/// the real client (`AurumFigmaClient.FigmaAPIClient`, URLSession) is handed to the command line by the
/// `aurum-codegen` executable, so the tool the plugins run links no networking.
package protocol FigmaREST: Sendable {
    /// `GET /v1/files/:key/variables/local`.
    func localVariables(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaVariablesResponse>
    /// `GET /v1/files/:key/variables/published`: the subscribed IDs and keys of a library file's variables.
    func publishedVariables(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaPublishedVariablesResponse>
    /// `GET /v1/files/:key/nodes?ids=…`, batched.
    func nodes(fileKey: String, ids: [String]) throws(DiagnosticError) -> FigmaFetched<FigmaNodesResponse>
    /// `GET /v1/files/:key/styles`: the file's published styles.
    func styles(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaStylesResponse>
    /// `GET /v1/files/:key/nodes?ids=…` for the styles' nodes, batched, each joined with its style.
    func styleNodes(fileKey: String, styles: FigmaStylesResponse) throws(DiagnosticError) -> FigmaFetched<[FigmaStyle]>
}

extension FigmaREST {
    /// A library file's variables for linking: its local variables (the values) and published ones (the
    /// subscribed IDs other files use). Named by its file key in messages.
    package func libraryVariables(fileKey: String) throws(DiagnosticError) -> FigmaFetched<FigmaLibraryVariables> {
        let local = try localVariables(fileKey: fileKey)
        let published = try publishedVariables(fileKey: fileKey)
        let name = FigmaFileReference.fileKey(from: fileKey) ?? fileKey
        return FigmaFetched(value: FigmaLibraryVariables(name: name, local: local.value, published: published.value),
                            warnings: local.warnings + published.warnings)
    }
}

/// What `--api-base`, `--timeout`, `--verbose` and `FIGMA_ACCESS_TOKEN` say about reaching the API.
package struct FigmaConnection: Sendable {
    package static let defaultBaseURL = URL(string: "https://api.figma.com")!

    package var token: FigmaAccessToken
    package var baseURL: URL
    /// Seconds to wait for one whole answer.
    package var timeout: TimeInterval
    /// One line per request and retry (verbose output).
    package var log: @Sendable (String) -> Void

    package init(token: FigmaAccessToken, baseURL: URL = Self.defaultBaseURL, timeout: TimeInterval = 60,
                 log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.token = token
        self.baseURL = baseURL
        self.timeout = timeout
        self.log = log
    }
}

/// Makes a client for a connection.
package typealias FigmaClientFactory = @Sendable (FigmaConnection) -> any FigmaREST
