/// `aurum-codegen help [<subcommand>]`: the same pages as `--help`.
package struct HelpCommand: Command {
    package init() {}

    package let spec = CommandSpec(
        name: "help",
        abstract: "Show help for aurum-codegen or one of its subcommands.",
        discussion: "Without a subcommand, lists every subcommand. 'aurum-codegen help <subcommand>' prints the same page as 'aurum-codegen <subcommand> --help'.",
        arguments: [.init("subcommand", help: "The subcommand to describe.", arity: .optional)]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard let name = arguments.argument("subcommand") else {
            context.io.writeOutput(AurumCodegenCommandLine.help(commands: context.commands))
            return ExitCode.success
        }
        guard let command = context.command(named: name) else {
            throw AurumCodegenCommandLine.unknownSubcommand(name, commands: context.commands)
        }
        context.io.writeOutput(AurumCodegenCommandLine.help(for: command.spec))
        return ExitCode.success
    }
}
