/// One token as written in one source, before merging and alias resolution. A class: contexts and
/// `$extends` share definitions by reference, never copying them.
final class TokenDefinition {
    let path: [String]
    let key: String
    /// `KeyTable.hash(key)`, computed while the parser has the key in cache.
    let keyHash: UInt64
    /// `$value`, or for a token written as `{"$ref": ...}` alone, that reference object.
    private(set) var value: JSONValue
    let explicitType: TokenType?
    /// The `$type` of the closest enclosing group in the token's own file: preferred to the merged groups' (a
    /// file's root `$type` is its own tokens' only, not those of other files merged under the same path).
    let groupType: TokenType?
    /// The value is a curly alias (`"{a.b}"`), so its one reference (see `DefinitionTable.add`) is the alias target.
    let isCurlyAlias: Bool
    /// The source's display path (every location of a definition is in its own source).
    let file: String
    // Lines and columns of `location` and `valueLocation`, without a copy of the file name each.
    private let line: UInt32, column: UInt32, valueLine: UInt32, valueColumn: UInt32

    /// The token's own key.
    var location: SourceLocation { SourceLocation(file: file, line: Int(line), column: Int(column)) }
    /// The `$value` key (or `$ref` key): where value errors point when nothing more precise exists.
    var valueLocation: SourceLocation { SourceLocation(file: file, line: Int(valueLine), column: Int(valueColumn)) }
    /// `$description`, `$deprecated` and `$extensions`, boxed: most tokens have none, and a definition
    /// exists per token per source, so inline they would be most of its size.
    private let metadata: Metadata?

    private final class Metadata {
        let description: String?
        let deprecated: DeprecatedProperty?
        let extensions: JSONValue?
        let extras: Extras?

        init(description: String?, deprecated: DeprecatedProperty?, extensions: JSONValue?, extras: Extras?) {
            self.description = description
            self.deprecated = deprecated
            self.extensions = extensions
            self.extras = extras
        }
    }

    /// What a definition needs beyond DTCG 2025.10: how its file's dialect reads it, a Tokens Studio
    /// colour modifier, a Figma alias, per-context values `migrate` wrote. Nil for almost every 2025.10
    /// token, so the 2025.10 path checks one optional and reads nothing else.
    final class Extras {
        /// The file's dialect (nil for a 2025.10 file: only `contextValues` can be set then).
        let profile: DialectProfile?
        /// How a string or plain number in the value is read (`DialectTypeMapping`).
        let rule: DialectType.ValueRule
        /// `$extensions["studio.tokens"].modify`.
        let modifier: ColorModifierSpec?
        /// `com.figma.aliasData`'s target as a token key: preferred over the literal when it exists here with the same type.
        let figmaAlias: String?
        /// `$extensions["com.aurum.codegen"].contextValues`: context id → the raw value in that context.
        let contextValues: [String: JSONValue]?
        /// Colour changes written beside the value (Primer `alpha`/`mix`, Paragon `modify`), applied in order.
        let adjustments: [ColorAdjustmentSpec]
        /// `"modify": "{key}"`: the Tokens Studio modifier is the value of the token `key` in each context.
        let modifierReference: (key: String, location: SourceLocation)?

        /// The value is a colour computed from the written one.
        var changesColor: Bool { modifier != nil || modifierReference != nil || !adjustments.isEmpty }

        init(profile: DialectProfile?, rule: DialectType.ValueRule = .standard, modifier: ColorModifierSpec? = nil,
             figmaAlias: String? = nil, contextValues: [String: JSONValue]? = nil, adjustments: [ColorAdjustmentSpec] = [],
             modifierReference: (key: String, location: SourceLocation)? = nil) {
            self.profile = profile
            self.rule = rule
            self.modifier = modifier
            self.figmaAlias = figmaAlias
            self.contextValues = contextValues
            self.adjustments = adjustments
            self.modifierReference = modifierReference
        }
    }

    var description: String? { metadata?.description }
    var deprecated: DeprecatedProperty? { metadata?.deprecated }
    var extensions: JSONValue? { metadata?.extensions }
    var extras: Extras? { metadata?.extras }

    init(path: [String], key: String, value: JSONValue, valueLocation: SourceLocation, explicitType: TokenType?,
         description: String?, deprecated: DeprecatedProperty?, extensions: JSONValue?, location: SourceLocation,
         isCurlyAlias: Bool = false, extras: Extras? = nil, groupType: TokenType? = nil) {
        self.path = path
        self.groupType = groupType
        self.key = key
        keyHash = KeyTable.hash(key)
        self.value = value
        self.explicitType = explicitType
        self.isCurlyAlias = isCurlyAlias
        file = location.file
        line = UInt32(clamping: location.line)
        column = UInt32(clamping: location.column)
        valueLine = UInt32(clamping: valueLocation.line)
        valueColumn = UInt32(clamping: valueLocation.column)
        metadata = description == nil && deprecated == nil && extensions == nil && extras == nil
            ? nil : Metadata(description: description, deprecated: deprecated, extensions: extensions, extras: extras)
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
    /// Tokens Studio's `source` status (or `com.aurum.codegen.referenceOnly` beside a resolver `$ref`): the
    /// tokens resolve and may be referenced, but are not generated.
    var referenceOnly = false
    /// Tokens whose reading reported an error of their own.
    var invalid: [InvalidToken] = []
}

/// A token that could not be read: the errors reading it reported, and its definition when one was made.
struct InvalidToken: Hashable {
    var key: String
    var definition: Int?
    var errors: [Diagnostic]
}

/// All token definitions of a run; contexts refer to them by index, so nothing is copied per context.
final class DefinitionTable {
    var tokens: [TokenDefinition] = []
    /// Per definition, the slot of its own key once looked up (-1 before): a source shared by several
    /// contexts is merged once per context, and hashing every key again is most of merging.
    private var ownSlots: [Int] = []
    /// Every definition's references, in one array rather than one per definition: definition `d`'s are
    /// `referenceStart[d]..<referenceStart[d + 1]`, first as keys, then (from `resolveReferences` on) as slots.
    private var referenceStart: [Int] = [0]
    private var referenceKeys: [String] = []
    private var referenceHashes: [UInt64] = []
    private var referenceSlots: [Int] = []

    /// Adds a definition with the keys of the tokens its value may depend on: alias paths, and every prefix
    /// of a JSON Pointer (the pointer's token is one of them).
    func add(_ definition: TokenDefinition, references: [String]) -> Int {
        tokens.append(definition)
        referenceKeys.append(contentsOf: references)
        for key in references { referenceHashes.append(KeyTable.hash(key)) }
        referenceStart.append(referenceKeys.count)
        return tokens.count - 1
    }

    /// The slot of definition `id`'s own key, created on first use.
    func ownSlot(_ id: Int, in slots: SlotTable) -> Int {
        if ownSlots.count < tokens.count { ownSlots.append(contentsOf: repeatElement(-1, count: tokens.count - ownSlots.count)) }
        if ownSlots[id] >= 0 { return ownSlots[id] }
        let s = slots.slot(for: tokens[id].key, hash: tokens[id].keyHash, path: tokens[id].path)
        ownSlots[id] = s
        if hasDottedNames { noteSpelling(id, slot: s, slots: slots) }
        return s
    }

    /// Compatible mode read a name with a `.` (`"0.5"`): its key may spell a nested path too (`spacing.0.5`).
    var hasDottedNames = false
    /// Per slot, the first definition of each path spelling its key; a second spelling is ambiguous.
    private var spellings: [Int: [Int]] = [:]
    private(set) var ambiguousKeys: [(first: Int, other: Int)] = []

    private func noteSpelling(_ id: Int, slot: Int, slots: SlotTable) {
        let known = spellings[slot, default: []]
        if known.contains(where: { tokens[$0].path == tokens[id].path }) { return }
        if let first = known.first { ambiguousKeys.append((first, id)) }
        spellings[slot, default: []].append(id)
    }

    /// One error per key two paths spell (`"a.b"` as one name and `a` → `b` nested), listing both.
    func ambiguityErrors() -> [Diagnostic] {
        ambiguousKeys.map { pair in
            let (a, b) = (tokens[pair.first], tokens[pair.other])
            func spelled(_ path: [String]) -> String { path.map { "\"\($0)\"" }.joined(separator: " → ") }
            return .error("{\(b.key)} is ambiguous: it names both \(spelled(a.path)) and \(spelled(b.path)); rename one",
                          at: b.location, notes: [.init("\(spelled(a.path)) is defined here", at: a.location)])
        }
    }

    /// Looks every definition's references up once, after merging (when no slot is added any more).
    func resolveReferences(in slots: SlotTable, displayNames: DisplayNameIndex? = nil) {
        referenceSlots = zip(referenceKeys, referenceHashes).map { slots.existing($0, hash: $1) ?? -1 }
        if let displayNames, referenceSlots.contains(-1) {
            // Compatible mode: a key no token has may name one by its display name; found here, it orders
            // resolution like any reference. Its definition looks it up again where it is read (to count it).
            for d in 0..<tokens.count {
                for r in referenceStart[d]..<referenceStart[d + 1] where referenceSlots[r] < 0 {
                    let candidates = displayNames.candidates(for: referenceKeys[r])
                    guard !candidates.isEmpty else { continue }
                    if candidates.count == 1 { referenceSlots[r] = candidates[0] } else { displayNameCandidates[d, default: []] += candidates }
                    byDisplayName.insert(d)
                }
            }
        }
        referenceKeys = []
        referenceHashes = []
    }

    /// Definitions with a reference that no key matches but a display name does (`DisplayNameIndex`).
    private(set) var byDisplayName = Set<Int>()
    /// Per definition, the slots a display-name reference with several candidates may find (which one depends
    /// on the context), so the definition depends on their modifiers.
    private(set) var displayNameCandidates: [Int: [Int]] = [:]

    /// Definition `id`'s references as slots (-1 for keys no token has); `resolveReferences` must have run.
    func references(of id: Int) -> ArraySlice<Int> {
        referenceSlots[referenceStart[id]..<referenceStart[id + 1]]
    }
}
