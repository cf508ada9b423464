import Foundation
import AurumCodegenCore

/// `import figma-styles`: a styles response and the styles' nodes → `styles.tokens.json`, with the file's
/// variables (`--variables`) in the same resolver.
struct StyleImport {
    let arguments: ParsedArguments
    let out: String
    let context: CommandContext

    private var directory: URL { URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true) }

    func run() throws -> Int32 {
        let name = arguments.option("name") ?? "figma"
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw UsageError("'--name' must be a plain file name, not '\(name)'")
        }
        if !arguments.options("library").isEmpty || !arguments.options("library-file-key").isEmpty {
            throw UsageError("'--library' links variables responses; for figma-styles pass the file's variables with '--variables <file>'")
        }
        var diagnostics = DiagnosticCollector()
        let styles: [FigmaStyle]
        switch (arguments.argument("response"), arguments.option("file-key")) {
        case (let path?, nil):
            guard let nodesPath = arguments.option("nodes") else {
                throw UsageError("missing '--nodes <file>'", help: "save GET /v1/files/:key/nodes?ids=… for the styles' node_ids and pass it")
            }
            let list = FigmaStylesParser.parseStyles(try parse(path), file: path, diagnostics: &diagnostics)
            styles = FigmaStylesParser.parseNodes(try parse(nodesPath), file: nodesPath, for: list, diagnostics: &diagnostics)
        case (nil, let key?):
            if arguments.option("nodes") != nil { throw UsageError("'--nodes' reads a saved response; with '--file-key' the nodes are fetched") }
            _ = try ImportCommand.apiOptions(arguments)
            do {
                let client = try ImportCommand.client(arguments, verbose: arguments.flag("verbose"), context)
                let list = try client.styles(fileKey: key)
                let nodes = try client.styleNodes(fileKey: key, styles: list.value)
                diagnostics.append(contentsOf: list.warnings + nodes.warnings)
                styles = nodes.value
            } catch {
                context.report(error.diagnostics)
                return ExitCode.unavailable
            }
        case (_?, _?):
            throw UsageError("give either a saved styles response or '--file-key', not both")
        case (nil, nil):
            throw UsageError("missing the saved styles response", help: "pass a file and '--nodes <file>', or '--file-key <key>' to fetch from Figma")
        }

        var variableFiles: [GeneratedFile] = []
        if let variablesPath = arguments.option("variables") {
            let response = FigmaVariablesParser.parse(try parse(variablesPath), file: variablesPath, diagnostics: &diagnostics)
            let snapshot = FigmaSnapshot(variables: response, libraries: [], diagnostics: &diagnostics)
            let options = FigmaVariablesImporter.Options(resolverName: name, partial: arguments.flag("partial"), libraryHint: FigmaLibraryInputs.hint)
            variableFiles = FigmaVariablesImporter.files(for: snapshot, options: options, diagnostics: &diagnostics)
        }
        let files = FigmaStylesImporter.files(for: styles, variableFiles: variableFiles, options: .init(resolverName: name), diagnostics: &diagnostics)
        context.report(diagnostics.sorted)
        if diagnostics.hasErrors { return ExitCode.inputError }

        let dryRun = arguments.flag("dry-run")
        let report = try OutputWriter().write(files, to: URL(fileURLWithPath: out, relativeTo: directory), dryRun: dryRun)
        var summary = "\(dryRun ? "would write" : "wrote") \(report.written.count) of \(files.count) files to \(out) (\(styles.count) style\(styles.count == 1 ? "" : "s")"
        if !report.unchanged.isEmpty { summary += ", \(report.unchanged.count) unchanged" }
        context.print(summary + ")")
        return ExitCode.success
    }

    private func parse(_ path: String) throws(DiagnosticError) -> JSONValue {
        try JSONReader.parse(contentsOf: URL(fileURLWithPath: path, relativeTo: directory), displayPath: path)
    }
}
