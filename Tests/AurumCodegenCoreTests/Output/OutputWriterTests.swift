import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct OutputWriterTests {
    private func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func mtime(_ url: URL) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func writesNewFilesAndLeavesIdenticalOnesUntouched() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = [GeneratedFile(relativePath: "A/One.swift", contents: "let a = 1\n"),
                     GeneratedFile(relativePath: "Two.swift", contents: "let b = 2\n")]
        let first = try OutputWriter().write(files, to: dir)
        #expect(first.written == ["A/One.swift", "Two.swift"])
        #expect(first.unchanged.isEmpty)
        #expect(try String(contentsOf: dir.appendingPathComponent("A/One.swift"), encoding: .utf8) == "let a = 1\n")

        // Back-date a file: an unchanged rewrite must not bump its modification date.
        let one = dir.appendingPathComponent("A/One.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: one.path)

        var changed = files
        changed[1].contents = "let b = 3\n"
        let second = try OutputWriter().write(changed, to: dir)
        #expect(second.written == ["Two.swift"])
        #expect(second.unchanged == ["A/One.swift"])
        #expect(try mtime(one) == old)
        #expect(try String(contentsOf: dir.appendingPathComponent("Two.swift"), encoding: .utf8) == "let b = 3\n")
        // No temporary files are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// swift-driver compares modification times to the second: a changed file must land in a later second.
    @Test func aRewriteWithinTheSameSecondWaitsForTheNextWhenAsked() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("G.swift")
        let writer = OutputWriter(waitsForNewSecond: true)
        _ = try writer.write([GeneratedFile(relativePath: "G.swift", contents: "let a = 1\n")], to: dir)
        // The file's time is now; rewriting at once would otherwise stay in its second.
        let before = try mtime(url).timeIntervalSince1970.rounded(.down)
        _ = try writer.write([GeneratedFile(relativePath: "G.swift", contents: "let a = 2\n")], to: dir)
        #expect(try mtime(url).timeIntervalSince1970.rounded(.down) > before)
        #expect(try String(contentsOf: url, encoding: .utf8) == "let a = 2\n")
        // An unchanged file is left alone, without waiting.
        let start = Date()
        let report = try writer.write([GeneratedFile(relativePath: "G.swift", contents: "let a = 2\n")], to: dir)
        #expect(report.unchanged == ["G.swift"] && Date().timeIntervalSince(start) < 0.5)
    }

    @Test func dryRunReportsButWritesNothing() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = try OutputWriter().write([GeneratedFile(relativePath: "X.swift", contents: "x")], to: dir, dryRun: true)
        #expect(report.written == ["X.swift"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("X.swift").path))
    }

    @Test func duplicatePathsAreAnErrorAndNothingIsWritten() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = [GeneratedFile(relativePath: "X.swift", contents: "1"), GeneratedFile(relativePath: "X.swift", contents: "2")]
        #expect(throws: DiagnosticError.self) { try OutputWriter().write(files, to: dir) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
