/// Reads a `GET /v1/files/:key/variables/local` response. Every problem becomes a positioned
/// diagnostic; entries that cannot be read are left out so the rest can still be checked.
package enum FigmaVariablesParser {
    package static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> FigmaVariablesResponse {
        let file = file
        var response = FigmaVariablesResponse(collections: [], variables: [], file: file)
        // A root array is a plugin's list of collections; anything else must be an object.
        if json.array == nil || FigmaPluginCollections.collections(in: json) == nil {
            guard let root = JSONObjectReader(json, file: file, what: "a Figma variables response", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }
            if let message = FigmaErrorBody.message(in: root.object) {
                diagnostics.error("the file holds a Figma error response, not variables: \(message)", at: json.location(in: file))
                return response
            }
        }
        guard let metaValue = FigmaVariablesParser.meta(of: json) else {
            diagnostics.error("a Figma variables response needs 'meta' with 'variableCollections' and 'variables' (or those two alone)", at: json.location(in: file))
            return response
        }
        guard let meta = JSONObjectReader(metaValue, file: file, what: "'meta'", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }

        if let collections = member("variableCollections", of: meta, owner: metaValue, file, &diagnostics) {
            for entry in collections {
                if let collection = parseCollection(entry, file, &diagnostics) {
                    response.collections.append(collection)
                }
            }
        }
        if let variables = member("variables", of: meta, owner: metaValue, file, &diagnostics) {
            for entry in variables {
                if let variable = parseVariable(entry, file, &diagnostics) {
                    response.variables.append(variable)
                }
            }
        }
        checkReferences(response, file, &diagnostics)
        return response
    }

    /// The variables body of a saved response: its `meta`, or the document itself when it is the contents of `meta`
    /// alone (`{"variableCollections": …, "variables": …}`), as scripts that unwrap the response save it, or a
    /// plugin's collections rewritten as such (`FigmaPluginCollections`).
    package static func meta(of json: JSONValue) -> JSONValue? {
        if let root = json.object {
            if let meta = root["meta"] { return meta }
            if root["variableCollections"] != nil || (root["variables"] != nil && FigmaPluginCollections.collections(in: json) == nil) { return json }
        }
        // A plugin's collections, each holding its modes and variables (`FigmaPluginCollections`).
        return FigmaPluginCollections.restMeta(json)
    }

    private static func member(_ key: String, of meta: JSONObjectReader, owner: JSONValue, _ file: String, _ diagnostics: inout DiagnosticCollector) -> JSONObjectReader? {
        guard var value = meta[key] else {
            diagnostics.error("'meta' is missing required key '\(key)'", at: owner.location(in: file))
            return nil
        }
        // The Plugin API's `getLocalVariablesAsync()` and `getLocalVariableCollectionsAsync()`, saved by plugins, are
        // arrays of the same objects the REST API keys by id.
        if let items = value.array {
            let members = items.enumerated().map { i, item in
                JSONObject.Member(key: item.object?["id"]?.string ?? "#\(i)", keyPosition: item.position, value: item)
            }
            value = JSONValue(.object(JSONObject(members)), at: value.position)
        }
        return JSONObjectReader(value, file: file, what: "'meta.\(key)'", nullIsAbsent: true, diagnostics: &diagnostics)
    }

    private static func parseCollection(_ entry: JSONObject.Member, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaVariableCollection? {
        let what = "variable collection '\(entry.key)'"
        guard let object = JSONObjectReader(entry.value, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        let id = object.string("id", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let name = object.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let defaultModeID = object.string("defaultModeId", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        var modes: [FigmaMode] = []
        var modesValid = true
        if let modesValue = object["modes"] {
            if let array = modesValue.array {
                for modeValue in array {
                    guard let modeObject = JSONObjectReader(modeValue, file: file, what: "a mode of \(what)", nullIsAbsent: true, diagnostics: &diagnostics) else { modesValid = false; continue }
                    let modeID = modeObject.string("modeId", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
                    let modeName = modeObject.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
                    if let modeID, let modeName {
                        if modes.contains(where: { $0.id == modeID }) {
                            diagnostics.error("\(what) lists mode '\(modeID)' twice", at: modeValue.location(in: file))
                        } else {
                            modes.append(FigmaMode(id: modeID, name: modeName))
                        }
                    } else {
                        modesValid = false
                    }
                }
                if array.isEmpty {
                    diagnostics.error("\(what) has no modes", at: modesValue.location(in: file))
                    modesValid = false
                }
            } else {
                diagnostics.error("'modes' of \(what) must be an array, not \(modesValue.kindDescription)", at: modesValue.location(in: file))
                modesValid = false
            }
        } else {
            diagnostics.error("\(what) is missing required key 'modes'", at: entry.value.location(in: file))
            modesValid = false
        }
        let isRemote = (object.bool("remote", diagnostics: &diagnostics)?.value ?? false)
        let isHidden = (object.bool("hiddenFromPublishing", diagnostics: &diagnostics)?.value ?? false)
        let variableIDs = (object.stringArray("variableIds", allowEmpty: true, diagnostics: &diagnostics)?.map(\.value) ?? [])
        let key = object.string("key", allowEmpty: true, diagnostics: &diagnostics)?.value
        guard let id, let name, let defaultModeID, modesValid else { return nil }
        if id != entry.key {
            diagnostics.warning("\(what) has the id '\(id)'; the id is used", at: entry.keyPosition.location(in: file))
        }
        if !modes.contains(where: { $0.id == defaultModeID }) {
            diagnostics.error("\(what): defaultModeId '\(defaultModeID)' is not one of its modes", at: (object["defaultModeId"] ?? entry.value).position.location(in: file))
            return nil
        }
        return FigmaVariableCollection(id: id, name: name, modes: modes, defaultModeID: defaultModeID, isRemote: isRemote,
                                       isHiddenFromPublishing: isHidden, variableIDs: variableIDs, location: entry.value.location(in: file),
                                       key: key)
    }

    private static func parseVariable(_ entry: JSONObject.Member, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaVariable? {
        var what = "variable '\(entry.key)'"
        guard let object = JSONObjectReader(entry.value, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        let id = object.string("id", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let name = object.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        if let name { what = "variable '\(name)'" }
        let collectionID = object.string("variableCollectionId", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        var type: FigmaVariableType?
        if let typeName = object.string("resolvedType", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value {
            type = FigmaVariableType(rawValue: typeName)
            if type == nil, let typeValue = object["resolvedType"] {
                diagnostics.warning("\(what) has the unknown type '\(typeName)' and is ignored (known: COLOR, FLOAT, STRING, BOOLEAN)",
                                    at: typeValue.location(in: file))
                return nil
            }
        }
        if let name, let nameValue = object["name"], name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty }) {
            diagnostics.error("variable name '\(name)' has an empty group or name between '/' separators", at: nameValue.location(in: file))
        }
        var values: [FigmaVariable.ModeValue] = []
        if let valuesValue = object["valuesByMode"] {
            if let valuesObject = JSONObjectReader(valuesValue, file: file, what: "'valuesByMode' of \(what)", nullIsAbsent: true, diagnostics: &diagnostics), let type {
                for member in valuesObject {
                    if let raw = parseValue(member.value, type: type, what: "\(what) in mode '\(member.key)'", file, &diagnostics) {
                        values.append(.init(modeID: member.key, value: raw, location: member.value.location(in: file)))
                    }
                }
            }
        } else {
            diagnostics.error("\(what) is missing required key 'valuesByMode'", at: entry.value.location(in: file))
        }
        let key = object.string("key", allowEmpty: true, diagnostics: &diagnostics)?.value
        let isRemote = (object.bool("remote", diagnostics: &diagnostics)?.value ?? false)
        let description = object.string("description", allowEmpty: true, diagnostics: &diagnostics)?.value ?? ""
        let isHidden = (object.bool("hiddenFromPublishing", diagnostics: &diagnostics)?.value ?? false)
        let scopes = (object.stringArray("scopes", allowEmpty: true, diagnostics: &diagnostics)?.map(\.value) ?? [])
        let codeSyntax = Dictionary((object.stringMap("codeSyntax", diagnostics: &diagnostics)?.map { ($0.key, $0.value) } ?? []), uniquingKeysWith: { $1 })
        let deleted = (object.bool("deletedButReferenced", diagnostics: &diagnostics)?.value ?? false)
        guard let id, let name, let collectionID, let type else { return nil }
        if id != entry.key {
            diagnostics.warning("\(what) is listed under '\(entry.key)' but has the id '\(id)'; the id is used", at: entry.keyPosition.location(in: file))
        }
        return FigmaVariable(id: id, name: name, key: key, collectionID: collectionID, type: type, valuesByMode: values,
                             isRemote: isRemote, description: description, isHiddenFromPublishing: isHidden, scopes: scopes,
                             codeSyntax: codeSyntax, isDeletedButReferenced: deleted, location: entry.value.location(in: file))
    }

    /// One `valuesByMode` entry, checked against the variable's type.
    static func parseValue(_ value: JSONValue, type: FigmaVariableType, what: String, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaRawValue? {
        if let object = value.object, object["type"] != nil || object["id"] != nil {
            guard object["type"]?.string == "VARIABLE_ALIAS" else {
                diagnostics.error("\(what): an alias needs \"type\": \"VARIABLE_ALIAS\"", at: (object["type"] ?? value).location(in: file))
                return nil
            }
            guard let id = object["id"]?.string else {
                diagnostics.error("\(what): an alias needs the target variable's 'id' as a string", at: value.location(in: file))
                return nil
            }
            return .alias(variableID: id)
        }
        switch type {
        case .color:
            guard let color = parseColor(value, what: what, file, &diagnostics) else { return nil }
            return .literal(.color(color))
        case .float:
            guard let number = value.double else { break }
            return .literal(.number(number))
        case .string:
            guard let string = value.string else { break }
            return .literal(.string(string))
        case .boolean:
            guard let bool = value.bool else { break }
            return .literal(.boolean(bool))
        }
        diagnostics.error("\(what): a \(type.rawValue) value cannot be \(value.kindDescription)", at: value.location(in: file))
        return nil
    }

    static func parseColor(_ value: JSONValue, what: String, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaColor? {
        guard let object = value.object else {
            diagnostics.error("\(what): a COLOR value must be an object {r, g, b, a}, not \(value.kindDescription)", at: value.location(in: file))
            return nil
        }
        var channels: [Double] = []
        var valid = true
        for key in ["r", "g", "b", "a"] {
            guard let channel = object[key] else {
                if key == "a" { channels.append(1); continue }
                diagnostics.error("\(what): the colour is missing required key '\(key)'", at: value.location(in: file))
                valid = false
                continue
            }
            guard let number = channel.double, number >= 0, number <= 1 else {
                diagnostics.error("\(what): colour channel '\(key)' must be a number from 0 to 1", at: channel.location(in: file))
                valid = false
                continue
            }
            channels.append(number)
        }
        guard valid else { return nil }
        return FigmaColor(r: channels[0], g: channels[1], b: channels[2], a: channels[3])
    }

    /// Duplicate IDs, unknown collections and modes: reported once the whole response is read.
    private static func checkReferences(_ response: FigmaVariablesResponse, _ file: String, _ diagnostics: inout DiagnosticCollector) {
        var collections: [String: FigmaVariableCollection] = [:]
        for collection in response.collections {
            if let first = collections[collection.id] {
                diagnostics.error("two variable collections have the id '\(collection.id)'", at: collection.location,
                                  notes: [.init("first one here", at: first.location)])
            } else {
                collections[collection.id] = collection
            }
        }
        var seen: [String: FigmaVariable] = [:]
        for variable in response.variables {
            if let first = seen[variable.id] {
                diagnostics.error("two variables have the id '\(variable.id)'", at: variable.location,
                                  notes: [.init("first one here", at: first.location)])
            }
            seen[variable.id] = variable
            guard let collection = collections[variable.collectionID] else {
                diagnostics.error("variable '\(variable.name)' belongs to the unknown collection '\(variable.collectionID)'", at: variable.location)
                continue
            }
            for value in variable.valuesByMode where collection.mode(id: value.modeID) == nil {
                diagnostics.warning("variable '\(variable.name)' has a value for mode '\(value.modeID)', which collection '\(collection.name)' does not have; it is ignored",
                                    at: value.location)
            }
        }
    }
}

/// Figma's error bodies: `{"status": 403, "error": true, "message": "…"}` (newer endpoints) or
/// `{"status": 404, "err": "Not found"}` (older ones).
package enum FigmaErrorBody {
    package static func message(in object: JSONObject) -> String? {
        if let err = object["err"]?.string { return err }
        if object["error"]?.bool == true {
            return object["message"]?.string ?? "status \(object["status"]?.number?.text ?? "unknown")"
        }
        return nil
    }
}
