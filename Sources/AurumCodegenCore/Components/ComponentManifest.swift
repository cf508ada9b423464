/// One `tokens/components/<Name>.component.json`: a component's Figma mapping, valid combinations,
/// Code Connect example and documentation. See tokens/schemas/component-manifest.schema.json.
package struct ComponentManifest: Hashable, Sendable {
    var file: String
    /// The start of the top-level object.
    var location: SourceLocation
    var name: Located<String>
    /// nil for code-only components; `figmaStatus` then says why.
    var figmaNode: Located<FigmaNodeID>?
    var figmaStatus: String?
    var family: String
    var platform: String
    var summary: String
    var description: [String]
    var source: String
    var codeConnect: CodeConnectInfo?
    var properties: [FigmaProperty]
    var slots: [ComponentSlot]
    var codeOnlyParameters: [CodeOnlyParameter]
    var constraints: [ManifestConstraint]
    var intendedUse: IntendedUse?
    var dont: [String]
    var snapshots: SnapshotInfo?
    /// Token paths without braces (`color.text.brand.normal`).
    var tokens: [Located<String>]
    var icons: [Located<IconReference>]
    var notes: [String]

    func property(_ key: String) -> FigmaProperty? { properties.first { $0.key.value == key } }
    func slot(_ key: String) -> ComponentSlot? { slots.first { $0.key.value == key } }
}

struct CodeConnectInfo: Hashable, Sendable {
    /// The parser-based `.figma.swift` path the Aurum docs name.
    var legacyFile: Located<String>
    var imports: [String]
    var example: CodeExample
}

struct IntendedUse: Hashable, Sendable {
    var summary: String
    var guidelines: [String]
}

struct SnapshotInfo: Hashable, Sendable {
    struct Test: Hashable, Sendable {
        var className: String
        var method: String
    }

    var device: String
    var os: String
    var xcode: String
    var baselines: Int
    var tests: [Test]
}

/// Which names of a manifest entry the design docs do not state.
struct Assumed: Hashable, Sendable {
    static let allowedParts = ["figmaName", "options", "layers", "swiftParameter", "swiftType", "swiftCases", "default", "values"]

    var all: Bool
    var parts: Set<String>

    init(all: Bool = false, parts: Set<String> = []) {
        self.all = all
        self.parts = parts
    }

    static let none = Assumed()

    var isEmpty: Bool { !all && parts.isEmpty }
    func contains(_ part: String) -> Bool { all || parts.contains(part) }
}
