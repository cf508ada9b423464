/// Component manifests and icons.json → Swift: per component its variant enums, Figma property model,
/// validation and metadata; the component catalog; the icon namespace and its asset type. Pure: reads
/// and writes nothing. Renders through the templates named in `ComponentTemplateNames`.
struct ComponentSwiftGenerator: Sendable {
    var options: ComponentGenerationOptions

    init(options: ComponentGenerationOptions = ComponentGenerationOptions()) {
        self.options = options
    }

    /// The Swift files, sorted by path. Every naming problem across all manifests is reported together.
    func generate(manifests: [ComponentManifest], icons: IconManifest, templates: MustacheLibrary) throws(DiagnosticError) -> [GeneratedFile] {
        var diagnostics = DiagnosticCollector()
        if !SwiftIdentifier.isValid(options.prefix) || SwiftIdentifier.keywords.contains(options.prefix) {
            diagnostics.error("prefix '\(options.prefix)' is not a Swift identifier")
        }
        for problem in options.figmaFile.problems() { diagnostics.error(problem) }
        let sorted = manifests.sorted { $0.name.value < $1.name.value }
        let names = sorted.map { ComponentSwiftNames($0, diagnostics: &diagnostics) }
        let iconContext = IconSwiftContext(icons: icons, options: options)
        iconContext.check(&diagnostics)
        checkTypeNames(sorted, names, icons, &diagnostics)
        diagnostics.append(contentsOf: templates.validate())
        try diagnostics.throwIfErrors()

        let manifestInputs = Self.inputs(sorted.map(\.file))
        var global: MustacheDictionary = [
            "access": .string(options.accessModifier),
            "available": .dictionary(SwiftAvailability.context(options.platforms)),
            "prefix": .string(options.prefix),
            "types": .dictionary(options.typeNames),
            "toolVersion": .string(options.toolVersion),
            "fileKeyLiteral": .string(SwiftLiteral.string(options.figmaFile.fileKey)),
            "fileNameLiteral": .string(SwiftLiteral.string(options.figmaFile.fileName)),
            "documentURLLiteral": .string(SwiftLiteral.string(options.figmaFile.documentURL)),
            "components": .list(zip(sorted, names).enumerated().map { index, pair in
                .dictionary(["name": .string(pair.0.name.value), "modelType": .string(pair.1.modelType), "last": .bool(index == sorted.count - 1)])
            }),
        ]
        global.merge(iconContext.global) { a, _ in a }

        var files: [GeneratedFile] = []
        func render(_ template: String, _ file: String, inputs: [String], _ extra: MustacheDictionary = [:]) throws(DiagnosticError) {
            var context = global.merging(extra) { _, b in b }
            context["header"] = .string(options.header(from: inputs))
            context["file"] = .string(file)
            files.append(GeneratedFile(relativePath: file, contents: try templates.render(template, context: .dictionary(context), escaping: .none, strict: true)))
        }
        try render(ComponentTemplateNames.support, options.prefix + "ComponentSupport.swift", inputs: manifestInputs)
        try render(ComponentTemplateNames.catalog, options.prefix + "ComponentCatalog.swift", inputs: manifestInputs)
        for (manifest, names) in zip(sorted, names) {
            let context = ComponentSwiftContext(manifest: manifest, icons: icons, names: names, options: options).context
            try render(ComponentTemplateNames.component, manifest.name.value + "+Figma.swift", inputs: [manifest.file], context)
        }
        try render(ComponentTemplateNames.iconTypes, icons.swiftType + ".swift", inputs: [icons.file])
        try render(ComponentTemplateNames.icons, icons.namespace + ".swift", inputs: [icons.file])
        try render(ComponentTemplateNames.iconsSwiftUI, icons.namespace + "+SwiftUI.swift", inputs: [icons.file])
        for category in icons.categories {
            for (index, part) in iconContext.parts(of: category).enumerated() {
                let file = "\(icons.namespace)+\(category.name.value)\(index == 0 ? "" : "+\(index)").swift"
                try render(ComponentTemplateNames.iconCategory, file, inputs: [icons.file], part)
            }
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    /// The manifests' common folder as a glob, so the catalog's header stays one short line.
    static func inputs(_ files: [String]) -> [String] {
        let folders = Set(files.map { file -> String in
            guard let slash = file.lastIndex(of: "/") else { return "" }
            return String(file[..<slash])
        })
        if files.count > 1, folders.count == 1, let folder = folders.first {
            return [(folder.isEmpty ? "" : folder + "/") + "*.component.json"]
        }
        return files
    }

    /// Every generated top-level type must be unique, and none may take a support type's name.
    private func checkTypeNames(_ manifests: [ComponentManifest], _ names: [ComponentSwiftNames], _ icons: IconManifest,
                                _ diagnostics: inout DiagnosticCollector) {
        var owners: [String: String] = [:]
        for case .string(let support) in options.typeNames.values { owners[support] = "a generated support type" }
        owners[icons.swiftType] = "the icon type in \(icons.file)"
        owners[icons.namespace] = "the icon namespace in \(icons.file)"
        for (manifest, names) in zip(manifests, names) {
            var declared: [(String, SourceLocation)] = [(names.modelType, manifest.name.location)]
            for property in manifest.properties {
                if let type = names.enumType(property.key.value) { declared.append((type, property.key.location)) }
                if case .children(_, let item?) = property.kind {
                    if let type = names.itemTypes[property.key.value] { declared.append((type, item.figmaComponent.location)) }
                    for child in item.properties {
                        if let type = names.enumType(child.key.value, scope: property.key.value + ".") { declared.append((type, child.key.location)) }
                    }
                }
            }
            for (type, location) in declared {
                if let owner = owners[type] {
                    diagnostics.error("\(manifest.name.value) would declare '\(type)', which is already \(owner)", at: location)
                } else {
                    owners[type] = "declared for \(manifest.name.value)"
                }
            }
        }
    }
}

/// The templates the component, icon and catalog Swift renders with (templates/<name>.mustache).
enum ComponentTemplateNames {
    static let support = "component-support.swift"
    static let catalog = "component-catalog.swift"
    static let component = "component.swift"
    static let iconTypes = "icon-types.swift"
    static let icons = "icons.swift"
    static let iconCategory = "icon-category.swift"
    static let iconsSwiftUI = "icons-swiftui.swift"
}
