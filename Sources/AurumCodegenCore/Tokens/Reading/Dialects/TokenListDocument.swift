/// Token lists: files that hold their tokens as an array of named objects rather than a tree, as
/// documentation sites and some design systems keep them (Thumbtack's Thumbprint, for one):
///
///     {"name": "Color", "description": "…",
///      "tokens": [{"name": "Blue 100", "id": "tp-color__blue-100", "value": "#eaf6fa", "type": "color"},
///                 {"group": "Title 1", "name": "Title 1 Font Size", "value": "28px", "type": "font-size"}]}
///
/// Recognised by shape only: a root object with exactly one array member whose every element has a
/// `value` and a string `name` or `id`, beside scalar metadata (no groups); or a root array of such
/// elements. Read as bare-key tokens (Style Dictionary's reading of `value`/`type`/`description`).
///
/// The tree it becomes: the root's `name` (when it has one) is the group, with the root `description`;
/// an element's `group` is a group below it; the element's `name` is its key, less a leading repeat of
/// its group's name ("Title 1 Font Size" in "Title 1" → "Font Size"), or its `id` when it has no name.
/// A key met twice in one group takes the element's `id` (or keeps the first when there is none).
/// Every member but `value`, `type`, `description`, `comment` and `deprecated` is kept in
/// `$extensions["com.aurum.codegen.tokenList"]`.
enum TokenListDocument {
    static let extensionKey = "com.aurum.codegen.tokenList"
    private static let tokenMembers: Set<String> = ["value", "type", "description", "comment", "deprecated"]

    /// The member (or, for a root array, its first element's `name`) that makes `root` a token list.
    static func evidence(_ root: JSONValue) -> JSONPosition? {
        if let items = root.array {
            return !items.isEmpty && items.allSatisfy(isToken) ? items[0].position : nil
        }
        return list(in: root)?.keyPosition
    }

    /// The list's elements (empty when `root` is not a token list).
    static func elements(_ root: JSONValue) -> [JSONValue] {
        if let items = root.array { return evidence(root) != nil ? items : [] }
        return list(in: root)?.value.array ?? []
    }

    private static func list(in root: JSONValue) -> JSONObject.Member? {
        guard let object = root.object else { return nil }
        var found: JSONObject.Member?
        for member in object {
            if let items = member.value.array {
                guard found == nil, !items.isEmpty, items.allSatisfy(isToken) else { return nil }
                found = member
            } else if member.value.object != nil {
                return nil
            }
        }
        return found
    }

    private static func isToken(_ item: JSONValue) -> Bool {
        guard let object = item.object, object.member("value") != nil, object.member("$value") == nil else { return false }
        return object["name"]?.string?.isEmpty == false || object["id"]?.string?.isEmpty == false
    }

    /// The list as a tree of bare-key tokens; `root` itself when it is not a token list.
    static func tree(_ root: JSONValue) -> JSONValue {
        let items: [JSONValue]
        var top: (name: String, position: JSONPosition, description: JSONObject.Member?)?
        if let array = root.array, evidence(root) != nil {
            items = array
        } else if let member = list(in: root), let array = member.value.array {
            items = array
            if let object = root.object, let name = object.member("name"), let text = name.value.string, !text.isEmpty {
                top = (text, name.value.position, object.member("description"))
            }
        } else {
            return root
        }
        var groups = OrderedGroups()
        for item in items {
            guard let element = item.object else { continue }
            let group = element.member("group").flatMap { g in g.value.string.map { ($0, g.value.position) } }
            let key = key(of: element, in: group?.0)
            groups.add(element, key: key, group: group, position: item.position)
        }
        var members = groups.members()
        if let top {
            var inner = top.description.map { [JSONObject.Member(key: "description", keyPosition: $0.keyPosition, value: $0.value)] } ?? []
            inner += members
            members = [JSONObject.Member(key: top.name, keyPosition: top.position, value: JSONValue(.object(JSONObject(inner)), at: top.position))]
        }
        return JSONValue(.object(JSONObject(members)), at: root.position)
    }

    private static func key(of element: JSONObject, in group: String?) -> (text: String, position: JSONPosition) {
        guard let name = element.member("name"), let text = name.value.string, !text.isEmpty else {
            let id = element.member("id")!
            return (id.value.string!, id.value.position)
        }
        if let group, text.count > group.count, text.hasPrefix(group + " ") {
            return (String(text.dropFirst(group.count + 1)), name.value.position)
        }
        return (text, name.value.position)
    }

    /// One token object: the members the reader knows, the rest in this reader's extension.
    static func token(_ element: JSONObject, at position: JSONPosition) -> JSONValue {
        var token: [JSONObject.Member] = [], kept: [JSONObject.Member] = []
        for member in element {
            if tokenMembers.contains(member.key) { token.append(member) } else { kept.append(member) }
        }
        if let first = kept.first {
            let list = JSONObject.Member(key: extensionKey, keyPosition: first.keyPosition, value: JSONValue(.object(JSONObject(kept)), at: first.keyPosition))
            token.append(JSONObject.Member(key: "$extensions", keyPosition: first.keyPosition, value: JSONValue(.object(JSONObject([list])), at: first.keyPosition)))
        }
        return JSONValue(.object(JSONObject(token)), at: position)
    }

    /// Groups in the order first met; tokens outside any group first-come among them.
    private struct OrderedGroups {
        private var order: [String?] = []
        private var entries: [String?: (position: JSONPosition, tokens: [JSONObject.Member], keys: Set<String>)] = [:]

        mutating func add(_ element: JSONObject, key: (text: String, position: JSONPosition), group: (String, JSONPosition)?, position: JSONPosition) {
            let name = group?.0
            if entries[name] == nil {
                order.append(name)
                entries[name] = (group?.1 ?? position, [], [])
            }
            var text = key.text
            if entries[name]!.keys.contains(text) {
                // Two elements of one name: the id tells them apart; without one the first stays.
                guard let id = element["id"]?.string, !entries[name]!.keys.contains(id) else { return }
                text = id
            }
            entries[name]!.keys.insert(text)
            entries[name]!.tokens.append(JSONObject.Member(key: text, keyPosition: key.position, value: TokenListDocument.token(element, at: position)))
        }

        func members() -> [JSONObject.Member] {
            order.flatMap { name -> [JSONObject.Member] in
                let entry = entries[name]!
                guard let name else { return entry.tokens }
                return [JSONObject.Member(key: name, keyPosition: entry.position, value: JSONValue(.object(JSONObject(entry.tokens)), at: entry.position))]
            }
        }
    }
}
