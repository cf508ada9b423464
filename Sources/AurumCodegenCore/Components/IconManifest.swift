/// `tokens/icons.json`: every Aurum icon with its line and optional filled style.
/// See tokens/schemas/icons.schema.json.
package struct IconManifest: Hashable, Sendable {
    var file: String
    var namespace: String
    var swiftType: String
    var categories: [IconCategory]

    /// Every icon, in file order.
    var icons: [IconDefinition] { categories.flatMap(\.icons) }

    /// The icon and style a reference names: `home` → line, `homeFilled` → filled (when it exists).
    func resolve(_ reference: IconReference) -> (icon: IconDefinition, style: IconStyle)? {
        guard let category = categories.first(where: { $0.name.value == reference.category }) else { return nil }
        for icon in category.icons {
            if icon.name.value == reference.name { return (icon, .line) }
            if icon.filled != nil, icon.swiftName(for: .filled) == reference.name { return (icon, .filled) }
        }
        return nil
    }

    /// Every valid reference, for suggestions.
    var allReferences: [IconReference] {
        icons.flatMap { icon in icon.styles.map { IconReference(category: icon.category, name: icon.swiftName(for: $0.style)) } }
    }
}

struct IconCategory: Hashable, Sendable {
    var name: Located<String>
    var description: String?
    var requiresPair: Bool
    var icons: [IconDefinition]
}

struct IconDefinition: Hashable, Sendable {
    var category: String
    var name: Located<String>
    var description: String?
    /// Own setting, else the category's.
    var requiresPair: Bool
    var line: IconAsset
    var filled: IconAsset?
    var location: SourceLocation

    /// `home` / `homeFilled`: the member names under `AurumIcons.<Category>`.
    func swiftName(for style: IconStyle) -> String {
        style == .line ? name.value : name.value + "Filled"
    }

    func reference(_ style: IconStyle) -> IconReference {
        IconReference(category: category, name: swiftName(for: style))
    }

    var styles: [(style: IconStyle, asset: IconAsset)] {
        [(IconStyle.line, line)] + (filled.map { [(IconStyle.filled, $0)] } ?? [])
    }
}

/// One drawing: its Figma component and asset-catalog image.
struct IconAsset: Hashable, Sendable {
    var figmaNode: Located<FigmaNodeID>
    var asset: Located<String>
    var location: SourceLocation
}
