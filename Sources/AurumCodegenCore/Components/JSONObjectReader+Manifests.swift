/// Manifest-only readings on top of the shared `JSONObjectReader`.
extension JSONObjectReader {
    /// `assumed`: true/false or an array of parts from `Assumed.allowedParts`.
    func assumed(diagnostics: inout DiagnosticCollector) -> Assumed {
        guard let value = object["assumed"] else { return .none }
        if let b = value.bool { return Assumed(all: b) }
        guard let items = value.array, !items.isEmpty else {
            diagnostics.error("'assumed' in \(what) must be a boolean or a non-empty array of part names, not \(value.kindDescription)",
                              at: location(of: value))
            return .none
        }
        var parts = Set<String>()
        for item in items {
            guard let part = string(item, key: "assumed", diagnostics: &diagnostics) else { continue }
            if Assumed.allowedParts.contains(part.value) {
                parts.insert(part.value)
            } else {
                diagnostics.error("unknown assumed part '\(part.value)' in \(what)\(Suggestions.didYouMean(part.value, in: Assumed.allowedParts))",
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
