import AurumCodegenCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One GET request to the Figma API.
package struct FigmaHTTPRequest: Sendable, Hashable {
    /// The header that carries the access token.
    package static let tokenHeader = "X-Figma-Token"
    package var url: URL
    /// Sent as given. Never logged: it holds the access token.
    package var headers: [String: String]
    /// Seconds to wait for the whole answer before giving up.
    package var timeout: TimeInterval

    package init(url: URL, headers: [String: String], timeout: TimeInterval) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
    }
}

package struct FigmaHTTPResponse: Sendable, Hashable {
    package var status: Int
    /// Header names in lowercase.
    package var headers: [String: String]
    package var body: [UInt8]

    package init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    package func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why a request got no complete answer.
package enum FigmaTransportError: Error, Sendable, Hashable {
    case timedOut
    case cannotConnect(String)
    /// The connection dropped mid-response (e.g. a body shorter than its Content-Length).
    case interrupted(String)
    case other(String)
}

/// Sends requests; the client adds status handling, retries and batching on top. Synchronous,
/// because commands are: no cooperative-pool thread waits on another.
package protocol FigmaHTTPTransport: Sendable {
    func get(_ request: FigmaHTTPRequest) throws(FigmaTransportError) -> FigmaHTTPResponse
}

/// The real transport: Foundation's URLSession (FoundationNetworking on Linux), no caching or
/// cookies. A delegate collects each answer, so a body that breaks off after the headers is told
/// apart from a server that never answered.
package final class URLSessionFigmaTransport: FigmaHTTPTransport, @unchecked Sendable {
    // URLSession and the delegate are thread-safe; nothing else here is mutable.
    private let session: URLSession
    private let collector = Collector()

    package init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    package func get(_ request: FigmaHTTPRequest) throws(FigmaTransportError) -> FigmaHTTPResponse {
        // FoundationNetworking truncates the interval to whole seconds (0.4 s would mean "never"),
        // so the exact deadline is enforced below and this is only a floor.
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(request.timeout, 1))
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: urlRequest)
        let exchange = collector.begin(task.taskIdentifier)
        defer { collector.end(task.taskIdentifier) }
        task.resume()
        if exchange.done.wait(timeout: .now() + request.timeout) == .timedOut {
            task.cancel()
            throw .timedOut
        }
        return try exchange.result()
    }

    /// One request's answer as it arrives.
    private final class Exchange: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var response: HTTPURLResponse?
        private var body: [UInt8] = []
        private var error: (any Error)?

        func received(_ response: URLResponse) { lock.withLock { self.response = response as? HTTPURLResponse } }
        private var tooLarge = false

        /// Keeps the bytes; false (and the task is to be cancelled) once the body passes `InputLimits.maxResponseBytes`.
        func received(_ data: Data) -> Bool {
            lock.withLock {
                guard !tooLarge else { return false }
                if body.count + data.count > InputLimits.maxResponseBytes {
                    tooLarge = true
                    body = []
                    return false
                }
                body += data
                return true
            }
        }
        func finished(_ error: (any Error)?) {
            lock.withLock { self.error = error }
            done.signal()
        }

        func result() throws(FigmaTransportError) -> FigmaHTTPResponse {
            let (response, body, error, tooLarge) = lock.withLock { (self.response, self.body, self.error, self.tooLarge) }
            if tooLarge {
                throw .other("the answer is larger than \(InputLimits.describe(bytes: InputLimits.maxResponseBytes)), more than a Figma response can be")
            }
            if let error {
                let classified = Self.classify(error)
                // Headers arrived but the body did not finish: the answer was cut off.
                if let response, case .other(let reason) = classified {
                    let expected = response.expectedContentLength
                    let size = expected > 0 ? "\(body.count) of \(expected) bytes" : "\(body.count) bytes"
                    throw .interrupted("\(size) arrived; \(reason)")
                }
                throw classified
            }
            guard let response else { throw .other("the server's answer was not HTTP") }
            var headers: [String: String] = [:]
            for (key, value) in response.allHeaderFields {
                headers[String(describing: key).lowercased()] = String(describing: value)
            }
            return FigmaHTTPResponse(status: response.statusCode, headers: headers, body: body)
        }

        private static func classify(_ error: any Error) -> FigmaTransportError {
            guard let urlError = error as? URLError else { return .other(error.localizedDescription) }
            switch urlError.code {
            case .timedOut:
                return .timedOut
            case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .secureConnectionFailed:
                return .cannotConnect(urlError.localizedDescription)
            case .networkConnectionLost:
                return .interrupted(urlError.localizedDescription)
            default:
                return .other(urlError.localizedDescription)
            }
        }
    }

    private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var exchanges: [Int: Exchange] = [:]

        func begin(_ id: Int) -> Exchange {
            let exchange = Exchange()
            lock.withLock { exchanges[id] = exchange }
            return exchange
        }

        func end(_ id: Int) { lock.withLock { _ = exchanges.removeValue(forKey: id) } }

        private func exchange(_ id: Int) -> Exchange? { lock.withLock { exchanges[id] } }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            exchange(dataTask.taskIdentifier)?.received(response)
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            if exchange(dataTask.taskIdentifier)?.received(data) == false { dataTask.cancel() }
        }

        /// A redirect keeps the token only within the origin it was sent to (same scheme, host and port):
        /// URLSession copies every header onto the redirected request, and another host must never see it.
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            var next = request
            if !Self.sameOrigin(task.originalRequest?.url, request.url) {
                next.setValue(nil, forHTTPHeaderField: FigmaHTTPRequest.tokenHeader)
            }
            completionHandler(next)
        }

        static func sameOrigin(_ a: URL?, _ b: URL?) -> Bool {
            guard let a, let b, let schemeA = a.scheme?.lowercased(), let schemeB = b.scheme?.lowercased() else { return false }
            func port(_ url: URL, _ scheme: String) -> Int? { url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil) }
            return schemeA == schemeB && a.host?.lowercased() == b.host?.lowercased() && port(a, schemeA) == port(b, schemeB)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            exchange(task.taskIdentifier)?.finished(error)
        }
    }
}
