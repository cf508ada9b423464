/// A subcommand of `aurum-codegen`. Declare what it accepts in `spec`; the dispatcher parses the
/// command line, handles `--help`, reports usage errors, and only then calls `run`.
///
/// Register new commands in `CommandRegistry.commands`.
package protocol Command: Sendable {
    var spec: CommandSpec { get }

    /// Does the work and returns an `ExitCode`. Thrown errors are reported for you:
    /// `DiagnosticError` as diagnostics (exit 1), `UsageError` with the usage line (exit 64),
    /// anything else as `error: …` (exit 1).
    func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32
}
