import Foundation

/// What the token dialect targets share: the fuzzer's bytes written out as one file or as a folder of files, then
/// loaded through `TokenLoader.load(files:options:)` (the entry `generate`, `validate` and `migrate` use) twice:
/// once as it is detected, in compatible mode, and once forced to the target's dialect in strict mode. Either may
/// return or throw its diagnostics; only a crash, a trap or a sanitizer report is a finding.
enum DialectFuzz {
    /// Loads one file named `name`.
    static func loadFile(_ bytes: UnsafeBufferPointer<UInt8>, name: String, dialect: TokenDialect) {
        let folder = freshFolder()
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: url.path, contents: Data(buffer: bytes)) else { return }
        load([url], dialect: dialect)
    }

    /// Splits the bytes into files (see `files(_:)`), writes them into a fresh folder and loads the folder, the
    /// way a Tokens Studio project, a folder of Figma mode files or a Style Dictionary `tokens/` tree is read.
    static func loadFolder(_ bytes: UnsafeBufferPointer<UInt8>, dialect: TokenDialect) {
        let folder = freshFolder()
        for (path, contents) in files(bytes) {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(contents))
        }
        load([folder], dialect: dialect)
    }

    static func load(_ urls: [URL], dialect: TokenDialect) {
        _ = try? TokenLoader.load(files: urls, options: TokenLoadOptions())
        _ = try? TokenLoader.load(files: urls, options: TokenLoadOptions(format: dialect, strict: true))
    }

    /// The input format of the folder targets (seeds.py's `folder` kind writes it): files separated by NUL, each
    /// its path below the folder, a line feed, then its contents. Paths keep letters, digits and ` ._-$/`, lose
    /// empty, `.` and `..` components (nothing is written outside the folder) and end in `.json`; a section
    /// without a usable path is `set<n>.json`. At most 64 files.
    static func files(_ bytes: UnsafeBufferPointer<UInt8>) -> [(path: String, contents: [UInt8])] {
        var out: [(String, [UInt8])] = []
        for (index, section) in bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(64).enumerated() {
            let newline = section.firstIndex(of: UInt8(ascii: "\n")) ?? section.endIndex
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._-$/".utf8)
            let raw = String(decoding: section[section.startIndex..<newline].filter { allowed.contains($0) }.prefix(200), as: UTF8.self)
            var path = raw.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
            if path.isEmpty { path = "set\(index).json" }
            if !path.hasSuffix(".json") { path += ".json" }
            let contents: [UInt8] = newline < section.endIndex ? Array(section[section.index(after: newline)...]) : []
            out.append((path, contents))
        }
        return out
    }

    /// An empty folder of its own for this input (the loaders find files by listing folders).
    private static func freshFolder() -> URL {
        let url = fuzzScratchDirectory.appendingPathComponent("dialect")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
