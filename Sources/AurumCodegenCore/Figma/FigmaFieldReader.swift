/// Reads typed members out of Figma JSON objects, reporting a positioned diagnostic for every
/// member that is missing or of the wrong kind, so one bad entry never hides the others.
struct FigmaFieldReader {
    let file: String

    func location(_ value: JSONValue) -> SourceLocation { value.position.location(in: file) }

    func location(of member: JSONObject.Member) -> SourceLocation { member.keyPosition.location(in: file) }

    /// The value as an object, or an error naming `what`.
    func object(_ value: JSONValue, _ what: String, _ diagnostics: inout DiagnosticCollector) -> JSONObject? {
        if let object = value.object { return object }
        diagnostics.error("\(what) must be an object, not \(value.kindDescription)", at: location(value))
        return nil
    }

    func requiredString(_ key: String, in object: JSONObject, of owner: JSONValue, _ what: String, _ diagnostics: inout DiagnosticCollector) -> String? {
        guard let value = object[key] else {
            diagnostics.error("\(what) has no '\(key)'", at: location(owner))
            return nil
        }
        guard let string = value.string else {
            diagnostics.error("'\(key)' of \(what) must be a string, not \(value.kindDescription)", at: location(value))
            return nil
        }
        return string
    }

    func optionalString(_ key: String, in object: JSONObject, _ what: String, _ diagnostics: inout DiagnosticCollector) -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let string = value.string else {
            diagnostics.error("'\(key)' of \(what) must be a string, not \(value.kindDescription)", at: location(value))
            return nil
        }
        return string
    }

    /// A boolean member; absent or null reads as `default`.
    func bool(_ key: String, in object: JSONObject, default fallback: Bool, _ what: String, _ diagnostics: inout DiagnosticCollector) -> Bool {
        guard let value = object[key], !value.isNull else { return fallback }
        guard let bool = value.bool else {
            diagnostics.error("'\(key)' of \(what) must be a boolean, not \(value.kindDescription)", at: location(value))
            return fallback
        }
        return bool
    }

    /// An array of strings; absent or null reads as empty.
    func strings(_ key: String, in object: JSONObject, _ what: String, _ diagnostics: inout DiagnosticCollector) -> [String] {
        guard let value = object[key], !value.isNull else { return [] }
        guard let array = value.array else {
            diagnostics.error("'\(key)' of \(what) must be an array of strings, not \(value.kindDescription)", at: location(value))
            return []
        }
        var result: [String] = []
        for element in array {
            if let string = element.string {
                result.append(string)
            } else {
                diagnostics.error("'\(key)' of \(what) must hold only strings, not \(element.kindDescription)", at: location(element))
            }
        }
        return result
    }

    /// An object of string values (such as `codeSyntax`), in source order.
    func stringMap(_ key: String, in object: JSONObject, _ what: String, _ diagnostics: inout DiagnosticCollector) -> [(key: String, value: String)] {
        guard let value = object[key], !value.isNull else { return [] }
        guard let map = value.object else {
            diagnostics.error("'\(key)' of \(what) must be an object, not \(value.kindDescription)", at: location(value))
            return []
        }
        var result: [(key: String, value: String)] = []
        for member in map {
            if let string = member.value.string {
                result.append((member.key, string))
            } else {
                diagnostics.error("'\(key).\(member.key)' of \(what) must be a string, not \(member.value.kindDescription)", at: location(member.value))
            }
        }
        return result
    }
}
