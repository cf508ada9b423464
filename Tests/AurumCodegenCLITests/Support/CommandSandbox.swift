import Foundation
@testable import AurumCodegenCLI

/// A temporary folder that the command line runs in, in-process: files written and read by relative path, removed
/// with the sandbox.
final class CommandSandbox {
    let directory: URL

    init(_ name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }

    /// `aurum-codegen arguments…` in the sandbox: exit status, standard output and standard error.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let capture = CapturedOutput()
        let code = AurumCodegenCommandLine.main(arguments, io: .capturing(into: capture, currentDirectory: directory.path))
        return (code, capture.standardOutput, capture.standardError)
    }
}
