import Foundation

/// One `generate` run, the stages in order: read (`ReadStage`) → resolve (`ResolveStage`) → generate each output
/// (`SwiftStage`, `ComponentsStage`, `CodeConnectStage`, `PagesStage`, `CatalogStage`; `Generator+Outputs`) →
/// write (`WriteStage`). Every output is rendered before the first file is written, so nothing is written unless
/// every stage succeeded.
public struct Generator: Sendable {
    public var configuration: AurumConfiguration
    public var layout: Layout
    /// Write only these outputs (all are still rendered and checked); nil writes every configured output.
    public var only: Set<PlannedOutput.Kind>?

    /// How the Swift files are named and split.
    public enum Layout: Hashable, Sendable {
        /// One file per namespace part, component and icon category, as the inputs require.
        case perNamespace
        /// For the build plugin: token and component Swift together in `FixedSwiftLayout`'s files in the
        /// `swift.output` folder, whatever the inputs; no Code Connect or pages.
        case fixed(shards: Int)
    }

    public init(configuration: AurumConfiguration, layout: Layout = .perNamespace, only: Set<PlannedOutput.Kind>? = nil) {
        self.configuration = configuration
        self.layout = layout
        self.only = only
    }

    public struct Result: Sendable {
        public var swift: OutputWriter.Report?
        /// Previously generated files that this run no longer produces, removed (or, in a dry run, to remove).
        public var removed: [String] = []
        /// Warnings from loading the tokens.
        public var warnings: [Diagnostic] = []
        /// How many tokens of each type were generated, in `TokenType` order, types with none left out.
        public var tokenCounts: [(type: TokenType, count: Int)] = []
        /// The resolver's modifiers (empty for plain token files).
        public var modifiers: [Modifier] = []
        /// Every token file read and the format it was read as.
        package var inputs: [ReadInput] = []
        /// The tokens `tokens.skipInvalid` left out (each one also a warning).
        package var skipped = SkippedTokenCount()
        /// Component Swift, Code Connect and pages, in the order configured (the token Swift is `swift`).
        public var outputs: [OutputResult] = []
        /// nil when no output needs the component manifests.
        public var components: ComponentRunSummary?
    }

    /// The configured token inputs, read and resolved for every context (`ReadStage`, `ResolveStage`).
    package func loadTokens() throws(DiagnosticError) -> ResolvedTokenSet {
        var inputs: [ReadInput] = []
        return try loadTokens(inputs: &inputs)
    }

    /// `loadTokens()`, also saying how each file was read when loading fails (`validate --verbose`).
    package func loadTokens(inputs: inout [ReadInput]) throws(DiagnosticError) -> ResolvedTokenSet {
        let read = ReadStage(configuration: configuration)
        defer { inputs = read.inputs }
        return try ResolveStage().run(try read.run())
    }

    /// The template library of this run: the defaults with the configured overrides. Loaded once per run.
    func templates() throws(DiagnosticError) -> MustacheLibrary {
        try TemplateLoader.library(overrides: configuration.swift.templates.map(configuration.url(for:)),
                                   displayDirectory: configuration.swift.templates)
    }

    /// The Swift files for `tokens`, rendered with the default templates and the configured overrides.
    /// Takes `tokens` over: they are freed once converted, before rendering (which is when memory peaks).
    package func swiftFiles(for tokens: consuming ResolvedTokenSet) throws(DiagnosticError) -> [GeneratedFile] {
        try swiftOutputs(for: consume tokens, templates: try templates()).swift
    }

    /// The Swift files and, when `swift.assetCatalog` is configured, the asset catalog's (`SwiftStage`).
    func swiftOutputs(for tokens: consuming ResolvedTokenSet,
                      templates: MustacheLibrary) throws(DiagnosticError) -> (swift: [GeneratedFile], assetCatalog: [GeneratedFile]) {
        var warnings: [Diagnostic] = []
        return try SwiftStage(configuration: configuration).files(for: consume tokens, templates: templates, warnings: &warnings)
    }

    /// One warning when Code Connect files are written but the configuration names no Figma file: their links
    /// then hold `FigmaFileReference.placeholderKey`, which Figma's Code Connect CLI refuses to publish. (The
    /// build plugin writes no Code Connect files, so its builds stay quiet.)
    package var figmaKeyWarning: Diagnostic? {
        let writesCodeConnect = layout == .perNamespace && (configuration.codeConnect?.output != nil || configuration.codeConnect?.legacyOutput != nil)
        guard writesCodeConnect, !configuration.figma.hasFileKey else { return nil }
        return .warning("'figma.fileKey' is not set: Figma links are written with the placeholder key '\(FigmaFileReference.placeholderKey)', "
                        + "which Figma's Code Connect CLI refuses to publish; set it to the design file's key or URL",
                        at: configuration.figmaKeyLocation)
    }

    /// Generates and writes everything the configuration asks for. With `dryRun`, reports without writing.
    /// Every output is rendered before the first file is written, so an error anywhere writes nothing.
    public func run(dryRun: Bool = false) throws(DiagnosticError) -> Result {
        let tokens = try loadTokens()
        var result = Result(warnings: tokens.diagnostics)
        result.modifiers = tokens.modifiers
        result.inputs = tokens.inputs
        result.skipped = tokens.skipped
        // One pass, reading each token's type in place (copying a token retains all its fields).
        var counts: [TokenType: Int] = [:]
        for i in tokens.tokens.indices { counts[tokens.tokens[i].type, default: 0] += 1 }
        result.tokenCounts = TokenType.allCases.compactMap { type in counts[type].map { (type, $0) } }
        var (outputs, components) = try plannedOutputs(for: consume tokens)
        result.warnings += outputs.flatMap(\.warnings)
        if let only { outputs.removeAll { !only.contains($0.kind) } }
        if components != nil, let warning = figmaKeyWarning { result.warnings.append(warning) }
        result.components = components
        for written in try WriteStage(configuration: configuration, waitsForNewSecond: layout != .perNamespace).run(outputs, dryRun: dryRun) {
            if written.kind == .swift {
                result.swift = written.report
                result.removed = written.removed
            } else {
                result.outputs.append(written)
            }
        }
        return result
    }
}
