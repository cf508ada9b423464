import Foundation

/// Figma's icons and images against the catalog in the repository: assets added in Figma, removed from it,
/// renamed (the same node under a new layer or asset name) and changed (a render whose SHA-256 differs from the
/// file in the catalog). The record of the last import (`AssetRecord`) ties catalog names to nodes.
package enum AssetDrift {
    /// Both sides, loaded.
    package struct Input: Sendable {
        /// Figma's selection, names not yet assigned.
        package var selection: FigmaAssetSelection.Result
        package var options: AssetsOptions
        /// The renders of every selected node (what an import would write).
        package var bodies: [AssetRenderKey: Data]
        package var record: AssetRecord?
        /// The catalog's image sets, with each file's SHA-256.
        package var catalog: [AssetCatalogReader.ImageSet]
        /// icons.json: names a person gave keep (as the import keeps them).
        package var icons: IconManifest?
        /// Where the record is, for findings' locations.
        package var recordPath: String

        package init(selection: FigmaAssetSelection.Result, options: AssetsOptions, bodies: [AssetRenderKey: Data], record: AssetRecord?,
                     catalog: [AssetCatalogReader.ImageSet], icons: IconManifest?, recordPath: String) {
            self.selection = selection
            self.options = options
            self.bodies = bodies
            self.record = record
            self.catalog = catalog
            self.icons = icons
            self.recordPath = recordPath
        }
    }

    struct Statistics: Hashable, Sendable {
        var figmaAssets = 0
        var catalogAssets = 0
    }

    static func compare(_ input: Input, diagnostics: inout DiagnosticCollector) -> (findings: [DriftFinding], statistics: Statistics) {
        var assets = input.selection.assets
        var fixed: [String: String] = [:]
        for icon in input.icons?.icons ?? [] {
            for style in icon.styles { fixed[style.asset.figmaNode.value.apiForm] = style.asset.asset.value }
        }
        let ours = Set(input.record?.entries.map(\.name) ?? [])
        var naming = DiagnosticCollector()
        AssetNames.assign(&assets, fixed: fixed, held: Set(input.catalog.map(\.name)).subtracting(ours), diagnostics: &naming)
        let recordByNode = Dictionary((input.record?.entries ?? []).map { ($0.nodeID, $0) }, uniquingKeysWith: { a, _ in a })
        let catalogByName = Dictionary(input.catalog.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let recordLocation = SourceLocation(file: input.recordPath, line: 1, column: 1)
        var findings: [DriftFinding] = []
        var seen = Set<String>()
        for asset in assets {
            seen.insert(asset.nodeID)
            guard let entry = recordByNode[asset.nodeID] else {
                findings.append(DriftFinding(kind: .assetAdded, subject: asset.name,
                                             message: "\(asset.kind.rawValue) '\(asset.figmaName)' (\(asset.nodeID)) is in Figma but not in the catalog; run 'aurum-codegen import figma-assets'",
                                             figmaLocation: asset.location, figmaName: asset.figmaName, nodeID: asset.nodeID, figmaValue: asset.name))
                continue
            }
            if entry.name != asset.name || entry.figmaName != asset.figmaName {
                findings.append(DriftFinding(kind: .assetRenamed, subject: entry.name,
                                             message: "'\(entry.figmaName)' (\(asset.nodeID)) is '\(asset.figmaName)' in Figma now; the catalog names it '\(entry.name)'" + (entry.name != asset.name ? ", an import names it '\(asset.name)'" : ""),
                                             location: recordLocation, figmaLocation: asset.location, figmaName: asset.figmaName, nodeID: asset.nodeID,
                                             repoValue: entry.name, figmaValue: asset.name))
            }
            // Each drawing as the catalog holds it (under the recorded name) against Figma's render of it.
            var recorded = asset
            recorded.name = entry.name
            let files = catalogByName[entry.name]?.files ?? [:]
            var changed: [String] = []
            for item in AssetCatalogWriter.entries(recorded, renders: input.options.renders(for: asset.kind)) {
                guard let data = input.bodies[item.key] else { continue }
                if files[item.fileName] != RenderHash.hex(data) { changed.append(item.fileName) }
            }
            if !changed.isEmpty {
                findings.append(DriftFinding(kind: .assetChanged, subject: entry.name,
                                             message: "'\(asset.figmaName)' (\(asset.nodeID)) looks different in Figma: \(changed.joined(separator: ", ")) \(changed.count == 1 ? "differs" : "differ") from the catalog",
                                             location: recordLocation, figmaLocation: asset.location, figmaName: asset.figmaName, nodeID: asset.nodeID,
                                             repoValue: changed.compactMap { files[$0].map { String($0.prefix(12)) } }.joined(separator: ", "),
                                             figmaValue: changed.joined(separator: ", ")))
            }
        }
        for entry in input.record?.entries ?? [] where !seen.contains(entry.nodeID) {
            findings.append(DriftFinding(kind: .assetRemoved, subject: entry.name,
                                         message: "\(entry.kind.rawValue) '\(entry.name)' (\(entry.nodeID), '\(entry.figmaName)') is in the catalog but no longer in Figma's selection",
                                         location: recordLocation, figmaName: entry.figmaName, nodeID: entry.nodeID, repoValue: entry.name))
        }
        return (findings, Statistics(figmaAssets: assets.count, catalogAssets: input.catalog.count))
    }
}
