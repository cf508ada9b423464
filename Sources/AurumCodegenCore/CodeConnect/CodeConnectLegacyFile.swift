/// The context of `code-connect-legacy.figma.swift.mustache`: a parser-based `.figma.swift` file
/// (Code Connect v1). One struct per implying variant option, restricted with `let variant = [...]`;
/// values come from `@FigmaEnum`/`@FigmaString`/`@FigmaBoolean`/`@FigmaInstance` properties, each with a default.
///
/// Figma's Swift parser copies the body into JavaScript without escaping backticks or `${`, so body
/// text containing them is reported instead of written.
struct CodeConnectLegacyFile {
    var manifest: ComponentManifest
    var codeConnect: CodeConnectInfo
    var node: FigmaNodeID
    var icons: IconManifest
    var resolver: CodeConnectExampleResolver
    var options: CodeConnectOptions

    func context(_ diagnostics: inout DiagnosticCollector) -> MustacheDictionary {
        let branches = resolver.branches()
        let connections: [MustacheValue] = branches.map { branch in
            var wrappers: [String: MustacheDictionary] = [:]
            var order: [String] = []
            var arguments: [String] = []
            for argument in resolver.arguments(codeConnect.example, in: branch) {
                guard argument.conditions.isEmpty else {
                    diagnostics.error("the legacy .figma.swift cannot show an argument that depends on '\(argument.conditions.map(\.key.value).joined(separator: "', '"))' at run time; test only slots and variants that fix slots in 'when'",
                                      at: argument.location)
                    continue
                }
                let declared = order.count
                guard let text = render(argument, &wrappers, &order) else { continue }
                checkParserSafe(text, at: argument.location, &diagnostics)
                for key in order[declared...] {
                    if case .string(let wrapper)? = wrappers[key]?["wrapper"] { checkParserSafe(wrapper, at: argument.location, &diagnostics) }
                }
                arguments.append(text)
            }
            let body = SwiftCallLayout.call(codeConnect.example.call.value, arguments)
            var structName = manifest.name.value + "_connection"
            var variant: MustacheValue = .null
            if !branch.choices.isEmpty {
                let words = [manifest.name.value] + branch.choices.map(\.option.figma.value)
                structName = (SwiftNaming.identifier(words, case: .upperCamel) ?? manifest.name.value) + "_connection"
                let pairs = branch.choices.map { choice in
                    "\(SwiftLiteral.string(choice.variant.property.figmaName?.value.displayName ?? choice.variant.key)): \(SwiftLiteral.string(choice.option.figma.value))"
                }
                variant = .string("[" + pairs.joined(separator: ", ") + "]")
            }
            return .dictionary([
                "structName": .string(structName),
                "variant": variant,
                "properties": .list(order.compactMap { wrappers[$0].map(MustacheValue.dictionary) }),
                "bodyLines": .list(body.split(separator: "\n", omittingEmptySubsequences: false).map { .string(String($0)) }),
            ])
        }
        for line in codeConnect.imports where line.contains(where: \.isNewline) {
            diagnostics.error("import '\(line)' of \(manifest.name.value) spans lines; give one import statement per entry", at: codeConnect.legacyFile.location)
        }
        return [
            "imports": .list((["import Figma", "import SwiftUI"] + codeConnect.imports.filter { $0 != "import Figma" && $0 != "import SwiftUI" })
                .map(MustacheValue.string)),
            "component": .string(manifest.name.value),
            "urlLiteral": .string(SwiftLiteral.string(options.figmaFile.nodeURL(node))),
            "connections": .list(connections),
        ]
    }

    /// `label: value`, declaring the property wrapper the value reads; nil when the argument never appears.
    private func render(_ argument: CodeConnectArgument, _ wrappers: inout [String: MustacheDictionary], _ order: inout [String]) -> String? {
        let prefix = argument.label.map { "\($0): " } ?? ""
        func declare(_ property: FigmaProperty, wrapper: String, type: String, defaultValue: String) -> String {
            let name = SwiftIdentifier.escaped(property.key.value)
            if wrappers[property.key.value] == nil {
                order.append(property.key.value)
                wrappers[property.key.value] = [
                    "wrapper": .string(wrapper), "name": .string(name), "type": .string(type), "defaultValue": .string(defaultValue),
                ]
            }
            return "self.\(name)"
        }
        func figmaName(_ property: FigmaProperty) -> String {
            SwiftLiteral.string(property.figmaName?.value.displayName ?? property.key.value)
        }
        switch argument.value {
        case .code(let code):
            return prefix + code.value
        case .variant(let property):
            guard case .variant(let options, let defaultOption) = property.kind, let type = property.swift?.type else { return nil }
            let mapping = options.compactMap { option in
                resolver.member(property, option: option.figma.value).map { "\(SwiftLiteral.string(option.figma.value)): \(type)\($0)" }
            }
            let defaultMember = resolver.member(property, option: defaultOption.value) ?? ""
            return prefix + declare(property, wrapper: "@FigmaEnum(\(figmaName(property)), mapping: [\(mapping.joined(separator: ", "))])",
                                    type: type, defaultValue: type + defaultMember)
        case .text(let property):
            guard case .text(let value) = property.kind else { return nil }
            return prefix + declare(property, wrapper: "@FigmaString(\(figmaName(property)))", type: "String", defaultValue: SwiftLiteral.string(value.value))
        case .boolean(let property, let values):
            guard case .boolean(let value, _) = property.kind else { return nil }
            guard let values else {
                return prefix + declare(property, wrapper: "@FigmaBoolean(\(figmaName(property)))", type: "Bool", defaultValue: value.value ? "true" : "false")
            }
            let type = property.swift?.type ?? "Bool"
            switch (values.whenTrue?.value, values.whenFalse?.value) {
            case (nil, nil):
                return nil
            case (let whenTrue?, let whenFalse?):
                return prefix + declare(property, wrapper: "@FigmaBoolean(\(figmaName(property)), mapping: [true: \(whenTrue), false: \(whenFalse)])",
                                        type: type, defaultValue: value.value ? whenTrue : whenFalse)
            case (let whenTrue, let whenFalse):
                // One side omits the argument: it maps to nil, the default, and hideDefault leaves it out.
                let optional = type.hasSuffix("?") ? type : type + "?"
                return prefix + declare(property, wrapper: "@FigmaBoolean(\(figmaName(property)), mapping: [true: \(whenTrue ?? "nil"), false: \(whenFalse ?? "nil")], hideDefault: true)",
                                        type: optional, defaultValue: "nil")
            }
        case .icon(let property, let style):
            guard case .instanceSwap(let icon, _, _) = property.kind else { return nil }
            let reference = declare(property, wrapper: "@FigmaInstance(\(figmaName(property)))", type: icons.swiftType, defaultValue: icon.value.description)
            return prefix + (style == .filled ? "\(reference).filled ?? \(reference)" : reference)
        case .children(let property, let item, let layers):
            guard let example = item.example else { return nil }
            let element = CodeConnectDefaultExample(icons: icons).item(example, item: item, scopeKey: property.key.value + ".", caseNames: resolver.caseNames)
            return prefix + SwiftCallLayout.array(Array(repeating: element, count: layers.count))
        }
    }

    private func checkParserSafe(_ text: String, at location: SourceLocation, _ diagnostics: inout DiagnosticCollector) {
        for sequence in ["`", "${"] where text.contains(sequence) {
            diagnostics.error("'\(text)' contains \(sequence), which Figma's Swift parser copies into JavaScript unescaped; the legacy .figma.swift of \(manifest.name.value) cannot show it (the .figma.ts template can)",
                              at: location)
        }
    }
}
