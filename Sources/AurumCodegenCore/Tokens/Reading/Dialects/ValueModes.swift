/// Values written as an object of modes, as some real sets write themes in one file:
/// `"$value": {"light": "#ffffff", "dark": "#000000"}`. An object is one when the token's type is not
/// composite, none of its keys belongs to the type's own object form (`colorSpace`, `components`, `value`,
/// `unit`, `$ref`, …) and each member holds what a value of the type can be (a string, number, boolean,
/// array, or the type's object form). Every file's modes together become one modifier, `mode`, whose
/// contexts are the modes in the order first met (the first the default); each token holds its value per
/// mode as context values, and its first mode's value as its plain value. `$modes` beside `$value` is read the
/// same way (`besideValue`), `$value` its plain value.
enum ValueModes {
    /// The modifier's name.
    static let modifier = "mode"

    /// Keys of the object forms of non-composite DTCG values, which a mode object never has.
    private static let valueFormKeys: Set<String> = ["colorSpace", "components", "alpha", "hex", "value", "unit", "$ref", "x1", "y1", "x2", "y2"]

    /// The modes of `value`, in order, when it is an object of modes for a token of `type`.
    static func modes(of value: JSONValue, type: TokenType?) -> [JSONObject.Member]? {
        guard let type, !type.isComposite, let object = value.object, !object.members.isEmpty else { return nil }
        for member in object {
            // `=` and `,` separate a context id's parts (`mode=dark,theme=x`).
            if valueFormKeys.contains(member.key) || member.key.hasPrefix("$") || member.key.contains("=") || member.key.contains(",")
                || isCSSPropertyName(member.key) { return nil }
            switch member.value.kind {
            case .string, .number, .bool, .array: continue
            case .object(let inner):
                guard inner.members.contains(where: { valueFormKeys.contains($0.key) }) else { return nil }
            default: return nil
            }
        }
        return object.members
    }

    /// First words of CSS property names (`textDecorationLine`, `font-size`, `letter-spacing`).
    private static let propertyFamilies: Set<String> = [
        "text", "font", "line", "letter", "word", "white", "border", "background", "padding", "margin", "outline", "box",
        "transition", "animation", "vertical", "list", "column", "flex", "grid",
    ]

    /// A CSS property's name, camelCase or kebab-case (an object of CSS properties is a style, never modes); CSS
    /// writes no space or digit in one.
    static func isCSSPropertyName(_ key: String) -> Bool {
        guard !key.contains(where: { $0 == " " || $0.isNumber }) else { return false }
        let words = NameWords.of(key)
        return words.count >= 2 && propertyFamilies.contains(words[0])
    }

    /// `"$modes": {"light": "#fff", "dark": "{base.black}"}` beside `$value` (a convention some DTCG sets use): its
    /// modes in order, each value read as the token's type is; `$value` stands where a mode is not listed. A
    /// `$modes` that is not an object, and a mode name a context id cannot hold, are errors in `diagnostics`.
    static func besideValue(_ member: JSONObject.Member, file: String, diagnostics: inout DiagnosticCollector) -> [JSONObject.Member] {
        guard let object = member.value.object else {
            diagnostics.error("$modes must be an object of mode names and their values, found \(member.value.shortDescription)",
                              at: member.keyPosition.location(in: file))
            return []
        }
        return object.members.filter { mode in
            // `=` and `,` separate a context id's parts (`mode=dark,theme=x`).
            guard mode.key.isEmpty || mode.key.contains("=") || mode.key.contains(",") else { return true }
            diagnostics.error("invalid mode name \"\(mode.key)\" in $modes: a mode name must be non-empty and hold no \"=\" or \",\"",
                              at: mode.keyPosition.location(in: file))
            return false
        }
    }

    /// The context-value key of `mode` (`mode=dark`), as `contextValues` are keyed.
    static func contextKey(_ mode: String) -> String { "\(modifier)=\(mode)" }

    /// The modifier of `modes` (each context without sources: the tokens carry their values).
    static func modifierDefinition(_ modes: [String], location: SourceLocation) -> ResolverDocument.ModifierDefinition {
        .init(name: modifier, description: "The modes token values are written in.", contexts: modes.map { (name: $0, sources: []) },
              defaultContext: modes[0], location: location, extensions: nil)
    }
}
