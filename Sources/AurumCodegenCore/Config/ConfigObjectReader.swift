/// Reads one JSON object of the configuration with typed accessors that report wrong types, bad values
/// and unknown keys as diagnostics at the exact position, so one run shows every mistake.
struct ConfigObjectReader {
    let object: JSONObject
    /// Dotted path of this object for messages: `swift`, `swift.appearance`; empty at the root.
    let path: String
    let file: String

    private func describe(_ key: String) -> String { path.isEmpty ? "'\(key)'" : "'\(path).\(key)'" }

    func location(_ position: JSONPosition) -> SourceLocation { position.location(in: file) }

    /// Reports every key not in `known`, suggesting the closest known key.
    func checkKeys(_ known: [String], _ diagnostics: inout DiagnosticCollector) {
        for member in object where !known.contains(member.key) {
            let place = path.isEmpty ? "the configuration" : "'\(path)'"
            var message = "unknown key '\(member.key)' in \(place)"
            if let suggestion = Suggestions.closest(to: member.key, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of: \(known.map { "'\($0)'" }.joined(separator: ", "))"
            }
            diagnostics.error(message, at: location(member.keyPosition))
        }
    }

    func has(_ key: String) -> Bool { object[key] != nil }

    func value(_ key: String) -> JSONValue? { object[key] }

    func string(_ key: String, _ diagnostics: inout DiagnosticCollector) -> String? {
        guard let value = object[key] else { return nil }
        guard let string = value.string else {
            diagnostics.error("\(describe(key)) must be a string, not \(value.kindDescription)", at: location(value.position))
            return nil
        }
        return string
    }

    /// A non-empty string: paths, names.
    func nonEmptyString(_ key: String, _ diagnostics: inout DiagnosticCollector) -> String? {
        guard let string = string(key, &diagnostics) else { return nil }
        if string.isEmpty {
            diagnostics.error("\(describe(key)) must not be empty", at: location(object[key]!.position))
            return nil
        }
        return string
    }

    func number(_ key: String, _ diagnostics: inout DiagnosticCollector) -> JSONNumber? {
        guard let value = object[key] else { return nil }
        guard let number = value.number else {
            diagnostics.error("\(describe(key)) must be a number, not \(value.kindDescription)", at: location(value.position))
            return nil
        }
        return number
    }

    func positiveNumber(_ key: String, _ diagnostics: inout DiagnosticCollector) -> JSONNumber? {
        guard let number = number(key, &diagnostics) else { return nil }
        guard number.double > 0, number.double.isFinite else {
            diagnostics.error("\(describe(key)) must be greater than 0", at: location(object[key]!.position))
            return nil
        }
        return number
    }

    func positiveInteger(_ key: String, _ diagnostics: inout DiagnosticCollector) -> Int? {
        guard let number = number(key, &diagnostics) else { return nil }
        guard let int = number.int, int > 0 else {
            diagnostics.error("\(describe(key)) must be a whole number greater than 0", at: location(object[key]!.position))
            return nil
        }
        return int
    }

    /// One of `E`'s raw values, listing them when the value is something else.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, _ diagnostics: inout DiagnosticCollector) -> E? where E.RawValue == String {
        guard let string = string(key, &diagnostics) else { return nil }
        if let value = E(rawValue: string) { return value }
        let allowed = E.allCases.map(\.rawValue)
        var message = "\(describe(key)) must be one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), not '\(string)'"
        if let suggestion = Suggestions.closest(to: string, in: allowed) { message += "; did you mean '\(suggestion)'?" }
        diagnostics.error(message, at: location(object[key]!.position))
        return nil
    }

    func object(_ key: String, _ diagnostics: inout DiagnosticCollector) -> ConfigObjectReader? {
        guard let value = object[key] else { return nil }
        guard let nested = value.object else {
            diagnostics.error("\(describe(key)) must be an object, not \(value.kindDescription)", at: location(value.position))
            return nil
        }
        return ConfigObjectReader(object: nested, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    func stringArray(_ key: String, _ diagnostics: inout DiagnosticCollector) -> [String]? {
        guard let value = object[key] else { return nil }
        guard let array = value.array else {
            diagnostics.error("\(describe(key)) must be an array of strings, not \(value.kindDescription)", at: location(value.position))
            return nil
        }
        var strings: [String] = []
        for element in array {
            guard let string = element.string, !string.isEmpty else {
                diagnostics.error("\(describe(key)) must contain only non-empty strings", at: location(element.position))
                return nil
            }
            strings.append(string)
        }
        return strings
    }

    /// An object whose values are all strings, in key order.
    func stringMap(_ key: String, _ diagnostics: inout DiagnosticCollector) -> [(key: String, value: String, position: JSONPosition)]? {
        guard let nested = object(key, &diagnostics) else { return nil }
        var result: [(String, String, JSONPosition)] = []
        for member in nested.object {
            guard let string = member.value.string else {
                diagnostics.error("'\(nested.path).\(member.key)' must be a string, not \(member.value.kindDescription)",
                                  at: location(member.value.position))
                continue
            }
            result.append((member.key, string, member.value.position))
        }
        return result
    }
}
