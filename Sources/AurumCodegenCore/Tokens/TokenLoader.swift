import Foundation

/// Entry points: load design tokens into a `ResolvedTokenSet`, or just validate them.
/// Diagnostics show paths relative to the working directory.
package enum TokenLoader {
    /// Loads a `*.resolver.json` and resolves every combination of modifier contexts.
    package static func load(resolver url: URL) throws(DiagnosticError) -> ResolvedTokenSet {
        let display = displayPath(for: url)
        let json = try JSONReader.parse(contentsOf: url, displayPath: display)
        var parser = ResolverDocumentParser(file: display, baseDirectory: url.deletingLastPathComponent())
        let document = parser.parse(json)
        let loader = SourceLoader()
        loader.diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        if parser.diagnostics.hasErrors { throw DiagnosticError(loader.diagnostics.sorted) }

        let modifiers = document.modifiers.map {
            Modifier(name: $0.name, contexts: $0.contexts.map(\.name), default: $0.defaultContext, description: $0.description,
                     extensions: $0.extensions)
        }
        let count = modifiers.reduce(1) { $0 * $1.contexts.count }
        guard count <= InputLimits.maxContextCombinations else {
            throw DiagnosticError(.error("the modifiers produce \(count) context combinations; at most \(InputLimits.maxContextCombinations) are supported", at: SourceLocation(file: display, line: 1, column: 1)))
        }
        let contexts = ResolverEvaluation.contexts(of: modifiers)
        var sources: [[ParsedSource]] = []
        for context in contexts {
            var list: [ParsedSource] = []
            for item in document.order {
                let refs: [ResolverDocument.Source]
                switch item {
                case .set(let set): refs = set.sources
                case .modifier(let m): refs = m.contexts.first { $0.name == context[m.name] }?.sources ?? []
                }
                for ref in refs {
                    switch ref {
                    case .file(let url, let shown, let fragment, let overrides, let location):
                        list.append(loader.source(.file(url, display: shown, fragment: fragment, overrides: overrides, location: location)))
                    case .inline(let json, let id):
                        list.append(loader.source(.inline(json, id: id, file: display)))
                    }
                }
            }
            sources.append(list)
        }
        return try ResolverEvaluation.run(contexts: contexts, modifiers: modifiers, sources: sources, loader: loader)
    }

    /// Loads plain token files, merged in order (later files win) into one implicit context.
    package static func load(files: [URL]) throws(DiagnosticError) -> ResolvedTokenSet {
        let loader = SourceLoader()
        let sources = files.map { loader.file($0, display: displayPath(for: $0)) }
        return try ResolverEvaluation.run(contexts: [.implicit], modifiers: [], sources: [sources], loader: loader)
    }

    /// Every diagnostic (errors and warnings) of loading a resolver; empty when all is well.
    package static func validate(resolver url: URL) -> [Diagnostic] {
        do { return try load(resolver: url).diagnostics } catch { return error.diagnostics }
    }

    /// Every diagnostic (errors and warnings) of loading plain token files.
    package static func validate(files: [URL]) -> [Diagnostic] {
        do { return try load(files: files).diagnostics } catch { return error.diagnostics }
    }

    /// `url` relative to `directory` (the working directory by default) when inside it, else absolute;
    /// always absolute when `DisplayPaths.absolute` is set.
    static func displayPath(for url: URL, relativeTo directory: String = FileManager.default.currentDirectoryPath) -> String {
        let path = url.standardizedFileURL.path
        if DisplayPaths.absolute { return path }
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
