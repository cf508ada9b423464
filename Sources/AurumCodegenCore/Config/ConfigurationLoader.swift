import Foundation

/// Reads `aurum-codegen.json`. Every problem (JSON syntax, wrong types, unknown keys with suggestions)
/// is reported with its position, all at once.
public enum ConfigurationLoader {
    public static let fileName = "aurum-codegen.json"

    static let rootKeys = ["$schema", "tokens", "swift", "components", "codeConnect", "pages", "figma", "check", "drift"]
    /// Sections also kept as JSON, for readers that want positions.
    static let sectionKeys = ["components", "codeConnect", "pages", "figma", "check", "drift"]
    static let tokensKeys = ["resolver", "files", "remBase"]
    static let swiftKeys = ["output", "prefix", "accessLevel", "naming", "namespaces", "maxDeclarationsPerFile",
                            "templates", "appearance"] + platformSwiftKeys
    static let appearanceKeys = ["modifier", "light", "dark"]

    /// Loads the configuration at `url`; diagnostics name it `displayPath` (default: the path as given).
    public static func load(contentsOf url: URL, displayPath: String? = nil) throws(DiagnosticError) -> AurumConfiguration {
        let shown = displayPath ?? url.path
        let json = try JSONReader.parse(contentsOf: url, displayPath: shown)
        return try parse(json, file: shown, directory: url.deletingLastPathComponent())
    }

    public static func parse(_ text: String, file: String, directory: URL) throws(DiagnosticError) -> AurumConfiguration {
        try parse(try JSONReader.parse(text, file: file), file: file, directory: directory)
    }

    public static func parse(_ json: JSONValue, file: String, directory: URL) throws(DiagnosticError) -> AurumConfiguration {
        var diagnostics = DiagnosticCollector()
        guard let object = json.object else {
            throw DiagnosticError(.error("the configuration must be a JSON object, not \(json.kindDescription)",
                                         at: json.position.location(in: file)))
        }
        let root = ConfigObjectReader(object: object, path: "", file: file)
        root.checkKeys(rootKeys, &diagnostics)
        _ = root.string("$schema", &diagnostics)

        let tokens = parseTokens(root, &diagnostics)
        let swift = parseSwift(root, &diagnostics)
        let components = parseComponents(root, &diagnostics)
        let codeConnect = parseCodeConnect(root, &diagnostics)
        let pages = parsePages(root, &diagnostics)
        let figma = parseFigma(root, &diagnostics)
        var sections: [String: JSONValue] = [:]
        for key in sectionKeys {
            if let value = root.value(key) { sections[key] = value }
        }
        try diagnostics.throwIfErrors()
        return AurumConfiguration(file: file, directory: directory, tokens: tokens!, swift: swift, components: components,
                                  codeConnect: codeConnect, pages: pages, figma: figma, sections: sections)
    }

    private static func parseTokens(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> TokensConfiguration? {
        guard root.has("tokens") else {
            diagnostics.error("the configuration needs a 'tokens' section naming a 'resolver' or token 'files'",
                              at: root.location(JSONPosition(line: 1, column: 1, offset: 0)))
            return nil
        }
        guard let tokens = root.object("tokens", &diagnostics) else { return nil }
        tokens.checkKeys(tokensKeys, &diagnostics)
        let remBase = tokens.positiveNumber("remBase", &diagnostics)?.double ?? 16
        let resolver = tokens.nonEmptyString("resolver", &diagnostics)
        let files = tokens.stringArray("files", &diagnostics)
        switch (resolver, files) {
        case (let resolver?, nil):
            return TokensConfiguration(source: .resolver(resolver), remBase: remBase)
        case (nil, let files?) where !files.isEmpty:
            return TokensConfiguration(source: .files(files), remBase: remBase)
        case (.some, .some):
            diagnostics.error("'tokens' takes either 'resolver' or 'files', not both",
                              at: tokens.location(tokens.value("files")!.position))
        case (nil, .some):
            diagnostics.error("'tokens.files' must list at least one file", at: tokens.location(tokens.value("files")!.position))
        case (nil, nil):
            if !tokens.has("resolver") && !tokens.has("files") {
                diagnostics.error("'tokens' needs a 'resolver' or 'files'", at: tokens.location(root.value("tokens")!.position))
            }
        }
        return nil
    }

    private static func parseSwift(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> SwiftConfiguration {
        var configuration = SwiftConfiguration()
        guard let swift = root.object("swift", &diagnostics) else { return configuration }
        swift.checkKeys(swiftKeys, &diagnostics)
        configuration.output = swift.nonEmptyString("output", &diagnostics)
        configuration.templates = swift.nonEmptyString("templates", &diagnostics)
        var options = SwiftGenerationOptions()
        if let prefix = swift.string("prefix", &diagnostics) {
            if SwiftIdentifier.isValid(prefix) && !SwiftIdentifier.keywords.contains(prefix) {
                options.prefix = prefix
            } else {
                diagnostics.error("'swift.prefix' must be a Swift identifier such as \"Aurum\", not '\(prefix)'",
                                  at: swift.location(swift.value("prefix")!.position))
            }
        }
        options.accessLevel = swift.choice("accessLevel", SwiftGenerationOptions.AccessLevel.self, &diagnostics) ?? options.accessLevel
        options.naming = swift.choice("naming", SwiftGenerationOptions.Naming.self, &diagnostics) ?? options.naming
        options.maxDeclarationsPerFile = swift.positiveInteger("maxDeclarationsPerFile", &diagnostics) ?? options.maxDeclarationsPerFile
        for entry in swift.stringMap("namespaces", &diagnostics) ?? [] {
            if SwiftIdentifier.isValid(options.prefix + entry.value) && !entry.value.isEmpty {
                options.namespaces[entry.key] = entry.value
            } else {
                diagnostics.error("namespace '\(entry.value)' for group '\(entry.key)' must continue the prefix into a Swift identifier, e.g. \"Colors\"",
                                  at: swift.location(entry.position))
            }
        }
        if let appearance = swift.object("appearance", &diagnostics) {
            appearance.checkKeys(appearanceKeys, &diagnostics)
            if let modifier = appearance.nonEmptyString("modifier", &diagnostics) {
                options.appearance = SwiftGenerationOptions.Appearance(
                    modifier: modifier,
                    light: appearance.nonEmptyString("light", &diagnostics) ?? "light",
                    dark: appearance.nonEmptyString("dark", &diagnostics) ?? "dark")
            } else if !appearance.has("modifier") {
                diagnostics.error("'swift.appearance' needs the 'modifier' whose contexts are light and dark",
                                  at: swift.location(swift.value("appearance")!.position))
            }
        }
        configuration.options = options
        parsePlatformKeys(swift, &configuration, &diagnostics)
        return configuration
    }
}
