import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI

@Suite struct CommandLineTests {
    private var topLevelHelp: String { AurumCodegenCommandLine.help(commands: CommandRegistry.commands + [SampleCommand()]) }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["--version", "--help"]])
    func topLevelHelpExitsZero(arguments: [String]) {
        let run = Run(arguments)
        #expect(run.code == ExitCode.success)
        #expect(run.output == topLevelHelp)
        #expect(run.error.isEmpty)
    }

    @Test func versionPrintsTheOneVersionConstant() {
        let run = Run(["--version"])
        #expect(run.code == ExitCode.success)
        #expect(run.output == "aurum-codegen \(AurumCodegenCommandLine.version)\n")
        #expect(AurumCodegenCommandLine.version.split(separator: ".").count == 3)
    }

    @Test func subcommandHelpMatchesHelpSubcommand() {
        let viaFlag = Run(["render", "--help"])
        let viaCommand = Run(["help", "render"])
        #expect(viaFlag.code == ExitCode.success && viaCommand.code == ExitCode.success)
        #expect(viaFlag.output == viaCommand.output)
        #expect(viaFlag.output.contains("USAGE: aurum-codegen render "))
        // Help wins over other mistakes on the same line, and the command never runs.
        let sample = SampleCommand()
        #expect(Run(["render", "--bogus", "-h"], sample: sample).output == viaFlag.output)
        #expect(sample.received.arguments == nil)
    }

    @Test func argumentsReachTheCommandAndItsExitCodeIsReturned() throws {
        let sample = SampleCommand(.exit(7))
        let run = Run(["render", "-vn", "--output=out", "in", "more"], sample: sample)
        #expect(run.code == 7)
        let arguments = try #require(sample.received.arguments)
        #expect(arguments.flag("verbose") && arguments.flag("dry-run"))
        #expect(arguments.option("output") == "out")
        #expect(arguments.positionals == ["in", "more"])
    }

    @Test func doubleDashBeforeTheSubcommandIsAllowed() {
        let sample = SampleCommand()
        #expect(Run(["--", "render", "in"], sample: sample).code == ExitCode.success)
        #expect(sample.received.arguments?.argument("input") == "in")
    }

    @Test func unknownOptionOfASubcommandIsAUsageError() {
        let run = Run(["render", "--outptu", "x", "in"])
        #expect(run.code == ExitCode.usage)
        #expect(run.output.isEmpty)
        let lines = run.error.split(separator: "\n")
        #expect(lines.first == "error: unknown option '--outptu'")
        #expect(lines.dropFirst().first == "help: did you mean '--output'?")
        #expect(lines.contains { $0.hasPrefix("usage: aurum-codegen render [--output <dir>]") })
        #expect(lines.last == "See 'aurum-codegen help render'.")
    }

    @Test func unknownSubcommandSuggestsARegisteredOne() {
        let run = Run(["rendr", "in"])
        #expect(run.code == ExitCode.usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            error: unknown subcommand 'rendr'
            help: did you mean 'render'?
            usage: aurum-codegen <subcommand>
            See 'aurum-codegen help'.

            """)
        #expect(Run(["deploy"]).error.hasPrefix("error: unknown subcommand 'deploy'\nusage:"))
    }

    @Test func unknownTopLevelOptionIsAUsageError() {
        let typo = Run(["--verison"])
        #expect(typo.code == ExitCode.usage)
        #expect(typo.error.hasPrefix("error: unknown option '--verison'\nhelp: did you mean '--version'?\n"))
        let bogus = Run(["--bogus", "render"])
        #expect(bogus.code == ExitCode.usage)
        #expect(bogus.error.hasPrefix("error: unknown option '--bogus'\nusage: aurum-codegen <subcommand>\n"))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() {
        let run = Run(["help", "rendr"])
        #expect(run.code == ExitCode.usage)
        #expect(run.error.hasPrefix("error: unknown subcommand 'rendr'\nhelp: did you mean 'render'?\nusage: aurum-codegen help [<subcommand>]\n"))
        #expect(run.error.hasSuffix("See 'aurum-codegen help help'.\n"))
    }

    @Test func missingSubcommandAfterOptionsIsAUsageError() {
        let run = Run(["--"])
        #expect(run.code == ExitCode.usage)
        #expect(run.error.hasPrefix("error: missing subcommand\n"))
    }

    @Test func diagnosticsThrownByACommandExitOne() {
        let diagnostic = Diagnostic.error("unknown token type 'colour'", at: SourceLocation(file: "tokens/a.json", line: 3, column: 12))
        let run = Run(["render", "in"], sample: SampleCommand(.fail(DiagnosticError(diagnostic))))
        #expect(run.code == ExitCode.inputError)
        #expect(run.error == "tokens/a.json:3:12: error: unknown token type 'colour'\n")

        let coloured = Run(["render", "in"], sample: SampleCommand(.fail(DiagnosticError(diagnostic))), terminal: true)
        #expect(coloured.error == diagnostic.rendered(colored: true) + "\n")
    }

    @Test func usageErrorsThrownByACommandExitSixtyFour() {
        let run = Run(["render", "in"], sample: SampleCommand(.fail(UsageError("'--quiet' and '--verbose' cannot be combined"))))
        #expect(run.code == ExitCode.usage)
        #expect(run.error.hasPrefix("error: '--quiet' and '--verbose' cannot be combined\nusage: aurum-codegen render"))
    }

    @Test func otherErrorsThrownByACommandExitOne() {
        struct Broken: Error, CustomStringConvertible { var description: String { "disk on fire" } }
        let run = Run(["render", "in"], sample: SampleCommand(.fail(Broken())))
        #expect(run.code == ExitCode.inputError)
        #expect(run.error == "error: disk on fire\n")
    }

    @Test func exitCodesAreTheDocumentedValues() {
        #expect(ExitCode.success == 0)
        #expect(ExitCode.inputError == 1)
        #expect(ExitCode.usage == 64)
    }
}

@Suite struct CommandSpecValidationTests {
    @Test func registeredCommandsAreSoundAndUniquelyNamed() {
        #expect(AurumCodegenCommandLine.spec.problems == [])
        for command in CommandRegistry.commands {
            #expect(command.spec.problems == [], "\(command.spec.name)")
        }
        let names = CommandRegistry.commands.map(\.spec.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("help"))
        #expect(sampleSpec.problems == [])
    }

    @Test func declarationMistakesAreReported() {
        let clashes = CommandSpec(name: "x", abstract: "",
                                  options: [.init("out", short: "o", help: ""), .init("help", help: "")],
                                  flags: [.init("out", help: ""), .init("quiet", short: "h", help: ""), .init("v", short: "o", help: "")])
        #expect(clashes.problems.count == 4)
        #expect(clashes.problems.contains { $0.contains("'--out'") })
        #expect(clashes.problems.contains { $0.contains("'--help'") })
        #expect(clashes.problems.contains { $0.contains("'-h'") })
        #expect(clashes.problems.contains { $0.contains("'-o'") })

        let badNames = CommandSpec(name: "-x", abstract: "", options: [.init("a=b", help: "")], flags: [.init("--c", help: "")])
        #expect(badNames.problems.count == 3)

        let order = CommandSpec(name: "x", abstract: "", arguments: [
            .init("rest", help: "", arity: .zeroOrMore), .init("maybe", help: "", arity: .optional), .init("must", help: ""),
        ])
        #expect(order.problems.contains("variadic argument '<rest>' must be the last argument"))
        #expect(order.problems.contains("required argument '<must>' follows optional '<rest>'"))
    }
}
