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
public struct DriftConfiguration: Sendable {
    public var allowList: String?
    public var modeMapping: [String: DriftMapping.CollectionMapping]

    public init(allowList: String? = nil, modeMapping: [String: DriftMapping.CollectionMapping] = [:]) {
        self.allowList = allowList
        self.modeMapping = modeMapping
    }

    public static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> DriftConfiguration {
        var configuration = DriftConfiguration()
        func at(_ position: JSONPosition) -> SourceLocation { position.location(in: file) }
        guard let object = json.object else {
            diagnostics.error("'drift' must be an object, not \(json.kindDescription)", at: at(json.position))
            return configuration
        }
        for member in object {
            switch member.key {
            case "allowList":
                if let path = member.value.string, !path.isEmpty {
                    configuration.allowList = path
                } else {
                    diagnostics.error("'drift.allowList' must be a non-empty path", at: at(member.value.position))
                }
            case "modeMapping":
                guard let collections = member.value.object else {
                    diagnostics.error("'drift.modeMapping' must be an object of collection names, not \(member.value.kindDescription)", at: at(member.value.position))
                    continue
                }
                for collection in collections {
                    if let mapping = parseCollection(collection, file: file, &diagnostics) {
                        configuration.modeMapping[collection.key] = mapping
                    }
                }
            default:
                diagnostics.error("unknown key '\(member.key)' in 'drift'" + suggestionSuffix(for: member.key, in: ["allowList", "modeMapping"]),
                                  at: at(member.keyPosition))
            }
        }
        return configuration
    }

    private static func parseCollection(_ member: JSONObject.Member, file: String, _ diagnostics: inout DiagnosticCollector) -> DriftMapping.CollectionMapping? {
        let what = "'drift.modeMapping.\(member.key)'"
        let location = member.keyPosition.location(in: file)
        guard let object = member.value.object else {
            diagnostics.error("\(what) must be an object with 'modifier' and 'modes', not \(member.value.kindDescription)", at: member.value.position.location(in: file))
            return nil
        }
        var mapping = DriftMapping.CollectionMapping(modifier: nil, location: location)
        var valid = true
        for field in object {
            switch field.key {
            case "modifier":
                if field.value.isNull { continue }
                guard let name = field.value.string, !name.isEmpty else {
                    diagnostics.error("\(what).modifier must be a modifier name or null", at: field.value.position.location(in: file))
                    valid = false
                    continue
                }
                mapping.modifier = name
            case "modes":
                guard let modes = field.value.object else {
                    diagnostics.error("\(what).modes must map Figma mode names to context names", at: field.value.position.location(in: file))
                    valid = false
                    continue
                }
                for mode in modes {
                    guard let context = mode.value.string else {
                        diagnostics.error("\(what).modes.\(mode.key) must be a context name, not \(mode.value.kindDescription)", at: mode.value.position.location(in: file))
                        valid = false
                        continue
                    }
                    mapping.modes[mode.key] = context
                }
            default:
                diagnostics.error("unknown key '\(field.key)' in \(what)" + suggestionSuffix(for: field.key, in: ["modifier", "modes"]),
                                  at: field.keyPosition.location(in: file))
                valid = false
            }
        }
        if mapping.modifier != nil, mapping.modes.isEmpty {
            diagnostics.error("\(what) names a modifier but no 'modes'", at: location)
            valid = false
        }
        return valid ? mapping : nil
    }
}
