import Foundation

/// One `aurum-codegen` invocation of the built executable, as a user runs it on a corpus set.
struct CorpusRun {
    var code: Int32
    var output: String
    var error: String

    /// The executable sits in the build products directory beside the test bundle.
    static func executable() throws -> URL {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() } // macOS bundle
        let url = products.appendingPathComponent("aurum-codegen")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw MissingExecutable(path: url.path) }
        return url
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var path: String
        var description: String { "no aurum-codegen executable at \(path); build it with 'swift build --build-tests'" }
    }

    static func run(_ arguments: [String]) throws -> CorpusRun {
        // From the repository root, as the tests run: inputs in temporary folders are shown by absolute path.
        let result = try SwiftCompiler.capture(try executable().path, arguments, in: TestPaths.repoRoot)
        return CorpusRun(code: result.status, output: result.output, error: result.error)
    }

    /// `path:line:column: warning: message` lines of standard error.
    var warnings: [Diagnostic] { diagnostics(.warning) }
    var errors: [Diagnostic] { diagnostics(.error) }

    struct Diagnostic {
        enum Severity: String { case warning, error }
        var file: String
        var message: String
    }

    func diagnostics(_ severity: Diagnostic.Severity) -> [Diagnostic] {
        error.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": \(severity.rawValue): ") else { return nil }
            let location = line[..<range.lowerBound]
            let file = location.split(separator: ":").first.map(String.init) ?? String(location)
            return Diagnostic(file: file, message: String(line[range.upperBound...]))
        }
    }

    /// The summary's `tokens: 12 (3 color, 9 dimension)` line, per type.
    var summaryCounts: [String: Int]? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("tokens: ") }) else { return nil }
        var counts: [String: Int] = [:]
        if let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")") {
            for part in line[line.index(after: open)..<close].split(separator: ",") {
                let words = part.split(separator: " ")
                if words.count == 2, let count = Int(words[0]) { counts[String(words[1]), default: 0] += count }
            }
        }
        return counts
    }
}

/// What a `generate` wrote: its Swift files and the token paths their documentation names.
struct GeneratedSwift {
    var files: [URL]
    var tokenPaths: Set<String>

    init(_ directory: URL) {
        files = (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        var paths = Set<String>()
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("/// Token `") else { continue }
                let rest = trimmed.dropFirst("/// Token `".count)
                if let end = rest.firstIndex(of: "`") { paths.insert(String(rest[..<end])) }
            }
        }
        tokenPaths = paths
    }
}
