import AurumCodegenCore

/// Entry point of the `aurum-codegen` command; `main.swift` only calls `main(_:)`.
///
/// Reads the top-level options (`--help`, `--version`), picks the subcommand from
/// `CommandRegistry`, parses its arguments against its `CommandSpec` and runs it.
package enum AurumCodegenCommandLine {
    package static let toolName = "aurum-codegen"
    /// The same version the generated headers carry.
    package static let version = AurumCodegenVersion.current

    /// The top level's own options; subcommands come from `CommandRegistry`.
    package static let spec = CommandSpec(
        name: toolName,
        abstract: "Generate typed Swift, Figma Code Connect files and docs from design tokens and component manifests.",
        discussion: "Reads W3C DTCG design tokens (with light and dark modes) and Figma component manifests, and writes Swift, Code Connect files and Markdown pages. In CI it checks that committed output is not out of date.",
        flags: [.init("version", help: "Show the version.")]
    )

    /// `figma` makes the Figma REST client for `drift --figma-file` and `import --file-key`; the plugins' tool
    /// passes none and links no networking.
    package static func main(_ arguments: [String], figma: FigmaClientFactory? = nil) -> Int32 {
        main(arguments, io: .process, figma: figma)
    }

    package static func main(_ arguments: [String], io: CommandIO, commands: [any Command] = CommandRegistry.commands,
                             figma: FigmaClientFactory? = nil) -> Int32 {
        let context = CommandContext(io: io, commands: commands, figma: figma)
        if arguments.isEmpty || ArgumentParser.requestsHelp(arguments.prefix { !isSubcommandStart($0) }.map { $0 }, for: spec) {
            io.writeOutput(help(commands: commands))
            return ExitCode.success
        }

        let remainder: [String]
        do throws(UsageError) {
            let top = try ArgumentParser.parse(arguments, for: spec, stoppingAtFirstPositional: true)
            if top.parsed.flag("version") {
                context.print("\(toolName) \(version)")
                return ExitCode.success
            }
            remainder = top.remainder
            guard let name = remainder.first else { throw UsageError("missing subcommand") }
            guard let command = context.command(named: name) else {
                throw unknownSubcommand(name, commands: commands)
            }
            return run(command, Array(remainder.dropFirst()), context: context)
        } catch {
            reportUsageError(error, spec: spec, commandPath: toolName, hasSubcommands: true, context: context)
            return ExitCode.usage
        }
    }

    /// The top-level help page.
    package static func help(commands: [any Command]) -> String {
        HelpFormatter.help(for: spec, commandPath: toolName, subcommands: commands.map(\.spec))
    }

    /// The help page of one subcommand.
    package static func help(for command: CommandSpec) -> String {
        HelpFormatter.help(for: command, commandPath: "\(toolName) \(command.name)")
    }

    static func unknownSubcommand(_ name: String, commands: [any Command]) -> UsageError {
        UsageError("unknown subcommand '\(name)'",
                   help: Suggestion.closest(to: name, among: commands.map(\.spec.name)).map { "did you mean '\($0)'?" })
    }

    static func run(_ command: any Command, _ arguments: [String], context: CommandContext) -> Int32 {
        let spec = command.spec
        if ArgumentParser.requestsHelp(arguments, for: spec) {
            context.io.writeOutput(help(for: spec))
            return ExitCode.success
        }
        do {
            let parsed = try ArgumentParser.parse(arguments, for: spec)
            return try command.run(parsed, context: context)
        } catch let error as UsageError {
            reportUsageError(error, spec: spec, commandPath: "\(toolName) \(spec.name)", hasSubcommands: false, context: context)
            return ExitCode.usage
        } catch let error as DiagnosticError {
            context.report(error.diagnostics)
            return ExitCode.inputError
        } catch {
            context.report([.error("\(error)")])
            return ExitCode.inputError
        }
    }

    /// `error:`, an optional `help:` hint, the usage line and where to read more, on stderr.
    private static func reportUsageError(_ error: UsageError, spec: CommandSpec, commandPath: String, hasSubcommands: Bool, context: CommandContext) {
        let colored = context.io.colorsStandardError
        var lines = [Diagnostic.error(error.message).rendered(colored: colored)]
        if let hint = error.help {
            lines.append(colored ? "\(ColorPolicy.boldCyan)help:\(ColorPolicy.reset) \(hint)" : "help: \(hint)")
        }
        lines += HelpFormatter.usageLines(for: spec, commandPath: commandPath, hasSubcommands: hasSubcommands, prefix: "usage: ")
        let helpCommand = hasSubcommands ? "\(toolName) help" : "\(toolName) help \(spec.name)"
        lines.append("See '\(helpCommand)'.")
        context.printError(lines.joined(separator: "\n"))
    }

    /// The first argument that is not a top-level option: the subcommand, or `--` before it.
    private static func isSubcommandStart(_ argument: String) -> Bool {
        argument == "--" || argument == "-" || !argument.hasPrefix("-")
    }
}
