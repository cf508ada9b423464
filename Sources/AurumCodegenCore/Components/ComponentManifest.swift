/// One `tokens/components/<Name>.component.json`: a component's Figma mapping, valid combinations,
/// Code Connect example and documentation. See tokens/schemas/component-manifest.schema.json.
public struct ComponentManifest: Hashable, Sendable {
    public var file: String
    /// The start of the top-level object.
    public var location: SourceLocation
    public var name: Located<String>
    /// nil for code-only components; `figmaStatus` then says why.
    public var figmaNode: Located<FigmaNodeID>?
    public var figmaStatus: String?
    public var family: String
    public var platform: String
    public var summary: String
    public var description: [String]
    public var source: String
    public var codeConnect: CodeConnectInfo?
    public var properties: [FigmaProperty]
    public var slots: [ComponentSlot]
    public var codeOnlyParameters: [CodeOnlyParameter]
    public var constraints: [ManifestConstraint]
    public var intendedUse: IntendedUse?
    public var dont: [String]
    public var snapshots: SnapshotInfo?
    /// Token paths without braces (`color.text.brand.normal`).
    public var tokens: [Located<String>]
    public var icons: [Located<IconReference>]
    public var notes: [String]

    public func property(_ key: String) -> FigmaProperty? { properties.first { $0.key.value == key } }
    public func slot(_ key: String) -> ComponentSlot? { slots.first { $0.key.value == key } }
}

public struct CodeConnectInfo: Hashable, Sendable {
    /// The parser-based `.figma.swift` path the Aurum docs name.
    public var legacyFile: Located<String>
    public var imports: [String]
    public var example: CodeExample
}

public struct IntendedUse: Hashable, Sendable {
    public var summary: String
    public var guidelines: [String]
}

public struct SnapshotInfo: Hashable, Sendable {
    public struct Test: Hashable, Sendable {
        public var className: String
        public var method: String
    }

    public var device: String
    public var os: String
    public var xcode: String
    public var baselines: Int
    public var tests: [Test]
}

/// Which names of a manifest entry the design docs do not state.
public struct Assumed: Hashable, Sendable {
    public static let allowedParts = ["figmaName", "options", "layers", "swiftParameter", "swiftType", "swiftCases", "default", "values"]

    public var all: Bool
    public var parts: Set<String>

    public init(all: Bool = false, parts: Set<String> = []) {
        self.all = all
        self.parts = parts
    }

    public static let none = Assumed()

    public var isEmpty: Bool { !all && parts.isEmpty }
    public func contains(_ part: String) -> Bool { all || parts.contains(part) }
}
