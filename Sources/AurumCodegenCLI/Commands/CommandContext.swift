import AurumCodegenCore

/// What a running command may use besides its arguments.
package struct CommandContext: Sendable {
    package var io: CommandIO
    /// Every registered subcommand (the help command lists them).
    package var commands: [any Command]
    /// Makes the Figma REST client; nil in the plugins' tool, which links no networking.
    package var figma: FigmaClientFactory?

    package init(io: CommandIO, commands: [any Command], figma: FigmaClientFactory? = nil) {
        self.io = io
        self.commands = commands
        self.figma = figma
    }

    /// The Figma client for `connection`, or an error saying which tool has one.
    package func figmaClient(_ connection: FigmaConnection) throws(DiagnosticError) -> any FigmaREST {
        guard let figma else {
            throw DiagnosticError(.error("this tool reads Figma only from saved files; run 'aurum-codegen' (not the plugins' tool) to reach the Figma API"))
        }
        return figma(connection)
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
    /// Many of one kind in one file are summarised (`DiagnosticSummary`).
    package func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in DiagnosticSummary.condensed(diagnostics) {
            printError(diagnostic.rendered(colored: io.colorsStandardError))
        }
    }

    package func command(named name: String) -> (any Command)? {
        commands.first { $0.spec.name == name }
    }
}
