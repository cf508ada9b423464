import Foundation
import AurumCodegenCore

/// `aurum-codegen drift`: compares Figma (variables and component nodes) with the repository
/// (tokens and component manifests) and reports every difference.
package struct DriftCommand: Command {
    package init() {}

    static let formats = ["text", "json", "github", "html"]
    static let onlyValues = ["tokens", "components", "assets"]
    /// What drift exits with: 0 no drift, 1 drift, 2 bad input or Figma unavailable, 64 usage.
    static let driftFound: Int32 = 1
    static let cannotCheck: Int32 = 2

    package let spec = CommandSpec(
        name: "drift",
        abstract: "Report differences between Figma and the repository's tokens and component manifests.",
        discussion: """
            Token drift compares Figma variables (--variables, a saved GET /v1/files/:key/variables/local answer; --figma-export, Figma's DTCG export; or live with --figma-file) with the repository's tokens (--resolver, default tokens/aurum.resolver.json). Figma collections map to resolver modifiers and modes to contexts by the modifier's $extensions.com.aurum.figma, by name, or by drift.modeMapping in the configuration. It reports tokens added, removed or renamed in Figma, and per mode changed values, types and alias targets, and deprecated tokens Figma still has.

            Component drift checks what Figma's Code Connect publish checks, for every manifest's node (--nodes, a saved GET /v1/files/:key/nodes answer, or live with --figma-file): the node exists, is a component or component set and not a variant inside a set, has every manifest property (or renamed it: same #id), the same variant options and defaults. Icon nodes from the icon manifest are checked too unless --no-icons.

            Token set drift (--tokens-old and --tokens-new, each token files or folders in any format generate reads) compares two versions of a token set, as Adobe's design-data-spec semantic diff does: tokens pair by uuid (or Figma variable ID), then by name, then by replaced_by; each is reported once as renamed (with its property changes), deprecated (new and already deprecated), reverted (no longer deprecated), added, deleted or updated (with each property added, deleted or changed).

            An allow-list (--allow-list, or drift.allowList) holds accepted differences, each with a reason; they are reported as allowed and do not fail the run.

            Variables that alias other files' (library) variables are compared with those files' variables when given (--library, a saved variables/local response, with its variables/published response beside it if aliases use republished IDs; or --library-file-key): their collections are compared like the file's own, and findings name the library collection.

            Live requests use the FIGMA_ACCESS_TOKEN environment variable.

            Exit status: 0 no drift, 1 drift, 2 the inputs have errors or Figma cannot be reached, 64 for command-line mistakes.
            """,
        options: [
            .init("variables", valueName: "file", help: "A saved Figma variables response (repeatable).", repeatable: true),
            .init("library", valueName: "file", help: "A library file's saved variables response, linked into --variables (repeatable).", repeatable: true),
            .init("library-file-key", valueName: "key", help: "Fetch a library file's variables (key or URL; repeatable).", repeatable: true),
            .init("figma-export", valueName: "path", help: "Figma's DTCG variables export: a directory or files (repeatable).", repeatable: true),
            .init("nodes", valueName: "file", help: "A saved Figma nodes response for the manifests' node IDs (repeatable).", repeatable: true),
            .init("styles", valueName: "file", help: "A saved Figma styles response (GET /v1/files/:key/styles), compared with the tokens import figma-styles wrote."),
            .init("style-nodes", valueName: "file", help: "With --styles: the saved nodes response holding the styles' nodes."),
            .init("figma-file", valueName: "key", help: "Fetch variables and nodes of this Figma file (key or URL) from the API."),
            .init("api-base", valueName: "url", help: "Base URL of the Figma REST API.", default: FigmaConnection.defaultBaseURL.absoluteString),
            .init("timeout", valueName: "seconds", help: "How long to wait for each Figma answer.", default: "60"),
            .init("config", valueName: "file", help: "aurum-codegen.json: reads its tokens and drift sections (default: ./aurum-codegen.json when present)."),
            .init("resolver", valueName: "file", help: "The tokens' resolver document (default: tokens/aurum.resolver.json)."),
            .init("tokens", valueName: "file", help: "Plain token files instead of a resolver (repeatable).", repeatable: true),
            .init("tokens-old", valueName: "path", help: "Token set drift: the old version's token files or folders (repeatable).", repeatable: true),
            .init("tokens-new", valueName: "path", help: "Token set drift: the new version's token files or folders (repeatable).", repeatable: true),
            .init("components", valueName: "dir", help: "Directory of *.component.json manifests (default: the configuration's, else tokens/components)."),
            .init("icons", valueName: "file", help: "The icon manifest (default: the configuration's, else tokens/icons.json)."),
            .init("allow-list", valueName: "file", help: "Accepted differences, each with a reason."),
            .init("format", short: "f", valueName: "format", help: "Output: text, json, github (workflow annotations) or html (a page with before/after swatches).", default: "text"),
            .init("only", valueName: "side", help: "Check only 'tokens', only 'components' or only 'assets'."),
            .init("assets-file", valueName: "file", help: "A saved GET /v1/files/:key response: check icons and images against the catalog."),
            .init("asset-bodies", valueName: "dir", help: "With --assets-file: the saved renders, named <node-id>.<format>."),
            .init("catalog", valueName: "dir", help: "The asset catalog to check (default: the 'assets' section's)."),
            .init("asset-record", valueName: "file", help: "The record of the last 'import figma-assets' (default: the 'assets' section's)."),
        ],
        flags: [
            .init("no-icons", help: "Do not check the icon manifest's nodes."),
            .init("figma-styles", help: "With --figma-file: fetch the file's styles and compare them too."),
            .init("verbose", short: "v", help: "Log each Figma API request to standard error."),
        ]
    )

    package func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let options = try DriftOptions(arguments)
        var warnings: [Diagnostic] = []
        do throws(DiagnosticError) {
            var inputs = DriftInputs(options: options, context: context)
            let check = try inputs.load()
            var diagnostics = DiagnosticCollector()
            var report = check.run(diagnostics: &diagnostics)
            warnings = inputs.warnings + diagnostics.diagnostics
            try diagnostics.throwIfErrors()
            report.mapPaths { DriftInputs.relative($0, to: context.io.currentDirectory) }
            context.report(Diagnostic.sortedUnique(warnings + report.unusedEntryWarnings))
            switch options.format {
            case "json": context.io.writeOutput(DriftJSONRenderer.render(report))
            case "github": context.io.writeOutput(DriftGitHubRenderer.render(report))
            case "html":
                // With a configuration, the catalog's templates: the defaults with its `swift.templates` overrides.
                if let configuration = inputs.configuration {
                    context.io.writeOutput(try DriftHTMLRenderer.render(report, configuration: configuration))
                } else {
                    context.io.writeOutput(try DriftHTMLRenderer.render(report))
                }
            default: context.io.writeOutput(DriftTextRenderer.render(report))
            }
            return report.hasDrift ? Self.driftFound : ExitCode.success
        } catch {
            context.report(Diagnostic.sortedUnique(warnings.filter { $0.severity != .error } + error.diagnostics))
            return Self.cannotCheck
        }
    }
}

extension Diagnostic {
    static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }
}

/// The command line, checked before anything is read.
struct DriftOptions {
    var format: String
    var checksTokens: Bool
    var checksComponents: Bool
    var variables: [String]
    var libraries: [String]
    var libraryFileKeys: [String]
    var exports: [String]
    var nodes: [String]
    var fileKey: String?
    /// Saved styles and their nodes (`--styles`, `--style-nodes`), or live with `--figma-styles`.
    var styles: (list: String, nodes: String)?
    var liveStyles: Bool
    var checksVariables: Bool
    var checksStyles: Bool
    var api: (URL, TimeInterval)?
    var config: String?
    var resolver: String?
    var tokenFiles: [String]
    var components: String?
    var icons: String?
    var checksIcons: Bool
    var allowList: String?
    var verbose: Bool
    /// Token set drift: the two versions compared (both given, or neither).
    var oldTokens: [String] = []
    var newTokens: [String] = []
    var comparesTokenSets: Bool { !oldTokens.isEmpty }
    var only: String?
    var assetsFile: String?
    var assetBodies: String?
    var catalog: String?
    var assetRecord: String?

    /// Assets are checked from a saved file, or live when the configuration has an `assets` section (or `--only
    /// assets` asks for them).
    func checksAssets(configured: Bool) -> Bool {
        guard only == nil || only == "assets" else { return false }
        return assetsFile != nil || (fileKey != nil && (configured || only == "assets"))
    }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = arguments.option("format") ?? "text"
        guard DriftCommand.formats.contains(format) else {
            throw UsageError("unknown format '\(format)'", help: Suggestion.closest(to: format, among: DriftCommand.formats).map { "did you mean '\($0)'?" }
                             ?? "the formats are: \(DriftCommand.formats.joined(separator: ", "))")
        }
        let only = arguments.option("only")
        if let only, !DriftCommand.onlyValues.contains(only) {
            throw UsageError("'--only' takes 'tokens', 'components' or 'assets', not '\(only)'")
        }
        oldTokens = arguments.options("tokens-old")
        newTokens = arguments.options("tokens-new")
        if oldTokens.isEmpty != newTokens.isEmpty {
            throw UsageError("'--tokens-old' and '--tokens-new' go together", help: "give the old and the new version of the token set")
        }
        variables = arguments.options("variables")
        libraries = arguments.options("library")
        libraryFileKeys = arguments.options("library-file-key")
        exports = arguments.options("figma-export")
        nodes = arguments.options("nodes")
        fileKey = arguments.option("figma-file")
        if !variables.isEmpty && !exports.isEmpty {
            throw UsageError("give either '--variables' or '--figma-export', not both")
        }
        let hasTokenSource = !variables.isEmpty || !exports.isEmpty || fileKey != nil
        if !oldTokens.isEmpty {
            // Two token sets are compared with each other, not with Figma.
            if hasTokenSource || !nodes.isEmpty || only != nil || arguments.isGiven("resolver") || arguments.isGiven("tokens") {
                throw UsageError("'--tokens-old'/'--tokens-new' compare two token sets; they take no Figma input, '--only', '--resolver' or '--tokens'")
            }
            checksTokens = false
            checksComponents = false
            checksVariables = false
            checksStyles = false
            liveStyles = false
            config = arguments.option("config")
            allowList = arguments.option("allow-list")
            checksIcons = false
            verbose = arguments.flag("verbose")
            tokenFiles = []
            return
        }
        let hasNodeSource = !nodes.isEmpty || fileKey != nil
        self.only = only
        assetsFile = arguments.option("assets-file")
        assetBodies = arguments.option("asset-bodies")
        catalog = arguments.option("catalog")
        assetRecord = arguments.option("asset-record")
        if assetsFile != nil && assetBodies == nil {
            throw UsageError("'--assets-file' needs '--asset-bodies <dir>': the renders to compare with the catalog")
        }
        if only == "assets" && assetsFile == nil && fileKey == nil {
            throw UsageError("'--only assets' needs '--assets-file' or '--figma-file'")
        }
        switch (arguments.option("styles"), arguments.option("style-nodes")) {
        case (let list?, let nodes?): styles = (list, nodes)
        case (_?, nil): throw UsageError("'--styles' needs '--style-nodes <file>': the saved nodes response holding the styles' nodes")
        case (nil, _?): throw UsageError("'--style-nodes' goes with '--styles <file>'")
        case (nil, nil): styles = nil
        }
        liveStyles = arguments.flag("figma-styles")
        if liveStyles && fileKey == nil { throw UsageError("'--figma-styles' fetches the styles of '--figma-file <key>'") }
        if liveStyles && styles != nil { throw UsageError("give either saved '--styles' or '--figma-styles', not both") }
        let hasStyleSource = styles != nil || liveStyles
        checksVariables = (!variables.isEmpty || !exports.isEmpty || (fileKey != nil && !liveStyles)) && only != "components" && only != "assets"
        checksStyles = hasStyleSource && only != "components" && only != "assets"
        checksTokens = (hasTokenSource || hasStyleSource) && only != "components" && only != "assets"
        checksComponents = hasNodeSource && only != "tokens" && only != "assets"
        if only == "tokens" && !hasTokenSource {
            throw UsageError("'--only tokens' needs '--variables', '--figma-export' or '--figma-file'")
        }
        if only == "components" && !hasNodeSource {
            throw UsageError("'--only components' needs '--nodes' or '--figma-file'")
        }
        if liveStyles && variables.isEmpty && exports.isEmpty && only == nil && nodes.isEmpty {
            // `--figma-file KEY --figma-styles` alone: the styles only.
            checksComponents = false
        }
        guard checksTokens || checksComponents || assetsFile != nil || only == "assets" else {
            throw UsageError("nothing to compare", help: "pass '--variables', '--figma-export' or '--nodes' files, or '--figma-file <key>' to read Figma live")
        }
        if (!libraries.isEmpty || !libraryFileKeys.isEmpty) && !exports.isEmpty {
            throw UsageError("'--library' links REST responses; Figma's DTCG export ('--figma-export') has no variable IDs to link by")
        }
        if fileKey != nil || !libraryFileKeys.isEmpty || arguments.isGiven("api-base") || arguments.isGiven("timeout") {
            api = try ImportCommand.apiOptions(arguments)
        }
        config = arguments.option("config")
        resolver = arguments.option("resolver")
        tokenFiles = arguments.options("tokens")
        if resolver != nil && !tokenFiles.isEmpty {
            throw UsageError("give either '--resolver' or '--tokens', not both")
        }
        components = arguments.option("components")
        icons = arguments.option("icons")
        checksIcons = !arguments.flag("no-icons")
        allowList = arguments.option("allow-list")
        verbose = arguments.flag("verbose")
    }
}
