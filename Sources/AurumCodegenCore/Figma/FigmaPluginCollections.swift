/// Figma variables as export plugins save them, one collection per object rather than the REST API's two tables:
///
/// - `{"collections": [collection, …]}`, a root array of collections, or one collection alone;
/// - a collection: `name` (or `collection`), `modes` (`[{"modeId", "name"}]`, `["Light", "Dark"]`, or
///   `{"id": "name"}`), an optional `defaultModeId`, and `variables`;
/// - a variable: `name` (`color/brand/500`), `resolvedType` or `type` (`COLOR`, `FLOAT`, `STRING`, `BOOLEAN`, any
///   case; `number` is `FLOAT`), and `valuesByMode` or `values` keyed by mode id or name;
/// - a value: what the REST API holds, a colour as CSS text (`"#6835e7ff"`), or an alias written
///   `{"type": "VARIABLE_ALIAS", "id" | "target" | "name": …}`, `{"alias": "name"}` or `"{color/brand/500}"`,
///   naming the variable by id or by name.
///
/// `restMeta` rewrites such a document as the contents of the REST response's `meta`, every value at the position it
/// came from, so `FigmaVariablesParser` reads it (and reports its problems) as it reads a response.
enum FigmaPluginCollections {
    /// The collections of `json`, when it has this shape.
    static func collections(in json: JSONValue) -> [JSONObject]? {
        func isCollection(_ value: JSONValue) -> Bool {
            guard let o = value.object, o["variables"]?.array != nil else { return false }
            return o["modes"] != nil
        }
        if let items = json.array, !items.isEmpty, items.allSatisfy(isCollection) { return items.compactMap(\.object) }
        guard let root = json.object else { return nil }
        if let items = root["collections"]?.array, !items.isEmpty, items.allSatisfy(isCollection) { return items.compactMap(\.object) }
        return isCollection(json) ? [root] : nil
    }

    /// `json` as `{"variableCollections": {…}, "variables": {…}}`; nil when it is not plugin collections.
    static func restMeta(_ json: JSONValue) -> JSONValue? {
        guard let collections = collections(in: json) else { return nil }
        let at = json.position
        func string(_ s: String, _ p: JSONPosition) -> JSONValue { JSONValue(.string(s), at: p) }

        // Ids for every variable first: aliases may name a variable of a later collection.
        var idByName: [String: String] = [:]
        for (c, collection) in collections.enumerated() {
            for (v, variable) in (collection["variables"]?.array ?? []).enumerated() {
                let id = variable.object?["id"]?.string ?? "VariableID:\(c + 1):\(v + 1)"
                if let name = variable.object?["name"]?.string, idByName[name] == nil { idByName[name] = id }
            }
        }
        var collectionMembers: [(String, JSONValue)] = []
        var variableMembers: [(String, JSONValue)] = []
        for (c, collection) in collections.enumerated() {
            let collectionID = collection["id"]?.string ?? "VariableCollectionId:\(c + 1)"
            let name = collection["name"]?.string ?? collection["collection"]?.string ?? "Collection \(c + 1)"
            var modes: [(id: String, name: String, position: JSONPosition)] = []
            if let list = collection["modes"]?.array {
                for mode in list {
                    if let text = mode.string {
                        modes.append((text, text, mode.position))
                    } else if let o = mode.object, let modeName = o["name"]?.string {
                        modes.append((o["modeId"]?.string ?? o["id"]?.string ?? modeName, modeName, mode.position))
                    }
                }
            } else if let map = collection["modes"]?.object {
                for m in map { if let modeName = m.value.string { modes.append((m.key, modeName, m.value.position)) } }
            }
            let variables = collection["variables"]?.array ?? []
            var variableIDs: [JSONValue] = []
            for (v, variable) in variables.enumerated() {
                guard let o = variable.object else { continue }
                let id = o["id"]?.string ?? "VariableID:\(c + 1):\(v + 1)"
                variableIDs.append(string(id, variable.position))
                let type = (o["resolvedType"]?.string ?? o["type"]?.string).map(Self.resolvedType)
                var values: [JSONObject.Member] = []
                for entry in o["valuesByMode"]?.object ?? o["values"]?.object ?? JSONObject() {
                    let modeID = modes.first { $0.id == entry.key }?.id ?? modes.first { $0.name == entry.key }?.id ?? entry.key
                    values.append(JSONObject.Member(key: modeID, keyPosition: entry.keyPosition, value: value(entry.value, type: type, ids: idByName)))
                }
                var fields: [(String, JSONValue)] = [
                    ("id", string(id, variable.position)),
                    ("name", o["name"] ?? string("", variable.position)),
                    ("variableCollectionId", string(collectionID, variable.position)),
                    ("resolvedType", string(type ?? "", o["resolvedType"]?.position ?? o["type"]?.position ?? variable.position)),
                    ("valuesByMode", JSONValue(.object(JSONObject(values)), at: (o["valuesByMode"] ?? o["values"])?.position ?? variable.position)),
                ]
                for key in ["description", "scopes", "hiddenFromPublishing", "codeSyntax"] { if let extra = o[key] { fields.append((key, extra)) } }
                variableMembers.append((id, .object(fields, at: variable.position)))
            }
            let modeValues = modes.map { mode in
                JSONValue.object([("modeId", string(mode.id, mode.position)), ("name", string(mode.name, mode.position))], at: mode.position)
            }
            let position = collection["modes"]?.position ?? at
            let fields: [(String, JSONValue)] = [
                ("id", string(collectionID, position)),
                ("name", string(name, collection["name"]?.position ?? collection["collection"]?.position ?? position)),
                ("modes", JSONValue(.array(modeValues), at: position)),
                ("defaultModeId", string(collection["defaultModeId"]?.string ?? modes.first?.id ?? "", collection["defaultModeId"]?.position ?? position)),
                ("variableIds", JSONValue(.array(variableIDs), at: position)),
            ]
            collectionMembers.append((collectionID, .object(fields, at: position)))
        }
        return .object([("variableCollections", .object(collectionMembers, at: at)), ("variables", .object(variableMembers, at: at))], at: at)
    }

    /// `COLOR`, `FLOAT`, `STRING`, `BOOLEAN` from any case, and `number` as `FLOAT`.
    static func resolvedType(_ text: String) -> String {
        switch text.uppercased() {
        case "NUMBER", "FLOAT", "DIMENSION": "FLOAT"
        case "BOOL", "BOOLEAN": "BOOLEAN"
        case let other: other
        }
    }

    /// A REST value: aliases by name or id as `{"type": "VARIABLE_ALIAS", "id"}`, CSS colour text as `{r, g, b, a}`.
    private static func value(_ json: JSONValue, type: String?, ids: [String: String]) -> JSONValue {
        let at = json.position
        func alias(_ target: String) -> JSONValue {
            let id = ids[target] ?? target
            return .object([("type", JSONValue(.string("VARIABLE_ALIAS"), at: at)), ("id", JSONValue(.string(id), at: at))], at: at)
        }
        if let o = json.object {
            if o["type"]?.string == "VARIABLE_ALIAS", o["id"] == nil, let target = o["target"]?.string ?? o["name"]?.string { return alias(target) }
            if let target = o["alias"]?.string { return alias(target) }
            return json
        }
        if let s = json.string {
            let trimmed = s.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") {
                let name = String(trimmed.dropFirst().dropLast())
                if ids[name] != nil || ids[name.replacingOccurrences(of: ".", with: "/")] != nil {
                    return alias(ids[name] != nil ? name : name.replacingOccurrences(of: ".", with: "/"))
                }
            }
            if type == "COLOR", case .success(let parsed) = CSSColorParser.parse(trimmed), let color = DTCGColor(parsed.color) {
                let rgb = color.rgb(in: .srgb).rgb
                func number(_ d: Double) -> JSONValue { JSONValue(.number(JSONNumber(d)), at: at) }
                return .object([("r", number(rgb.red)), ("g", number(rgb.green)), ("b", number(rgb.blue)), ("a", number(color.alpha))], at: at)
            }
        }
        return json
    }
}
