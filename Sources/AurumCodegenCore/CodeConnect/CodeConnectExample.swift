/// One variant-specific Code Connect example: the option each implying variant takes (none when no
/// variant implies, giving the single example).
struct CodeConnectBranch {
    struct Choice {
        var variant: ComponentVariants.Variant
        var option: VariantOption
    }

    var choices: [Choice]

    var isDefault: Bool { choices.allSatisfy { $0.option.figma.value == $0.variant.defaultOption } }

    func option(of key: String) -> VariantOption? { choices.first { $0.variant.key == key }?.option }

    /// What the chosen options fix for a slot: present or absent (absent when no chosen option mentions it).
    func isPresent(_ slot: String) -> Bool {
        for choice in choices where choice.variant.implied.contains(where: { $0.key == slot }) {
            return choice.variant.value(of: .init(key: slot, isSlot: true), for: choice.option) == .present
        }
        return false
    }

    /// How many layers of a children property show: what the chosen options fix, else all.
    func layerCount(_ key: String, layers: Int) -> Int {
        for choice in choices where choice.variant.implied.contains(where: { $0.key == key }) {
            if case .count(let n) = choice.variant.value(of: .init(key: key, isSlot: false), for: choice.option) { return n }
        }
        return layers
    }
}

/// One argument of an example call, as far as it is known without Figma: static Swift, or a value read
/// from the selected instance when the example runs.
struct CodeConnectArgument {
    enum Value {
        /// Fixed Swift: a slot's example, a `code` argument, or an implying variant's member in its branch.
        case code(Located<String>)
        case variant(FigmaProperty)
        case text(FigmaProperty)
        case boolean(FigmaProperty, BooleanValues?)
        case icon(FigmaProperty, IconStyle)
        case children(FigmaProperty, ChildItem, layers: [String])
    }

    /// nil: unlabeled (`_`).
    var label: String?
    var value: Value
    /// Clauses on booleans and non-implying variants that decide, when the example runs, whether the argument appears.
    var conditions: [Condition.Clause]
    var location: SourceLocation
}

/// Turns a manifest example into arguments per branch. Shared by the template and the legacy writers.
struct CodeConnectExampleResolver {
    var properties: [FigmaProperty]
    var slots: [ComponentSlot]
    var variants: ComponentVariants
    /// Case names of the component's variants (unescaped), for static members.
    var caseNames: [String: [String]]

    static let maxBranches = 256

    /// Every combination of the implying variants' options, the all-defaults one last; one empty branch when none imply.
    func branches() -> [CodeConnectBranch] {
        var combinations: [[CodeConnectBranch.Choice]] = [[]]
        for variant in variants.implying {
            combinations = combinations.flatMap { prefix in variant.options.map { prefix + [.init(variant: variant, option: $0)] } }
            if combinations.count > Self.maxBranches { break }
        }
        let branches = combinations.map(CodeConnectBranch.init)
        return branches.filter { !$0.isDefault } + branches.filter(\.isDefault)
    }

    func property(_ key: String) -> FigmaProperty? { properties.first { $0.key.value == key } }

    /// The static member (`.fourCells`) of a variant option, or nil when the variant has no Swift cases.
    func member(_ property: FigmaProperty, option: String) -> String? {
        guard property.swift != nil, let options = property.variantOptions,
              let index = options.firstIndex(where: { $0.figma.value == option }),
              let names = caseNames[property.key.value], index < names.count else { return nil }
        return SwiftMember.access(names[index])
    }

    func arguments(_ example: CodeExample, in branch: CodeConnectBranch) -> [CodeConnectArgument] {
        example.arguments.compactMap { argument in
            var runtime: [Condition.Clause] = []
            for clause in argument.when?.clauses ?? [] {
                switch staticValue(of: clause, in: branch) {
                case .some(true): continue
                case .some(false): return nil
                case .none: runtime.append(clause)
                }
            }
            let label: String?
            let value: CodeConnectArgument.Value
            switch argument.value {
            case .code(let code):
                label = argument.label?.value
                value = .code(code)
            case .slot(let key):
                guard let slot = slots.first(where: { $0.key.value == key.value }), branch.isPresent(key.value) else { return nil }
                label = argument.label?.value ?? slot.swift.parameter.value
                value = .code(slot.example)
            case .property(let key, let style):
                guard let property = property(key.value), let swift = property.swift else { return nil }
                label = argument.label?.value ?? swift.parameter.value
                switch property.kind {
                case .variant:
                    if let option = branch.option(of: key.value) {
                        guard let member = member(property, option: option.figma.value) else { return nil }
                        value = .code(Located(member, at: key.location))
                    } else {
                        value = .variant(property)
                    }
                case .boolean(_, let values): value = .boolean(property, values)
                case .text: value = .text(property)
                case .instanceSwap: value = .icon(property, style ?? .line)
                case .children(let layers, let item):
                    guard let item else { return nil }
                    let count = branch.layerCount(key.value, layers: layers.count)
                    value = .children(property, item, layers: layers.prefix(count).map(\.value))
                }
            }
            return CodeConnectArgument(label: label == "_" ? nil : label, value: value, conditions: runtime, location: argument.location)
        }
    }

    /// true/false when the branch decides the clause (slots, implying variants); nil when it is read at run time.
    private func staticValue(of clause: Condition.Clause, in branch: CodeConnectBranch) -> Bool? {
        let key = clause.key.value
        if slots.contains(where: { $0.key.value == key }) {
            let present = branch.isPresent(key)
            return clause.values.contains { $0.value == .string(present ? "present" : "absent") }
        }
        if let option = branch.option(of: key) {
            return clause.values.contains { $0.value == .string(option.figma.value) }
        }
        return nil
    }
}
