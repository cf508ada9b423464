/// How a folder of Figma variable exports becomes resolver input: one file per collection and mode,
/// grouped into collections. A collection with several modes becomes one modifier whose contexts
/// are its modes; a collection with one mode becomes a set.
///
/// - Figma's native export names the mode in the root `$extensions["com.figma.modeName"]`; the
///   collection comes from the file name as `FigmaDTCGExportReader` (drift) reads it
///   (`Theme.Light.tokens.json`, `Theme/Light.tokens.json` → `Theme`).
/// - figma/variables-github-action-example names its files `<collection>.<mode>.json`
///   (`Tokens.Blue Theme Light.json`): the text after the last `.` is the mode.
///
/// Modes keep the order of their files (sorted by the caller); the first is the default unless the
/// configuration names another, because neither format records Figma's default mode.
struct FigmaExportLayout: Hashable, Sendable {
    struct File: Hashable, Sendable {
        var path: String
        var collection: String
        var mode: String
        /// Whether the mode came from the file's own `com.figma.modeName` (else from its name).
        var modeIsDeclared: Bool
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

    /// Where a file belongs: `modeName` is the root `com.figma.modeName` when the file has one.
    static func file(path: String, modeName: String?) -> File {
        if let modeName, !modeName.isEmpty {
            return File(path: path, collection: FigmaDTCGExportReader.collectionName(fromPath: path, modeName: modeName), mode: modeName, modeIsDeclared: true)
        }
        var stem = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".json"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex {
            return File(path: path, collection: String(stem[..<dot]), mode: String(stem[stem.index(after: dot)...]), modeIsDeclared: false)
        }
        // One mode and no name for it: Figma's name for a collection's only mode.
        return File(path: path, collection: stem, mode: "Mode 1", modeIsDeclared: false)
    }

    /// The mode a root declares, if any.
    static func declaredMode(_ root: JSONValue) -> String? {
        root.object?["$extensions"]?.object?["com.figma.modeName"]?.string
    }

    /// Groups `files` (in the caller's order) into collections. Two files for the same collection and
    /// mode are an error at the second; `defaultModes` (collection → mode, from the configuration)
    /// overrides the first-file default.
    static func layout(_ files: [File], defaultModes: [String: String] = [:], diagnostics: inout DiagnosticCollector) -> FigmaExportLayout {
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
