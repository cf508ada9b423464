import AurumCodegenCore
import Foundation

/// The asset calls: the whole file, render URLs from `/v1/images` and the downloads of the renders.
extension FigmaAPIClient: FigmaAssetsREST {
    /// Figma renders at most this many IDs per `/v1/images` request without timing out on large files.
    static let maxRenderIDsPerRequest = 100

    package var requestCount: Int { counter.value }

    package func file(fileKey: String) throws(DiagnosticError) -> (JSONValue, String) {
        let key = try Self.checkedFileKey(fileKey)
        return try getJSON(path: "/v1/files/\(key)", query: [], endpoint: .file(fileKey: key))
    }

    package func renderURLs(fileKey: String, ids: [String], render: AssetRender) throws(DiagnosticError) -> [String: String?] {
        let key = try Self.checkedFileKey(fileKey)
        var result: [String: String?] = [:]
        let batch = min(Self.maxRenderIDsPerRequest, max(1, configuration.maxNodeIDsPerRequest))
        for start in stride(from: 0, to: ids.count, by: batch) {
            let slice = Array(ids[start..<min(start + batch, ids.count)])
            var query = [("ids", slice.joined(separator: ",")), ("format", render.format.rawValue)]
            if render.format == .png { query.append(("scale", String(render.scale))) }
            let (json, file) = try getJSON(path: "/v1/images/\(key)", query: query, endpoint: .images(fileKey: key))
            let images = try FigmaImagesResponse.parse(json, file: file)
            for id in slice { result[id] = images[id]?.url }
        }
        return result
    }

    package func download(_ items: [(AssetRenderKey, URL)], concurrency: Int,
                          progress: @escaping @Sendable (AssetDownloadProgress) -> Void) -> [AssetRenderKey: Result<Data, DiagnosticError>] {
        let state = DownloadState()
        let started = now()
        let workers = max(1, min(concurrency, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.next(limit: items.count) {
                let (key, url) = items[index]
                let result: Result<Data, DiagnosticError>
                do throws(DiagnosticError) { result = .success(try downloadBody(url)) } catch { result = .failure(error) }
                let snapshot = state.finish(key, result)
                progress(AssetDownloadProgress(done: snapshot.done, total: items.count, bytes: snapshot.bytes,
                                               elapsed: now().timeIntervalSince(started)))
            }
        }
        return state.results
    }

    /// One render's bytes, retried like the API's answers. Figma's image host gets no token: it is another
    /// host, and the URL itself grants access.
    private func downloadBody(_ url: URL) throws(DiagnosticError) -> Data {
        let display = Self.displayURL(url)
        let request = FigmaHTTPRequest(url: url, headers: [:], timeout: configuration.timeout)
        var retries = 0
        var waited: TimeInterval = 0
        while true {
            counter.add()
            let response: FigmaHTTPResponse
            do { response = try transport.get(request) } catch {
                throw DiagnosticError(.error(redacted(transportMessage(error, display: display))))
            }
            log(redacted("GET \(display) → HTTP \(response.status), \(response.body.count) bytes"))
            if response.status == 429 || (500...599).contains(response.status) {
                let delay = Self.retryAfterSeconds(response.header("Retry-After"), now: now()) ?? configuration.initialRetryDelay * pow(2, Double(retries))
                guard retries < configuration.maxRetries, waited + delay <= configuration.maxTotalRetryWait else {
                    throw DiagnosticError(.error("downloading the render \(display) failed with HTTP \(response.status) after \(retries) \(retries == 1 ? "retry" : "retries"); try again later"))
                }
                retries += 1
                log("HTTP \(response.status) for \(display); retrying in \(Self.seconds(delay)) (retry \(retries) of \(configuration.maxRetries))")
                sleep(delay)
                waited += delay
                continue
            }
            guard (200..<300).contains(response.status) else {
                throw DiagnosticError(.error("downloading the render \(display) failed with HTTP \(response.status)"))
            }
            if let declared = response.header("Content-Length").flatMap(Int.init), declared != response.body.count {
                throw DiagnosticError(.error("the render \(display) was cut off: \(response.body.count) of \(declared) bytes arrived; try again"))
            }
            return Data(response.body)
        }
    }

    /// The URL without its query (signed image URLs carry credentials there).
    private static func displayURL(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.query = nil
        return components?.string ?? url.absoluteString
    }
}

/// Counts requests across the threads that send them.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The shared queue and results of one run of downloads.
private final class DownloadState: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private var done = 0
    private var bytes = 0
    private var stored: [AssetRenderKey: Result<Data, DiagnosticError>] = [:]

    func next(limit: Int) -> Int? {
        lock.withLock {
            guard cursor < limit else { return nil }
            defer { cursor += 1 }
            return cursor
        }
    }

    func finish(_ key: AssetRenderKey, _ result: Result<Data, DiagnosticError>) -> (done: Int, bytes: Int) {
        lock.withLock {
            stored[key] = result
            done += 1
            if case .success(let data) = result { bytes += data.count }
            return (done, bytes)
        }
    }

    var results: [AssetRenderKey: Result<Data, DiagnosticError>] { lock.withLock { stored } }
}
