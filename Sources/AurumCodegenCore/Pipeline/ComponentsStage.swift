/// Generate stage: the component and icon Swift (`components.output`). Also loads the manifests and icons that
/// this stage, Code Connect, the pages and the catalog read, validated against each other and the token paths.
struct ComponentsStage {
    var configuration: AurumConfiguration

    /// The manifests and icons of a run.
    typealias Manifests = (manifests: [ComponentManifest], icons: IconManifest)

    /// Token paths manifests may reference: every token, with a trailing `$root` also reachable without it.
    static func knownTokenPaths(_ tokens: ResolvedTokenSet) -> Set<String> {
        var paths = Set<String>()
        for token in tokens.tokens {
            paths.insert(token.pathString)
            if token.path.last == "$root" { paths.insert(token.path.dropLast().joined(separator: ".")) }
        }
        return paths
    }

    /// The manifests and icons the configuration names; references to tokens are checked when `knownTokenPaths` is given.
    func load(knownTokenPaths: Set<String>?) throws(DiagnosticError) -> Manifests {
        let components = configuration.components ?? ComponentsConfiguration()
        return try ComponentManifestLoader.loadValidated(componentsDirectory: configuration.url(for: components.manifests),
                                                         iconsFile: configuration.url(for: components.icons),
                                                         relativeTo: configuration.directory,
                                                         knownTokenPaths: knownTokenPaths)
    }

    /// The component Swift; nil when `components.output` is not configured.
    func run(_ loaded: Manifests, templates: MustacheLibrary) throws(DiagnosticError) -> PlannedOutput? {
        guard let components = configuration.components, let output = components.output else { return nil }
        let swift = configuration.swift.options
        var options = ComponentGenerationOptions(prefix: swift.prefix, accessLevel: swift.accessLevel, figmaFile: configuration.figma,
                                                 maxIconsPerFile: components.maxIconsPerFile, toolVersion: swift.toolVersion)
        options.platforms = swift.platforms
        return PlannedOutput(kind: .components, directory: output,
                             files: try ComponentSwiftGenerator(options: options).generate(manifests: loaded.manifests, icons: loaded.icons, templates: templates))
    }
}
