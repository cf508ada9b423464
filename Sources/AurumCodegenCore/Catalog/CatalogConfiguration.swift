/// The `catalog` section: where the static HTML catalog of the design system goes, and which text/background
/// colour pairs it rates for WCAG contrast.
///
/// ```json
/// "catalog": {
///   "output": "docs/catalog",
///   "title": "Aurum",
///   "contrast": [{ "foreground": "color.text.normal", "background": "color.container.page" }]
/// }
/// ```
public struct CatalogConfiguration: Hashable, Sendable {
    /// The site's folder; nil writes no catalog.
    public var output: String?
    /// The name every page shows; nil uses the Swift prefix.
    public var title: String?
    public var contrast: [CatalogContrastPair]

    public init(output: String? = nil, title: String? = nil, contrast: [CatalogContrastPair] = []) {
        self.output = output
        self.title = title
        self.contrast = contrast
    }
}

/// A text colour and the background it is read on. Token paths are as written (without braces), with
/// where they were written, so an unknown token is reported in the configuration.
public struct CatalogContrastPair: Hashable, Sendable {
    public var foreground: Located<String>
    public var background: Located<String>

    public init(foreground: Located<String>, background: Located<String>) {
        self.foreground = foreground
        self.background = background
    }
}

extension ConfigurationLoader {
    static let catalogKeys = ["output", "title", "contrast"]
    static let contrastKeys = ["foreground", "background"]

    static func parseCatalog(_ root: ConfigObjectReader, _ diagnostics: inout DiagnosticCollector) -> CatalogConfiguration? {
        guard let section = root.object("catalog", &diagnostics) else { return nil }
        section.checkKeys(catalogKeys, &diagnostics)
        var configuration = CatalogConfiguration(output: section.nonEmptyString("output", &diagnostics),
                                                 title: section.nonEmptyString("title", &diagnostics))
        guard let value = section.value("contrast") else { return configuration }
        guard let entries = value.array else {
            diagnostics.error("'catalog.contrast' must be an array of {\"foreground\": …, \"background\": …} pairs, not \(value.kindDescription)",
                              at: section.location(value.position))
            return configuration
        }
        for (index, entry) in entries.enumerated() {
            guard let object = entry.object else {
                diagnostics.error("'catalog.contrast[\(index)]' must be an object with 'foreground' and 'background' token paths, not \(entry.kindDescription)",
                                  at: section.location(entry.position))
                continue
            }
            let pair = ConfigObjectReader(object: object, path: "catalog.contrast[\(index)]", file: section.file)
            pair.checkKeys(contrastKeys, &diagnostics)
            func path(_ key: String) -> Located<String>? {
                guard pair.has(key) else {
                    diagnostics.error("'catalog.contrast[\(index)]' needs '\(key)', a colour token path", at: section.location(entry.position))
                    return nil
                }
                guard let text = pair.nonEmptyString(key, &diagnostics) else { return nil }
                // `{color.text.normal}` as in token files, or the bare path.
                let bare = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
                return Located(bare, at: pair.location(pair.value(key)!.position))
            }
            let foreground = path("foreground"), background = path("background")
            if let foreground, let background {
                configuration.contrast.append(CatalogContrastPair(foreground: foreground, background: background))
            }
        }
        return configuration
    }
}
