/// Figma's icons into `icons.json`: an icon whose node the file already names is left exactly as a person wrote
/// it; a new one is added (`TextEdits`, every other byte kept) to the category named after its frame in Figma,
/// as the line drawing, or as the filled drawing of the icon whose asset name it extends with `-filled`.
/// Member names come from asset names by the token naming rule (`SwiftNaming`), clashes resolved by
/// `SwiftNameRule` against the names the category holds.
enum IconsMerge {
    /// The new text (nil when nothing changed) and how many icons were added.
    static func merge(_ icons: [FigmaAsset], text: String?, manifest: IconManifest?, file: String,
                      diagnostics: inout DiagnosticCollector) -> (String?, Int) {
        let known = Set(manifest?.icons.flatMap { $0.styles.map(\.asset.figmaNode.value.apiForm) } ?? [])
        let fresh = icons.filter { !known.contains($0.nodeID) }
        guard !fresh.isEmpty else { return (nil, 0) }

        // Filled drawings pair with the line drawing whose name they extend.
        let names = Set(fresh.map(\.name))
        var filledOf: [String: FigmaAsset] = [:]
        var lines: [FigmaAsset] = []
        for icon in fresh {
            if icon.name.hasSuffix("-filled") {
                let base = String(icon.name.dropLast("-filled".count))
                if names.contains(base) { filledOf[base] = icon; continue }
                if names.contains(base + "-line") { filledOf[base + "-line"] = icon; continue }
            }
            lines.append(icon)
        }
        func category(_ icon: FigmaAsset) -> String {
            let source = icon.frame ?? (icon.path.count > 1 ? icon.path[0] : "Icons")
            return SwiftNaming.identifier([source], case: .upperCamel) ?? "Icons"
        }
        // Member names: the asset name without a `-line` ending, lowerCamelCase, never ending in Filled; leading
        // numbers (a size, `24-arrow-left`) move to the end, since icons.json keys start with a letter.
        func memberPath(_ icon: FigmaAsset) -> [String] {
            var name = icon.name
            if name.hasSuffix("-line") { name.removeLast("-line".count) }
            var words = name.split(separator: "-").map(String.init)
            let leading = words.prefix { $0.first?.isNumber == true }
            if leading.count < words.count { words = Array(words.dropFirst(leading.count)) + leading }
            return words
        }
        let claimants = lines.map { SwiftNameRule.Claimant(scope: category($0), path: memberPath($0), levels: 1) }
        var rule = SwiftNameRule(claimants: claimants)
        for existing in manifest?.categories ?? [] {
            rule.held[existing.name.value] = Set(existing.icons.flatMap { [$0.name.value, $0.name.value + "Filled"] })
        }
        let (members, collisions) = rule.resolve(defaults: lines.map { icon in
            var member = SwiftNaming.identifier(memberPath(icon), case: .lowerCamel) ?? "icon"
            if member.hasSuffix("Filled") { member += "Icon" }
            return member
        }, fallback: "icon") { _, _ in nil }
        for collision in collisions {
            diagnostics.warning("icons.json: '\(lines[collision.claimant].figmaName)' is added as '\(members[collision.claimant])', since '\(collision.name)' is taken in \(category(lines[collision.claimant]))")
        }

        var byCategory: [(String, [(String, JSONValue)])] = []
        for (index, icon) in lines.enumerated() {
            var fields: [(String, JSONValue)] = []
            if !icon.description.isEmpty { fields.append(("description", GeneratedJSON.string(icon.description))) }
            fields.append(("line", asset(icon)))
            if let filled = filledOf[icon.name] { fields.append(("filled", asset(filled))) }
            let name = category(icon)
            let entry = (members[index], GeneratedJSON.object(fields))
            if let at = byCategory.firstIndex(where: { $0.0 == name }) { byCategory[at].1.append(entry) } else { byCategory.append((name, [entry])) }
        }

        guard let text, let root = try? JSONReader.parse(text, file: file), let categoriesValue = root.object?["categories"],
              let categories = categoriesValue.object else {
            let document = GeneratedJSON.object([
                ("$schema", GeneratedJSON.string("./schemas/icons.schema.json")),
                ("iconsVersion", GeneratedJSON.number(JSONNumber(1))),
                ("namespace", GeneratedJSON.string("AurumIcons")),
                ("swiftType", GeneratedJSON.string("AurumIconAsset")),
                ("categories", GeneratedJSON.object(byCategory.map { ($0.0, GeneratedJSON.object([("icons", GeneratedJSON.object($0.1))])) })),
            ])
            return (DTCGJSONRenderer.render(document), lines.count)
        }
        var edits = TextEdits(text: text)
        var newCategories: [(String, JSONValue)] = []
        for (name, entries) in byCategory {
            if let iconsValue = categories[name]?.object?["icons"], iconsValue.object != nil {
                edits.append(members: entries, toObjectAt: iconsValue.position.offset)
            } else {
                newCategories.append((name, GeneratedJSON.object([("icons", GeneratedJSON.object(entries))])))
            }
        }
        if !newCategories.isEmpty { edits.append(members: newCategories, toObjectAt: categoriesValue.position.offset) }
        return (edits.apply(), lines.count)
    }

    private static func asset(_ icon: FigmaAsset) -> JSONValue {
        GeneratedJSON.object([("figmaNode", GeneratedJSON.string(icon.nodeID)), ("asset", GeneratedJSON.string(icon.name))])
    }
}
