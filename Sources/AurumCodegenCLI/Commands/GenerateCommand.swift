import Foundation
import AurumCodegenCore

/// `aurum-codegen generate`: tokens (and, through the configuration, everything else) → files.
package struct GenerateCommand: Command {
    package init() {}

    package let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift from design tokens, and component Swift, Code Connect and pages from component manifests.",
        discussion: """
            With no arguments, reads aurum-codegen.json in the current directory and writes what it names. \
            Given token or resolver files and no --config, works on those files alone and writes the Swift to --output.

            Token files are read in the format each is written in: DTCG 2025.10, a DTCG draft, a Figma variables export, \
            Tokens Studio (single file, or a folder with $themes.json) or Style Dictionary; the summary says which. Other formats \
            than 2025.10 are read in compatible mode, with one warning per kind of construct; --strict makes each an error.

            Files whose contents did not change are not rewritten. Nothing is written when any input has an error: \
            every diagnostic is printed as path:line:column: error: message. \
            With --skip-invalid (tokens.skipInvalid), a token that cannot be read or resolved is left out instead, \
            with every token that depends on it, each a warning at its line and column; a token invalid in one mode \
            is left out of every mode. The rest is generated.

            --only writes some of the configured outputs: swift, components, code-connect, pages, catalog, \
            asset-catalog (comma-separated). \
            Every output is still generated and checked. The command plugin writes Code Connect and pages with \
            --only code-connect,pages.

            --plugin-output is for the build plugin: the token and component Swift, gathered into files whose \
            names depend only on the prefix and --shards: AurumGenerated.swift, AurumGenerated+1.swift… and \
            AurumGenerated+SwiftUI.swift, a header alone where there is nothing to hold. No Code Connect, pages, catalog or \
            asset catalog. \
            Diagnostics name files by absolute path.

            Exit status: 0 on success, 1 when the input has errors, 64 for command-line mistakes.
            """,
        options: [
            .init("config", short: "c", valueName: "path", help: "The configuration file (default: ./aurum-codegen.json)."),
            .init("output", short: "o", valueName: "dir", help: "Write the Swift here instead of the configured directory."),
            .init("only", valueName: "outputs", help: "Write only these outputs: swift, components, code-connect, pages, catalog, asset-catalog."),
            .init("plugin-output", valueName: "dir", help: "Write the build plugin's fixed set of Swift files here."),
            .init("shards", valueName: "n", help: "With --plugin-output: spread the Swift over n files (default \(FixedSwiftLayout.defaultShards))."),
        ] + InputSelection.readingOptions,
        flags: [
            .init("dry-run", short: "n", help: "Report what would be written without writing."),
            .init("verbose", short: "v", help: "List every file written, unchanged or removed, and why each token file was read as its format."),
            .init("quiet", short: "q", help: "Print diagnostics only, no summary (the build plugin's mode)."),
        ] + InputSelection.readingFlags + [InputSelection.skipInvalidFlag],
        arguments: [
            .init("inputs", help: "Token files and folders (DTCG, Figma exports, Tokens Studio, Style Dictionary), or one resolver (*.resolver.json).", arity: .zeroOrMore),
        ]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let start = DispatchTime.now()
        let generator = try Self.generator(arguments, context: context)
        let dryRun = arguments.flag("dry-run")
        let result = try DisplayPaths.$absolute.withValue(generator.layout != .perNamespace) { try generator.run(dryRun: dryRun) }
        context.report(result.warnings)
        if arguments.flag("quiet") { return ExitCode.success }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        context.print(GenerateSummary(result: result, outputDirectory: generator.configuration.swift.output,
                                      skipsSwift: !(generator.only?.contains(.swift) ?? true), dryRun: dryRun,
                                      verbose: arguments.flag("verbose"), elapsedMilliseconds: elapsed).text)
        return ExitCode.success
    }

    static let outputNames: [(name: String, kinds: [PlannedOutput.Kind])] = [
        ("swift", [.swift]), ("components", [.components]), ("code-connect", [.codeConnect, .legacyCodeConnect]), ("pages", [.pages]),
        ("catalog", [.catalog]), ("asset-catalog", [.assetCatalog]),
    ]

    private static func generator(_ arguments: ParsedArguments, context: CommandContext) throws -> Generator {
        let only = try arguments.option("only").map(outputs(from:))
        guard let pluginOutput = arguments.option("plugin-output") else {
            if arguments.option("shards") != nil { throw UsageError("'--shards' needs '--plugin-output <dir>'") }
            return Generator(configuration: try InputSelection.configuration(arguments, context: context, requireOutput: only == nil),
                             only: only)
        }
        if arguments.option("output") != nil { throw UsageError("give '--output' or '--plugin-output', not both") }
        if only != nil { throw UsageError("'--plugin-output' writes Swift only; it takes no '--only'") }
        var shards = FixedSwiftLayout.defaultShards
        if let text = arguments.option("shards") {
            guard let value = Int(text), value > 0 else { throw UsageError("'--shards' takes a positive number, not '\(text)'") }
            shards = value
        }
        var configuration = try InputSelection.configuration(arguments, context: context, requireOutput: false)
        let cwd = URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true)
        configuration.swift.output = pluginOutput.hasPrefix("/") ? pluginOutput : cwd.appendingPathComponent(pluginOutput).path
        return Generator(configuration: configuration, layout: .fixed(shards: shards))
    }

    private static func outputs(from text: String) throws(UsageError) -> Set<PlannedOutput.Kind> {
        var kinds = Set<PlannedOutput.Kind>()
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let entry = outputNames.first(where: { $0.name == name }) else {
                throw UsageError("'--only' takes \(outputNames.map(\.name).joined(separator: ", ")), not '\(name)'")
            }
            kinds.formUnion(entry.kinds)
        }
        guard !kinds.isEmpty else { throw UsageError("'--only' needs at least one output") }
        return kinds
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
        case .catalog: "catalog"
        case .assetCatalog: "asset catalog"
        }
    }

    var result: Generator.Result
    var outputDirectory: String?
    /// `--only` left the Swift out.
    var skipsSwift = false
    var dryRun: Bool
    var verbose: Bool
    var elapsedMilliseconds: Double

    /// Which format each token file was read as: one line per format (`read as Tokens Studio: a.json, b.json`),
    /// or with `verbose` one line per file with the reason.
    static func readAs(_ inputs: [ReadInput], verbose: Bool) -> [String] {
        guard !inputs.isEmpty else { return [] }
        if verbose { return ["inputs:"] + inputs.flatMap { ["  \($0.summary)"] + $0.idioms.map { "    \($0.text)" } } }
        var groups: [(name: String, files: [String])] = []
        for input in inputs {
            var name = input.detection.dialect.displayName
            if input.detection.role == .tokensStudioThemes || input.detection.role == .tokensStudioMetadata { name += " project files" }
            if let i = groups.firstIndex(where: { $0.name == name }) { groups[i].files.append(input.file) } else { groups.append((name, [input.file])) }
        }
        return groups.map { group in
            let shown = group.files.prefix(4).joined(separator: ", ") + (group.files.count > 4 ? " and \(group.files.count - 4) more" : "")
            return "read as \(group.name): \(shown)"
        }
    }

    var text: String {
        var lines: [String] = []
        let total = result.tokenCounts.reduce(0) { $0 + $1.count }
        let perType = result.tokenCounts.map { "\($0.count) \($0.type)" }.joined(separator: ", ")
        lines.append("tokens: \(total)\(perType.isEmpty ? "" : " (\(perType))")")
        let skipped = result.skipped
        if skipped.total > 0 {
            // The warnings above list each; this says how many, where a long list ends.
            lines.append("skipped (--skip-invalid): \(skipped.total) token\(skipped.total == 1 ? "" : "s"), \(skipped.invalid) invalid"
                         + " and \(skipped.dependants) depending on \(skipped.invalid == 1 ? "it" : "them")")
        }
        if result.modifiers.isEmpty {
            lines.append("modes: none")
        } else {
            let modes = result.modifiers.map { "\($0.name) = \($0.contexts.joined(separator: " | ")) (default \($0.default))" }
            lines.append("modes: \(modes.joined(separator: "; "))")
        }
        lines += Self.readAs(result.inputs, verbose: verbose)
        // How the files were read beyond their format: one line per format and idiom for the run.
        if !verbose { lines += FormatIdioms.runLines(result.inputs).map { "  \($0)" } }
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
            lines.append(skipsSwift ? "swift: not written (--only)" : "swift: no output directory configured")
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
