/// The one walk of a token document's group tree, shared by the two readers (`TokenFileParser` for DTCG
/// 2025.10, `DialectTokenParser` for the other dialects) so they cannot disagree on what the tree is: a
/// child's path, key and location, `$root` as a token of its group, and groups recorded children first.
/// The walk offers every member of a group to the reader, which reads it as a property of the group or
/// hands it back as a child; the walk then reads the child token or walks the child group.
protocol GroupTreeReader {
    /// What a reader keeps per group while its members are read (`scope(inheriting:)` decides what a
    /// child group inherits of it).
    associatedtype Scope
    var file: String { get }
    var diagnostics: DiagnosticCollector { get set }

    /// The scope a group's members start with; `parent` is the enclosing group's as it stood when the group
    /// was met (nil for the document root).
    func scope(inheriting parent: Scope?) -> Scope
    /// Reads `member` as a property of `group` (nil), or returns it as a child token or group.
    mutating func read(_ member: JSONObject.Member, of group: inout GroupDefinition, scope: inout Scope,
                       into source: inout ParsedSource) -> GroupTreeChild?
    mutating func readToken(_ object: JSONObject, path: [String], key: String, location: SourceLocation, scope: Scope,
                            into source: inout ParsedSource)
    /// After every member of `group` is read, before the group is recorded.
    mutating func finish(_ group: inout GroupDefinition, scope: Scope, into source: inout ParsedSource)
}

/// A group member that is a token or a group, as the reader classified it.
enum GroupTreeChild {
    case token(JSONObject)
    case group(JSONObject)
}

extension GroupTreeReader {
    /// Walks the whole document: its root must be an object (the root group).
    mutating func walkDocument(_ root: JSONValue) -> ParsedSource {
        var source = ParsedSource(file: file)
        guard let object = root.object else {
            diagnostics.error("a token document must be a JSON object, found \(root.shortDescription)", at: root.location(in: file))
            return source
        }
        walkGroup(object, path: [], key: "", location: root.location(in: file), parent: nil, into: &source)
        return source
    }

    private mutating func walkGroup(_ object: JSONObject, path: [String], key: String, location: SourceLocation, parent: Scope?,
                                    into source: inout ParsedSource) {
        var group = GroupDefinition(path: path, key: key, location: location)
        var scope = scope(inheriting: parent)
        // A group's properties apply to every member wherever they are written (`"$type"` after the tokens
        // too): they are read first, then the members in document order.
        var hasProperties = false
        for member in object where Self.isProperty(member.key) {
            hasProperties = true
            _ = read(member, of: &group, scope: &scope, into: &source)
        }
        for member in object where !hasProperties || !Self.isProperty(member.key) {
            let diagnosticsBefore = diagnostics.diagnostics.count
            guard let child = read(member, of: &group, scope: &scope, into: &source) else {
                // An entry that is neither token nor group (a number where a token is expected, a bad name) is
                // left out on its own too, not with its group or file (`tokens.skipInvalid`).
                if !member.key.hasPrefix("$"), diagnostics.diagnostics.count > diagnosticsBefore {
                    let errors = diagnostics.diagnostics[diagnosticsBefore...].filter { $0.severity == .error }
                    if !errors.isEmpty { source.invalid.append(InvalidToken(key: TokenPath.key(key, member.key), definition: nil, errors: errors)) }
                }
                continue
            }
            let name = member.key
            let childPath = path + [name]
            let childKey = TokenPath.key(key, name)
            let childLocation = member.keyPosition.location(in: file)
            switch child {
            case .token(let token):
                let (diagnosticsBefore, tokensBefore) = (diagnostics.diagnostics.count, source.tokens.count)
                readToken(token, path: childPath, key: childKey, location: childLocation, scope: scope, into: &source)
                // A token with an error of its own can be left out on its own (`tokens.skipInvalid`).
                if diagnostics.diagnostics.count > diagnosticsBefore {
                    let errors = diagnostics.diagnostics[diagnosticsBefore...].filter { $0.severity == .error }
                    if !errors.isEmpty {
                        source.invalid.append(InvalidToken(key: childKey, definition: source.tokens.count > tokensBefore ? source.tokens.last : nil,
                                                           errors: errors))
                    }
                }
            case .group(let nested):
                walkGroup(nested, path: childPath, key: childKey, location: childLocation, parent: scope, into: &source)
            }
        }
        finish(&group, scope: scope, into: &source)
        source.groups.append(group)
    }

    /// A group property (`$type`, `$description`, …): not `$root`, which is a token.
    private static func isProperty(_ key: String) -> Bool { key.hasPrefix("$") && key != "$root" }
}
