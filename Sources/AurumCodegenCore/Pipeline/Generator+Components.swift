import Foundation

/// One output folder and the files a run puts there.
public struct PlannedOutput: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case swift, components, codeConnect, legacyCodeConnect, pages, catalog, assetCatalog
    }

    var kind: Kind
    /// As configured: relative to the configuration's folder, or absolute.
    var directory: String
    package var files: [GeneratedFile]

    /// Which files in the folder a run deletes once it no longer produces them (only those with the generated header).
    var staleSuffixes: [String] {
        switch kind {
        case .swift, .components: [".swift"]
        case .codeConnect: [".figma.ts", ".figma.batch.ts"]
        case .legacyCodeConnect: [".figma.swift"]
        case .pages: [".md"]
        case .catalog: [".html", ".css"]
        case .assetCatalog: ["Contents.json"]
        }
    }
}

/// The manifests' share of a run: how many components, and which have no Code Connect file.
public struct ComponentRunSummary: Sendable {
    public var componentCount: Int
    public var iconCount: Int
    /// Components without a Figma node, so without Code Connect files.
    public var withoutNode: [SkippedComponent]
}

extension Generator {
    /// Token paths manifests may reference: every token, with a trailing `$root` also reachable without it.
    static func knownTokenPaths(_ tokens: ResolvedTokenSet) -> Set<String> {
        var paths = Set<String>()
        for token in tokens.tokens {
            paths.insert(token.pathString)
            if token.path.last == "$root" { paths.insert(token.path.dropLast().joined(separator: ".")) }
        }
        return paths
    }

    /// The manifests and icons the configuration names, validated against each other and against `tokens`.
    package func loadComponents(tokens: ResolvedTokenSet?) throws(DiagnosticError) -> (manifests: [ComponentManifest], icons: IconManifest) {
        try loadComponents(knownTokenPaths: tokens.map(Self.knownTokenPaths))
    }

    func loadComponents(knownTokenPaths: Set<String>?) throws(DiagnosticError) -> (manifests: [ComponentManifest], icons: IconManifest) {
        let components = configuration.components ?? ComponentsConfiguration()
        return try ComponentManifestLoader.loadValidated(componentsDirectory: configuration.url(for: components.manifests),
                                                         iconsFile: configuration.url(for: components.icons),
                                                         relativeTo: configuration.directory,
                                                         knownTokenPaths: knownTokenPaths)
    }

    /// Every output folder's files in one output per kind and folder, all rendered (with one template library)
    /// before anything is written, and what the manifests held. `Generator+Layout` arranges them for the plugin.
    /// Takes `tokens` over: the manifests need only their paths, so the set is freed before rendering.
    func namespaceOutputs(for tokens: consuming ResolvedTokenSet,
                          templates: MustacheLibrary) throws(DiagnosticError) -> (outputs: [PlannedOutput], components: ComponentRunSummary?) {
        var outputs: [PlannedOutput] = []
        let known = configuration.generatesComponents ? Self.knownTokenPaths(tokens) : nil
        var catalog: CatalogTokenPages?
        let swiftConfiguration = configuration.swift
        var generated: (swift: [GeneratedFile], assetCatalog: [GeneratedFile])?
        if configuration.catalog?.output != nil {
            // One conversion of the tokens for both: the catalog shows what the Swift output ships.
            let (swift, pages) = try swiftAndCatalogTokenPages(for: consume tokens, templates: templates)
            catalog = pages
            generated = swift
        } else if swiftConfiguration.output != nil || swiftConfiguration.assetCatalog != nil {
            generated = try swiftOutputs(for: consume tokens, templates: templates)
        } else {
            _ = consume tokens
        }
        if let generated {
            if let output = swiftConfiguration.output {
                outputs.append(PlannedOutput(kind: .swift, directory: output, files: generated.swift))
            }
            if let directory = swiftConfiguration.assetCatalog {
                outputs.append(PlannedOutput(kind: .assetCatalog, directory: directory, files: generated.assetCatalog))
            }
        }
        guard configuration.generatesComponents else {
            if let catalog { outputs.append(try catalogOutput(catalog, components: nil, templates: templates)) }
            return (outputs, nil)
        }
        let (manifests, icons) = try loadComponents(knownTokenPaths: known)
        let swift = configuration.swift.options
        if let components = configuration.components, let output = components.output {
            var options = ComponentGenerationOptions(prefix: swift.prefix, accessLevel: swift.accessLevel, figmaFile: configuration.figma,
                                                     maxIconsPerFile: components.maxIconsPerFile, toolVersion: swift.toolVersion)
            options.platforms = swift.platforms
            outputs.append(PlannedOutput(kind: .components, directory: output,
                                         files: try ComponentSwiftGenerator(options: options).generate(manifests: manifests, icons: icons, templates: templates)))
        }
        var withoutNode = manifests.filter { $0.figmaNode == nil }.sorted { $0.name.value < $1.name.value }
            .map { SkippedComponent(name: $0.name.value, reason: $0.figmaStatus ?? "no Figma node to connect") }
        if let codeConnect = configuration.codeConnect, codeConnect.output != nil || codeConnect.legacyOutput != nil {
            let options = CodeConnectOptions(figmaFile: configuration.figma, iconImports: codeConnect.iconImports,
                                             prefix: swift.prefix, toolVersion: swift.toolVersion)
            let generated = try CodeConnectGenerator(options: options).generate(manifests: manifests, icons: icons, templates: templates)
            withoutNode = generated.skipped
            if let output = codeConnect.output {
                outputs.append(PlannedOutput(kind: .codeConnect, directory: output, files: generated.templateFiles))
            }
            if let output = codeConnect.legacyOutput {
                outputs.append(PlannedOutput(kind: .legacyCodeConnect, directory: output, files: generated.legacyFiles))
            }
        }
        if let output = configuration.pages?.output {
            let options = ComponentPageGenerator.Options(figmaFile: configuration.figma, codeConnectTemplateDirectory: configuration.codeConnect?.output,
                                                         toolVersion: swift.toolVersion)
            outputs.append(PlannedOutput(kind: .pages, directory: output,
                                         files: try ComponentPageGenerator(options: options).generate(manifests: manifests, templates: templates)))
        }
        if let catalog {
            let components = configuration.catalogShowsComponents ? (manifests, icons) : nil
            outputs.append(try catalogOutput(catalog, components: components, templates: templates))
        }
        let summary = ComponentRunSummary(componentCount: manifests.count, iconCount: icons.icons.count, withoutNode: withoutNode)
        return (outputs, summary)
    }

    /// Writes every planned output, then removes the generated files no output produces any more, in nested folders
    /// too (`GeneratedFiles.stale`, the same list `check` reports). Folders shared by several outputs keep every
    /// output's files.
    func write(_ outputs: [PlannedOutput], dryRun: Bool) throws(DiagnosticError) -> [OutputResult] {
        // Held until every file is written and every stale one removed: a second run on these folders waits.
        let lock = dryRun ? nil : try OutputLock.acquire(outputs.map { configuration.url(for: $0.directory) })
        defer { lock?.release() }
        var results: [OutputResult] = []
        for output in outputs {
            let report = try OutputWriter(waitsForNewSecond: layout != .perNamespace).write(output.files, to: configuration.url(for: output.directory), dryRun: dryRun)
            results.append(OutputResult(kind: output.kind, directory: output.directory, report: report, removed: []))
        }
        let produced = GeneratedFiles.produced(by: outputs, in: configuration)
        for (index, output) in outputs.enumerated() {
            let directory = configuration.url(for: output.directory)
            let stale = GeneratedFiles.stale(in: output, directory: directory, produced: produced)
            if !dryRun { try GeneratedFiles.remove(stale, in: directory) }
            results[index].removed = stale
        }
        return results
    }
}

/// What writing one planned output did.
public struct OutputResult: Sendable {
    public var kind: PlannedOutput.Kind
    public var directory: String
    public var report: OutputWriter.Report
    /// Generated files this run no longer produces, removed (or, in a dry run, to remove); relative to `directory`.
    public var removed: [String]
}
