/// `tokens/icons.json`: every Aurum icon with its line and optional filled style.
/// See tokens/schemas/icons.schema.json.
public struct IconManifest: Hashable, Sendable {
    public var file: String
    public var namespace: String
    public var swiftType: String
    public var categories: [IconCategory]

    /// Every icon, in file order.
    public var icons: [IconDefinition] { categories.flatMap(\.icons) }

    /// The icon and style a reference names: `home` → line, `homeFilled` → filled (when it exists).
    public func resolve(_ reference: IconReference) -> (icon: IconDefinition, style: IconStyle)? {
        guard let category = categories.first(where: { $0.name.value == reference.category }) else { return nil }
        for icon in category.icons {
            if icon.name.value == reference.name { return (icon, .line) }
            if icon.filled != nil, icon.swiftName(for: .filled) == reference.name { return (icon, .filled) }
        }
        return nil
    }

    /// Every valid reference, for suggestions.
    public var allReferences: [IconReference] {
        icons.flatMap { icon in icon.styles.map { IconReference(category: icon.category, name: icon.swiftName(for: $0.style)) } }
    }
}

public struct IconCategory: Hashable, Sendable {
    public var name: Located<String>
    public var description: String?
    public var requiresPair: Bool
    public var icons: [IconDefinition]
}

public struct IconDefinition: Hashable, Sendable {
    public var category: String
    public var name: Located<String>
    public var description: String?
    /// Own setting, else the category's.
    public var requiresPair: Bool
    public var line: IconAsset
    public var filled: IconAsset?
    public var location: SourceLocation

    /// `home` / `homeFilled`: the member names under `AurumIcons.<Category>`.
    public func swiftName(for style: IconStyle) -> String {
        style == .line ? name.value : name.value + "Filled"
    }

    public func reference(_ style: IconStyle) -> IconReference {
        IconReference(category: category, name: swiftName(for: style))
    }

    public var styles: [(style: IconStyle, asset: IconAsset)] {
        [(IconStyle.line, line)] + (filled.map { [(IconStyle.filled, $0)] } ?? [])
    }
}

/// One drawing: its Figma component and asset-catalog image.
public struct IconAsset: Hashable, Sendable {
    public var figmaNode: Located<FigmaNodeID>
    public var asset: Located<String>
    public var location: SourceLocation
}
