import Foundation
import AurumCodegenCore

/// `aurum-codegen generate`: tokens (and, through the configuration, everything else) → files.
public struct GenerateCommand: Command {
    public init() {}

    public let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift from design tokens, and component Swift, Code Connect and pages from component manifests.",
        discussion: """
            With no arguments, reads aurum-codegen.json in the current directory and writes what it names. \
            Given token or resolver files and no --config, works on those files alone and writes the Swift to --output.

            Files whose contents did not change are not rewritten. Nothing is written when any input has an error: \
            every diagnostic is printed as path:line:column: error: message.

            Exit status: 0 on success, 1 when the input has errors, 64 for command-line mistakes.
            """,
        options: [
            .init("config", short: "c", valueName: "path", help: "The configuration file (default: ./aurum-codegen.json)."),
            .init("output", short: "o", valueName: "dir", help: "Write the Swift here instead of the configured directory."),
        ],
        flags: [
            .init("dry-run", short: "n", help: "Report what would be written without writing."),
            .init("verbose", short: "v", help: "List every file written, unchanged or removed."),
        ],
        arguments: [
            .init("inputs", help: "Token files (*.tokens.json) or one resolver (*.resolver.json).", arity: .zeroOrMore),
        ]
    )

    public func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let start = DispatchTime.now()
        let configuration = try InputSelection.configuration(arguments, context: context, requireOutput: true)
        let dryRun = arguments.flag("dry-run")
        let result = try Generator(configuration: configuration).run(dryRun: dryRun)
        context.report(result.warnings)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        context.print(GenerateSummary(result: result, outputDirectory: configuration.swift.output, dryRun: dryRun,
                                      verbose: arguments.flag("verbose"), elapsedMilliseconds: elapsed).text)
        return ExitCode.success
    }
}

/// The short report `generate` prints: tokens per type, modes, files written and unchanged per output,
/// components without a Figma node, elapsed time.
struct GenerateSummary {
    static func label(_ kind: PlannedOutput.Kind) -> String {
        switch kind {
        case .swift: "swift"
        case .components: "component swift"
        case .codeConnect: "code connect"
        case .legacyCodeConnect: "code connect (.figma.swift)"
        case .pages: "pages"
        }
    }

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
        if let components = result.components {
            var line = "components: \(components.componentCount), icons: \(components.iconCount)"
            if !components.withoutNode.isEmpty {
                line += "; without a Figma node (no Code Connect): " + components.withoutNode.map(\.name).joined(separator: ", ")
            }
            lines.append(line)
        }
        for output in result.outputs {
            let verb = dryRun ? "would write" : "written"
            var line = "\(Self.label(output.kind)): \(output.report.written.count) \(verb), \(output.report.unchanged.count) unchanged"
            if !output.removed.isEmpty { line += ", \(output.removed.count) \(dryRun ? "would be removed" : "removed")" }
            lines.append(line + " in \(output.directory)")
            if verbose {
                lines += output.report.written.map { "  \(dryRun ? "would write" : "wrote") \($0)" }
                lines += output.report.unchanged.map { "  unchanged \($0)" }
                lines += output.removed.map { "  \(dryRun ? "would remove" : "removed") \($0)" }
            }
        }
        lines.append(String(format: "done in %.0f ms", elapsedMilliseconds))
        return lines.joined(separator: "\n")
    }
}
