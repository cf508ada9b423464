import AurumCodegenFixtures
@testable import AurumCodegenCore
import Foundation

/// A `SyntheticTokenSet` written to a temporary directory, for tests that load it as a project.
enum SyntheticProject {
    /// `body` with the configuration of a written set of `count` tokens (with the catalog configured when
    /// `catalog`); the directory, which loading reads, is removed after `body`.
    static func withConfiguration<R>(count: Int, catalog: Bool = true, _ body: (AurumConfiguration) throws -> R) throws -> R {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-synthetic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try SyntheticTokenSet(count: count, catalog: catalog).write(to: directory)
        return try body(try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName)))
    }
}
