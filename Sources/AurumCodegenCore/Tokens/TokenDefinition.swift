/// One token as written in one source, before merging and alias resolution. A class: contexts and
/// `$extends` share definitions by reference, never copying them.
final class TokenDefinition {
    let path: [String]
    let key: String
    /// `$value`, or for a token written as `{"$ref": ...}` alone, that reference object.
    private(set) var value: JSONValue
    /// The `$value` key (or `$ref` key): where value errors point when nothing more precise exists.
    let valueLocation: SourceLocation
    let explicitType: TokenType?
    /// The value is a curly alias (`"{a.b}"`), so its one reference is the alias target.
    let isCurlyAlias: Bool
    /// The token's own key.
    let location: SourceLocation
    /// Keys of tokens this value may depend on: alias paths, and every prefix of a JSON Pointer
    /// (the pointer's token is one of them). Read once, as slots, by `DefinitionTable.resolveReferences`, which empties it.
    fileprivate(set) var references: [String]
    /// `$description`, `$deprecated` and `$extensions`, boxed: most tokens have none, and a definition
    /// exists per token per source, so inline they would be most of its size.
    private let metadata: Metadata?

    private final class Metadata {
        let description: String?
        let deprecated: DeprecatedProperty?
        let extensions: JSONValue?

        init(description: String?, deprecated: DeprecatedProperty?, extensions: JSONValue?) {
            self.description = description
            self.deprecated = deprecated
            self.extensions = extensions
        }
    }

    var description: String? { metadata?.description }
    var deprecated: DeprecatedProperty? { metadata?.deprecated }
    var extensions: JSONValue? { metadata?.extensions }
    /// The source's display path (every location of a definition is in its own source).
    var file: String { location.file }

    init(path: [String], key: String, value: JSONValue, valueLocation: SourceLocation, explicitType: TokenType?,
         description: String?, deprecated: DeprecatedProperty?, extensions: JSONValue?, location: SourceLocation,
         references: [String]) {
        self.path = path
        self.key = key
        self.value = value
        self.valueLocation = valueLocation
        self.explicitType = explicitType
        // A string value's only possible reference is the alias it is (see `collectReferences`).
        self.isCurlyAlias = references.count == 1 && value.string != nil
        self.location = location
        self.references = references
        metadata = description == nil && deprecated == nil && extensions == nil
            ? nil : Metadata(description: description, deprecated: deprecated, extensions: extensions)
    }

    /// Once every context is resolved the JSON value is never read again; dropping it
    /// frees the parsed token files before the resolved set is built (where loading peaks in memory).
    func dropSource() {
        value = JSONValue(.null, at: value.position)
    }
}

enum DeprecatedProperty: Hashable {
    case notDeprecated
    case deprecated(Deprecation)

    var value: Deprecation? {
        if case .deprecated(let d) = self { d } else { nil }
    }
}

/// A group's own properties as written in one source.
struct GroupDefinition {
    var path: [String]
    var key: String
    var type: TokenType?
    var description: String?
    var deprecated: DeprecatedProperty?
    var extensions: JSONValue?
    var extends: ExtendsReference?
    /// A `$ref` object with no children might be an alias token (`{"$ref": "#/base"}`) rather than an
    /// extension; which one is decided once the merged tokens are known. This is the token reading.
    var tokenCandidate: Int?
    var location: SourceLocation
}

struct ExtendsReference {
    /// Target group path, or nil when the reference text is malformed (already diagnosed).
    var target: [String]
    var text: String
    var location: SourceLocation
}

/// A parsed token source (one file or one inline source of a resolver).
struct ParsedSource {
    var file: String
    var tokens: [Int] = []
    var groups: [GroupDefinition] = []
}

/// All token definitions of a run; contexts refer to them by index, so nothing is copied per context.
final class DefinitionTable {
    var tokens: [TokenDefinition] = []
    /// Per definition, the slot of its own key once looked up (-1 before): a source shared by several
    /// contexts is merged once per context, and hashing every key again is most of merging.
    private var ownSlots: [Int] = []
    /// `references` as slots (-1 for a key no token has), per definition: `referenceStart[d]..<referenceStart[d + 1]`.
    private var referenceStart: [Int] = []
    private var referenceSlots: [Int] = []

    func add(_ definition: TokenDefinition) -> Int {
        tokens.append(definition)
        return tokens.count - 1
    }

    /// The slot of definition `id`'s own key, created on first use.
    func ownSlot(_ id: Int, in slots: SlotTable) -> Int {
        if ownSlots.count < tokens.count { ownSlots.append(contentsOf: repeatElement(-1, count: tokens.count - ownSlots.count)) }
        if ownSlots[id] >= 0 { return ownSlots[id] }
        let s = slots.slot(for: tokens[id].key, path: tokens[id].path)
        ownSlots[id] = s
        return s
    }

    /// Looks every definition's references up once, after merging (when no slot is added any more).
    func resolveReferences(in slots: SlotTable) {
        referenceStart = [0]
        referenceStart.reserveCapacity(tokens.count + 1)
        referenceSlots = []
        for definition in tokens {
            for key in definition.references { referenceSlots.append(slots.existing(key) ?? -1) }
            referenceStart.append(referenceSlots.count)
            definition.references = []
        }
    }

    /// Definition `id`'s references as slots (-1 for keys no token has); `resolveReferences` must have run.
    func references(of id: Int) -> ArraySlice<Int> {
        referenceSlots[referenceStart[id]..<referenceStart[id + 1]]
    }
}
