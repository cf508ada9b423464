import Foundation

/// The contents of `aurum-codegen.json`. Paths are as written, relative to the configuration's directory;
/// `url(for:)` resolves them.
public struct AurumConfiguration: Sendable {
    /// Where the configuration was read from, as diagnostics show it.
    var file: String
    /// The directory relative paths start from.
    public var directory: URL
    public var tokens: TokensConfiguration
    public var swift: SwiftConfiguration
    /// nil when the configuration has no `components` section (manifests are then read from the defaults
    /// only if Code Connect or pages are configured).
    public var components: ComponentsConfiguration?
    var codeConnect: CodeConnectConfiguration?
    var pages: PagesConfiguration?
    var figma: FigmaFileReference
    /// What `check` compares with disk.
    var check: CheckConfiguration
    /// How `drift` lines Figma up with the repository.
    package var drift: DriftConfiguration
    /// Where a missing `figma.fileKey` is reported: the `figma` section, else the file's first line.
    var figmaKeyLocation: SourceLocation { figmaSectionLocation ?? SourceLocation(file: file, line: 1, column: 1) }
    var figmaSectionLocation: SourceLocation?

    package init(file: String, directory: URL, tokens: TokensConfiguration, swift: SwiftConfiguration = .init(),
                components: ComponentsConfiguration? = nil, codeConnect: CodeConnectConfiguration? = nil,
                pages: PagesConfiguration? = nil, figma: FigmaFileReference = FigmaFileReference(),
                check: CheckConfiguration = .init(), drift: DriftConfiguration = .init()) {
        self.file = file
        self.directory = directory
        self.tokens = tokens
        self.swift = swift
        self.components = components
        self.codeConnect = codeConnect
        self.pages = pages
        self.figma = figma
        self.check = check
        self.drift = drift
    }

    /// Whether any output needs the component manifests.
    public var generatesComponents: Bool {
        components?.output != nil || codeConnect?.output != nil || codeConnect?.legacyOutput != nil || pages?.output != nil
    }

    /// `path` (relative to the configuration's directory, or absolute) as a file URL.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}

/// The `tokens` section: where the design tokens come from and how their units convert.
public struct TokensConfiguration: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A DTCG resolver document (`*.resolver.json`): sets, modifiers such as light/dark.
        case resolver(String)
        /// Plain token files merged in order, without modes.
        case files([String])
    }

    public var source: Source
    /// Points per `rem`.
    public var remBase: Double

    public init(source: Source, remBase: Double = 16) {
        self.source = source
        self.remBase = remBase
    }

    /// The input paths as written, for the generated header.
    public var inputs: [String] {
        switch source {
        case .resolver(let path): [path]
        case .files(let paths): paths
        }
    }
}

/// The `swift` section.
public struct SwiftConfiguration: Hashable, Sendable {
    /// Output directory for the Swift files; nil generates no Swift.
    public var output: String?
    /// A directory whose `*.mustache` files replace the default templates of the same name.
    var templates: String?
    var options: SwiftGenerationOptions

    init(output: String? = nil, templates: String? = nil, options: SwiftGenerationOptions = .init()) {
        self.output = output
        self.templates = templates
        self.options = options
    }
}

// MARK: - Reading the sections

extension TokensConfiguration: ConfigurationSection {
    static let name = "tokens"
    static let keys = ["resolver", "files", "remBase"]

    static func parse(_ tokens: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> TokensConfiguration {
        let remBase = tokens.positiveNumber("remBase", diagnostics: &diagnostics)?.double ?? 16
        let resolver = tokens.string("resolver", diagnostics: &diagnostics)
        let files = tokens.stringArray("files", diagnostics: &diagnostics)
        switch (resolver, files) {
        case (let resolver?, nil):
            return TokensConfiguration(source: .resolver(resolver.value), remBase: remBase)
        case (nil, let files?) where !files.isEmpty:
            return TokensConfiguration(source: .files(files.map(\.value)), remBase: remBase)
        case (.some, .some):
            diagnostics.error("'tokens' takes either 'resolver' or 'files', not both", at: tokens.location(of: tokens.value("files")!))
        case (nil, .some):
            if tokens.value("files")?.array?.isEmpty == true {
                diagnostics.error("'tokens.files' must list at least one file", at: tokens.location(of: tokens.value("files")!))
            }
        case (nil, nil):
            if !tokens.has("resolver") && !tokens.has("files") {
                diagnostics.error("'tokens' needs a 'resolver' or 'files'", at: tokens.location)
            }
        }
        return TokensConfiguration(source: .files([]), remBase: remBase)
    }
}

extension SwiftConfiguration: ConfigurationSection {
    static let name = "swift"
    static let keys = ["output", "prefix", "accessLevel", "naming", "namespaces", "maxDeclarationsPerFile",
                               "templates", "appearance"]
    static let appearanceKeys = ["modifier", "light", "dark"]

    static let outputKeys = ["output"]

    static func parse(_ swift: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> SwiftConfiguration {
        var configuration = SwiftConfiguration()
        configuration.output = swift.string("output", diagnostics: &diagnostics)?.value
        configuration.templates = swift.string("templates", diagnostics: &diagnostics)?.value
        var options = SwiftGenerationOptions()
        if let prefix = swift.string("prefix", allowEmpty: true, diagnostics: &diagnostics) {
            if SwiftIdentifier.isValid(prefix.value) && !SwiftIdentifier.keywords.contains(prefix.value) {
                options.prefix = prefix.value
            } else {
                diagnostics.error("'swift.prefix' must be a Swift identifier such as \"Aurum\", not '\(prefix.value)'", at: prefix.location)
            }
        }
        options.accessLevel = swift.choice("accessLevel", SwiftGenerationOptions.AccessLevel.self, diagnostics: &diagnostics) ?? options.accessLevel
        options.naming = swift.choice("naming", SwiftGenerationOptions.Naming.self, diagnostics: &diagnostics) ?? options.naming
        options.maxDeclarationsPerFile = swift.positiveInteger("maxDeclarationsPerFile", diagnostics: &diagnostics) ?? options.maxDeclarationsPerFile
        for entry in swift.stringMap("namespaces", diagnostics: &diagnostics) ?? [] {
            if SwiftIdentifier.isValid(options.prefix + entry.value) && !entry.value.isEmpty {
                options.namespaces[entry.key] = entry.value
            } else {
                diagnostics.error("namespace '\(entry.value)' for group '\(entry.key)' must continue the prefix into a Swift identifier, e.g. \"Colors\"",
                                  at: entry.position.location(in: swift.file))
            }
        }
        if let appearance = swift.object("appearance", diagnostics: &diagnostics) {
            appearance.checkKeys(appearanceKeys, diagnostics: &diagnostics)
            if let modifier = appearance.string("modifier", diagnostics: &diagnostics) {
                options.appearance = SwiftGenerationOptions.Appearance(
                    modifier: modifier.value,
                    light: appearance.string("light", diagnostics: &diagnostics)?.value ?? "light",
                    dark: appearance.string("dark", diagnostics: &diagnostics)?.value ?? "dark")
            } else if !appearance.has("modifier") {
                diagnostics.error("'swift.appearance' needs the 'modifier' whose contexts are light and dark", at: appearance.location)
            }
        }
        configuration.options = options
        return configuration
    }
}
