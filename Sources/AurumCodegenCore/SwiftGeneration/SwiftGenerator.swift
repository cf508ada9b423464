/// Resolved tokens → template contexts → Swift files. Pure: reads and writes nothing.
package struct SwiftGenerator: Sendable {
    var options: SwiftGenerationOptions

    package init(options: SwiftGenerationOptions) {
        self.options = options
    }

    /// The Swift files for `input`, sorted by path, rendered with `templates` (see templates/README.md).
    /// Every problem found (names, modes, templates) is reported together.
    /// `names`, when given, are the tokens' names already derived (`SwiftTokenNames`) for another output too.
    package func generate(_ input: SwiftGenerationInput, templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        try generate(input, names: nil, templates: templates, assetCatalog: false).swift
    }

    func generate(_ input: SwiftGenerationInput, names: SwiftTokenNames?, templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        try generate(input, names: names, templates: templates, assetCatalog: false).swift
    }

    /// The Swift files and, with `assetCatalog`, the asset catalog's files (`Aurum.xcassets/…`), each sorted by path.
    func generate(_ input: SwiftGenerationInput, names: SwiftTokenNames? = nil, templates: MustacheLibrary, assetCatalog: Bool)
        throws(DiagnosticError) -> (swift: [GeneratedFile], assetCatalog: [GeneratedFile]) {
        var warnings: [Diagnostic] = []
        return try generate(input, names: names, templates: templates, assetCatalog: assetCatalog, warnings: &warnings)
    }

    /// `generate(_:names:templates:assetCatalog:)`, its warnings (names the collision rule chose, when it derived
    /// them itself) added to `warnings`.
    func generate(_ input: SwiftGenerationInput, names: SwiftTokenNames?, templates: MustacheLibrary, assetCatalog: Bool,
                  warnings: inout [Diagnostic]) throws(DiagnosticError) -> (swift: [GeneratedFile], assetCatalog: [GeneratedFile]) {
        var diagnostics = DiagnosticCollector()
        validateOptions(&diagnostics)
        try diagnostics.throwIfErrors()
        let plan = SwiftGenerationPlan(input: input, options: options, names: names, diagnostics: &diagnostics)
        let platform = SwiftPlatformContext(plan: plan, input: input, options: options, diagnostics: &diagnostics)
        // Whatever was handed over to be freed (the resolved tokens) is freed before rendering, which is
        // when memory peaks, so that rendering reuses it.
        BackgroundRelease.drain()
        diagnostics.append(contentsOf: templates.validate())
        try diagnostics.throwIfErrors()

        let context = SwiftTemplateContext(plan: plan, input: input, options: options, names: templates.lookedUpNames(reachableFrom: [SwiftTemplateNames.namespaceTemplate]))
        var global = context.global
        global.merge(platform.keys) { $1 }
        // The fixed files, then every namespace part: each is rendered on its own, on every core.
        let fixed = SwiftTemplateNames.fixedFiles(prefix: options.prefix).filter { file in
            file.condition.map { global[$0] == .bool(true) } ?? true
        }
        let parts = plan.namespaces.indices.flatMap { n in plan.namespaces[n].parts.indices.map { (n, $0) } }
        let styleParts = platform.colorStyleParts
        let rendered = ParallelMap.map(fixed.count + styleParts.count + parts.count) { i -> Result<GeneratedFile, DiagnosticError> in
            Result { () throws(DiagnosticError) -> GeneratedFile in
                if i < fixed.count {
                    var fileContext = global
                    fileContext["file"] = .string(fixed[i].file)
                    return GeneratedFile(relativePath: fixed[i].file, contents: try render(fixed[i].template, fileContext, templates))
                }
                if i < fixed.count + styleParts.count {
                    let part = i - fixed.count
                    let file = SwiftTemplateNames.colorStylesFile(prefix: options.prefix, part: part)
                    var fileContext = global
                    fileContext["file"] = .string(file)
                    fileContext["colorStyles"] = .list(styleParts[part])
                    fileContext["hasColorStyles"] = .bool(!styleParts[part].isEmpty)
                    fileContext["colorStylesPart"] = .dictionary(["part": .string(String(part)), "isFirstPart": .bool(part == 0)])
                    return GeneratedFile(relativePath: file, contents: try render(SwiftTemplateNames.colorStylesTemplate, fileContext, templates))
                }
                let (n, part) = parts[i - fixed.count - styleParts.count]
                let namespace = plan.namespaces[n]
                return GeneratedFile(relativePath: SwiftTemplateNames.namespaceFile(namespace.name, part: part),
                                     contents: try renderNamespace(namespace, part: part, context: context, global: global, templates))
            }
        }
        var files: [GeneratedFile] = []
        for result in rendered {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        var catalog: [GeneratedFile] = []
        if assetCatalog {
            do {
                catalog = try SwiftAssetCatalog(plan: plan, platform: platform, options: options, inputs: input.inputs)
                    .files { (template, context) throws(DiagnosticError) in try render(template, context, templates) }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        BackgroundRelease.release((consume plan, consume context, consume rendered, consume platform, consume styleParts, consume global))
        try diagnostics.throwIfErrors()
        try checkCaseInsensitiveClashes(files)
        try checkCaseInsensitiveClashes(catalog)
        warnings += diagnostics.diagnostics.filter { $0.severity == .warning }
        return (files.sorted { $0.relativePath < $1.relativePath }, catalog)
    }

    /// Declarations whose template context is built at once: a file of thousands is rendered this many at a time (each
    /// piece after the first without its header line), so the contexts held while rendering stay small however
    /// large `maxDeclarationsPerFile` makes a file.
    static let renderSlice = 500

    private func renderNamespace(_ namespace: SwiftGenerationPlan.Namespace, part: Int, context: SwiftTemplateContext,
                                 global: MustacheDictionary, _ templates: MustacheLibrary) throws(DiagnosticError) -> String {
        let declarations = namespace.parts[part].indices
        guard declarations.count > Self.renderSlice, case .string(let header)? = global["header"] else {
            return try render(SwiftTemplateNames.namespaceTemplate, context.namespaceFile(namespace, part: part, global: global), templates)
        }
        var text = ""
        for start in stride(from: declarations.lowerBound, to: declarations.upperBound, by: Self.renderSlice) {
            let slice = start..<min(start + Self.renderSlice, declarations.upperBound)
            let piece = try render(SwiftTemplateNames.namespaceTemplate, context.namespaceFile(namespace, part: part, global: global, slice: slice), templates)
            if start == declarations.lowerBound {
                text = piece
            } else if piece.hasPrefix(header + "\n") {
                text += piece.dropFirst(header.count + 1)
            } else {
                // A template that does not open with the header: render the file whole.
                return try render(SwiftTemplateNames.namespaceTemplate, context.namespaceFile(namespace, part: part, global: global), templates)
            }
        }
        return text
    }

    private func render(_ template: String, _ context: MustacheDictionary, _ templates: MustacheLibrary) throws(DiagnosticError) -> String {
        try templates.render(template, context: .dictionary(context), escaping: .none, strict: true)
    }

    private func validateOptions(_ diagnostics: inout DiagnosticCollector) {
        if !SwiftIdentifier.isValid(options.prefix) || SwiftIdentifier.keywords.contains(options.prefix) {
            diagnostics.error("prefix '\(options.prefix)' is not a Swift identifier")
        }
        for (group, name) in options.namespaces.sorted(by: { $0.key < $1.key }) where !SwiftIdentifier.isValid(options.prefix + name) {
            diagnostics.error("namespace '\(name)' for group '\(group)' does not make a Swift identifier after the prefix '\(options.prefix)'")
        }
    }

    /// Two files whose names differ only in case overwrite each other on macOS's default file system.
    private func checkCaseInsensitiveClashes(_ files: [GeneratedFile]) throws(DiagnosticError) {
        var seen: [String: String] = [:]
        var diagnostics = DiagnosticCollector()
        for file in files {
            let key = file.relativePath.lowercased()
            if let other = seen[key] {
                diagnostics.error("generated files '\(other)' and '\(file.relativePath)' differ only in case; rename one of the token groups or add a 'namespaces' entry")
            }
            seen[key] = file.relativePath
        }
        try diagnostics.throwIfErrors()
    }
}
