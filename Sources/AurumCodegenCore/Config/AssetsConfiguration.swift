/// The `assets` section: where `import figma-assets` writes the catalog and what it selects from the Figma file.
/// templates/README.md ("Figma assets") documents every key.
package struct AssetsConfiguration: Hashable, Sendable {
    /// The `.xcassets` folder; `--out` overrides it.
    package var catalog: String?
    /// What the last import wrote (`AssetRecord`).
    package var record: String = "tokens/figma-assets.json"
    /// Renders kept between runs, by node and file version.
    package var cache: String = ".build/aurum-codegen/figma-assets"
    package var options = AssetsOptions()

    package init() {}
}

extension AssetsConfiguration: ConfigurationSection {
    static let name = "assets"
    static let keys = ["catalog", "record", "cache", "icons", "images", "iconFormat", "scales", "template", "mirror", "dark", "rtlSuffix", "concurrency"]
    static let outputKeys = ["catalog", "record"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> AssetsConfiguration {
        var configuration = AssetsConfiguration()
        configuration.catalog = section.string("catalog", diagnostics: &diagnostics)?.value
        if let catalog = section.string("catalog", diagnostics: &diagnostics), !catalog.value.hasSuffix(".xcassets") {
            diagnostics.error("'assets.catalog' must name an asset catalog folder ending in .xcassets, not '\(catalog.value)'", at: catalog.location)
        }
        configuration.record = section.string("record", diagnostics: &diagnostics)?.value ?? configuration.record
        configuration.cache = section.string("cache", diagnostics: &diagnostics)?.value ?? configuration.cache
        var options = AssetsOptions()
        if let icons = section.object("icons", diagnostics: &diagnostics) { options.icons = selection(icons, &diagnostics) }
        if let images = section.object("images", diagnostics: &diagnostics) { options.images = selection(images, &diagnostics) }
        if let format = section.string("iconFormat", diagnostics: &diagnostics) {
            if format.value == "pdf" || format.value == "svg" { options.iconFormat = AssetRender.Format(rawValue: format.value)! }
            else { diagnostics.error("'assets.iconFormat' must be 'pdf' or 'svg', not '\(format.value)'", at: format.location) }
        }
        if let scales = section.array("scales", nonEmpty: true, diagnostics: &diagnostics) {
            options.scales = scales.compactMap { value in
                guard let scale = value.number?.int, (1...3).contains(scale) else {
                    diagnostics.error("'assets.scales' holds 1, 2 and 3, not \(value.number?.text ?? value.kindDescription)", at: section.location(of: value))
                    return nil
                }
                return scale
            }
            options.scales = Array(Set(options.scales)).sorted()
        }
        options.template = section.stringArray("template", diagnostics: &diagnostics)?.map(\.value) ?? options.template
        options.mirror = section.stringArray("mirror", diagnostics: &diagnostics)?.map(\.value) ?? options.mirror
        if let dark = section.object("dark", diagnostics: &diagnostics) {
            dark.checkKeys(["suffix", "property", "value"], diagnostics: &diagnostics)
            options.darkSuffix = dark.string("suffix", allowEmpty: true, diagnostics: &diagnostics)?.value ?? options.darkSuffix
            options.darkProperty = dark.string("property", allowEmpty: true, diagnostics: &diagnostics)?.value ?? options.darkProperty
            options.darkValue = dark.string("value", diagnostics: &diagnostics)?.value ?? options.darkValue
        }
        options.rtlSuffix = section.string("rtlSuffix", allowEmpty: true, diagnostics: &diagnostics)?.value ?? options.rtlSuffix
        options.concurrency = section.positiveInteger("concurrency", diagnostics: &diagnostics) ?? options.concurrency
        configuration.options = options
        return configuration
    }

    private static func selection(_ reader: JSONObjectReader, _ diagnostics: inout DiagnosticCollector) -> AssetsOptions.Selection {
        reader.checkKeys(["pages", "frames", "include"], diagnostics: &diagnostics)
        return AssetsOptions.Selection(pages: reader.stringArray("pages", diagnostics: &diagnostics)?.map(\.value) ?? [],
                                       frames: reader.stringArray("frames", diagnostics: &diagnostics)?.map(\.value) ?? [],
                                       include: reader.stringArray("include", diagnostics: &diagnostics)?.map(\.value) ?? [])
    }
}

extension AurumConfiguration {
    /// `figma.fileKey` when the configuration sets one: the file `import figma-assets` fetches by default.
    package var figmaFileKey: String? { figma.hasFileKey ? figma.fileKey : nil }
}
