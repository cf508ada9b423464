/// Plain token files named `<base>.<mode>.json` beside their `<base>.json` (`tokens.json` and
/// `tokens.dark.json`; also `.tokens.json`, `.json5`, `.jsonc`) are a mode of the base: merged as two plain files,
/// the mode file would silently replace the base's values for every appearance.
///
/// A file is a mode file only when its name says so and its contents agree: the base is another input file
/// in the same folder, and at least half of the tokens the mode file defines are the base's (it overrides
/// them). A token only the mode file defines has no value in the base's mode: it takes its mode value in
/// every mode (the file is also read before its base, which wins for every token it has). All mode files become one
/// modifier, `mode`, whose contexts are the base (first, the default) and each mode name (in the order of the
/// files); the base context is `light` when a mode is `dark` and none is `light` (a dark override's base is the
/// light appearance, which lets the Swift follow the system), else `default`.
enum ModeFileLayout {
    struct Candidate {
        var display: String
        /// Token paths the file defines.
        var keys: [String]
    }

    struct Layout: Equatable {
        var baseContext: String
        /// Mode names in first-seen order, each with its files (display paths) in input order.
        var modes: [(name: String, files: [String])]
        /// Each mode file and its base, with the tokens only the mode file defines.
        var bases: [(file: String, base: String, extra: [String])]

        static func == (a: Layout, b: Layout) -> Bool {
            a.baseContext == b.baseContext && a.modes.map(\.name) == b.modes.map(\.name) && a.modes.map(\.files) == b.modes.map(\.files)
                && a.bases.map(\.file) == b.bases.map(\.file) && a.bases.map(\.base) == b.bases.map(\.base)
        }
    }

    static let modifierName = "mode"

    static func layout(_ files: [Candidate]) -> Layout? {
        let byFolderAndStem = Dictionary(files.map { (key(folder(of: $0.display), stem(of: $0.display)), $0) }, uniquingKeysWith: { a, _ in a })
        var modes: [(name: String, files: [String])] = []
        var bases: [(file: String, base: String, extra: [String])] = []
        for file in files {
            let stem = stem(of: file.display)
            guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { continue }
            let baseStem = String(stem[..<dot]), mode = String(stem[stem.index(after: dot)...])
            guard !mode.isEmpty, mode.contains(where: \.isLetter),
                  let base = byFolderAndStem[key(folder(of: file.display), baseStem)], base.display != file.display,
                  !file.keys.isEmpty else { continue }
            let baseKeys = Set(base.keys)
            let extra = file.keys.filter { !baseKeys.contains($0) }
            guard extra.count * 2 <= file.keys.count else { continue }
            if let i = modes.firstIndex(where: { $0.name == mode }) { modes[i].files.append(file.display) } else { modes.append((mode, [file.display])) }
            bases.append((file.display, base.display, extra))
        }
        // A base that is itself a mode file of another would nest modes; such names are not modes.
        let modeFiles = Set(bases.map(\.file))
        if bases.contains(where: { modeFiles.contains($0.base) }) { return nil }
        guard !modes.isEmpty else { return nil }
        let names = Set(modes.map { $0.name.lowercased() })
        let baseContext = names.contains("dark") && !names.contains("light") ? "light" : (names.contains("default") ? "base" : "default")
        return Layout(baseContext: baseContext, modes: modes, bases: bases)
    }

    private static func key(_ folder: String, _ stem: String) -> String { folder + "\u{0}" + stem }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The file name without its token-file extension (`.tokens.json`, `.json`, `.json5`, `.jsonc`).
    static func stem(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".tokens.json5", ".tokens.jsonc", ".json", ".json5", ".jsonc", ".tokens"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
