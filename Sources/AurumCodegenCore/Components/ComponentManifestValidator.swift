/// Checks what a single file's shape cannot: manifests against each other, against the icon manifest
/// and the token set, and each manifest's properties, examples and constraints against themselves.
struct ComponentManifestValidator: Sendable {
    var icons: IconManifest
    /// Token paths without braces (`color.text.brand.normal`); nil skips the token check.
    var knownTokenPaths: Set<String>?

    init(icons: IconManifest, knownTokenPaths: Set<String>? = nil) {
        self.icons = icons
        self.knownTokenPaths = knownTokenPaths
    }

    /// Reports every problem across `manifests` and the icon manifest.
    func validate(_ manifests: [ComponentManifest], diagnostics: inout DiagnosticCollector) {
        validateIcons(diagnostics: &diagnostics)
        checkUniqueNames(manifests, &diagnostics)
        checkUniqueNodeIDs(manifests, &diagnostics)
        for manifest in manifests {
            validate(manifest, &diagnostics)
        }
    }

    func validate(_ manifests: [ComponentManifest]) throws(DiagnosticError) {
        var diagnostics = DiagnosticCollector()
        validate(manifests, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
    }

    // MARK: Across manifests

    private func checkUniqueNames(_ manifests: [ComponentManifest], _ diagnostics: inout DiagnosticCollector) {
        var first: [String: Located<String>] = [:]
        for manifest in manifests {
            if let earlier = first[manifest.name.value] {
                diagnostics.error("duplicate component name '\(manifest.name.value)'", at: manifest.name.location,
                                  notes: [.init("first declared here", at: earlier.location)])
            } else {
                first[manifest.name.value] = manifest.name
            }
        }
    }

    /// Component nodes and icon nodes share Figma's ID space; one node can be connected only once.
    private func checkUniqueNodeIDs(_ manifests: [ComponentManifest], _ diagnostics: inout DiagnosticCollector) {
        var uses: [(id: Located<FigmaNodeID>, owner: String)] = []
        for manifest in manifests {
            if let node = manifest.figmaNode { uses.append((node, "component \(manifest.name.value)")) }
        }
        for icon in icons.icons {
            for (style, asset) in icon.styles {
                uses.append((asset.figmaNode, "icon \(icon.reference(style))"))
            }
        }
        var first: [FigmaNodeID: (id: Located<FigmaNodeID>, owner: String)] = [:]
        for use in uses {
            if let earlier = first[use.id.value] {
                diagnostics.error("duplicate Figma node \(use.id.value) (\(use.owner)); it is already used by \(earlier.owner)",
                                  at: use.id.location, notes: [.init("first used here", at: earlier.id.location)])
            } else {
                first[use.id.value] = use
            }
        }
    }

    // MARK: One manifest

    private func validate(_ manifest: ComponentManifest, _ diagnostics: inout DiagnosticCollector) {
        let scope = PropertyScope(properties: manifest.properties, slots: manifest.slots, owner: manifest.name.value)
        checkScope(scope, example: manifest.codeConnect?.example, diagnostics: &diagnostics)
        checkSwiftParameters(manifest, &diagnostics)
        for parameter in manifest.codeOnlyParameters {
            if let d = parameter.defaultValue { checkIconMentions(in: d, &diagnostics) }
        }
        var seenIcons = Set<IconReference>()
        for icon in manifest.icons {
            if !seenIcons.insert(icon.value).inserted {
                diagnostics.error("icon \(icon.value) is listed twice in 'icons'", at: icon.location)
            }
            checkIcon(icon, &diagnostics)
        }
        checkTokens(manifest, &diagnostics)
        checkConstraints(manifest.constraints, in: scope, &diagnostics)
    }

    private func checkTokens(_ manifest: ComponentManifest, _ diagnostics: inout DiagnosticCollector) {
        var seen = Set<String>()
        for token in manifest.tokens {
            if !seen.insert(token.value).inserted {
                diagnostics.error("token {\(token.value)} is listed twice in 'tokens'", at: token.location)
            }
            guard let known = knownTokenPaths, !known.contains(token.value) else { continue }
            let suggestion = Suggestions.closest(to: token.value, in: known).map { "; did you mean {\($0)}?" } ?? ""
            diagnostics.error("unknown token {\(token.value)}\(suggestion)", at: token.location)
        }
    }

    /// Properties, slots and code-only parameters all become initializer arguments: one name each.
    private func checkSwiftParameters(_ manifest: ComponentManifest, _ diagnostics: inout DiagnosticCollector) {
        var first: [String: SourceLocation] = [:]
        let parameters = manifest.properties.compactMap { $0.swift?.parameter } + manifest.slots.map(\.swift.parameter)
            + manifest.codeOnlyParameters.map(\.parameter)
        for parameter in parameters {
            if let earlier = first[parameter.value] {
                diagnostics.error("Swift parameter '\(parameter.value)' is mapped twice in \(manifest.name.value)", at: parameter.location,
                                  notes: [.init("first mapped here", at: earlier)])
            } else {
                first[parameter.value] = parameter.location
            }
        }
    }

    // MARK: Icons

    /// The reference exists in icons.json; with `requirePair`, it names a line style that has a filled partner.
    func checkIcon(_ icon: Located<IconReference>, requirePairFor property: String? = nil, _ diagnostics: inout DiagnosticCollector) {
        guard let (definition, style) = icons.resolve(icon.value) else {
            let suggestion = Suggestions.closest(to: icon.value.description, in: icons.allReferences.map(\.description))
                .map { "; did you mean \($0)?" } ?? ""
            diagnostics.error("unknown icon \(icon.value)\(suggestion)", at: icon.location)
            return
        }
        guard let property else { return }
        if style == .filled {
            diagnostics.error("\(icon.value) is a filled style; '\(property)' requires line/filled pairs, so reference the line style \(definition.reference(.line))",
                              at: icon.location)
        } else if definition.filled == nil {
            diagnostics.error("\(icon.value) has no filled style, but '\(property)' requires line/filled pairs",
                              at: icon.location, notes: [.init("icon declared here", at: definition.name.location)])
        }
    }

    /// Icons named inside Swift snippets (slot examples, code arguments) must exist too.
    func checkIconMentions(in code: Located<String>, _ diagnostics: inout DiagnosticCollector) {
        for mention in IconReference.mentions(in: code.value) {
            guard let reference = IconReference(parsing: mention) else {
                diagnostics.error("'\(mention)' in a Swift snippet is not an icon reference (expected AurumIcons.<Category>.<icon>)", at: code.location)
                continue
            }
            checkIcon(Located(reference, at: code.location), &diagnostics)
        }
    }

    /// icons.json on its own: required pairs present, asset names unique.
    func validateIcons(diagnostics: inout DiagnosticCollector) {
        var assets: [String: SourceLocation] = [:]
        for icon in icons.icons {
            if icon.requiresPair && icon.filled == nil {
                diagnostics.error("icon \(icon.reference(.line)) requires a line/filled pair but has no 'filled' style", at: icon.name.location)
            }
            for (_, asset) in icon.styles {
                if let earlier = assets[asset.asset.value] {
                    diagnostics.error("duplicate asset name '\(asset.asset.value)'", at: asset.asset.location,
                                      notes: [.init("first used here", at: earlier)])
                } else {
                    assets[asset.asset.value] = asset.asset.location
                }
            }
        }
    }
}

/// Properties and slots one set of keys can refer to: a component, or a child item (no slots).
struct PropertyScope {
    var properties: [FigmaProperty]
    var slots: [ComponentSlot]
    /// For messages: "AurumNavBar", "AurumNavBar's NavBar Cell".
    var owner: String

    func property(_ key: String) -> FigmaProperty? { properties.first { $0.key.value == key } }
    func slot(_ key: String) -> ComponentSlot? { slots.first { $0.key.value == key } }
    var keys: [String] { properties.map(\.key.value) + slots.map(\.key.value) }
}
