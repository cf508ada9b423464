import Testing
@testable import AurumCodegenCLI

@Suite struct ArgumentParserTests {
    @Test func longOptionTakesTheNextArgumentOrAnInlineValue() throws {
        #expect(try parse(["--output", "out", "in"]).option("output") == "out")
        #expect(try parse(["--output=out", "in"]).option("output") == "out")
        #expect(try parse(["--output=a=b", "in"]).option("output") == "a=b")
        #expect(try parse(["--output=", "in"]).option("output") == "")
        #expect(try parse(["--output=-x", "in"]).option("output") == "-x")
    }

    @Test func shortOptionTakesTheNextArgumentOrTheRestOfItsGroup() throws {
        #expect(try parse(["-o", "out", "in"]).option("output") == "out")
        #expect(try parse(["-oout", "in"]).option("output") == "out")
        let grouped = try parse(["-vnoout", "in"])
        #expect(grouped.option("output") == "out")
        #expect(grouped.flag("verbose") && grouped.flag("dry-run"))
        #expect(try parse(["-vo", "out", "in"]).option("output") == "out")
    }

    @Test func shortFlagsGroupAndCount() throws {
        let parsed = try parse(["-vq", "in", "-v"])
        #expect(parsed.flag("verbose") && parsed.flag("quiet"))
        #expect(!parsed.flag("dry-run"))
        #expect(parsed.flagCount("verbose") == 2)
        #expect(try parse(["--dry-run", "in"]).flag("dry-run"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["-v", "--", "--dry-run", "-q", "--"])
        #expect(parsed.positionals == ["--dry-run", "-q", "--"])
        #expect(parsed.argument("input") == "--dry-run")
        #expect(parsed.arguments("extras") == ["-q", "--"])
        #expect(!parsed.flag("dry-run") && !parsed.flag("quiet"))
    }

    @Test func loneDashIsAPositionalAndAValue() throws {
        #expect(try parse(["-"]).argument("input") == "-")
        #expect(try parse(["--output", "-", "in"]).option("output") == "-")
        #expect(try parse(["-o", "-", "in"]).option("output") == "-")
    }

    @Test func negativeNumbersAreValues() throws {
        #expect(try parse(["--output", "-1", "in"]).option("output") == "-1")
        #expect(try parse(["--output", "-0.5", "in"]).option("output") == "-0.5")
    }

    @Test func positionalsInterleaveWithOptionsAndBindInOrder() throws {
        let parsed = try parse(["a", "-v", "b", "--output", "o", "c"])
        #expect(parsed.positionals == ["a", "b", "c"])
        #expect(parsed.argument("input") == "a")
        #expect(parsed.arguments("extras") == ["b", "c"])
        #expect(try parse(["a"]).arguments("extras") == [])
    }

    @Test func defaultsApplyOnlyWhenAnOptionIsAbsent() throws {
        let absent = try parse(["in"])
        #expect(absent.option("config") == "aurum.json")
        #expect(!absent.isGiven("config"))
        #expect(absent.option("output") == nil)
        #expect(absent.options("include") == [])
        let given = try parse(["in", "-c", "other.json"])
        #expect(given.option("config") == "other.json")
        #expect(given.isGiven("config"))
    }

    @Test func repeatableOptionsCollectEveryValueInOrder() throws {
        let parsed = try parse(["-I", "a", "--include=b", "-Ic", "in"])
        #expect(parsed.options("include") == ["a", "b", "c"])
        #expect(parsed.option("include") == "c")
    }

    @Test func repeatingASingleValueOptionIsAnError() {
        #expect(usageError(["--output", "a", "-o", "b", "in"])?.message == "option '--output' given more than once")
    }

    @Test func missingValueIsAnError() {
        #expect(usageError(["in", "--output"]) == UsageError("missing value for '--output <dir>'"))
        #expect(usageError(["in", "-o"]) == UsageError("missing value for '-o <dir>'"))
        #expect(usageError(["in", "-o", "--"]) == UsageError("missing value for '-o <dir>'"))
        // A declared option after it is a forgotten value, not a value.
        #expect(usageError(["--output", "--dry-run", "in"]) == UsageError("missing value for '--output <dir>'"))
        #expect(usageError(["--output", "-v", "in"]) == UsageError("missing value for '--output <dir>'"))
        // Anything else dash-led may be a value that needs the `=` form.
        #expect(usageError(["--output", "-x", "in"]) == UsageError(
            "missing value for '--output <dir>'", help: "write '--output=-x' for a value that starts with '-'"))
    }

    @Test func flagsTakeNoValue() {
        #expect(usageError(["--dry-run=yes", "in"]) == UsageError("flag '--dry-run' does not take a value"))
    }

    @Test func unknownLongOptionSuggestsTheClosestName() {
        #expect(usageError(["--outptu", "x", "in"]) == UsageError("unknown option '--outptu'", help: "did you mean '--output'?"))
        #expect(usageError(["--outptu=x", "in"]) == UsageError("unknown option '--outptu'", help: "did you mean '--output'?"))
        #expect(usageError(["--dryrun", "in"]) == UsageError("unknown option '--dryrun'", help: "did you mean '--dry-run'?"))
        #expect(usageError(["--hlep"]) == UsageError("unknown option '--hlep'", help: "did you mean '--help'?"))
        #expect(usageError(["--bogus", "in"]) == UsageError("unknown option '--bogus'"))
    }

    @Test func unknownShortOptionIsAnError() {
        #expect(usageError(["-x", "in"]) == UsageError("unknown option '-x'"))
        #expect(usageError(["-vx", "in"]) == UsageError("unknown option '-x' in '-vx'"))
        // A long name typed with one dash gets the two-dash spelling suggested.
        #expect(usageError(["-dry-run", "in"]) == UsageError("unknown option '-d' in '-dry-run'", help: "did you mean '--dry-run'?"))
    }

    @Test func positionalCountIsChecked() {
        #expect(usageError([]) == UsageError("missing argument '<input>'"))
        let single = CommandSpec(name: "one", abstract: "", arguments: [.init("file", help: "")])
        #expect(usageError(["a", "b"], single) == UsageError("unexpected argument 'b'"))
        let none = CommandSpec(name: "none", abstract: "")
        #expect(usageError(["a"], none) == UsageError("unexpected argument 'a'"))
        let some = CommandSpec(name: "some", abstract: "", arguments: [.init("files", help: "", arity: .oneOrMore)])
        #expect(usageError([], some) == UsageError("missing argument '<files>'"))
        #expect((try? parse(["a", "b"], some))?.arguments("files") == ["a", "b"])
        let maybe = CommandSpec(name: "maybe", abstract: "", arguments: [.init("file", help: "", arity: .optional)])
        #expect((try? parse([], maybe))?.argument("file") == nil)
        #expect((try? parse(["a"], maybe))?.argument("file") == "a")
    }

    @Test func helpIsRequestedBeforeDoubleDashOnly() {
        let spec = sampleSpec
        #expect(ArgumentParser.requestsHelp(["--help"], for: spec))
        #expect(ArgumentParser.requestsHelp(["in", "-h"], for: spec))
        #expect(ArgumentParser.requestsHelp(["-vh"], for: spec))
        #expect(ArgumentParser.requestsHelp(["--bogus", "--help"], for: spec))
        #expect(!ArgumentParser.requestsHelp(["--", "--help"], for: spec))
        #expect(!ArgumentParser.requestsHelp(["-oh", "in"], for: spec)) // `h` is -o's value
        #expect(!ArgumentParser.requestsHelp(["--output=--help", "in"], for: spec))
        #expect(!ArgumentParser.requestsHelp(["in"], for: spec))
    }

    @Test func helpFlagParsesWithoutRequiredArguments() throws {
        #expect(try parse(["--help"]).isHelpRequested)
        #expect(try parse(["-vh"]).isHelpRequested)
        #expect(try !parse(["in"]).isHelpRequested)
    }

    @Test func topLevelParsingStopsAtTheFirstPositional() throws {
        let spec = AurumCodegenCommandLine.spec
        let stopped = try ArgumentParser.parse(["--version", "render", "--output", "x"], for: spec, stoppingAtFirstPositional: true)
        #expect(stopped.parsed.flag("version"))
        #expect(stopped.remainder == ["render", "--output", "x"])
        let dashed = try ArgumentParser.parse(["--", "--render"], for: spec, stoppingAtFirstPositional: true)
        #expect(dashed.remainder == ["--render"])
    }

    @Test func askingForAnUndeclaredNameTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = try? ArgumentParser.parse(["in"], for: sampleSpec).flag("dry-rn")
        }
    }
}
