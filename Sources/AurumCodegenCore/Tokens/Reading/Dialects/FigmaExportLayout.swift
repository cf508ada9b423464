/// How a folder of Figma variable exports becomes resolver input: one file per collection and mode,
/// grouped into collections. A collection with several modes becomes one modifier whose contexts
/// are its modes; a collection with one mode becomes a set.
///
/// A file's mode is the root `$extensions["com.figma.modeName"]` (Figma's native export, "Export variables"),
/// else the text after the last `.` of its name (figma/variables-github-action-example's
/// `<collection>.<mode>.json`), else `Mode 1` (Figma's name for a collection's only mode). Its collection, from
/// what the files say, first found:
///
/// 1. a collection name in the root `$extensions` (`com.figma.collectionName`), when the exporter wrote one
///    (Figma's own export does not);
/// 2. the file name, when it says more than the mode: `<Collection>.<Mode>.tokens.json` (also with a space, `-` or
///    `_` before the mode), or a name that is not the mode at all (`primitives.tokens.json` holding mode
///    `Value`: Figma names a one-mode collection's file after the collection);
/// 3. otherwise (the file is named after its mode, as Figma names the files of a collection with several modes:
///    `light.tokens.json`, `dark.tokens.json`), the variables it defines: files sharing a `com.figma.variableId`
///    are the modes of one collection (no variable is in two collections), also when a mode file lacks some of
///    them; files without ids that define the same set of token paths are too (Figma exports every variable
///    of a collection in each mode). Such a collection is named after its folder when it is the only one
///    found this way there, else after its modes (`Light/Dark`); `tokens.figma.modifiers` renames it.
///
/// Modes keep the order of their files (sorted by the caller), except that a `Light` mode beside a `Dark` one
/// comes first; the first is the default unless the configuration names another, because neither format
/// records Figma's default mode.
struct FigmaExportLayout: Hashable, Sendable {
    struct File: Hashable, Sendable {
        var path: String
        /// Empty until `layout` finds it from the token paths (rule 3).
        var collection: String
        var mode: String
        /// Whether the mode came from the file's own `com.figma.modeName` (else from its name).
        var modeIsDeclared: Bool
        /// The token paths the file defines, sorted (rule 3); empty when the collection is known.
        var tokenPaths: [String] = []
        /// The `com.figma.variableId`s of its tokens (rule 3), when Figma wrote them.
        var variableIds: Set<String> = []
    }

    struct Collection: Hashable, Sendable {
        var name: String
        var modes: [(mode: String, path: String)]
        var defaultMode: String
        /// True when this collection becomes a modifier (several modes).
        var isModifier: Bool { modes.count > 1 }

        static func == (a: Collection, b: Collection) -> Bool {
            a.name == b.name && a.defaultMode == b.defaultMode && a.modes.map(\.mode) == b.modes.map(\.mode) && a.modes.map(\.path) == b.modes.map(\.path)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            for m in modes { hasher.combine(m.mode); hasher.combine(m.path) }
        }
    }

    var collections: [Collection] = []

    /// Where a file belongs: `modeName` is the root `com.figma.modeName` and `collectionName` the root
    /// `com.figma.collectionName` when the file has them; `tokenPaths` (called only when needed) its token paths.
    static func file(path: String, modeName: String?, collectionName: String? = nil, tokenPaths: () -> [String] = { [] },
                     variableIds: () -> [String] = { [] }) -> File {
        var stem = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".json"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        if let modeName, !modeName.isEmpty {
            if let collectionName, !collectionName.isEmpty {
                return File(path: path, collection: collectionName, mode: modeName, modeIsDeclared: true)
            }
            for separator in [".", " ", "-", "_"] where stem.count > modeName.count + separator.count
                && stem.lowercased().hasSuffix((separator + modeName).lowercased()) {
                return File(path: path, collection: String(stem.dropLast(separator.count + modeName.count)), mode: modeName, modeIsDeclared: true)
            }
            if stem.caseInsensitiveCompare(modeName) != .orderedSame {
                return File(path: path, collection: stem, mode: modeName, modeIsDeclared: true)
            }
            return File(path: path, collection: "", mode: modeName, modeIsDeclared: true, tokenPaths: tokenPaths().sorted(),
                        variableIds: Set(variableIds()))
        }
        if let collectionName, !collectionName.isEmpty {
            return File(path: path, collection: collectionName, mode: "Mode 1", modeIsDeclared: false)
        }
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex {
            return File(path: path, collection: String(stem[..<dot]), mode: String(stem[stem.index(after: dot)...]), modeIsDeclared: false)
        }
        // One mode and no name for it: Figma's name for a collection's only mode.
        return File(path: path, collection: stem, mode: "Mode 1", modeIsDeclared: false)
    }

    /// The collection a root declares, if any.
    static func declaredCollection(_ root: JSONValue) -> String? {
        root.object?["$extensions"]?.object?["com.figma.collectionName"]?.string
    }

    /// Rule 3: files named after their mode, grouped by the variables they define, each group named. Files
    /// sharing a `com.figma.variableId` are modes of one collection (a variable belongs to one collection), so a
    /// mode file missing a variable stays in its collection; files without ids are grouped by equal token paths.
    static func collectionsFromTokenPaths(_ files: inout [File]) {
        let open = files.indices.filter { files[$0].collection.isEmpty }
        // Union-find over the open files: same ids overlap, or (without ids) the same token paths.
        var parent = Dictionary(uniqueKeysWithValues: open.map { ($0, $0) })
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i]! != i { i = parent[i]! }
            return i
        }
        var byId: [String: Int] = [:]
        var byPaths: [[String]: Int] = [:]
        for i in open {
            if files[i].variableIds.isEmpty {
                if let j = byPaths[files[i].tokenPaths] { parent[root(i)] = root(j) } else { byPaths[files[i].tokenPaths] = i }
                continue
            }
            for id in files[i].variableIds.sorted() {
                if let j = byId[id] {
                    let (a, b) = (root(i), root(j))
                    if a != b { parent[max(a, b)] = min(a, b) }
                } else {
                    byId[id] = i
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for i in open {
            let r = root(i)
            if groups[r] == nil { order.append(r) }
            groups[r, default: []].append(i)
        }
        guard !order.isEmpty else { return }
        func folder(_ path: String) -> String {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
        }
        var groupsPerFolder: [String: Int] = [:]
        for paths in order { for f in Set(groups[paths]!.map { folder(files[$0].path) }) { groupsPerFolder[f, default: 0] += 1 } }
        for paths in order {
            let members = groups[paths]!
            let folders = Set(members.map { folder(files[$0].path) })
            var name = members.map { files[$0].mode }.joined(separator: "/")
            if folders.count == 1, let only = folders.first, groupsPerFolder[only] == 1,
               let last = only.split(separator: "/").last, last != ".", last != ".." {
                name = String(last)
            }
            for i in members { files[i].collection = name }
        }
    }

    /// The mode a root declares, if any.
    static func declaredMode(_ root: JSONValue) -> String? {
        root.object?["$extensions"]?.object?["com.figma.modeName"]?.string
    }

    /// Groups `files` (in the caller's order) into collections, those named after their mode by their token
    /// paths (rule 3). Two files for the same collection and mode are an error at the second; `defaultModes`
    /// (collection → mode, from the configuration) overrides the first-file default.
    static func layout(_ files: [File], defaultModes: [String: String] = [:], diagnostics: inout DiagnosticCollector) -> FigmaExportLayout {
        var files = files
        collectionsFromTokenPaths(&files)
        var layout = FigmaExportLayout()
        for file in files {
            if let i = layout.collections.firstIndex(where: { $0.name == file.collection }) {
                if let other = layout.collections[i].modes.first(where: { $0.mode == file.mode }) {
                    diagnostics.error("\(file.path) and \(other.path) both hold mode \"\(file.mode)\" of collection \"\(file.collection)\"",
                                      at: SourceLocation(file: file.path, line: 1, column: 1))
                    continue
                }
                layout.collections[i].modes.append((file.mode, file.path))
            } else {
                layout.collections.append(Collection(name: file.collection, modes: [(file.mode, file.path)], defaultMode: file.mode))
            }
        }
        // Light and dark modes: light first and the default, as Figma's collections and the system appearance
        // start (files sort Dark before Light), the same rule as mode files.
        for i in layout.collections.indices {
            let modes = layout.collections[i].modes
            let names = modes.map { $0.mode.lowercased() }
            guard names.contains("dark"), let light = names.firstIndex(of: "light"), light > 0 else { continue }
            layout.collections[i].modes = [modes[light]] + modes.enumerated().filter { $0.offset != light }.map(\.element)
            layout.collections[i].defaultMode = modes[light].mode
        }
        for (collection, mode) in defaultModes.sorted(by: { $0.key < $1.key }) {
            guard let i = layout.collections.firstIndex(where: { $0.name == collection }) else {
                diagnostics.error("the default mode is set for collection \"\(collection)\", but no export file belongs to it")
                continue
            }
            guard layout.collections[i].modes.contains(where: { $0.mode == mode }) else {
                let modes = layout.collections[i].modes.map { "\"\($0.mode)\"" }.joined(separator: ", ")
                diagnostics.error("collection \"\(collection)\" has no mode \"\(mode)\"; its modes are \(modes)")
                continue
            }
            layout.collections[i].defaultMode = mode
        }
        return layout
    }
}
