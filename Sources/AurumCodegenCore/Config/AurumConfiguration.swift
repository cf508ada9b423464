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
    /// The HTML catalog (Catalog/); nil writes none.
    var catalog: CatalogConfiguration?
    /// Where a missing `figma.fileKey` is reported: the `figma` section, else the file's first line.
    var figmaKeyLocation: SourceLocation { figmaSectionLocation ?? SourceLocation(file: file, line: 1, column: 1) }
    var figmaSectionLocation: SourceLocation?
    /// `import figma-assets` (Assets/); nil when the configuration has no `assets` section.
    package var assets: AssetsConfiguration?

    package init(file: String, directory: URL, tokens: TokensConfiguration, swift: SwiftConfiguration = .init(),
                components: ComponentsConfiguration? = nil, codeConnect: CodeConnectConfiguration? = nil,
                pages: PagesConfiguration? = nil, figma: FigmaFileReference = FigmaFileReference(),
                check: CheckConfiguration = .init(), drift: DriftConfiguration = .init(), catalog: CatalogConfiguration? = nil) {
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
        self.catalog = catalog
    }

    /// Whether any output needs the component manifests.
    public var generatesComponents: Bool {
        components?.output != nil || codeConnect?.output != nil || codeConnect?.legacyOutput != nil || pages?.output != nil
            || catalogShowsComponents
    }

    /// The catalog has a page per component when the configuration names the manifests (a `components` section).
    var catalogShowsComponents: Bool {
        catalog?.output != nil && components != nil
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
    /// How token files are read: the dialect to read them as (nil: detected per file), strictness, and how
    /// Figma exports become modifiers (`tokens.format`, `tokens.strict`, `tokens.figma`).
    package var reading: TokenLoadOptions

    public init(source: Source, remBase: Double = 16) {
        self.source = source
        self.remBase = remBase
        self.reading = TokenLoadOptions(remBase: remBase)
    }

    /// `tokens.strict`: every construct that is not DTCG 2025.10 is an error at its line and column.
    public var strict: Bool {
        get { reading.strict }
        set { reading.strict = newValue }
    }

    /// `tokens.skipInvalid`: tokens that cannot be read or resolved are left out, with their dependants, as warnings.
    public var skipInvalid: Bool {
        get { reading.skipInvalid }
        set { reading.skipInvalid = newValue }
    }

    /// The options the loader reads with (the rem base kept in step with `remBase`).
    package var loadOptions: TokenLoadOptions {
        var options = reading
        options.remBase = remBase
        return options
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
    /// The folder to write `<prefix>.xcassets` into, with a colour set per colour token; nil writes none.
    var assetCatalog: String?

    init(output: String? = nil, templates: String? = nil, options: SwiftGenerationOptions = .init(), assetCatalog: String? = nil) {
        self.output = output
        self.templates = templates
        self.options = options
        self.assetCatalog = assetCatalog
    }
}

// MARK: - Reading the sections

extension TokensConfiguration: ConfigurationSection {
    static let name = "tokens"
    static let keys = ["resolver", "files", "remBase", "format", "strict", "skipInvalid", "figma"]
    static let figmaKeys = ["defaultModes", "modifiers"]
    static let figmaModifierKeys = ["name", "contexts"]

    static func parse(_ tokens: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> TokensConfiguration {
        let remBase = tokens.positiveNumber("remBase", diagnostics: &diagnostics)?.double ?? 16
        var reading = TokenLoadOptions(remBase: remBase)
        reading.format = tokens.choice("format", TokenDialect.self, diagnostics: &diagnostics)
        reading.strict = tokens.bool("strict", diagnostics: &diagnostics)?.value ?? false
        reading.skipInvalid = tokens.bool("skipInvalid", diagnostics: &diagnostics)?.value ?? false
        if let figma = tokens.object("figma", diagnostics: &diagnostics) {
            figma.checkKeys(figmaKeys, diagnostics: &diagnostics)
            for entry in figma.stringMap("defaultModes", diagnostics: &diagnostics) ?? [] { reading.figmaDefaultModes[entry.key] = entry.value }
            if let modifiers = figma.object("modifiers", diagnostics: &diagnostics) {
                for member in modifiers {
                    guard let modifier = modifiers.object(member.key, diagnostics: &diagnostics) else { continue }
                    modifier.checkKeys(figmaModifierKeys, diagnostics: &diagnostics)
                    var naming = TokenLoadOptions.FigmaModifierNaming()
                    naming.name = modifier.string("name", diagnostics: &diagnostics)?.value
                    for entry in modifier.stringMap("contexts", diagnostics: &diagnostics) ?? [] { naming.contexts[entry.key] = entry.value }
                    reading.figmaModifiers[member.key] = naming
                }
            }
        }
        func configured(_ source: Source) -> TokensConfiguration {
            var configuration = TokensConfiguration(source: source, remBase: remBase)
            configuration.reading = reading
            return configuration
        }
        let resolver = tokens.string("resolver", diagnostics: &diagnostics)
        let files = tokens.stringArray("files", diagnostics: &diagnostics)
        switch (resolver, files) {
        case (let resolver?, nil):
            return configured(.resolver(resolver.value))
        case (nil, let files?) where !files.isEmpty:
            return configured(.files(files.map(\.value)))
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
    static let keys = ["output", "prefix", "accessLevel", "naming", "namespaces", "names", "maxDeclarationsPerFile",
                               "templates", "appearance"] + platformKeys
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
        for entry in swift.stringMap("names", diagnostics: &diagnostics) ?? [] {
            let location = entry.position.location(in: swift.file)
            if SwiftIdentifier.isValid(entry.value) && !SwiftIdentifier.unusableMemberNames.contains(entry.value) {
                options.names[entry.key] = .init(entry.value, at: location)
            } else {
                diagnostics.error("'swift.names' must map a token path to a Swift identifier such as \"selectionBackground\", not '\(entry.value)' (for '\(entry.key)')",
                                  at: location)
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
        parsePlatformKeys(swift, &configuration, diagnostics: &diagnostics)
        return configuration
    }
}
