/// The `drift` section of `aurum-codegen.json`:
///
/// ```json
/// "drift": {
///   "allowList": "figma-drift-allow.json",
///   "modeMapping": {
///     "Theme": { "modifier": "theme", "modes": { "Light": "light", "Dark": "dark" } },
///     "Brand": { "modifier": null }
///   }
/// }
/// ```
/// `modeMapping` maps a Figma collection (by name) to a resolver modifier and each of its modes to
/// a context; `"modifier": null` says the collection's values hold for every context.
package struct DriftConfiguration: Hashable, Sendable {
    package var allowList: String?
    package var modeMapping: [String: DriftMapping.CollectionMapping]

    package init(allowList: String? = nil, modeMapping: [String: DriftMapping.CollectionMapping] = [:]) {
        self.allowList = allowList
        self.modeMapping = modeMapping
    }

}

extension DriftConfiguration: ConfigurationSection {
    static let name = "drift"
    static let keys = ["allowList", "modeMapping"]
    static let collectionKeys = ["modifier", "modes"]

    static func parse(_ section: JSONObjectReader, diagnostics: inout DiagnosticCollector) -> DriftConfiguration {
        var configuration = DriftConfiguration()
        configuration.allowList = section.string("allowList", diagnostics: &diagnostics)?.value
        guard let collections = section.object("modeMapping", diagnostics: &diagnostics) else { return configuration }
        for collection in collections.object {
            if let mapping = parseCollection(collection, in: collections, &diagnostics) {
                configuration.modeMapping[collection.key] = mapping
            }
        }
        return configuration
    }

    private static func parseCollection(_ member: JSONObject.Member, in collections: JSONObjectReader,
                                        _ diagnostics: inout DiagnosticCollector) -> DriftMapping.CollectionMapping? {
        guard let object = collections.object(member.key, diagnostics: &diagnostics) else { return nil }
        var errors = DiagnosticCollector()
        object.checkKeys(collectionKeys, diagnostics: &errors)
        let location = member.keyPosition.location(in: object.file)
        var mapping = DriftMapping.CollectionMapping(modifier: nil, location: location)
        if let modifier = object.value("modifier"), !modifier.isNull {
            mapping.modifier = object.string("modifier", diagnostics: &errors)?.value
        }
        if let modes = object.stringMap("modes", diagnostics: &errors) {
            for mode in modes { mapping.modes[mode.key] = mode.value }
        }
        if mapping.modifier != nil, mapping.modes.isEmpty, !object.has("modes") {
            errors.error("\(object.what) names a modifier but no 'modes'", at: location)
        }
        let valid = !errors.hasErrors
        diagnostics.append(contentsOf: errors.sorted)
        return valid ? mapping : nil
    }
}
