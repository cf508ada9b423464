/// Compares the component manifests (and the icon manifest's nodes) with Figma's nodes, checking
/// what Figma's Code Connect publish checks, so a clean drift run predicts a clean publish:
/// the node exists, is a `COMPONENT` or `COMPONENT_SET` and is not a variant inside a set; every
/// manifest property exists under its display name (the key before the last `#`). Beyond publish,
/// it reports what would make the Code Connect output wrong: a property renamed (same `#id`),
/// another property type, variant options added or removed, a changed default, and Figma
/// properties the manifest does not map.
package enum ComponentDrift {
    struct Statistics: Hashable, Sendable {
        /// Manifests with a Figma node (code-only components are not compared).
        var components = 0
        var icons = 0
        init() {}
    }

    struct Result: Sendable {
        var findings: [DriftFinding]
        var statistics: Statistics
    }

    /// The node IDs to fetch: every manifest's node, and every icon style's node when `icons` is given.
    package static func nodeIDs(manifests: [ComponentManifest], icons: IconManifest?) -> [String] {
        var ids = manifests.compactMap { $0.figmaNode?.value.apiForm }
        for icon in icons?.icons ?? [] {
            ids += icon.styles.map(\.asset.figmaNode.value.apiForm)
        }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// `icons` are checked for their nodes when given; `iconLookup` resolves instance-swap defaults
    /// to node IDs (usually the same manifest).
    static func compare(_ manifests: [ComponentManifest], icons: IconManifest?, iconLookup: IconManifest?,
                               nodes: FigmaNodesResponse) -> Result {
        var findings: [DriftFinding] = []
        var statistics = Statistics()
        let entries = Dictionary(nodes.entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for manifest in manifests {
            guard let nodeID = manifest.figmaNode else { continue }
            statistics.components += 1
            guard let node = checkNode(manifest.name.value, nodeID, entries, &findings) else { continue }
            compareProperties(manifest, node, iconLookup: iconLookup, &findings)
        }
        for icon in icons?.icons ?? [] {
            for style in icon.styles {
                statistics.icons += 1
                let name = "\(icons?.namespace ?? "AurumIcons").\(icon.category).\(icon.swiftName(for: style.style))"
                _ = checkNode(name, style.asset.figmaNode, entries, &findings)
            }
        }
        return Result(findings: findings.sorted(by: DriftFinding.reportOrder), statistics: statistics)
    }

    /// The node, when it is something Code Connect can connect.
    private static func checkNode(_ name: String, _ nodeID: Located<FigmaNodeID>, _ entries: [String: FigmaNodesResponse.Entry],
                                  _ findings: inout [DriftFinding]) -> FigmaComponentNode? {
        let id = nodeID.value.apiForm
        func finding(_ kind: DriftFinding.Kind, _ message: String, figmaLocation: SourceLocation? = nil) -> DriftFinding {
            DriftFinding(kind: kind, subject: name, message: message, location: nodeID.location, figmaLocation: figmaLocation, nodeID: id)
        }
        guard let entry = entries[id] else {
            findings.append(finding(.nodeMissing, "\(name): node \(id) is not in the Figma nodes response"))
            return nil
        }
        guard let node = entry.node else {
            findings.append(finding(.nodeMissing, "\(name): node \(id) does not exist in the Figma file (deleted, or in another file)", figmaLocation: entry.location))
            return nil
        }
        guard node.isComponentOrSet else {
            var f = finding(.notAComponent, "\(name): node \(id) ('\(node.name)') is a \(node.type), not a COMPONENT or COMPONENT_SET", figmaLocation: node.location)
            f.figmaValue = node.type
            findings.append(f)
            return nil
        }
        if let set = node.componentSetID {
            var f = finding(.variantInSet, "\(name): node \(id) ('\(node.name)') is a variant inside the component set \(set); connect the set instead", figmaLocation: node.location)
            f.figmaValue = set
            findings.append(f)
            return nil
        }
        return node
    }

    private static func compareProperties(_ manifest: ComponentManifest, _ node: FigmaComponentNode, iconLookup: IconManifest?,
                                          _ findings: inout [DriftFinding]) {
        let component = manifest.name.value
        var used: Set<String> = []
        for property in manifest.properties {
            guard let figmaName = property.figmaName else { continue }   // children name layers, not properties
            let name = figmaName.value
            func finding(_ kind: DriftFinding.Kind, _ message: String, at location: SourceLocation? = nil, figma: FigmaComponentProperty? = nil) -> DriftFinding {
                DriftFinding(kind: kind, subject: component, message: "\(component).\(property.key.value): \(message)",
                             location: location ?? figmaName.location, figmaLocation: figma?.location ?? node.location,
                             nodeID: node.id, property: property.key.value, figmaProperty: figma?.key ?? name.raw)
            }
            guard let figma = node.properties.first(where: { $0.name == name.displayName }) else {
                if let suffix = name.idSuffix,
                   let renamed = node.properties.first(where: { FigmaPropertyName($0.key).idSuffix == suffix }) {
                    used.insert(renamed.key)
                    var f = finding(.propertyRenamed, "'\(name.displayName)' is called '\(renamed.name)' in Figma (same property #\(suffix))", figma: renamed)
                    f.repoValue = name.displayName
                    f.figmaValue = renamed.name
                    findings.append(f)
                } else {
                    findings.append(finding(.propertyMissing, "node \(node.id) ('\(node.name)') has no property '\(name.displayName)'"
                                            + Suggestions.didYouMean(name.displayName, in: node.properties.map(\.name))))
                }
                continue
            }
            used.insert(figma.key)
            guard kindsMatch(property.kind, figma) else {
                var f = finding(.propertyTypeChanged, "the manifest has a \(property.kindName) property, Figma's '\(figma.name)' is \(figma.kind.figmaName)", figma: figma)
                f.repoValue = property.kindName
                f.figmaValue = figma.kind.figmaName
                findings.append(f)
                continue
            }
            switch property.kind {
            case .variant(let options, let defaultOption):
                let figmaOptions = figma.variantOptions ?? []
                for option in options where !figmaOptions.contains(option.figma.value) {
                    var f = finding(.variantOptionRemoved, "option '\(option.figma.value)' is not among Figma's options (\(figmaOptions.joined(separator: ", ")))",
                                    at: option.figma.location, figma: figma)
                    f.option = option.figma.value
                    findings.append(f)
                }
                let manifestOptions = Set(options.map(\.figma.value))
                for option in figmaOptions where !manifestOptions.contains(option) {
                    var f = finding(.variantOptionAdded, "Figma has the option '\(option)', which the manifest does not map", figma: figma)
                    f.option = option
                    findings.append(f)
                }
                if case .string(let value)? = figma.defaultValue, value != defaultOption.value {
                    findings.append(defaultChanged(finding, defaultOption.location, figma, repo: defaultOption.value, figma: value))
                }
            case .boolean(let defaultValue, _):
                let figmaDefault: Bool? = switch figma.defaultValue {
                case .boolean(let value)?: value
                case .string(let value)?: booleanVariantValue(value)
                case nil: nil
                }
                if let figmaDefault, figmaDefault != defaultValue.value {
                    findings.append(defaultChanged(finding, defaultValue.location, figma, repo: String(defaultValue.value), figma: String(figmaDefault)))
                }
            case .text(let defaultValue):
                if case .string(let value)? = figma.defaultValue, value != defaultValue.value {
                    findings.append(defaultChanged(finding, defaultValue.location, figma, repo: "\"\(defaultValue.value)\"", figma: "\"\(value)\""))
                }
            case .instanceSwap(let defaultIcon, _, _):
                // Figma's default is a component node ID; the manifest's is an icon whose node the icon manifest knows.
                guard case .string(let value)? = figma.defaultValue, let resolved = iconLookup?.resolve(defaultIcon.value) else { break }
                let expected = resolved.style == .line ? resolved.icon.line.figmaNode.value.apiForm : resolved.icon.filled?.figmaNode.value.apiForm
                if let expected, expected != value {
                    findings.append(defaultChanged(finding, defaultIcon.location, figma, repo: "\(defaultIcon.value) (node \(expected))", figma: "node \(value)"))
                }
            case .children:
                break
            }
        }
        for figma in node.properties where !used.contains(figma.key) && !manifest.properties.contains(where: { $0.figmaName?.value.displayName == figma.name }) {
            // Types this tool does not know yet (SLOT) are kept but not checked: the nodes parser warns about them once.
            if case .other = figma.kind { continue }
            var f = DriftFinding(kind: .propertyAdded, subject: component,
                                 message: "\(component): Figma's \(figma.kind.figmaName) property '\(figma.name)' is not in the manifest",
                                 location: manifest.figmaNode?.location ?? manifest.location, figmaLocation: figma.location,
                                 nodeID: node.id, property: figma.name, figmaProperty: figma.key)
            f.figmaValue = figma.kind.figmaName
            findings.append(f)
        }
    }

    private static func defaultChanged(_ finding: (DriftFinding.Kind, String, SourceLocation?, FigmaComponentProperty?) -> DriftFinding,
                                       _ location: SourceLocation, _ figma: FigmaComponentProperty, repo: String, figma figmaValue: String) -> DriftFinding {
        var f = finding(.defaultChanged, "the manifest's default is \(repo), Figma's is \(figmaValue)", location, figma)
        f.repoValue = repo
        f.figmaValue = figmaValue
        return f
    }

    /// A manifest boolean may map to a Figma VARIANT whose options are a True/False, Yes/No or On/Off pair.
    private static func kindsMatch(_ kind: FigmaProperty.Kind, _ figma: FigmaComponentProperty) -> Bool {
        switch (kind, figma.kind) {
        case (.variant, .variant), (.boolean, .boolean), (.text, .text), (.instanceSwap, .instanceSwap): true
        case (.boolean, .variant): (figma.variantOptions ?? []).count == 2 && (figma.variantOptions ?? []).allSatisfy { booleanVariantValue($0) != nil }
        default: false
        }
    }

    private static func booleanVariantValue(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }
}
