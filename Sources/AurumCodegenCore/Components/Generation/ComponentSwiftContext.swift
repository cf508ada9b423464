/// Lowers one component manifest into the context `component.swift.mustache` renders: variant enums,
/// the Figma property models (component and child items), metadata, and the validation code.
struct ComponentSwiftContext {
    var manifest: ComponentManifest
    var icons: IconManifest
    var names: ComponentSwiftNames
    var options: ComponentGenerationOptions
    var variants: ComponentVariants

    init(manifest: ComponentManifest, icons: IconManifest, names: ComponentSwiftNames, options: ComponentGenerationOptions) {
        self.manifest = manifest
        self.icons = icons
        self.names = names
        self.options = options
        variants = ComponentVariants(properties: manifest.properties, slots: manifest.slots)
    }

    private var errorType: String { options.prefix + "ComponentConstraintError" }

    var context: MustacheDictionary {
        var enums: [MustacheValue] = manifest.properties.compactMap { enumContext($0, scope: "") }
        var items: [MustacheValue] = []
        for property in manifest.properties {
            guard case .children(_, let item?) = property.kind, let type = names.itemTypes[property.key.value] else { continue }
            let scope = property.key.value + "."
            enums += item.properties.compactMap { enumContext($0, scope: scope) }
            items.append(.dictionary(model(type: type, properties: item.properties, scope: scope,
                               documentation: ["/// One \"\(item.figmaComponent.value)\" layer of \(manifest.name.value)'s '\(property.key.value)', as \(item.swiftType) takes it."])))
        }
        return [
            "component": .dictionary(component),
            "enums": .list(enums),
            "items": .list(items),
            "model": .dictionary(rootModel),
        ]
    }

    // MARK: Metadata

    private var component: MustacheDictionary {
        let node: String
        if let id = manifest.figmaNode?.value {
            node = "\(options.prefix)FigmaNode(id: \(SwiftLiteral.string(id.apiForm)), url: \(SwiftLiteral.string(options.figmaFile.nodeURL(id))))"
        } else {
            node = "nil"
        }
        return [
            "name": .string(manifest.name.value),
            "nameLiteral": .string(SwiftLiteral.string(manifest.name.value)),
            "familyLiteral": .string(SwiftLiteral.string(manifest.family)),
            "platformLiteral": .string(SwiftLiteral.string(manifest.platform)),
            "summaryLiteral": .string(SwiftLiteral.string(manifest.summary)),
            "sourceLiteral": .string(SwiftLiteral.string(manifest.source)),
            "node": .string(node),
            "figmaStatus": .string(manifest.figmaStatus.map(SwiftLiteral.string) ?? "nil"),
            "codeConnectFile": .string(manifest.codeConnect.map { SwiftLiteral.string($0.legacyFile.value) } ?? "nil"),
            "manifestFile": .string(manifest.file),
        ]
    }

    // MARK: Enums

    private func enumContext(_ property: FigmaProperty, scope: String) -> MustacheValue? {
        guard case .variant(let options, let defaultOption) = property.kind,
              let type = names.enumType(property.key.value, scope: scope),
              let cases = names.caseNames[scope + property.key.value], cases.count == options.count else { return nil }
        let owner = scope.isEmpty ? manifest.name.value : "\(manifest.name.value)'s '\(scope.dropLast())' item"
        var documentation = property.description.map(SwiftLiteral.documentation) ?? []
        if !documentation.isEmpty { documentation.append("///") }
        documentation += SwiftLiteral.documentation("The options of \(owner)'s Figma variant \"\(property.figmaName?.value.raw ?? property.key.value)\"; the default is \"\(defaultOption.value)\".")
        let caseList: [MustacheValue] = zip(options, cases).map { option, name in
            .dictionary([
                "case": .string(SwiftIdentifier.escaped(name)),
                "member": .string(SwiftMember.access(name)),
                "figmaLiteral": .string(SwiftLiteral.string(option.figma.value)),
                "documentation": .list((option.description.map(SwiftLiteral.documentation) ?? []).map(MustacheValue.string)),
            ])
        }
        var implied: [MustacheValue] = []
        if scope.isEmpty, let variant = variants.implying.first(where: { $0.key == property.key.value }) {
            implied = variant.implied.map { key in
                .dictionary([
                    "name": .string(SwiftIdentifier.escaped(key.key)),
                    "type": .string(key.isSlot ? "Bool" : "Int"),
                    "documentation": .string(key.isSlot ? "/// Whether this option shows the '\(key.key)' slot."
                                                        : "/// How many '\(key.key)' layers this option shows."),
                    "values": .list(zip(options, cases).map { option, name in
                        let value: String
                        switch variant.value(of: key, for: option) {
                        case .present: value = "true"
                        case .absent: value = "false"
                        case .count(let n): value = String(n)
                        }
                        return .dictionary(["member": .string(SwiftMember.access(name)), "value": .string(value)])
                    }),
                ])
            }
        }
        return .dictionary([
            "name": .string(type),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "cases": .list(caseList),
            "implied": .list(implied),
            "hasImplied": .bool(!implied.isEmpty),
        ])
    }

    // MARK: Models

    private var rootModel: MustacheDictionary {
        var documentation = SwiftLiteral.documentation("\(manifest.name.value)'s Figma component properties, with the manifest's defaults, and where the component lives in code and in Figma.")
        documentation += ["///"] + SwiftLiteral.documentation(manifest.summary)
        var model = model(type: names.modelType, properties: manifest.properties, scope: "", documentation: documentation)
        model["validate"] = .dictionary(validate)
        model["validated"] = validated.map(MustacheValue.dictionary) ?? .null
        return model
    }

    private func model(type: String, properties: [FigmaProperty], scope: String, documentation: [String]) -> MustacheDictionary {
        let stored = properties.compactMap { storedProperty($0, scope: scope) }
        return [
            "typeName": .string(type),
            "documentation": .list(documentation.map(MustacheValue.string)),
            "properties": .list(stored.enumerated().map { index, property in
                var property = property
                property["last"] = .bool(index == stored.count - 1)
                return .dictionary(property)
            }),
            "hasProperties": .bool(!stored.isEmpty),
        ]
    }

    /// name, type, defaultValue, documentation of the stored property a Figma property becomes.
    private func storedProperty(_ property: FigmaProperty, scope: String) -> MustacheDictionary? {
        guard let (type, defaultValue, figma) = typeAndDefault(property, scope: scope) else { return nil }
        var documentation = property.description.map(SwiftLiteral.documentation) ?? []
        if !documentation.isEmpty { documentation.append("///") }
        documentation += SwiftLiteral.documentation(figma)
        return [
            "name": .string(SwiftIdentifier.escaped(property.key.value)),
            "type": .string(type),
            "defaultValue": .string(defaultValue),
            "documentation": .list(documentation.map(MustacheValue.string)),
        ]
    }

    private func typeAndDefault(_ property: FigmaProperty, scope: String) -> (type: String, defaultValue: String, figma: String)? {
        let figmaName = "\"\(property.figmaName?.value.raw ?? property.key.value)\""
        switch property.kind {
        case .variant(let options, let defaultOption):
            guard let type = names.enumType(property.key.value, scope: scope),
                  let name = names.caseName(property.key.value, option: defaultOption.value, in: options, scope: scope) else { return nil }
            return (type, type + SwiftMember.access(name), "Figma variant \(figmaName); default \"\(defaultOption.value)\".")
        case .boolean(let value, _):
            return ("Bool", value.value ? "true" : "false", "Figma boolean \(figmaName); default \(value.value).")
        case .text(let value):
            return ("String", SwiftLiteral.string(value.value), "Figma text \(figmaName).")
        case .instanceSwap(let icon, _, _):
            return (icons.swiftType, icon.value.description, "Figma instance swap \(figmaName); default \(icon.value).")
        case .children(let layers, let item):
            let count = scope.isEmpty ? variants.defaultLayerCount(of: property) : layers.count
            let layerList = layers.map { "\"\($0.value)\"" }.joined(separator: ", ")
            if item != nil, let type = names.itemTypes[property.key.value] {
                return ("[\(type)]", "[\(type)](repeating: \(type)(), count: \(count))",
                        "Figma layers \(layerList); \(count) shown by default.")
            }
            return ("Int", String(count), "How many of the Figma layers \(layerList) show; \(count) by default.")
        }
    }

    private func countExpression(_ property: FigmaProperty, _ name: String) -> String {
        if case .children(_, let item) = property.kind, item != nil, names.itemTypes[property.key.value] != nil { return name + ".count" }
        return name
    }

    // MARK: Validation

    private func members(_ variant: FigmaProperty) -> [String: String] {
        guard case .variant(let options, _) = variant.kind, let cases = names.caseNames[variant.key.value] else { return [:] }
        return Dictionary(zip(options.map(\.figma.value), cases.map { SwiftMember.access($0) }), uniquingKeysWith: { a, _ in a })
    }

    /// Facets of stored properties; `implyingVariants` says whether variants that imply are readable.
    private func propertyFacet(_ key: String, implyingVariants: Bool) -> ComponentRuleCode.Facet? {
        guard let property = manifest.property(key) else { return nil }
        let name = SwiftIdentifier.escaped(key)
        switch property.kind {
        case .variant:
            if !implyingVariants && variants.implying.contains(where: { $0.key == key }) { return nil }
            return .option(name, members: members(property))
        case .boolean: return .bool(name)
        case .children: return .count(countExpression(property, name))
        case .text, .instanceSwap: return nil
        }
    }

    private var validate: MustacheDictionary {
        var lets: [MustacheValue] = []
        var declared = Set<String>()
        let code = ComponentRuleCode(errorType: errorType) { key in
            if manifest.slot(key) != nil {
                return variants.variant(implying: key) == nil ? nil : .presence(SwiftIdentifier.escaped(key))
            }
            return propertyFacet(key, implyingVariants: true)
        }
        var checks: [MustacheValue] = []
        for variant in variants.implying {
            for implied in variant.implied where !implied.isSlot {
                guard let property = manifest.property(implied.key) else { continue }
                let count = countExpression(property, SwiftIdentifier.escaped(implied.key))
                let member = "\(SwiftIdentifier.escaped(variant.key)).\(SwiftIdentifier.escaped(implied.key))"
                checks.append(check(condition: "\(count) != \(member)", kind: "layerCount",
                                    rule: "\(variant.key) fixes how many '\(implied.key)' layers show",
                                    values: InterpolatedLiteral.render([
                                        .text("\(variant.key) '"), .code("\(SwiftIdentifier.escaped(variant.key)).figmaValue"),
                                        .text("' shows "), .code(member), .text(", \(implied.key) has "), .code(count), .text(" layers"),
                                    ])))
            }
        }
        for constraint in manifest.constraints {
            guard let (condition, values) = code.violation(of: constraint) else { continue }
            for key in keys(of: constraint) where manifest.slot(key) != nil && declared.insert(key).inserted {
                guard let variant = variants.variant(implying: key) else { continue }
                lets.append(.dictionary([
                    "name": .string(SwiftIdentifier.escaped(key)),
                    "type": .string("Bool"),
                    "value": .string("\(SwiftIdentifier.escaped(variant.key)).\(SwiftIdentifier.escaped(key))"),
                ]))
            }
            checks.append(check(condition: condition, kind: "constraint", rule: constraint.message, values: values))
        }
        return ["lets": .list(lets), "checks": .list(checks), "isEmpty": .bool(checks.isEmpty)]
    }

    /// `validated(...)`: derives the implying variants from slots and layer counts. nil when no variant implies.
    private var validated: MustacheDictionary? {
        let implying = variants.implying
        guard !implying.isEmpty else { return nil }
        let code = ComponentRuleCode(errorType: errorType) { key in
            if manifest.slot(key) != nil { return .presence(SwiftIdentifier.escaped(key)) }
            if implying.contains(where: { $0.key == key }) { return nil }
            return propertyFacet(key, implyingVariants: false)
        }
        var parameters: [MustacheDictionary] = []
        for property in manifest.properties where !implying.contains(where: { $0.key == property.key.value }) {
            guard let (type, defaultValue, _) = typeAndDefault(property, scope: "") else { continue }
            parameters.append(["name": .string(SwiftIdentifier.escaped(property.key.value)), "type": .string(type), "defaultValue": .string(defaultValue)])
        }
        for slot in manifest.slots {
            parameters.append(["name": .string(SwiftIdentifier.escaped(slot.key.value)), "type": .string("Bool"),
                               "defaultValue": .string(variants.defaultPresence(of: slot.key.value) ? "true" : "false")])
        }
        let checks: [MustacheValue] = manifest.constraints.compactMap { constraint in
            code.violation(of: constraint).map { check(condition: $0.condition, kind: "constraint", rule: constraint.message, values: $0.values) }
        }
        let derived: [MustacheValue] = implying.compactMap { variant in
            guard let type = names.enumType(variant.key) else { return nil }
            let facets = variant.implied.compactMap { implied -> (String, ComponentRuleCode.Facet)? in
                code.facet(implied.key).map { (implied.key, $0) }
            }
            let match = facets.map { key, facet -> String in
                let value: String
                switch facet {
                case .presence(let e), .count(let e), .bool(let e), .option(let e, _): value = e
                }
                return "$0.\(SwiftIdentifier.escaped(key)) == \(value)"
            }.joined(separator: " && ")
            return .dictionary([
                "name": .string(SwiftIdentifier.escaped(variant.key)),
                "type": .string(type),
                "match": .string(match),
                "kind": .string("noMatchingOption"),
                "rule": .string(SwiftLiteral.string("no \(variant.key) option shows these slots and layers")),
                "values": .string(code.describe(facets.map(\.0)) ?? "\"\""),
            ])
        }
        let stored = manifest.properties.filter { typeAndDefault($0, scope: "") != nil }
        let arguments = stored.map { "\(SwiftIdentifier.escaped($0.key.value)): \(SwiftIdentifier.escaped($0.key.value))" }.joined(separator: ", ")
        return [
            "parameters": .list(parameters.enumerated().map { index, parameter in
                var parameter = parameter
                parameter["last"] = .bool(index == parameters.count - 1)
                return .dictionary(parameter)
            }),
            "checks": .list(checks),
            "derived": .list(derived),
            "arguments": .string(arguments),
        ]
    }

    private func check(condition: String, kind: String, rule: String, values: String) -> MustacheValue {
        .dictionary([
            "condition": .string(condition),
            "kind": .string(kind),
            "rule": .string(SwiftLiteral.string(rule)),
            "values": .string(values),
        ])
    }

    private func keys(of constraint: ManifestConstraint) -> [String] {
        switch constraint.rule {
        case .implication(let when, let require): ((when?.clauses ?? []) + require.clauses).map(\.key.value)
        case .count(let key, _, _): [key.value]
        }
    }
}
