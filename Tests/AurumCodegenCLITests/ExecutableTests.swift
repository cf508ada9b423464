import Foundation
import Testing
@testable import AurumCodegenCLI

/// Runs the built `aurum-codegen` binary, to check what the in-process tests cannot: that
/// main.swift really exits with the dispatcher's status.
@Suite struct ExecutableTests {
    /// The executable sits in the build products directory beside the test bundle.
    static func executable() throws -> URL {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() } // macOS bundle
        let url = products.appendingPathComponent("aurum-codegen")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingExecutable(path: url.path)
        }
        return url
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var path: String
        var description: String { "no aurum-codegen executable at \(path); build it with 'swift build'" }
    }

    static func run(_ arguments: [String]) throws -> (code: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe cannot stall the child.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test func helpExitsZero() throws {
        let run = try Self.run(["--help"])
        #expect(run.code == 0)
        #expect(run.output == AurumCodegenCommandLine.help(commands: CommandRegistry.commands))
        #expect(run.error.isEmpty)
    }

    @Test func unknownOptionExitsSixtyFourWithASuggestion() throws {
        let bogus = try Self.run(["--bogus"])
        #expect(bogus.code == 64)
        #expect(bogus.output.isEmpty)
        #expect(bogus.error.hasPrefix("error: unknown option '--bogus'\n"))
        #expect(bogus.error.hasSuffix("See 'aurum-codegen help'.\n"))
        #expect(!bogus.error.contains("\u{1B}")) // a pipe is not a terminal

        let typo = try Self.run(["--verison"])
        #expect(typo.code == 64)
        #expect(typo.error.contains("help: did you mean '--version'?"))
    }

    @Test func versionMatchesTheConstant() throws {
        let run = try Self.run(["--version"])
        #expect(run.code == 0)
        #expect(run.output == "aurum-codegen \(AurumCodegenCommandLine.version)\n")
    }
}
