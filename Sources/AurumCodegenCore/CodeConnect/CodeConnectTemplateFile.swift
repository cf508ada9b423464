/// The context of `code-connect.figma.ts.mustache`: a Code Connect template file for one component.
/// Property values are read with `getString`/`getBoolean`/`getEnum`/`getInstanceSwap` by display name;
/// each implying variant option gets its own branch of an if/else; Swift text is joined at run time
/// by the file's helpers, so omitted optional arguments leave no trailing comma.
struct CodeConnectTemplateFile {
    var manifest: ComponentManifest
    var codeConnect: CodeConnectInfo
    var node: FigmaNodeID
    var icons: IconManifest
    var resolver: CodeConnectExampleResolver
    var options: CodeConnectOptions

    /// Names the file's own code uses; no property constant may take them.
    static let helperNames: Set<String> = ["figma", "instance", "code", "item", "found", "layer", "swiftCall", "swiftArray", "swiftString", "swiftIcon", "indent"]

    var context: MustacheDictionary {
        let branches = resolver.branches()
        let perBranch = branches.map { resolver.arguments(codeConnect.example, in: $0) }
        var names = JavaScriptNames(reserved: Self.helperNames)

        // Constants for every root property an argument or a branch reads, in manifest order.
        var used = Set(resolver.variants.implying.map(\.key))
        var children: [(FigmaProperty, ChildItem)] = []
        for arguments in perBranch {
            for argument in arguments {
                used.formUnion(argument.conditions.map(\.key.value))
                switch argument.value {
                case .variant(let p), .text(let p), .boolean(let p, _), .icon(let p, _): used.insert(p.key.value)
                case .children(let p, let item, _):
                    if !children.contains(where: { $0.0.key.value == p.key.value }) { children.append((p, item)) }
                case .code: break
                }
            }
        }
        let scope = Scope(receiver: "instance", fallbacks: false)
        let declarations: [MustacheValue] = manifest.properties.filter { used.contains($0.key.value) }.compactMap { property in
            guard let expression = read(property, in: scope, caseNames: resolver.caseNames, scopeKey: "") else { return nil }
            return .dictionary(["name": .string(names.assign(property.key.value)), "expression": .string(expression)])
        }
        var itemFunctions: [String: String] = [:]
        for (property, _) in children { itemFunctions[property.key.value] = names.function(for: property.key.value + "Item") }
        let items: [MustacheValue] = children.compactMap { property, item in
            itemContext(property, item, function: itemFunctions[property.key.value]!)
        }

        var branchContexts: [MustacheValue] = []
        for (index, (branch, arguments)) in zip(branches, perBranch).enumerated() {
            var opening: String?
            if branches.count > 1 {
                let condition = branch.choices.map { choice in
                    "\(names.name(for: choice.variant.key)) === \(JavaScriptLiteral.string(branchValue(choice.variant.property, choice.option)))"
                }.joined(separator: " && ")
                if index == 0 { opening = "if (\(condition)) {" }
                else if index == branches.count - 1 { opening = "} else {" }
                else { opening = "} else if (\(condition)) {" }
            }
            let label = branch.choices.map { "\($0.variant.property.figmaName?.value.displayName ?? $0.variant.key) = \($0.option.figma.value)" }
            branchContexts.append(.dictionary([
                "opening": opening.map(MustacheValue.string) ?? .null,
                "comment": branch.choices.isEmpty ? .null : .string(Self.comment(label.joined(separator: ", ") + (branch.isDefault ? " (default)" : ""))),
                "indent": .string(branches.count > 1 ? "  " : ""),
                "arguments": .list(arguments.map { .string(expression($0, names: names, itemFunctions: itemFunctions, scope: scope, scopeKey: "")) }),
            ]))
        }
        return [
            "url": .string(options.figmaFile.nodeURL(node)),
            "source": .string(manifest.source),
            "component": .string(manifest.name.value),
            "declarations": .list(declarations),
            "items": .list(items),
            "branches": .list(branchContexts),
            "hasBranches": .bool(branches.count > 1),
            "callLiteral": .string(JavaScriptLiteral.string(codeConnect.example.call.value)),
            "idLiteral": .string(JavaScriptLiteral.string(manifest.name.value)),
            "imports": .string(codeConnect.imports.map(JavaScriptLiteral.string).joined(separator: ", ")),
        ]
    }

    /// A `//` comment's text on one line, with line breaks and bidirectional controls shown as escapes.
    static func comment(_ text: String) -> String {
        OneLineText.escaped(text)
    }

    // MARK: Reading properties

    /// Where values are read: the selected instance, or a child layer (`item`, with the manifest's defaults when missing).
    struct Scope {
        var receiver: String
        var fallbacks: Bool
    }

    /// The value a variant takes in a branch test and as the constant: its Swift member when mapped, else the option.
    private func branchValue(_ property: FigmaProperty, _ option: VariantOption) -> String {
        resolver.member(property, option: option.figma.value) ?? option.figma.value
    }

    private func read(_ property: FigmaProperty, in scope: Scope, caseNames: [String: [String]], scopeKey: String) -> String? {
        guard let name = property.figmaName?.value.displayName else { return nil }
        let figma = JavaScriptLiteral.string(name)
        let call: String
        let fallback: String
        switch property.kind {
        case .variant(let options, let defaultOption):
            let names = caseNames[scopeKey + property.key.value] ?? []
            let values = options.enumerated().map { index, option in
                property.swift != nil && index < names.count ? SwiftMember.access(names[index]) : option.figma.value
            }
            let indent = scope.fallbacks ? "    " : "  "
            let mapping = zip(options, values).map { "\(indent)\(JavaScriptLiteral.string($0.figma.value)): \(JavaScriptLiteral.string($1)),\n" }.joined()
            let defaultIndex = options.firstIndex { $0.figma.value == defaultOption.value } ?? 0
            fallback = JavaScriptLiteral.string(values.indices.contains(defaultIndex) ? values[defaultIndex] : defaultOption.value)
            // getEnum is undefined for an option the mapping lacks (one added in Figma since): the manifest's default.
            call = "\(scope.receiver).getEnum(\(figma), {\n\(mapping)\(indent.dropLast(2))}) ?? \(fallback)"
        case .boolean(let value, _):
            call = "\(scope.receiver).getBoolean(\(figma))"
            fallback = value.value ? "true" : "false"
        case .text(let value):
            call = "\(scope.receiver).getString(\(figma))"
            fallback = JavaScriptLiteral.string(value.value)
        case .instanceSwap:
            call = "\(scope.receiver).getInstanceSwap(\(figma))"
            fallback = "undefined"
        case .children:
            return nil
        }
        return scope.fallbacks ? "found ? \(call) : \(fallback)" : call
    }

    /// A JS expression evaluating to the argument's Swift text, or `undefined` when it is left out.
    private func expression(_ argument: CodeConnectArgument, names: JavaScriptNames, itemFunctions: [String: String],
                            scope: Scope, scopeKey: String) -> String {
        let prefix = argument.label.map { "\($0): " } ?? ""
        func prefixed(_ code: String) -> String { prefix.isEmpty ? code : "\(JavaScriptLiteral.string(prefix)) + \(code)" }
        var value: String
        switch argument.value {
        case .code(let code):
            value = JavaScriptLiteral.string(prefix + code.value)
        case .variant(let p):
            value = prefixed(names.name(for: p.key.value))
        case .text(let p):
            value = prefixed("swiftString(\(names.name(for: p.key.value)))")
        case .boolean(let p, let values):
            let name = names.name(for: p.key.value)
            if let values {
                let whenTrue = values.whenTrue.map { JavaScriptLiteral.string(prefix + $0.value) } ?? "undefined"
                let whenFalse = values.whenFalse.map { JavaScriptLiteral.string(prefix + $0.value) } ?? "undefined"
                value = "\(name) ? \(whenTrue) : \(whenFalse)"
            } else {
                value = prefixed("String(\(name))")
            }
        case .icon(let p, let style):
            value = prefixed("swiftIcon(\(names.name(for: p.key.value)), \(JavaScriptLiteral.string(style.rawValue)), \(JavaScriptLiteral.string(defaultIcon(p, style))))")
        case .children(let p, _, let layers):
            let function = itemFunctions[p.key.value] ?? "undefined"
            value = prefixed("swiftArray([" + layers.map { "\(function)(\(JavaScriptLiteral.string($0)))" }.joined(separator: ", ") + "])")
        }
        guard !argument.conditions.isEmpty else { return value }
        let tests = argument.conditions.map { clause -> String in
            let name = names.name(for: clause.key.value)
            let property = manifestProperty(clause.key.value, scopeKey: scopeKey)
            let alternatives = clause.values.map { value -> String in
                switch value.value {
                case .bool(let b): return b ? name : "!\(name)"
                case .string(let option):
                    let literal = property.flatMap { p in p.variantOptions?.first { $0.figma.value == option }.map { branchValue(p, $0) } } ?? option
                    return "\(name) === \(JavaScriptLiteral.string(literal))"
                }
            }
            return alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " || ") + ")"
        }
        return "\(tests.joined(separator: " && ")) ? \(value) : undefined"
    }

    private func manifestProperty(_ key: String, scopeKey: String) -> FigmaProperty? {
        if scopeKey.isEmpty { return manifest.property(key) }
        for property in manifest.properties {
            if case .children(_, let item?) = property.kind, property.key.value + "." == scopeKey {
                return item.properties.first { $0.key.value == key }
            }
        }
        return nil
    }

    /// The Swift for the property's default icon in `style`: the filled partner when asked and it exists.
    func defaultIcon(_ property: FigmaProperty, _ style: IconStyle) -> String {
        CodeConnectDefaultExample.defaultIcon(property, style, icons: icons)
    }

    // MARK: Child items

    private func itemContext(_ property: FigmaProperty, _ item: ChildItem, function: String) -> MustacheValue? {
        guard let example = item.example else { return nil }
        let scopeKey = property.key.value + "."
        var itemCaseNames: [String: [String]] = [:]
        for (key, names) in resolver.caseNames where key.hasPrefix(scopeKey) { itemCaseNames[String(key.dropFirst(scopeKey.count))] = names }
        let itemResolver = CodeConnectExampleResolver(properties: item.properties, slots: [],
                                                      variants: ComponentVariants(properties: item.properties, slots: []),
                                                      caseNames: itemCaseNames)
        let arguments = itemResolver.arguments(example, in: CodeConnectBranch(choices: []))
        var names = JavaScriptNames(reserved: Self.helperNames)
        var used = Set<String>()
        for argument in arguments {
            used.formUnion(argument.conditions.map(\.key.value))
            switch argument.value {
            case .variant(let p), .text(let p), .boolean(let p, _), .icon(let p, _): used.insert(p.key.value)
            case .children, .code: break
            }
        }
        let scope = Scope(receiver: "item", fallbacks: true)
        let declarations: [MustacheValue] = item.properties.filter { used.contains($0.key.value) }.compactMap { p in
            guard let expression = read(p, in: scope, caseNames: resolver.caseNames, scopeKey: scopeKey) else { return nil }
            return .dictionary(["name": .string(names.assign(p.key.value)), "expression": .string(expression)])
        }
        let layers = property.kind.layers.map { "\"\($0)\"" }.joined(separator: ", ")
        return .dictionary([
            "function": .string(function),
            "comment": .string(Self.comment("One \"\(item.figmaComponent.value)\" layer (\(layers)) as \(item.swiftType); the manifest's defaults where the layer is missing.")),
            "declarations": .list(declarations),
            "callLiteral": .string(JavaScriptLiteral.string(example.call.value)),
            "arguments": .list(arguments.map { .string(expression($0, names: names, itemFunctions: [:], scope: scope, scopeKey: scopeKey)) }),
        ])
    }
}

/// JavaScript constant names for manifest keys: the key itself when it is a safe identifier, else `property1`, `property2`…
struct JavaScriptNames {
    var reserved: Set<String>
    private var assigned: [String: String] = [:]
    private var taken: Set<String> = []

    init(reserved: Set<String>) { self.reserved = reserved }

    func name(for key: String) -> String { assigned[key] ?? key }

    mutating func assign(_ key: String) -> String {
        if let name = assigned[key] { return name }
        var name = key
        if !JavaScriptLiteral.isSafeIdentifier(key) || reserved.contains(key) || taken.contains(key) {
            var index = 1
            repeat { name = "property\(index)"; index += 1 } while taken.contains(name) || reserved.contains(name)
        }
        assigned[key] = name
        taken.insert(name)
        return name
    }

    mutating func function(for key: String) -> String {
        let name = assign(key)
        reserved.insert(name)
        return name
    }
}

extension FigmaProperty.Kind {
    var layers: [String] {
        if case .children(let layers, _) = self { layers.map(\.value) } else { [] }
    }
}
