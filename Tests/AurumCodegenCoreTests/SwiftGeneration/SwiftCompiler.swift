import Foundation

/// Runs the toolchain's `swiftc` on generated code. Tests that use it fail (never skip) when it is missing.
enum SwiftCompiler {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "swiftc not found: set AURUM_SWIFTC, put swiftc on PATH, or install Swift at /opt/swift" }
    }

    struct Failure: Error, CustomStringConvertible {
        var command: String
        var output: String
        var description: String { "\(command) failed:\n\(output)" }
    }

    /// `AURUM_SWIFTC`, else `swiftc` on PATH (the toolchain running `swift test`), else /opt/swift.
    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["AURUM_SWIFTC"] { candidates.append(explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing()
        }
        return found
    }

    /// Runs swiftc with `arguments` in whole-module mode; throws with its output when it fails.
    ///
    /// Whole-module mode checks the same code with one frontend. Without it the driver starts a frontend per
    /// file, and each loads the standard library and the imported modules and parses every file again: the
    /// Aurum Swift against the Apple stand-in modules took 2.6 s of CPU per type-check that way, 0.35 s this way.
    @discardableResult
    static func run(_ arguments: [String], in directory: URL) throws -> String {
        try runProcess(try path(), ["-wmo"] + arguments, in: directory)
    }

    @discardableResult
    static func runProcess(_ executable: String, _ arguments: [String], in directory: URL) throws -> String {
        let result = try capture(executable, arguments, in: directory, mergingErrors: true)
        guard result.status == 0 else {
            throw Failure(command: ([executable] + arguments).joined(separator: " "), output: result.output)
        }
        return result.output
    }

    /// Runs `executable` in `directory`: its exit status, standard output and standard error (with `mergingErrors`,
    /// both in `output`, interleaved as written). Standard error is read on another thread, so neither pipe can
    /// fill up and stall the child.
    static func capture(_ executable: String, _ arguments: [String], in directory: URL,
                        mergingErrors: Bool = false) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The driver leaves an empty TemporaryDirectory.* behind in TMPDIR on every run: give it one we remove.
        let scratch = try temporaryDirectory("swiftc-tmp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        process.environment = environment
        let out = Pipe(), err = mergingErrors ? nil : Pipe()
        process.standardOutput = out
        process.standardError = err ?? out
        let errors = ErrorBuffer()
        try process.run()
        if let err {
            errors.group.enter()
            DispatchQueue.global().async {
                errors.data = err.fileHandleForReading.readDataToEndOfFile()
                errors.group.leave()
            }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        errors.group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errors.data, as: UTF8.self))
    }

    /// Standard error as a reading thread hands it over (the group orders the write before the read).
    private final class ErrorBuffer: @unchecked Sendable {
        let group = DispatchGroup()
        var data = Data()
    }

    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
