/// Files the Figma "Design Tokens" plugin (lukasoppermann/design-tokens) exports: Style Dictionary's
/// `value`/`type` shape (or DTCG's `$value`/`$type`), its own `custom-*` types, and on each token an
/// `extensions` (or `$extensions`) object keyed `org.lukasoppermann.figmaDesignTokens`. The plugin writes
/// Figma's numbers as they are: a plain number is pixels (points on iOS), never Style Dictionary's rem.
enum DesignTokensPluginExport {
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// Where the first of the first `budget` tokens carries the plugin's extension; nil when none does.
    static func evidence(_ root: JSONValue, budget: Int = 64) -> JSONPosition? {
        var remaining = budget
        return find(in: root, remaining: &remaining)
    }

    private static func find(in value: JSONValue, remaining: inout Int) -> JSONPosition? {
        guard let object = value.object, remaining > 0 else { return nil }
        if object.member("value") != nil || object.member("$value") != nil {
            remaining -= 1
            for key in ["extensions", "$extensions"] {
                if let vendor = object[key]?.object?.member(extensionKey) { return vendor.keyPosition }
            }
            return nil
        }
        for member in object where member.value.object != nil {
            if let found = find(in: member.value, remaining: &remaining) { return found }
            if remaining <= 0 { return nil }
        }
        return nil
    }
}

extension DesignTokensPluginExport {
    /// The plugin exports a variable once per mode of its collection, each copy in a group named after the mode
    /// (`tokens.dark.text.primary`, `tokens.agency.text.primary`), every copy carrying the same `variableId` and its
    /// `mode` in the plugin's extension. `document` with those copies merged into one token per variable at the path
    /// without the mode group (`tokens.text.primary`), its value an object of the modes' values in the order the
    /// groups come (`ValueModes`: one modifier, the modes its contexts), and where each merged token sits; nil
    /// when nothing merges. A collection merges only when all of its variables sit under the same mode groups, its
    /// values are not composites, and no reference names a path inside a mode group (which merging would remove).
    static func modesMerged(_ document: JSONValue) -> (document: JSONValue, positions: [JSONPosition])? {
        struct Copy { var path: [String]; var mode: String; var token: JSONObject; var position: JSONPosition }
        var copies: [String: [Copy]] = [:]
        var order: [String] = []
        var references: [String] = []
        func walk(_ object: JSONObject, _ path: [String]) {
            if let value = object.member("value") ?? object.member("$value") {
                collectReferences(value.value, into: &references)
                guard let vendor = (object["extensions"] ?? object["$extensions"])?.object?[extensionKey]?.object,
                      let id = vendor["variableId"]?.string, let mode = vendor["mode"]?.string, value.value.object == nil else { return }
                if copies[id] == nil { order.append(id) }
                copies[id, default: []].append(Copy(path: path, mode: mode, token: object, position: value.value.position))
                return
            }
            for member in object where !member.key.hasPrefix("$") {
                if let child = member.value.object { walk(child, path + [member.key]) }
            }
        }
        guard let root = document.object else { return nil }
        walk(root, [])
        // Each variable's copies differ in one segment, the mode group; all of them in the same one, under one parent.
        var parent: [String]?
        var modeKeys: [String] = []
        var merged: [(path: [String], token: JSONObject, modes: [(String, JSONValue)])] = []
        for id in order {
            let group = copies[id]!
            guard group.count > 1, Set(group.map(\.path.count)).count == 1 else { continue }
            let length = group[0].path.count
            let differing = (0..<length).filter { k in group.contains { $0.path[k] != group[0].path[k] } }
            guard differing.count == 1, let k = differing.first, k < length - 1,
                  Set(group.map { $0.path[k] }).count == group.count, Set(group.map(\.mode)).count == group.count else { return nil }
            let prefix = Array(group[0].path[..<k])
            if parent == nil { parent = prefix } else if parent != prefix { return nil }
            for key in group.map({ $0.path[k] }) where !modeKeys.contains(key) { modeKeys.append(key) }
            let values = group.map { copy in (copy.mode, (copy.token.member("value") ?? copy.token.member("$value"))!.value) }
            merged.append((prefix + Array(group[0].path[(k + 1)...]), group[0].token, values))
        }
        guard let parent, !merged.isEmpty else { return nil }
        let modeGroupPaths = modeKeys.map { (parent + [$0]).joined(separator: ".") }
        for reference in references where modeGroupPaths.contains(where: { reference == $0 || reference.hasPrefix($0 + ".") }) { return nil }
        // The parent without its mode groups, the merged tokens put in their place.
        guard var tree = object(at: parent, in: root) else { return nil }
        let modeGroups = tree.members.filter { modeKeys.contains($0.key) }
        guard modeGroups.allSatisfy({ group in allVariables(group.value, ids: Set(order)) }) else { return nil }
        tree = JSONObject(tree.members.filter { !modeKeys.contains($0.key) })
        for entry in merged {
            let valueKey = entry.token.member("value") != nil ? "value" : "$value"
            let first = entry.modes[0].1.position
            var members = entry.token.members.filter { $0.key != valueKey }
            members.insert(.init(key: valueKey, keyPosition: first, value: .object(entry.modes, at: first)), at: 0)
            tree = inserting(JSONValue(.object(JSONObject(members)), at: first), at: Array(entry.path[parent.count...]), into: tree)
        }
        return (JSONValue(.object(replacing(parent, with: tree, in: root)), at: document.position), merged.map { $0.modes[0].1.position })
    }

    /// Whether every token under `value` is one of the plugin's mode copies (nothing else would be lost).
    private static func allVariables(_ value: JSONValue, ids: Set<String>) -> Bool {
        guard let object = value.object else { return false }
        if object.member("value") != nil || object.member("$value") != nil {
            guard let id = (object["extensions"] ?? object["$extensions"])?.object?[extensionKey]?.object?["variableId"]?.string else { return false }
            return ids.contains(id)
        }
        return object.members.allSatisfy { $0.key.hasPrefix("$") || allVariables($0.value, ids: ids) }
    }

    private static func collectReferences(_ value: JSONValue, into references: inout [String]) {
        switch value.kind {
        case .string(let s): references.append(contentsOf: ReferenceText.references(in: s).map(\.key))
        case .array(let items): for item in items { collectReferences(item, into: &references) }
        case .object(let object): for member in object { collectReferences(member.value, into: &references) }
        default: break
        }
    }

    private static func object(at path: [String], in root: JSONObject) -> JSONObject? {
        var current = root
        for segment in path {
            guard let next = current[segment]?.object else { return nil }
            current = next
        }
        return current
    }

    private static func replacing(_ path: [String], with replacement: JSONObject, in root: JSONObject) -> JSONObject {
        guard let first = path.first else { return replacement }
        return JSONObject(root.members.map { member in
            guard member.key == first, let child = member.value.object else { return member }
            return .init(key: member.key, keyPosition: member.keyPosition,
                         value: JSONValue(.object(replacing(Array(path.dropFirst()), with: replacement, in: child)), at: member.value.position))
        })
    }

    private static func inserting(_ token: JSONValue, at path: [String], into tree: JSONObject) -> JSONObject {
        guard let first = path.first else { return tree }
        var members = tree.members
        if path.count == 1 {
            members.removeAll { $0.key == first }
            members.append(.init(key: first, keyPosition: token.position, value: token))
            return JSONObject(members)
        }
        if let i = members.firstIndex(where: { $0.key == first }), let child = members[i].value.object {
            members[i] = .init(key: first, keyPosition: members[i].keyPosition,
                               value: JSONValue(.object(inserting(token, at: Array(path.dropFirst()), into: child)), at: members[i].value.position))
        } else {
            members.append(.init(key: first, keyPosition: token.position,
                                 value: JSONValue(.object(inserting(token, at: Array(path.dropFirst()), into: JSONObject())), at: token.position)))
        }
        return JSONObject(members)
    }
}
