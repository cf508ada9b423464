/// Component manifests and icons.json → Figma Code Connect: a template file per connected component
/// (`<Name>.figma.ts`), one batch for every icon drawing, `figma.config.json`, a `package.json` that keeps
/// the CLI from looking for a Swift parser, and the legacy `.figma.swift` files. Pure: reads and writes nothing.
struct CodeConnectGenerator: Sendable {
    var options: CodeConnectOptions

    init(options: CodeConnectOptions = CodeConnectOptions()) {
        self.options = options
    }

    func generate(manifests: [ComponentManifest], icons: IconManifest, templates: MustacheLibrary) throws(DiagnosticError) -> CodeConnectOutput {
        var diagnostics = DiagnosticCollector()
        for problem in options.figmaFile.problems() { diagnostics.error(problem) }
        diagnostics.append(contentsOf: templates.validate())
        var templateFiles: [GeneratedFile] = []
        var legacyFiles: [GeneratedFile] = []
        var skipped: [SkippedComponent] = []
        var legacyPaths: [String: SourceLocation] = [:]

        for manifest in manifests.sorted(by: { $0.name.value < $1.name.value }) {
            guard let node = manifest.figmaNode?.value, let codeConnect = manifest.codeConnect else {
                skipped.append(SkippedComponent(name: manifest.name.value, reason: manifest.figmaStatus ?? "no Figma node to connect"))
                continue
            }
            check(manifest, codeConnect, &legacyPaths, &diagnostics)
            let names = ComponentSwiftNames(manifest, diagnostics: &diagnostics)
            let variants = ComponentVariants(properties: manifest.properties, slots: manifest.slots)
            let resolver = CodeConnectExampleResolver(properties: manifest.properties, slots: manifest.slots, variants: variants, caseNames: names.caseNames)
            if resolver.branches().count > CodeConnectExampleResolver.maxBranches {
                diagnostics.error("\(manifest.name.value)'s variants that fix slots or layers combine into more than \(CodeConnectExampleResolver.maxBranches) examples",
                                  at: manifest.name.location)
                continue
            }
            let templateFile = CodeConnectTemplateFile(manifest: manifest, codeConnect: codeConnect, node: node, icons: icons,
                                                       resolver: resolver, options: options)
            let legacy = CodeConnectLegacyFile(manifest: manifest, codeConnect: codeConnect, node: node, icons: icons,
                                               resolver: resolver, options: options, templateFile: templateFile)
            var tsContext = templateFile.context
            tsContext["header"] = .string(options.header(from: manifest.file))
            var swiftContext = legacy.context(&diagnostics)
            swiftContext["header"] = .string(options.header(from: manifest.file))
            guard !diagnostics.hasErrors else { continue }
            templateFiles.append(GeneratedFile(relativePath: manifest.name.value + ".figma.ts",
                                               contents: try render(CodeConnectTemplateNames.templateFile, tsContext, templates)))
            legacyFiles.append(GeneratedFile(relativePath: codeConnect.legacyFile.value,
                                             contents: try render(CodeConnectTemplateNames.legacy, swiftContext, templates)))
        }
        try diagnostics.throwIfErrors()

        let batch = CodeConnectIconBatch(icons: icons, options: options)
        templateFiles.append(GeneratedFile(relativePath: batch.jsonFile, contents: batch.json))
        templateFiles.append(GeneratedFile(relativePath: batch.templateFile,
                                           contents: try render(CodeConnectTemplateNames.iconBatch, batch.context, templates)))
        templateFiles.append(GeneratedFile(relativePath: "figma.config.json", contents: figmaConfig))
        templateFiles.append(GeneratedFile(relativePath: "package.json", contents: packageJSON))
        return CodeConnectOutput(templateFiles: templateFiles.sorted { $0.relativePath < $1.relativePath },
                                 legacyFiles: legacyFiles.sorted { $0.relativePath < $1.relativePath }, skipped: skipped)
    }

    private func render(_ template: String, _ context: MustacheDictionary, _ templates: MustacheLibrary) throws(DiagnosticError) -> String {
        try templates.render(template, context: .dictionary(context), escaping: .none, strict: true)
    }

    /// Problems only Code Connect output has: text that would end a `//` directive, unsafe legacy paths,
    /// children an example passes without saying how to show one layer.
    private func check(_ manifest: ComponentManifest, _ codeConnect: CodeConnectInfo, _ legacyPaths: inout [String: SourceLocation],
                       _ diagnostics: inout DiagnosticCollector) {
        if manifest.source.contains(where: \.isNewline) {
            diagnostics.error("source path of \(manifest.name.value) spans lines; it becomes the template file's '// source=' directive", at: manifest.location)
        }
        let legacy = codeConnect.legacyFile
        let components = legacy.value.split(separator: "/", omittingEmptySubsequences: false)
        if legacy.value.hasPrefix("/") || components.contains("..") || components.contains("") || legacy.value.contains(where: \.isNewline) {
            diagnostics.error("'legacyFile' must be a relative path inside the legacy output folder, found '\(legacy.value)'", at: legacy.location)
        } else if let earlier = legacyPaths[legacy.value] {
            diagnostics.error("'legacyFile' '\(legacy.value)' is already written by another component", at: legacy.location,
                              notes: [.init("first named here", at: earlier)])
        } else {
            legacyPaths[legacy.value] = legacy.location
        }
        for argument in codeConnect.example.arguments {
            guard case .property(let key, _) = argument.value, let property = manifest.property(key.value),
                  case .children(_, let item) = property.kind, item?.example == nil else { continue }
            diagnostics.error("the Code Connect example passes children property '\(key.value)', whose 'item' needs an 'example' showing one layer",
                              at: key.location)
        }
    }

    /// No `documentUrlSubstitutions`: every URL is written out in full from `figma.fileKey`, so the links in
    /// the template files, the icon batch, the legacy files, the component Swift and the pages all agree, and changing
    /// files stays one edit, in aurum-codegen.json.
    private var figmaConfig: String {
        DTCGJSONRenderer.render(GeneratedJSON.object([
            ("codeConnect", GeneratedJSON.object([
                ("include", GeneratedJSON.array([GeneratedJSON.string("**/*.figma.ts"), GeneratedJSON.string("**/*.figma.batch.json")])),
                ("label", GeneratedJSON.string("SwiftUI")),
                ("language", GeneratedJSON.string("swift")),
            ])),
        ]))
    }

    /// Its own package.json stops the Code Connect CLI from walking up to a Package.swift and choosing the Swift parser.
    private var packageJSON: String {
        DTCGJSONRenderer.render(GeneratedJSON.object([
            ("name", GeneratedJSON.string(options.prefix.lowercased() + "-code-connect")),
            ("private", GeneratedJSON.bool(true)),
            ("description", GeneratedJSON.string("Figma Code Connect template files generated by aurum-codegen \(options.toolVersion). Do not edit.")),
        ]))
    }
}
