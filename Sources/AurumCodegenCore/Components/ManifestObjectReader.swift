/// Reads one JSON object of a manifest: typed member access that turns a missing or mistyped member
/// into a diagnostic (and nil) so parsing carries on and reports every problem of the file.
struct ManifestObjectReader {
    let object: JSONObject
    let position: JSONPosition
    let file: String
    /// How diagnostics name this object: "component manifest", "property 'layout'".
    let what: String

    init?(_ value: JSONValue, file: String, what: String, diagnostics: inout DiagnosticCollector) {
        guard let object = value.object else {
            diagnostics.error("\(what) must be an object, found \(value.kindDescription)", at: value.position.location(in: file))
            return nil
        }
        self.object = object
        self.position = value.position
        self.file = file
        self.what = what
    }

    var location: SourceLocation { position.location(in: file) }

    func location(of value: JSONValue) -> SourceLocation { value.position.location(in: file) }

    /// Reports members outside `allowed`, suggesting the nearest allowed key.
    func rejectUnknownKeys(allowed: [String], diagnostics: inout DiagnosticCollector) {
        for member in object where !allowed.contains(member.key) {
            diagnostics.error("unknown key '\(member.key)' in \(what)\(suggestionSuffix(for: member.key, in: allowed))",
                              at: member.keyPosition.location(in: file))
        }
    }

    func value(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> JSONValue? {
        if let value = object[key] { return value }
        if required { diagnostics.error("\(what) is missing required key '\(key)'", at: location) }
        return nil
    }

    private func mistyped(_ key: String, _ expected: String, _ value: JSONValue, _ diagnostics: inout DiagnosticCollector) {
        diagnostics.error("'\(key)' in \(what) must be \(expected), found \(value.kindDescription)", at: location(of: value))
    }

    func string(_ key: String, required: Bool = true, allowEmpty: Bool = false,
                diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        return string(value, key: key, allowEmpty: allowEmpty, diagnostics: &diagnostics)
    }

    /// A string member or array element; `key` names it in diagnostics.
    func string(_ value: JSONValue, key: String, allowEmpty: Bool = false,
                diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let s = value.string else {
            mistyped(key, "a string", value, &diagnostics)
            return nil
        }
        if s.isEmpty && !allowEmpty {
            diagnostics.error("'\(key)' in \(what) must not be empty", at: location(of: value))
            return nil
        }
        return Located(s, at: location(of: value))
    }

    /// A string or an explicit null (`.some(nil)`); nil when missing or mistyped.
    func nullableString(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> Located<String>?? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        if value.isNull { return .some(nil) }
        guard let s = string(value, key: key, diagnostics: &diagnostics) else { return nil }
        return .some(s)
    }

    func bool(_ key: String, required: Bool = true, diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let b = value.bool else {
            mistyped(key, "a boolean", value, &diagnostics)
            return nil
        }
        return Located(b, at: location(of: value))
    }

    func nonNegativeInt(_ key: String, required: Bool = true, diagnostics: inout DiagnosticCollector) -> Located<Int>? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let n = value.number?.int, n >= 0 else {
            mistyped(key, "a non-negative integer", value, &diagnostics)
            return nil
        }
        return Located(n, at: location(of: value))
    }

    func array(_ key: String, required: Bool = true, nonEmpty: Bool = false,
               diagnostics: inout DiagnosticCollector) -> [JSONValue]? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let items = value.array else {
            mistyped(key, "an array", value, &diagnostics)
            return nil
        }
        if nonEmpty && items.isEmpty {
            diagnostics.error("'\(key)' in \(what) must not be empty", at: location(of: value))
        }
        return items
    }

    func stringArray(_ key: String, required: Bool = true, nonEmpty: Bool = false,
                     diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        guard let items = array(key, required: required, nonEmpty: nonEmpty, diagnostics: &diagnostics) else { return nil }
        return items.compactMap { string($0, key: key, diagnostics: &diagnostics) }
    }

    /// An object member as a reader for it.
    func object(_ key: String, required: Bool = true, what childWhat: String,
                diagnostics: inout DiagnosticCollector) -> ManifestObjectReader? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard value.object != nil else {
            mistyped(key, "an object", value, &diagnostics)
            return nil
        }
        return ManifestObjectReader(value, file: file, what: childWhat, diagnostics: &diagnostics)
    }

    /// `assumed`: true/false or an array of parts from `Assumed.allowedParts`.
    func assumed(diagnostics: inout DiagnosticCollector) -> Assumed {
        guard let value = object["assumed"] else { return .none }
        if let b = value.bool { return Assumed(all: b) }
        guard let items = value.array, !items.isEmpty else {
            diagnostics.error("'assumed' in \(what) must be a boolean or a non-empty array of part names, found \(value.kindDescription)",
                              at: location(of: value))
            return .none
        }
        var parts = Set<String>()
        for item in items {
            guard let part = string(item, key: "assumed", diagnostics: &diagnostics) else { continue }
            if Assumed.allowedParts.contains(part.value) {
                parts.insert(part.value)
            } else {
                diagnostics.error("unknown assumed part '\(part.value)' in \(what)\(suggestionSuffix(for: part.value, in: Assumed.allowedParts))",
                                  at: part.location)
            }
        }
        return Assumed(parts: parts)
    }
}

extension Located<String> {
    /// Whether this is a plain Swift identifier (letters, digits, `_`, not starting with a digit).
    var isSwiftIdentifier: Bool {
        guard let first = value.first, !first.isNumber else { return false }
        return value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
