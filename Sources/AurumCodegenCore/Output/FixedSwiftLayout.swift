/// The Swift output of a build-plugin run. A build plugin must name its output files before the tool runs, but
/// the generator's file names depend on the inputs (`AurumColors+2.swift`, one file per component, one per icon
/// category). This layout gathers every generated Swift file, token or component, into a set whose names depend
/// only on the prefix and the shard count: `AurumGenerated.swift`, `AurumGenerated+1.swift`… and
/// `AurumGenerated+SwiftUI.swift`. A file with nothing to hold gets a header alone, so the set never changes.
package struct FixedSwiftLayout: Hashable, Sendable {
    /// Enough files for a large design system to compile in parallel, few enough to stay cheap when small.
    package static let defaultShards = 4

    var prefix: String
    var shards: Int

    init(prefix: String, shards: Int = defaultShards) {
        self.prefix = prefix
        self.shards = max(1, shards)
    }

    /// `AurumGenerated.swift`, `AurumGenerated+1.swift`…
    var shardFiles: [String] {
        (0..<shards).map { $0 == 0 ? "\(prefix)Generated.swift" : "\(prefix)Generated+\($0).swift" }
    }

    /// Every `#if canImport(SwiftUI)` convenience (files named `…+SwiftUI.swift`), kept apart so their
    /// imports do not reach the other files.
    var swiftUIFile: String { "\(prefix)Generated+SwiftUI.swift" }

    /// Every file the layout writes, whatever the inputs. The build plugin computes the same list.
    var fileNames: [String] { shardFiles + [swiftUIFile] }

    /// Gathers the generator's Swift files into `fileNames`, in that order.
    func arrange(_ files: [GeneratedFile], toolVersion: String) -> [GeneratedFile] {
        let swiftUI = files.filter { $0.relativePath.hasSuffix("+SwiftUI.swift") }
        let rest = files.filter { !$0.relativePath.hasSuffix("+SwiftUI.swift") }
        let buckets = Array(zip(shardFiles, shard(rest))) + [(swiftUIFile, swiftUI.sorted { $0.relativePath < $1.relativePath })]
        return buckets.map { name, parts in GeneratedFile(relativePath: name, contents: join(parts, toolVersion: toolVersion)) }
    }

    /// Each file, in path order, goes to the shard with the fewest lines so far. Lines, not bytes: a changed
    /// value rarely changes a file's line count, so an edit leaves every file in its shard and recompiles one.
    func shard(_ files: [GeneratedFile]) -> [[GeneratedFile]] {
        var result = Array(repeating: [GeneratedFile](), count: shards)
        var lines = Array(repeating: 0, count: shards)
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            let target = lines.indices.min { (lines[$0], $0) < (lines[$1], $1) }!
            result[target].append(file)
            lines[target] += file.contents.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        }
        return result
    }

    /// The parts one after another, each under a mark naming the file it is in the normal layout.
    private func join(_ parts: [GeneratedFile], toolVersion: String) -> String {
        guard !parts.isEmpty else {
            return GeneratedFiles.pluginLineComment(toolVersion: toolVersion, empty: true) + "\n"
        }
        var text = GeneratedFiles.pluginLineComment(toolVersion: toolVersion, empty: false) + "\n"
        for part in parts {
            text += "\n// MARK: - \(part.relativePath)\n\n" + part.contents
            if !part.contents.hasSuffix("\n") { text += "\n" }
        }
        return text
    }
}
