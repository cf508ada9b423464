/// Files the Figma "Design Tokens" plugin (lukasoppermann/design-tokens) exports: Style Dictionary's
/// `value`/`type` shape (or DTCG's `$value`/`$type`), its own `custom-*` types, and on each token an
/// `extensions` (or `$extensions`) object keyed `org.lukasoppermann.figmaDesignTokens`. The plugin writes
/// Figma's numbers as they are: a plain number is pixels (points on iOS), never Style Dictionary's rem.
enum DesignTokensPluginExport {
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// Where the first of the first `budget` tokens carries the plugin's extension; nil when none does.
    static func evidence(_ root: JSONValue, budget: Int = 64) -> JSONPosition? {
        var remaining = budget
        return find(in: root, remaining: &remaining)
    }

    private static func find(in value: JSONValue, remaining: inout Int) -> JSONPosition? {
        guard let object = value.object, remaining > 0 else { return nil }
        if object.member("value") != nil || object.member("$value") != nil {
            remaining -= 1
            for key in ["extensions", "$extensions"] {
                if let vendor = object[key]?.object?.member(extensionKey) { return vendor.keyPosition }
            }
            return nil
        }
        for member in object where member.value.object != nil {
            if let found = find(in: member.value, remaining: &remaining) { return found }
            if remaining <= 0 { return nil }
        }
        return nil
    }
}
