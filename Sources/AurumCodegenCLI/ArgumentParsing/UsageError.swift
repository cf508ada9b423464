/// The command line itself is wrong (unknown option, missing value, …). The dispatcher prints it
/// with the command's usage line and exits with `ExitCode.usage` (64, EX_USAGE).
///
/// Commands may throw it from `run` too, e.g. for options that cannot be combined.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    /// A hint printed on its own `help:` line, e.g. "did you mean '--output'?".
    package var help: String?

    package init(_ message: String, help: String? = nil) {
        self.message = message
        self.help = help
    }

    package var description: String {
        help.map { "error: \(message)\nhelp: \($0)" } ?? "error: \(message)"
    }
}
