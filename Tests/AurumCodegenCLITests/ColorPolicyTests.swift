import Testing
@testable import AurumCodegenCLI

@Suite struct ColorPolicyTests {
    @Test(arguments: [
        (true, [String: String](), true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], false), // any value, even empty, disables (no-color.org)
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (false, [:], false),
        (false, ["NO_COLOR": "1"], false),
        (false, ["NO_COLOR": ""], false),
    ])
    func colourOnlyOnATerminalWithoutNoColor(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(ColorPolicy.shouldColor(isTerminal: isTerminal, environment: environment) == expected)
        let io = CommandIO.capturing(into: CapturedOutput(), environment: environment, standardErrorIsTerminal: isTerminal)
        #expect(io.colorsStandardError == expected)
    }

    @Test func usageErrorsAreColouredOnlyWhenAllowed() {
        let coloured = Run(["--verison"], terminal: true)
        #expect(coloured.error.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.error.contains("\u{1B}[1;36mhelp:\u{1B}[0m did you mean '--version'?"))

        for environment in [["NO_COLOR": ""], ["NO_COLOR": "1"]] {
            let plain = Run(["--verison"], environment: environment, terminal: true)
            #expect(!plain.error.contains("\u{1B}"))
            #expect(plain.error.hasPrefix("error: unknown option '--verison'\nhelp: did you mean '--version'?\n"))
        }
        #expect(!Run(["--verison"], terminal: false).error.contains("\u{1B}"))
    }
}
