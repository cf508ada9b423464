/// One Markdown page per component in the shape of the Aurum component docs: title and summary, a table
/// (family, platform, Figma link, source, Code Connect file, snapshots), the description, Intended use,
/// Don’t, Snapshots and Code Connect; plus a README.md index. Pure: reads and writes nothing.
struct ComponentPageGenerator: Sendable {
    package struct Options: Hashable, Sendable {
        var figmaFile: FigmaFileReference
        /// Where the `.figma.ts` template files are written, as the page should show it; nil leaves them out.
        var codeConnectTemplateDirectory: String?
        var toolVersion: String

        init(figmaFile: FigmaFileReference = FigmaFileReference(), codeConnectTemplateDirectory: String? = nil,
                    toolVersion: String = AurumCodegenVersion.current) {
            self.figmaFile = figmaFile
            self.codeConnectTemplateDirectory = codeConnectTemplateDirectory
            self.toolVersion = toolVersion
        }
    }

    var options: Options

    init(options: Options = Options()) {
        self.options = options
    }

    static let pageTemplate = "component-page.md"
    static let indexTemplate = "component-index.md"

    /// `<Name>.md` for every component and `README.md`, sorted by path.
    func generate(manifests: [ComponentManifest], templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        for problem in options.figmaFile.problems() { diagnostics.error(problem) }
        diagnostics.append(contentsOf: templates.validate())
        try diagnostics.throwIfErrors()
        let sorted = manifests.sorted { $0.name.value < $1.name.value }
        var files: [GeneratedFile] = []
        for manifest in sorted {
            files.append(GeneratedFile(relativePath: manifest.name.value + ".md",
                                       contents: try templates.render(Self.pageTemplate, context: .dictionary(page(manifest)), escaping: .none, strict: true)))
        }
        let index: MustacheDictionary = [
            "header": .string(header(ComponentSwiftGenerator.inputs(sorted.map(\.file)).joined(separator: ", "))),
            "components": .list(sorted.map { manifest in
                .dictionary([
                    "name": .string(manifest.name.value),
                    "family": .string(MarkdownText.cell(manifest.family)),
                    "summary": .string(MarkdownText.cell(manifest.summary)),
                    "figma": .string(manifest.figmaNode.map { "[\($0.value) ↗](\(options.figmaFile.nodeURL($0.value)))" } ?? "—"),
                ])
            }),
        ]
        files.append(GeneratedFile(relativePath: "README.md", contents: try templates.render(Self.indexTemplate, context: .dictionary(index), escaping: .none, strict: true)))
        return files.sorted { $0.relativePath < $1.relativePath }
    }


    private func header(_ input: String) -> String {
        GeneratedFiles.htmlComment(toolVersion: options.toolVersion, inputs: [input])
    }

    func page(_ manifest: ComponentManifest) -> MustacheDictionary {
        var rows: [(String, String)] = [("family", MarkdownText.cell(manifest.family)), ("platform", MarkdownText.cell(manifest.platform))]
        if let node = manifest.figmaNode?.value {
            rows.append(("figma", "[component master ↗](\(options.figmaFile.nodeURL(node)))"))
        }
        rows.append(("source", MarkdownText.code(manifest.source)))
        if let codeConnect = manifest.codeConnect {
            rows.append(("code connect", MarkdownText.code(codeConnect.legacyFile.value)))
        }
        if let snapshots = manifest.snapshots {
            rows.append(("snapshots", MarkdownText.cell("\(snapshots.baselines) baselines · \(snapshots.device) · \(snapshots.os)")))
        }
        var context: MustacheDictionary = [
            "header": .string(header(manifest.file)),
            "name": .string(manifest.name.value),
            "summary": .string(MarkdownText.paragraph(manifest.summary)),
            "rows": .list(rows.map { .dictionary(["key": .string($0.0), "value": .string($0.1)]) }),
            "description": .list(manifest.description.map { .string(MarkdownText.paragraph($0)) }),
            "dont": .list(manifest.dont.map { .string(MarkdownText.listItem($0)) }),
            "hasDont": .bool(!manifest.dont.isEmpty),
            "intendedUse": .null,
            "snapshots": .null,
            "codeConnect": .null,
        ]
        if let use = manifest.intendedUse {
            context["intendedUse"] = .dictionary([
                "summary": .string(MarkdownText.paragraph(use.summary)),
                "guidelines": .list(use.guidelines.map { .string(MarkdownText.listItem($0)) }),
                "hasGuidelines": .bool(!use.guidelines.isEmpty),
            ])
        }
        if let snapshots = manifest.snapshots {
            context["snapshots"] = .dictionary([
                "recorded": .string(MarkdownText.paragraph("Recorded on the pinned simulator — \(snapshots.device) · \(snapshots.os) · Xcode \(snapshots.xcode).")),
                "tests": .list(snapshots.tests.map { test in
                    .string(MarkdownText.listItem("\(manifest.name.value) — \(test.className) · \(test.method)"))
                }),
            ])
        }
        if let node = manifest.figmaNode?.value, let codeConnect = manifest.codeConnect {
            let template = options.codeConnectTemplateDirectory.map { directory in
                (directory.hasSuffix("/") || directory.isEmpty ? directory : directory + "/") + manifest.name.value + ".figma.ts"
            }
            context["codeConnect"] = .dictionary([
                "node": .string(node.apiForm),
                "url": .string(options.figmaFile.nodeURL(node)),
                "templateFile": template.map { .string(MarkdownText.code($0)) } ?? .null,
                "legacyFile": .string(MarkdownText.code(codeConnect.legacyFile.value)),
            ])
        }
        return context
    }
}
