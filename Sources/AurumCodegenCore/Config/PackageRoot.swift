import Foundation

/// Where a configuration may write: its package root, the nearest folder at or above `aurum-codegen.json` that
/// holds `Package.swift` or `.git` (the configuration's own folder when there is neither). A configuration comes
/// from a pull request as often as from its owner, and `generate` writes and removes files in the folders it
/// names, so each output folder must resolve, `..` and symlinks followed, to a folder inside that root, unless
/// the configuration says `"allowOutsideRoot": true`.
enum PackageRoot {
    /// The package root of a configuration in `directory`, as a physical path (symlinks resolved).
    static func of(configurationDirectory directory: URL) -> String {
        let start = physicalPath(directory.standardizedFileURL.path)
        var folder = start
        while true {
            for marker in ["Package.swift", ".git"] where FileManager.default.fileExists(atPath: folder + "/" + marker) {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return start }
            folder = parent
        }
    }

    /// Whether the physical path `path` is `root` or inside it.
    static func contains(_ root: String, _ path: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` (absolute) as the file system resolves it: every symlink among the components that exist is
    /// followed (dangling ones too, as far as their targets go), `.` and `..` are applied to the resolved folder,
    /// and the components that do not exist yet are appended as written.
    static func physicalPath(_ path: String) -> String {
        var pending = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        pending.reverse()
        var resolved: [String] = []
        var hops = 0
        while let component = pending.popLast() {
            switch component {
            case ".": continue
            case "..": if !resolved.isEmpty { resolved.removeLast() }
            default:
                let candidate = "/" + (resolved + [component]).joined(separator: "/")
                var info = stat()
                if hops < 64, lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                   let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) {
                    hops += 1
                    // The link's target replaces it: absolute from the top, relative from its folder.
                    if target.hasPrefix("/") { resolved.removeAll() }
                    pending.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
                } else {
                    resolved.append(component)
                }
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Why the output folder `path` (as written at `key`) may not be written, or nil when it lies inside `root`.
    static func problem(key: String, path: String, directory: URL, root: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : directory.standardizedFileURL.path + "/" + path
        let physical = physicalPath(absolute)
        guard !contains(root, physical) else { return nil }
        let lexical = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let how = path.hasPrefix("/") ? "is an absolute path" : contains(root, lexical) && lexical != physical ? "leads through a symlink to '\(physical)'" : "leads to '\(physical)'"
        return "'\(key)' ('\(path)') \(how), outside the package root '\(root)' (the nearest folder above the configuration with Package.swift or .git); outputs must stay inside it unless the configuration sets \"allowOutsideRoot\": true"
    }
}
