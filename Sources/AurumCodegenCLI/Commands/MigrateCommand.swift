import Foundation
import AurumCodegenCore

/// `aurum-codegen migrate <files or folders> --out <dir>`: token files in any format `generate` reads
/// → the same tokens as DTCG 2025.10 token files and a resolver.
package struct MigrateCommand: Command {
    package init() {}

    package let spec = CommandSpec(
        name: "migrate",
        abstract: "Rewrite token files from other formats as DTCG 2025.10 token files and a resolver.",
        discussion: """
            Reads the token files and folders given (or the tokens aurum-codegen.json names) exactly as generate reads them: \
            DTCG drafts, Figma variable exports, Tokens Studio (a single file, or a folder with $themes.json), Style Dictionary. \
            It writes one DTCG 2025.10 file per input file or token set, mirroring their paths (core.json → core.tokens.json), \
            and a <name>.resolver.json whose sets and modifiers are the inputs' (Tokens Studio themes, Figma modes).

            Groups, order, descriptions, deprecations, extensions and aliases are kept. Math and colour modifiers become their \
            computed values, the original kept in $extensions["com.aurum.codegen"]; boolean and string tokens, which DTCG \
            has no type for, become $extensions["com.aurum.codegen"].values of their group. generate reads the result back to \
            the same Swift.

            Nothing is written when an input has an error. Exit status: 0 on success, 1 when the input has errors, 64 for command-line mistakes.
            """,
        options: [
            .init("out", short: "o", valueName: "dir", help: "Directory to write the DTCG 2025.10 files to."),
            .init("config", short: "c", valueName: "path", help: "Migrate the tokens this configuration names (default: ./aurum-codegen.json when no inputs are given)."),
            .init("name", valueName: "name", help: "Name of the resolver file, <name>.resolver.json (default: the input folder's name)."),
        ] + InputSelection.readingOptions,
        flags: [
            .init("dry-run", short: "n", help: "Report what would be written without writing."),
            .init("verbose", short: "v", help: "List every file written, and which format each input was read as."),
        ],
        arguments: [
            .init("inputs", help: "Token files and folders, or one resolver (*.resolver.json).", arity: .zeroOrMore),
        ]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard let out = arguments.option("out") else { throw UsageError("missing '--out <dir>'") }
        if let name = arguments.option("name"), name.isEmpty || name.contains("/") || name.hasPrefix(".") {
            throw UsageError("'--name' must be a plain file name, not '\(name)'")
        }
        let configuration = try InputSelection.configuration(arguments, context: context, requireOutput: false)
        let inputs: [URL] = switch configuration.tokens.source {
        case .resolver(let path): [configuration.url(for: path)]
        case .files(let paths): paths.map(configuration.url(for:))
        }
        let result: TokenMigration.Result
        do {
            result = try TokenMigration.migrate(inputs: inputs, options: configuration.tokens.loadOptions, name: arguments.option("name"))
        } catch {
            context.report(error.diagnostics)
            return ExitCode.inputError
        }
        context.report(result.warnings)
        let directory = URL(fileURLWithPath: out, relativeTo: URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true))
        let dryRun = arguments.flag("dry-run")
        let report = try OutputWriter().write(result.files, to: directory, dryRun: dryRun)
        let verbose = arguments.flag("verbose")
        for line in GenerateSummary.readAs(result.inputs, verbose: verbose) { context.print(line) }
        var summary = "\(dryRun ? "would write" : "wrote") \(report.written.count) of \(result.files.count) files to \(out)"
        if !report.unchanged.isEmpty { summary += " (\(report.unchanged.count) unchanged)" }
        context.print(summary)
        if verbose { for file in report.written { context.print("  \(dryRun ? "would write" : "wrote") \(file)") } }
        return ExitCode.success
    }
}
