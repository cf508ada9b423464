import Foundation

/// Known, accepted differences: `{"entries": [{"kind": …, "token": …, "reason": …}, …]}`.
///
/// An entry names a finding kind and, for token kinds, a `token` (the path, or for `added` the
/// Figma name with `/` or `.`); for component kinds, a `component` and optionally a `property`
/// (manifest key or Figma name) and `option`. `mode` narrows a token entry to one Figma mode or
/// resolver context. A name ending in `.*` covers everything below it; `*` alone covers all.
/// Every entry needs a non-empty `reason`. Entries no finding used are reported, so the list
/// shrinks as Figma catches up.
package struct DriftAllowList: Sendable {
    package struct Entry: Hashable, Sendable {
        var kind: DriftFinding.Kind
        var token: String?
        var component: String?
        var property: String?
        var option: String?
        var mode: String?
        var reason: String
        var location: SourceLocation

        init(kind: DriftFinding.Kind, token: String? = nil, component: String? = nil, property: String? = nil,
                    option: String? = nil, mode: String? = nil, reason: String, location: SourceLocation) {
            self.kind = kind
            self.token = token
            self.component = component
            self.property = property
            self.option = option
            self.mode = mode
            self.reason = reason
            self.location = location
        }

        /// `valueChanged color.text.normal (mode Dark)`, for messages.
        var summary: String {
            var text = kind.rawValue + " " + (token ?? component ?? "")
            if let property { text += " › " + property }
            if let option { text += " › " + option }
            if let mode { text += " (mode \(mode))" }
            return text
        }

        func matches(_ finding: DriftFinding) -> Bool {
            guard finding.kind == kind else { return false }
            switch kind.category {
            case .token, .tokenSet:
                guard let token = token?.replacingOccurrences(of: "/", with: ".") else { return false }
                let subjects = [finding.subject, finding.figmaName.map { $0.replacingOccurrences(of: "/", with: ".") }].compactMap { $0 }
                guard subjects.contains(where: { Self.pattern(token, matches: $0) }) else { return false }
                if let mode, mode != finding.mode, !(finding.context ?? "").split(separator: ";").contains(where: { $0.trimmingCharacters(in: .whitespaces) == mode }) {
                    return false
                }
                return true
            case .component, .asset:
                // An asset finding is allowed by its asset name in 'component'.
                guard let component, Self.pattern(component, matches: finding.subject) else { return false }
                if let property, property != finding.property,
                   property != finding.figmaProperty, property != finding.figmaProperty.map(FigmaComponentProperty.displayName(ofKey:)) {
                    return false
                }
                if let option, option != finding.option { return false }
                return true
            }
        }

        static func pattern(_ pattern: String, matches name: String) -> Bool {
            if pattern == "*" || pattern == name { return true }
            if pattern.hasSuffix(".*") { return name.hasPrefix(pattern.dropLast()) }
            return false
        }
    }

    var entries: [Entry]
    var file: String?

    init(entries: [Entry] = [], file: String? = nil) {
        self.entries = entries
        self.file = file
    }

    static let entryKeys = ["kind", "token", "component", "property", "option", "mode", "reason"]

    /// Reads an allow-list document; every problem (a missing reason, an unknown kind or key) is an error.
    package static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> DriftAllowList {
        var list = DriftAllowList(file: file)
        guard let root = JSONObjectReader(json, file: file, what: "an allow-list", diagnostics: &diagnostics) else { return list }
        root.checkKeys(["$schema", "entries"], diagnostics: &diagnostics)
        for value in root.array("entries", required: true, diagnostics: &diagnostics) ?? [] {
            if let entry = parseEntry(value, file: file, &diagnostics) { list.entries.append(entry) }
        }
        return list
    }

    private static func parseEntry(_ value: JSONValue, file: String, _ diagnostics: inout DiagnosticCollector) -> Entry? {
        let at = value.position.location(in: file)
        guard let object = JSONObjectReader(value, file: file, what: "an allow-list entry", diagnostics: &diagnostics) else { return nil }
        var errors = DiagnosticCollector()
        object.checkKeys(entryKeys, diagnostics: &errors)
        var strings: [String: String] = [:]
        for key in entryKeys {
            if let string = object.string(key, allowEmpty: true, diagnostics: &errors) { strings[key] = string.value }
        }
        var valid = !errors.hasErrors
        diagnostics.append(contentsOf: errors.sorted)
        let reason = strings["reason"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if reason.isEmpty, object["reason"]?.string != nil || object["reason"] == nil {   // a non-string was reported above
            diagnostics.error("allow-list entry has no reason; say why the difference is accepted", at: at)
            valid = false
        }
        guard let kindName = strings["kind"] else {
            if object["kind"] == nil { diagnostics.error("an allow-list entry is missing required key 'kind'", at: at) }
            return nil
        }
        guard let kind = DriftFinding.Kind(rawValue: kindName) else {
            diagnostics.error("unknown finding kind '\(kindName)'" + Suggestions.didYouMean(kindName, in: DriftFinding.Kind.allCases.map(\.rawValue)),
                              at: object["kind"]!.position.location(in: file))
            return nil
        }
        switch kind.category {
        case .token, .tokenSet:
            if object["token"] == nil {
                diagnostics.error("a '\(kindName)' entry needs 'token' (a token path, or '*')", at: at)
                valid = false
            }
            for key in ["component", "property", "option"] where strings[key] != nil {
                diagnostics.error("'\(key)' does not apply to the token finding '\(kindName)'", at: object.object.member(key)!.keyPosition.location(in: file))
                valid = false
            }
        case .component, .asset:
            if object["component"] == nil {
                diagnostics.error("a '\(kindName)' entry needs 'component' (a component\(kind.category == .asset ? " or asset" : "") name, or '*')", at: at)
                valid = false
            }
            for key in ["token", "mode"] where strings[key] != nil {
                diagnostics.error("'\(key)' does not apply to the component finding '\(kindName)'", at: object.object.member(key)!.keyPosition.location(in: file))
                valid = false
            }
        }
        guard valid else { return nil }
        return Entry(kind: kind, token: strings["token"], component: strings["component"], property: strings["property"],
                     option: strings["option"], mode: strings["mode"], reason: reason, location: at)
    }
}
