/// One token as written in one source, before merging and alias resolution. A class: contexts and
/// `$extends` share definitions by reference, never copying them.
final class TokenDefinition {
    let path: [String]
    let key: String
    /// `$value`, or for a token written as `{"$ref": ...}` alone, that reference object.
    let value: JSONValue
    /// The `$value` key (or `$ref` key): where value errors point when nothing more precise exists.
    let valueLocation: SourceLocation
    let explicitType: TokenType?
    let description: String?
    let deprecated: DeprecatedProperty?
    let extensions: JSONValue?
    /// The token's own key.
    let location: SourceLocation
    let file: String
    /// Keys of tokens this value may depend on: alias paths, and every prefix of a JSON Pointer
    /// (the pointer's token is one of them). Used to order resolution and share invariant tokens.
    let references: [String]

    init(path: [String], key: String, value: JSONValue, valueLocation: SourceLocation, explicitType: TokenType?,
         description: String?, deprecated: DeprecatedProperty?, extensions: JSONValue?, location: SourceLocation,
         file: String, references: [String]) {
        self.path = path
        self.key = key
        self.value = value
        self.valueLocation = valueLocation
        self.explicitType = explicitType
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.location = location
        self.file = file
        self.references = references
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

    func add(_ definition: TokenDefinition) -> Int {
        tokens.append(definition)
        return tokens.count - 1
    }
}
