import Foundation

/// Builds the template library: the compiled-in defaults, each replaced by a user template of the same
/// name (`types.swift.mustache` overrides `types.swift`); extra user templates are available as partials.
package enum TemplateLoader {
    /// `directory` is read when given; `displayDirectory` is how diagnostics name it.
    package static func library(overrides directory: URL?, displayDirectory: String? = nil,
                               defaults: [String: String] = DefaultTemplates.all) throws(DiagnosticError) -> MustacheLibrary {
        var sources: [String: (source: String, path: String)] = [:]
        for (name, source) in defaults {
            sources[name] = (source, builtInPath(name))
        }
        if let directory {
            let shown = DisplayPaths.absolute ? directory.standardizedFileURL.path : (displayDirectory ?? directory.path)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            } catch {
                throw DiagnosticError(.error("cannot read the template directory '\(shown)': \(error.localizedDescription)"))
            }
            for file in names.sorted() where file.hasSuffix(".mustache") {
                let url = directory.appendingPathComponent(file)
                let path = shown.hasSuffix("/") ? shown + file : shown + "/" + file
                let bytes = try InputFile.read(url, shown: path)
                guard let source = String(validating: bytes, as: UTF8.self) else {
                    throw DiagnosticError(.error("cannot read template '\(path)' as UTF-8 text"))
                }
                sources[String(file.dropLast(".mustache".count))] = (source, path)
            }
        }
        var templates: [String: MustacheTemplate] = [:]
        var diagnostics = DiagnosticCollector()
        for (name, entry) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                templates[name] = try MustacheTemplate(source: entry.source, name: name, path: entry.path)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfErrors()
        return MustacheLibrary(templates: templates)
    }

    /// How a compiled-in template is named in diagnostics; only the defaults carry it.
    static func builtInPath(_ name: String) -> String { "(built-in)/\(name).mustache" }
}
