/// The `GET /v1/files/:key/nodes?ids=…` response, reduced to what Code Connect and the drift
/// check need: each requested node's type, component properties and component set membership.
package struct FigmaNodesResponse: Hashable, Sendable {
    /// One entry per key of `nodes`, in source order; `node` is nil where Figma answered `null`
    /// (the node was deleted or belongs to another file).
    package var entries: [Entry]
    package var file: String

    package struct Entry: Hashable, Sendable {
        var id: String
        var node: FigmaComponentNode?
        var location: SourceLocation?

        package init(id: String, node: FigmaComponentNode?, location: SourceLocation? = nil) {
            self.id = id
            self.node = node
            self.location = location
        }
    }

    package init(entries: [Entry], file: String) {
        self.entries = entries
        self.file = file
    }

    package func entry(id: String) -> Entry? { entries.first { $0.id == id } }
}

/// A node as the drift check sees it: normally a `COMPONENT` or `COMPONENT_SET`.
package struct FigmaComponentNode: Hashable, Sendable {
    var id: String
    var name: String
    /// Figma's node type, e.g. `COMPONENT`, `COMPONENT_SET`, `FRAME`.
    var type: String
    /// Set when the node is a variant inside a component set (Code Connect rejects those).
    var componentSetID: String?
    /// In source order.
    var properties: [FigmaComponentProperty]
    var location: SourceLocation?
    /// The component's description in Figma (from the response's `components`/`componentSets` metadata).
    var description: String = ""
    /// The documentation links Figma shows for it (`documentationLinks[].uri`).
    var documentationLinks: [String] = []
    /// Component key → node ID, for the components and sets the response describes beside this node (its
    /// `components` and `componentSets` maps): what instance-swap `preferredValues` (keys) point at.
    var componentNodesByKey: [String: String] = [:]

    init(id: String, name: String, type: String, componentSetID: String? = nil,
                properties: [FigmaComponentProperty] = [], location: SourceLocation? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.componentSetID = componentSetID
        self.properties = properties
        self.location = location
    }

    var isComponentOrSet: Bool { type == "COMPONENT" || type == "COMPONENT_SET" }

    /// The property whose display name (the key without its `#id` suffix) is `name`.
    func property(named name: String) -> FigmaComponentProperty? {
        properties.first { $0.name == name }
    }
}

struct FigmaComponentProperty: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case variant, boolean, text, instanceSwap
        /// A type this tool does not know yet, such as `SLOT`; kept so it can be reported.
        case other(String)

        init(figmaName: String) {
            switch figmaName {
            case "VARIANT": self = .variant
            case "BOOLEAN": self = .boolean
            case "TEXT": self = .text
            case "INSTANCE_SWAP": self = .instanceSwap
            default: self = .other(figmaName)
            }
        }

        var figmaName: String {
            switch self {
            case .variant: "VARIANT"
            case .boolean: "BOOLEAN"
            case .text: "TEXT"
            case .instanceSwap: "INSTANCE_SWAP"
            case .other(let name): name
            }
        }
    }

    package enum Value: Hashable, Sendable {
        case string(String)
        case boolean(Bool)
    }

    /// A component Figma suggests for an instance swap.
    struct PreferredValue: Hashable, Sendable {
        /// `COMPONENT` or `COMPONENT_SET`.
        var type: String
        var key: String

        init(type: String, key: String) {
            self.type = type
            self.key = key
        }
    }

    /// The key as Figma sends it, e.g. `Title#5575:0`.
    var key: String
    var kind: Kind
    var defaultValue: Value?
    var variantOptions: [String]?
    var preferredValues: [PreferredValue]?
    var location: SourceLocation?

    init(key: String, kind: Kind, defaultValue: Value? = nil, variantOptions: [String]? = nil,
                preferredValues: [PreferredValue]? = nil, location: SourceLocation? = nil) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.variantOptions = variantOptions
        self.preferredValues = preferredValues
        self.location = location
    }

    /// The display name Code Connect uses: the key without everything from its last `#`.
    var name: String { Self.displayName(ofKey: key) }

    static func displayName(ofKey key: String) -> String {
        FigmaPropertyName(key).displayName
    }
}
