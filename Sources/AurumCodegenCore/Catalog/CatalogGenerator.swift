/// Tokens and component manifests → a static HTML site: an index, a page per kind of token (colour swatches per
/// mode, type specimens, spacing bars, radii, borders, shadows, gradients, motion curves), a contrast page for
/// the configured text/background pairs, and a page per component. Plain HTML and one stylesheet, a small
/// inline script for the mode switch, search and motion previews; nothing is fetched. Pure: reads and writes
/// nothing. Pages are rendered through the `catalog-*` templates (see templates/CATALOG.md).
struct CatalogGenerator: Sendable {
    var options: CatalogOptions

    init(options: CatalogOptions) {
        self.options = options
    }

    /// Phase two: lays out the site around phase one's token pages, adding the index and the component pages.
    func generate(_ pages: CatalogTokenPages, components: (manifests: [ComponentManifest], icons: IconManifest?)?,
                  templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        for name in [CatalogTemplateNames.page, CatalogTemplateNames.index, CatalogTemplateNames.stylesheet, CatalogTemplateNames.component]
            where templates[name] == nil {
            diagnostics.error("unknown template '\(name)'")
        }
        for problem in options.figmaFile.problems() where components != nil { diagnostics.error(problem) }
        try diagnostics.throwIfErrors()

        let manifests = (components?.manifests ?? []).sorted { $0.name.value < $1.name.value }
        var nav: [(file: String, name: String)] = [(CatalogPages.index, "Overview")]
        nav += pages.pages.map { ($0.file, $0.title) }
        if pages.contrastMain != nil { nav.append((CatalogPages.contrast, "Contrast")) }
        if !manifests.isEmpty { nav.append((CatalogPages.index + "#components", "Components")) }

        let tokenHeader = options.htmlHeader(from: options.inputs)
        var files: [GeneratedFile] = []
        // The same on every page: built once.
        let modeSwitch = pages.modes.switchContext
        func page(_ file: String, title: String, main: String, header: String, searchable: Bool) throws(DiagnosticError) -> GeneratedFile {
            let root = String(repeating: "../", count: file.split(separator: "/").count - 1)
            let context: MustacheDictionary = [
                "header": .string(header),
                "title": .string(options.title),
                "pageTitle": .string(title),
                "root": .string(root),
                "nav": .list(nav.map { entry in
                    .dictionary(["href": .string(root + entry.file), "name": .string(entry.name), "current": .bool(entry.file == file)])
                }),
                "modes": modeSwitch,
                "searchable": .bool(searchable),
                "main": .string(main),
                "toolVersion": .string(options.toolVersion),
            ]
            return GeneratedFile(relativePath: file, contents: try templates.render(CatalogTemplateNames.page, context: .dictionary(context),
                                                                                    escaping: .html, strict: true))
        }

        for tokenPage in pages.pages {
            files.append(try page(tokenPage.file, title: tokenPage.title, main: tokenPage.main, header: tokenHeader, searchable: true))
        }
        if let contrast = pages.contrastMain {
            files.append(try page(CatalogPages.contrast, title: "Contrast", main: contrast, header: tokenHeader, searchable: false))
        }
        var componentEntries: [MustacheValue] = []
        for manifest in manifests {
            let builder = CatalogComponentPage(manifest: manifest, icons: components?.icons, figmaFile: options.figmaFile, links: pages.links)
            var context = builder.context(&diagnostics)
            context["root"] = .string("../")
            let main = try templates.render(CatalogTemplateNames.component, context: .dictionary(context), escaping: .html, strict: true)
            let file = CatalogPages.componentFile(manifest.name.value)
            files.append(try page(file, title: manifest.name.value, main: main, header: options.htmlHeader(from: [manifest.file]), searchable: false))
            componentEntries.append(.dictionary(["name": .string(manifest.name.value), "href": .string(file),
                                                 "family": .string(manifest.family), "summary": .string(CatalogText.inline(manifest.summary))]))
        }
        try diagnostics.throwIfErrors()

        let index: MustacheDictionary = [
            "title": .string(options.title),
            "tokenCount": .number(Double(pages.tokenCount)),
            "inputs": .list(options.inputs.map(MustacheValue.string)),
            "pages": .list(pages.pages.map { tokenPage in
                .dictionary(["href": .string(tokenPage.file), "title": .string(tokenPage.title),
                             "sections": .list(tokenPage.counts.map { count in
                                 .dictionary(["title": .string(count.title), "count": .number(Double(count.count)),
                                              "href": .string(tokenPage.file + "#s-" + count.type.rawValue)])
                             })])
            }),
            "modifiers": .list(pages.modes.modifiers.map { modifier in
                .dictionary(["name": .string(modifier.name), "contexts": .string(modifier.contexts.joined(separator: ", ")),
                             "default": .string(modifier.default), "description": modifier.description.map(MustacheValue.string) ?? .null])
            }),
            "hasModifiers": .bool(!pages.modes.modifiers.isEmpty),
            "contrast": .bool(pages.contrastMain != nil),
            "components": .list(componentEntries),
            "hasComponents": .bool(!componentEntries.isEmpty),
        ]
        let indexMain = try templates.render(CatalogTemplateNames.index, context: .dictionary(index), escaping: .html, strict: true)
        files.append(try page(CatalogPages.index, title: "Overview", main: indexMain,
                              header: options.htmlHeader(from: options.inputs + manifests.map(\.file)), searchable: false))

        let stylesheet: MustacheDictionary = [
            "header": .string(GeneratedFiles.cssComment(toolVersion: options.toolVersion, inputs: options.inputs)),
            "contexts": pages.modes.contextList,
        ]
        files.append(GeneratedFile(relativePath: CatalogPages.stylesheet,
                                   contents: try templates.render(CatalogTemplateNames.stylesheet, context: .dictionary(stylesheet), escaping: .none, strict: true)))
        return files.sorted { $0.relativePath < $1.relativePath }
    }
}
