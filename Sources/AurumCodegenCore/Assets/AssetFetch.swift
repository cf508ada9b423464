import Foundation

/// Gets every render the selected assets need: from the cache when the file's version has it, else one
/// `/v1/images` request per render kind (batched) and a download per render. Each render Figma could not make
/// (a null URL) and each failed download is an error at its asset; the rest are returned.
package enum AssetFetch {
    package struct Stats: Sendable, Hashable {
        package var cached = 0
        package var downloaded = 0
        package var bytes = 0

        package init() {}
    }

    package static func bodies(_ selection: FigmaAssetSelection.Result, fileKey: String, options: AssetsOptions,
                               client: any FigmaAssetsREST, cache: AssetRenderCache?,
                               progress: @escaping @Sendable (AssetDownloadProgress) -> Void,
                               diagnostics: inout DiagnosticCollector) -> ([AssetRenderKey: Data], Stats) {
        var owners: [AssetRenderKey: FigmaAsset] = [:]
        for asset in selection.assets {
            for node in asset.nodeIDs {
                for render in options.renders(for: asset.kind) { owners[.init(nodeID: node, render: render)] = asset }
            }
        }
        var bodies: [AssetRenderKey: Data] = [:]
        var stats = Stats()
        var missing: [AssetRenderKey] = []
        for key in owners.keys.sorted() {
            if let data = cache?.body(key, version: selection.version), AssetBodyCheck.problem(data, format: key.render.format) == nil {
                bodies[key] = data
                stats.cached += 1
            } else {
                missing.append(key)
            }
        }
        guard !missing.isEmpty else { return (bodies, stats) }

        var downloads: [(AssetRenderKey, URL)] = []
        for render in Set(missing.map(\.render)).sorted() {
            let keys = missing.filter { $0.render == render }
            let urls: [String: String?]
            do {
                urls = try client.renderURLs(fileKey: fileKey, ids: keys.map(\.nodeID), render: render)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                return (bodies, stats)
            }
            for key in keys {
                guard let text = urls[key.nodeID] ?? nil, let url = URL(string: text) else {
                    let asset = owners[key]!
                    diagnostics.error("Figma could not render node \(key.nodeID) of '\(asset.figmaName)' as \(render.format.rawValue.uppercased()) (its render URL is null): the node may be empty, invisible or deleted",
                                      at: asset.location)
                    continue
                }
                downloads.append((key, url))
            }
        }
        let results = client.download(downloads, concurrency: options.concurrency, progress: progress)
        for (key, _) in downloads {
            switch results[key] {
            case .success(let data)?:
                bodies[key] = data
                stats.downloaded += 1
                stats.bytes += data.count
                if AssetBodyCheck.problem(data, format: key.render.format) == nil { cache?.store(data, for: key, version: selection.version) }
            case .failure(let error)?:
                let asset = owners[key]!
                for diagnostic in error.diagnostics {
                    diagnostics.error("'\(asset.figmaName)' (\(key.nodeID)): \(diagnostic.message)", at: asset.location)
                }
            case nil:
                diagnostics.error("the render of node \(key.nodeID) was not downloaded", at: owners[key]!.location)
            }
        }
        return (bodies, stats)
    }
}
