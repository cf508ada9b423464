/// Where a token lives in the generated API: `AurumColors` + `[]` + `textBrandNormal` (flat) or
/// `AurumColors` + `["Text", "Brand"]` + `normal` (nested).
struct SwiftTokenName: Hashable, Sendable {
    var namespace: String
    /// Nested type names inside the namespace (empty in flat naming).
    var nesting: [String]
    /// Unescaped member name.
    var member: String

    /// `AurumColors.Text.Brand` — the type that declares the member.
    var owner: String { nesting.isEmpty ? namespace : ([namespace] + nesting).joined(separator: ".") }
    /// `AurumColors.Text.Brand.normal`, escaped for use in code.
    var qualified: String { owner + "." + SwiftIdentifier.escaped(member) }
}

/// Every token's Swift name, index for index (nil where one cannot be derived or collides), and the
/// diagnostics saying why.
struct SwiftTokenNames: Sendable {
    var names: [SwiftTokenName?]
    var diagnostics: [Diagnostic]

    init(_ tokens: [SwiftGenerationInput.Token], options: SwiftGenerationOptions) {
        var collector = DiagnosticCollector()
        names = SwiftTokenNamer(options: options).names(for: tokens, diagnostics: &collector)
        diagnostics = collector.diagnostics
    }
}

/// Assigns Swift names to tokens and reports names that cannot be derived or that collide.
struct SwiftTokenNamer {
    var options: SwiftGenerationOptions
    /// Generated type names a namespace may not take (the context and modal wrapper types).
    var reservedTypeNames: Set<String>
    /// Per namespace, names its type already declares (`AurumStrokeStyle.solid`).
    var reservedMembers: [String: Set<String>] = [:]

    init(options: SwiftGenerationOptions) {
        self.options = options
        self.reservedTypeNames = SwiftTemplateNames.reservedTypeNames(prefix: options.prefix)
        self.reservedMembers = SwiftTemplateNames.reservedMembers(prefix: options.prefix)
    }

    /// Namespace for tokens whose path has a single segment.
    var rootNamespace: String { options.prefix + "Tokens" }

    /// Names for `tokens`, index for index; nil where a diagnostic was emitted.
    func names(for tokens: [SwiftGenerationInput.Token], diagnostics: inout DiagnosticCollector) -> [SwiftTokenName?] {
        // Per namespace, scope-qualified names → token index: members, and nested types (which tokens
        // may share). Keyed by namespace first, so flat names need no concatenated key.
        var members: [String: [String: Int]] = [:]
        var types: [String: [String: Int]] = [:]
        var result: [SwiftTokenName?] = []
        result.reserveCapacity(tokens.count)
        // Tokens come in runs of one namespace: its reserved names are looked up once per run.
        var runNamespace: String?
        var runIsReservedType = false
        var runReservedMembers: Set<String>?
        let derived = derivedNames(for: tokens)
        for index in tokens.indices {
            // The whole token is copied only to report a problem.
            guard let name = derived[index] else {
                let token = tokens[index]
                diagnostics.error("cannot derive a Swift name from token '\(token.path.joined(separator: "."))': it has no letters or digits",
                                  at: token.location)
                result.append(nil)
                continue
            }
            if name.namespace != runNamespace {
                runNamespace = name.namespace
                runIsReservedType = reservedTypeNames.contains(name.namespace)
                runReservedMembers = reservedMembers[name.namespace]
            }
            if runIsReservedType {
                diagnostics.error("token group '\(tokens[index].path[0])' would become namespace '\(name.namespace)', which the generator already declares; rename it with a 'namespaces' entry in the configuration",
                                  at: tokens[index].location)
                result.append(nil)
                continue
            }
            // What the token adds directly to its namespace: its outermost nested type, or itself.
            let clash = name.nesting.first ?? name.member
            if runReservedMembers?.contains(clash) == true {
                diagnostics.error("token '\(tokens[index].path.joined(separator: "."))' would be generated as '\(name.namespace).\(clash)', which the type '\(name.namespace)' already declares; rename the token or give group '\(tokens[index].path[0])' its own namespace with a 'namespaces' entry in the configuration",
                                  at: tokens[index].location)
                result.append(nil)
                continue
            }
            // Nested types share their parent's scope with members: claim them too, but let tokens share them.
            var collided = false
            for depth in 0..<name.nesting.count {
                let key = scopeKey(name.nesting[..<depth], name.nesting[depth])
                if let other = members[name.namespace]?[key] {
                    report(tokens[index], tokens[other], name: SwiftTokenName(namespace: name.namespace, nesting: Array(name.nesting[..<depth]), member: name.nesting[depth]), &diagnostics)
                    collided = true
                    break
                }
                if types[name.namespace]?[key] == nil { types[name.namespace, default: [:]][key] = index }
            }
            if collided { result.append(nil); continue }
            let key = scopeKey(name.nesting[...], name.member)
            if !types.isEmpty, let other = types[name.namespace]?[key] {
                report(tokens[index], tokens[other], name: name, &diagnostics)
                result.append(nil)
                continue
            }
            // Claim the name in one lookup; on a clash the first claimant keeps it.
            if let other = members[name.namespace, default: [:]].updateValue(index, forKey: key) {
                members[name.namespace]![key] = other
                report(tokens[index], tokens[other], name: name, &diagnostics)
                result.append(nil)
                continue
            }
            result.append(name)
        }
        return result
    }

    /// `name(for:)` of every token, on every core (each name depends on its own path only), in token order.
    private func derivedNames(for tokens: [SwiftGenerationInput.Token]) -> [SwiftTokenName?] {
        let total = tokens.count
        let runs = ParallelMap.runs(total)
        let parts = ParallelMap.map(runs.count) { r in runs[r].map { name(for: tokens[$0].path) } }
        var names: [SwiftTokenName?] = []
        names.reserveCapacity(total)
        for part in parts { names.append(contentsOf: part) }
        return names
    }

    func name(for fullPath: [String]) -> SwiftTokenName? {
        // `$root` names a group's own value: `color.accent.$root` is `accent`.
        let path = fullPath.contains("$root") ? fullPath.filter { $0 != "$root" } : fullPath
        guard let first = path.first else { return nil }
        if path.count == 1 {
            guard let member = SwiftNaming.identifier(path, case: .lowerCamel) else { return nil }
            return SwiftTokenName(namespace: rootNamespace, nesting: [], member: member)
        }
        let suffix = options.namespaces[first] ?? SwiftTemplateNames.defaultNamespaces[first] ?? SwiftNaming.identifier([first], case: .upperCamel)
        guard let suffix else { return nil }
        let namespace = options.prefix + suffix
        let rest = path.dropFirst()
        switch options.naming {
        case .flat:
            guard let member = SwiftNaming.identifier(rest, case: .lowerCamel) else { return nil }
            return SwiftTokenName(namespace: namespace, nesting: [], member: member)
        case .nested:
            var nesting: [String] = []
            for segment in rest.dropLast() {
                guard let type = SwiftNaming.identifier([segment], case: .upperCamel) else { return nil }
                nesting.append(type)
            }
            guard let member = SwiftNaming.identifier([rest.last!], case: .lowerCamel) else { return nil }
            return SwiftTokenName(namespace: namespace, nesting: nesting, member: member)
        }
    }

    /// A name within its namespace: nested type names and the member, `\u{1F}`-separated.
    private func scopeKey(_ nesting: ArraySlice<String>, _ member: String) -> String {
        if nesting.isEmpty { return member }
        var key = ""
        for type in nesting { key += type; key += "\u{1F}" }
        key += member
        return key
    }

    private func report(_ token: SwiftGenerationInput.Token, _ first: SwiftGenerationInput.Token, name: SwiftTokenName,
                        _ diagnostics: inout DiagnosticCollector) {
        let path = token.path.joined(separator: ".")
        let firstPath = first.path.joined(separator: ".")
        diagnostics.error("token '\(path)' and token '\(firstPath)' would both be generated as '\(name.owner).\(name.member)'; rename one of them",
                          at: token.location,
                          notes: [.init("'\(firstPath)' is defined here", at: first.location)])
    }
}
