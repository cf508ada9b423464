/// What a command accepts, declared as a plain value: the parser, the help text and the
/// usage line are all derived from it, so they cannot drift apart.
///
/// Every command also accepts `-h`/`--help`; those names are reserved.
package struct CommandSpec: Sendable, Hashable {
    /// The word that selects the command, e.g. `generate`.
    package var name: String
    /// One line, shown after `OVERVIEW:` and in the subcommand list.
    package var abstract: String
    /// Longer help shown below the overview; blank lines separate paragraphs.
    package var discussion: String
    package var options: [Option]
    package var flags: [Flag]
    /// Positional arguments in order. Required ones come first, at most one variadic one last.
    package var arguments: [Argument]

    package init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [Option] = [],
        flags: [Flag] = [],
        arguments: [Argument] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.flags = flags
        self.arguments = arguments
    }

    /// An option that takes a value: `--name value`, `--name=value`, `-s value`, `-svalue`.
    package struct Option: Sendable, Hashable {
        /// The long name without dashes, e.g. `config`.
        package var name: String
        package var short: Character?
        /// Shown in help as `<valueName>`.
        package var valueName: String
        package var help: String
        /// Repeatable options collect every value; others reject a second occurrence.
        package var isRepeatable: Bool
        /// Used when the option is absent; shown in help as `(default: …)`.
        package var defaultValue: String?

        package init(
            _ name: String,
            short: Character? = nil,
            valueName: String? = nil,
            help: String,
            repeatable: Bool = false,
            default defaultValue: String? = nil
        ) {
            self.name = name
            self.short = short
            self.valueName = valueName ?? name
            self.help = help
            self.isRepeatable = repeatable
            self.defaultValue = defaultValue
        }
    }

    /// A switch without a value: `--name` or `-s`; short flags group as `-vq`.
    package struct Flag: Sendable, Hashable {
        package var name: String
        package var short: Character?
        package var help: String

        package init(_ name: String, short: Character? = nil, help: String) {
            self.name = name
            self.short = short
            self.help = help
        }
    }

    /// A positional argument, shown in help as `<name>`.
    package struct Argument: Sendable, Hashable {
        package var name: String
        package var help: String
        package var arity: Arity

        package init(_ name: String, help: String, arity: Arity = .required) {
            self.name = name
            self.help = help
            self.arity = arity
        }
    }

    package enum Arity: Sendable, Hashable {
        case required, optional, zeroOrMore, oneOrMore

        var isVariadic: Bool { self == .zeroOrMore || self == .oneOrMore }
        var isOptional: Bool { self == .optional || self == .zeroOrMore }
    }

    /// The built-in help flag every command accepts.
    package static let helpFlag = Flag("help", short: "h", help: "Show help information.")
}

extension CommandSpec {
    func option(named name: Substring) -> Option? { options.first { $0.name == name } }
    func option(short: Character) -> Option? { options.first { $0.short == short } }
    func flag(named name: Substring) -> Flag? { flags.first { $0.name == name } }
    func flag(short: Character) -> Flag? { flags.first { $0.short == short } }

    /// Every long option and flag as typed, `--help` included; what suggestions choose from.
    var longNames: [String] {
        options.map { "--\($0.name)" } + flags.map { "--\($0.name)" } + ["--\(Self.helpFlag.name)"]
    }
}
