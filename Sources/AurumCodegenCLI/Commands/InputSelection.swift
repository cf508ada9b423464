import Foundation
import AurumCodegenCore

/// Turns `--config`, `--output` and positional input files into a configuration, the way
/// `generate`, `validate` and `check` all accept them.
enum InputSelection {
    static func configuration(_ arguments: ParsedArguments, context: CommandContext,
                              requireOutput: Bool) throws -> AurumConfiguration {
        let cwd = URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true)
        // Commands share this but not every option: `check` takes neither inputs nor --output.
        let inputs = arguments.spec.arguments.contains { $0.name == "inputs" } ? arguments.arguments("inputs") : []
        let outputOverride = arguments.spec.option(named: "output") != nil ? arguments.option("output") : nil
        var configuration: AurumConfiguration
        if let path = arguments.option("config") {
            configuration = try ConfigurationLoader.load(contentsOf: URL(fileURLWithPath: path, relativeTo: cwd), displayPath: path)
            if !inputs.isEmpty {
                let reading = configuration.tokens.reading
                configuration.tokens = try tokens(from: inputs, remBase: configuration.tokens.remBase)
                configuration.tokens.reading = reading
            }
        } else if !inputs.isEmpty {
            configuration = AurumConfiguration(file: "<command line>", directory: cwd, tokens: try tokens(from: inputs))
        } else {
            let defaultConfig = cwd.appendingPathComponent(ConfigurationLoader.fileName)
            guard FileManager.default.fileExists(atPath: defaultConfig.path) else {
                throw UsageError("no \(ConfigurationLoader.fileName) in \(cwd.path), and no input files given",
                                 help: "pass '--config <path>', or token files and '--output <dir>'")
            }
            configuration = try ConfigurationLoader.load(contentsOf: defaultConfig, displayPath: ConfigurationLoader.fileName)
        }
        try applyReading(arguments, to: &configuration.tokens)
        if let output = outputOverride {
            configuration.swift.output = output.hasPrefix("/") ? output : cwd.appendingPathComponent(output).path
        }
        if requireOutput, configuration.swift.output == nil, arguments.option("config") == nil, !inputs.isEmpty {
            throw UsageError("missing '--output <dir>' for the generated Swift")
        }
        return configuration
    }

    /// The `--format` and `--strict` options `generate`, `validate` and `migrate` share, the configuration's
    /// `tokens.format` and `tokens.strict` on the command line.
    static let readingOptions: [CommandSpec.Option] = [
        .init("format", valueName: "dialect",
              help: "Read every token file as \(TokenDialect.allCases.map(\.rawValue).joined(separator: ", ")) instead of detecting each file's format."),
    ]
    static let readingFlags: [CommandSpec.Flag] = [
        .init("strict", help: "Make every construct that is not DTCG 2025.10 an error at its line and column."),
    ]
    /// `generate` and `validate`: the configuration's `tokens.skipInvalid`.
    static let skipInvalidFlag = CommandSpec.Flag(
        "skip-invalid", help: "Leave out each token that cannot be read or resolved, and every token depending on it, as warnings; generate the rest.")

    static func applyReading(_ arguments: ParsedArguments, to tokens: inout TokensConfiguration) throws(UsageError) {
        if arguments.spec.option(named: "format") != nil, let text = arguments.option("format") {
            guard let dialect = TokenDialect(rawValue: text) else {
                let names = TokenDialect.allCases.map(\.rawValue)
                throw UsageError("'--format' takes \(names.joined(separator: ", ")), not '\(text)'"
                                 + (Suggestions.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""))
            }
            tokens.reading.format = dialect
        }
        if arguments.spec.flag(named: "strict") != nil, arguments.flag("strict") { tokens.strict = true }
        if arguments.spec.flag(named: "skip-invalid") != nil, arguments.flag("skip-invalid") { tokens.skipInvalid = true }
    }

    /// Positional inputs: one resolver document, or any number of token files merged in order.
    static func tokens(from inputs: [String], remBase: Double = 16) throws(UsageError) -> TokensConfiguration {
        let resolvers = inputs.filter { $0.hasSuffix(".resolver.json") }
        if resolvers.isEmpty { return TokensConfiguration(source: .files(inputs), remBase: remBase) }
        guard inputs.count == 1 else {
            throw UsageError("give one resolver document, or token files, not both",
                             help: "the resolver names its token files itself")
        }
        return TokensConfiguration(source: .resolver(resolvers[0]), remBase: remBase)
    }
}
