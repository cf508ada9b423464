import Foundation

/// Entry points: load design tokens into a `ResolvedTokenSet`, or just check them. Loading is two steps, the
/// pipeline's read and resolve stages: `read` parses every input file (in its dialect) and gathers each context's
/// sources (`TokenSources`), `resolve` merges and resolves them. Diagnostics show paths relative to the working directory.
package enum TokenLoader {
    /// Loads a `*.resolver.json` and resolves every combination of modifier contexts.
    package static func load(resolver url: URL, options: TokenLoadOptions = TokenLoadOptions()) throws(DiagnosticError) -> ResolvedTokenSet {
        try load(resolver: url, loader: SourceLoader(options: options))
    }

    static func load(resolver url: URL, loader: SourceLoader) throws(DiagnosticError) -> ResolvedTokenSet {
        try resolve(try read(resolver: url, loader: loader))
    }

    /// Resolves a resolver document (read from a file, or built by `TokenProjectPlanner`) in every context.
    static func load(document: ResolverDocument, loader: SourceLoader, capture: ResolverEvaluation.Capture? = nil) throws(DiagnosticError) -> ResolvedTokenSet {
        try resolve(try read(document: document, loader: loader), capture: capture)
    }

    /// Loads token files and folders (see `TokenInputDiscovery`), in whatever format each is (see
    /// `DialectDetector`): plain files merge in order (later files win) into one implicit context; a
    /// Tokens Studio project or several mode files of a Figma collection become modifiers; a folder
    /// holding a resolver loads that resolver.
    package static func load(files: [URL], options: TokenLoadOptions = TokenLoadOptions()) throws(DiagnosticError) -> ResolvedTokenSet {
        try load(files: files, loader: SourceLoader(options: options))
    }

    static func load(files: [URL], loader: SourceLoader) throws(DiagnosticError) -> ResolvedTokenSet {
        try resolve(try read(files: files, loader: loader))
    }

    // MARK: read

    /// Parses a `*.resolver.json` and every source it names.
    static func read(resolver url: URL, loader: SourceLoader) throws(DiagnosticError) -> TokenSources {
        try read(document: try resolverDocument(at: url, loader: loader), loader: loader)
    }

    /// The resolver document at `url`, its diagnostics added to the loader's (`generate`, `validate` and `migrate`).
    static func resolverDocument(at url: URL, loader: SourceLoader) throws(DiagnosticError) -> ResolverDocument {
        let display = displayPath(for: url)
        // A key written twice is a warning, the last one kept, in strict mode too: RFC 8259 allows it and the DTCG
        // resolver suite has a valid document that does it; the resolver's own rules are what strict mode tightens.
        var options = JSONReader.Options.tokenFile(url, strict: loader.options.strict)
        options.duplicateKeys = .lastWins
        let (json, warnings) = try JSONReader.parseReportingDuplicates(contentsOf: url, displayPath: display, options: options)
        loader.diagnostics.append(contentsOf: warnings)
        var parser = ResolverDocumentParser(file: display, baseDirectory: url.deletingLastPathComponent(), strict: loader.options.strict)
        let document = parser.parse(json)
        loader.diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        if parser.diagnostics.hasErrors { throw DiagnosticError(loader.diagnostics.sorted) }
        return document
    }

    /// Every source of `document`, per combination of modifier contexts.
    static func read(document: ResolverDocument, loader: SourceLoader) throws(DiagnosticError) -> TokenSources {
        let display = document.file
        // Modifiers are told apart by name; a planner that named two alike is reported, never resolved.
        var names = Set<String>()
        for m in document.modifiers where !names.insert(m.name).inserted {
            loader.diagnostics.error("two modifiers are named \"\(m.name)\"; name them apart", at: m.location)
        }
        if names.count < document.modifiers.count { throw DiagnosticError(loader.diagnostics.sorted) }
        let modifiers = document.modifiers.map {
            Modifier(name: $0.name, contexts: $0.contexts.map(\.name), default: $0.defaultContext, description: $0.description,
                     extensions: $0.extensions)
        }
        // Each set's and each modifier context's sources are read once; which combinations are resolved is
        // decided per token by `ModifierDependence`, never as the product of every modifier's contexts.
        func parsed(_ refs: [ResolverDocument.Source]) -> [ParsedSource] {
            refs.map { ref in
                switch ref {
                case .file(let url, let shown, let fragment, let overrides, let location, let referenceOnly):
                    loader.source(.file(url, display: shown, fragment: fragment, overrides: overrides, location: location,
                                        referenceOnly: referenceOnly))
                case .inline(let json, let id):
                    loader.source(.inline(json, id: id, file: display))
                }
            }
        }
        // The all-defaults combination's files are read first (in resolution order), as the inputs are listed.
        var layers: [TokenSources.Layer] = []
        var pending: [(layer: Int, modifier: Int, sources: [[ResolverDocument.Source]])] = []
        for item in document.order {
            switch item {
            case .set(let set): layers.append(.set(parsed(set.sources)))
            case .modifier(let m):
                guard let index = modifiers.firstIndex(where: { $0.name == m.name }) else { continue }
                let refs = modifiers[index].contexts.map { name in m.contexts.first { $0.name == name }?.sources ?? [] }
                let defaultIndex = modifiers[index].contexts.firstIndex(of: modifiers[index].default) ?? 0
                var contexts = [[ParsedSource]](repeating: [], count: refs.count)
                contexts[defaultIndex] = parsed(refs[defaultIndex])
                pending.append((layers.count, defaultIndex, refs))
                layers.append(.modifier(index, contexts))
            }
        }
        for (layer, defaultIndex, refs) in pending {
            guard case .modifier(let index, var contexts) = layers[layer] else { continue }
            for c in refs.indices where c != defaultIndex { contexts[c] = parsed(refs[c]) }
            layers[layer] = .modifier(index, contexts)
        }
        return TokenSources(modifiers: modifiers, layers: layers, loader: loader)
    }

    /// Parses token files and folders: plain files as one implicit context, a project with modes as its resolver
    /// document's contexts, a folder holding a resolver as that resolver.
    static func read(files: [URL], loader: SourceLoader) throws(DiagnosticError) -> TokenSources {
        var diagnostics = DiagnosticCollector()
        let items = TokenInputDiscovery.discover(files, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        if items.count == 1, case .resolver(let file) = items[0] { return try read(resolver: file.url, loader: loader) }
        var planner = TokenProjectPlanner(loader: loader)
        let plan = planner.plan(items, display: files.first.map { Self.displayPath(for: $0) } ?? "")
        // A project's own errors (a theme naming a missing set) do not stop the tokens being checked: one run
        // reports everything; the evaluation throws them with the rest.
        loader.diagnostics.append(contentsOf: planner.diagnostics.diagnostics)
        switch plan {
        case .files(let sources):
            loader.diagnostics.append(contentsOf: CrossFileOverrides.warnings(sources, table: loader.table))
            return TokenSources(modifiers: [], layers: [.set(sources)], loader: loader)
        case .document(let document):
            return try read(document: document, loader: loader)
        }
    }

    // MARK: resolve

    /// Merges each context's sources, applies group inheritance and `$extends`, and resolves every alias.
    static func resolve(_ read: TokenSources, capture: ResolverEvaluation.Capture? = nil) throws(DiagnosticError) -> ResolvedTokenSet {
        try ResolverEvaluation.run(read, capture: capture)
    }

    /// What checking token inputs found: every diagnostic (errors and warnings), and how each file was
    /// read, also when loading failed.
    package struct Validation: Sendable {
        package var diagnostics: [Diagnostic]
        package var inputs: [ReadInput]
    }

    /// Checks token files and folders, or one resolver document.
    package static func check(inputs: [URL], options: TokenLoadOptions = TokenLoadOptions()) -> Validation {
        let loader = SourceLoader(options: options)
        do {
            let isResolver = inputs.count == 1 && ResolverSniffer.isResolver(inputs[0])
            let set = try resolve(isResolver ? try read(resolver: inputs[0], loader: loader) : try read(files: inputs, loader: loader))
            return Validation(diagnostics: set.diagnostics, inputs: set.inputs)
        } catch {
            return Validation(diagnostics: error.diagnostics, inputs: loader.inputs)
        }
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

/// Token inputs read and not yet resolved: the sets' and every modifier context's parsed sources, in resolution order.
package struct TokenSources {
    var modifiers: [Modifier]
    /// A set's sources, or a modifier's (by index into `modifiers`) per context (`modifiers[m].contexts[c]`).
    enum Layer {
        case set([ParsedSource])
        case modifier(Int, [[ParsedSource]])
    }
    var layers: [Layer]
    /// What parsed them: the definitions, the diagnostics so far and how each file was read.
    let loader: SourceLoader

    /// The sources of one combination, in resolution order: `selection[m]` is modifier `m`'s context, or nil to leave
    /// that modifier's sources out (a token that depends on none of them resolves the same without them).
    func sources(_ selection: [Int?]) -> [ParsedSource] {
        var list: [ParsedSource] = []
        for layer in layers {
            switch layer {
            case .set(let sources): list.append(contentsOf: sources)
            case .modifier(let m, let contexts): if let c = selection[m] { list.append(contentsOf: contexts[c]) }
            }
        }
        return list
    }
}
