/// Reads a whole-file response (`GET /v1/files/:key`) and picks the components that become assets: on the
/// configured pages, inside the configured frames, with names matching the include patterns. Dark and
/// right-to-left drawings (by name suffix or by a variant property) join the asset they belong to instead of
/// becoming assets of their own.
package enum FigmaAssetSelection {
    /// What was selected and the file's version, which keys the render cache.
    package struct Result: Hashable, Sendable {
        package var assets: [FigmaAsset]
        /// Figma's `version` of the file (else its `lastModified`): a render of an unchanged node in an unchanged
        /// version is never fetched again.
        package var version: String
        package var fileName: String
    }

    /// One component found in the tree, before pairing.
    private struct Found {
        var id: String
        var name: String
        var setName: String?
        /// Variant properties in the order Figma writes them (`Size=24, Appearance=Dark`).
        var variant: [(String, String)]
        var page: String
        var frames: [String]
        var description: String
        var location: SourceLocation
    }

    package static func select(_ json: JSONValue, file: String, options: AssetsOptions, diagnostics: inout DiagnosticCollector) -> Result {
        var result = Result(assets: [], version: "", fileName: "")
        guard let root = JSONObjectReader(json, file: file, what: "a Figma file response", nullIsAbsent: true, diagnostics: &diagnostics) else { return result }
        if let message = FigmaErrorBody.message(in: root.object) {
            diagnostics.error("the file holds a Figma error response, not a file: \(message)", at: json.location(in: file))
            return result
        }
        guard let document = root["document"], let pages = document["children"]?.array else {
            diagnostics.error("a Figma file response needs 'document' with its pages in 'children' (the answer of GET /v1/files/:key)", at: json.location(in: file))
            return result
        }
        result.version = root["version"]?.string ?? root["lastModified"]?.string ?? ""
        result.fileName = root["name"]?.string ?? ""
        let descriptions = componentDescriptions(root)
        let pageNames = pages.compactMap { $0["name"]?.string }
        let selections: [(FigmaAsset.Kind, AssetsOptions.Selection)] = [(.icon, options.icons)] + (options.images.map { [(.image, $0)] } ?? [])
        for (kind, selection) in selections {
            for page in selection.pages where !pageNames.contains(page) {
                diagnostics.error("the Figma file has no page '\(page)' (assets.\(kind)s.pages)" + Suggestions.didYouMean(page, in: pageNames), at: json.location(in: file))
            }
        }
        var found: [Found] = []
        for page in pages {
            let pageName = page["name"]?.string ?? ""
            walk(page, page: pageName, frames: [], setName: nil, file: file, descriptions: descriptions, into: &found)
        }
        var taken = Set<String>()
        for (kind, selection) in selections {
            let chosen = found.filter { component in
                !taken.contains(component.id)
                    && (selection.pages.isEmpty || selection.pages.contains(component.page))
                    && (selection.frames.isEmpty || component.frames.contains(where: selection.frames.contains))
                    && (selection.include.isEmpty || Glob.matchesAny(selection.include, component.setName ?? component.name))
            }
            taken.formUnion(chosen.map(\.id))
            result.assets += pair(chosen, kind: kind, options: options, diagnostics: &diagnostics)
        }
        if result.assets.isEmpty && !diagnostics.hasErrors {
            diagnostics.warning("no component of the Figma file matches the 'assets' selection (pages, frames, include)", at: json.location(in: file))
        }
        return result
    }

    /// Depth-first in document order; a stack, since designers nest frames deeply.
    private static func walk(_ start: JSONValue, page: String, frames: [String], setName: String?, file: String,
                             descriptions: [String: String], into found: inout [Found]) {
        var stack: [(JSONValue, [String], String?)] = [(start, frames, setName)]
        while let (node, frames, setName) = stack.popLast() {
            guard let object = node.object else { continue }
            let type = object["type"]?.string ?? ""
            let name = object["name"]?.string ?? ""
            let id = object["id"]?.string ?? ""
            if type == "COMPONENT" {
                let variant = setName == nil ? [] : variantValues(name)
                found.append(Found(id: id, name: setName ?? name, setName: setName, variant: variant, page: page, frames: frames,
                                   description: object["description"]?.string ?? descriptions[id] ?? "", location: node.location(in: file)))
                continue
            }
            var childFrames = frames
            var childSet = setName
            if type == "COMPONENT_SET" { childSet = name }
            else if type == "FRAME" || type == "SECTION" || type == "GROUP" { childFrames.append(name) }
            for child in (object["children"]?.array ?? []).reversed() { stack.append((child, childFrames, childSet)) }
        }
    }

    /// `Size=24, Appearance=Dark` → [("Size", "24"), ("Appearance", "Dark")].
    static func variantValues(_ name: String) -> [(String, String)] {
        name.split(separator: ",").compactMap { part in
            let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return pieces.count == 2 ? (pieces[0], pieces[1]) : nil
        }
    }

    /// The file root's `components` map: node ID → description.
    private static func componentDescriptions(_ root: JSONObjectReader) -> [String: String] {
        var result: [String: String] = [:]
        for member in root["components"]?.object ?? JSONObject() {
            if let text = member.value["description"]?.string, !text.isEmpty { result[member.key] = text }
        }
        return result
    }

    /// Joins dark and right-to-left drawings to their asset; every other component is an asset of its own.
    private static func pair(_ components: [Found], kind: FigmaAsset.Kind, options: AssetsOptions,
                             diagnostics: inout DiagnosticCollector) -> [FigmaAsset] {
        enum Role { case main, dark, rtl }
        func base(_ c: Found) -> (key: String, role: Role) {
            var variant = c.variant
            var role = Role.main
            if let index = variant.firstIndex(where: { $0.0 == options.darkProperty }) {
                if variant[index].1 == options.darkValue { role = .dark }
                variant.remove(at: index)
            }
            var name = c.name
            if role == .main, !options.darkSuffix.isEmpty, name.hasSuffix(options.darkSuffix), name.count > options.darkSuffix.count {
                role = .dark
                name.removeLast(options.darkSuffix.count)
            } else if role == .main, !options.rtlSuffix.isEmpty, name.hasSuffix(options.rtlSuffix), name.count > options.rtlSuffix.count {
                role = .rtl
                name.removeLast(options.rtlSuffix.count)
            }
            return (([name] + variant.map { "\($0.0)=\($0.1)" }).joined(separator: "\u{1F}"), role)
        }
        var assets: [FigmaAsset] = []
        var indexByKey: [String: Int] = [:]
        var extras: [(Found, String, Role)] = []
        for component in components {
            let (key, role) = base(component)
            guard role == .main else { extras.append((component, key, role)); continue }
            if let existing = indexByKey[key] {
                diagnostics.warning("two components are named '\(displayName(component))' (\(assets[existing].nodeID) and \(component.id)); each becomes an asset, the later one renamed",
                                    at: component.location)
            }
            let parts = key.split(separator: "\u{1F}").map(String.init)
            let path = parts[0].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                + parts.dropFirst().map { String($0.split(separator: "=", maxSplits: 1).last ?? "") }
            var asset = FigmaAsset(kind: kind, nodeID: component.id, figmaName: displayName(component), path: path.isEmpty ? [component.id] : path)
            asset.description = component.description
            asset.frame = component.frames.last
            asset.location = component.location
            asset.template = kind == .icon && Glob.matchesAny(options.template, parts[0])
            asset.mirrors = Glob.matchesAny(options.mirror, parts[0])
            if indexByKey[key] == nil { indexByKey[key] = assets.count }
            assets.append(asset)
        }
        for (component, key, role) in extras {
            guard let index = indexByKey[key] else {
                diagnostics.warning("'\(displayName(component))' (\(component.id)) is a \(role == .dark ? "dark" : "right-to-left") drawing of no selected component; it is left out",
                                    at: component.location)
                continue
            }
            if role == .dark { assets[index].darkNodeID = component.id } else { assets[index].rtlNodeID = component.id }
        }
        return assets
    }

    private static func displayName(_ c: Found) -> String {
        c.setName.map { "\($0) (\(c.variant.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")))" } ?? c.name
    }
}
