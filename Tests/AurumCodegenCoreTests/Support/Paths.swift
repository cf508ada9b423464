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
        try sharedFile("suites/" + relative)
    }

    /// A file or folder of `../shared` (`reference/code-connect-types/figma-types.d.ts`); throws when it is missing.
    static func sharedFile(_ relative: String) throws -> URL {
        let url = shared.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw MissingShared(path: url.path)
        }
        return url
    }

    struct MissingShared: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is missing: ../shared (suites, reference) must sit beside the repository" }
    }
}
