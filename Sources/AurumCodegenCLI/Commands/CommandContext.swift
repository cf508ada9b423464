import AurumCodegenCore

/// What a running command may use besides its arguments.
package struct CommandContext: Sendable {
    package var io: CommandIO
    /// Every registered subcommand (the help command lists them).
    package var commands: [any Command]

    package init(io: CommandIO, commands: [any Command]) {
        self.io = io
        self.commands = commands
    }

    /// Writes a line to standard output.
    package func print(_ text: String) {
        io.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes a line to standard error, uncoloured.
    package func printError(_ text: String) {
        io.writeError(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes diagnostics to standard error, coloured when `io.colorsStandardError` allows.
    package func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            printError(diagnostic.rendered(colored: io.colorsStandardError))
        }
    }

    package func command(named name: String) -> (any Command)? {
        commands.first { $0.spec.name == name }
    }
}
