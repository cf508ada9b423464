/// The `swift` keys of the Apple-platform conveniences: `platforms` (the oldest OS versions to build for),
/// `contrast` (which modifier follows the system's contrast) and `assetCatalog` (where to write `<Prefix>.xcassets`).
extension ConfigurationLoader {
    static let platformSwiftKeys = ["platforms", "contrast", "assetCatalog"]
    static let contrastKeys = ["modifier", "standard", "increased"]

    static func parsePlatformKeys(_ swift: ConfigObjectReader, _ configuration: inout SwiftConfiguration, _ diagnostics: inout DiagnosticCollector) {
        configuration.assetCatalog = swift.nonEmptyString("assetCatalog", &diagnostics)
        if let platforms = swift.object("platforms", &diagnostics) {
            platforms.checkKeys(DeploymentTargets.platformNames, &diagnostics)
            var targets = DeploymentTargets.swiftPMDefault
            for name in DeploymentTargets.platformNames {
                guard let version = platforms.nonEmptyString(name, &diagnostics) else { continue }
                guard DeploymentTargets.isVersion(version) else {
                    diagnostics.error("'swift.platforms.\(name)' must be a version such as \"15.0\", not '\(version)'",
                                      at: platforms.location(platforms.value(name)!.position))
                    continue
                }
                switch name {
                case "iOS": targets.iOS = version
                case "macOS": targets.macOS = version
                case "tvOS": targets.tvOS = version
                default: targets.watchOS = version
                }
            }
            configuration.options.platforms = targets
        }
        if let contrast = swift.object("contrast", &diagnostics) {
            contrast.checkKeys(contrastKeys, &diagnostics)
            let modifier = contrast.nonEmptyString("modifier", &diagnostics)
            let standard = contrast.nonEmptyString("standard", &diagnostics)
            let increased = contrast.nonEmptyString("increased", &diagnostics)
            if let modifier, let standard, let increased {
                configuration.options.contrast = .init(modifier: modifier, standard: standard, increased: increased)
            } else if !contrast.has("modifier") || !contrast.has("standard") || !contrast.has("increased") {
                diagnostics.error("'swift.contrast' needs the 'modifier' that follows the system's contrast and its 'standard' and 'increased' contexts",
                                  at: swift.location(swift.value("contrast")!.position))
            }
        }
    }
}
