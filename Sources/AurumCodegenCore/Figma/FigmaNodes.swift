/// The `GET /v1/files/:key/nodes?ids=…` response, reduced to what Code Connect and the drift
/// check need: each requested node's type, component properties and component set membership.
public struct FigmaNodesResponse: Hashable, Sendable {
    /// One entry per key of `nodes`, in source order; `node` is nil where Figma answered `null`
    /// (the node was deleted or belongs to another file).
    public var entries: [Entry]
    public var file: String

    public struct Entry: Hashable, Sendable {
        public var id: String
        public var node: FigmaComponentNode?
        public var location: SourceLocation?

        public init(id: String, node: FigmaComponentNode?, location: SourceLocation? = nil) {
            self.id = id
            self.node = node
            self.location = location
        }
    }

    public init(entries: [Entry], file: String) {
        self.entries = entries
        self.file = file
    }

    public func entry(id: String) -> Entry? { entries.first { $0.id == id } }
}

/// A node as the drift check sees it: normally a `COMPONENT` or `COMPONENT_SET`.
public struct FigmaComponentNode: Hashable, Sendable {
    public var id: String
    public var name: String
    /// Figma's node type, e.g. `COMPONENT`, `COMPONENT_SET`, `FRAME`.
    public var type: String
    /// Set when the node is a variant inside a component set (Code Connect rejects those).
    public var componentSetID: String?
    /// In source order.
    public var properties: [FigmaComponentProperty]
    public var location: SourceLocation?
    /// The component's description in Figma (from the response's `components`/`componentSets` metadata).
    public var description: String = ""
    /// The documentation links Figma shows for it (`documentationLinks[].uri`).
    public var documentationLinks: [String] = []
    /// Component key → node ID, for the components and sets the response describes beside this node (its
    /// `components` and `componentSets` maps): what instance-swap `preferredValues` (keys) point at.
    public var componentNodesByKey: [String: String] = [:]

    public init(id: String, name: String, type: String, componentSetID: String? = nil,
                properties: [FigmaComponentProperty] = [], location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.componentSetID = componentSetID
        self.properties = properties
        self.location = location
    }

    public var isComponentOrSet: Bool { type == "COMPONENT" || type == "COMPONENT_SET" }

    /// The property whose display name (the key without its `#id` suffix) is `name`.
    public func property(named name: String) -> FigmaComponentProperty? {
        properties.first { $0.name == name }
    }
}

public struct FigmaComponentProperty: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case variant, boolean, text, instanceSwap
        /// A type this tool does not know yet, such as `SLOT`; kept so it can be reported.
        case other(String)

        public init(figmaName: String) {
            switch figmaName {
            case "VARIANT": self = .variant
            case "BOOLEAN": self = .boolean
            case "TEXT": self = .text
            case "INSTANCE_SWAP": self = .instanceSwap
            default: self = .other(figmaName)
            }
        }

        public var figmaName: String {
            switch self {
            case .variant: "VARIANT"
            case .boolean: "BOOLEAN"
            case .text: "TEXT"
            case .instanceSwap: "INSTANCE_SWAP"
            case .other(let name): name
            }
        }
    }

    public enum Value: Hashable, Sendable {
        case string(String)
        case boolean(Bool)
    }

    /// A component Figma suggests for an instance swap.
    public struct PreferredValue: Hashable, Sendable {
        /// `COMPONENT` or `COMPONENT_SET`.
        public var type: String
        public var key: String

        public init(type: String, key: String) {
            self.type = type
            self.key = key
        }
    }

    /// The key as Figma sends it, e.g. `Title#5575:0`.
    public var key: String
    public var kind: Kind
    public var defaultValue: Value?
    public var variantOptions: [String]?
    public var preferredValues: [PreferredValue]?
    public var location: SourceLocation?

    public init(key: String, kind: Kind, defaultValue: Value? = nil, variantOptions: [String]? = nil,
                preferredValues: [PreferredValue]? = nil, location: SourceLocation? = nil) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.variantOptions = variantOptions
        self.preferredValues = preferredValues
        self.location = location
    }

    /// The display name Code Connect uses: the key without everything from its last `#`.
    public var name: String { Self.displayName(ofKey: key) }

    public static func displayName(ofKey key: String) -> String {
        FigmaPropertyName(key).displayName
    }
}
