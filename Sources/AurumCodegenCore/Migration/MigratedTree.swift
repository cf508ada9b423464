/// One DTCG 2025.10 token file under construction: groups and tokens in the order they are first
/// inserted (the source's order), group properties first, boolean and string tokens as the group's
/// `$extensions["com.aurum.codegen"].values` (see `ExtensionValues`).
final class MigratedTree {
    private final class Group {
        var properties: [(String, JSONValue)] = []
        var values: [(String, JSONValue)] = []
        var order: [String] = []
        var tokens: [String: JSONValue] = [:]
        var groups: [String: Group] = [:]

        func group(_ name: String) -> Group {
            if let g = groups[name] { return g }
            let g = Group()
            groups[name] = g
            if tokens[name] == nil { order.append(name) }
            return g
        }
    }

    private let root = Group()

    private func group(at path: ArraySlice<String>) -> Group {
        var current = root
        for name in path { current = current.group(name) }
        return current
    }

    func insertToken(at path: [String], _ token: JSONValue) {
        guard let name = path.last else { return }
        let parent = group(at: path.dropLast())
        if parent.tokens[name] == nil && parent.groups[name] == nil { parent.order.append(name) }
        parent.tokens[name] = token
    }

    /// A boolean or string token: kept as extension data of its group.
    func insertValue(at path: [String], _ entry: JSONValue) {
        guard let name = path.last else { return }
        let parent = group(at: path.dropLast())
        if let i = parent.values.firstIndex(where: { $0.0 == name }) { parent.values[i].1 = entry } else { parent.values.append((name, entry)) }
    }

    func setProperties(at path: [String], _ properties: [(String, JSONValue)]) {
        group(at: path[...]).properties = properties
    }

    func render(schema: String) -> String {
        DTCGJSONRenderer.render(GeneratedJSON.object([("$schema", GeneratedJSON.string(schema))] + members(root)))
    }

    private func members(_ group: Group) -> [(String, JSONValue)] {
        var result: [(String, JSONValue)] = []
        var wroteExtensions = false
        for (key, value) in group.properties {
            if key == "$extensions", !group.values.isEmpty {
                result.append((key, Self.adding(values: group.values, to: value)))
                wroteExtensions = true
            } else {
                result.append((key, value))
            }
        }
        if !wroteExtensions, !group.values.isEmpty {
            result.append(("$extensions", Self.adding(values: group.values, to: nil)))
        }
        for name in group.order {
            if let token = group.tokens[name] {
                result.append((name, token))
            } else if let child = group.groups[name] {
                result.append((name, GeneratedJSON.object(members(child))))
            }
        }
        return result
    }

    /// `extensions` with `com.aurum.codegen.values` set to `values`.
    private static func adding(values: [(String, JSONValue)], to extensions: JSONValue?) -> JSONValue {
        var members = (extensions?.object?.members ?? []).map { ($0.key, $0.value) }
        let valuesMember = ("values", GeneratedJSON.object(values))
        if let i = members.firstIndex(where: { $0.0 == ExtensionValues.namespace }) {
            var ours = (members[i].1.object?.members ?? []).map { ($0.key, $0.value) }.filter { $0.0 != "values" }
            ours.append(valuesMember)
            members[i].1 = GeneratedJSON.object(ours)
        } else {
            members.append((ExtensionValues.namespace, GeneratedJSON.object([valuesMember])))
        }
        return GeneratedJSON.object(members)
    }
}
