import Foundation
import AurumCodegenCore

/// `import figma-components`: a nodes response → component manifests, merged into those already in `--out`.
struct ComponentImport {
    let arguments: ParsedArguments
    let out: String
    let context: CommandContext

    private var directory: URL { URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true) }

    func run() throws -> Int32 {
        let ids = arguments.option("ids").map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        var diagnostics = DiagnosticCollector()
        let nodes: FigmaNodesResponse
        let source: String
        switch (arguments.argument("response"), arguments.option("file-key")) {
        case (let path?, nil):
            if ids != nil { throw UsageError("'--ids' needs '--file-key'; a saved response holds its nodes") }
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            nodes = FigmaNodesParser.parse(try JSONReader.parse(contentsOf: url, displayPath: path), file: path, diagnostics: &diagnostics)
            source = path
        case (nil, let key?):
            guard let ids, !ids.isEmpty else { throw UsageError("'--file-key' needs '--ids <id,…>': the component nodes to fetch") }
            _ = try ImportCommand.apiOptions(arguments)
            do {
                let client = try ImportCommand.client(arguments, verbose: arguments.flag("verbose"), context)
                let fetched = try client.nodes(fileKey: key, ids: ids)
                diagnostics.append(contentsOf: fetched.warnings)
                nodes = fetched.value
            } catch {
                context.report(error.diagnostics)
                return ExitCode.unavailable
            }
            source = "Figma file \(FigmaFileReference.fileKey(from: key) ?? key)"
        case (_?, _?):
            throw UsageError("give either a saved response or '--file-key', not both")
        case (nil, nil):
            throw UsageError("missing the saved nodes response", help: "pass a file, or '--file-key <key> --ids <id,…>' to fetch from Figma")
        }
        let prefix = arguments.option("prefix") ?? "Aurum"
        guard prefix.first?.isUppercase == true, prefix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw UsageError("'--prefix' must be a Swift type name prefix such as Aurum, not '\(prefix)'")
        }

        let outURL = URL(fileURLWithPath: out, relativeTo: directory).standardizedFileURL
        let iconsPath = arguments.option("icons") ?? "tokens/icons.json"
        let iconsURL = URL(fileURLWithPath: iconsPath, relativeTo: directory).standardizedFileURL
        var icons: IconManifest?
        if FileManager.default.fileExists(atPath: iconsURL.path) {
            icons = try ComponentManifestLoader.loadIcons(iconsURL, displayPath: iconsPath)
        } else if arguments.isGiven("icons") {
            throw DiagnosticError(.error("cannot read '\(iconsPath)': no such file"))
        }
        let existing = try ComponentManifestLoader.loadForMerge(componentsDirectory: outURL, relativeTo: directory)
        let options = ComponentManifestScaffold.Options(prefix: prefix, icons: icons, source: source)
        let files = ComponentManifestScaffold.files(for: nodes, existing: existing, options: options, diagnostics: &diagnostics)
        context.report(diagnostics.sorted)
        if diagnostics.hasErrors { return ExitCode.inputError }
        let dryRun = arguments.flag("dry-run")
        let report = try OutputWriter().write(files, to: outURL, dryRun: dryRun)
        let merged = files.filter { file in existing.contains { $0.relativePath == file.relativePath } }.count
        var summary = "\(dryRun ? "would write" : "wrote") \(report.written.count) of \(files.count) manifests to \(out)"
        summary += " (\(files.count - merged) new, \(merged) merged"
        if !report.unchanged.isEmpty { summary += ", \(report.unchanged.count) unchanged" }
        context.print(summary + ")")
        return ExitCode.success
    }
}
