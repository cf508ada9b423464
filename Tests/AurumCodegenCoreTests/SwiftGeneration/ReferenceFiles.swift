import Foundation
import Testing
@testable import AurumCodegenCore

/// Compares generated files with checked-in expected files under Tests/Reference/.
/// `AURUM_RECORD=1 swift test` rewrites the expected files instead (then review the diff and commit it).
enum ReferenceFiles {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["AURUM_RECORD"] == "1" }

    static func directory(_ relative: String) -> URL {
        TestPaths.repoRoot.appendingPathComponent("Tests/Reference").appendingPathComponent(relative)
    }

    /// Every file must match byte for byte, and the directory must hold no other files.
    static func check(_ files: [GeneratedFile], against relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let directory = directory(relative)
        let fm = FileManager.default
        if isRecording {
            try? fm.removeItem(at: directory)
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files {
                let url = directory.appendingPathComponent(file.relativePath)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            return
        }
        let expected = try fm.subpathsOfDirectory(atPath: directory.path)
            .filter { !isDirectory(directory.appendingPathComponent($0)) }.sorted()
        #expect(files.map(\.relativePath).sorted() == expected,
                "generated file names differ from \(relative); AURUM_RECORD=1 re-records", sourceLocation: sourceLocation)
        for file in files {
            let url = directory.appendingPathComponent(file.relativePath)
            let reference = fm.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
            if reference != file.contents {
                Issue.record("\(relative)/\(file.relativePath) differs from the generated file\(firstDifference(reference ?? "", file.contents)); AURUM_RECORD=1 re-records",
                             sourceLocation: sourceLocation)
            }
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end>"
            let right = index < b.count ? String(b[index]) : "<end>"
            if left != right { return " at line \(index + 1):\n  expected: \(left)\n  actual:   \(right)\n" }
        }
        return ""
    }
}
