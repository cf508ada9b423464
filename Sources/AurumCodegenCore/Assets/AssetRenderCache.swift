import Foundation

/// Renders kept on disk between runs, keyed by node ID and render under the file's version: a node in a version
/// already fetched is never requested again. A changed file has a new version, so nothing stale is served.
/// Each body is written to a temporary name and renamed, so a killed run leaves no half-written entry.
package struct AssetRenderCache: Sendable {
    package var directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    private func url(_ key: AssetRenderKey, version: String) -> URL {
        // The version is Figma's number or a date: kept to characters safe in a folder name.
        let folder = String(version.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "." ? Character($0) : "_" })
        return directory.appendingPathComponent(folder.isEmpty ? "unversioned" : folder).appendingPathComponent(key.bodyFileName)
    }

    package func body(_ key: AssetRenderKey, version: String) -> Data? {
        guard !version.isEmpty else { return nil }
        return FileManager.default.contents(atPath: url(key, version: version).path)
    }

    package func store(_ data: Data, for key: AssetRenderKey, version: String) {
        guard !version.isEmpty else { return }
        let target = url(key, version: version)
        let fm = FileManager.default
        try? fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temp = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temp)
            if rename(temp.path, target.path) != 0 { try? fm.removeItem(at: temp) }
        } catch {
            try? fm.removeItem(at: temp)
        }
    }
}
