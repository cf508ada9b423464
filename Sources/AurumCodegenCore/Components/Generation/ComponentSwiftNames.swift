/// The Swift names of one component's generated model: the model struct, one enum per variant, one
/// model per child item, and every enum case. Problems (invalid or clashing names) become diagnostics
/// at the manifest entry that causes them.
struct ComponentSwiftNames {
    /// `AurumNavBarFigma`.
    var modelType: String
    /// Variant key → enum type, for the component's and its child items' variants (keys are unique per scope,
    /// so child variants are keyed `<children key>.<variant key>`).
    var enumTypes: [String: String] = [:]
    /// Variant key (as in `enumTypes`) → unescaped case name per option, in option order.
    var caseNames: [String: [String]] = [:]
    /// Children key → the item model type (`AurumNavBarItemFigma`).
    var itemTypes: [String: String] = [:]

    /// Members every variant enum declares; implied keys cannot take these names.
    static let enumMembers: Set<String> = ["figmaValue", "allCases"]

    init(_ manifest: ComponentManifest, diagnostics: inout DiagnosticCollector) {
        modelType = manifest.name.value + "Figma"
        name(manifest.properties, owner: manifest.name.value, scope: "", &diagnostics)
        for property in manifest.properties {
            guard case .children(_, let item?) = property.kind else { continue }
            guard Self.isTypeName(item.swiftType) else {
                diagnostics.error("child item type '\(item.swiftType)' of '\(property.key.value)' must be a Swift type name to name its model \(item.swiftType)Figma",
                                  at: item.figmaComponent.location)
                continue
            }
            itemTypes[property.key.value] = item.swiftType + "Figma"
            name(item.properties, owner: item.swiftType, scope: property.key.value + ".", &diagnostics)
        }
        for variant in ComponentVariants(properties: manifest.properties, slots: manifest.slots).implying {
            for implied in variant.implied where Self.enumMembers.contains(implied.key) {
                diagnostics.error("'\(implied.key)' cannot be implied by '\(variant.key)': its enum already declares \(implied.key)",
                                  at: variant.property.key.location)
            }
        }
    }

    func enumType(_ key: String, scope: String = "") -> String? { enumTypes[scope + key] }

    /// The case name of `option` (unescaped).
    func caseName(_ key: String, option: String, in options: [VariantOption], scope: String = "") -> String? {
        guard let index = options.firstIndex(where: { $0.figma.value == option }) else { return nil }
        return caseNames[scope + key]?[index]
    }

    private mutating func name(_ properties: [FigmaProperty], owner: String, scope: String, _ diagnostics: inout DiagnosticCollector) {
        for property in properties {
            guard case .variant(let options, _) = property.kind else { continue }
            let type: String
            if let swift = property.swift {
                guard Self.isTypeName(swift.type) else {
                    diagnostics.error("variant '\(property.key.value)' maps to '\(swift.type)'; a variant becomes a generated enum, so its Swift type must be a plain type name",
                                      at: swift.parameter.location)
                    continue
                }
                type = swift.type
            } else {
                type = SwiftNaming.identifier([owner, property.key.value], case: .upperCamel) ?? owner + "Variant"
            }
            var cases: [String] = []
            var seen: [String: String] = [:]
            for option in options {
                let derived = option.swiftCase?.value ?? SwiftNaming.identifier([option.figma.value], case: .lowerCamel)
                guard let name = derived, SwiftIdentifier.isValid(name) else {
                    diagnostics.error("variant option '\(option.figma.value)' of '\(property.key.value)' gives no Swift case name; add a \"case\"",
                                      at: option.figma.location)
                    continue
                }
                if let other = seen[name] {
                    diagnostics.error("variant options '\(other)' and '\(option.figma.value)' of '\(property.key.value)' both become the Swift case '\(name)'; add a \"case\" to one",
                                      at: option.figma.location)
                }
                seen[name] = option.figma.value
                cases.append(name)
            }
            enumTypes[scope + property.key.value] = type
            caseNames[scope + property.key.value] = cases
        }
    }

    static func isTypeName(_ name: String) -> Bool {
        SwiftIdentifier.isValid(name) && !SwiftIdentifier.keywords.contains(name)
            && !SwiftIdentifier.reservedTypeNames.contains(name)
    }
}
