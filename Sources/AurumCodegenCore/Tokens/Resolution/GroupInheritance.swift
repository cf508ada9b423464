/// Token keys ↔ dense slot numbers, shared by all contexts so per-context state is plain arrays.
/// Slots are created in source order of first definition, which is the output order.
final class SlotTable {
    private var index = KeyTable()
    private(set) var keys: [String] = []
    private(set) var paths: [[String]] = []
    /// Per slot, its enclosing group's key as an index into `groupKeys`: contexts cache inherited
    /// properties per group, so a token's parent key is found once per run, not built and hashed per context.
    private(set) var parents: [Int32] = []
    private(set) var groupKeys: [String] = []
    private var groupIndex: [String: Int32] = [:]

    var count: Int { keys.count }

    /// Room for `n` slots up front: growing these by doubling leaves freed blocks behind, which at 100k
    /// tokens add up to megabytes of resident memory.
    func reserveCapacity(_ n: Int) {
        index.reserveCapacity(n, keys: keys)
        keys.reserveCapacity(n)
        paths.reserveCapacity(n)
        parents.reserveCapacity(n)
    }

    func slot(for key: String, path: @autoclosure () -> [String]) -> Int {
        slot(for: key, hash: KeyTable.hash(key), path: path())
    }

    /// `hash` is `KeyTable.hash(key)`, computed earlier by a caller that had the key's bytes at hand.
    func slot(for key: String, hash: UInt64, path: @autoclosure () -> [String]) -> Int {
        if let s = index.find(key, hash: hash, keys: keys) { return s }
        let s = keys.count
        keys.append(key)
        index.insert(hash: hash, slot: s, keys: keys)
        paths.append(path())
        parents.append(parentGroup(of: key, lastSegment: paths[s].last?.utf8.count ?? 0))
        return s
    }

    func existing(_ key: String) -> Int? { index.find(key, hash: KeyTable.hash(key), keys: keys) }

    func existing(_ key: String, hash: UInt64) -> Int? { index.find(key, hash: hash, keys: keys) }

    /// Tokens come group by group, so the previous token's parent is checked first, by bytes, before
    /// building and hashing the parent key.
    /// The parent is the key without its last segment, measured by the path (a segment may hold a `.`).
    private func parentGroup(of key: String, lastSegment: Int) -> Int32 {
        let bytes = key.utf8
        let parentBytes = bytes.prefix(max(0, bytes.count - lastSegment - 1))
        if let last = parents.last {
            let previous = groupKeys[Int(last)].utf8
            if previous.count == parentBytes.count && previous.elementsEqual(parentBytes) { return last }
        }
        let parent = String(decoding: parentBytes, as: UTF8.self)
        if let id = groupIndex[parent] { return id }
        let id = Int32(groupKeys.count)
        groupIndex[parent] = id
        groupKeys.append(parent)
        return id
    }
}

/// A group's properties after merging all sources of a context (later sources win per property).
struct MergedGroup {
    var path: [String]
    var type: TokenType?
    var description: String?
    var deprecated: DeprecatedProperty?
    var extensions: JSONValue?
    var extends: ExtendsReference?
    var tokenCandidate: Int?
    var location: SourceLocation
}

/// The single token structure of one context: the ordered overlay of its sources (resolver
/// "Ordering" step), with `$extends` applied. Tokens are referenced by definition index, not copied.
struct MergedContext {
    /// Definition index per slot; -1 when the context lacks that token.
    var slotDef: [Int]
    var groups: [String: MergedGroup] = [:]
    var groupOrder: [String] = []
    private var typeCache: [String: TokenType?] = [:]
    /// `inheritedType` per `SlotTable.groupKeys` index: nil when not yet looked up.
    private var typeByGroup: [TokenType??] = []
    private var deprecatedCache: [String: DeprecatedProperty?] = [:]

    init(slotCount: Int) { slotDef = Array(repeating: -1, count: slotCount) }

    func definition(_ slot: Int) -> Int { slot < slotDef.count ? slotDef[slot] : -1 }

    mutating func set(_ slot: Int, _ def: Int) {
        if slot >= slotDef.count { slotDef.append(contentsOf: repeatElement(-1, count: slot + 1 - slotDef.count)) }
        slotDef[slot] = def
    }

    /// The `$type` the token at `slot` inherits from its groups.
    mutating func inheritedType(slot: Int, in slots: SlotTable) -> TokenType? {
        let group = Int(slots.parents[slot])
        if group < typeByGroup.count, let cached = typeByGroup[group] { return cached }
        if typeByGroup.count < slots.groupKeys.count {
            typeByGroup.append(contentsOf: repeatElement(nil, count: slots.groupKeys.count - typeByGroup.count))
        }
        let type = inheritedType(group: slots.groupKeys[group])
        typeByGroup[group] = .some(type)
        return type
    }

    /// The `$type` of the closest enclosing group that sets one.
    mutating func inheritedType(group key: String) -> TokenType? {
        if let cached = typeCache[key] { return cached }
        var chain: [String] = []
        var current = key
        var found: TokenType?
        while true {
            if let cached = typeCache[current] { found = cached; break }
            chain.append(current)
            if let t = groups[current]?.type { found = t; break }
            if current.isEmpty { break }
            current = TokenPath.parentKey(current)
        }
        for k in chain { typeCache[k] = found }
        return found
    }

    /// The `$deprecated` of the closest enclosing group that sets one.
    mutating func inheritedDeprecation(group key: String) -> DeprecatedProperty? {
        if let cached = deprecatedCache[key] { return cached }
        var chain: [String] = []
        var current = key
        var found: DeprecatedProperty?
        while true {
            if let cached = deprecatedCache[current] { found = cached; break }
            chain.append(current)
            if let d = groups[current]?.deprecated { found = d; break }
            if current.isEmpty { break }
            current = TokenPath.parentKey(current)
        }
        for k in chain { deprecatedCache[k] = found }
        return found
    }
}

/// Builds a context's merged structure and applies group extension (groups.md "Extending Groups").
enum GroupInheritance {
    static func merge(_ sources: [ParsedSource], table: DefinitionTable, slots: SlotTable, diagnostics: inout DiagnosticCollector) -> MergedContext {
        var context = MergedContext(slotCount: slots.count)
        context.slotDef.reserveCapacity(table.tokens.count)
        for source in sources {
            for id in source.tokens {
                context.set(table.ownSlot(id, in: slots), id)
            }
            for group in source.groups {
                if var existing = context.groups[group.key] {
                    if let v = group.type { existing.type = v }
                    if let v = group.description { existing.description = v }
                    if let v = group.deprecated { existing.deprecated = v }
                    if let v = group.extensions { existing.extensions = v }
                    if let v = group.extends { existing.extends = v; existing.tokenCandidate = group.tokenCandidate }
                    context.groups[group.key] = existing
                } else {
                    context.groups[group.key] = MergedGroup(
                        path: group.path, type: group.type, description: group.description, deprecated: group.deprecated,
                        extensions: group.extensions, extends: group.extends, tokenCandidate: group.tokenCandidate, location: group.location)
                    context.groupOrder.append(group.key)
                }
            }
        }
        adoptReferenceTokens(&context, table: table, slots: slots)
        reportTokenGroupConflicts(context, table: table, slots: slots, diagnostics: &diagnostics)
        applyExtends(&context, table: table, slots: slots, diagnostics: &diagnostics)
        if context.slotDef.count < slots.count {
            context.slotDef.append(contentsOf: repeatElement(-1, count: slots.count - context.slotDef.count))
        }
        return context
    }

    /// `{"$ref": "#/base"}` alone is an alias token when the pointer reaches a token (or into its value). With a
    /// `$type` beside it the object declares itself a token, whose value a pointer names only through `$value`
    /// (the DTCG suite's `json-pointer-missing-value`): left as a group, and `applyExtends` reports it.
    private static func adoptReferenceTokens(_ context: inout MergedContext, table: DefinitionTable, slots: SlotTable) {
        for key in context.groupOrder {
            guard let group = context.groups[key], let candidate = group.tokenCandidate, let ext = group.extends else { continue }
            var reachesToken = ext.target.contains("$value")
            var prefix = ""
            for segment in ext.target where !reachesToken && group.type == nil {
                prefix = TokenPath.key(prefix, segment)
                if let s = slots.existing(prefix), context.definition(s) >= 0 { reachesToken = true }
            }
            guard reachesToken else { continue }
            context.groups[key] = nil
            context.set(slots.slot(for: key, path: group.path), candidate)
        }
        context.groupOrder.removeAll { context.groups[$0] == nil }
    }

    private static func reportTokenGroupConflicts(_ context: MergedContext, table: DefinitionTable, slots: SlotTable, diagnostics: inout DiagnosticCollector) {
        for key in context.groupOrder where !key.isEmpty {
            guard let s = slots.existing(key), context.definition(s) >= 0, let group = context.groups[key] else { continue }
            let token = table.tokens[context.slotDef[s]]
            if token.extras?.profile != nil {
                // Style Dictionary and Tokens Studio merge files deeply: a token there may gain children from
                // another file (`font-family.sans` beside `font-family.sans.10`), and both are read.
                diagnostics.warning("\"\(key)\" is both a token and a group (another file adds children to it); both are kept, as Style Dictionary's deep merge keeps them",
                                    at: group.location, notes: [.init("token defined here", at: token.location)])
                continue
            }
            diagnostics.error("\"\(key)\" is defined both as a group and as a token; an object with $value is a token and cannot hold children",
                              at: group.location, notes: [.init("token defined here", at: token.location)])
        }
    }

    private static func applyExtends(_ context: inout MergedContext, table: DefinitionTable, slots: SlotTable, diagnostics: inout DiagnosticCollector) {
        let extending = context.groupOrder.filter { context.groups[$0]?.extends != nil }
        guard !extending.isEmpty else { return }
        // Validate each edge; invalid ones are dropped (already diagnosed).
        var target: [String: String] = [:]
        for key in extending {
            let ref = context.groups[key]!.extends!
            let targetKey = TokenPath.key(ref.target)
            let shown = "{\(targetKey)}"
            // `{"$ref": "#/…"}` alone stands where a token may be: it must name a token or a value (an existing
            // one); a group extending another says so with children beside its `$ref`, or with `$extends`.
            if context.groups[key]!.tokenCandidate != nil {
                if context.groups[targetKey] != nil {
                    diagnostics.error("JSON Pointer \(ref.text) refers to a group, not a token or a value", at: ref.location,
                                      notes: [.init("a group that extends \(shown) needs tokens of its own beside $ref, or $extends")])
                } else if let s = slots.existing(targetKey), context.definition(s) >= 0 {
                    diagnostics.error("JSON Pointer \(ref.text) beside $type refers to a token, not its value; point at \(ref.text)/$value",
                                      at: ref.location)
                } else {
                    diagnostics.error("unknown JSON Pointer target \(ref.text): no token lies on that path", at: ref.location)
                }
                continue
            }
            if context.groups[targetKey] == nil {
                if let s = slots.existing(targetKey), context.definition(s) >= 0 {
                    diagnostics.error("$extends must reference a group, but \(shown) is a token", at: ref.location)
                } else {
                    var notes: [Diagnostic.Note] = []
                    if let close = Suggestions.closest(to: targetKey, in: context.groupOrder.filter { !$0.isEmpty }) {
                        notes.append(.init("did you mean {\(close)}?", at: context.groups[close]?.location))
                    }
                    diagnostics.error("unknown $extends target \(shown): no group has that path", at: ref.location, notes: notes)
                }
                continue
            }
            if key == targetKey || key.hasPrefix(targetKey + ".") || targetKey.isEmpty {
                diagnostics.error("circular $extends: \(key) → \(targetKey), which contains \(key)", at: ref.location)
                continue
            }
            target[key] = targetKey
        }
        // Each group extends at most one other, so cycles are found by walking the chains.
        var state: [String: Int] = [:] // 1 = on the current walk, 2 = finished
        var order: [String] = []
        for start in extending where target[start] != nil && state[start] == nil {
            var walk: [String] = []
            var current: String? = start
            while let c = current, state[c] == nil, target[c] != nil {
                state[c] = 1
                walk.append(c)
                current = target[c]
            }
            if let c = current, state[c] == 1, let at = walk.firstIndex(of: c) {
                let cycle = Array(walk[at...])
                for (i, member) in cycle.enumerated() {
                    let rotated = cycle[i...] + cycle[..<i] + [member]
                    diagnostics.error("circular $extends: \(rotated.joined(separator: " → "))", at: context.groups[member]!.extends!.location)
                    target[member] = nil
                }
            }
            for c in walk { state[c] = 2 }
            // Targets first: the walk runs from extender to extended.
            order.append(contentsOf: walk.reversed().filter { target[$0] != nil })
        }
        for key in order {
            guard let targetKey = target[key] else { continue }
            inherit(into: key, from: targetKey, &context, slots: slots)
        }
    }

    /// Deep merge: the target's tokens and group properties, where the extending group has none of its own.
    private static func inherit(into key: String, from targetKey: String, _ context: inout MergedContext, slots: SlotTable) {
        let prefix = targetKey + "."
        let basePath = context.groups[key]!.path
        let count = slots.count
        for s in 0..<count where context.definition(s) >= 0 && slots.keys[s].hasPrefix(prefix) {
            let suffix = Array(slots.paths[s].dropFirst(context.groups[targetKey]!.path.count))
            let newSlot = slots.slot(for: TokenPath.key(key, TokenPath.key(suffix)), path: basePath + suffix)
            if context.definition(newSlot) < 0 { context.set(newSlot, context.slotDef[s]) }
        }
        // Group properties merge per property at every depth: local ones win, missing ones are inherited.
        let depth = context.groups[targetKey]!.path.count
        var pairs = [(targetKey, key)]
        for groupKey in context.groupOrder where groupKey.hasPrefix(prefix) {
            pairs.append((groupKey, TokenPath.key(key, TokenPath.key(Array(context.groups[groupKey]!.path.dropFirst(depth))))))
        }
        for (sourceKey, newKey) in pairs {
            let source = context.groups[sourceKey]!
            guard var group = context.groups[newKey] else {
                var copy = source
                copy.path = basePath + source.path.dropFirst(depth)
                copy.extends = nil
                copy.tokenCandidate = nil
                context.groups[newKey] = copy
                context.groupOrder.append(newKey)
                continue
            }
            if group.type == nil { group.type = source.type }
            if group.description == nil { group.description = source.description }
            if group.deprecated == nil { group.deprecated = source.deprecated }
            if group.extensions == nil { group.extensions = source.extensions }
            context.groups[newKey] = group
        }
    }
}
