import Foundation

/// `figma-assets.json` beside the catalog's inputs: what the last import wrote, by asset name: the Figma node,
/// the variants and each file's SHA-256. It is how the next import knows which image sets are its own (and may
/// be replaced or removed) and how `drift` tells a renamed icon (same node, new name) and a changed drawing.
/// Written by the tool; a person does not edit it.
package struct AssetRecord: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        var name: String
        var kind: FigmaAsset.Kind
        var nodeID: String
        var figmaName: String
        var darkNodeID: String?
        var rtlNodeID: String?
        /// File name in the image set → SHA-256 of its bytes.
        var files: [String: String]
    }

    static let formatVersion = 1

    /// The Figma file's version the renders came from.
    var version: String
    var fileName: String
    var entries: [Entry]

    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// Deterministic: entries by name, keys in a fixed order.
    func rendered() -> String {
        let assets = entries.sorted { $0.name < $1.name }.map { entry -> (String, JSONValue) in
            var members: [(String, JSONValue)] = [("kind", GeneratedJSON.string(entry.kind.rawValue)), ("node", GeneratedJSON.string(entry.nodeID)),
                                                  ("figmaName", GeneratedJSON.string(entry.figmaName))]
            if let dark = entry.darkNodeID { members.append(("darkNode", GeneratedJSON.string(dark))) }
            if let rtl = entry.rtlNodeID { members.append(("rtlNode", GeneratedJSON.string(rtl))) }
            members.append(("files", GeneratedJSON.object(entry.files.keys.sorted().map { ($0, GeneratedJSON.string(entry.files[$0]!)) })))
            return (entry.name, GeneratedJSON.object(members))
        }
        return DTCGJSONRenderer.render(GeneratedJSON.object([
            ("figmaAssetsVersion", GeneratedJSON.number(JSONNumber(Double(Self.formatVersion)))),
            ("file", GeneratedJSON.string(fileName)),
            ("version", GeneratedJSON.string(version)),
            ("assets", GeneratedJSON.object(assets)),
        ]))
    }

    /// Reads a record; problems are errors at their position.
    static func parse(_ json: JSONValue, file: String, diagnostics: inout DiagnosticCollector) -> AssetRecord? {
        guard let root = JSONObjectReader(json, file: file, what: "the Figma assets record", diagnostics: &diagnostics) else { return nil }
        root.checkKeys(["figmaAssetsVersion", "file", "version", "assets"], diagnostics: &diagnostics)
        if let version = root.value("figmaAssetsVersion", required: true, diagnostics: &diagnostics), version.number?.int != formatVersion {
            diagnostics.error("unsupported figmaAssetsVersion; this tool reads version \(formatVersion)", at: root.location(of: version))
        }
        var record = AssetRecord(version: root.string("version", allowEmpty: true, diagnostics: &diagnostics)?.value ?? "",
                                 fileName: root.string("file", allowEmpty: true, diagnostics: &diagnostics)?.value ?? "", entries: [])
        guard let assets = root.object("assets", required: true, what: "'assets'", diagnostics: &diagnostics) else { return nil }
        for member in assets.object {
            guard let r = JSONObjectReader(member.value, file: file, what: "asset '\(member.key)'", diagnostics: &diagnostics) else { continue }
            r.checkKeys(["kind", "node", "figmaName", "darkNode", "rtlNode", "files"], diagnostics: &diagnostics)
            guard let kindText = r.string("kind", required: true, diagnostics: &diagnostics),
                  let node = r.string("node", required: true, diagnostics: &diagnostics) else { continue }
            guard let kind = FigmaAsset.Kind(rawValue: kindText.value) else {
                diagnostics.error("'kind' of asset '\(member.key)' must be icon or image, not '\(kindText.value)'", at: kindText.location)
                continue
            }
            var files: [String: String] = [:]
            for file in r.object("files", what: "'files' of asset '\(member.key)'", diagnostics: &diagnostics)?.object ?? JSONObject() {
                files[file.key] = file.value.string ?? ""
            }
            record.entries.append(Entry(name: member.key, kind: kind, nodeID: node.value,
                                        figmaName: r.string("figmaName", allowEmpty: true, diagnostics: &diagnostics)?.value ?? "",
                                        darkNodeID: r.string("darkNode", diagnostics: &diagnostics)?.value,
                                        rtlNodeID: r.string("rtlNode", diagnostics: &diagnostics)?.value, files: files))
        }
        return diagnostics.hasErrors ? nil : record
    }

    /// The record at `url`, nil when there is none yet.
    package static func load(_ url: URL, displayPath: String) throws(DiagnosticError) -> AssetRecord? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let json = try JSONReader.parse(contentsOf: url, displayPath: displayPath)
        var diagnostics = DiagnosticCollector()
        let record = parse(json, file: displayPath, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return record
    }
}
