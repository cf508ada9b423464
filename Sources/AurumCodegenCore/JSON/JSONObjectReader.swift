/// The one reader of JSON objects for the configuration, the manifests, the allow-list and Figma's responses:
/// typed member access that turns a missing, mistyped or unknown member into a positioned diagnostic (and nil),
/// so parsing carries on and one run reports every problem of a file, all in the same words:
///
/// - `<what> must be an object, not an array`
/// - `'swift.prefix' must be a string, not a number` (configuration: members by dotted path)
/// - `'name' in component manifest must not be empty` (elsewhere: members by key in their object)
/// - `<what> is missing required key 'id'`
/// - `unknown key 'outptu' in 'swift'; did you mean 'output'?`
struct JSONObjectReader: Sequence {
    let object: JSONObject
    let position: JSONPosition
    let file: String
    /// How messages name this object: "the configuration", "'swift.appearance'", "component manifest".
    let what: String
    /// The object's dotted path in a configuration (`swift.appearance`, empty at the root): members are then named
    /// by their path (`'swift.appearance.light'`). nil names them by key in `what` (`'id' in variable 'x'`).
    let path: String?
    /// Figma's responses write null for an absent optional member; read such a member as absent.
    let nullIsAbsent: Bool

    init?(_ value: JSONValue, file: String, what: String, path: String? = nil, nullIsAbsent: Bool = false,
                  diagnostics: inout DiagnosticCollector) {
        guard let object = value.object else {
            diagnostics.error("\(what) must be an object, not \(value.kindDescription)", at: value.position.location(in: file))
            return nil
        }
        self.init(object: object, position: value.position, file: file, what: what, path: path, nullIsAbsent: nullIsAbsent)
    }

    private init(object: JSONObject, position: JSONPosition, file: String, what: String, path: String?, nullIsAbsent: Bool) {
        self.object = object
        self.position = position
        self.file = file
        self.what = what
        self.path = path
        self.nullIsAbsent = nullIsAbsent
    }

    var location: SourceLocation { position.location(in: file) }

    func makeIterator() -> IndexingIterator<[JSONObject.Member]> { object.members.makeIterator() }

    func location(of value: JSONValue) -> SourceLocation { value.position.location(in: file) }

    /// How messages name the member `key`.
    func name(_ key: String) -> String {
        guard let path else { return "'\(key)' in \(what)" }
        return path.isEmpty ? "'\(key)'" : "'\(path).\(key)'"
    }

    /// Reports every member not in `known`, suggesting the closest known key (or listing them when none is close).
    func checkKeys(_ known: [String], diagnostics: inout DiagnosticCollector) {
        for member in object where !known.contains(member.key) {
            var message = "unknown key '\(member.key)' in \(what)"
            if let suggestion = Suggestions.closest(to: member.key, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of: \(known.map { "'\($0)'" }.joined(separator: ", "))"
            }
            diagnostics.error(message, at: member.keyPosition.location(in: file))
        }
    }

    func has(_ key: String) -> Bool { member(key) != nil }

    /// The member's value, unchecked (null when `nullIsAbsent` reads as nil).
    subscript(key: String) -> JSONValue? { member(key) }

    /// The member's value; a missing `required` member is reported.
    func value(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> JSONValue? {
        if let value = member(key) { return value }
        if required { diagnostics.error("\(what) is missing required key '\(key)'", at: location) }
        return nil
    }

    /// The member's value, unchecked.
    func value(_ key: String) -> JSONValue? { member(key) }

    private func member(_ key: String) -> JSONValue? {
        guard let value = object[key] else { return nil }
        return nullIsAbsent && value.isNull ? nil : value
    }

    func mistyped(_ key: String, _ expected: String, _ value: JSONValue, _ diagnostics: inout DiagnosticCollector) {
        diagnostics.error("\(name(key)) must be \(expected), not \(value.kindDescription)", at: location(of: value))
    }

    // MARK: Strings

    func string(_ key: String, required: Bool = false, allowEmpty: Bool = false,
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
            diagnostics.error("\(name(key)) must not be empty", at: location(of: value))
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

    /// One of `E`'s raw values, listing them (and suggesting the closest) when the value is something else.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type,
                                                            diagnostics: inout DiagnosticCollector) -> E? where E.RawValue == String {
        guard let string = string(key, allowEmpty: true, diagnostics: &diagnostics) else { return nil }
        if let value = E(rawValue: string.value) { return value }
        let allowed = E.allCases.map(\.rawValue)
        diagnostics.error("\(name(key)) must be one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), not '\(string.value)'"
                          + Suggestions.didYouMean(string.value, in: allowed), at: string.location)
        return nil
    }

    // MARK: Booleans and numbers

    func bool(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let b = value.bool else {
            mistyped(key, "a boolean", value, &diagnostics)
            return nil
        }
        return Located(b, at: location(of: value))
    }

    func number(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> JSONNumber? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let number = value.number else {
            mistyped(key, "a number", value, &diagnostics)
            return nil
        }
        return number
    }

    func positiveNumber(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> JSONNumber? {
        guard let number = number(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard number.double > 0, number.double.isFinite else {
            diagnostics.error("\(name(key)) must be greater than 0", at: location(of: object[key]!))
            return nil
        }
        return number
    }

    func positiveInteger(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Int? {
        guard let number = number(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let int = number.int, int > 0 else {
            diagnostics.error("\(name(key)) must be a whole number greater than 0", at: location(of: object[key]!))
            return nil
        }
        return int
    }

    func nonNegativeInt(_ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector) -> Located<Int>? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let n = value.number?.int, n >= 0 else {
            mistyped(key, "a non-negative integer", value, &diagnostics)
            return nil
        }
        return Located(n, at: location(of: value))
    }

    // MARK: Containers

    func array(_ key: String, required: Bool = false, nonEmpty: Bool = false,
                       diagnostics: inout DiagnosticCollector) -> [JSONValue]? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let items = value.array else {
            mistyped(key, "an array", value, &diagnostics)
            return nil
        }
        if nonEmpty && items.isEmpty {
            diagnostics.error("\(name(key)) must not be empty", at: location(of: value))
        }
        return items
    }

    /// An array of strings (non-empty ones unless `allowEmpty`); elements that are not are reported and left out.
    func stringArray(_ key: String, required: Bool = false, nonEmpty: Bool = false, allowEmpty: Bool = false,
                             diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        guard let items = array(key, required: required, nonEmpty: nonEmpty, diagnostics: &diagnostics) else { return nil }
        let kind = allowEmpty ? "strings" : "non-empty strings"
        return items.compactMap { item in
            guard let s = item.string, allowEmpty || !s.isEmpty else {
                diagnostics.error("\(name(key)) must hold only \(kind), not \(item.string != nil ? "an empty string" : item.kindDescription)",
                                  at: location(of: item))
                return nil
            }
            return Located(s, at: location(of: item))
        }
    }

    /// An object member as a reader for it. Configuration readers name it by path; others by `what`.
    func object(_ key: String, required: Bool = false, what childWhat: String? = nil,
                        diagnostics: inout DiagnosticCollector) -> JSONObjectReader? {
        guard let value = value(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let nested = value.object else {
            mistyped(key, "an object", value, &diagnostics)
            return nil
        }
        let childPath = path.map { $0.isEmpty ? key : "\($0).\(key)" }
        return JSONObjectReader(object: nested, position: value.position, file: file,
                                what: childWhat ?? childPath.map { "'\($0)'" } ?? name(key), path: childPath, nullIsAbsent: nullIsAbsent)
    }

    /// An object whose values are all strings, in key order; other values are reported and left out.
    func stringMap(_ key: String, required: Bool = false,
                           diagnostics: inout DiagnosticCollector) -> [(key: String, value: String, position: JSONPosition)]? {
        guard let nested = object(key, required: required, diagnostics: &diagnostics) else { return nil }
        var result: [(String, String, JSONPosition)] = []
        for member in nested.object {
            guard let string = member.value.string else {
                nested.mistyped(member.key, "a string", member.value, &diagnostics)
                continue
            }
            result.append((member.key, string, member.value.position))
        }
        return result
    }
}

extension JSONObjectReader {
    /// The root of a configuration file: members named by path, the object named "the configuration".
    static func configuration(_ value: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> JSONObjectReader? {
        JSONObjectReader(value, file: file, what: "the configuration", path: "", diagnostics: &diagnostics)
    }
}
