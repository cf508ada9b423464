/// Names shared by the generator and the default templates.
enum SwiftTemplateNames {
    /// Value types declared by `types.swift.mustache`, after the prefix.
    static let valueTypeSuffixes = [
        "Color", "Dimension", "Duration", "CubicBezier", "FontFamily", "FontWeight", "StrokeStyle",
        "Border", "Transition", "Shadow", "Gradient", "Typography",
    ]

    static func valueTypeNames(prefix: String) -> [String] {
        valueTypeSuffixes.map { prefix + $0 }
    }

    /// Types and file names the generator declares itself; no token namespace may take them.
    static func reservedTypeNames(prefix: String) -> Set<String> {
        [prefix + "TokenContext", prefix + "Modal", prefix + "TokenTypes"]
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

    /// Templates rendered once each, and the file each becomes.
    static func fixedFiles(prefix: String) -> [(template: String, file: String)] {
        [
            ("types.swift", prefix + "TokenTypes.swift"),
            ("context.swift", prefix + "TokenContext.swift"),
            ("swiftui.swift", prefix + "Tokens+SwiftUI.swift"),
        ]
    }

    /// Rendered once per namespace part: `AurumColors.swift`, `AurumColors+1.swift`…
    static let namespaceTemplate = "namespace.swift"

    static func namespaceFile(_ namespace: String, part: Int) -> String {
        part == 0 ? "\(namespace).swift" : "\(namespace)+\(part).swift"
    }
}
