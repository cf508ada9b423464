import Foundation
import AurumCodegenCore

/// The library files `import figma-variables` and `drift` link in: saved responses (`--library`, each a
/// `variables/local` response, optionally with the same file's `variables/published` response beside it) and
/// live ones (`--library-file-key`, both endpoints fetched).
enum FigmaLibraryInputs {
    /// How a missing library is provided, for the importer's summaries.
    static let hint = "pass that library file's variables with --library <variables-local.json> (live: --library-file-key <key>)"

    /// Saved responses; a published response is attached to the local one whose variables have its keys.
    static func load(files: [String], directory: URL, diagnostics: inout DiagnosticCollector) throws(DiagnosticError) -> [FigmaLibraryVariables] {
        var libraries: [FigmaLibraryVariables] = []
        var published: [FigmaPublishedVariablesResponse] = []
        for path in files {
            let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            let json = try JSONReader.parse(contentsOf: url, displayPath: path)
            if FigmaPublishedVariablesParser.isPublishedResponse(json) {
                published.append(FigmaPublishedVariablesParser.parse(json, file: path, diagnostics: &diagnostics))
            } else {
                libraries.append(FigmaLibraryVariables(name: path, local: FigmaVariablesParser.parse(json, file: path, diagnostics: &diagnostics)))
            }
        }
        // A published response belongs to the library whose variables have its keys.
        for response in published {
            guard let i = libraries.firstIndex(where: { $0.isPublished(by: response) }) else {
                diagnostics.error("'\(response.file)' is a published-variables response that matches no --library variables response (it has no values of its own); pass that file's variables/local response too",
                                  at: SourceLocation(file: response.file, line: 1, column: 1))
                continue
            }
            libraries[i].published = response
        }
        return libraries
    }

    /// Live libraries: both variables endpoints of each file.
    static func fetch(fileKeys: [String], client: any FigmaREST, diagnostics: inout DiagnosticCollector) throws(DiagnosticError) -> [FigmaLibraryVariables] {
        var libraries: [FigmaLibraryVariables] = []
        for key in fileKeys {
            let fetched = try client.libraryVariables(fileKey: key)
            diagnostics.append(contentsOf: fetched.warnings)
            libraries.append(fetched.value)
        }
        return libraries
    }
}
