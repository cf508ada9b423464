import Foundation
import AurumCodegenCore

/// `aurum-codegen import figma-variables (<response.json> | --file-key <key>) --out <dir>`:
/// Figma variables → DTCG 2025.10 token files and a resolver.
package struct ImportCommand: Command {
    package init() {}

    /// What `import` can read; the first argument names one.
    static let kinds = ["figma-variables", "figma-components", "figma-styles", "figma-assets"]

    package let spec = CommandSpec(
        name: "import",
        abstract: "Import design tokens from Figma variables, or component manifests from Figma components.",
        discussion: """
            'import figma-variables' reads the answer of Figma's GET /v1/files/:key/variables/local (saved to a file, or fetched with --file-key and the FIGMA_ACCESS_TOKEN environment variable) and writes DTCG 2025.10 token files: one per collection, one per mode for collections with several modes, plus a <name>.resolver.json whose modifiers switch between the modes.

            Variables that alias other files' (library) variables need those files' responses: --library <file> (a saved variables/local response; a saved variables/published response of the same file may be passed beside it) or --library-file-key <key>, repeatable. Their collections are written as token files and sets of their own, and the aliases stay aliases. Without them, each missing library collection is one error; --partial writes everything else and warns once per library collection about what it left out.

            'import figma-components' reads the answer of GET /v1/files/:key/nodes (saved, or fetched with --file-key and --ids 5575:14226,…) and writes one <Name>.component.json per component or component set into --out: its node, description, documentation links and every component property (variant options, booleans, text, instance swaps; #id suffixes kept), with proposed Swift names and types marked assumed. A manifest already in --out (same node, or same name) is merged: Figma's new properties and options are added, assumed; removed ones are reported; nothing already in the file changes.

            'import figma-styles' reads the answers of GET /v1/files/:key/styles and GET /v1/files/:key/nodes?ids=… for those styles' nodes (saved: the styles file and --nodes <file>; or fetched with --file-key) and writes styles.tokens.json: text styles as typography, fill styles as colours and gradients, effect styles as shadows, grid styles as groups of dimensions, each keeping its style key for drift. With --variables <variables-local.json> the file's variables are imported too, into the same resolver, and style properties bound to them become aliases.

            The variables REST API needs a Figma Enterprise plan (a 403 otherwise). Without one, use Figma's own variables export, which writes DTCG files itself.

            'import figma-assets' finds the icon and image components of a Figma file (GET /v1/files/:key, selected by the 'assets' section's pages, frames and name patterns), renders them (GET /v1/images/:key: icons as PDF or SVG, images as PNG at 1x/2x/3x), downloads them (a few at a time, retrying 429 and 5xx, cached by node and file version under --cache) and writes an .xcassets catalog into --out: one image set per asset, dark drawings as the dark appearance, right-to-left mirroring, template rendering for monochrome icons. New icons are added to --icons (nothing a person wrote changes) and --record keeps what was written for the next import and for drift. Without --file-key: --file (a saved file response), --images (saved images responses) and --bodies (the renders, named 7210-100.pdf, 7210-100@2x.png).

            Exit status: 0 on success, 1 when the input has errors, 2 when the Figma API cannot be used, 64 for command-line mistakes.
            """,
        options: [
            .init("out", short: "o", valueName: "dir", help: "Directory to write the token files to."),
            .init("file-key", valueName: "key", help: "Fetch the variables of this Figma file (key or URL) instead of reading a file."),
            .init("api-base", valueName: "url", help: "Base URL of the Figma REST API.", default: FigmaConnection.defaultBaseURL.absoluteString),
            .init("timeout", valueName: "seconds", help: "How long to wait for each Figma answer.", default: "60"),
            .init("name", valueName: "name", help: "Name of the resolver file, <name>.resolver.json.", default: "figma"),
            .init("library", valueName: "file", help: "A library file's saved variables response (repeatable).", repeatable: true),
            .init("library-file-key", valueName: "key", help: "Fetch a library file's variables (key or URL; repeatable).", repeatable: true),
            .init("nodes", valueName: "file", help: "figma-styles: the saved nodes response holding the styles' nodes."),
            .init("variables", valueName: "file", help: "figma-styles: the file's saved variables response, imported together with the styles."),
            .init("ids", valueName: "ids", help: "figma-components with --file-key: the component node IDs to fetch, comma-separated."),
            .init("icons", valueName: "file", help: "figma-components: the icon manifest instance-swap defaults are looked up in.", default: "tokens/icons.json"),
            .init("prefix", valueName: "prefix", help: "figma-components: the Swift prefix of component names.", default: "Aurum"),
            .init("file", valueName: "file", help: "figma-assets: a saved GET /v1/files/:key response."),
            .init("images", valueName: "file", help: "figma-assets: a saved GET /v1/images/:key response (repeatable).", repeatable: true),
            .init("bodies", valueName: "dir", help: "figma-assets: the saved renders, named <node-id>.<format>."),
            .init("cache", valueName: "dir", help: "figma-assets: where renders are cached (default: the 'assets' section's)."),
            .init("record", valueName: "file", help: "figma-assets: the record of what the import wrote (default: the 'assets' section's)."),
            .init("config", valueName: "file", help: "figma-assets: aurum-codegen.json with an 'assets' section (default: ./aurum-codegen.json when present)."),
        ],
        flags: [
            .init("partial", help: "Write what resolves without the missing libraries' variables, and warn about what is left out."),
            .init("dry-run", short: "n", help: "Report what would be written without writing."),
            .init("verbose", short: "v", help: "Log each Figma API request to standard error."),
            .init("no-cache", help: "figma-assets: fetch every render, ignoring the cache."),
        ],
        arguments: [
            .init("kind", help: "What to import: figma-variables, figma-components, figma-styles or figma-assets."),
            .init("response", help: "A saved variables or nodes response (JSON).", arity: .optional),
        ]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let kind = arguments.argument("kind") ?? ""
        guard Self.kinds.contains(kind) else {
            throw UsageError("unknown import kind '\(kind)'",
                             help: Suggestion.closest(to: kind, among: Self.kinds).map { "did you mean '\($0)'?" } ?? "the kinds are: \(Self.kinds.joined(separator: ", "))")
        }
        if kind == "figma-assets" { return try FigmaAssetsImport(arguments: arguments, context: context).run() }
        guard let out = arguments.option("out") else { throw UsageError("missing '--out <dir>'") }
        if kind == "figma-components" { return try ComponentImport(arguments: arguments, out: out, context: context).run() }
        if kind == "figma-styles" { return try StyleImport(arguments: arguments, out: out, context: context).run() }
        let name = arguments.option("name") ?? "figma"
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw UsageError("'--name' must be a plain file name, not '\(name)'")
        }
        if !arguments.options("library-file-key").isEmpty { _ = try Self.apiOptions(arguments) }
        let response: FigmaVariablesResponse
        var diagnostics = DiagnosticCollector()
        switch (arguments.argument("response"), arguments.option("file-key")) {
        case (let path?, nil):
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true))
            let json = try JSONReader.parse(contentsOf: url, displayPath: path)
            response = FigmaVariablesParser.parse(json, file: path, diagnostics: &diagnostics)
        case (nil, let key?):
            let (baseURL, timeout) = try Self.apiOptions(arguments)
            do {
                let fetched = try fetch(fileKey: key, baseURL: baseURL, timeout: timeout, verbose: arguments.flag("verbose"), context)
                response = fetched.value
                diagnostics.append(contentsOf: fetched.warnings)
            } catch {
                context.report(error.diagnostics)
                return ExitCode.unavailable
            }
        case (_?, _?):
            throw UsageError("give either a saved response or '--file-key', not both")
        case (nil, nil):
            throw UsageError("missing the saved response", help: "pass a file, or '--file-key <key>' to fetch from Figma")
        }

        var libraries = try FigmaLibraryInputs.load(files: arguments.options("library"),
                                                    directory: URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true),
                                                    diagnostics: &diagnostics)
        if !arguments.options("library-file-key").isEmpty {
            do {
                let client = try Self.client(arguments, verbose: arguments.flag("verbose"), context)
                libraries += try FigmaLibraryInputs.fetch(fileKeys: arguments.options("library-file-key"), client: client, diagnostics: &diagnostics)
            } catch {
                context.report(error.diagnostics)
                return ExitCode.unavailable
            }
        }
        let snapshot = FigmaSnapshot(variables: response, libraries: libraries, diagnostics: &diagnostics)
        let options = FigmaVariablesImporter.Options(resolverName: name, partial: arguments.flag("partial"), libraryHint: FigmaLibraryInputs.hint)
        let files = FigmaVariablesImporter.files(for: snapshot, options: options, diagnostics: &diagnostics)
        context.report(diagnostics.sorted)
        if diagnostics.hasErrors { return ExitCode.inputError }

        let directory = URL(fileURLWithPath: out, relativeTo: URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true))
        let dryRun = arguments.flag("dry-run")
        let report = try OutputWriter().write(files, to: directory, dryRun: dryRun)
        let skipped = snapshot.collections.filter(\.isRemote).count
        let linked = snapshot.collections.filter { $0.library != nil }.count
        var summary = "\(dryRun ? "would write" : "wrote") \(report.written.count) of \(files.count) files to \(out)"
        if !report.unchanged.isEmpty { summary += " (\(report.unchanged.count) unchanged)" }
        if linked > 0 { summary += "; \(linked) collection\(linked == 1 ? "" : "s") from \(libraries.count) librar\(libraries.count == 1 ? "y" : "ies")" }
        if skipped > 0 { summary += "; \(skipped) library collection\(skipped == 1 ? "" : "s") from other files not imported" }
        context.print(summary)
        return ExitCode.success
    }

    /// `--api-base` and `--timeout`, checked before anything is sent.
    static func apiOptions(_ arguments: ParsedArguments) throws(UsageError) -> (URL, TimeInterval) {
        let base = arguments.option("api-base") ?? ""
        guard let baseURL = URL(string: base), let scheme = baseURL.scheme, ["http", "https"].contains(scheme), baseURL.host != nil else {
            throw UsageError("'--api-base' must be an http or https URL, not '\(base)'")
        }
        let timeoutText = arguments.option("timeout") ?? ""
        guard let timeout = TimeInterval(timeoutText), timeout > 0, timeout.isFinite else {
            throw UsageError("'--timeout' must be a positive number of seconds, not '\(timeoutText)'")
        }
        return (baseURL, timeout)
    }

    private func fetch(fileKey: String, baseURL: URL, timeout: TimeInterval, verbose: Bool,
                       _ context: CommandContext) throws(DiagnosticError) -> FigmaFetched<FigmaVariablesResponse> {
        try Self.client(baseURL: baseURL, timeout: timeout, verbose: verbose, context).localVariables(fileKey: fileKey)
    }

    /// The Figma client the executable handed in (`FigmaREST`; the plugins' tool has none).
    static func client(baseURL: URL, timeout: TimeInterval, verbose: Bool, _ context: CommandContext) throws(DiagnosticError) -> any FigmaREST {
        let token = try FigmaAccessToken.fromEnvironment(context.io.environment)
        return try context.figmaClient(FigmaConnection(token: token, baseURL: baseURL, timeout: timeout,
                                                       log: { line in if verbose { context.printError(line) } }))
    }

    /// The client for `--api-base` and `--timeout` as given (checked before the first request).
    static func client(_ arguments: ParsedArguments, verbose: Bool, _ context: CommandContext) throws(DiagnosticError) -> any FigmaREST {
        let base = URL(string: arguments.option("api-base") ?? "") ?? FigmaConnection.defaultBaseURL
        let timeout = TimeInterval(arguments.option("timeout") ?? "") ?? 60
        return try client(baseURL: base, timeout: timeout, verbose: verbose, context)
    }
}
