import Foundation

/// The contents of `aurum-codegen.json`. Paths are as written, relative to the configuration's directory;
/// `url(for:)` resolves them.
public struct AurumConfiguration: Sendable {
    /// Where the configuration was read from, as diagnostics show it.
    public var file: String
    /// The directory relative paths start from.
    public var directory: URL
    public var tokens: TokensConfiguration
    public var swift: SwiftConfiguration
    /// nil when the configuration has no `components` section (manifests are then read from the defaults
    /// only if Code Connect or pages are configured).
    public var components: ComponentsConfiguration?
    public var codeConnect: CodeConnectConfiguration?
    public var pages: PagesConfiguration?
    public var figma: FigmaFileReference
    /// Sections other parts of the tool read (`components`, `codeConnect`, `pages`, `figma`), kept as JSON
    /// with positions so their readers report errors in place.
    public var sections: [String: JSONValue]

    public init(file: String, directory: URL, tokens: TokensConfiguration, swift: SwiftConfiguration = .init(),
                components: ComponentsConfiguration? = nil, codeConnect: CodeConnectConfiguration? = nil,
                pages: PagesConfiguration? = nil, figma: FigmaFileReference = FigmaFileReference(),
                sections: [String: JSONValue] = [:]) {
        self.file = file
        self.directory = directory
        self.tokens = tokens
        self.swift = swift
        self.components = components
        self.codeConnect = codeConnect
        self.pages = pages
        self.figma = figma
        self.sections = sections
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
    public var templates: String?
    public var options: SwiftGenerationOptions
    /// The folder to write `<prefix>.xcassets` into, with a colour set per colour token; nil writes none.
    public var assetCatalog: String?

    public init(output: String? = nil, templates: String? = nil, options: SwiftGenerationOptions = .init(), assetCatalog: String? = nil) {
        self.output = output
        self.templates = templates
        self.options = options
        self.assetCatalog = assetCatalog
    }
}
