import Foundation
import Testing
@testable import AurumCodegenCore

/// Fixture access for the token tests. Expected diagnostic positions are computed from the fixture
/// text itself (where a snippet occurs), independently of the loader under test.
enum TokenFixtures {
    static let directory = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Tokens")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The path diagnostics show for a fixture (relative to the working directory, as the loader does).
    static func display(_ name: String) -> String { TokenLoader.displayPath(for: url(name)) }

    /// Line and UTF-8 column (1-based) of the `occurrence`-th match of `needle` in a fixture.
    static func location(of needle: String, in name: String, occurrence: Int = 1) throws -> AurumCodegenCore.SourceLocation {
        let text = try String(contentsOf: url(name), encoding: .utf8)
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searchStart..<text.endIndex)
            guard let f = found else { break }
            searchStart = f.upperBound
        }
        guard let range = found else { throw FixtureError(message: "\(needle) not found \(occurrence) times in \(name)") }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<range.lowerBound].utf8.count + 1
        return AurumCodegenCore.SourceLocation(file: display(name), line: line, column: column)
    }

    struct FixtureError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// Loads files expecting failure; returns all diagnostics.
    static func failures(_ names: [String], options: TokenLoadOptions = TokenLoadOptions()) -> [Diagnostic] {
        do {
            _ = try TokenLoader.load(files: names.map(url), options: options)
            Issue.record("expected \(names) to fail")
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func failures(resolver name: String) -> [Diagnostic] {
        do {
            _ = try TokenLoader.load(resolver: url(name))
            Issue.record("expected \(name) to fail")
            return []
        } catch {
            return error.diagnostics
        }
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostic with exactly this message, if any.
    func with(_ message: String) -> Diagnostic? { first { $0.message == message } }
}
