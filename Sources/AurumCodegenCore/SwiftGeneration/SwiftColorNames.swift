/// The one name each colour token has outside its namespace: its member in `Color.aurum` and `ShapeStyle.aurum`,
/// and its colour set in the asset catalog (`textBrandNormal.colorset`, which Xcode's generated asset symbols
/// turn into `Color(.textBrandNormal)`). Both come from here, so the Swift API and the catalog always agree.
///
/// The name is the token path after its group in lowerCamelCase, as in flat naming (`color.text.brand.normal` →
/// `textBrandNormal`, whatever `swift.naming` says); a one-segment path keeps its segment. Where colour tokens
/// of different groups would share a name, each of them uses its whole path (`componentNavBarBackground`), so
/// adding a token never renames an unrelated one.
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

    init(plan: SwiftGenerationPlan, input: SwiftGenerationInput, prefix: String, naming: SwiftGenerationOptions.Naming,
         diagnostics: inout DiagnosticCollector) {
        let colorType = prefix + "Color"
        var candidates: [(declaration: SwiftGenerationPlan.Declaration, short: String, isModal: Bool)] = []
        for namespace in plan.namespaces {
            for part in namespace.parts {
                for declaration in part where plan.values[declaration.valueIndex].valueTypeName == colorType {
                    // In flat naming the member already is the path after its group (or the one segment).
                    let short: String
                    if naming == .flat {
                        short = declaration.name.member
                    } else {
                        let path = input.tokens[declaration.tokenIndex].path.filter { $0 != "$root" }
                        guard let name = SwiftNaming.identifier(path.count > 1 ? Array(path.dropFirst()) : path, case: .lowerCamel) else { continue }
                        short = name
                    }
                    var isModal = false
                    if case .modal = plan.values[declaration.valueIndex].dependence { isModal = true }
                    candidates.append((declaration, short, isModal))
                }
            }
        }
        var shortCount: [String: Int] = [:]
        for candidate in candidates { shortCount[candidate.short, default: 0] += 1 }
        var claimed: [String: Int] = [:]
        for candidate in candidates {
            var name = candidate.short
            if shortCount[candidate.short]! > 1 {
                let path = input.tokens[candidate.declaration.tokenIndex].path.filter { $0 != "$root" }
                name = SwiftNaming.identifier(path, case: .lowerCamel) ?? name
            }
            let index = candidate.declaration.tokenIndex
            if let other = claimed[name] {
                let token = input.tokens[index]
                diagnostics.error("colour tokens '\(input.tokens[other].path.joined(separator: "."))' and '\(token.path.joined(separator: "."))' would both be named '\(name)' in Color.\(SwiftNaming.identifier([prefix], case: .lowerCamel) ?? prefix) and the asset catalog; rename one of them",
                                  at: token.location)
                continue
            }
            claimed[name] = index
            entries.append(Entry(tokenIndex: index, name: name, declaration: candidate.declaration, isModal: candidate.isModal))
        }
    }
}
