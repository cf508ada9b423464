/// A Code Connect example with every property at its default, in one branch: the Swift that Dev Mode shows for
/// an instance whose properties nobody changed. The legacy `.figma.swift` writes child items this way (it cannot
/// read child layers from Figma); the catalog shows each variant's snippet this way.
struct CodeConnectDefaultExample {
    var icons: IconManifest

    /// The call `example` makes in `branch`, with `resolver`'s properties at their defaults. Children arguments
    /// become arrays of their item's default example, one per layer the branch shows.
    func call(_ example: CodeExample, resolver: CodeConnectExampleResolver, in branch: CodeConnectBranch) -> String {
        SwiftCallLayout.call(example.call.value, arguments(example, resolver: resolver, in: branch, expandsChildren: true))
    }

    /// A child item's example with the manifest's defaults (items' own children are not connected).
    func item(_ example: CodeExample, item: ChildItem, scopeKey: String, caseNames: [String: [String]]) -> String {
        var itemCaseNames: [String: [String]] = [:]
        for (key, names) in caseNames where key.hasPrefix(scopeKey) { itemCaseNames[String(key.dropFirst(scopeKey.count))] = names }
        let itemResolver = CodeConnectExampleResolver(properties: item.properties, slots: [],
                                                      variants: ComponentVariants(properties: item.properties, slots: []), caseNames: itemCaseNames)
        return SwiftCallLayout.call(example.call.value,
                                    arguments(example, resolver: itemResolver, in: CodeConnectBranch(choices: []), expandsChildren: false))
    }

    private func arguments(_ example: CodeExample, resolver: CodeConnectExampleResolver, in branch: CodeConnectBranch,
                           expandsChildren: Bool) -> [String] {
        resolver.arguments(example, in: branch).compactMap { argument -> String? in
            guard argument.conditions.allSatisfy({ Self.holdsByDefault($0, resolver.properties) }) else { return nil }
            let prefix = argument.label.map { "\($0): " } ?? ""
            switch argument.value {
            case .code(let code): return prefix + code.value
            case .variant(let property):
                guard case .variant(_, let defaultOption) = property.kind else { return nil }
                return resolver.member(property, option: defaultOption.value).map { prefix + $0 }
            case .text(let property):
                guard case .text(let value) = property.kind else { return nil }
                return prefix + SwiftLiteral.string(value.value)
            case .boolean(let property, let values):
                guard case .boolean(let value, _) = property.kind else { return nil }
                guard let values else { return prefix + (value.value ? "true" : "false") }
                return (value.value ? values.whenTrue : values.whenFalse).map { prefix + $0.value }
            case .icon(let property, let style):
                return prefix + Self.defaultIcon(property, style, icons: icons)
            case .children(let property, let item, let layers):
                guard expandsChildren, let example = item.example else { return nil }
                let element = self.item(example, item: item, scopeKey: property.key.value + ".", caseNames: resolver.caseNames)
                return prefix + SwiftCallLayout.array(Array(repeating: element, count: layers.count))
            }
        }
    }

    /// The Swift of an instance-swap property's default icon, its filled drawing when the example asks for one.
    static func defaultIcon(_ property: FigmaProperty, _ style: IconStyle, icons: IconManifest) -> String {
        guard case .instanceSwap(let icon, _, _) = property.kind else { return "" }
        if style == .filled, let (definition, _) = icons.resolve(icon.value), definition.filled != nil {
            return definition.reference(.filled).description
        }
        return icon.value.description
    }

    static func holdsByDefault(_ clause: Condition.Clause, _ properties: [FigmaProperty]) -> Bool {
        guard let property = properties.first(where: { $0.key.value == clause.key.value }) else { return false }
        switch property.kind {
        case .boolean(let value, _): return clause.values.contains { $0.value == .bool(value.value) }
        case .variant(_, let defaultOption): return clause.values.contains { $0.value == .string(defaultOption.value) }
        default: return false
        }
    }
}
