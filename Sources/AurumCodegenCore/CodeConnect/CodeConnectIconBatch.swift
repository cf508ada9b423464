/// Every icon drawing connected through one batch: `AurumIcons.figma.batch.json` lists each drawing's node,
/// Code Connect ID and Swift, and `AurumIcon.figma.batch.ts` renders them. The template passes both
/// drawings' Swift as metadata props, so a component template can show a swapped-in icon's filled partner.
struct CodeConnectIconBatch {
    var icons: IconManifest
    var options: CodeConnectOptions

    var jsonFile: String { icons.namespace + ".figma.batch.json" }

    /// `AurumIcon.figma.batch.ts`: the namespace in the singular.
    var templateFile: String {
        (icons.namespace.hasSuffix("s") ? String(icons.namespace.dropLast()) : icons.namespace) + ".figma.batch.ts"
    }

    var json: String {
        var components: [JSONValue] = []
        for icon in icons.icons {
            for (style, asset) in icon.styles {
                let line = "\(icons.namespace).\(icon.category).\(icon.swiftName(for: .line))"
                let filled = icon.filled.map { _ in "\(icons.namespace).\(icon.category).\(icon.swiftName(for: .filled))" }
                components.append(GeneratedJSON.object([
                    ("url", GeneratedJSON.string(options.figmaFile.nodeURL(asset.figmaNode.value))),
                    ("id", GeneratedJSON.string("\(icons.namespace).\(icon.category).\(icon.swiftName(for: style))")),
                    ("category", GeneratedJSON.string(icon.category)),
                    ("case", GeneratedJSON.string(icon.swiftName(for: style))),
                    ("line", GeneratedJSON.string(line)),
                    ("filled", filled.map(GeneratedJSON.string) ?? JSONValue(.null, at: GeneratedJSON.nowhere)),
                ]))
            }
        }
        return DTCGJSONRenderer.render(GeneratedJSON.object([
            ("templateFile", GeneratedJSON.string("./" + templateFile)),
            ("components", GeneratedJSON.array(components)),
        ]))
    }

    var context: MustacheDictionary {
        [
            "header": .string(options.header(from: icons.file)),
            "namespace": .string(icons.namespace),
            "imports": .string(options.iconImports.map(JavaScriptLiteral.string).joined(separator: ", ")),
        ]
    }
}
