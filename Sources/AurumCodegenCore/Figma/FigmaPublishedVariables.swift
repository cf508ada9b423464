/// The `GET /v1/files/:key/variables/published` response: the variables a library file publishes, each with
/// the `subscribed_id` other files reference it by and its stable `key`. It has no modes or values, so it only
/// links subscribed IDs to keys; the values come from the same file's `variables/local` response.
package struct FigmaPublishedVariablesResponse: Hashable, Sendable {
    package struct Variable: Hashable, Sendable {
        package var id: String
        package var subscribedID: String
        package var name: String
        package var key: String
        package var collectionID: String?

        package init(id: String, subscribedID: String, name: String, key: String, collectionID: String? = nil) {
            self.id = id
            self.subscribedID = subscribedID
            self.name = name
            self.key = key
            self.collectionID = collectionID
        }
    }

    package var variables: [Variable]
    package var file: String

    package init(variables: [Variable], file: String) {
        self.variables = variables
        self.file = file
    }
}

package enum FigmaPublishedVariablesParser {
    /// True when `json` looks like a published-variables response (its variables carry `subscribed_id`, or
    /// its collections have no modes) rather than a local one.
    package static func isPublishedResponse(_ json: JSONValue) -> Bool {
        guard let meta = FigmaVariablesParser.meta(of: json)?.object else { return false }
        if let variables = meta["variables"]?.object, let first = variables.members.first?.value.object {
            return first["subscribed_id"] != nil || first["valuesByMode"] == nil
        }
        if let collections = meta["variableCollections"]?.object, let first = collections.members.first?.value.object {
            return first["subscribed_id"] != nil || first["modes"] == nil
        }
        return false
    }

    package static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> FigmaPublishedVariablesResponse {
        var response = FigmaPublishedVariablesResponse(variables: [], file: file)
        guard let root = JSONObjectReader(json, file: file, what: "a Figma published variables response", nullIsAbsent: true, diagnostics: &diagnostics) else { return response }
        if let message = FigmaErrorBody.message(in: root.object) {
            diagnostics.error("the file holds a Figma error response, not published variables: \(message)", at: json.location(in: file))
            return response
        }
        guard let metaValue = FigmaVariablesParser.meta(of: json),
              let meta = JSONObjectReader(metaValue, file: file, what: "'meta'", nullIsAbsent: true, diagnostics: &diagnostics) else {
            diagnostics.error("a Figma published variables response needs 'meta' with 'variables' (or 'variables' alone)", at: json.location(in: file))
            return response
        }
        guard let variables = meta.object("variables", required: true, diagnostics: &diagnostics) else { return response }
        for entry in variables {
            guard let object = JSONObjectReader(entry.value, file: file, what: "published variable '\(entry.key)'", nullIsAbsent: true, diagnostics: &diagnostics) else { continue }
            let id = object.string("id", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
            let subscribed = object.string("subscribed_id", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
            let name = object.string("name", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
            let key = object.string("key", required: true, allowEmpty: true, diagnostics: &diagnostics)?.value
            let collection = object.string("variableCollectionId", allowEmpty: true, diagnostics: &diagnostics)?.value
            guard let id, let subscribed, let name, let key else { continue }
            response.variables.append(.init(id: id, subscribedID: subscribed, name: name, key: key, collectionID: collection))
        }
        return response
    }
}
