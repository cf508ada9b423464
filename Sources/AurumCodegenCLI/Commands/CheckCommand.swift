import Foundation
import AurumCodegenCore

/// `aurum-codegen check`: regenerates in memory and reports committed outputs that are stale, missing or extra.
package struct CheckCommand: Command {
    package init() {}

    package let spec = CommandSpec(
        name: "check",
        abstract: "Fail when committed generated files are out of date.",
        discussion: """
            Regenerates everything in memory and compares it with the files on disk that the configuration says are \
            committed ('check.outputs': swift, components, codeConnect, legacyCodeConnect, pages; default: every \
            configured output). Each stale, missing or extra file is reported on one line as \
            path:1:1: error: … (run: aurum-codegen generate). Writes nothing.

            Exit status: 0 when everything is current, 1 when a file is out of date, 2 when an input has errors, \
            64 for command-line mistakes.
            """,
        options: [
            .init("config", short: "c", valueName: "path", help: "The configuration file (default: ./aurum-codegen.json)."),
        ],
        flags: [
            .init("diff", help: "Show a unified diff for each stale or missing file."),
        ],
        arguments: []
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let findings: [OutputCheck.Finding]
        do {
            let configuration = try InputSelection.configuration(arguments, context: context, requireOutput: false)
            findings = try Generator(configuration: configuration).check(includeDiffs: arguments.flag("diff"),
                                                                         workingDirectory: context.io.currentDirectory)
        } catch let error as DiagnosticError {
            context.report(error.diagnostics)
            return ExitCode.unavailable
        }
        context.report(findings.map(\.diagnostic))
        if arguments.flag("diff") {
            for diff in findings.compactMap(\.diff) where !diff.isEmpty { context.print(diff) }
        }
        if findings.isEmpty {
            context.print("generated files are up to date")
            return ExitCode.success
        }
        context.printError("\(findings.count) generated file\(findings.count == 1 ? " is" : "s are") out of date (run: aurum-codegen generate)")
        return ExitCode.inputError
    }
}
