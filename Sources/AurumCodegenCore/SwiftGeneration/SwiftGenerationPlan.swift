/// Every decision about the Swift output before any template runs: names, mode dependence, which
/// declarations go into which file. Built once, then lowered into template contexts.
struct SwiftGenerationPlan {
    struct Declaration {
        /// The token's index in `SwiftGenerationInput.tokens` (a copy would retain all its fields).
        var tokenIndex: Int
        var name: SwiftTokenName
        /// The declaration's value in `SwiftGenerationPlan.values`: aliases share their target's value, so
        /// each distinct value is kept and laid out once, not per token.
        var valueIndex: Int
    }

    struct Value {
        var dependence: SwiftModes.Dependence
        /// The Swift type of a declaration of this value, e.g. `AurumColor` or `AurumModal<AurumColor>`.
        var typeName: String
        /// The value's Swift type, e.g. `AurumColor`.
        var valueTypeName: String
    }

    struct Namespace {
        var name: String
        /// False when the namespace is one of the generated value types (`AurumTypography`), which it extends.
        var declaresType: Bool
        /// Nested type paths in first-use order (nested naming), e.g. `["Text"]`, `["Text", "Brand"]`.
        var nestedTypes: [[String]]
        /// Declarations in input order, split into files of at most `maxDeclarationsPerFile` (slices of one
        /// array: splitting copies no declaration).
        var parts: [ArraySlice<Declaration>]
    }

    var modes: SwiftModes
    var namespaces: [Namespace]
    /// Per token, its name in `Color.aurum` and the asset catalog (`SwiftTokenNames.colorNames`).
    var colorNames: [String?]
    /// Every distinct value (or set of per-context values), with its types, in first-use order.
    var values: [Value] = []
    /// `AurumModal` initialiser masks: one per modifier, plus every combination a token uses.
    var modalMasks: [[Int]]

    /// `names`, when given, are `SwiftTokenNamer.names(for: input.tokens)`, derived once for every output that shows them.
    init(input: SwiftGenerationInput, options: SwiftGenerationOptions, names given: SwiftTokenNames? = nil, diagnostics: inout DiagnosticCollector) {
        let modes = SwiftModes(input.modifiers, diagnostics: &diagnostics)
        self.modes = modes
        let formatter = SwiftValueFormatter(prefix: options.prefix)
        let valueTypes = Set(SwiftTemplateNames.valueTypeNames(prefix: options.prefix))
        let derived = given ?? SwiftTokenNames(input.tokens, options: options)
        // Names handed over had their warnings said by whoever derived them; their errors still stop the plan.
        diagnostics.append(contentsOf: given == nil ? derived.diagnostics : derived.diagnostics.filter { $0.severity == .error })
        let names = derived.names
        colorNames = derived.colorNames

        var masks = Set(modes.modifiers.indices.map { [$0] })
        var valueIndices: [SwiftModes.Dependence: Int] = [:]
        var order: [String] = []
        var declarations: [String: [Declaration]] = [:]
        var nested: [String: [[String]]] = [:]
        // A token whose value ID an earlier token already planned (an alias, mostly) reuses that entry: no
        // dependence to work out, no value to hash, and its target's value is not read again.
        let ids = input.valueIDs.count == input.tokens.count ? input.valueIDs : []
        var valueIndexByID = [Int](repeating: -1, count: Int(ids.max() ?? -1) + 1)
        for (tokenIndex, name) in zip(input.tokens.indices, names) {
            guard let name else { continue }
            let id = ids.isEmpty ? -1 : Int(ids[tokenIndex])
            if id >= 0, valueIndexByID[id] >= 0 {
                Self.add(Declaration(tokenIndex: tokenIndex, name: name, valueIndex: valueIndexByID[id]), to: name, &order, &declarations, &nested)
                continue
            }
            guard let dependence = modes.dependence(of: tokenIndex, in: input.tokens, diagnostics: &diagnostics) else { continue }
            let valueType: String
            let typeName: String
            switch dependence {
            case .constant(let value):
                valueType = formatter.typeName(value)
                typeName = valueType
            case .modal(let mask, let values):
                valueType = formatter.typeName(values[0])
                if let mismatch = values.first(where: { formatter.typeName($0) != valueType }) {
                    let token = input.tokens[tokenIndex]
                    diagnostics.error("token '\(token.path.joined(separator: "."))' is \(valueType) in one context and \(formatter.typeName(mismatch)) in another",
                                      at: token.location)
                    continue
                }
                typeName = "\(options.prefix)Modal<\(valueType)>"
                masks.insert(mask)
            }
            let valueIndex: Int
            if let known = valueIndices[dependence] {
                valueIndex = known
            } else {
                valueIndex = values.count
                valueIndices[dependence] = valueIndex
                values.append(Value(dependence: dependence, typeName: typeName, valueTypeName: valueType))
            }
            if id >= 0 { valueIndexByID[id] = valueIndex }
            Self.add(Declaration(tokenIndex: tokenIndex, name: name, valueIndex: valueIndex), to: name, &order, &declarations, &nested)
        }
        let limit = max(1, options.maxDeclarationsPerFile)
        namespaces = order.map { name in
            let all = declarations[name] ?? []
            let parts = stride(from: 0, to: all.count, by: limit).map { all[$0..<min($0 + limit, all.count)] }
            return Namespace(name: name, declaresType: !valueTypes.contains(name),
                             nestedTypes: nested[name] ?? [], parts: parts)
        }
        modalMasks = masks.sorted(by: SwiftModes.precedes)
        checkModalLabels(&diagnostics)
        checkAppearance(options.appearance, &diagnostics)
    }

    private static func add(_ declaration: Declaration, to name: SwiftTokenName, _ order: inout [String],
                     _ declarations: inout [String: [Declaration]], _ nested: inout [String: [[String]]]) {
        if declarations[name.namespace] == nil { order.append(name.namespace) }
        declarations[name.namespace, default: []].append(declaration)
        for depth in name.nesting.indices {
            let path = Array(name.nesting[...depth])
            if !(nested[name.namespace]?.contains(path) ?? false) { nested[name.namespace, default: []].append(path) }
        }
    }

    /// A configured appearance must name a modifier and two of its contexts.
    private func checkAppearance(_ appearance: SwiftGenerationOptions.Appearance?, _ diagnostics: inout DiagnosticCollector) {
        guard let appearance else { return }
        guard let modifier = modes.modifiers.first(where: { $0.name == appearance.modifier }) else {
            let known = modes.modifiers.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.error("the appearance modifier '\(appearance.modifier)' is not one of the resolver's modifiers (\(known.isEmpty ? "there are none" : known))")
            return
        }
        for context in [appearance.light, appearance.dark] where !modifier.contexts.contains(context) {
            diagnostics.error("modifier '\(modifier.name)' has no context '\(context)' for the appearance; its contexts are \(modifier.contexts.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }

    /// Two initialisers with the same labels would not compile; neither would repeated labels. Where modifiers
    /// share their context names (two collections with Light and Dark), the later mask's labels name the modifier
    /// too (`brandLight`): the same rule as every other name, the later one in order lengthened.
    private mutating func checkModalLabels(_ diagnostics: inout DiagnosticCollector) {
        var seen: [[String]: [Int]] = [:]
        for mask in modalMasks {
            var labels = modes.labels(for: mask)
            if Set(labels).count != labels.count || seen[labels] != nil {
                modes.qualifiedMasks.insert(mask)
                labels = modes.labels(for: mask)
            }
            if Set(labels).count != labels.count {
                diagnostics.error("the contexts of modifiers \(modifierNames(mask)) give repeated initialiser labels (\(labels.joined(separator: ", "))); rename contexts so their names differ")
            } else if let other = seen[labels] {
                diagnostics.error("modifiers \(modifierNames(other)) and \(modifierNames(mask)) give the same initialiser labels (\(labels.joined(separator: ", "))); rename contexts so their names differ")
            }
            seen[labels] = mask
        }
    }

    private func modifierNames(_ mask: [Int]) -> String {
        mask
            .map { "'\(modes.modifiers[$0].name)'" }.joined(separator: " × ")
    }
}
