import Foundation

/// Reads the manifests from disk: every `*.component.json` of a directory (in name order) and `icons.json`.
/// JSON syntax errors and shape problems of all files are collected, so one run reports them all.
package enum ComponentManifestLoader {
    struct Result: Sendable {
        var manifests: [ComponentManifest]
        /// nil when icons.json could not be read or had errors.
        var icons: IconManifest?
    }

    /// `root` makes diagnostic paths relative (`tokens/components/AurumNavBar.component.json`).
    static func load(componentsDirectory: URL, iconsFile: URL, relativeTo root: URL? = nil,
                            diagnostics: inout DiagnosticCollector) -> Result {
        var manifests: [ComponentManifest] = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: componentsDirectory.path)
                .filter { $0.hasSuffix(".component.json") }.sorted()
        } catch {
            diagnostics.error("cannot list component manifests in \(display(componentsDirectory, root)): \(error.localizedDescription)")
            names = []
        }
        for name in names {
            let url = componentsDirectory.appendingPathComponent(name)
            let path = display(url, root)
            do {
                let value = try JSONReader.parse(contentsOf: url, displayPath: path)
                if let manifest = ComponentManifest.parse(value, file: path, diagnostics: &diagnostics) { manifests.append(manifest) }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        var icons: IconManifest?
        let iconsPath = display(iconsFile, root)
        do {
            icons = IconManifest.parse(try JSONReader.parse(contentsOf: iconsFile, displayPath: iconsPath), file: iconsPath, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        return Result(manifests: manifests, icons: icons)
    }

    /// Loads and validates; throws every diagnostic if anything is wrong.
    package static func loadValidated(componentsDirectory: URL, iconsFile: URL, relativeTo root: URL? = nil,
                                     knownTokenPaths: Set<String>? = nil) throws(DiagnosticError) -> (manifests: [ComponentManifest], icons: IconManifest) {
        var diagnostics = DiagnosticCollector()
        let result = load(componentsDirectory: componentsDirectory, iconsFile: iconsFile, relativeTo: root, diagnostics: &diagnostics)
        if let icons = result.icons {
            ComponentManifestValidator(icons: icons, knownTokenPaths: knownTokenPaths).validate(result.manifests, diagnostics: &diagnostics)
        }
        try diagnostics.throwIfErrors()
        guard let icons = result.icons else { throw DiagnosticError(diagnostics.sorted) }
        return (result.manifests, icons)
    }

    /// The manifests `import figma-components` merges into: every `*.component.json` of the folder with its
    /// text (a merge inserts into that text). A missing folder has none; an unreadable manifest is an error,
    /// since merging into it could lose work.
    package static func loadForMerge(componentsDirectory: URL, relativeTo root: URL? = nil) throws(DiagnosticError) -> [ComponentManifestScaffold.Existing] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: componentsDirectory.path) else { return [] }
        var result: [ComponentManifestScaffold.Existing] = []
        var diagnostics = DiagnosticCollector()
        for name in names.sorted() where name.hasSuffix(".component.json") {
            let url = componentsDirectory.appendingPathComponent(name)
            let path = display(url, root)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            do {
                let manifest = try ComponentManifest.parse(try JSONReader.parse(text, file: path), file: path)
                result.append(.init(manifest: manifest, text: text, relativePath: name))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfErrors()
        return result
    }

    /// `icons.json` on its own, `path` as diagnostics show it.
    package static func loadIcons(_ url: URL, displayPath path: String) throws(DiagnosticError) -> IconManifest {
        try IconManifest.parse(try JSONReader.parse(contentsOf: url, displayPath: path), file: path)
    }

    private static func display(_ url: URL, _ root: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let root, !DisplayPaths.absolute else { return path }
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
