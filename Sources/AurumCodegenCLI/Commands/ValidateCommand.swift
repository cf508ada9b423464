import Foundation
import AurumCodegenCore

/// `aurum-codegen validate`: checks token and resolver files and writes nothing.
package struct ValidateCommand: Command {
    package init() {}

    package let spec = CommandSpec(
        name: "validate",
        abstract: "Check token and resolver files without writing anything.",
        discussion: """
            Each resolver document (*.resolver.json) is checked with every combination of its modifier contexts; \
            the token files given beside them are checked together, so aliases may cross files. \
            With no files, checks the inputs aurum-codegen.json (or --config) names: its tokens, its component \
            and icon manifests against them, and the Code Connect files generate would write against the rules \
            Figma's CLI applies when it publishes (a leading // url= directive, a URL naming the configured file \
            and a component node, templates under 1 MB, batch entries with templateFile and url).

            Exit status: 0 when valid (warnings allowed), 1 when any file has an error, 64 for command-line mistakes.
            """,
        options: [
            .init("config", short: "c", valueName: "path", help: "Check the inputs of this configuration file."),
        ] + InputSelection.readingOptions,
        flags: [
            .init("verbose", short: "v", help: "Say which format each token file was read as, and why."),
        ] + InputSelection.readingFlags + [InputSelection.skipInvalidFlag],
        arguments: [
            .init("inputs", help: "Token files and folders (any format generate reads) and resolver documents (*.resolver.json).", arity: .zeroOrMore),
        ]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let cwd = URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true)
        var diagnostics: [Diagnostic] = []
        var checked = 0
        let inputs = arguments.arguments("inputs")
        var read: [ReadInput] = []
        if inputs.isEmpty {
            let configuration = try InputSelection.configuration(arguments, context: context, requireOutput: false)
            let generator = Generator(configuration: configuration)
            // The pipeline's first two stages; the inputs say how each file was read, also when reading fails.
            let reading = ReadStage(configuration: configuration)
            defer { read = reading.inputs }
            do {
                let tokens = try ResolveStage().run(try reading.run())
                diagnostics += tokens.diagnostics
                // The manifests reference tokens and icons, so they are checked against the loaded tokens.
                if configuration.generatesComponents {
                    let (manifests, icons) = try generator.loadComponents(tokens: tokens)
                    checked += 1
                    if let warning = generator.figmaKeyWarning { diagnostics.append(warning) }
                    // The Code Connect files as generate would write them, checked with the rules Figma's CLI applies.
                    diagnostics += try generator.codeConnectPublishProblems(tokens: tokens, manifests: manifests, icons: icons)
                }
            } catch {
                diagnostics += error.diagnostics
            }
            checked += configuration.tokens.inputs.count
        } else {
            var tokens = TokensConfiguration(source: .files([]))
            try InputSelection.applyReading(arguments, to: &tokens)
            let urls = inputs.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
            let resolvers = urls.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }
            let files = urls.filter { !$0.lastPathComponent.hasSuffix(".resolver.json") }
            for resolver in resolvers {
                let validation = TokenLoader.check(inputs: [resolver], options: tokens.loadOptions)
                diagnostics += validation.diagnostics
                read += validation.inputs
            }
            if !files.isEmpty {
                let validation = TokenLoader.check(inputs: files, options: tokens.loadOptions)
                diagnostics += validation.diagnostics
                read += validation.inputs
            }
            checked = urls.count
        }
        if arguments.flag("verbose") {
            for line in GenerateSummary.readAs(read, verbose: true) { context.print(line) }
        }
        let sorted = diagnostics.sorted()
        context.report(sorted)
        let errors = sorted.filter { $0.severity == .error }.count
        let warnings = sorted.filter { $0.severity == .warning }.count
        let tokenFiles = Set(read.map(\.file)).count
        let files = "\(checked) input\(checked == 1 ? "" : "s")"
        // How many token files were read (a folder or a resolver names several).
        let readNote = tokenFiles > 0 ? ["\(tokenFiles) token file\(tokenFiles == 1 ? "" : "s") read"] : []
        if errors > 0 {
            context.printError("\(files): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                               + readNote.map { ", \($0)" }.joined())
            return ExitCode.inputError
        }
        let notes = readNote + (warnings > 0 ? ["\(warnings) warning\(warnings == 1 ? "" : "s")"] : [])
        context.print("\(files) valid\(notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")")
        return ExitCode.success
    }
}
