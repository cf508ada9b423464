/// Parses a command line against a `CommandSpec` with the conventional (getopt_long) rules:
///
/// - `--name value` and `--name=value`; `-s value` and `-svalue` for short options.
/// - Short flags group: `-vq` is `-v -q`; a short option ends a group and takes the rest as its
///   value (`-vo out` and `-voout` both give `-o` the value `out`).
/// - `--` ends options: everything after it is positional. A lone `-` is positional (stdin/stdout).
/// - A separate value may not start with `-` (except `-` itself and negative numbers), so a
///   forgotten value reads as "missing value" rather than swallowing the next option;
///   `--name=-x` passes such a value.
/// - Unknown options, missing values, a second non-repeatable option, missing or extra
///   positionals are `UsageError`s; unknown names come with a "did you mean" suggestion.
package enum ArgumentParser {
    package static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        try parse(arguments, for: spec, stoppingAtFirstPositional: false).parsed
    }

    /// Whether `-h`/`--help` appears before `--`. Checked before parsing so that
    /// `generate --bogus --help` still shows help, as users expect.
    package static func requestsHelp(_ arguments: [String], for spec: CommandSpec) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" { return true }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--") else { continue }
            for character in argument.dropFirst() {
                if character == CommandSpec.helpFlag.short { return true }
                if spec.option(short: character) != nil { break } // the rest is that option's value
            }
        }
        return false
    }

    /// Parses options up to the first positional and returns the rest untouched; the top level
    /// uses this to read its own options before the subcommand name.
    static func parse(
        _ arguments: [String], for spec: CommandSpec, stoppingAtFirstPositional: Bool
    ) throws(UsageError) -> (parsed: ParsedArguments, remainder: [String]) {
        var state = State(spec: spec)
        var index = 0
        var remainder: [String] = []

        func takeValue(for option: CommandSpec.Option, typed: String) throws(UsageError) -> String {
            if index < arguments.count, isValue(arguments[index]) {
                index += 1
                return arguments[index - 1]
            }
            let label = "\(typed) <\(option.valueName)>"
            if index < arguments.count, arguments[index] != "--", !isDeclaredOption(arguments[index], in: spec) {
                throw UsageError("missing value for '\(label)'",
                                 help: "write '--\(option.name)=\(arguments[index])' for a value that starts with '-'")
            }
            throw UsageError("missing value for '\(label)'")
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1

            if argument == "--" || argument == "-" || !argument.hasPrefix("-") {
                let rest = argument == "--" ? arguments[index...] : arguments[(index - 1)...]
                if stoppingAtFirstPositional {
                    remainder = Array(rest)
                    break
                }
                if argument == "--" {
                    state.positionals.append(contentsOf: rest)
                    break
                }
                state.positionals.append(argument)
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = body.prefix { $0 != "=" }
                let inlineValue = name.endIndex < body.endIndex ? String(body[body.index(after: name.endIndex)...]) : nil

                if let option = spec.option(named: name) {
                    let value = if let inlineValue { inlineValue } else { try takeValue(for: option, typed: "--\(name)") }
                    try state.record(value, for: option)
                } else if let flag = spec.flag(named: name) ?? (name == CommandSpec.helpFlag.name ? CommandSpec.helpFlag : nil) {
                    if inlineValue != nil { throw UsageError("flag '--\(name)' does not take a value") }
                    state.count(flag)
                } else {
                    throw unknownOption("--\(name)", spec: spec)
                }
            } else {
                let cluster = Array(argument.dropFirst())
                var position = 0
                while position < cluster.count {
                    let character = cluster[position]
                    position += 1
                    if let flag = spec.flag(short: character) ?? (character == CommandSpec.helpFlag.short ? CommandSpec.helpFlag : nil) {
                        state.count(flag)
                    } else if let option = spec.option(short: character) {
                        let attached = String(cluster[position...])
                        let value = try attached.isEmpty ? takeValue(for: option, typed: "-\(character)") : attached
                        try state.record(value, for: option)
                        break
                    } else {
                        // `-output` is more likely a mistyped `--output` than a group of short flags.
                        let help = cluster.count > 1
                            ? Suggestion.closest(to: String(cluster), among: spec.longNames).map { "did you mean '\($0)'?" }
                            : nil
                        let context = cluster.count > 1 ? " in '\(argument)'" : ""
                        throw UsageError("unknown option '-\(character)'\(context)", help: help)
                    }
                }
            }
        }

        if state.flagCounts[CommandSpec.helpFlag.name] != nil {
            // Help wins over missing positionals.
            return (state.result(arguments: [:], helpRequested: true), remainder)
        }
        let bound = try bind(state.positionals, to: spec.arguments)
        return (state.result(arguments: bound, helpRequested: false), remainder)
    }

    /// A separate argument is taken as a value unless it looks like an option.
    private static func isValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-") || Double(argument) != nil
    }

    /// Whether `argument` names something the spec declares, so it is not a dash-led value.
    private static func isDeclaredOption(_ argument: String, in spec: CommandSpec) -> Bool {
        if argument.hasPrefix("--") {
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            return spec.longNames.contains("--\(name)")
        }
        guard let first = argument.dropFirst().first else { return false }
        return first == CommandSpec.helpFlag.short || spec.flag(short: first) != nil || spec.option(short: first) != nil
    }

    private static func unknownOption(_ typed: String, spec: CommandSpec) -> UsageError {
        UsageError("unknown option '\(typed)'",
                   help: Suggestion.closest(to: typed, among: spec.longNames).map { "did you mean '\($0)'?" })
    }

    /// Hands positionals to the declared arguments in order; declaration rules (required before
    /// optional, variadic last) make a simple left-to-right fill correct.
    private static func bind(_ positionals: [String], to arguments: [CommandSpec.Argument]) throws(UsageError) -> [String: [String]] {
        var bound: [String: [String]] = [:]
        var rest = positionals[...]
        for argument in arguments {
            switch argument.arity {
            case .required:
                guard let value = rest.popFirst() else { throw UsageError("missing argument '<\(argument.name)>'") }
                bound[argument.name] = [value]
            case .optional:
                if let value = rest.popFirst() { bound[argument.name] = [value] }
            case .oneOrMore, .zeroOrMore:
                if rest.isEmpty && argument.arity == .oneOrMore {
                    throw UsageError("missing argument '<\(argument.name)>'")
                }
                bound[argument.name] = Array(rest)
                rest = []
            }
        }
        if let extra = rest.first {
            throw UsageError("unexpected argument '\(extra)'")
        }
        return bound
    }

    private struct State {
        let spec: CommandSpec
        var positionals: [String] = []
        var optionValues: [String: [String]] = [:]
        var flagCounts: [String: Int] = [:]

        init(spec: CommandSpec) { self.spec = spec }

        mutating func record(_ value: String, for option: CommandSpec.Option) throws(UsageError) {
            if !option.isRepeatable, optionValues[option.name] != nil {
                throw UsageError("option '--\(option.name)' given more than once",
                                 help: "'--\(option.name)' takes a single value")
            }
            optionValues[option.name, default: []].append(value)
        }

        mutating func count(_ flag: CommandSpec.Flag) {
            flagCounts[flag.name, default: 0] += 1
        }

        func result(arguments: [String: [String]], helpRequested: Bool) -> ParsedArguments {
            var flags = flagCounts
            flags[CommandSpec.helpFlag.name] = nil
            return ParsedArguments(spec: spec, positionals: positionals, isHelpRequested: helpRequested,
                                   optionValues: optionValues, flagCounts: flags, argumentValues: arguments)
        }
    }
}
