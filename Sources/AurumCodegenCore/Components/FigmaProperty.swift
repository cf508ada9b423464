/// One Figma component property and how it reaches the Swift initializer.
public struct FigmaProperty: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case variant(options: [VariantOption], defaultOption: Located<String>)
        /// `values` nil: the argument is the literal `true`/`false`.
        case boolean(defaultValue: Located<Bool>, values: BooleanValues?)
        case text(defaultValue: Located<String>)
        case instanceSwap(defaultIcon: Located<IconReference>, preferred: [Located<IconReference>], requirePair: Bool)
        case children(layers: [Located<String>], item: ChildItem?)
    }

    /// The manifest key; constraints, `implies` and example arguments refer to it.
    public var key: Located<String>
    /// nil only for children properties, which name layers instead.
    public var figmaName: Located<FigmaPropertyName>?
    public var kind: Kind
    public var swift: SwiftMapping?
    public var assumed: Assumed
    public var description: String?
    /// The start of the property's object.
    public var location: SourceLocation

    /// `variant`, `boolean`, `text`, `instanceSwap` or `children`, as in the manifest.
    public var kindName: String {
        switch kind {
        case .variant: "variant"
        case .boolean: "boolean"
        case .text: "text"
        case .instanceSwap: "instanceSwap"
        case .children: "children"
        }
    }

    public var variantOptions: [VariantOption]? {
        if case .variant(let options, _) = kind { options } else { nil }
    }
}

public struct VariantOption: Hashable, Sendable {
    /// The option as Figma spells it.
    public var figma: Located<String>
    /// The Swift enum case, without the leading dot.
    public var swiftCase: Located<String>?
    public var description: String?
    public var implies: [Implication]
}

/// What a variant option fixes for a slot or a children property.
public struct Implication: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case present, absent
        case count(Int)
    }

    public var key: Located<String>
    public var value: Located<Value>
}

public struct SwiftMapping: Hashable, Sendable {
    public var parameter: Located<String>
    public var type: String
}

/// Swift argument expressions for a Figma boolean; nil omits the argument.
public struct BooleanValues: Hashable, Sendable {
    public var whenTrue: Located<String>?
    public var whenFalse: Located<String>?
}

/// The component behind a children property's layers (e.g. "NavBar Cell" → AurumNavBarItem).
public struct ChildItem: Hashable, Sendable {
    public var figmaComponent: Located<String>
    public var swiftType: String
    public var assumed: Assumed
    public var properties: [FigmaProperty]
    public var example: CodeExample?
}

/// A Swift argument with no Figma property of its own; variant options decide its presence.
public struct ComponentSlot: Hashable, Sendable {
    public var key: Located<String>
    public var swift: SwiftMapping
    public var example: Located<String>
    public var assumed: Assumed
    public var description: String?
}

/// An initializer parameter Figma does not model; documented only.
public struct CodeOnlyParameter: Hashable, Sendable {
    public var parameter: Located<String>
    public var type: String
    public var defaultValue: Located<String>?
    public var assumed: Assumed
    public var description: String?
}
