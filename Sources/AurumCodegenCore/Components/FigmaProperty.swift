/// One Figma component property and how it reaches the Swift initializer.
struct FigmaProperty: Hashable, Sendable {
    package indirect enum Kind: Hashable, Sendable {
        case variant(options: [VariantOption], defaultOption: Located<String>)
        /// `values` nil: the argument is the literal `true`/`false`.
        case boolean(defaultValue: Located<Bool>, values: BooleanValues?)
        case text(defaultValue: Located<String>)
        case instanceSwap(defaultIcon: Located<IconReference>, preferred: [Located<IconReference>], requirePair: Bool)
        case children(layers: [Located<String>], item: ChildItem?)
    }

    /// The manifest key; constraints, `implies` and example arguments refer to it.
    var key: Located<String>
    /// nil only for children properties, which name layers instead.
    var figmaName: Located<FigmaPropertyName>?
    var kind: Kind
    var swift: SwiftMapping?
    var assumed: Assumed
    var description: String?
    /// The start of the property's object.
    var location: SourceLocation

    /// `variant`, `boolean`, `text`, `instanceSwap` or `children`, as in the manifest.
    var kindName: String {
        switch kind {
        case .variant: "variant"
        case .boolean: "boolean"
        case .text: "text"
        case .instanceSwap: "instanceSwap"
        case .children: "children"
        }
    }

    var variantOptions: [VariantOption]? {
        if case .variant(let options, _) = kind { options } else { nil }
    }
}

struct VariantOption: Hashable, Sendable {
    /// The option as Figma spells it.
    var figma: Located<String>
    /// The Swift enum case, without the leading dot.
    var swiftCase: Located<String>?
    var description: String?
    var implies: [Implication]
}

/// What a variant option fixes for a slot or a children property.
struct Implication: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case present, absent
        case count(Int)
    }

    var key: Located<String>
    var value: Located<Value>
}

struct SwiftMapping: Hashable, Sendable {
    var parameter: Located<String>
    var type: String
}

/// Swift argument expressions for a Figma boolean; nil omits the argument.
struct BooleanValues: Hashable, Sendable {
    var whenTrue: Located<String>?
    var whenFalse: Located<String>?
}

/// The component behind a children property's layers (e.g. "NavBar Cell" → AurumNavBarItem).
struct ChildItem: Hashable, Sendable {
    var figmaComponent: Located<String>
    var swiftType: String
    var assumed: Assumed
    var properties: [FigmaProperty]
    var example: CodeExample?
}

/// A Swift argument with no Figma property of its own; variant options decide its presence.
struct ComponentSlot: Hashable, Sendable {
    var key: Located<String>
    var swift: SwiftMapping
    var example: Located<String>
    var assumed: Assumed
    var description: String?
}

/// An initializer parameter Figma does not model; documented only.
struct CodeOnlyParameter: Hashable, Sendable {
    var parameter: Located<String>
    var type: String
    var defaultValue: Located<String>?
    var assumed: Assumed
    var description: String?
}
