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

/// Every token's Swift name and, for colour tokens, its name in `Color.aurum` and the asset catalog, index for
/// index; the warnings saying which names the collision rule changed, and errors for `swift.names` entries
/// that cannot be used. The one derivation every output that shows a token's name reads.
struct SwiftTokenNames: Sendable {
    var names: [SwiftTokenName?]
    /// nil for tokens that are not colours.
    var colorNames: [String?]
    var diagnostics: [Diagnostic]

    init(_ tokens: [SwiftGenerationInput.Token], options: SwiftGenerationOptions) {
        var collector = DiagnosticCollector()
        let namer = SwiftTokenNamer(options: options)
        let bases = namer.derivedBases(for: tokens)
        let names = namer.names(for: tokens, bases: bases, diagnostics: &collector)
        self.names = names
        colorNames = namer.colorNames(for: tokens, names: names, bases: bases, diagnostics: &collector)
        diagnostics = collector.diagnostics
    }
}

/// Assigns Swift names to tokens: each derived from its path (`SwiftNaming`), clashes resolved by `SwiftNameRule`,
/// `swift.names` entries applied first.
struct SwiftTokenNamer {
    var options: SwiftGenerationOptions
    /// Generated type names a namespace may not take (the context and modal wrapper types), lowercased: their
    /// files must differ from a namespace's in more than case.
    var reservedTypeNames: Set<String>
    /// Per namespace, names its type already declares (`AurumStrokeStyle.solid`).
    var reservedMembers: [String: Set<String>] = [:]

    init(options: SwiftGenerationOptions) {
        self.options = options
        self.reservedTypeNames = Set(SwiftTemplateNames.reservedTypeNames(prefix: options.prefix).map { $0.lowercased() })
        self.reservedMembers = SwiftTemplateNames.reservedMembers(prefix: options.prefix)
    }

    /// Namespace for tokens whose path has a single segment, or whose group gives no name.
    var rootNamespace: String { options.prefix + "Tokens" }

    /// A token's path without `$root` segments (`color.accent.$root` is named as `color.accent`).
    static func path(_ fullPath: [String]) -> [String] {
        fullPath.contains("$root") ? fullPath.filter { $0 != "$root" } : fullPath
    }

    /// What a token's name is built from before any clash: its namespace, nested types and default member.
    struct Base {
        var namespace: String
        var nesting: [String]
        var member: String?
        /// The path, without `$root`.
        var path: [String]
    }

    /// Names for `tokens`, index for index (nil only where a `swift.names` entry is an error).
    func names(for tokens: [SwiftGenerationInput.Token], diagnostics: inout DiagnosticCollector) -> [SwiftTokenName?] {
        names(for: tokens, bases: derivedBases(for: tokens), diagnostics: &diagnostics)
    }

    /// `names(for:)` from the tokens' `base(for:)`, derived once for the members and the colour names.
    func names(for tokens: [SwiftGenerationInput.Token], bases: [Base], diagnostics: inout DiagnosticCollector) -> [SwiftTokenName?] {
        var bases = bases
        canonicalizeNamespaces(&bases, tokens, &diagnostics)
        // Scopes: a namespace, or a nested type in it. Nested types are held in their parent's scope.
        var scopes: [String] = []
        scopes.reserveCapacity(bases.count)
        var held: [String: Set<String>] = [:]
        for (namespace, members) in reservedMembers { held[namespace] = members }
        var seenTypes = Set<String>()
        for i in bases.indices {
            // A nested type the namespace's own type declares (`AurumShadow.Layer`) takes `Tokens` after its name.
            if let first = bases[i].nesting.first, reservedMembers[bases[i].namespace]?.contains(first) == true { bases[i].nesting[0] += "Tokens" }
            let base = bases[i]
            var scope = base.namespace
            for type in base.nesting {
                if seenTypes.insert(scope + "\u{1F}" + type).inserted { held[scope, default: []].insert(type) }
                scope += "\u{1F}" + type
            }
            scopes.append(scope)
        }
        let configured = configuredNames(tokens, bases: bases, scopes: scopes, held: &held, diagnostics: &diagnostics)
        var claimants: [SwiftNameRule.Claimant] = []
        var defaults: [String?] = []
        var indices: [Int] = []
        for i in bases.indices where configured[i] == nil {
            claimants.append(.init(scope: scopes[i], path: bases[i].path, levels: memberLevels(bases[i])))
            defaults.append(bases[i].member)
            indices.append(i)
        }
        let rule = SwiftNameRule(claimants: claimants, held: held)
        let resolved = rule.resolve(defaults: defaults) { c, level in member(bases[indices[c]], level: level) }
        var result = bases.map { SwiftTokenName(namespace: $0.namespace, nesting: $0.nesting, member: "") }
        for (c, i) in indices.enumerated() { result[i].member = resolved.names[c] }
        for i in bases.indices { if let name = configured[i] { result[i].member = name } }
        var report = SwiftNameCollisionReport()
        for collision in resolved.collisions {
            let i = indices[collision.claimant]
            let wanted = SwiftTokenName(namespace: bases[i].namespace, nesting: bases[i].nesting, member: collision.name).qualified
            let path = tokens[i].path.joined(separator: ".")
            if let keeper = collision.other.map({ indices[$0] }) {
                let other = tokens[keeper].path.joined(separator: ".")
                report.add("tokens '\(other)' and '\(path)' would both be generated as '\(wanted)'; they are generated as '\(result[keeper].qualified)' and '\(result[i].qualified)'",
                           pair: "'\(other)' and '\(path)' → '\(result[keeper].qualified)', '\(result[i].qualified)'",
                           at: tokens[i].location, notes: [.init("'\(other)' is defined here", at: tokens[keeper].location)])
            } else {
                report.add("token '\(path)' would be generated as '\(wanted)', which '\(result[i].owner)' already declares; it is generated as '\(result[i].qualified)'",
                           pair: "'\(path)' and '\(wanted)' (declared) → '\(result[i].qualified)'", at: tokens[i].location)
            }
        }
        diagnostics.append(contentsOf: report.diagnostics("token names"))
        for (c, i) in indices.enumerated() where defaults[c] == nil && !resolved.collisions.contains(where: { $0.claimant == c }) {
            diagnostics.warning("token '\(tokens[i].path.joined(separator: "."))' has no letters or digits after its group; it is generated as '\(result[i].qualified)'",
                                at: tokens[i].location)
        }
        // An entry that is an error leaves its token unnamed.
        return bases.indices.map { configured[$0] == "" ? nil : result[$0] }
    }

    /// Each colour token's name in `Color.aurum` and the asset catalog: its path after its group in
    /// lowerCamelCase, whatever `swift.naming` says (a one-segment path keeps its segment), or its `swift.names`
    /// entry; clashes, compared without case (a colour set is a folder), resolved by `SwiftNameRule`.
    func colorNames(for tokens: [SwiftGenerationInput.Token], names: [SwiftTokenName?], bases: [Base], diagnostics: inout DiagnosticCollector) -> [String?] {
        var result = [String?](repeating: nil, count: tokens.count)
        var claimants: [SwiftNameRule.Claimant] = []
        var defaults: [String?] = []
        var indices: [Int] = []
        var paths: [[String]] = []
        var held: [String: Int] = [:]
        let space = "Color.\(SwiftNaming.identifier([options.prefix], case: .lowerCamel) ?? options.prefix) and the asset catalog"
        for i in tokens.indices where tokens[i].type == .color && names[i] != nil {
            let path = bases[i].path
            if !options.names.isEmpty, let entry = options.names[tokens[i].path.joined(separator: ".")] ?? options.names[path.joined(separator: ".")] {
                let name = names[i]!.member
                if let other = held[name.lowercased()] {
                    diagnostics.error("'swift.names' gives colour tokens '\(tokens[other].path.joined(separator: "."))' and '\(tokens[i].path.joined(separator: "."))' names that are the same in \(space) ('\(result[other]!)', '\(name)')",
                                      at: entry.location)
                    continue
                }
                result[i] = name
                held[name.lowercased()] = i
                continue
            }
            claimants.append(.init(scope: "", path: path, levels: path.count > 1 ? 2 : 1))
            // In flat naming a token's default member is its colour name already.
            defaults.append(options.naming == .flat ? bases[i].member : Self.colorName(path, level: 0))
            indices.append(i)
            paths.append(path)
        }
        let rule = SwiftNameRule(claimants: claimants, ignoresCase: true, held: held.isEmpty ? [:] : ["": Set(held.keys)])
        let resolved = rule.resolve(defaults: defaults) { c, level in Self.colorName(paths[c], level: level) }
        for (c, i) in indices.enumerated() { result[i] = resolved.names[c] }
        var report = SwiftNameCollisionReport()
        for collision in resolved.collisions {
            let i = indices[collision.claimant]
            let path = tokens[i].path.joined(separator: ".")
            let keeper = collision.other.map { indices[$0] } ?? held[collision.name.lowercased()]
            guard let keeper else { continue }
            let other = tokens[keeper].path.joined(separator: ".")
            let same = (collision.otherName ?? result[keeper]!) == collision.name ? "" : " (names that differ only in case share one colour set)"
            report.add("colour tokens '\(other)' and '\(path)' would both be named '\(collision.name)' in \(space)\(same); they are named '\(result[keeper]!)' and '\(result[i]!)'",
                       pair: "'\(other)' and '\(path)' → '\(result[keeper]!)', '\(result[i]!)'", at: tokens[i].location)
        }
        diagnostics.append(contentsOf: report.diagnostics("colour names in \(space)"))
        return result
    }

    /// A colour's name at `level`: 0 the path after its group, 1 the whole path.
    static func colorName(_ path: [String], level: Int) -> String? {
        SwiftNaming.identifier(level == 0 && path.count > 1 ? path[SwiftNaming.letteredStart(path, from: 1)...] : path[...], case: .lowerCamel)
    }

    // MARK: Members

    /// Flat: the path after the group, then the whole path. Nested: the last segment, then one more segment
    /// to the left at a time up to the whole path. A name that would start with a digit starts at the nearest
    /// segment to its left that starts with a letter (`SwiftNaming.letteredStart`).
    private func memberLevels(_ base: Base) -> Int {
        guard base.path.count > 1 else { return 1 }
        return options.naming == .flat ? 2 : base.path.count
    }

    private func member(_ base: Base, level: Int) -> String? {
        let path = base.path
        if path.count == 1 { return SwiftNaming.identifier(path, case: .lowerCamel) }
        switch options.naming {
        case .flat: return SwiftNaming.identifier(level == 0 ? path[SwiftNaming.letteredStart(path, from: 1)...] : path[...], case: .lowerCamel)
        case .nested: return SwiftNaming.identifier(path[SwiftNaming.letteredStart(path, from: path.count - level - 1)...], case: .lowerCamel)
        }
    }

    /// `base(for:)` of every token, on every core (each depends on its own path only), in token order.
    func derivedBases(for tokens: [SwiftGenerationInput.Token]) -> [Base] {
        let total = tokens.count
        let runs = ParallelMap.runs(total)
        let parts = ParallelMap.map(runs.count) { r in runs[r].map { base(for: tokens[$0].path) } }
        var bases: [Base] = []
        bases.reserveCapacity(total)
        for part in parts { bases.append(contentsOf: part) }
        return bases
    }

    /// The namespace, nested types and default member of a path. A group whose name has no letters or digits
    /// puts its tokens in the root namespace; a nested group without them adds no type.
    func base(for fullPath: [String]) -> Base {
        let path = Self.path(fullPath)
        guard let first = path.first else { return Base(namespace: rootNamespace, nesting: [], member: nil, path: path) }
        let suffix = path.count == 1 ? nil
            : options.namespaces[first] ?? SwiftTemplateNames.defaultNamespaces[first] ?? SwiftNaming.identifier([first], case: .upperCamel)
        let namespace = suffix.map { options.prefix + $0 } ?? rootNamespace
        var base = Base(namespace: namespace, nesting: [], member: nil, path: path)
        if path.count == 1 {
            base.member = SwiftNaming.identifier(path, case: .lowerCamel)
            return base
        }
        switch options.naming {
        case .flat:
            base.member = SwiftNaming.identifier(path[SwiftNaming.letteredStart(path, from: 1)...], case: .lowerCamel)
        case .nested:
            base.nesting = path.dropFirst().dropLast().compactMap { SwiftNaming.identifier([$0], case: .upperCamel) }
            base.member = SwiftNaming.identifier(path[SwiftNaming.letteredStart(path, from: path.count - 1)...], case: .lowerCamel)
        }
        return base
    }

    /// The default (level 0) name of a token at `fullPath`, for names derived beside the tokens' (padding groups).
    func name(for fullPath: [String]) -> SwiftTokenName? {
        let base = base(for: fullPath)
        return base.member.map { SwiftTokenName(namespace: base.namespace, nesting: base.nesting, member: $0) }
    }

    /// `name(for:)` one level up at a time (`SwiftNameRule`), for names that clash with a token's.
    func name(for fullPath: [String], level: Int) -> SwiftTokenName? {
        let base = base(for: fullPath)
        guard level < memberLevels(base), let member = member(base, level: level) else { return nil }
        return SwiftTokenName(namespace: base.namespace, nesting: base.nesting, member: member)
    }

    // MARK: Namespaces

    /// A namespace the generator declares itself becomes `<namespace>Tokens`; namespaces that differ only in
    /// case (one file on a case-insensitive file system) become one, spelled as the first in path order.
    private func canonicalizeNamespaces(_ bases: inout [Base], _ tokens: [SwiftGenerationInput.Token], _ diagnostics: inout DiagnosticCollector) {
        var first: [String: Int] = [:]
        for i in bases.indices where first[bases[i].namespace] == nil { first[bases[i].namespace] = i }
        var nameless = Set<String>()
        for i in bases.indices where bases[i].namespace == rootNamespace && bases[i].path.count > 1 && nameless.insert(bases[i].path[0]).inserted {
            if options.namespaces[bases[i].path[0]] == nil, SwiftNaming.identifier([bases[i].path[0]], case: .upperCamel) == nil {
                diagnostics.warning("token group '\(bases[i].path[0])' has no letters or digits for a namespace name; its tokens are in '\(rootNamespace)'",
                                    at: tokens[i].location)
            }
        }
        var renamed: [String: String] = [:]
        for (namespace, i) in first.sorted(by: { $0.value < $1.value }) {
            var name = namespace
            while reservedTypeNames.contains(name.lowercased()) { name += "Tokens" }
            guard name != namespace else { continue }
            renamed[namespace] = name
            diagnostics.warning("token group '\(bases[i].path[0])' would become namespace '\(namespace)', which the generator declares itself; its tokens are in '\(name)'",
                                at: tokens[i].location)
        }
        var spellings: [String: [String]] = [:]
        for namespace in Set(first.keys.map { renamed[$0] ?? $0 }) { spellings[namespace.lowercased(), default: []].append(namespace) }
        for (_, names) in spellings where names.count > 1 {
            let kept = names.contains(rootNamespace) ? rootNamespace : names.min { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }!
            for name in names.sorted() where name != kept {
                for (original, i) in first.sorted(by: { $0.value < $1.value }) where (renamed[original] ?? original) == name {
                    renamed[original] = kept
                    diagnostics.warning("token group '\(bases[i].path[0])' would become namespace '\(name)', which differs from '\(kept)' only in case (one file on a case-insensitive file system); its tokens are in '\(kept)'",
                                        at: tokens[i].location)
                }
            }
        }
        guard !renamed.isEmpty else { return }
        for i in bases.indices { if let name = renamed[bases[i].namespace] { bases[i].namespace = name } }
    }

    // MARK: swift.names

    /// The `swift.names` entry of each token ("" where it is an error), added to `held` in its scope. An entry
    /// naming no token is a warning with a suggestion; one that is taken in its scope (by a name the scope
    /// declares, another entry, or another token's default name) an error at the entry.
    private func configuredNames(_ tokens: [SwiftGenerationInput.Token], bases: [Base], scopes: [String], held: inout [String: Set<String>],
                                 diagnostics: inout DiagnosticCollector) -> [String?] {
        var result = [String?](repeating: nil, count: tokens.count)
        let entries = configuredEntries(tokens, diagnostics: &diagnostics)
        guard !entries.isEmpty else { return result }
        var defaults: [String: [Int]] = [:]
        for i in bases.indices where entries[i] == nil {
            if let member = bases[i].member { defaults[scopes[i] + "\u{1F}" + member, default: []].append(i) }
        }
        var given: [String: Int] = [:]
        for (i, entry) in entries.sorted(by: { $0.value.path < $1.value.path }) {
            let key = scopes[i] + "\u{1F}" + entry.name
            let name = SwiftTokenName(namespace: bases[i].namespace, nesting: bases[i].nesting, member: entry.name)
            result[i] = ""
            if let other = given[key] {
                diagnostics.error("'swift.names' gives '\(entry.path)' and '\(entries[other]!.path)' the same name '\(name.qualified)'", at: entry.location,
                                  notes: [.init("'\(entries[other]!.path)' is renamed here", at: entries[other]!.location)])
            } else if held[scopes[i]]?.contains(entry.name) == true {
                diagnostics.error("'swift.names' names '\(entry.path)' '\(name.qualified)', which '\(name.owner)' already declares", at: entry.location)
            } else if let other = defaults[key]?.first {
                let path = tokens[other].path.joined(separator: ".")
                diagnostics.error("'swift.names' names '\(entry.path)' '\(name.qualified)', which is the name of token '\(path)'",
                                  at: entry.location, notes: [.init("'\(path)' is defined here", at: tokens[other].location)])
            } else {
                given[key] = i
                result[i] = entry.name
            }
        }
        for (_, i) in given { held[scopes[i], default: []].insert(result[i]!) }
        return result
    }

    /// Token index → its `swift.names` entry; entries that name no token are warnings here.
    func configuredEntries(_ tokens: [SwiftGenerationInput.Token], diagnostics: inout DiagnosticCollector)
        -> [Int: (path: String, name: String, location: SourceLocation?)] {
        guard !options.names.isEmpty else { return [:] }
        var byPath: [String: Int] = [:]
        for i in tokens.indices {
            byPath[tokens[i].path.joined(separator: ".")] = i
            let clean = Self.path(tokens[i].path).joined(separator: ".")
            if byPath[clean] == nil { byPath[clean] = i }
        }
        var entries: [Int: (path: String, name: String, location: SourceLocation?)] = [:]
        for (path, entry) in options.names.sorted(by: { $0.key < $1.key }) {
            guard let i = byPath[path] else {
                let suggestion = Suggestions.didYouMean(path, in: tokens.lazy.map { $0.path.joined(separator: ".") })
                diagnostics.warning("'swift.names' renames '\(path)', but no token has that path\(suggestion)", at: entry.location)
                continue
            }
            entries[i] = (path, entry.name, entry.location)
        }
        return entries
    }
}
