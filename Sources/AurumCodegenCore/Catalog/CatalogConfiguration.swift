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
    var output: String?
    /// The name every page shows; nil uses the Swift prefix.
    var title: String?
    var contrast: [CatalogContrastPair]

    init(output: String? = nil, title: String? = nil, contrast: [CatalogContrastPair] = []) {
        self.output = output
        self.title = title
        self.contrast = contrast
    }
}

/// A text colour and the background it is read on. Token paths are as written (without braces), with
/// where they were written, so an unknown token is reported in the configuration.
struct CatalogContrastPair: Hashable, Sendable {
    var foreground: Located<String>
    var background: Located<String>
}

extension CatalogConfiguration: ConfigurationSection {
    static let name = "catalog"
    static let keys = ["output", "title", "contrast"]
    static let contrastKeys = ["foreground", "background"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> CatalogConfiguration {
        var configuration = CatalogConfiguration(output: section.string("output", diagnostics: &diagnostics)?.value,
                                                 title: section.string("title", diagnostics: &diagnostics)?.value)
        guard let value = section.value("contrast") else { return configuration }
        guard let entries = value.array else {
            diagnostics.error("'catalog.contrast' must be an array of {\"foreground\": …, \"background\": …} pairs, not \(value.kindDescription)",
                              at: section.location(of: value))
            return configuration
        }
        for (index, entry) in entries.enumerated() {
            let path = "catalog.contrast[\(index)]"
            // Checked first: the reader's own message would not say what the object holds.
            guard entry.object != nil else {
                diagnostics.error("'\(path)' must be an object with 'foreground' and 'background' token paths, not \(entry.kindDescription)",
                                  at: section.location(of: entry))
                continue
            }
            guard let pair = JSONObjectReader(entry, file: section.file, what: "'\(path)'", path: path, diagnostics: &diagnostics) else { continue }
            pair.checkKeys(contrastKeys, diagnostics: &diagnostics)
            func tokenPath(_ key: String) -> Located<String>? {
                guard pair.has(key) else {
                    diagnostics.error("'\(path)' needs '\(key)', a colour token path", at: pair.location)
                    return nil
                }
                guard let text = pair.string(key, diagnostics: &diagnostics) else { return nil }
                // `{color.text.normal}` as in token files, or the bare path.
                let value = text.value
                let bare = value.hasPrefix("{") && value.hasSuffix("}") ? String(value.dropFirst().dropLast()) : value
                return Located(bare, at: text.location)
            }
            let foreground = tokenPath("foreground"), background = tokenPath("background")
            if let foreground, let background {
                configuration.contrast.append(CatalogContrastPair(foreground: foreground, background: background))
            }
        }
        return configuration
    }
}
