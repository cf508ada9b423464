/// The CSS family names that mean "the platform's UI font" (templates/README.md, "Missing typography members"):
/// `system-ui` (what a missing `fontFamily` becomes), its older spellings `-apple-system` and
/// `BlinkMacSystemFont`, and `ui-sans-serif`, which Safari also draws in the system font. CSS keywords, so
/// compared in any letter case. `ui-serif`, `ui-monospace`, `ui-rounded` and plain `sans-serif` are not in it:
/// they name other designs or a fallback, not the UI font.
enum SwiftSystemFontFamilies {
    static let names: Set<String> = ["system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif"]

    static func isSystem(_ family: String) -> Bool { names.contains(family.lowercased()) }

    /// Whether any font family or typography value names one, in any context: only then do the templates emit
    /// the system-font branches (`usesSystemFont`), so a design system without them keeps its Swift unchanged.
    static func used(in tokens: [SwiftGenerationInput.Token]) -> Bool {
        tokens.contains { token in
            (token.type == .fontFamily || token.type == .typography) && token.values.values.contains { value in
                switch value {
                case .fontFamily(let names): names.contains(where: isSystem)
                case .typography(let typography): typography.fontFamily.contains(where: isSystem)
                default: false
                }
            }
        }
    }
}
