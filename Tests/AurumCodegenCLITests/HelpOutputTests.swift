import Testing
@testable import AurumCodegenCLI

@Suite struct HelpOutputTests {
    @Test func topLevelHelpHasEverySectionAndListsTheRegistry() {
        let help = AurumCodegenCommandLine.help(commands: CommandRegistry.commands)
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("\n\nUSAGE: aurum-codegen <subcommand>\n\n"))
        #expect(help.contains("\nOPTIONS:\n  --version               Show the version.\n  -h, --help              Show help information.\n"))
        #expect(help.contains("\nSUBCOMMANDS:\n"))
        for command in CommandRegistry.commands {
            let row = "  " + command.spec.name.padding(toLength: 24, withPad: " ", startingAt: 0)
            #expect(help.contains("\n\(row)\(command.spec.abstract.prefix(20))"))
        }
        #expect(help.hasSuffix("\n\n  See 'aurum-codegen help <subcommand>' for detailed help.\n"))
        expectWithinWidth(help)
    }

    @Test func helpHelpDescribesTheHelpCommand() {
        let run = Run(["help", "help"])
        #expect(run.code == ExitCode.success)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("OVERVIEW: Show help for aurum-codegen or one of its subcommands.\n\n"))
        #expect(run.output.contains("\n\nUSAGE: aurum-codegen help [<subcommand>]\n\n"))
        #expect(run.output.contains("\nARGUMENTS:\n  <subcommand>            The subcommand to describe.\n"))
        #expect(run.output.hasSuffix("\nOPTIONS:\n  -h, --help              Show help information.\n"))
        expectWithinWidth(run.output)
    }

    @Test func aSmallSpecRendersExactly() {
        let spec = CommandSpec(
            name: "lint",
            abstract: "Check the tokens.",
            options: [.init("format", short: "f", valueName: "style", help: "Output style.", default: "text")],
            flags: [.init("strict", help: "Treat warnings as errors.")],
            arguments: [.init("paths", help: "Token files.", arity: .oneOrMore)]
        )
        #expect(HelpFormatter.help(for: spec, commandPath: "aurum-codegen lint") == """
            OVERVIEW: Check the tokens.

            USAGE: aurum-codegen lint [--format <style>] [--strict] <paths> ...

            ARGUMENTS:
              <paths> ...             Token files.

            OPTIONS:
              -f, --format <style>    Output style. (default: text)
              --strict                Treat warnings as errors.
              -h, --help              Show help information.

            """)
    }

    @Test func descriptionsAlignAndWrapAtEightyColumns() {
        var spec = sampleSpec
        spec.options.append(.init("a-rather-long-option-name", valueName: "value", help: String(repeating: "word ", count: 30)))
        spec.discussion = "First paragraph " + String(repeating: "text ", count: 30) + "\n\n- a bullet " + String(repeating: "item ", count: 20)
        let help = HelpFormatter.help(for: spec, commandPath: "aurum-codegen render")
        expectWithinWidth(help)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)

        // Short labels put their description at column 26.
        let output = lines.first { $0.hasPrefix("  -o, --output <dir>") }!
        #expect(output == "  -o, --output <dir>      Where to write.")
        // A label too wide for the column puts its description on the next line, in the column.
        let long = lines.firstIndex { $0 == "  --a-rather-long-option-name <value>" }!
        #expect(lines[long + 1].hasPrefix(String(repeating: " ", count: 26) + "word word"))
        #expect(lines[long + 2].hasPrefix(String(repeating: " ", count: 26) + "word"))
        // Bullets keep their continuation lines indented under the text.
        let bullet = lines.firstIndex { $0.hasPrefix("- a bullet") }!
        #expect(lines[bullet + 1].hasPrefix("  item"))
        // The usage line wraps between elements, continuing under the command.
        let usage = lines.firstIndex { $0.hasPrefix("USAGE: aurum-codegen render") }!
        #expect(lines[usage + 1].hasPrefix("       ["))
        #expect(!lines[usage].hasSuffix("["))
        #expect(help.contains("[--include <path> ...]"))
        #expect(help.contains("<input> [<extras> ...]"))
    }

    @Test func usageLinesShowEveryArity() {
        let spec = CommandSpec(name: "x", abstract: "", arguments: [
            .init("a", help: ""), .init("b", help: "", arity: .optional), .init("c", help: "", arity: .zeroOrMore),
        ])
        #expect(HelpFormatter.usageLines(for: spec, commandPath: "t x", prefix: "usage: ") == ["usage: t x <a> [<b>] [<c> ...]"])
    }

    private func expectWithinWidth(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n") {
            #expect(line.count <= 80, "too wide: \(line)", sourceLocation: sourceLocation)
            #expect(!line.hasSuffix(" "), "trailing space: \(line)", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct TextWrapperTests {
    @Test func wrapsAtSpacesWithinTheWidth() {
        #expect(TextWrapper.wrap("aaa bbb ccc", width: 7) == ["aaa bbb", "ccc"])
        #expect(TextWrapper.wrap("aaa bbb ccc", width: 11) == ["aaa bbb ccc"])
        #expect(TextWrapper.wrap("abcdefghij xy", width: 5) == ["abcdefghij", "xy"])
    }

    @Test func keepsBlankLinesAndPrefixes() {
        #expect(TextWrapper.wrap("one two\n\nthree", width: 20, firstPrefix: "> ", continuationPrefix: "  ")
                == ["> one two", "", "  three"])
        #expect(TextWrapper.wrap("  indented words here", width: 12) == ["  indented", "  words here"])
    }
}
