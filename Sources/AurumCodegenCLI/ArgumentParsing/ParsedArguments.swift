/// The result of parsing a command line against a `CommandSpec`, read by long name.
///
/// Asking for a name the spec does not declare is a programming error and traps, so a typo
/// such as `flag("dry-rn")` fails loudly in the first test instead of being silently false.
package struct ParsedArguments: Sendable, Hashable {
    package let spec: CommandSpec
    /// Every positional argument in order, including those after `--`.
    package let positionals: [String]
    /// True when `-h`/`--help` was given.
    package let isHelpRequested: Bool

    let optionValues: [String: [String]]
    let flagCounts: [String: Int]
    let argumentValues: [String: [String]]

    /// Whether the flag was given at least once.
    package func flag(_ name: String) -> Bool { flagCount(name) > 0 }

    /// How often the flag was given, for conventions like `-vv`.
    package func flagCount(_ name: String) -> Int {
        precondition(spec.flag(named: name[...]) != nil, "'\(spec.name)' declares no flag '--\(name)'")
        return flagCounts[name, default: 0]
    }

    /// The option's value (the last one for repeatable options), else its default, else nil.
    package func option(_ name: String) -> String? { options(name).last }

    /// Every value given for the option in order, else its default (if any).
    package func options(_ name: String) -> [String] {
        guard let option = spec.option(named: name[...]) else {
            preconditionFailure("'\(spec.name)' declares no option '--\(name)'")
        }
        if let values = optionValues[name] { return values }
        return option.defaultValue.map { [$0] } ?? []
    }

    /// Whether the option was typed on the command line (as opposed to taking its default).
    package func isGiven(_ name: String) -> Bool {
        precondition(spec.option(named: name[...]) != nil, "'\(spec.name)' declares no option '--\(name)'")
        return optionValues[name] != nil
    }

    /// The value of a single positional argument, nil when an optional one was omitted.
    package func argument(_ name: String) -> String? { arguments(name).first }

    /// The values bound to a positional argument (several for a variadic one).
    package func arguments(_ name: String) -> [String] {
        precondition(spec.arguments.contains { $0.name == name }, "'\(spec.name)' declares no argument '<\(name)>'")
        return argumentValues[name] ?? []
    }
}
