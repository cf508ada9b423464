extension IconManifest {
    /// Parses `icons.json`, reporting every shape problem; nil if the file had any error.
    static func parse(_ value: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> IconManifest? {
        var parser = IconManifestParser(file: file)
        let manifest = parser.manifest(value)
        diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        return parser.diagnostics.hasErrors ? nil : manifest
    }

    static func parse(_ value: JSONValue, file: String) throws(DiagnosticError) -> IconManifest {
        var diagnostics = DiagnosticCollector()
        let manifest = parse(value, file: file, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        guard let manifest else { throw DiagnosticError(diagnostics.sorted) }
        return manifest
    }
}

struct IconManifestParser {
    let file: String
    var diagnostics = DiagnosticCollector()

    init(file: String) { self.file = file }

    mutating func manifest(_ root: JSONValue) -> IconManifest? {
        guard let r = JSONObjectReader(root, file: file, what: "icon manifest", diagnostics: &diagnostics) else { return nil }
        r.checkKeys(["$schema", "iconsVersion", "namespace", "swiftType", "assumed", "notes", "categories"],
                            diagnostics: &diagnostics)
        if let version = r.value("iconsVersion", required: true, diagnostics: &diagnostics), version.number?.int != 1 {
            diagnostics.error("unsupported iconsVersion \(version.number?.text ?? version.kindDescription); this generator reads version 1",
                              at: r.location(of: version))
        }
        let namespace = r.string("namespace", required: true, diagnostics: &diagnostics)
        if let namespace, namespace.value != "AurumIcons" {
            diagnostics.error("'namespace' must be 'AurumIcons' (icon references are written AurumIcons.<Category>.<icon>)", at: namespace.location)
        }
        let swiftType = r.string("swiftType", required: true, diagnostics: &diagnostics)
        if let value = r.object["assumed"], value.bool == nil {
            let parts = value.array?.compactMap(\.string) ?? []
            if value.array == nil || parts.count != value.array?.count || parts.isEmpty {
                diagnostics.error("'assumed' in icon manifest must be a boolean or a non-empty array of strings", at: r.location(of: value))
            }
        }
        _ = r.stringArray("notes", required: false, diagnostics: &diagnostics)
        var categories: [IconCategory] = []
        if let c = r.object("categories", required: true, what: "'categories'", diagnostics: &diagnostics) {
            if c.object.isEmpty { diagnostics.error("'categories' must not be empty", at: c.location) }
            for member in c.object {
                if let category = category(member) { categories.append(category) }
            }
        }
        guard let namespace, let swiftType else { return nil }
        return IconManifest(file: file, namespace: namespace.value, swiftType: swiftType.value, categories: categories)
    }

    private mutating func category(_ member: JSONObject.Member) -> IconCategory? {
        let name = Located(member.key, at: member.keyPosition.location(in: file))
        if !(name.isSwiftIdentifier && name.value.first!.isUppercase) {
            diagnostics.error("icon category '\(member.key)' must be a Swift type name (an identifier starting with an uppercase letter)", at: name.location)
        }
        guard let r = JSONObjectReader(member.value, file: file, what: "category '\(member.key)'", diagnostics: &diagnostics) else { return nil }
        r.checkKeys(["description", "requiresPair", "icons"], diagnostics: &diagnostics)
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        let requiresPair = r.bool("requiresPair", required: false, diagnostics: &diagnostics)?.value ?? false
        var icons: [IconDefinition] = []
        if let i = r.object("icons", required: true, what: "'icons' of category '\(member.key)'", diagnostics: &diagnostics) {
            if i.object.isEmpty { diagnostics.error("category '\(member.key)' has no icons", at: i.location) }
            for iconMember in i.object {
                if let icon = icon(iconMember, category: member.key, categoryRequiresPair: requiresPair) { icons.append(icon) }
            }
        }
        return IconCategory(name: name, description: description, requiresPair: requiresPair, icons: icons)
    }

    private mutating func icon(_ member: JSONObject.Member, category: String, categoryRequiresPair: Bool) -> IconDefinition? {
        let name = Located(member.key, at: member.keyPosition.location(in: file))
        if !(name.isSwiftIdentifier && name.value.first!.isLowercase) {
            diagnostics.error("icon name '\(member.key)' must be a Swift identifier starting with a lowercase letter", at: name.location)
        } else if name.value.hasSuffix("Filled") {
            diagnostics.error("icon name '\(member.key)' must not end in 'Filled': that suffix names an icon's filled style in Swift", at: name.location)
        }
        guard let r = JSONObjectReader(member.value, file: file, what: "icon '\(category).\(member.key)'", diagnostics: &diagnostics) else { return nil }
        r.checkKeys(["description", "requiresPair", "line", "filled"], diagnostics: &diagnostics)
        let description = r.string("description", required: false, diagnostics: &diagnostics)?.value
        let requiresPair = r.bool("requiresPair", required: false, diagnostics: &diagnostics)?.value ?? categoryRequiresPair
        var line: IconAsset?
        if let l = r.object("line", required: true, what: "line style of '\(category).\(member.key)'", diagnostics: &diagnostics) { line = asset(l) }
        var filled: IconAsset?
        if let f = r.object("filled", required: false, what: "filled style of '\(category).\(member.key)'", diagnostics: &diagnostics) { filled = asset(f) }
        guard let line else { return nil }
        return IconDefinition(category: category, name: name, description: description, requiresPair: requiresPair,
                              line: line, filled: filled, location: r.location)
    }

    private mutating func asset(_ r: JSONObjectReader) -> IconAsset? {
        r.checkKeys(["figmaNode", "asset"], diagnostics: &diagnostics)
        let node = r.string("figmaNode", required: true, diagnostics: &diagnostics)
        let asset = r.string("asset", required: true, diagnostics: &diagnostics)
        var nodeID: Located<FigmaNodeID>?
        if let node {
            do { nodeID = Located(try FigmaNodeID(validating: node.value), at: node.location) }
            catch { diagnostics.error(error.message, at: node.location) }
        }
        guard let nodeID, let asset else { return nil }
        return IconAsset(figmaNode: nodeID, asset: asset, location: r.location)
    }
}
