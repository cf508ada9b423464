import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a command touches of its process: output streams, environment, terminal state and
/// working directory. Injected so tests run commands in-process and read what they printed.
package struct CommandIO: Sendable {
    /// Writes text to standard output exactly as given (no newline added).
    package var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error exactly as given.
    package var writeError: @Sendable (String) -> Void
    package var environment: [String: String]
    package var standardErrorIsTerminal: Bool
    /// Relative paths on the command line resolve against this.
    package var currentDirectory: String

    package init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        environment: [String: String],
        standardErrorIsTerminal: Bool,
        currentDirectory: String
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.environment = environment
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.currentDirectory = currentDirectory
    }

    /// The real process.
    package static var process: CommandIO {
        CommandIO(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            environment: ProcessInfo.processInfo.environment,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath
        )
    }

    /// Writes into `capture` instead of the process streams; for tests.
    package static func capturing(
        into capture: CapturedOutput,
        environment: [String: String] = [:],
        standardErrorIsTerminal: Bool = false,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> CommandIO {
        CommandIO(
            writeOutput: { capture.append(output: $0) },
            writeError: { capture.append(error: $0) },
            environment: environment,
            standardErrorIsTerminal: standardErrorIsTerminal,
            currentDirectory: currentDirectory
        )
    }

    /// Whether stderr output may be coloured; see `ColorPolicy`.
    package var colorsStandardError: Bool {
        ColorPolicy.shouldColor(isTerminal: standardErrorIsTerminal, environment: environment)
    }
}

/// What a `CommandIO.capturing(into:)` wrote, for assertions.
package final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    package init() {}

    package var standardOutput: String { lock.withLock { out } }
    package var standardError: String { lock.withLock { err } }

    func append(output text: String) { lock.withLock { out += text } }
    func append(error text: String) { lock.withLock { err += text } }
}
