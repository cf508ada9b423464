/// What a component's variant options fix. A variant "implies" when its options decide slots or
/// children layer counts (AurumPageHeader's Type, AurumNavBar's Layout); such a variant is derived from
/// those values in Swift and splits the Code Connect example into one branch per option.
struct ComponentVariants {
    /// A slot or children property whose value some option fixes.
    struct ImpliedKey: Hashable {
        var key: String
        var isSlot: Bool
    }

    struct Variant {
        var property: FigmaProperty
        var options: [VariantOption]
        var defaultOption: String
        /// In the order options first mention them.
        var implied: [ImpliedKey]
        /// Layer count of each children property, for options that do not mention it.
        var layerCounts: [String: Int]

        var key: String { property.key.value }

        /// Unmentioned slots are absent and unmentioned children show all their layers, as the validator assumes.
        func value(of implied: ImpliedKey, for option: VariantOption) -> Implication.Value {
            if let explicit = option.implies.first(where: { $0.key.value == implied.key }) { return explicit.value.value }
            return implied.isSlot ? .absent : .count(layerCounts[implied.key] ?? 0)
        }

        var defaultVariantOption: VariantOption? { options.first { $0.figma.value == defaultOption } }
    }

    var variants: [Variant]

    init(properties: [FigmaProperty], slots: [ComponentSlot]) {
        let slotKeys = Set(slots.map(\.key.value))
        var layerCounts: [String: Int] = [:]
        for property in properties {
            if case .children(let layers, _) = property.kind { layerCounts[property.key.value] = layers.count }
        }
        variants = properties.compactMap { property in
            guard case .variant(let options, let defaultOption) = property.kind else { return nil }
            var implied: [ImpliedKey] = []
            for option in options {
                for implication in option.implies where !implied.contains(where: { $0.key == implication.key.value }) {
                    implied.append(ImpliedKey(key: implication.key.value, isSlot: slotKeys.contains(implication.key.value)))
                }
            }
            return Variant(property: property, options: options, defaultOption: defaultOption.value,
                           implied: implied, layerCounts: layerCounts)
        }
    }

    /// Variants whose options fix slots or layer counts.
    var implying: [Variant] { variants.filter { !$0.implied.isEmpty } }

    /// The first implying variant that fixes `key`.
    func variant(implying key: String) -> Variant? {
        implying.first { $0.implied.contains { $0.key == key } }
    }

    /// The layer count a children property shows by default: what the default option implies, else all layers.
    func defaultLayerCount(of property: FigmaProperty) -> Int {
        guard case .children(let layers, _) = property.kind else { return 0 }
        if let variant = variant(implying: property.key.value), let option = variant.defaultVariantOption,
           case .count(let n) = variant.value(of: ImpliedKey(key: property.key.value, isSlot: false), for: option) {
            return n
        }
        return layers.count
    }

    /// Whether a slot is present by default: what the default option implies, else absent.
    func defaultPresence(of slot: String) -> Bool {
        guard let variant = variant(implying: slot), let option = variant.defaultVariantOption else { return false }
        return variant.value(of: ImpliedKey(key: slot, isSlot: true), for: option) == .present
    }
}
