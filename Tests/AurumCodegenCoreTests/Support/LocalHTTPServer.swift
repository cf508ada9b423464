import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (an ephemeral port) inside the test process, so the Figma
/// client is tested over real sockets without any outside service. One thread accepts, one thread
/// serves each connection (one request, then `Connection: close`). It records every request and
/// stops when `stop()` is called, when it is deinitialised, or after `lifetime` seconds at most.
final class LocalHTTPServer: @unchecked Sendable {
    struct Request: Sendable, Hashable {
        var method: String
        /// The path without the query, e.g. `/v1/files/KEY/nodes`.
        var path: String
        /// The raw query string after `?`, percent-encoding kept.
        var rawQuery: String
        /// Header names in lowercase.
        var headers: [String: String]

        /// Query parameters, percent-decoded.
        var query: [String: String] {
            var result: [String: String] = [:]
            for pair in rawQuery.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                result[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return result
        }
    }

    indirect enum Reply: Sendable {
        case respond(status: Int, headers: [String: String] = [:], body: [UInt8])
        /// Waits (in small steps, so `stop()` stays prompt), then replies.
        case delayed(seconds: Double, then: Reply)
        /// Declares `declaredLength` bytes but sends only `body`, then closes.
        case truncated(status: Int, declaredLength: Int, body: [UInt8])

        static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> Reply {
            .respond(status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a }, body: Array(text.utf8))
        }
    }

    typealias Handler = @Sendable (_ request: Request, _ index: Int) -> Reply

    let port: UInt16
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var stopped = false
    private let acceptLoopDone = DispatchSemaphore(value: 0)

    init(lifetime: TimeInterval = 60, handler: @escaping Handler) throws {
        self.handler = handler
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("socket() failed: \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0   // ephemeral
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError("bind/listen on 127.0.0.1 failed: \(errno)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: actual.sin_port)
        let deadline = Date().addingTimeInterval(lifetime)
        Thread { [self] in acceptLoop(until: deadline) }.start()
    }

    deinit { stop() }

    /// Every request received so far, in arrival order.
    var requests: [Request] { lock.withLock { recorded } }

    /// Stops accepting and waits for the accept loop to end. Safe to call twice.
    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        acceptLoopDone.wait()
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(until deadline: Date) {
        defer { acceptLoopDone.signal() }
        while !isStopped, Date() < deadline {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        let index = lock.withLock { () -> Int in
            recorded.append(request)
            return recorded.count - 1
        }
        send(handler(request, index), on: connection)
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while data.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data += buffer[0..<count]
            if let end = data.firstRange(of: terminator) {
                return parse(String(decoding: data[..<end.lowerBound], as: UTF8.self))
            }
        }
        return nil
    }

    private func parse(_ head: String) -> Request? {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let target = String(requestLine[1])
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(requestLine[0]), path: parts[0], rawQuery: parts.count > 1 ? parts[1] : "", headers: headers)
    }

    private func send(_ reply: Reply, on connection: Int32) {
        switch reply {
        case .respond(let status, let headers, let body):
            write(head(status: status, headers: headers, length: body.count) + body, to: connection)
        case .delayed(let seconds, let then):
            let until = Date().addingTimeInterval(seconds)
            while Date() < until, !isStopped { usleep(10_000) }
            if !isStopped { send(then, on: connection) }
        case .truncated(let status, let declaredLength, let body):
            write(head(status: status, headers: ["Content-Type": "application/json"], length: declaredLength) + body, to: connection)
        }
    }

    private func head(status: Int, headers: [String: String], length: Int) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(length)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    private func write(_ bytes: [UInt8], to connection: Int32) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Self.sendWithoutSignal(connection, $0) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// A client that gave up must not kill the test process with SIGPIPE.
    private static func sendWithoutSignal(_ connection: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
        #else
        Darwin.send(connection, buffer.baseAddress, buffer.count, 0)
        #endif
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
