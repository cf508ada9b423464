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
            if !inputs.isEmpty { configuration.tokens = try tokens(from: inputs, remBase: configuration.tokens.remBase) }
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
        if let output = outputOverride {
            configuration.swift.output = output.hasPrefix("/") ? output : cwd.appendingPathComponent(output).path
        }
        if requireOutput, configuration.swift.output == nil, arguments.option("config") == nil, !inputs.isEmpty {
            throw UsageError("missing '--output <dir>' for the generated Swift")
        }
        return configuration
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
