/// Lowers icons.json into the contexts of `icons.swift` (the namespace), `icon-category.swift` (one file per
/// category part) and `icon-types.swift`.
struct IconSwiftContext {
    var icons: IconManifest
    var options: ComponentGenerationOptions

    /// `iconType`, `namespace` and `categories`, seen by every icon template.
    var global: MustacheDictionary {
        [
            "iconType": .string(icons.swiftType),
            "namespace": .string(icons.namespace),
            "categories": .list(icons.categories.map { .dictionary(["name": .string($0.name.value)]) }),
        ]
    }

    /// Category names become nested enums (`AurumIcons.User`), icon keys become members.
    func check(_ diagnostics: inout DiagnosticCollector) {
        for category in icons.categories where !ComponentSwiftNames.isTypeName(category.name.value) {
            diagnostics.error("icon category '\(category.name.value)' cannot name a Swift enum (\(icons.namespace).\(category.name.value))",
                              at: category.name.location)
        }
        for name in [icons.namespace, icons.swiftType] where !ComponentSwiftNames.isTypeName(name) {
            diagnostics.error("'\(name)' in \(icons.file) is not a Swift type name")
        }
    }

    /// The category's declarations split into parts of at most `maxIconsPerFile`.
    func parts(of category: IconCategory) -> [MustacheDictionary] {
        let declarations = category.icons.flatMap { icon in icon.styles.map { declaration(icon, $0.style, $0.asset) } }
        let size = max(1, options.maxIconsPerFile)
        let chunks = stride(from: 0, to: max(declarations.count, 1), by: size).map { Array(declarations[$0..<min($0 + size, declarations.count)]) }
        var documentation = category.description.map(SwiftLiteral.documentation) ?? []
        if !documentation.isEmpty { documentation.append("///") }
        documentation.append("/// `\(icons.namespace).\(category.name.value).<icon>` is the line drawing, `<icon>Filled` the filled one.")
        // A bare `` `self` `` in an expression is the type itself, not the icon named self: qualified, it is the member.
        let members = category.icons.flatMap { icon in
            icon.styles.map {
                let name = icon.swiftName(for: $0.style)
                return name == "self" ? "Self.`self`" : SwiftIdentifier.escaped(name)
            }
        }
        return chunks.enumerated().map { index, chunk in
            [
                "category": .string(category.name.value),
                "documentation": .list(documentation.map(MustacheValue.string)),
                "isFirstPart": .bool(index == 0),
                "part": .string(String(index)),
                "allMembers": .list(members.map(MustacheValue.string)),
                "icons": .list(chunk.enumerated().map { position, declaration in
                    var declaration = declaration
                    declaration["first"] = .bool(position == 0)
                    return .dictionary(declaration)
                }),
            ]
        }
    }

    private func declaration(_ icon: IconDefinition, _ style: IconStyle, _ asset: IconAsset) -> MustacheDictionary {
        let partner = style == .line ? icon.filled : icon.line
        var documentation = icon.description.map(SwiftLiteral.documentation) ?? []
        if !documentation.isEmpty { documentation.append("///") }
        let pairing = icon.filled == nil ? "no filled style" : (style == .line ? "filled: `\(icon.swiftName(for: .filled))`" : "line: `\(icon.swiftName(for: .line))`")
        documentation += SwiftLiteral.documentation("\(style == .line ? "Line" : "Filled") drawing (\(pairing)); Figma node \(asset.figmaNode.value), asset \"\(asset.asset.value)\".")
        return [
            "name": .string(SwiftIdentifier.escaped(icon.swiftName(for: style))),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "categoryLiteral": .string(SwiftLiteral.string(icon.category)),
            "nameLiteral": .string(SwiftLiteral.string(icon.name.value)),
            "style": .string(style.rawValue),
            "nodeLiteral": .string(SwiftLiteral.string(asset.figmaNode.value.apiForm)),
            "assetLiteral": .string(SwiftLiteral.string(asset.asset.value)),
            "partnerNode": .string(partner.map { SwiftLiteral.string($0.figmaNode.value.apiForm) } ?? "nil"),
            "partnerAsset": .string(partner.map { SwiftLiteral.string($0.asset.value) } ?? "nil"),
        ]
    }
}
