/// Component manifests from Figma's `GET /v1/files/:key/nodes` response (`import figma-components`).
///
/// A new manifest holds what Figma knows (name, node ID, description, documentation links, every component
/// property with its `#id` suffix, variant options and defaults) and proposes the Swift side: lowerCamelCase
/// parameters, an enum per variant (`<Name><Property>`) with a case per option, `Bool`, `String` and the icon
/// type; everything it proposes is marked `assumed` until a person edits it. It validates, drifts clean
/// against the response it came from, and generates compiling Swift and Code Connect files as it is.
///
/// Run again on an existing manifest, it merges by editing the file's text: a Figma property or variant option
/// the manifest lacks is inserted (marked assumed), one Figma no longer has is reported, and nothing that is
/// already there changes, so every Swift mapping a person wrote stays byte for byte.
package enum ComponentManifestScaffold {
    package struct Options: Sendable {
        package var prefix: String
        /// The icon manifest, to turn instance-swap defaults (component node IDs) into icon references.
        package var icons: IconManifest?
        /// Where the manifests go, relative to the manifests' `$schema` folder (`../schemas/…`).
        package var schema: String
        /// The response, as shown in notes.
        package var source: String

        package init(prefix: String = "Aurum", icons: IconManifest? = nil,
                     schema: String = "../schemas/component-manifest.schema.json", source: String = "a Figma nodes response") {
            self.prefix = prefix
            self.icons = icons
            self.schema = schema
            self.source = source
        }
    }

    /// An existing manifest and its text, for merging.
    package struct Existing: Sendable {
        package var manifest: ComponentManifest
        package var text: String
        /// The file name relative to the output folder.
        package var relativePath: String

        package init(manifest: ComponentManifest, text: String, relativePath: String) {
            self.manifest = manifest
            self.text = text
            self.relativePath = relativePath
        }
    }

    /// One manifest per component node of `nodes` (others are reported): new ones scaffolded, existing ones
    /// (matched by node ID, else by name) merged. Unchanged manifests come back with their text as it was.
    package static func files(for nodes: FigmaNodesResponse, existing: [Existing], options: Options,
                              diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var seen: Set<String> = []
        for entry in nodes.entries {
            guard let node = entry.node else {
                diagnostics.warning("node \(entry.id) is null in the response (deleted, or in another file); no manifest is written for it", at: entry.location)
                continue
            }
            guard node.isComponentOrSet, node.componentSetID == nil else {
                diagnostics.warning("node \(node.id) ('\(node.name)') is a \(node.componentSetID == nil ? node.type : "variant inside a component set"); only components and component sets get manifests",
                                    at: node.location)
                continue
            }
            let name = componentName(node.name, prefix: options.prefix)
            guard let name else {
                diagnostics.error("node \(node.id)'s name '\(node.name)' gives no Swift type name", at: node.location)
                continue
            }
            let match = existing.first { $0.manifest.figmaNode?.value.apiForm == node.id } ?? existing.first { $0.manifest.name.value == name }
            if let match {
                guard seen.insert(match.relativePath).inserted else { continue }
                files.append(GeneratedFile(relativePath: match.relativePath, contents: merge(match, node: node, options: options, diagnostics: &diagnostics)))
            } else {
                let path = name + ".component.json"
                guard seen.insert(path).inserted else {
                    diagnostics.error("two components of the response become '\(path)'", at: node.location)
                    continue
                }
                files.append(GeneratedFile(relativePath: path, contents: scaffold(node, name: name, options: options, diagnostics: &diagnostics)))
            }
        }
        return files
    }

    /// `NavBar` → `AurumNavBar`; a name that already starts with the prefix keeps it.
    static func componentName(_ figmaName: String, prefix: String) -> String? {
        guard let base = SwiftNaming.identifier([figmaName], case: .upperCamel), SwiftIdentifier.isValid(base), !base.hasPrefix("_") else { return nil }
        return base.hasPrefix(prefix) ? base : prefix + base
    }

    // MARK: New manifests

    static func scaffold(_ node: FigmaComponentNode, name: String, options: Options, diagnostics: inout DiagnosticCollector) -> String {
        var properties: [(String, JSONValue)] = []
        var arguments: [JSONValue] = []
        var keys: Set<String> = []
        for property in node.properties {
            guard let (key, value) = proposedProperty(property, component: name, taken: keys, options: options,
                                                      componentNodes: node.componentNodesByKey, diagnostics: &diagnostics) else { continue }
            keys.insert(key)
            properties.append((key, value))
            arguments.append(GeneratedJSON.object([("property", GeneratedJSON.string(key))]))
        }
        let kind = node.type == "COMPONENT_SET" ? "component set" : "component"
        var description = node.description.isEmpty ? ["\(name), scaffolded from the Figma \(kind) '\(node.name)' (\(node.id))."]
            : node.description.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        description += node.documentationLinks.map { "Figma documentation: \($0)" }
        let summary = description[0]
        let members: [(String, JSONValue)] = [
            ("$schema", GeneratedJSON.string(options.schema)),
            ("manifestVersion", GeneratedJSON.number(JSONNumber(1))),
            ("name", GeneratedJSON.string(name)),
            ("figmaNode", GeneratedJSON.string(node.id)),
            ("family", GeneratedJSON.string("Uncategorised")),
            ("platform", GeneratedJSON.string("iOS 17+ · SwiftUI")),
            ("summary", GeneratedJSON.string(summary)),
            ("description", GeneratedJSON.array(description.map(GeneratedJSON.string))),
            ("source", GeneratedJSON.string("Sources/\(options.prefix)/\(name).swift")),
            ("codeConnect", GeneratedJSON.object([
                ("legacyFile", GeneratedJSON.string("FigmaConnect/Sources/\(options.prefix)FigmaConnect/\(name).figma.swift")),
                ("imports", GeneratedJSON.array([GeneratedJSON.string("import \(options.prefix)")])),
                ("example", GeneratedJSON.object([("call", GeneratedJSON.string(name)), ("arguments", GeneratedJSON.array(arguments))])),
            ])),
            ("properties", GeneratedJSON.object(properties)),
            ("notes", GeneratedJSON.array([GeneratedJSON.string(
                "Scaffolded by aurum-codegen import figma-components from \(options.source). The Figma names, options and defaults are Figma's; "
                + "the family, source path and every Swift name and type are proposals, marked assumed until a person edits them.")])),
        ]
        return DTCGJSONRenderer.render(GeneratedJSON.object(members))
    }

    /// The manifest key and object for one Figma property, nil for kinds a manifest cannot hold (reported).
    static func proposedProperty(_ property: FigmaComponentProperty, component: String, taken: Set<String>, options: Options,
                                 componentNodes: [String: String] = [:], diagnostics: inout DiagnosticCollector) -> (String, JSONValue)? {
        let display = property.name
        guard var key = SwiftNaming.identifier([display], case: .lowerCamel), SwiftIdentifier.isValid(key) else {
            diagnostics.warning("property '\(property.key)' gives no Swift name; it is left out", at: property.location)
            return nil
        }
        if SwiftIdentifier.keywords.contains(key) { key += "Value" }
        var base = key
        var index = 2
        while taken.contains(key) { key = "\(base)\(index)"; index += 1 }
        base = key
        if let sequence = FigmaPropertyName.unescapedSequence(in: display) {
            diagnostics.warning("property '\(property.key)' contains \(sequence), which Figma's Code Connect parsers do not escape; it is left out", at: property.location)
            return nil
        }
        let figma = GeneratedJSON.string(property.key)
        let assumed = ("assumed", GeneratedJSON.bool(true))
        switch property.kind {
        case .variant:
            let optionNames = property.variantOptions ?? []
            guard !optionNames.isEmpty else { return nil }
            let type = SwiftNaming.identifier([component, display], case: .upperCamel) ?? component + "Variant"
            var cases: Set<String> = []
            var optionValues: [JSONValue] = []
            for option in optionNames {
                optionValues.append(optionJSON(option, withCase: true, taken: &cases))
            }
            let defaultOption: String = if case .string(let value)? = property.defaultValue { value } else { optionNames[0] }
            return (key, GeneratedJSON.object([
                ("kind", GeneratedJSON.string("variant")), ("figma", figma), assumed,
                ("swift", GeneratedJSON.object([("parameter", GeneratedJSON.string(key)), ("type", GeneratedJSON.string(type))])),
                ("default", GeneratedJSON.string(defaultOption)),
                ("options", GeneratedJSON.array(optionValues)),
            ]))
        case .boolean:
            let value: Bool = if case .boolean(let b)? = property.defaultValue { b } else { false }
            return (key, GeneratedJSON.object([
                ("kind", GeneratedJSON.string("boolean")), ("figma", figma), assumed,
                ("swift", GeneratedJSON.object([("parameter", GeneratedJSON.string(key)), ("type", GeneratedJSON.string("Bool"))])),
                ("default", GeneratedJSON.bool(value)),
            ]))
        case .text:
            let value: String = if case .string(let s)? = property.defaultValue { s } else { "" }
            return (key, GeneratedJSON.object([
                ("kind", GeneratedJSON.string("text")), ("figma", figma), assumed,
                ("swift", GeneratedJSON.object([("parameter", GeneratedJSON.string(key)), ("type", GeneratedJSON.string("String"))])),
                ("default", GeneratedJSON.string(value)),
            ]))
        case .instanceSwap:
            guard let icons = options.icons, let fallback = icons.icons.first else {
                diagnostics.warning("instance-swap property '\(property.key)' needs the icon manifest to name its default; it is left out", at: property.location)
                return nil
            }
            var members: [(String, JSONValue)] = [("kind", GeneratedJSON.string("instanceSwap")), ("figma", figma), assumed]
            var description: [String] = []
            let defaultNode: String? = if case .string(let id)? = property.defaultValue { id } else { nil }
            var reference = "\(icons.namespace).\(fallback.category).\(fallback.swiftName(for: .line))"
            if let defaultNode, let found = icon(node: defaultNode, in: icons) {
                reference = found
            } else {
                diagnostics.warning("the default of instance-swap property '\(property.key)' (node \(defaultNode ?? "none")) is no icon of the icon manifest; '\(reference)' stands in until you set it",
                                    at: property.location)
                description.append("Figma's default is node \(defaultNode ?? "(none)"), which the icon manifest does not have; the default here stands in.")
            }
            // Preferred values are component keys; the response's component maps give their nodes, icons.json the icons.
            var preferred: [String] = []
            var unknown: [String] = []
            for value in property.preferredValues ?? [] {
                if let node = componentNodes[value.key], let found = icon(node: node, in: icons) {
                    if !preferred.contains(found) { preferred.append(found) }
                } else {
                    unknown.append(value.key)
                }
            }
            if !unknown.isEmpty {
                let which = unknown.count == 1 ? "1 component that is not an icon" : "\(unknown.count) components that are not icons"
                description.append("Figma also prefers \(which) of the icon manifest (keys \(unknown.joined(separator: ", "))).")
            }
            if !description.isEmpty { members.append(("description", GeneratedJSON.string(description.joined(separator: " ")))) }
            members += [
                ("swift", GeneratedJSON.object([("parameter", GeneratedJSON.string(key)), ("type", GeneratedJSON.string(icons.swiftType))])),
                ("default", GeneratedJSON.string(reference)),
            ]
            if !preferred.isEmpty { members.append(("preferred", GeneratedJSON.array(preferred.map(GeneratedJSON.string)))) }
            return (key, GeneratedJSON.object(members))
        case .other(let type):
            diagnostics.warning("property '\(property.key)' has the type \(type), which a manifest cannot hold yet; it is left out", at: property.location)
            return nil
        }
    }

    /// `{ "figma": "3 cells", "case": "_3Cells" }`, the case unique among `taken`.
    static func optionJSON(_ option: String, withCase: Bool, taken: inout Set<String>) -> JSONValue {
        var members: [(String, JSONValue)] = [("figma", GeneratedJSON.string(option))]
        if withCase {
            var name = SwiftNaming.identifier([option], case: .lowerCamel) ?? "option"
            if !SwiftIdentifier.isValid(name) { name = "option" }
            let base = name
            var index = 2
            while taken.contains(name) { name = "\(base)\(index)"; index += 1 }
            taken.insert(name)
            members.append(("case", GeneratedJSON.string(name)))
        }
        return GeneratedJSON.object(members)
    }

    /// The icon reference (`AurumIcons.User.home`, `…homeFilled`) whose drawing is `node`.
    static func icon(node: String, in icons: IconManifest) -> String? {
        for icon in icons.icons {
            for style in icon.styles where style.asset.figmaNode.value.apiForm == node {
                return "\(icons.namespace).\(icon.category).\(icon.swiftName(for: style.style))"
            }
        }
        return nil
    }

    // MARK: Merging

    /// The existing manifest with what Figma added inserted into its text; what Figma removed is reported.
    static func merge(_ existing: Existing, node: FigmaComponentNode, options: Options, diagnostics: inout DiagnosticCollector) -> String {
        let manifest = existing.manifest
        let file = manifest.file
        var edits = TextEdits(text: existing.text)
        guard let root = try? JSONReader.parse(existing.text, file: file), let rootObject = root.object,
              let propertiesValue = rootObject["properties"] else { return existing.text }
        if manifest.figmaNode == nil {
            diagnostics.warning("\(manifest.name.value) has no figmaNode; Figma's \(node.id) ('\(node.name)') matches it by name: set figmaNode and codeConnect yourself",
                                at: manifest.name.location)
        } else if manifest.figmaNode?.value.apiForm != node.id {
            diagnostics.warning("\(manifest.name.value) names node \(manifest.figmaNode!.value.apiForm), but Figma's '\(node.name)' is \(node.id); the manifest is kept",
                                at: manifest.figmaNode?.location)
        }
        var matched: Set<String> = []
        var taken = Set(manifest.properties.map(\.key.value) + manifest.slots.map(\.key.value))
        for property in manifest.properties {
            guard let figmaName = property.figmaName?.value else { continue }
            let figma = node.properties.first { $0.name == figmaName.displayName }
                ?? figmaName.idSuffix.flatMap { suffix in node.properties.first { FigmaPropertyName($0.key).idSuffix == suffix } }
            guard let figma else {
                diagnostics.warning("\(manifest.name.value).\(property.key.value): Figma's node \(node.id) no longer has the property '\(figmaName.displayName)'; remove it from the manifest or restore it in Figma",
                                    at: property.figmaName?.location)
                continue
            }
            matched.insert(figma.key)
            if figma.name != figmaName.displayName {
                diagnostics.warning("\(manifest.name.value).\(property.key.value): Figma renamed '\(figmaName.displayName)' to '\(figma.name)' (same #\(figmaName.idSuffix ?? "")); update 'figma' yourself",
                                    at: property.figmaName?.location)
            }
            guard case .variant(let options, let defaultOption) = property.kind, figma.kind == .variant else { continue }
            let known = Set(options.map(\.figma.value))
            let figmaOptions = figma.variantOptions ?? []
            for option in options where !figmaOptions.contains(option.figma.value) {
                diagnostics.warning("\(manifest.name.value).\(property.key.value): Figma no longer has the option '\(option.figma.value)'",
                                    at: option.figma.location)
            }
            let added = figmaOptions.filter { !known.contains($0) }
            guard !added.isEmpty, let propertyValue = value(at: property.location, in: root), let propertyObject = propertyValue.object,
                  let optionsValue = propertyObject["options"] else { continue }
            var cases = Set(options.compactMap { $0.swiftCase?.value })
            let withCase = options.contains { $0.swiftCase != nil }
            // A new option fixes the slots and layers the default fixes, until a person says otherwise.
            let implies = options.first { $0.figma.value == defaultOption.value }?.implies ?? []
            let rendered = added.map { option -> JSONValue in
                var value = optionJSON(option, withCase: withCase, taken: &cases)
                var members = value.object!.members.map { ($0.key, $0.value) }
                if !implies.isEmpty {
                    members.append(("implies", GeneratedJSON.object(implies.map { ($0.key.value, impliedJSON($0.value.value)) })))
                }
                members.append(("description", GeneratedJSON.string("Added in Figma; \(implies.isEmpty ? "" : "what it implies is copied from the default; ")assumed.")))
                value = GeneratedJSON.object(members)
                return value
            }
            edits.append(rendered, toArrayAt: optionsValue.position.offset)
            markAssumed(withCase ? ["options", "swiftCases"] : ["options"], property: property, value: propertyValue, edits: &edits)
            for option in added {
                diagnostics.emit(Diagnostic(.note, "\(manifest.name.value).\(property.key.value): added Figma's new option '\(option)' (assumed)", at: optionsValue.location(in: file)))
            }
        }
        var newProperties: [(String, JSONValue)] = []
        for figma in node.properties where !matched.contains(figma.key) {
            guard !manifest.properties.contains(where: { $0.figmaName?.value.displayName == figma.name }) else { continue }
            guard let (key, value) = proposedProperty(figma, component: manifest.name.value, taken: taken, options: options,
                                                      componentNodes: node.componentNodesByKey, diagnostics: &diagnostics) else { continue }
            taken.insert(key)
            newProperties.append((key, value))
            diagnostics.emit(Diagnostic(.note, "\(manifest.name.value): added Figma's new \(figma.kind.figmaName) property '\(figma.name)' as '\(key)' (assumed)",
                                        at: propertiesValue.location(in: file)))
        }
        if !newProperties.isEmpty {
            edits.append(members: newProperties, toObjectAt: propertiesValue.position.offset)
        }
        return edits.apply()
    }

    private static func impliedJSON(_ value: Implication.Value) -> JSONValue {
        switch value {
        case .present: GeneratedJSON.string("present")
        case .absent: GeneratedJSON.string("absent")
        case .count(let n): GeneratedJSON.number(JSONNumber(Double(n)))
        }
    }

    /// Adds `parts` to the property's `assumed` unless it already covers them.
    private static func markAssumed(_ parts: [String], property: FigmaProperty, value: JSONValue, edits: inout TextEdits) {
        let missing = parts.filter { !property.assumed.contains($0) }
        guard !missing.isEmpty, let object = value.object else { return }
        if let assumed = object["assumed"] {
            if assumed.array != nil { edits.append(missing.map(GeneratedJSON.string), toArrayAt: assumed.position.offset) }
        } else {
            edits.append(members: [("assumed", GeneratedJSON.array(missing.map(GeneratedJSON.string)))], toObjectAt: value.position.offset)
        }
    }

    /// The object value that starts at `location` (a property's object), found by walking the document.
    private static func value(at location: SourceLocation, in root: JSONValue) -> JSONValue? {
        func find(_ value: JSONValue) -> JSONValue? {
            if value.position.line == location.line, value.position.column == location.column, value.object != nil { return value }
            if let object = value.object { for member in object.members { if let found = find(member.value) { return found } } }
            if let array = value.array { for element in array { if let found = find(element) { return found } } }
            return nil
        }
        return find(root)
    }
}
