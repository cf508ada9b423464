import Foundation
import Testing
@testable import AurumCodegenCore

/// Diagnostics name files relative to the working directory, or absolutely for the build plugin.
@Suite struct DisplayPathTests {
    @Test func relativeInsideTheDirectoryAbsoluteOutside() {
        let url = URL(fileURLWithPath: "/work/repo/tokens/a.tokens.json")
        #expect(TokenLoader.displayPath(for: url, relativeTo: "/work/repo") == "tokens/a.tokens.json")
        #expect(TokenLoader.displayPath(for: url, relativeTo: "/work/other") == "/work/repo/tokens/a.tokens.json")
    }

    @Test func absoluteWhenAsked() {
        let url = URL(fileURLWithPath: "/work/repo/tokens/../tokens/a.tokens.json")
        DisplayPaths.$absolute.withValue(true) {
            #expect(TokenLoader.displayPath(for: url, relativeTo: "/work/repo") == "/work/repo/tokens/a.tokens.json")
        }
    }

    @Test func loadedTokensReportAbsolutePathsWhenAsked() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file = cwd.appendingPathComponent(".build/aurum-display-\(UUID().uuidString).tokens.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{ "c": { "$type": "color", "$value": "{nope}" } }"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let relative = TokenLoader.check(inputs: [file]).diagnostics.map { $0.rendered(colored: false) }
        let absolute = DisplayPaths.$absolute.withValue(true) { TokenLoader.check(inputs: [file]).diagnostics.map { $0.rendered(colored: false) } }
        #expect(relative.first?.hasPrefix(".build/\(file.lastPathComponent):1:28: error:") == true, "\(relative)")
        #expect(absolute.first?.hasPrefix("\(file.standardizedFileURL.path):1:28: error:") == true, "\(absolute)")
    }
}
