import Foundation

/// Paths the tests read: the repository root and the read-only suites beside it.
enum TestPaths {
    /// The repository root, found from this file's path so tests work from any directory.
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // AurumCodegenCoreTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// `../shared` relative to the repository root. Tests that need it fail (never skip) when it is missing.
    static let shared: URL = repoRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static func sharedSuite(_ relative: String) throws -> URL {
        let url = shared.appendingPathComponent("suites").appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingSuite(path: url.path)
        }
        return url
    }

    struct MissingSuite: Error, CustomStringConvertible {
        var path: String
        var description: String { "conformance suite missing at \(path): ../shared/suites must sit beside the repository" }
    }
}
