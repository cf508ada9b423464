/// Lowers a `SwiftGenerationPlan` into the plain `MustacheValue` dictionaries the templates render.
/// Every key is documented, with an example, in templates/README.md.
struct SwiftTemplateContext {
    var plan: SwiftGenerationPlan
    var input: SwiftGenerationInput
    var options: SwiftGenerationOptions
    /// The names the templates look up (`MustacheLibrary.lookedUpNames`); nil for all. Declaration keys
    /// outside it are never read, so they are not built (`value` and `modes` are costly per token).
    var names: Set<String>? {
        didSet { wanted = Self.wanted(names) }
    }
    /// Bit `key.rawValue` set: build that `DeclarationKey` (`names` is looked up once, not per declaration).
    private var wanted: UInt32
    /// The laid-out expression of each of `plan.values`, by `Declaration.valueIndex`: two in three tokens
    /// of a typical set are aliases, sharing their target's value, so each is laid out once, not per token.
    let expressions: [Expression]

    struct Expression {
        var singleLine: MustacheValue
        var lines: MustacheValue
        var isMultiline: Bool
    }

    init(plan: SwiftGenerationPlan, input: SwiftGenerationInput, options: SwiftGenerationOptions, names: Set<String>? = nil) {
        self.plan = plan
        self.input = input
        self.options = options
        self.names = names
        self.wanted = Self.wanted(names)
        let formatter = SwiftValueFormatter(prefix: options.prefix)
        expressions = ParallelMap.map(plan.values.count) { i in
            Self.laidOut(plan.values[i].dependence, typeName: plan.values[i].typeName, modes: plan.modes, formatter: formatter)
        }
    }

    enum DeclarationKey: Int, CaseIterable {
        case name, qualifiedName, path, dtcgType, type, valueType, documentation, deprecation, aliasOf, first, last
        case isModal, value, modes, expression, expressionLines, isMultiline

        /// The context key, by `rawValue` (the case names).
        static let keys = ["name", "qualifiedName", "path", "dtcgType", "type", "valueType", "documentation",
                           "deprecation", "aliasOf", "first", "last", "isModal", "value", "modes", "expression",
                           "expressionLines", "isMultiline"]
        var key: String { Self.keys[rawValue] }
        /// Hashed once: a declaration context is built per token.
        static let hashedKeys = keys.map(MustacheDictionary.HashedKey.init)
    }

    private static func wanted(_ names: Set<String>?) -> UInt32 {
        DeclarationKey.allCases.reduce(0) { mask, key in names?.contains(key.key) ?? true ? mask | 1 << key.rawValue : mask }
    }

    private var formatter: SwiftValueFormatter { SwiftValueFormatter(prefix: options.prefix) }

    /// Keys every template sees.
    var global: MustacheDictionary {
        var types: MustacheDictionary = [
            "context": .string(options.prefix + "TokenContext"),
            "modal": .string(options.prefix + "Modal"),
        ]
        for suffix in SwiftTemplateNames.valueTypeSuffixes {
            types[SwiftNaming.identifier([suffix], case: .lowerCamel)!] = .string(options.prefix + suffix)
        }
        return [
            "header": .string(GeneratedFiles.lineComment(toolVersion: options.toolVersion, inputs: input.inputs)),
            "toolVersion": .string(options.toolVersion),
            "inputs": .list(input.inputs.map(MustacheValue.string)),
            "prefix": .string(options.prefix),
            "access": .string(options.accessModifier),
            "accessLevel": .string(options.accessLevel.rawValue),
            "types": .dictionary(types),
            "hasModifiers": .bool(!plan.modes.modifiers.isEmpty),
            "modifiers": .list(modifiers),
            // Every combination is listed (`allCases`) only while there are few: forty Figma collections have trillions.
            "hasAllCases": .bool(plan.modes.combinationCount <= InputLimits.maxContextCombinations),
            "contexts": .list(plan.modes.combinationCount <= InputLimits.maxContextCombinations ? contexts : []),
            "contextCount": .string(String(plan.modes.combinationCount)),
            "allModifiersMask": .string(SwiftModes.literal(Array(plan.modes.modifiers.indices))),
            "modalInitialisers": .list(modalInitialisers),
            "appearance": appearance,
            "namespaces": .list(plan.namespaces.map { namespace in
                .dictionary([
                    "name": .string(namespace.name),
                    "declaresType": .bool(namespace.declaresType),
                    "fileCount": .string(String(namespace.parts.count)),
                    "declarationCount": .string(String(namespace.parts.reduce(0) { $0 + $1.count })),
                ])
            }),
        ]
    }

    private var modifiers: [MustacheValue] {
        let all = plan.modes.modifiers
        return all.enumerated().map { index, modifier in
            .dictionary([
                "name": .string(modifier.name),
                "property": .string(SwiftIdentifier.escaped(modifier.property)),
                "type": .string(modifier.typeName),
                "index": .string(String(index)),
                "count": .string(String(modifier.contexts.count)),
                "defaultCase": .string(SwiftIdentifier.escaped(modifier.cases[modifier.defaultIndex])),
                "cases": .list(modifier.cases.enumerated().map { ordinal, swiftCase in
                    .dictionary([
                        "name": .string(modifier.contexts[ordinal]),
                        "nameLiteral": .string(SwiftLiteral.string(modifier.contexts[ordinal])),
                        "case": .string(SwiftIdentifier.escaped(swiftCase)),
                        "ordinal": .string(String(ordinal)),
                        "isDefault": .bool(ordinal == modifier.defaultIndex),
                        "last": .bool(ordinal == modifier.cases.count - 1),
                    ])
                }),
                "first": .bool(index == 0),
                "last": .bool(index == all.count - 1),
            ])
        }
    }

    private var contexts: [MustacheValue] {
        let modes = plan.modes
        let defaults = modes.modifiers.map(\.defaultIndex)
        return modes.combinations.enumerated().map { index, combination in
            .dictionary([
                "index": .string(String(index)),
                "isDefault": .bool(combination == defaults),
                "selections": .list(combination.enumerated().map { position, context in
                    let modifier = modes.modifiers[position]
                    return .dictionary([
                        "property": .string(SwiftIdentifier.escaped(modifier.property)),
                        "type": .string(modifier.typeName),
                        "case": .string(SwiftIdentifier.escaped(modifier.cases[context])),
                        "last": .bool(position == combination.count - 1),
                    ])
                }),
            ])
        }
    }

    private var modalInitialisers: [MustacheValue] {
        plan.modalMasks.map { mask in
            let labels = plan.modes.labels(for: mask)
            return .dictionary([
                "mask": .string(SwiftModes.literal(mask)),
                "parameters": .list(labels.enumerated().map { index, label in
                    .dictionary([
                        "label": .string(SwiftIdentifier.escaped(label)),
                        "last": .bool(index == labels.count - 1),
                    ])
                }),
            ])
        }
    }

    /// The modifier standing for light/dark appearance: configured, or the only one with `light` and `dark` contexts.
    private var appearance: MustacheValue {
        guard let choice = SwiftSystemModifiers(modes: plan.modes, options: options).appearance else { return .null }
        let modifier = plan.modes.modifiers[choice.modifier]
        return .dictionary([
            "property": .string(SwiftIdentifier.escaped(modifier.property)),
            "type": .string(modifier.typeName),
            "lightCase": .string(SwiftIdentifier.escaped(modifier.cases[choice.standard])),
            "darkCase": .string(SwiftIdentifier.escaped(modifier.cases[choice.increased])),
        ])
    }

    /// The context of one namespace file: `global` (computed once by the caller) plus the file's keys.
    /// `slice`: only those declarations of the part (rendered piece by piece, see `SwiftGenerator`), the part's
    /// opening (nested types) with the first slice and its modal forwards with the last.
    func namespaceFile(_ namespace: SwiftGenerationPlan.Namespace, part: Int, global: MustacheDictionary,
                       slice: Range<Int>? = nil) -> MustacheDictionary {
        // Runs of declarations with the same owner, as index ranges (declarations are large to copy).
        let whole = namespace.parts[part]
        let slice = slice ?? whole.indices
        let opens = slice.lowerBound == whole.startIndex, closes = slice.upperBound == whole.endIndex
        let declarations = whole[slice]
        var groups: [(owner: String, range: Range<Int>)] = []
        for i in declarations.indices {
            let owner = declarations[i].name.owner
            if let last = groups.last, last.owner == owner {
                groups[groups.count - 1].range = last.range.lowerBound..<(i + 1)
            } else {
                groups.append((owner, i..<(i + 1)))
            }
        }
        var context = global
        context["file"] = .string(SwiftTemplateNames.namespaceFile(namespace.name, part: part))
        context["namespace"] = .dictionary([
            "name": .string(namespace.name),
            "declaresType": .bool(namespace.declaresType),
            "part": .string(String(part)),
            "isFirstPart": .bool(part == 0 && opens),
        ])
        let nestedTypes = part == 0 && opens ? nestedTree(namespace.nestedTypes, parent: []) : []
        context["nestedTypes"] = .list(nestedTypes)
        context["hasNestedTypes"] = .bool(!nestedTypes.isEmpty)
        let forwards = closes ? modalForwards(namespace, part: part) : []
        context["modalForwards"] = .list(forwards)
        context["hasModalForwards"] = .bool(!forwards.isEmpty)
        context["extensions"] = .list(groups.map { group in
            .dictionary([
                "owner": .string(group.owner),
                "declarations": .list(group.range.map { i in
                    declaration(declarations[i], first: i == group.range.lowerBound, last: i == group.range.upperBound - 1)
                }),
            ])
        })
        return context
    }

    /// In a namespace that extends a value type (`AurumTypography`), the modal tokens declared directly in it, so
    /// that `AurumModal<AurumTypography>` gets them as static members too: `.aurumTypography(.body)` then works
    /// for a modal `body`.
    private func modalForwards(_ namespace: SwiftGenerationPlan.Namespace, part: Int) -> [MustacheValue] {
        guard !namespace.declaresType else { return [] }
        let forwards = namespace.parts[part].filter { d in
            guard d.name.nesting.isEmpty, case .modal = plan.values[d.valueIndex].dependence else { return false }
            return true
        }
        return forwards.map { d in
            .dictionary([
                "name": .string(SwiftIdentifier.escaped(d.name.member)),
                "qualifiedName": .string(d.name.qualified),
                "type": .string(plan.values[d.valueIndex].typeName),
                "deprecation": Self.deprecation(input.tokens[d.tokenIndex].deprecation),
            ])
        }
    }

    private func nestedTree(_ paths: [[String]], parent: [String]) -> [MustacheValue] {
        paths.filter { $0.count == parent.count + 1 && Array($0.dropLast()) == parent }.map { path in
            let children = nestedTree(paths, parent: path)
            return .dictionary([
                "name": .string(SwiftIdentifier.escaped(path[path.count - 1])),
                "children": .list(children),
                "hasChildren": .bool(!children.isEmpty),
            ])
        }
    }

    func declaration(_ d: borrowing SwiftGenerationPlan.Declaration, first: Bool, last: Bool) -> MustacheValue {
        // Fields are read in place: copying the token would retain all of them (costly at 100k tokens,
        // where the objects are far apart in memory).
        let i = d.tokenIndex
        var result = MustacheDictionary()
        result.reserveCapacity(wanted.nonzeroBitCount)
        let keys = DeclarationKey.hashedKeys
        func add(_ key: DeclarationKey, _ value: @autoclosure () -> MustacheValue) {
            if wanted & 1 << key.rawValue != 0 { result.append(keys[key.rawValue], value()) }
        }
        add(.name, .string(SwiftIdentifier.escaped(d.name.member)))
        add(.qualifiedName, .string(d.name.qualified))
        add(.path, .string(input.tokens[i].path.joined(separator: ".")))
        add(.dtcgType, .string(input.tokens[i].type.rawValue))
        let planned = plan.values[d.valueIndex]
        add(.type, .string(planned.typeName))
        add(.valueType, .string(planned.valueTypeName))
        add(.documentation, .list(documentation(path: input.tokens[i].path, description: input.tokens[i].description,
                                                aliasOf: input.tokens[i].aliasOf, byContext: input.tokens[i].aliasesByContext).map(MustacheValue.string)))
        add(.deprecation, Self.deprecation(input.tokens[i].deprecation))
        add(.aliasOf, input.tokens[i].aliasOf.map { .string($0.joined(separator: ".")) } ?? .null)
        add(.first, .bool(first))
        add(.last, .bool(last))
        let expression = expressions[d.valueIndex]
        switch planned.dependence {
        case .constant(let value):
            add(.isModal, false)
            add(.value, SwiftTemplateValue(formatter: formatter).value(value))
            add(.modes, .list([]))
        case .modal(let mask, let values):
            add(.isModal, true)
            add(.value, SwiftTemplateValue(formatter: formatter).value(values[0]))
            add(.modes, .list(zip(plan.modes.labels(for: mask).map(SwiftIdentifier.argumentLabel), values).enumerated().map { index, pair in
                .dictionary([
                    "label": .string(pair.0),
                    "expression": .string(formatter.expression(pair.1)),
                    "value": SwiftTemplateValue(formatter: formatter).value(pair.1),
                    "last": .bool(index == values.count - 1),
                ])
            }))
        }
        add(.expression, expression.singleLine)
        add(.expressionLines, expression.lines)
        add(.isMultiline, .bool(expression.isMultiline))
        return .dictionary(result)
    }

    /// A value's expression, on one line and laid out. Declarations sit at column 4 inside an extension,
    /// their bodies at column 8.
    private static func laidOut(_ dependence: SwiftModes.Dependence, typeName: String, modes: SwiftModes,
                                formatter: SwiftValueFormatter) -> Expression {
        let tree: SwiftExpression
        switch dependence {
        case .constant(let value):
            tree = formatter.tree(value)
        case .modal(let mask, let values):
            let labels = modes.labels(for: mask).map(SwiftIdentifier.argumentLabel)
            tree = .call(typeName, zip(labels, values).map { SwiftExpression.Argument(label: $0, value: formatter.tree($1)) })
        }
        // A value that fits is laid out as its one line: reuse it rather than print the tree again.
        let lines = tree.lines(indent: 8)
        let singleLine = lines.count == 1 ? lines[0] : tree.singleLine
        return Expression(singleLine: .string(singleLine), lines: .list(lines.map(MustacheValue.string)),
                          isMultiline: lines.count > 1)
    }

    private func documentation(path: [String], description: String?, aliasOf: [String]?, byContext: [SwiftGenerationInput.Token.ContextAlias]?) -> [String] {
        var lines = description.map(SwiftLiteral.documentation) ?? []
        if !lines.isEmpty { lines.append("///") }
        // An alias that differs by context: each target with its contexts (`an alias of `a` in light, of `b` in dark`).
        if let byContext {
            var aliased = false
            let parts = byContext.map { group in
                let contexts = group.contexts.map(SwiftLiteral.codeSpan).joined(separator: ", ")
                guard let alias = group.alias else { return "its own value in \(contexts)" }
                defer { aliased = true }
                return "\(aliased ? "" : "an alias ")of \(SwiftLiteral.codeSpan(alias.joined(separator: "."))) in \(contexts)"
            }
            let joined = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.joined()
            lines.append("/// Token \(SwiftLiteral.codeSpan(path.joined(separator: "."))), " + joined + ".")
            return lines
        }
        // A name with line breaks, control characters or backticks would end the comment line or the code span:
        // shown escaped, in a span its backticks cannot close.
        let plain = { (segments: [String]) in segments.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "`") } } }
        guard plain(path), plain(aliasOf ?? []) else {
            var text = "/// Token \(SwiftLiteral.codeSpan(path.joined(separator: ".")))"
            if let alias = aliasOf { text += ", an alias of \(SwiftLiteral.codeSpan(alias.joined(separator: ".")))" }
            lines.append(text + ".")
            return lines
        }
        // Built as bytes, then one String: no joined paths or interpolation temporaries.
        var line: [UInt8] = []
        line.reserveCapacity(48 + 2 * path.reduce(0) { $0 + $1.utf8.count + 1 })
        func append(path: [String]) {
            for (i, segment) in path.enumerated() {
                if i > 0 { line.append(UInt8(ascii: ".")) }
                line.append(contentsOf: segment.utf8)
            }
        }
        line.append(contentsOf: "/// Token `".utf8)
        append(path: path)
        if let alias = aliasOf {
            line.append(contentsOf: "`, an alias of `".utf8)
            append(path: alias)
        }
        line.append(contentsOf: "`.".utf8)
        lines.append(String(decoding: line, as: UTF8.self))
        return lines
    }

    static func deprecation(_ deprecation: Deprecation?) -> MustacheValue {
        switch deprecation {
        case nil: .null
        case .deprecated: .string("@available(*, deprecated)")
        case .reason(let reason): .string("@available(*, deprecated, message: \(SwiftLiteral.string(reason)))")
        }
    }
}
