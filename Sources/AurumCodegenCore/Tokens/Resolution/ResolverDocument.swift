import Foundation

/// A parsed `*.resolver.json` (DTCG resolver module 2025.10), with every reference object resolved:
/// sets referenced from modifiers are inlined, file sources are located relative to the resolver file.
struct ResolverDocument {
    enum Source {
        /// A token file; `fragment` selects part of it; `overrides` are keys written beside `$ref`
        /// (shallow overrides, resolver syntax "Extending").
        /// `referenceOnly`: the tokens resolve and may be referenced but are not generated (Tokens Studio's
        /// `source` sets; `"$extensions": {"com.aurum.codegen": {"referenceOnly": true}}` beside the `$ref`).
        case file(URL, display: String, fragment: [String]?, overrides: [JSONObject.Member], location: SourceLocation, referenceOnly: Bool = false)
        /// Tokens written inside the resolver document; `id` identifies it for caching.
        case inline(JSONValue, id: String)
    }

    struct SetDefinition {
        var name: String
        var sources: [Source]
    }

    struct ModifierDefinition {
        var name: String
        var description: String?
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String
        var location: SourceLocation
        var extensions: JSONValue?
    }

    enum OrderItem {
        case set(SetDefinition)
        case modifier(ModifierDefinition)
    }

    var file: String
    var order: [OrderItem] = []

    /// The modifiers taking part, in first-use order.
    var modifiers: [ModifierDefinition] {
        order.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
    }
}

/// Reads a resolver document, collecting every problem.
struct ResolverDocumentParser {
    let file: String
    let baseDirectory: URL
    /// The 2025.10 schema forbids unknown properties on the root, a set and a modifier: errors in strict mode,
    /// warnings (ignored) in compatible mode.
    var strict = false
    var diagnostics = DiagnosticCollector()
    private var root = JSONObject()
    private var setCache: [String: [ResolverDocument.Source]] = [:]
    private var setsInProgress: Set<String> = []
    private var referencedModifiers: Set<String> = []

    init(file: String, baseDirectory: URL, strict: Bool = false) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.strict = strict
    }

    /// An unknown property: an error in strict mode, else a warning that it is ignored.
    private mutating func unknownProperty(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note]) {
        if strict {
            diagnostics.error("\(message) is not allowed by the 2025.10 resolver schema", at: location, notes: notes)
        } else {
            diagnostics.warning("\(message) is ignored", at: location, notes: notes)
        }
    }

    private func loc(_ p: JSONPosition) -> SourceLocation { p.location(in: file) }

    mutating func parse(_ json: JSONValue) -> ResolverDocument {
        var document = ResolverDocument(file: file)
        guard let object = json.object else {
            diagnostics.error("a resolver document must be a JSON object, found \(json.shortDescription)", at: json.location(in: file))
            return document
        }
        root = object
        let known = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"]
        for member in object where !known.contains(member.key) {
            var notes: [Diagnostic.Note] = []
            if let close = Suggestions.closest(to: member.key, in: known) { notes.append(.init("did you mean \"\(close)\"?")) }
            unknownProperty("unknown resolver property \"\(member.key)\"", at: loc(member.keyPosition), notes: notes)
        }
        if let v = object.member("version") {
            if v.value.string != "2025.10" {
                diagnostics.error(v.value.string != nil ? "unsupported resolver version \(v.value.shortDescription); this tool reads version \"2025.10\""
                                  : "the resolver version must be the string \"2025.10\", found \(v.value.shortDescription)", at: loc(v.keyPosition))
            }
        } else {
            diagnostics.error("the resolver document is missing \"version\" (must be \"2025.10\")", at: json.location(in: file))
        }
        for key in ["name", "description"] {
            if let m = object.member(key), m.value.string == nil {
                diagnostics.error("\"\(key)\" must be a string, found \(m.value.shortDescription)", at: loc(m.keyPosition))
            }
        }
        for key in ["sets", "modifiers"] {
            if let m = object.member(key), m.value.object == nil {
                diagnostics.error("\"\(key)\" must be an object mapping names to \(key), found \(m.value.shortDescription)", at: loc(m.keyPosition))
            }
        }
        guard let orderMember = object.member("resolutionOrder") else {
            diagnostics.error("the resolver document is missing \"resolutionOrder\"", at: json.location(in: file))
            return document
        }
        guard let items = orderMember.value.array, !items.isEmpty else {
            diagnostics.error("\"resolutionOrder\" must be a non-empty array of sets and modifiers, found \(orderMember.value.shortDescription)", at: loc(orderMember.keyPosition))
            return document
        }
        var names: [String: SourceLocation] = [:]
        for (i, item) in items.enumerated() {
            guard let parsed = orderItem(item, index: i) else { continue }
            let (name, at): (String, SourceLocation) = switch parsed {
            case .set(let s): (s.name, loc(item.position))
            case .modifier(let m): (m.name, loc(item.position))
            }
            if let first = names[name] {
                diagnostics.error("duplicate name \"\(name)\" in resolutionOrder", at: at, notes: [.init("first used here", at: first)])
                continue
            }
            names[name] = at
            document.order.append(parsed)
        }
        // Declared but unreferenced sets and modifiers are still checked, so mistakes surface early.
        for member in object["sets"]?.object ?? JSONObject() where setCache[member.key] == nil {
            _ = setSources(member.key, member: member)
        }
        for member in object["modifiers"]?.object ?? JSONObject() where !referencedModifiers.contains(member.key) {
            diagnostics.warning("modifier \"\(member.key)\" is not used in resolutionOrder", at: loc(member.keyPosition))
            _ = modifier(member.key, member.value, at: loc(member.keyPosition), inline: false)
        }
        return document
    }

    // MARK: resolutionOrder

    private mutating func orderItem(_ item: JSONValue, index: Int) -> ResolverDocument.OrderItem? {
        let at = loc(item.position)
        guard let object = item.object else {
            diagnostics.error("resolutionOrder[\(index)] must be a reference object or an inline set or modifier, found \(item.shortDescription)", at: at)
            return nil
        }
        if let ref = object.member("$ref") {
            let refAt = loc(ref.keyPosition)
            guard let text = ref.value.string, let segments = TokenPath.pointerSegments(text) else {
                diagnostics.error("resolutionOrder[\(index)] must reference \"#/sets/<name>\" or \"#/modifiers/<name>\", found \(ref.value.shortDescription)", at: refAt)
                return nil
            }
            if segments.first == "resolutionOrder" {
                diagnostics.error("invalid reference \(text): nothing may point into resolutionOrder", at: refAt)
                return nil
            }
            guard segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers" else {
                diagnostics.error("resolutionOrder[\(index)] must reference \"#/sets/<name>\" or \"#/modifiers/<name>\", found \"\(text)\"", at: refAt)
                return nil
            }
            let name = segments[1]
            guard let target = root[segments[0]]?.object?.member(name) else {
                var notes: [Diagnostic.Note] = []
                if let keys = root[segments[0]]?.object?.keys, let close = Suggestions.closest(to: name, in: keys) {
                    notes.append(.init("did you mean \"#/\(segments[0])/\(close)\"?"))
                }
                diagnostics.error("unknown reference \(text): no \(segments[0] == "sets" ? "set" : "modifier") named \"\(name)\"", at: refAt, notes: notes)
                return nil
            }
            if segments[0] == "modifiers" { referencedModifiers.insert(name) }
            if segments[0] == "sets" {
                return setSources(name, member: target).map { .set(.init(name: name, sources: $0)) }
            }
            return modifier(name, target.value, at: loc(target.keyPosition), inline: false).map { .modifier($0) }
        }
        guard let typeMember = object.member("type"), let nameMember = object.member("name") else {
            diagnostics.error("inline resolutionOrder[\(index)] needs both \"name\" and \"type\" (\"set\" or \"modifier\")", at: at)
            return nil
        }
        guard let name = nameMember.value.string else {
            diagnostics.error("\"name\" must be a string, found \(nameMember.value.shortDescription)", at: loc(nameMember.keyPosition))
            return nil
        }
        switch typeMember.value.string {
        case "set":
            warnUnknown(object, allowed: ["type", "name", "description", "sources", "$extensions"], what: "inline set \"\(name)\"")
            guard let sources = object.member("sources") else {
                diagnostics.error("inline set \"\(name)\" is missing \"sources\"", at: at)
                return nil
            }
            return .set(.init(name: name, sources: sourceList(sources, owner: "set \"\(name)\"", allowSets: true)))
        case "modifier":
            return modifier(name, item, at: at, inline: true).map { .modifier($0) }
        default:
            diagnostics.error("\"type\" must be \"set\" or \"modifier\", found \(typeMember.value.shortDescription)", at: loc(typeMember.keyPosition))
            return nil
        }
    }

    // MARK: sets and modifiers

    private mutating func setSources(_ name: String, member: JSONObject.Member) -> [ResolverDocument.Source]? {
        if let cached = setCache[name] { return cached }
        if setsInProgress.contains(name) {
            diagnostics.error("circular reference: set \"\(name)\" includes itself", at: loc(member.keyPosition))
            return nil
        }
        guard let object = member.value.object else {
            diagnostics.error("set \"\(name)\" must be an object with \"sources\", found \(member.value.shortDescription)", at: loc(member.keyPosition))
            return nil
        }
        warnUnknown(object, allowed: ["description", "sources", "$extensions"], what: "set \"\(name)\"")
        guard let sources = object.member("sources") else {
            diagnostics.error("set \"\(name)\" is missing \"sources\"", at: loc(member.keyPosition))
            return nil
        }
        setsInProgress.insert(name)
        let list = sourceList(sources, owner: "set \"\(name)\"", allowSets: true)
        setsInProgress.remove(name)
        setCache[name] = list
        return list
    }

    private mutating func warnUnknown(_ object: JSONObject, allowed: [String], what: String) {
        for member in object where !allowed.contains(member.key) {
            var notes: [Diagnostic.Note] = []
            if let close = Suggestions.closest(to: member.key, in: allowed) { notes.append(.init("did you mean \"\(close)\"?")) }
            unknownProperty("unknown property \"\(member.key)\" in \(what)", at: loc(member.keyPosition), notes: notes)
        }
    }

    private mutating func modifier(_ name: String, _ json: JSONValue, at location: SourceLocation, inline: Bool) -> ResolverDocument.ModifierDefinition? {
        guard let object = json.object else {
            diagnostics.error("modifier \"\(name)\" must be an object with \"contexts\", found \(json.shortDescription)", at: location)
            return nil
        }
        warnUnknown(object, allowed: (inline ? ["type", "name"] : []) + ["description", "contexts", "default", "$extensions"], what: "modifier \"\(name)\"")
        guard let contextsMember = object.member("contexts") else {
            diagnostics.error("modifier \"\(name)\" is missing \"contexts\"", at: location)
            return nil
        }
        guard let contexts = contextsMember.value.object else {
            diagnostics.error("\"contexts\" of modifier \"\(name)\" must be an object mapping context names to source arrays, found \(contextsMember.value.shortDescription)", at: loc(contextsMember.keyPosition))
            return nil
        }
        if contexts.count < 2 {
            diagnostics.error("modifier \"\(name)\" has \(contexts.count) context\(contexts.count == 1 ? "" : "s"); a modifier needs at least 2 (one is just a set)", at: loc(contextsMember.keyPosition))
            return nil
        }
        var list: [(name: String, sources: [ResolverDocument.Source])] = []
        for member in contexts {
            list.append((member.key, sourceList(member, owner: "context \"\(member.key)\" of modifier \"\(name)\"", allowSets: true)))
        }
        var defaultContext = list[0].name
        if let d = object.member("default") {
            if let s = d.value.string, list.contains(where: { $0.name == s }) {
                defaultContext = s
            } else {
                var notes: [Diagnostic.Note] = []
                if let s = d.value.string, let close = Suggestions.closest(to: s, in: list.map(\.name)) { notes.append(.init("did you mean \"\(close)\"?")) }
                diagnostics.error("default \(d.value.shortDescription) of modifier \"\(name)\" is not one of its contexts: \(list.map(\.name).joined(separator: ", "))", at: loc(d.keyPosition), notes: notes)
            }
        }
        var description: String?
        if let d = object.member("description") { description = d.value.string }
        return .init(name: name, description: description, contexts: list, defaultContext: defaultContext, location: location,
                     extensions: object["$extensions"])
    }

    // MARK: sources

    private mutating func sourceList(_ member: JSONObject.Member, owner: String, allowSets: Bool) -> [ResolverDocument.Source] {
        guard let items = member.value.array else {
            diagnostics.error("the sources of \(owner) must be an array, found \(member.value.shortDescription)", at: loc(member.keyPosition))
            return []
        }
        var out: [ResolverDocument.Source] = []
        for item in items {
            guard let object = item.object else {
                diagnostics.error("a source of \(owner) must be a reference object or inline tokens, found \(item.shortDescription)", at: loc(item.position))
                continue
            }
            guard let ref = object.member("$ref") else {
                out.append(.inline(item, id: "\(file)@\(item.position.offset)"))
                continue
            }
            let refAt = loc(ref.keyPosition)
            guard let text = ref.value.string else {
                diagnostics.error("$ref must be a string, found \(ref.value.shortDescription)", at: refAt)
                continue
            }
            // `com.aurum.codegen.referenceOnly` beside the `$ref` marks the source, and is not an override.
            var referenceOnly = false
            var overrides = object.members.filter { $0.key != "$ref" }
            if let i = overrides.firstIndex(where: { $0.key == "$extensions" }),
               let ours = overrides[i].value.object?[ExtensionValues.namespace]?.object, ours["referenceOnly"]?.bool == true {
                referenceOnly = true
                if overrides[i].value.object?.count == 1 { overrides.remove(at: i) }
            }
            if text.hasPrefix("#") {
                guard let segments = TokenPath.pointerSegments(text) else {
                    diagnostics.error("invalid JSON Pointer \"\(text)\"", at: refAt)
                    continue
                }
                switch segments.first {
                case "modifiers":
                    diagnostics.error("invalid reference \(text): \(owner) must not reference a modifier; only resolutionOrder may", at: refAt)
                case "resolutionOrder":
                    diagnostics.error("invalid reference \(text): nothing may point into resolutionOrder", at: refAt)
                case "sets" where segments.count == 2:
                    guard let target = root["sets"]?.object?.member(segments[1]) else {
                        var notes: [Diagnostic.Note] = []
                        if let keys = root["sets"]?.object?.keys, let close = Suggestions.closest(to: segments[1], in: keys) {
                            notes.append(.init("did you mean \"#/sets/\(close)\"?"))
                        }
                        diagnostics.error("unknown reference \(text): no set named \"\(segments[1])\"", at: refAt, notes: notes)
                        continue
                    }
                    out.append(contentsOf: setSources(segments[1], member: target) ?? [])
                default:
                    // Any other same-document location holding tokens (e.g. bundled "$defs").
                    var current = JSONValue(.object(root), at: JSONPosition(line: 1, column: 1, offset: 0))
                    var found = true
                    for segment in segments {
                        if let next = current[segment] { current = next } else if let a = current.array, let i = Int(segment), i >= 0, i < a.count { current = a[i] } else { found = false; break }
                    }
                    guard found, current.object != nil else {
                        diagnostics.error("unknown reference \(text): nothing holding tokens at that location", at: refAt)
                        continue
                    }
                    out.append(.inline(current, id: "\(file)@\(current.position.offset)"))
                }
                continue
            }
            if text.contains("://") {
                diagnostics.error("remote reference \"\(text)\" is not supported; reference token files by relative path", at: refAt)
                continue
            }
            let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            var fragment: [String]?
            if parts.count == 2 {
                let f = String(parts[1])
                fragment = TokenPath.pointerSegments("#" + (f.hasPrefix("/") ? f : "/" + f))
            }
            let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
            out.append(.file(url, display: TokenLoader.displayPath(for: url), fragment: fragment, overrides: overrides, location: refAt,
                             referenceOnly: referenceOnly))
        }
        return out
    }
}
