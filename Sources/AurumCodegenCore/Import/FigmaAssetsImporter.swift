import Foundation

/// `import figma-assets`: the selected components, their downloaded renders and what the repository holds (the
/// catalog, `icons.json`, the record of the last import) → the catalog's files, the files to remove, the merged
/// `icons.json` and the new record. Nothing is written here: the caller hands everything to `OutputWriter` at once.
package enum FigmaAssetsImporter {
    package struct Existing: Sendable {
        /// `icons.json`'s text and path (nil when there is none yet).
        package var iconsText: String?
        package var iconsPath: String
        package var record: AssetRecord?
        /// Image set names in the catalog now.
        package var catalogNames: Set<String>
        /// Whether the catalog has its own `Contents.json`.
        package var catalogHasContents: Bool

        package init(iconsText: String?, iconsPath: String, record: AssetRecord?, catalogNames: Set<String>, catalogHasContents: Bool) {
            self.iconsText = iconsText
            self.iconsPath = iconsPath
            self.record = record
            self.catalogNames = catalogNames
            self.catalogHasContents = catalogHasContents
        }
    }

    package struct Result: Sendable {
        /// Relative to the catalog.
        package var catalogFiles: [GeneratedFile]
        /// Files of image sets the last import wrote that Figma no longer has (relative to the catalog).
        package var removals: [String]
        /// The merged icons.json, nil when unchanged.
        package var icons: String?
        package var record: String
        package var assets: [FigmaAsset]
        package var addedIcons: Int
    }

    package static func run(_ selection: FigmaAssetSelection.Result, bodies: [AssetRenderKey: Data], existing: Existing,
                            options: AssetsOptions, diagnostics: inout DiagnosticCollector) -> Result {
        var assets = selection.assets
        var manifest: IconManifest?
        if let text = existing.iconsText {
            var iconDiagnostics = DiagnosticCollector()
            if let json = try? JSONReader.parse(text, file: existing.iconsPath) {
                manifest = IconManifest.parse(json, file: existing.iconsPath, diagnostics: &iconDiagnostics)
            }
            diagnostics.append(contentsOf: iconDiagnostics.diagnostics)
            if manifest == nil && !iconDiagnostics.hasErrors {
                diagnostics.error("'\(existing.iconsPath)' is not valid JSON; fix it before importing icons into it")
            }
        }
        // Names a person gave in icons.json stay; image sets the catalog has that no import made are never taken.
        var fixed: [String: String] = [:]
        for icon in manifest?.icons ?? [] {
            for style in icon.styles { fixed[style.asset.figmaNode.value.apiForm] = style.asset.asset.value }
        }
        let ours = Set(existing.record?.entries.map(\.name) ?? [])
        AssetNames.assign(&assets, fixed: fixed, held: existing.catalogNames.subtracting(ours), diagnostics: &diagnostics)

        var files: [GeneratedFile] = []
        var entries: [AssetRecord.Entry] = []
        for asset in assets {
            let renders = options.renders(for: asset.kind)
            var usable = true
            for key in AssetCatalogWriter.entries(asset, renders: renders).map(\.key) {
                guard let data = bodies[key] else {
                    diagnostics.error("'\(asset.figmaName)': Figma gave no \(key.render.format.rawValue.uppercased()) render of node \(key.nodeID)\(key.render.format == .png ? " at \(key.render.scale)x" : "")", at: asset.location)
                    usable = false
                    continue
                }
                if let problem = AssetBodyCheck.problem(data, format: key.render.format) {
                    diagnostics.error("'\(asset.figmaName)': the \(key.render.format.rawValue.uppercased()) render of node \(key.nodeID) is unusable: \(problem)", at: asset.location)
                    usable = false
                }
            }
            guard usable else { continue }
            let set = AssetCatalogWriter.files(asset, renders: renders, bodies: bodies)
            files += set
            var hashes: [String: String] = [:]
            for file in set where !file.relativePath.hasSuffix("/Contents.json") {
                hashes[String(file.relativePath.split(separator: "/").last!)] = RenderHash.hex(file.data)
            }
            entries.append(.init(name: asset.name, kind: asset.kind, nodeID: asset.nodeID, figmaName: asset.figmaName,
                                 darkNodeID: asset.darkNodeID, rtlNodeID: asset.rtlNodeID, files: hashes))
        }
        if !existing.catalogHasContents { files.append(GeneratedFile(relativePath: "Contents.json", contents: AssetCatalogWriter.catalogContents)) }

        // What the last import wrote and this one does not: whole image sets gone from Figma, and files a
        // set no longer lists (a dark drawing removed).
        let written = Set(files.map(\.relativePath))
        var removals: [String] = []
        for old in existing.record?.entries ?? [] {
            let folder = old.name + ".imageset/"
            for name in old.files.keys.sorted() + ["Contents.json"] where !written.contains(folder + name) {
                removals.append(folder + name)
            }
        }
        var icons: String?
        var added = 0
        if !diagnostics.hasErrors {
            (icons, added) = IconsMerge.merge(assets.filter { $0.kind == .icon }, text: existing.iconsText, manifest: manifest,
                                               file: existing.iconsPath, diagnostics: &diagnostics)
        }
        let record = AssetRecord(version: selection.version, fileName: selection.fileName, entries: entries)
        return Result(catalogFiles: files.sorted { $0.relativePath < $1.relativePath }, removals: removals.sorted(), icons: icons,
                      record: record.rendered(), assets: assets, addedIcons: added)
    }
}
