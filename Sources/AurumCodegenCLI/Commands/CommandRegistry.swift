/// The one list of subcommands. Add a command here and it is dispatched, listed in
/// `aurum-codegen --help`, offered as a "did you mean" suggestion and checked by the spec tests.
package enum CommandRegistry {
    /// In the order `--help` lists them.
    package static let commands: [any Command] = [
        HelpCommand(),
        GenerateCommand(),
        ValidateCommand(),
        CheckCommand(),
        ImportCommand(),
        DriftCommand(),
    ]
}
