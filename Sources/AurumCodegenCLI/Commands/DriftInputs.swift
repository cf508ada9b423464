import Foundation
import AurumCodegenCore

/// Reads everything `drift` compares: the configuration, the repository's tokens, manifests and
/// allow-list, and the Figma side from files or the API. Any error stops the run (exit 2);
/// warnings are collected in `warnings`.
struct DriftInputs {
    let options: DriftOptions
    let context: CommandContext
    var warnings: [Diagnostic] = []
    /// The configuration read by `load()`, when there is a file.
    private(set) var configuration: AurumConfiguration?

    init(options: DriftOptions, context: CommandContext) {
        self.options = options
        self.context = context
    }

    var directory: URL { URL(fileURLWithPath: context.io.currentDirectory, isDirectory: true) }

    private func url(_ path: String, relativeTo base: URL? = nil) -> URL {
        URL(fileURLWithPath: path, relativeTo: base ?? directory).standardizedFileURL
    }

    /// `path` without the working directory in front, when it is inside it.
    static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func display(_ url: URL) -> String { Self.relative(url.path, to: directory.standardizedFileURL.path) }

    mutating func load() throws(DiagnosticError) -> DriftCheck {
        let config = try DriftConfigFile.load(options.config, in: directory)
        configuration = config.configuration
        var check = DriftCheck()
        check.modeMapping = config.drift.modeMapping
        check.comparison.remBase = config.remBase
        check.checksIcons = options.checksIcons

        if let path = options.allowList.map({ url($0) }) ?? config.drift.allowList.map({ url($0, relativeTo: config.directory) }) {
            var diagnostics = DiagnosticCollector()
            let shown = display(path)
            check.allowList = DriftAllowList.parse(try JSONReader.parse(contentsOf: path, displayPath: shown), file: shown, diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
        }
        if options.comparesTokenSets {
            let old = try TokenLoader.load(files: options.oldTokens.map { url($0) })
            let new = try TokenLoader.load(files: options.newTokens.map { url($0) })
            warnings += old.diagnostics + new.diagnostics
            check.tokenSets = (old, new)
        }
        if options.checksTokens {
            let tokens = try loadTokens(config)
            warnings += tokens.diagnostics
            check.tokens = tokens
        }
        if options.checksComponents {
            let manifests = options.components.map { url($0) } ?? config.components.map { url($0.manifests, relativeTo: config.directory) }
                ?? url("tokens/components")
            let icons = options.icons.map { url($0) } ?? config.components.map { url($0.icons, relativeTo: config.directory) }
                ?? url("tokens/icons.json")
            let loaded = try ComponentManifestLoader.loadValidated(componentsDirectory: manifests, iconsFile: icons, relativeTo: directory)
            check.manifests = loaded.manifests
            check.icons = loaded.icons
        }

        let client = options.fileKey != nil || !options.libraryFileKeys.isEmpty ? try makeClient() : nil
        if options.checksVariables {
            check.figma = try loadVariables(client)
        }
        if options.checksStyles {
            check.styles = try loadStyles(client)
        }
        if options.checksComponents {
            check.nodes = try loadNodes(client, ids: ComponentDrift.nodeIDs(manifests: check.manifests, icons: options.checksIcons ? check.icons : nil))
        }
        if options.checksAssets(configured: config.configuration?.assets != nil) {
            check.assets = try loadAssets(client, configuration: config.configuration)
        }
        return check
    }

    // MARK: Repository

    private func loadTokens(_ config: DriftConfigFile) throws(DiagnosticError) -> ResolvedTokenSet {
        if let resolver = options.resolver { return try TokenLoader.load(resolver: url(resolver)) }
        if !options.tokenFiles.isEmpty { return try TokenLoader.load(files: options.tokenFiles.map { url($0) }) }
        switch config.tokens {
        case .resolver(let path)?: return try TokenLoader.load(resolver: url(path, relativeTo: config.directory))
        case .files(let paths)?: return try TokenLoader.load(files: paths.map { url($0, relativeTo: config.directory) })
        case nil: return try TokenLoader.load(resolver: url("tokens/aurum.resolver.json"))
        }
    }

    // MARK: Figma

    func makeClient() throws(DiagnosticError) -> any FigmaREST {
        let token = try FigmaAccessToken.fromEnvironment(context.io.environment)
        let (baseURL, timeout) = options.api ?? (FigmaConnection.defaultBaseURL, 60)
        let verbose = options.verbose
        let context = self.context
        return try context.figmaClient(FigmaConnection(token: token, baseURL: baseURL, timeout: timeout,
                                                       log: { line in if verbose { context.printError(line) } }))
    }

    /// The Figma styles, each joined with its node: saved (`--styles`, `--style-nodes`) or fetched.
    private mutating func loadStyles(_ client: (any FigmaREST)?) throws(DiagnosticError) -> [FigmaStyle] {
        var diagnostics = DiagnosticCollector()
        var styles: [FigmaStyle] = []
        if let saved = options.styles {
            let list = display(url(saved.list)), nodes = display(url(saved.nodes))
            let response = FigmaStylesParser.parseStyles(try JSONReader.parse(contentsOf: url(saved.list), displayPath: list), file: list, diagnostics: &diagnostics)
            styles = FigmaStylesParser.parseNodes(try JSONReader.parse(contentsOf: url(saved.nodes), displayPath: nodes), file: nodes, for: response, diagnostics: &diagnostics)
        } else if let client, let key = options.fileKey {
            let list = try client.styles(fileKey: key)
            let fetched = try client.styleNodes(fileKey: key, styles: list.value)
            diagnostics.append(contentsOf: list.warnings + fetched.warnings)
            styles = fetched.value
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.diagnostics
        return styles
    }

    private mutating func loadVariables(_ client: (any FigmaREST)?) throws(DiagnosticError) -> FigmaSnapshot {
        var diagnostics = DiagnosticCollector()
        var snapshot: FigmaSnapshot
        if !options.exports.isEmpty {
            var files: [FigmaDTCGExportReader.File] = []
            for path in try exportFiles() {
                let shown = display(path)
                files.append(.init(json: try JSONReader.parse(contentsOf: path, displayPath: shown), path: shown))
            }
            snapshot = FigmaDTCGExportReader.snapshot(from: files, diagnostics: &diagnostics)
        } else {
            var merged: FigmaVariablesResponse?
            if options.variables.isEmpty, let client, let key = options.fileKey {
                let fetched = try client.localVariables(fileKey: key)
                diagnostics.append(contentsOf: fetched.warnings)
                merged = fetched.value
            }
            for path in options.variables {
                let shown = display(url(path))
                let response = FigmaVariablesParser.parse(try JSONReader.parse(contentsOf: url(path), displayPath: shown), file: shown, diagnostics: &diagnostics)
                merged = merged.map { FigmaVariablesResponse(collections: $0.collections + response.collections, variables: $0.variables + response.variables, file: $0.file) } ?? response
            }
            var libraries = try FigmaLibraryInputs.load(files: options.libraries, directory: directory, diagnostics: &diagnostics)
            if let client, !options.libraryFileKeys.isEmpty {
                libraries += try FigmaLibraryInputs.fetch(fileKeys: options.libraryFileKeys, client: client, diagnostics: &diagnostics)
            }
            snapshot = FigmaSnapshot(variables: merged ?? FigmaVariablesResponse(collections: [], variables: [], file: ""),
                                     libraries: libraries, diagnostics: &diagnostics)
            snapshot.reportUncomparedLibraries(hint: FigmaLibraryInputs.hint, diagnostics: &diagnostics)
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.diagnostics
        return snapshot
    }

    /// Every `*.json` below the given directories, in name order, and the given files.
    private func exportFiles() throws(DiagnosticError) -> [URL] {
        var result: [URL] = []
        for path in options.exports {
            let base = url(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory) else {
                throw DiagnosticError(.error("cannot read '\(path)': no such file or directory"))
            }
            guard isDirectory.boolValue else {
                result.append(base)
                continue
            }
            let names = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
            if names.isEmpty { throw DiagnosticError(.error("'\(path)' holds no .json files of a Figma variables export")) }
            result += names.map { base.appendingPathComponent($0) }
        }
        return result
    }

    private mutating func loadNodes(_ client: (any FigmaREST)?, ids: [String]) throws(DiagnosticError) -> FigmaNodesResponse {
        var diagnostics = DiagnosticCollector()
        var merged = FigmaNodesResponse(entries: [], file: "")
        if options.nodes.isEmpty, let client, let key = options.fileKey {
            let fetched = try client.nodes(fileKey: key, ids: ids)
            diagnostics.append(contentsOf: fetched.warnings)
            merged = fetched.value
        }
        for path in options.nodes {
            let shown = display(url(path))
            let response = FigmaNodesParser.parse(try JSONReader.parse(contentsOf: url(path), displayPath: shown), file: shown, diagnostics: &diagnostics)
            merged.entries += response.entries
            if merged.file.isEmpty { merged.file = response.file }
        }
        try diagnostics.throwIfErrors()
        warnings += diagnostics.diagnostics
        return merged
    }
}

/// What `drift` reads of `aurum-codegen.json` (through the shared configuration loader, so its errors have
/// positions): the token source, `remBase`, the manifests and the `drift` section.
struct DriftConfigFile {
    var tokens: TokensConfiguration.Source?
    var remBase: Double = 16
    var components: ComponentsConfiguration?
    var drift = DriftConfiguration()
    var directory: URL
    /// The whole configuration, when there is a file: `--format html` renders with its templates.
    var configuration: AurumConfiguration?

    /// The file given, else `aurum-codegen.json` in `directory` when present, else nothing.
    static func load(_ path: String?, in directory: URL) throws(DiagnosticError) -> DriftConfigFile {
        let url: URL
        if let path {
            url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
        } else {
            url = directory.appendingPathComponent(ConfigurationLoader.fileName)
            guard FileManager.default.fileExists(atPath: url.path) else { return DriftConfigFile(directory: directory) }
        }
        let shown = path ?? ConfigurationLoader.fileName
        let configuration = try ConfigurationLoader.load(contentsOf: url, displayPath: shown)
        var config = DriftConfigFile(tokens: configuration.tokens.source, remBase: configuration.tokens.remBase,
                                     components: configuration.components, directory: configuration.directory)
        config.drift = configuration.drift
        config.configuration = configuration
        return config
    }
}
