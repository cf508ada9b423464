/// Reads a `GET /v1/files/:key/nodes` response, or a whole file (`GET /v1/files/:key`), whose every component
/// set and every component outside a set becomes an entry, in document order. Unknown property types (Figma adds
/// new ones, such as `SLOT`) are kept with a warning instead of failing the run.
package enum FigmaNodesParser {
    package static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> FigmaNodesResponse {
        let file = file
        var response = FigmaNodesResponse(entries: [], file: file)
        guard let root = JSONObjectReader(json, file: file, what: "a Figma nodes response", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }
        if let message = FigmaErrorBody.message(in: root.object) {
            diagnostics.error("the file holds a Figma error response, not nodes: \(message)", at: json.location(in: file))
            return response
        }
        guard let nodesValue = root["nodes"] else {
            guard let document = root["document"] else {
                diagnostics.error("a Figma nodes response needs 'nodes' (or, for a whole file, 'document')", at: json.location(in: file))
                return response
            }
            for node in components(in: document) {
                let id = node.object?["id"]?.string ?? ""
                if let parsed = parseNode(id: id, document: node, metadata: root, file, &diagnostics) {
                    response.entries.append(.init(id: id, node: parsed, location: node.location(in: file)))
                }
            }
            return response
        }
        guard let nodes = JSONObjectReader(nodesValue, file: file, what: "'nodes'", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }
        for member in nodes {
            if member.value.isNull {
                response.entries.append(.init(id: member.key, node: nil, location: member.keyPosition.location(in: file)))
                continue
            }
            if let node = parseEntry(member, file, &diagnostics) {
                response.entries.append(.init(id: member.key, node: node, location: member.keyPosition.location(in: file)))
            }
        }
        return response
    }

    private static func parseEntry(_ member: JSONObject.Member, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaComponentNode? {
        let what = "node '\(member.key)'"
        guard let entry = JSONObjectReader(member.value, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        guard let documentValue = entry["document"] else {
            diagnostics.error("\(what) is missing required key 'document'", at: member.value.location(in: file))
            return nil
        }
        return parseNode(id: member.key, document: documentValue, metadata: entry, file, &diagnostics)
    }

    /// Every `COMPONENT_SET`, and every `COMPONENT` that is not a variant of one, below `document`, in document
    /// order. Walked with a stack: a file's tree is as deep as its designers nest frames.
    static func components(in document: JSONValue) -> [JSONValue] {
        var found: [JSONValue] = []
        var stack: [(node: JSONValue, inSet: Bool)] = [(document, false)]
        while let (node, inSet) = stack.popLast() {
            guard let object = node.object else { continue }
            let type = object["type"]?.string
            if type == "COMPONENT_SET" || (type == "COMPONENT" && !inSet) { found.append(node) }
            // Components inside a component (instances' masters do not nest in the REST tree) are not looked for.
            if type == "COMPONENT" { continue }
            for child in (object["children"]?.array ?? []).reversed() { stack.append((child, inSet || type == "COMPONENT_SET")) }
        }
        return found
    }

    /// One component or component set: `document` is its node, `metadata` what holds the `components` and
    /// `componentSets` maps (a `/nodes` entry, or the whole file's root).
    private static func parseNode(id key: String, document documentValue: JSONValue, metadata entry: JSONObjectReader,
                                  _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaComponentNode? {
        let what = "node '\(key)'"
        guard let document = JSONObjectReader(documentValue, file: file, what: "'document' of \(what)", nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        let id = document.string("id", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let name = document.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        let type = document.string("type", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
        var properties: [FigmaComponentProperty] = []
        if let definitionsValue = document["componentPropertyDefinitions"], !definitionsValue.isNull,
           let definitions = JSONObjectReader(definitionsValue, file: file, what: "'componentPropertyDefinitions' of \(what)", nullIsAbsent: true, diagnostics: &diagnostics) {
            for definition in definitions {
                if let property = parseProperty(definition, nodeWhat: what, file, &diagnostics) {
                    properties.append(property)
                }
            }
        }
        guard let id, let name, let type else { return nil }
        var componentSetID: String?
        var description = document.string("description", allowEmpty: true, diagnostics: &diagnostics)?.value ?? ""
        var links: [String] = []
        for link in document.array("documentationLinks", diagnostics: &diagnostics) ?? [] {
            if let uri = link.object?["uri"]?.string, !uri.isEmpty { links.append(uri) }
        }
        for metadataKey in ["components", "componentSets"] {
            guard let metadataValue = entry[metadataKey], !metadataValue.isNull,
                  let metadata = JSONObjectReader(metadataValue, file: file, what: "'\(metadataKey)' of \(what)", nullIsAbsent: true, diagnostics: &diagnostics),
                  let ownValue = metadata[id], ownValue.object != nil,
                  let own = JSONObjectReader(ownValue, file: file, what: "component '\(id)'", nullIsAbsent: true, diagnostics: &diagnostics) else { continue }
            if metadataKey == "components" {
                componentSetID = own.string("componentSetId", allowEmpty: true, diagnostics: &diagnostics)?.value
            }
            if let text = own.string("description", allowEmpty: true, diagnostics: &diagnostics)?.value, !text.isEmpty { description = text }
            for link in own.array("documentationLinks", diagnostics: &diagnostics) ?? [] {
                if let uri = link.object?["uri"]?.string, !uri.isEmpty, !links.contains(uri) { links.append(uri) }
            }
        }
        var node = FigmaComponentNode(id: id, name: name, type: type, componentSetID: componentSetID,
                                      properties: properties, location: documentValue.location(in: file))
        for metadataKey in ["components", "componentSets"] {
            for member in entry[metadataKey]?.object ?? JSONObject() {
                if let key = member.value.object?["key"]?.string, !key.isEmpty { node.componentNodesByKey[key] = member.key }
            }
        }
        node.description = description
        node.documentationLinks = links
        return node
    }

    private static func parseProperty(_ member: JSONObject.Member, nodeWhat: String, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaComponentProperty? {
        let what = "property '\(member.key)' of \(nodeWhat)"
        guard let object = JSONObjectReader(member.value, file: file, what: what, nullIsAbsent: true, diagnostics: &diagnostics) else { return nil }
        guard let typeName = object.string("type", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value else { return nil }
        let kind = FigmaComponentProperty.Kind(figmaName: typeName)
        if case .other = kind {
            diagnostics.warning("\(what) has the type '\(typeName)', which aurum-codegen does not know yet; it is kept but not checked",
                                at: (object["type"] ?? member.value).location(in: file))
        }
        var defaultValue: FigmaComponentProperty.Value?
        if let value = object["defaultValue"], !value.isNull {
            switch value.kind {
            case .string(let string): defaultValue = .string(string)
            case .bool(let bool): defaultValue = .boolean(bool)
            default:
                if case .other = kind {
                    break // unknown types may carry other defaults
                }
                diagnostics.error("'defaultValue' of \(what) must be a string or boolean, not \(value.kindDescription)", at: value.location(in: file))
            }
        }
        switch (kind, defaultValue) {
        case (.boolean, .string?), (.text, .boolean?), (.variant, .boolean?), (.instanceSwap, .boolean?):
            diagnostics.error("'defaultValue' of \(what) does not fit its type \(typeName)", at: (object["defaultValue"] ?? member.value).location(in: file))
        default: break
        }
        var variantOptions: [String]?
        if object["variantOptions"] != nil {
            variantOptions = (object.stringArray("variantOptions", allowEmpty: true, diagnostics: &diagnostics)?.map(\.value) ?? [])
        }
        if kind == .variant, variantOptions == nil {
            diagnostics.error("\(what) is a VARIANT without 'variantOptions'", at: member.value.location(in: file))
        }
        var preferredValues: [FigmaComponentProperty.PreferredValue]?
        if let preferred = object["preferredValues"], !preferred.isNull {
            if let array = preferred.array {
                preferredValues = []
                for element in array {
                    guard let item = JSONObjectReader(element, file: file, what: "a preferred value of \(what)", nullIsAbsent: true, diagnostics: &diagnostics),
                          let type = item.string("type", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value,
                          let key = item.string("key", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
                    else { continue }
                    preferredValues?.append(.init(type: type, key: key))
                }
            } else {
                diagnostics.error("'preferredValues' of \(what) must be an array, not \(preferred.kindDescription)", at: preferred.location(in: file))
            }
        }
        return FigmaComponentProperty(key: member.key, kind: kind, defaultValue: defaultValue, variantOptions: variantOptions,
                                      preferredValues: preferredValues, location: member.keyPosition.location(in: file))
    }
}
