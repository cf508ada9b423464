/// Reads a `GET /v1/files/:key/nodes` response. Unknown property types (Figma adds new ones,
/// such as `SLOT`) are kept with a warning instead of failing the run.
public enum FigmaNodesParser {
    public static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> FigmaNodesResponse {
        let reader = FigmaFieldReader(file: file)
        var response = FigmaNodesResponse(entries: [], file: file)
        guard let root = reader.object(json, "a Figma nodes response", &diagnostics) else { return response }
        if let message = FigmaErrorBody.message(in: root) {
            diagnostics.error("the file holds a Figma error response, not nodes: \(message)", at: reader.location(json))
            return response
        }
        guard let nodesValue = root["nodes"] else {
            diagnostics.error("a Figma nodes response needs 'nodes'", at: reader.location(json))
            return response
        }
        guard let nodes = reader.object(nodesValue, "'nodes'", &diagnostics) else { return response }
        for member in nodes {
            if member.value.isNull {
                response.entries.append(.init(id: member.key, node: nil, location: reader.location(of: member)))
                continue
            }
            if let node = parseEntry(member, reader, &diagnostics) {
                response.entries.append(.init(id: member.key, node: node, location: reader.location(of: member)))
            }
        }
        return response
    }

    private static func parseEntry(_ member: JSONObject.Member, _ reader: FigmaFieldReader, _ diagnostics: inout DiagnosticCollector) -> FigmaComponentNode? {
        let what = "node '\(member.key)'"
        guard let entry = reader.object(member.value, what, &diagnostics) else { return nil }
        guard let documentValue = entry["document"] else {
            diagnostics.error("\(what) has no 'document'", at: reader.location(member.value))
            return nil
        }
        guard let document = reader.object(documentValue, "'document' of \(what)", &diagnostics) else { return nil }
        let id = reader.requiredString("id", in: document, of: documentValue, what, &diagnostics)
        let name = reader.requiredString("name", in: document, of: documentValue, what, &diagnostics)
        let type = reader.requiredString("type", in: document, of: documentValue, what, &diagnostics)
        var properties: [FigmaComponentProperty] = []
        if let definitionsValue = document["componentPropertyDefinitions"], !definitionsValue.isNull,
           let definitions = reader.object(definitionsValue, "'componentPropertyDefinitions' of \(what)", &diagnostics) {
            for definition in definitions {
                if let property = parseProperty(definition, nodeWhat: what, reader, &diagnostics) {
                    properties.append(property)
                }
            }
        }
        guard let id, let name, let type else { return nil }
        var componentSetID: String?
        if let componentsValue = entry["components"], !componentsValue.isNull,
           let components = reader.object(componentsValue, "'components' of \(what)", &diagnostics),
           let ownValue = components[id], let own = ownValue.object {
            componentSetID = reader.optionalString("componentSetId", in: own, "component '\(id)'", &diagnostics)
        }
        return FigmaComponentNode(id: id, name: name, type: type, componentSetID: componentSetID,
                                  properties: properties, location: reader.location(documentValue))
    }

    private static func parseProperty(_ member: JSONObject.Member, nodeWhat: String, _ reader: FigmaFieldReader, _ diagnostics: inout DiagnosticCollector) -> FigmaComponentProperty? {
        let what = "property '\(member.key)' of \(nodeWhat)"
        guard let object = reader.object(member.value, what, &diagnostics) else { return nil }
        guard let typeName = reader.requiredString("type", in: object, of: member.value, what, &diagnostics) else { return nil }
        let kind = FigmaComponentProperty.Kind(figmaName: typeName)
        if case .other = kind {
            diagnostics.warning("\(what) has the type '\(typeName)', which aurum-codegen does not know yet; it is kept but not checked",
                                at: reader.location(object["type"] ?? member.value))
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
                diagnostics.error("'defaultValue' of \(what) must be a string or boolean, not \(value.kindDescription)", at: reader.location(value))
            }
        }
        switch (kind, defaultValue) {
        case (.boolean, .string?), (.text, .boolean?), (.variant, .boolean?), (.instanceSwap, .boolean?):
            diagnostics.error("'defaultValue' of \(what) does not fit its type \(typeName)", at: reader.location(object["defaultValue"] ?? member.value))
        default: break
        }
        var variantOptions: [String]?
        if object["variantOptions"] != nil {
            variantOptions = reader.strings("variantOptions", in: object, what, &diagnostics)
        }
        if kind == .variant, variantOptions == nil {
            diagnostics.error("\(what) is a VARIANT without 'variantOptions'", at: reader.location(member.value))
        }
        var preferredValues: [FigmaComponentProperty.PreferredValue]?
        if let preferred = object["preferredValues"], !preferred.isNull {
            if let array = preferred.array {
                preferredValues = []
                for element in array {
                    guard let item = reader.object(element, "a preferred value of \(what)", &diagnostics),
                          let type = reader.requiredString("type", in: item, of: element, "a preferred value of \(what)", &diagnostics),
                          let key = reader.requiredString("key", in: item, of: element, "a preferred value of \(what)", &diagnostics)
                    else { continue }
                    preferredValues?.append(.init(type: type, key: key))
                }
            } else {
                diagnostics.error("'preferredValues' of \(what) must be an array, not \(preferred.kindDescription)", at: reader.location(preferred))
            }
        }
        return FigmaComponentProperty(key: member.key, kind: kind, defaultValue: defaultValue, variantOptions: variantOptions,
                                      preferredValues: preferredValues, location: reader.location(of: member))
    }
}
