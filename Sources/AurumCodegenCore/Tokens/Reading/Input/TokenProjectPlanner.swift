import Foundation

/// Turns discovered token inputs into what the resolver evaluates: plain files merged in order, or a
/// `ResolverDocument` built in memory when the inputs are a project with modes: a Tokens Studio project
/// (`$themes.json` groups become modifiers, their themes contexts) or Figma variable exports (a collection
/// with several mode files becomes a modifier whose contexts are the modes; `FigmaExportLayout` says how files
/// are grouped into collections).
///
/// Every token file is parsed here, once, through the `SourceLoader` (which detects its dialect); the
/// document's sources then find the parsed files in the loader's cache.
struct TokenProjectPlanner {
    let loader: SourceLoader
    var diagnostics = DiagnosticCollector()
    /// The plan as a resolver document, also when it is plain files (`migrate` writes a resolver for every input).
    private(set) var document = ResolverDocument(file: "")

    enum Plan {
        /// No modes: these sources merged in order, one implicit context.
        case files([ParsedSource])
        case document(ResolverDocument)
    }

    init(loader: SourceLoader) {
        self.loader = loader
    }

    /// Bare-key files nothing in them decides are read as their siblings are: Tokens Studio when files of the same
    /// folder input are by their own constructs and none is Style Dictionary by its own (Style Dictionary's rem
    /// reading of plain numbers would otherwise differ from file to file within one project).
    private mutating func readSiblingsAlike(_ items: [TokenInputDiscovery.Item]) {
        guard loader.options.format == nil else { return }
        let files = items.compactMap { item -> TokenInputDiscovery.File? in if case .file(let f) = item, f.inFolder { f } else { nil } }
        guard files.count > 1 else { return }
        var decided: Set<TokenDialect> = []
        var undecided: [TokenInputDiscovery.File] = []
        var styleDictionary: [TokenInputDiscovery.File] = []
        var pixelCategories: Set<String> = []
        for file in files {
            guard let json = loader.document(file.url, display: file.display) else { continue }
            let detection = DialectDetector.detect(json, file: file.display)
            guard detection.role == .tokens else { continue }
            if !detection.isDefault {
                decided.insert(detection.dialect)
            } else if detection.dialect == .styleDictionary, detection.usesBareKeys, Self.typesItsTokens(json) {
                // Untyped files keep Style Dictionary's CTI categories (`font.weight` a weight); Tokens Studio types every token.
                undecided.append(file)
            }
            if detection.dialect == .styleDictionary, !loader.options.strict {
                styleDictionary.append(file)
                let profile = DialectProfile(detection: detection, strict: false, remBase: loader.options.remBase)
                pixelCategories.formUnion(PixelScale.categories(PixelScale.groups(in: json, readsRem: PixelScale.readsRem(profile))))
            }
        }
        if decided.contains(.tokensStudio), !decided.contains(.styleDictionary) {
            for file in undecided { loader.hints[file.url.path, default: .init()].siblingsAreTokensStudio = true }
        }
        // A set's sizes share one unit: a pixel scale in one file's category makes the category pixels in every file.
        if !pixelCategories.isEmpty {
            for file in styleDictionary { loader.hints[file.url.path, default: .init()].pixelScaleCategories = pixelCategories }
        }
    }

    /// Whether the first bare-key tokens of `json` (up to 64) all have a `type`.
    static func typesItsTokens(_ json: JSONValue) -> Bool {
        var seen = 0, typed = 0
        func walk(_ object: JSONObject) {
            for member in object where seen < 64 && !member.key.hasPrefix("$") {
                guard let child = member.value.object else { continue }
                if DialectDetector.isBareToken(child) {
                    seen += 1
                    if child["type"]?.string != nil { typed += 1 }
                } else {
                    walk(child)
                }
            }
        }
        if let root = json.object { walk(root) }
        return seen > 0 && typed == seen
    }

    mutating func plan(_ items: [TokenInputDiscovery.Item], display: String) -> Plan {
        readSiblingsAlike(items)
        var order: [ResolverDocument.OrderItem] = []
        var plainSources: [ParsedSource] = []
        var figmaFiles: [(file: TokenInputDiscovery.File, layout: FigmaExportLayout.File, position: Int)] = []
        var hasModes = false
        var projects = 0
        var spectrum: [(modifier: SpectrumDocument.Modifier, file: String)] = []
        var plainFiles: [TokenInputDiscovery.File] = []
        for item in items {
            switch item {
            case .resolver(let file):
                diagnostics.error("\(file.display) is a resolver document; give it alone (it names its token files itself)")
            case .tokensStudio(let project):
                projects += 1
                for set in project.sets { loader.hints[set.file.url.path] = DialectDetector.Hints(inTokensStudioProject: true) }
                order += tokensStudio(project)
                hasModes = hasModes || order.contains { if case .modifier = $0 { true } else { false } }
            case .file(let file):
                let parsed = loader.source(.file(file.url, display: file.display, fragment: nil, overrides: [], location: nil))
                guard let detection = loader.detection(of: file.display) else { continue }
                if detection.role == .tokensStudioSingleFile {
                    projects += 1
                    order += tokensStudioSingleFile(file)
                    hasModes = hasModes || order.contains { if case .modifier = $0 { true } else { false } }
                } else if detection.dialect == .figma {
                    let layoutFile = FigmaExportLayout.file(path: file.display, modeName: loader.figmaModes[file.display],
                                                            collectionName: loader.figmaCollections[file.display],
                                                            tokenPaths: { parsed.tokens.map { loader.table.tokens[$0].key } },
                                                            variableIds: { parsed.tokens.compactMap { DialectTokenParser.figmaMember(loader.table.tokens[$0].extensions, "variableId")?.value.string } })
                    figmaFiles.append((file, layoutFile, order.count))
                    order.append(.set(.init(name: "", sources: [])))   // placeholder, filled with the file's collection below
                } else {
                    plainSources.append(parsed)
                    plainFiles.append(file)
                    order.append(.set(.init(name: file.display, sources: [Self.source(file)])))
                    for modifier in loader.spectrumModifiers[file.display] ?? [] { spectrum.append((modifier, file.display)) }
                }
            }
        }
        if projects > 1 { diagnostics.error("the token inputs hold \(projects) Tokens Studio projects; give one at a time") }
        if !figmaFiles.isEmpty {
            var layoutDiagnostics = DiagnosticCollector()
            let layout = FigmaExportLayout.layout(figmaFiles.map(\.layout), defaultModes: loader.options.figmaDefaultModes, diagnostics: &layoutDiagnostics)
            diagnostics.append(contentsOf: layoutDiagnostics.diagnostics)
            // Each collection takes the place of its first file.
            var placed: Set<String> = []
            for entry in figmaFiles {
                guard let collection = layout.collections.first(where: { c in c.modes.contains { $0.path == entry.file.display } }),
                      placed.insert(collection.name).inserted else { continue }
                let files = Dictionary(figmaFiles.map { ($0.file.display, $0.file) }, uniquingKeysWith: { a, _ in a })
                if collection.isModifier {
                    hasModes = true
                    order[entry.position] = .modifier(figmaModifier(collection, files: files))
                } else if let file = files[collection.modes[0].path] {
                    order[entry.position] = .set(.init(name: collection.name, sources: [Self.source(file)]))
                }
            }
            order.removeAll { if case .set(let s) = $0 { s.name.isEmpty && s.sources.isEmpty } else { false } }
        }
        if let (modifier, layout) = modeFileModifier(plainFiles, sources: plainSources) {
            hasModes = true
            let files = Set(layout.bases.map(\.file))
            order.removeAll { if case .set(let s) = $0 { files.contains(s.name) } else { false } }
            plainSources.removeAll { files.contains($0.file) }
            // A mode file's own tokens are read before its base too, so they have a value in every mode.
            for (file, base, extra) in layout.bases where !extra.isEmpty {
                guard let input = plainFiles.first(where: { $0.display == file }),
                      let position = order.firstIndex(where: { if case .set(let s) = $0 { s.name == base } else { false } }) else { continue }
                order.insert(.set(.init(name: file + " (below \(base))", sources: [Self.source(input)])), at: position)
            }
            order.append(.modifier(modifier))
        }
        // Files named one by one are merged in the order given, as the user chose; only a folder's are told apart.
        let alternativeFiles = alternatives(plainFiles.filter { file in file.inFolder && plainSources.contains { $0.file == file.display } },
                                            sources: plainSources, order: &order)
        if !alternativeFiles.isEmpty {
            hasModes = true
            plainSources.removeAll { alternativeFiles.contains($0.file) }
        }
        if !spectrum.isEmpty {
            hasModes = true
            order += Self.spectrumModifiers(spectrum)
        }
        if let first = loader.valueModes.first {
            hasModes = true
            order.append(.modifier(ValueModes.modifierDefinition(loader.valueModes.map(\.mode), location: first.file)))
        }
        var document = ResolverDocument(file: display)
        document.order = order
        self.document = document
        if !hasModes && projects == 0 && figmaFiles.isEmpty { return .files(plainSources) }
        return .document(document)
    }

    static func source(_ file: TokenInputDiscovery.File, fragment: [String]? = nil, referenceOnly: Bool = false) -> ResolverDocument.Source {
        .file(file.url, display: file.display, fragment: fragment, overrides: [], location: SourceLocation(file: file.display, line: 1, column: 1),
              referenceOnly: referenceOnly)
    }

    // MARK: Tokens Studio

    private mutating func tokensStudio(_ project: TokenInputDiscovery.TokensStudioProject) -> [ResolverDocument.OrderItem] {
        var themes = TokensStudioThemes()
        var themeDiagnostics = DiagnosticCollector()
        if let file = project.themes, let json = loader.document(file.url, display: file.display) {
            themes.readThemes(json, file: file.display, diagnostics: &themeDiagnostics)
        }
        if let file = project.metadata, let json = loader.document(file.url, display: file.display) {
            themes.readMetadata(json, file: file.display, diagnostics: &themeDiagnostics)
        }
        for file in [project.themes, project.metadata].compactMap({ $0 }) {
            loader.record(file.display, role: file.url.lastPathComponent == "$themes.json" ? .tokensStudioThemes : .tokensStudioMetadata)
        }
        let files = Dictionary(project.sets.map { ($0.name, $0.file) }, uniquingKeysWith: { a, _ in a })
        return tokensStudioOrder(themes, sets: project.sets.map(\.name), diagnostics: themeDiagnostics) { name, status in
            files[name].map { Self.source($0, referenceOnly: status == .source) }
        }
    }

    private mutating func tokensStudioSingleFile(_ file: TokenInputDiscovery.File) -> [ResolverDocument.OrderItem] {
        guard let json = loader.document(file.url, display: file.display), let root = json.object else { return [] }
        var themes = TokensStudioThemes()
        var themeDiagnostics = DiagnosticCollector()
        if let t = root["$themes"] { themes.readThemes(t, file: file.display, diagnostics: &themeDiagnostics) }
        if let m = root["$metadata"] { themes.readMetadata(m, file: file.display, diagnostics: &themeDiagnostics) }
        let sets = root.members.filter { !$0.key.hasPrefix("$") && $0.value.object != nil }.map(\.key)
        return tokensStudioOrder(themes, sets: sets, diagnostics: themeDiagnostics) { name, status in
            Self.source(file, fragment: [name], referenceOnly: status == .source)
        }
    }

    /// The plan of `themes` over `sets` as resolver order items; sources are parsed here so a moved set can
    /// be checked against the sets it now precedes.
    private mutating func tokensStudioOrder(_ themes: TokensStudioThemes, sets: [String], diagnostics themeDiagnostics: DiagnosticCollector,
                                            source: (String, TokensStudioThemes.SetStatus) -> ResolverDocument.Source?) -> [ResolverDocument.OrderItem] {
        var themeDiagnostics = themeDiagnostics
        themes.validate(sets: sets, strict: loader.options.strict, diagnostics: &themeDiagnostics)
        diagnostics.append(contentsOf: themeDiagnostics.diagnostics)
        let plan = themes.plan(sets: sets)
        func sources(_ name: String, _ status: TokensStudioThemes.SetStatus) -> [ResolverDocument.Source] {
            guard let s = source(name, status) else { return [] }
            _ = parsed(s)
            return [s]
        }
        var items: [ResolverDocument.OrderItem] = []
        for item in plan.order {
            switch item {
            case .set(let name, let status):
                items.append(.set(.init(name: name, sources: sources(name, status))))
            case .modifier(let group):
                guard let modifier = plan.modifiers.first(where: { $0.name == group }) else { continue }
                let contexts = modifier.contexts.map { context in
                    (name: context.name, sources: context.sets.flatMap { sources($0.name, $0.status) })
                }
                if contexts.count == 1 {
                    // One theme in the group: nothing to choose; its sets are simply in.
                    items.append(.set(.init(name: group, sources: contexts[0].sources)))
                    continue
                }
                let location = themes.groups.first { $0.name == group }?.themes.first?.location ?? SourceLocation(file: "$themes.json", line: 1, column: 1)
                items.append(.modifier(.init(name: group, description: nil, contexts: contexts, defaultContext: modifier.defaultContext,
                                             location: location, extensions: nil)))
            }
        }
        if themes.groups.isEmpty { items = alternatives(items, setOrderLocation: themes.setOrderLocation) }
        for set in plan.unselectedSets {
            diagnostics.warning("no theme selects the token set \"\(set)\"; it is read as a source (references resolve into it) and its tokens are not generated",
                                at: themes.groups.first?.themes.first?.location)
        }
        // A set a modifier moves ahead of another matters only where both define the same token.
        for (moved, before) in plan.reordered {
            guard let a = source(moved, .enabled), let b = source(before, .enabled) else { continue }
            let keys = Set(parsed(a).tokens.map { loader.table.tokens[$0].key })
            if let common = parsed(b).tokens.map({ loader.table.tokens[$0].key }).first(where: keys.contains) {
                diagnostics.warning("token set \"\(moved)\" is applied before \"\(before)\" (a theme group's sets are applied together), "
                                    + "so \(before)'s \(common) wins over \(moved)'s; in Tokens Studio's tokenSetOrder it is the other way round",
                                    at: themes.setOrderLocation)
            }
        }
        return items
    }

    /// Plain files defining the same tokens (`themes/light.json`, `themes/dark.json`) as one modifier each group
    /// (`AlternativeSets`), in place of the group's first file; the files so read.
    private mutating func alternatives(_ files: [TokenInputDiscovery.File], sources: [ParsedSource], order: inout [ResolverDocument.OrderItem]) -> Set<String> {
        guard files.count > 1 else { return [] }
        let keys = Dictionary(sources.map { ($0.file, Set($0.tokens.map { loader.table.tokens[$0].key })) }, uniquingKeysWith: { a, _ in a })
        var folderFiles: [String: Int] = [:]
        for file in files { folderFiles[AlternativeSets.folder(file.display), default: 0] += 1 }
        let groups = AlternativeSets.groups(files.map { ($0.display, keys[$0.display] ?? []) }, folderFiles: folderFiles)
        var read: Set<String> = []
        var used = Set(order.compactMap { if case .modifier(let m) = $0 { m.name } else { nil } })
        for var group in groups {
            group.name = Self.unused(group.name, in: &used)
            let members = group.sets.map { names in
                names.compactMap { name in files.first { $0.display == name } }.map { (name: $0.display, source: Self.source($0), keys: keys[$0.display] ?? []) }
            }
            let all = group.sets.flatMap { $0 }
            let location = SourceLocation(file: all[0], line: 1, column: 1)
            let (modifier, missing) = Self.alternativeModifier(group, members: members, location: location)
            let common = AlternativeSets.commonFolder(all).map { $0.split(separator: "/").count } ?? 0
            let names = all.map { $0.split(separator: "/").dropFirst(common).joined(separator: "/") }
            let shown = names.count > 6 ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more" : names.joined(separator: ", ")
            diagnostics.warning("\(shown) define the same tokens: read as the contexts of modifier \"\(group.name)\" "
                                + "(\(group.contexts.map { "\"\($0)\"" }.joined(separator: ", ")), default \"\(group.contexts[0])\"), not merged with the last file winning"
                                + Self.missingText(missing, in: "file"), at: location)
            if Self.replace(Set(all), with: modifier, in: &order) { read.formUnion(all) }
        }
        return read
    }

    /// `name`, or `name 2`, `name 3` … when a modifier already has it (two groups of alternatives in one input).
    private static func unused(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var n = 2
        while used.contains(candidate) {
            candidate = "\(name) \(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Without themes, sets defining the same tokens become one modifier (`AlternativeSets`).
    private mutating func alternatives(_ items: [ResolverDocument.OrderItem], setOrderLocation: SourceLocation?) -> [ResolverDocument.OrderItem] {
        let sets: [(name: String, source: ResolverDocument.Source, keys: Set<String>)] = items.compactMap { item in
            guard case .set(let set) = item, set.sources.count == 1, case .file(_, _, _, _, _, let referenceOnly) = set.sources[0], !referenceOnly else { return nil }
            return (set.name, set.sources[0], Set(parsed(set.sources[0]).tokens.map { loader.table.tokens[$0].key }))
        }
        var items = items
        var used = Set(items.compactMap { if case .modifier(let m) = $0 { m.name } else { nil } })
        for var group in AlternativeSets.groups(sets.map { ($0.name, $0.keys) }) {
            group.name = Self.unused(group.name, in: &used)
            let members = group.sets.map { names in names.compactMap { name in sets.first { $0.name == name } } }
            let all = group.sets.flatMap { $0 }
            let (modifier, missing) = Self.alternativeModifier(group, members: members,
                                                               location: setOrderLocation ?? SourceLocation(file: "$metadata.json", line: 1, column: 1))
            diagnostics.warning("token sets \(all.map { "\"\($0)\"" }.joined(separator: ", ")) define the same tokens and no theme chooses between them: "
                                + "read as the contexts of modifier \"\(group.name)\" (default \"\(group.contexts[0])\"), not merged with the last winning"
                                + Self.missingText(missing, in: "set"), at: setOrderLocation)
            _ = Self.replace(Set(all), with: modifier, in: &items)
        }
        return items
    }

    /// A group of alternatives as a modifier: each context is its own set over the group's others (the default's
    /// preferred: later sources win), so a token one lacks keeps another's value; and how many tokens are not in
    /// every member.
    private static func alternativeModifier(_ group: AlternativeSets.Group, members: [[(name: String, source: ResolverDocument.Source, keys: Set<String>)]],
                                            location: SourceLocation) -> (ResolverDocument.ModifierDefinition, missing: Int) {
        let contexts = members.indices.map { i -> (name: String, sources: [ResolverDocument.Source]) in
            let others = members.indices.filter { $0 != i }
            let preferred = others.filter { $0 != 0 } + others.filter { $0 == 0 }
            return (group.contexts[i], preferred.flatMap { members[$0].map(\.source) } + members[i].map(\.source))
        }
        let keys = members.map { $0.reduce(into: Set<String>()) { $0.formUnion($1.keys) } }
        let all = keys.reduce(into: Set<String>()) { $0.formUnion($1) }
        let everywhere = keys.reduce(all) { $0.intersection($1) }
        return (.init(name: group.name, description: nil, contexts: contexts, defaultContext: group.contexts[0], location: location, extensions: nil),
                all.count - everywhere.count)
    }

    /// The warning's ending for `missing` tokens not in every set or file of a group.
    private static func missingText(_ missing: Int, in member: String) -> String {
        guard missing > 0 else { return "" }
        return "; \(missing) token\(missing == 1 ? " is" : "s are") not in every \(member) and take\(missing == 1 ? "s" : "") another \(member)'s value where missing"
    }

    /// `modifier` in place of the first of the sets named `names`, the others removed; false when none is in `items`.
    private static func replace(_ names: Set<String>, with modifier: ResolverDocument.ModifierDefinition, in items: inout [ResolverDocument.OrderItem]) -> Bool {
        guard let first = items.firstIndex(where: { if case .set(let s) = $0 { names.contains(s.name) } else { false } }) else { return false }
        items[first] = .modifier(modifier)
        items.removeAll { if case .set(let s) = $0 { names.contains(s.name) } else { false } }
        return true
    }

    private func parsed(_ source: ResolverDocument.Source) -> ParsedSource {
        guard case .file(let url, let display, let fragment, let overrides, let location, let referenceOnly) = source else { return ParsedSource(file: "") }
        return loader.source(.file(url, display: display, fragment: fragment, overrides: overrides, location: location, referenceOnly: referenceOnly))
    }

    // MARK: Mode files

    /// `tokens.dark.json` beside `tokens.json` as the modifier `mode` (`ModeFileLayout`); one warning per mode file.
    private mutating func modeFileModifier(_ files: [TokenInputDiscovery.File], sources: [ParsedSource]) -> (ResolverDocument.ModifierDefinition, ModeFileLayout.Layout)? {
        guard files.count > 1 else { return nil }
        let candidates = zip(files, sources).map { file, parsed in
            ModeFileLayout.Candidate(display: file.display, keys: parsed.tokens.map { loader.table.tokens[$0].key })
        }
        guard let layout = ModeFileLayout.layout(candidates) else { return nil }
        let byDisplay = Dictionary(files.map { ($0.display, $0) }, uniquingKeysWith: { a, _ in a })
        for (file, base, extra) in layout.bases {
            let mode = layout.modes.first { $0.files.contains(file) }?.name ?? ""
            let count = (candidates.first { $0.display == file }?.keys.count ?? 0) - extra.count
            // Base and mode file share a folder: their names say enough (the location has the path).
            let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
            var text = "\(name(file)) is read as mode \"\(mode)\" of \(name(base)) (named <base>.<mode>, it overrides \(count) of its tokens): "
                + "modifier \"\(ModeFileLayout.modifierName)\", \(name(base)) its context \"\(layout.baseContext)\""
            if let first = extra.first {
                text += "; \(extra.count) token\(extra.count == 1 ? "" : "s") only \(name(file)) defines (first: \(first)) "
                    + "\(extra.count == 1 ? "takes its" : "take their") \"\(mode)\" value in every mode"
            }
            diagnostics.warning(text, at: SourceLocation(file: file, line: 1, column: 1))
        }
        let contexts = [(name: layout.baseContext, sources: [ResolverDocument.Source]())]
            + layout.modes.map { mode in (name: mode.name, sources: mode.files.compactMap { byDisplay[$0].map { Self.source($0) } }) }
        return (.init(name: ModeFileLayout.modifierName, description: nil, contexts: contexts, defaultContext: layout.baseContext,
                      location: SourceLocation(file: layout.bases[0].file, line: 1, column: 1), extensions: nil), layout)
    }

    // MARK: Spectrum

    /// The modifiers Spectrum files' `sets` use, merged by name (contexts in first-seen order, the first the
    /// default), after every set: their contexts have no sources, each token holds its values per context.
    static func spectrumModifiers(_ used: [(modifier: SpectrumDocument.Modifier, file: String)]) -> [ResolverDocument.OrderItem] {
        var merged: [(modifier: SpectrumDocument.Modifier, file: String)] = []
        for (modifier, file) in used {
            guard let i = merged.firstIndex(where: { $0.modifier.name == modifier.name }) else { merged.append((modifier, file)); continue }
            for context in modifier.contexts where !merged[i].modifier.contexts.contains(context) { merged[i].modifier.contexts.append(context) }
        }
        return merged.filter { $0.modifier.contexts.count > 1 }.map { modifier, file in
            .modifier(.init(name: modifier.name, description: nil, contexts: modifier.contexts.map { (name: $0, sources: []) },
                            defaultContext: modifier.contexts[0], location: SourceLocation(file: file, line: 1, column: 1), extensions: nil))
        }
    }

    // MARK: Figma

    /// A collection with several mode files as a modifier: named after the collection (or as
    /// `tokens.figma.modifiers` renames it), its contexts the modes, with the `com.aurum.figma`
    /// extension `import figma-variables` writes, so drift maps the collection without configuration.
    /// A mode file that lacks some of the collection's variables takes each from the default mode, or, for one
    /// the default mode lacks too, from the first mode (in context order) that has it: those files are read first
    /// in its context, the preferred last. One warning per mode file and mode taken from.
    private mutating func figmaModifier(_ collection: FigmaExportLayout.Collection, files: [String: TokenInputDiscovery.File]) -> ResolverDocument.ModifierDefinition {
        let naming = loader.options.figmaModifiers[collection.name]
        func context(_ mode: String) -> String { naming?.contexts[mode] ?? mode }
        // The modes a missing variable is taken from, preferred first: the default, then the others in order.
        let preference = collection.modes.filter { $0.mode == collection.defaultMode } + collection.modes.filter { $0.mode != collection.defaultMode }
        let keysOf: [String: [String]] = Dictionary(collection.modes.compactMap { mode in
            files[mode.path].map { file in (mode.path, parsed(Self.source(file)).tokens.map { loader.table.tokens[$0].key }) }
        }, uniquingKeysWith: { a, _ in a })
        let contexts = collection.modes.map { mode -> (name: String, sources: [ResolverDocument.Source]) in
            guard let file = files[mode.path] else { return (context(mode.mode), []) }
            let own = Set(keysOf[mode.path] ?? [])
            var taken: Set<String> = own
            var providers: [(mode: String, file: TokenInputDiscovery.File)] = []
            for other in preference where other.path != mode.path {
                guard let otherFile = files[other.path] else { continue }
                let missing = (keysOf[other.path] ?? []).filter { !taken.contains($0) }
                guard let first = missing.first else { continue }
                taken.formUnion(missing)
                providers.append((other.mode, otherFile))
                let from = other.mode == collection.defaultMode ? "the default mode \"\(other.mode)\"" : "mode \"\(other.mode)\""
                diagnostics.warning("\(missing.count) variable\(missing.count == 1 ? " of collection \"\(collection.name)\" is" : "s of collection \"\(collection.name)\" are") "
                                    + "missing from mode \"\(mode.mode)\" (first: \(first)); \(missing.count == 1 ? "it takes its" : "they take their") value in \(from)",
                                    at: SourceLocation(file: file.display, line: 1, column: 1))
            }
            // Later sources win: the most preferred provider just before the mode's own file.
            return (context(mode.mode), providers.reversed().map { Self.source($0.file) } + [Self.source(file)])
        }
        let extensions = GeneratedJSON.object([("com.aurum.figma", GeneratedJSON.object([
            ("collection", GeneratedJSON.string(collection.name)),
            ("modes", GeneratedJSON.object(collection.modes.map { (context($0.mode), GeneratedJSON.string($0.mode)) })),
        ]))])
        let first = collection.modes[0].path
        return .init(name: naming?.name ?? collection.name, description: nil, contexts: contexts, defaultContext: context(collection.defaultMode),
                     location: SourceLocation(file: first, line: 1, column: 1), extensions: extensions)
    }
}
