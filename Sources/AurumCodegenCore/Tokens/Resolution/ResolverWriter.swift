/// Writes a DTCG 2025.10 resolver document: named sets and modifiers referencing token files, and the
/// resolution order. `migrate` writes its resolver with it (`import figma-variables` has its own
/// `ResolverBuilder` with the same shape, to move here).
struct ResolverWriter {
    static let schema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    struct Source {
        /// Relative to the resolver document.
        var path: String
        /// Resolved and referenced, not generated (Tokens Studio's `source` sets).
        var referenceOnly = false
    }

    var name: String
    var description: String
    private var sets: [(String, JSONValue)] = []
    private var modifiers: [(String, JSONValue)] = []
    private var order: [JSONValue] = []
    private var names: Set<String> = []

    init(name: String, description: String) {
        self.name = name
        self.description = description
    }

    /// A name not yet used in `resolutionOrder` (sets and modifiers share one namespace there).
    private mutating func unique(_ name: String) -> String {
        var candidate = name.isEmpty ? "set" : name
        var n = 2
        while names.contains(candidate) { candidate = "\(name)-\(n)"; n += 1 }
        names.insert(candidate)
        return candidate
    }

    private static func sources(_ list: [Source]) -> JSONValue {
        GeneratedJSON.array(list.map { source in
            var members: [(String, JSONValue)] = [("$ref", GeneratedJSON.string(source.path))]
            if source.referenceOnly {
                members.append(("$extensions", GeneratedJSON.object([(ExtensionValues.namespace, GeneratedJSON.object([("referenceOnly", GeneratedJSON.bool(true))]))])))
            }
            return GeneratedJSON.object(members)
        })
    }

    /// `#/sets/a~1b`: pointer segments escape `~` and `/` (RFC 6901).
    private static func pointer(_ kind: String, _ name: String) -> String {
        "#/\(kind)/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    mutating func addSet(_ name: String, sources: [Source]) {
        let key = unique(name)
        sets.append((key, GeneratedJSON.object([("sources", Self.sources(sources))])))
        order.append(GeneratedJSON.object([("$ref", GeneratedJSON.string(Self.pointer("sets", key)))]))
    }

    mutating func addModifier(_ name: String, description: String?, contexts: [(name: String, sources: [Source])], default defaultContext: String,
                              extensions: JSONValue?) {
        let key = unique(name)
        var members: [(String, JSONValue)] = []
        if let description { members.append(("description", GeneratedJSON.string(description))) }
        members.append(("contexts", GeneratedJSON.object(contexts.map { ($0.name, Self.sources($0.sources)) })))
        members.append(("default", GeneratedJSON.string(defaultContext)))
        if let extensions { members.append(("$extensions", extensions)) }
        modifiers.append((key, GeneratedJSON.object(members)))
        order.append(GeneratedJSON.object([("$ref", GeneratedJSON.string(Self.pointer("modifiers", key)))]))
    }

    func render() -> String {
        var members: [(String, JSONValue)] = [
            ("$schema", GeneratedJSON.string(Self.schema)),
            ("name", GeneratedJSON.string(name)),
            ("version", GeneratedJSON.string("2025.10")),
            ("description", GeneratedJSON.string(description)),
        ]
        if !sets.isEmpty { members.append(("sets", GeneratedJSON.object(sets))) }
        if !modifiers.isEmpty { members.append(("modifiers", GeneratedJSON.object(modifiers))) }
        members.append(("resolutionOrder", GeneratedJSON.array(order)))
        return DTCGJSONRenderer.render(GeneratedJSON.object(members))
    }
}
