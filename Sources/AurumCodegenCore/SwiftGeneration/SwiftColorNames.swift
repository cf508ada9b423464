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
    }

    var entries: [Entry] = []

    init(plan: SwiftGenerationPlan, prefix: String) {
        let colorType = prefix + "Color"
        for namespace in plan.namespaces {
            for part in namespace.parts {
                for declaration in part where plan.values[declaration.valueIndex].valueTypeName == colorType {
                    guard let name = plan.colorNames[declaration.tokenIndex] else { continue }
                    var isModal = false
                    if case .modal = plan.values[declaration.valueIndex].dependence { isModal = true }
                    entries.append(Entry(tokenIndex: declaration.tokenIndex, name: name, declaration: declaration, isModal: isModal))
                }
            }
        }
    }
}
