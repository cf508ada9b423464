import Foundation

/// What the token inputs given to `generate`, `validate`, `migrate` (or `tokens.files`) are: files and
/// folders, each folder classified once before any token file is read.
///
/// | a folder holding | becomes |
/// | --- | --- |
/// | `$themes.json` or `$metadata.json` at its root | a Tokens Studio project: every other token file below it is a token set named by its path (`semantic/light.json` → `semantic/light`) |
/// | a `*.resolver.json` at its root, or a file whose content is a resolver (`ResolverSniffer`) | that resolver |
/// | anything else | every token file below it, sorted by path, merged in that order (later files win, as Style Dictionary's `source` globs) |
///
/// Token files are `*.json`, `*.json5`, `*.jsonc` and `*.tokens` (DTCG's recommended extension) (`JSONSyntax`): JSON5
/// and JSONC files in that syntax, and `.json` and `.tokens` files as JSONC (comments, trailing commas) unless strict. Paths sort by their bytes, so the order is the same on every machine. Hidden files and folders and
/// `node_modules` are skipped. Figma exports and Tokens Studio single files are recognised later, from
/// each file's contents (`DialectDetector`).
enum TokenInputDiscovery {
    struct File: Hashable, Sendable {
        var url: URL
        var display: String
        /// Found in a folder given as input, rather than named one by one (whose order the user chose).
        var inFolder = false
    }

    /// A Tokens Studio multi-file project.
    struct TokensStudioProject: Hashable, Sendable {
        var root: URL
        var themes: File?
        var metadata: File?
        /// The project's token sets, by path below the root.
        var sets: [(name: String, file: File)]

        static func == (a: Self, b: Self) -> Bool {
            a.root == b.root && a.themes == b.themes && a.metadata == b.metadata && a.sets.map(\.file) == b.sets.map(\.file)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(root) }
    }

    enum Item: Hashable, Sendable {
        case file(File)
        case resolver(File)
        case tokensStudio(TokensStudioProject)
    }

    static func discover(_ urls: [URL], diagnostics: inout DiagnosticCollector) -> [Item] {
        var items: [Item] = []
        for url in urls {
            let url = url.standardizedFileURL
            let display = TokenLoader.displayPath(for: url)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.error("token file \(display) does not exist", at: SourceLocation(file: display, line: 1, column: 1))
                continue
            }
            guard isDirectory.boolValue else {
                let file = File(url: url, display: display)
                let name = url.lastPathComponent
                if ResolverSniffer.isResolver(url) {
                    items.append(.resolver(file))
                } else if FigmaVariablesSniffer.isVariablesResponse(url) {
                    diagnostics.error("\(display) holds Figma variables (a GET /v1/files/:key/variables/local response or a plugin's export), not token files; run 'aurum-codegen import figma-variables \(display) --out tokens' and generate from the resolver it writes",
                                      at: SourceLocation(file: display, line: 1, column: 1))
                } else if name == "$themes.json" || name == "$metadata.json" {
                    // The project file names its folder.
                    items.append(.tokensStudio(project(at: url.deletingLastPathComponent())))
                } else {
                    items.append(.file(file))
                }
                continue
            }
            let top = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            if top.contains("$themes.json") || top.contains("$metadata.json") {
                items.append(.tokensStudio(project(at: url)))
                continue
            }
            let resolvers = top.filter { ResolverSniffer.isResolver(url.appendingPathComponent($0)) }.sorted(by: bytewise)
            if let first = resolvers.first {
                if resolvers.count > 1 {
                    diagnostics.error("\(display) holds \(resolvers.count) resolver documents (\(resolvers.joined(separator: ", "))); name the one to use")
                    continue
                }
                let resolver = url.appendingPathComponent(first)
                items.append(.resolver(File(url: resolver, display: TokenLoader.displayPath(for: resolver))))
                continue
            }
            let files = jsonFiles(below: url)
            if files.isEmpty { diagnostics.error("\(display) holds no token files (*.json, *.json5, *.jsonc, *.tokens)") }
            items += files.map { .file(File(url: url.appendingPathComponent($0), display: TokenLoader.displayPath(for: url.appendingPathComponent($0)), inFolder: true)) }
        }
        // The same project named twice (its folder and its $themes.json) is one project.
        var seen: Set<Item> = []
        return items.filter { seen.insert($0).inserted }
    }

    private static func project(at root: URL) -> TokensStudioProject {
        func file(_ name: String) -> File? {
            let url = root.appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: url.path) ? File(url: url, display: TokenLoader.displayPath(for: url)) : nil
        }
        let sets = jsonFiles(below: root).filter { $0 != "$themes.json" && $0 != "$metadata.json" }.map { relative in
            let url = root.appendingPathComponent(relative)
            return (TokensStudioThemes.setName(forRelativePath: relative), File(url: url, display: TokenLoader.displayPath(for: url)))
        }
        return TokensStudioProject(root: root, themes: file("$themes.json"), metadata: file("$metadata.json"), sets: sets)
    }

    /// Relative paths of every token file (`*.json`, `*.json5`, `*.jsonc`, `*.tokens`) below `root`, sorted by their bytes.
    static func jsonFiles(below root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let base = root.standardizedFileURL.path
        var out: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name == "node_modules" { enumerator.skipDescendants(); continue }
            guard JSONSyntax.isTokenFileName(name), (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            out.append(String(path.dropFirst(base.count + 1)))
        }
        return out.sorted(by: bytewise)
    }

    static func bytewise(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
}
