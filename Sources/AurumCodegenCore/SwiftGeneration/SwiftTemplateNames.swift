/// Names shared by the generator and the default templates.
enum SwiftTemplateNames {
    /// Value types declared by `types.swift.mustache`, after the prefix.
    static let valueTypeSuffixes = [
        "Color", "Dimension", "Duration", "CubicBezier", "FontFamily", "FontWeight", "StrokeStyle",
        "Border", "Transition", "Shadow", "Gradient", "Typography", "EdgeInsets",
    ]

    static func valueTypeNames(prefix: String) -> [String] {
        valueTypeSuffixes.map { prefix + $0 }
    }

    /// The namespace, after the prefix, of a group whose name is a kind of value, when `swift.namespaces` does
    /// not name one: the plural (`color` → `AurumColors`), so that namespaces hold tokens and value types
    /// (`AurumColor`, like SwiftUI's `Color`) stay values. `typography` keeps the value type, `AurumTypography`,
    /// whose tokens read like `Font.body`: `.aurumTypography(.body)`. Any other group keeps its name (`space` →
    /// `AurumSpace`).
    static let defaultNamespaces: [String: String] = [
        "color": "Colors", "dimension": "Dimensions", "font": "Fonts", "fontFamily": "FontFamilies",
        "fontWeight": "FontWeights", "duration": "Durations", "cubicBezier": "CubicBeziers", "easing": "Easings",
        "number": "Numbers", "strokeStyle": "StrokeStyles", "border": "Borders", "transition": "Transitions",
        "shadow": "Shadows", "gradient": "Gradients", "component": "Components",
    ]

    /// Types and file names the generator declares itself; no token namespace may take them.
    static func reservedTypeNames(prefix: String) -> Set<String> {
        Set(["TokenContext", "Modal", "TokenTypes", "TokenContextKey", "TokenValue", "ColorStyles", "ModalModifier",
             "TypographyModifier", "ShadowModifier", "BorderModifier", "PaddingModifier", "LinearGradient"].map { prefix + $0 })
    }

    /// Static members and nested types the value types declare, which tokens in a namespace that extends
    /// the type (`AurumStrokeStyle`) cannot take. Instance members do not clash with static ones.
    static func reservedMembers(prefix: String) -> [String: Set<String>] {
        [
            prefix + "StrokeStyle": ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset", "custom", "LineCap"],
            prefix + "Shadow": ["Layer"],
            prefix + "Gradient": ["Stop"],
        ]
    }

    /// Templates rendered once each, and the file each becomes; those with a `condition` only when that context
    /// key is true.
    static func fixedFiles(prefix: String) -> [(template: String, file: String, condition: String?)] {
        [
            ("types.swift", prefix + "TokenTypes.swift", nil),
            ("context.swift", prefix + "TokenContext.swift", nil),
            ("edge-insets.swift", prefix + "Tokens+EdgeInsets.swift", "hasEdgeInsets"),
            ("swiftui.swift", prefix + "Tokens+SwiftUI.swift", nil),
            ("swiftui-typography.swift", prefix + "Typography+SwiftUI.swift", nil),
            ("swiftui-styles.swift", prefix + "Styles+SwiftUI.swift", nil),
        ]
    }

    /// Rendered once per part of the colour styles: `AurumColorStyles+SwiftUI.swift`, `AurumColorStyles+1+SwiftUI.swift`…
    static let colorStylesTemplate = "swiftui-colors.swift"

    static func colorStylesFile(prefix: String, part: Int) -> String {
        part == 0 ? "\(prefix)ColorStyles+SwiftUI.swift" : "\(prefix)ColorStyles+\(part)+SwiftUI.swift"
    }

    /// Rendered once per namespace part: `AurumColors.swift`, `AurumColors+1.swift`…
    static let namespaceTemplate = "namespace.swift"

    static func namespaceFile(_ namespace: String, part: Int) -> String {
        part == 0 ? "\(namespace).swift" : "\(namespace)+\(part).swift"
    }
}
