/// The one name each colour token has outside its namespace: its member in `Color.aurum` and `ShapeStyle.aurum`,
/// and its colour set in the asset catalog (`textBrandNormal.colorset`, which Xcode's generated asset symbols
/// turn into `Color(.textBrandNormal)`). Both come from here, so the Swift API and the catalog always agree.
///
/// The names are derived with the tokens' own (`SwiftTokenNamer.colorNames`): the token path after its group in
/// lowerCamelCase, as in flat naming (`color.text.brand.normal` → `textBrandNormal`, whatever `swift.naming` says),
/// clashes resolved by `SwiftNameRule` (`componentNavBarBackground`).
struct SwiftColorNames {
    struct Entry {
        /// Index into `SwiftGenerationInput.tokens`.
        var tokenIndex: Int
        /// Unescaped.
        var name: String
        /// The token's declaration, for `AurumColors.textBrandNormal`.
        var declaration: SwiftGenerationPlan.Declaration
        var isModal: Bool
        /// Reached in `AurumColorStyles` through a key path to the namespace's own static member of that name
        /// (`keyPathRoots`), so it needs no member of its own there.
        var viaKeyPath = false
    }

    var entries: [Entry] = []
    /// Namespaces whose every colour member is a colour entry of the same name, not nested: `AurumColorStyles`
    /// reaches them by `@dynamicMemberLookup` over `KeyPath<Namespace.Type, …>` (SE-0438), which declares
    /// nothing per token, instead of a computed property per token (which doubled the type-checking of large sets).
    var keyPathRoots: [(type: String, hasConstant: Bool, hasModal: Bool)] = []

    init(plan: SwiftGenerationPlan, prefix: String) {
        let colorType = prefix + "Color"
        for namespace in plan.namespaces {
            let first = entries.count
            var reachable = true
            for part in namespace.parts {
                for declaration in part where plan.values[declaration.valueIndex].valueTypeName == colorType {
                    let direct = declaration.name.nesting.isEmpty
                    guard let name = plan.colorNames[declaration.tokenIndex] else {
                        if direct { reachable = false }
                        continue
                    }
                    if direct && name != declaration.name.member { reachable = false }
                    var isModal = false
                    if case .modal = plan.values[declaration.valueIndex].dependence { isModal = true }
                    entries.append(Entry(tokenIndex: declaration.tokenIndex, name: name, declaration: declaration, isModal: isModal))
                }
            }
            guard reachable else { continue }
            var constant = false, modal = false
            for i in first..<entries.count where entries[i].declaration.name.nesting.isEmpty {
                entries[i].viaKeyPath = true
                if entries[i].isModal { modal = true } else { constant = true }
            }
            if constant || modal { keyPathRoots.append((namespace.name, constant, modal)) }
        }
    }
}
