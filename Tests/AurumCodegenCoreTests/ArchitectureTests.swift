import Foundation
import Testing

/// ARCHITECTURE.md against the tree: every folder it names exists, and every folder of the core is named.
@Suite struct ArchitectureTests {
    static let document = TestPaths.repoRoot.appendingPathComponent("ARCHITECTURE.md")
    static let core = "Sources/AurumCodegenCore/"

    /// Every `` `path/` `` in the document: folder paths, relative to the repository root, ending in "/".
    static func namedFolders() throws -> Set<String> {
        let text = try String(contentsOf: document, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "`([A-Za-z0-9_.+-]+(?:/[A-Za-z0-9_.+-]+)*/)`")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// The core's folders on disk, as `Sources/AurumCodegenCore/…/`, those holding no files left out.
    static func coreFolders() throws -> Set<String> {
        let root = TestPaths.repoRoot.appendingPathComponent(core)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var folders = Set<String>()
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true {
            let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
            let holdsFiles = try FileManager.default.contentsOfDirectory(atPath: url.path).contains { !$0.hasPrefix(".") && $0.hasSuffix(".swift") }
            if holdsFiles { folders.insert(core + relative + "/") }
        }
        return folders
    }

    @Test func everyNamedFolderExists() throws {
        let named = try Self.namedFolders()
        #expect(named.count >= 30, "ARCHITECTURE.md names \(named.count) folders")
        for folder in named.sorted() {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: TestPaths.repoRoot.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            #expect(exists && isDirectory.boolValue, "ARCHITECTURE.md names \(folder), which is not a folder of the repository")
        }
    }

    @Test func everyCoreFolderIsNamed() throws {
        let named = try Self.namedFolders()
        let folders = try Self.coreFolders()
        #expect(folders.count >= 25)
        for folder in folders.sorted() {
            #expect(named.contains(folder), "\(folder) holds sources but ARCHITECTURE.md does not name it")
        }
    }

    /// Unsafe pointers, unchecked memory and opted-out isolation stay in the JSON reader, where the parse speed
    /// pays for them; every other room of the core is safe Swift.
    @Test func noUnsafeCodeOutsideTheJSONReader() throws {
        let root = TestPaths.repoRoot.appendingPathComponent(Self.core)
        let pattern = try NSRegularExpression(pattern: #"\bUnsafe[A-Za-z]*|withUnsafe|unsafe[A-Z][A-Za-z]*|\(unsafe\)|@unsafe\b|\bunsafe\s"#)
        var files = 0
        var found: [String] = []
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" && !url.path.contains("/JSON/") {
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    found.append("\(url.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(files > 150)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
