/// One token as written in one source, before merging and alias resolution.
struct TokenDefinition {
    var path: [String]
    var key: String
    /// `$value`, or for a token written as `{"$ref": ...}` alone, that reference object.
    var value: JSONValue
    /// The `$value` key (or `$ref` key): where value errors point when nothing more precise exists.
    var valueLocation: SourceLocation
    var explicitType: TokenType?
    var description: String?
    var deprecated: DeprecatedProperty?
    var extensions: JSONValue?
    /// The token's own key.
    var location: SourceLocation
    var file: String
    /// Keys of tokens this value may depend on: alias paths, and every prefix of a JSON Pointer
    /// (the pointer's token is one of them). Used to order resolution and share invariant tokens.
    var references: [String]
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
