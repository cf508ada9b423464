/// The `swift` keys of the Apple-platform conveniences: `platforms` (the oldest OS versions to build for),
/// `contrast` (which modifier follows the system's contrast) and `assetCatalog` (where to write `<Prefix>.xcassets`).
extension SwiftConfiguration {
    static let platformKeys = ["platforms", "contrast", "assetCatalog"]
    static let contrastKeys = ["modifier", "standard", "increased"]

    static func parsePlatformKeys(_ swift: JSONObjectReader, _ configuration: inout SwiftConfiguration,
                                  diagnostics: inout DiagnosticCollector) {
        configuration.assetCatalog = swift.string("assetCatalog", diagnostics: &diagnostics)?.value
        if let platforms = swift.object("platforms", diagnostics: &diagnostics) {
            platforms.checkKeys(DeploymentTargets.platformNames, diagnostics: &diagnostics)
            var targets = DeploymentTargets.swiftPMDefault
            for name in DeploymentTargets.platformNames {
                guard let version = platforms.string(name, diagnostics: &diagnostics) else { continue }
                guard DeploymentTargets.isVersion(version.value) else {
                    diagnostics.error("'swift.platforms.\(name)' must be a version such as \"15.0\", not '\(version.value)'",
                                      at: version.location)
                    continue
                }
                switch name {
                case "iOS": targets.iOS = version.value
                case "macOS": targets.macOS = version.value
                case "tvOS": targets.tvOS = version.value
                default: targets.watchOS = version.value
                }
            }
            configuration.options.platforms = targets
        }
        if let contrast = swift.object("contrast", diagnostics: &diagnostics) {
            contrast.checkKeys(contrastKeys, diagnostics: &diagnostics)
            let modifier = contrast.string("modifier", diagnostics: &diagnostics)
            let standard = contrast.string("standard", diagnostics: &diagnostics)
            let increased = contrast.string("increased", diagnostics: &diagnostics)
            if let modifier, let standard, let increased {
                configuration.options.contrast = .init(modifier: modifier.value, standard: standard.value, increased: increased.value)
            } else if !contrast.has("modifier") || !contrast.has("standard") || !contrast.has("increased") {
                diagnostics.error("'swift.contrast' needs the 'modifier' that follows the system's contrast and its 'standard' and 'increased' contexts",
                                  at: contrast.location)
            }
        }
    }
}
