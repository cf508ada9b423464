/// Resolved tokens → template contexts → Swift files. Pure: reads and writes nothing.
public struct SwiftGenerator: Sendable {
    public var options: SwiftGenerationOptions

    public init(options: SwiftGenerationOptions) {
        self.options = options
    }

    /// The Swift files for `input`, sorted by path, rendered with `templates` (see templates/README.md).
    /// Every problem found (names, modes, templates) is reported together.
    public func generate(_ input: SwiftGenerationInput, templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        validateOptions(&diagnostics)
        try diagnostics.throwIfErrors()
        let plan = SwiftGenerationPlan(input: input, options: options, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: templates.validate())
        try diagnostics.throwIfErrors()

        let context = SwiftTemplateContext(plan: plan, input: input, options: options, names: templates.lookedUpNames)
        let global = context.global
        var files: [GeneratedFile] = []
        for (template, file) in SwiftTemplateNames.fixedFiles(prefix: options.prefix) {
            var fileContext = global
            fileContext["file"] = .string(file)
            files.append(GeneratedFile(relativePath: file, contents: try render(template, fileContext, templates)))
        }
        for namespace in plan.namespaces {
            for part in namespace.parts.indices {
                let fileContext = context.namespaceFile(namespace, part: part, global: global)
                let file = SwiftTemplateNames.namespaceFile(namespace.name, part: part)
                files.append(GeneratedFile(relativePath: file,
                                           contents: try render(SwiftTemplateNames.namespaceTemplate, fileContext, templates)))
            }
        }
        try checkCaseInsensitiveClashes(files)
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    private func render(_ template: String, _ context: [String: MustacheValue], _ templates: MustacheLibrary) throws(DiagnosticError) -> String {
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
