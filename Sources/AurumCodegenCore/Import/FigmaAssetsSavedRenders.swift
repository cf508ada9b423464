import Foundation

/// The renders of an import from saved files: `--images` (saved `/v1/images` answers, whose null URLs are the
/// nodes Figma could not render) and `--bodies` (the downloaded files, named `<node-id>.<format>` with the node ID
/// in URL form: `7210-100.pdf`, `7210-100@2x.png`).
package enum SavedAssetRenders {
    package static func load(_ selection: FigmaAssetSelection.Result, options: AssetsOptions, images: [String], bodies: String,
                             directory: URL, diagnostics: inout DiagnosticCollector) throws(DiagnosticError) -> [AssetRenderKey: Data] {
        var nullNodes: [String: SourceLocation] = [:]
        for path in images {
            let json = try JSONReader.parse(contentsOf: URL(fileURLWithPath: path, relativeTo: directory), displayPath: path)
            do {
                for (node, entry) in try FigmaImagesResponse.parse(json, file: path) where entry.url == nil { nullNodes[node] = entry.location }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        let folder = URL(fileURLWithPath: bodies, relativeTo: directory)
        var result: [AssetRenderKey: Data] = [:]
        for asset in selection.assets {
            for node in asset.nodeIDs {
                if let location = nullNodes[node] {
                    diagnostics.error("Figma could not render node \(node) of '\(asset.figmaName)' (its render URL is null): the node may be empty, invisible or deleted", at: location)
                    continue
                }
                for render in options.renders(for: asset.kind) {
                    let key = AssetRenderKey(nodeID: node, render: render)
                    if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key.bodyFileName).path) { result[key] = data }
                }
            }
        }
        return result
    }
}
