import Foundation
import AurumCodegenCore

/// `aurum-codegen generate`: tokens (and, through the configuration, everything else) → files.
public struct GenerateCommand: Command {
    public init() {}

    public let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift from design tokens.",
        discussion: """
            With no arguments, reads aurum-codegen.json in the current directory and writes what it names. \
            Given token or resolver files and no --config, works on those files alone and writes the Swift to --output.

            Files whose contents did not change are not rewritten. Nothing is written when any input has an error: \
            every diagnostic is printed as path:line:column: error: message.

            --plugin-output is for the build plugin: it writes a fixed set of files whose names depend only on \
            the prefix and --token-shards (AurumTokenTypes.swift, AurumTokens.swift, AurumTokens+1.swift…, \
            AurumComponents.swift, AurumIcons.swift, AurumSwiftUI.swift), a header alone where a section is empty.

            Exit status: 0 on success, 1 when the input has errors, 64 for command-line mistakes.
            """,
        options: [
            .init("config", short: "c", valueName: "path", help: "The configuration file (default: ./aurum-codegen.json)."),
            .init("output", short: "o", valueName: "dir", help: "Write the Swift here instead of the configured directory."),
            .init("plugin-output", valueName: "dir", help: "Write the build plugin's fixed set of Swift files here."),
            .init("token-shards", valueName: "n", help: "With --plugin-output: spread the token namespaces over n files (default \(FixedSwiftLayout.defaultTokenShards))."),
        ],
        flags: [
            .init("dry-run", short: "n", help: "Report what would be written without writing."),
            .init("verbose", short: "v", help: "List every file written, unchanged or removed."),
            .init("quiet", short: "q", help: "Print diagnostics only, no summary (the build plugin's mode)."),
        ],
        arguments: [
            .init("inputs", help: "Token files (*.tokens.json) or one resolver (*.resolver.json).", arity: .zeroOrMore),
        ]
    )

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let start = DispatchTime.now()
        let (configuration, layout) = try Self.configurationAndLayout(arguments, context: context)
        let dryRun = arguments.flag("dry-run")
        let generator = Generator(configuration: configuration, layout: layout)
        let result = try TokenLoader.$showsAbsolutePaths.withValue(layout != .perNamespace) { try generator.run(dryRun: dryRun) }
        context.report(result.warnings)
        if arguments.flag("quiet") { return ExitCode.success }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        context.print(GenerateSummary(result: result, outputDirectory: configuration.swift.output, dryRun: dryRun,
                                      verbose: arguments.flag("verbose"), elapsedMilliseconds: elapsed).text)
        return ExitCode.success
    }

    private static func configurationAndLayout(_ arguments: ParsedArguments, context: CommandContext) throws -> (AurumConfiguration, Generator.Layout) {
        guard let pluginOutput = arguments.option("plugin-output") else {
            if arguments.option("token-shards") != nil { throw UsageError("'--token-shards' needs '--plugin-output <dir>'") }
            return (try InputSelection.configuration(arguments, context: context, requireOutput: true), .perNamespace)
        }
        if arguments.option("output") != nil { throw UsageError("give '--output' or '--plugin-output', not both") }
        var shards = FixedSwiftLayout.defaultTokenShards
        if let text = arguments.option("token-shards") {
            guard let value = Int(text), value > 0 else { throw UsageError("'--token-shards' takes a positive number, not '\(text)'") }
            shards = value
        }
        var configuration = try InputSelection.configuration(arguments, context: context, requireOutput: false)
        let cwd = URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true)
        configuration.swift.output = pluginOutput.hasPrefix("/") ? pluginOutput : cwd.appendingPathComponent(pluginOutput).path
        return (configuration, .fixed(tokenShards: shards))
    }
}

/// The short report `generate` prints: tokens per type, modes, files written and unchanged, elapsed time.
struct GenerateSummary {
    var result: Generator.Result
    var outputDirectory: String?
    var dryRun: Bool
    var verbose: Bool
    var elapsedMilliseconds: Double

    var text: String {
        var lines: [String] = []
        let total = result.tokenCounts.reduce(0) { $0 + $1.count }
        let perType = result.tokenCounts.map { "\($0.count) \($0.type)" }.joined(separator: ", ")
        lines.append("tokens: \(total)\(perType.isEmpty ? "" : " (\(perType))")")
        if result.modifiers.isEmpty {
            lines.append("modes: none")
        } else {
            let modes = result.modifiers.map { "\($0.name) = \($0.contexts.joined(separator: " | ")) (default \($0.default))" }
            lines.append("modes: \(modes.joined(separator: "; "))")
        }
        if let swift = result.swift, let directory = outputDirectory {
            let verb = dryRun ? "would write" : "written"
            var line = "swift: \(swift.written.count) \(verb), \(swift.unchanged.count) unchanged"
            if !result.removed.isEmpty { line += ", \(result.removed.count) \(dryRun ? "would be removed" : "removed")" }
            lines.append(line + " in \(directory)")
            if verbose {
                lines += swift.written.map { "  \(dryRun ? "would write" : "wrote") \($0)" }
                lines += swift.unchanged.map { "  unchanged \($0)" }
                lines += result.removed.map { "  \(dryRun ? "would remove" : "removed") \($0)" }
            }
        } else {
            lines.append("swift: no output directory configured")
        }
        lines.append(String(format: "done in %.0f ms", elapsedMilliseconds))
        return lines.joined(separator: "\n")
    }
}
