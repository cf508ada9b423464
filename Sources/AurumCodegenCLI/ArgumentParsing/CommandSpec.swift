/// What a command accepts, declared as a plain value: the parser, the help text and the
/// usage line are all derived from it, so they cannot drift apart.
///
/// Every command also accepts `-h`/`--help`; those names are reserved.
public struct CommandSpec: Sendable, Hashable {
    /// The word that selects the command, e.g. `generate`.
    public var name: String
    /// One line, shown after `OVERVIEW:` and in the subcommand list.
    public var abstract: String
    /// Longer help shown below the overview; blank lines separate paragraphs.
    public var discussion: String
    public var options: [Option]
    public var flags: [Flag]
    /// Positional arguments in order. Required ones come first, at most one variadic one last.
    public var arguments: [Argument]

    public init(
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
    public struct Option: Sendable, Hashable {
        /// The long name without dashes, e.g. `config`.
        public var name: String
        public var short: Character?
        /// Shown in help as `<valueName>`.
        public var valueName: String
        public var help: String
        /// Repeatable options collect every value; others reject a second occurrence.
        public var isRepeatable: Bool
        /// Used when the option is absent; shown in help as `(default: …)`.
        public var defaultValue: String?

        public init(
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
    public struct Flag: Sendable, Hashable {
        public var name: String
        public var short: Character?
        public var help: String

        public init(_ name: String, short: Character? = nil, help: String) {
            self.name = name
            self.short = short
            self.help = help
        }
    }

    /// A positional argument, shown in help as `<name>`.
    public struct Argument: Sendable, Hashable {
        public var name: String
        public var help: String
        public var arity: Arity

        public init(_ name: String, help: String, arity: Arity = .required) {
            self.name = name
            self.help = help
            self.arity = arity
        }
    }

    public enum Arity: Sendable, Hashable {
        case required, optional, zeroOrMore, oneOrMore

        var isVariadic: Bool { self == .zeroOrMore || self == .oneOrMore }
        var isOptional: Bool { self == .optional || self == .zeroOrMore }
    }

    /// The built-in help flag every command accepts.
    public static let helpFlag = Flag("help", short: "h", help: "Show help information.")
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
