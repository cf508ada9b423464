/// The context of `catalog-component.html`: one component's Figma link, its variant matrix (one row per
/// combination of variant options: the options, the generated Swift cases, and the Code Connect snippet Dev Mode
/// shows for an instance of that variant with every other property at its default), its properties, the tokens it
/// uses, and the description in the shape of the component docs (summary, description, intended use, don't).
struct CatalogComponentPage {
    var manifest: ComponentManifest
    var icons: IconManifest?
    var figmaFile: FigmaFileReference
    var links: [String: CatalogTokenPages.TokenLink]

    /// More rows than this are not listed; the page says how many there are.
    static let maxVariantRows = 256

    func context(_ diagnostics: inout DiagnosticCollector) -> MustacheDictionary {
        let names = ComponentSwiftNames(manifest, diagnostics: &diagnostics)
        let variants = ComponentVariants(properties: manifest.properties, slots: manifest.slots)
        let resolver = CodeConnectExampleResolver(properties: manifest.properties, slots: manifest.slots, variants: variants,
                                                  caseNames: names.caseNames)
        var context: MustacheDictionary = [
            "name": .string(manifest.name.value),
            "summary": .string(CatalogText.inline(manifest.summary)),
            "family": .string(manifest.family),
            "platform": .string(manifest.platform),
            "source": .string(manifest.source),
            "manifestFile": .string(manifest.file),
            "figma": manifest.figmaNode.map { node in
                .dictionary(["node": .string(node.value.apiForm), "url": .string(figmaFile.nodeURL(node.value))])
            } ?? .null,
            "figmaStatus": manifest.figmaStatus.map { .string(CatalogText.inline($0)) } ?? .null,
            "description": .list(manifest.description.map { .string(CatalogText.inline($0)) }),
            "intendedUse": manifest.intendedUse.map { use in
                .dictionary(["summary": .string(CatalogText.inline(use.summary)),
                             "guidelines": .list(use.guidelines.map { .string(CatalogText.inline($0)) }),
                             "hasGuidelines": .bool(!use.guidelines.isEmpty)])
            } ?? .null,
            "dont": .list(manifest.dont.map { .string(CatalogText.inline($0)) }),
            "hasDont": .bool(!manifest.dont.isEmpty),
            "notes": .list(manifest.notes.map { .string(CatalogText.inline($0)) }),
            "hasNotes": .bool(!manifest.notes.isEmpty),
            "codeConnectFile": manifest.codeConnect.map { .string($0.legacyFile.value) } ?? .null,
        ]
        if let snapshots = manifest.snapshots {
            context["snapshots"] = .dictionary([
                "text": .string("\(snapshots.baselines) baselines · \(snapshots.device) · \(snapshots.os) · Xcode \(snapshots.xcode)"),
                "tests": .list(snapshots.tests.map { .string("\($0.className) · \($0.method)") }),
            ])
        } else {
            context["snapshots"] = .null
        }
        context["properties"] = .list(manifest.properties.map(property))
        context["hasProperties"] = .bool(!manifest.properties.isEmpty)
        context["hasTokens"] = .bool(!manifest.tokens.isEmpty)
        context["variants"] = variantMatrix(variants, names: names, resolver: resolver)
        context["tokens"] = .list(manifest.tokens.map { token in
            let link = links[token.value]
            return .dictionary(["path": .string(token.value), "href": link.map { .string($0.href) } ?? .null,
                                "hex": link?.hex.map(MustacheValue.string) ?? .null])
        })
        return context
    }

    private func property(_ property: FigmaProperty) -> MustacheValue {
        let defaultValue: String = switch property.kind {
        case .variant(_, let option): option.value
        case .boolean(let value, _): value.value ? "true" : "false"
        case .text(let value): "“\(value.value)”"
        case .instanceSwap(let icon, _, _): icon.value.description
        case .children(let layers, _): "\(layers.count) layers"
        }
        return .dictionary([
            "key": .string(property.key.value),
            "kind": .string(property.kindName),
            "figma": property.figmaName.map { .string($0.value.displayName) } ?? .null,
            "swift": property.swift.map { .string("\($0.parameter.value): \($0.type)") } ?? .null,
            "default": .string(defaultValue),
            "description": property.description.map { .string(CatalogText.inline($0)) } ?? .null,
        ])
    }

    /// Every combination of the variant options, first property slowest, the manifest's defaults marked.
    private func variantMatrix(_ variants: ComponentVariants, names: ComponentSwiftNames, resolver: CodeConnectExampleResolver) -> MustacheValue {
        guard !variants.variants.isEmpty else { return .null }
        var combinations: [[CodeConnectBranch.Choice]] = [[]]
        var total = 1
        for variant in variants.variants {
            total *= max(1, variant.options.count)
            combinations = combinations.flatMap { prefix in variant.options.map { prefix + [.init(variant: variant, option: $0)] } }
            if combinations.count > Self.maxVariantRows { combinations = Array(combinations.prefix(Self.maxVariantRows)) }
        }
        let example = manifest.codeConnect?.example
        let snippets = icons.map(CodeConnectDefaultExample.init(icons:))
        let rows: [MustacheValue] = combinations.map { choices in
            let branch = CodeConnectBranch(choices: choices)
            let cases: [MustacheValue] = choices.compactMap { choice in
                guard let type = names.enumType(choice.variant.key),
                      let name = names.caseName(choice.variant.key, option: choice.option.figma.value, in: choice.variant.options) else { return nil }
                return .string(type + "." + SwiftIdentifier.escaped(name))
            }
            let snippet: MustacheValue = if let example, let snippets { .string(snippets.call(example, resolver: resolver, in: branch)) } else { .null }
            return .dictionary([
                "options": .list(choices.map { choice in
                    .dictionary(["property": .string(choice.variant.property.figmaName?.value.displayName ?? choice.variant.key),
                                 "option": .string(choice.option.figma.value),
                                 "description": choice.option.description.map { .string(CatalogText.inline($0)) } ?? .null])
                }),
                "cases": .list(cases),
                "snippet": snippet,
                "isDefault": .bool(branch.isDefault),
            ])
        }
        return .dictionary([
            "properties": .list(variants.variants.map { .string($0.property.figmaName?.value.displayName ?? $0.key) }),
            "rows": .list(rows),
            "total": .number(Double(total)),
            "shown": .number(Double(rows.count)),
            "truncated": .bool(total > rows.count),
            "hasSnippets": .bool(example != nil && icons != nil),
        ])
    }
}
