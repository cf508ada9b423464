import Foundation

/// The Figma calls `import figma-assets` and `drift` make for assets. The real client
/// (`AurumFigmaClient.FigmaAPIClient`) conforms; the command line finds it through the `FigmaREST` the executable
/// hands it, so the plugins' tool still links no networking.
package protocol FigmaAssetsREST: Sendable {
    /// `GET /v1/files/:key`: the whole file, for selecting components. Returns the JSON and the name diagnostics use.
    func file(fileKey: String) throws(DiagnosticError) -> (JSONValue, String)
    /// `GET /v1/images/:key?ids=…&format=…&scale=…`, batched: node ID → render URL, nil where Figma answered null
    /// (the node could not be rendered).
    func renderURLs(fileKey: String, ids: [String], render: AssetRender) throws(DiagnosticError) -> [String: String?]
    /// Downloads render URLs (on Figma's image host, without the token), `concurrency` at a time, retrying 429
    /// and 5xx. Each result is the body or why it could not be had. `progress` is called after each download.
    func download(_ items: [(AssetRenderKey, URL)], concurrency: Int,
                  progress: @escaping @Sendable (AssetDownloadProgress) -> Void) -> [AssetRenderKey: Result<Data, DiagnosticError>]
    /// Requests sent so far (every attempt, retries included), for `--verbose` and the benchmark.
    var requestCount: Int { get }
}

/// Where a run of downloads stands.
package struct AssetDownloadProgress: Sendable, Hashable {
    package var done: Int
    package var total: Int
    package var bytes: Int
    package var elapsed: TimeInterval

    package init(done: Int, total: Int, bytes: Int, elapsed: TimeInterval) {
        self.done = done
        self.total = total
        self.bytes = bytes
        self.elapsed = elapsed
    }

    /// `312/1000 icons, 1.2 MB, ETA 14 s`: the line a terminal shows while downloads run.
    package var line: String {
        let eta = done > 0 && done < total ? elapsed / Double(done) * Double(total - done) : 0
        return "\(done)/\(total) renders, \(InputLimits.describe(bytes: bytes))" + (done < total ? ", ETA \(Int(eta.rounded(.up))) s" : "")
    }
}
