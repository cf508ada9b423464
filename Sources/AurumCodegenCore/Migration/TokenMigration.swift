import Foundation

/// `aurum-codegen migrate`: reads token inputs in whatever format each is (exactly as `generate` reads
/// them, in compatible mode) and writes the same tokens as DTCG 2025.10 token files, one per input file
/// or set (paths mirrored, `core.json` → `core.tokens.json`), plus a resolver for the modes.
///
/// - Groups and tokens keep their order, descriptions, deprecations and extensions; aliases stay aliases
///   (`{a.b.value}` loses its `.value`; a Figma `com.figma.aliasData` becomes the curly alias), and so do
///   references in members of composites when the member reads the same through them.
/// - Every other value is written as its DTCG 2025.10 object (a colour string keeps its space). Math and
///   colour modifiers become their computed values, the original kept in
///   `$extensions["com.aurum.codegen"]` (`expression`, `modify`); typography members that were filled in
///   or dropped are listed there (`defaulted`, `dropped`).
/// - Boolean and string tokens become `com.aurum.codegen.values` of their group.
/// - A token whose computed value differs by context (math over mode-dependent tokens) keeps its default
///   context's value; when one modifier explains the difference and its contexts are resolved after the
///   token, an override is written into each context's file (standard resolver semantics); otherwise the
///   values go under `com.aurum.codegen.contextValues`, which aurum-codegen reads back, with a warning that
///   other tools see only the default.
/// - Tokens Studio `source` sets are referenced with `com.aurum.codegen.referenceOnly` beside their `$ref`.
///
/// Generating from the migrated files gives the same Swift as generating from the originals.
package enum TokenMigration {
    package struct Result: Sendable {
        /// Paths relative to the output directory.
        package var files: [GeneratedFile]
        /// What loading found (the compatible-mode summary) and what migrate adds.
        package var warnings: [Diagnostic]
        package var inputs: [ReadInput]
    }

    package static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"

    /// `name`: the resolver is written as `<name>.resolver.json` (default: the input folder's name).
    package static func migrate(inputs: [URL], options: TokenLoadOptions = TokenLoadOptions(), name: String? = nil) throws(DiagnosticError) -> Result {
        var options = options
        options.strict = false
        // Migration writes every token; leaving some out would lose them without an error.
        options.skipInvalid = false
        let loader = SourceLoader(options: options)
        let urls = inputs.map(\.standardizedFileURL)
        var diagnostics = DiagnosticCollector()
        let items = TokenInputDiscovery.discover(urls, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        let document: ResolverDocument
        let base: URL
        if items.count == 1, case .resolver(let file) = items[0] {
            document = try TokenLoader.resolverDocument(at: file.url, loader: loader)
            base = file.url.deletingLastPathComponent()
        } else {
            var planner = TokenProjectPlanner(loader: loader)
            _ = planner.plan(items, display: urls.first.map { TokenLoader.displayPath(for: $0) } ?? "")
            loader.diagnostics.append(contentsOf: planner.diagnostics.diagnostics)
            document = planner.document
            base = commonDirectory(urls)
        }
        let capture = ResolverEvaluation.Capture()
        let set = try TokenLoader.load(document: document, loader: loader, capture: capture)
        var writer = MigrationWriter(document: document, loader: loader, capture: capture, base: base)
        let resolverName = name ?? base.lastPathComponent
        let files = writer.files(resolverName: resolverName.isEmpty ? "tokens" : resolverName)
        return Result(files: files, warnings: (set.diagnostics + writer.warnings.diagnostics).sorted(), inputs: loader.inputs)
    }

    /// The deepest folder holding every input (a folder input counts as itself, a file as its folder).
    static func commonDirectory(_ urls: [URL]) -> URL {
        let folders = urls.map { url -> [String] in
            var isDirectory: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : url.deletingLastPathComponent()
            return folder.standardizedFileURL.pathComponents
        }
        guard var common = folders.first else { return URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }
        for f in folders.dropFirst() {
            common = Array(zip(common, f).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
    }
}

/// Builds the migrated files from what the loader read and resolved (`ResolverEvaluation.Capture`).
struct MigrationWriter {
    let document: ResolverDocument
    let loader: SourceLoader
    let capture: ResolverEvaluation.Capture
    let base: URL
    var warnings = DiagnosticCollector()

    private struct Output {
        var path: String
        var tree = MigratedTree()
        var source: ParsedSource
        /// Position of the first order item using it.
        var orderIndex: Int
    }

    private var outputs: [Output] = []
    private var outputByKey: [String: Int] = [:]
    private var outputByPath: [String: Int] = [:]
    private var inlineCount = 0
    /// Per input file, the tokens written with `contextValues`: one warning per file, not per token.
    private var contextValueFiles: [String: (count: Int, first: SourceLocation, firstKey: String)] = [:]

    init(document: ResolverDocument, loader: SourceLoader, capture: ResolverEvaluation.Capture, base: URL) {
        self.document = document
        self.loader = loader
        self.capture = capture
        self.base = base
    }

    private var table: DefinitionTable { capture.table! }
    private var slots: SlotTable { capture.slots! }

    // MARK: files

    mutating func files(resolverName: String) -> [GeneratedFile] {
        // Every source, once, in resolution order; the resolver refers to their output paths.
        var resolver = ResolverWriter(name: resolverName, description: "Migrated to DTCG 2025.10 by aurum-codegen.")
        for (index, item) in document.order.enumerated() {
            switch item {
            case .set(let set):
                let sources = set.sources.map { output(for: $0, orderIndex: index) }
                let name = set.sources.count == 1 && isPathName(set.name) ? stem(sources[0].path) : set.name
                resolver.addSet(name, sources: sources)
            case .modifier(let m):
                let contexts = m.contexts.map { (name: $0.name, sources: $0.sources.map { output(for: $0, orderIndex: index) }) }
                resolver.addModifier(m.name, description: m.description, contexts: contexts, default: m.defaultContext, extensions: m.extensions)
            }
        }
        for i in outputs.indices { fill(i) }
        for (file, entry) in contextValueFiles.sorted(by: { $0.value.first < $1.value.first }) {
            let tokens = entry.count == 1 ? "1 token's value differs" : "\(entry.count) tokens' values differ"
            warnings.warning("\(tokens) by context in ways DTCG's resolver cannot express in \(file) (a modifier without context files, or a "
                             + "combination of modifiers; first \(entry.firstKey)): other tools see the default-context value; "
                             + "aurum-codegen reads the others from $extensions.com.aurum.codegen.contextValues", at: entry.first)
        }
        var files = outputs.map { GeneratedFile(relativePath: $0.path, contents: $0.tree.render(schema: TokenMigration.formatSchema)) }
        files.append(GeneratedFile(relativePath: "\(resolverName).resolver.json", contents: resolver.render()))
        return files
    }

    private func isPathName(_ name: String) -> Bool { JSONSyntax.isTokenFileName(name) || name.contains("/") }

    private func stem(_ path: String) -> String {
        path.hasSuffix(".tokens.json") ? String(path.dropLast(".tokens.json".count)) : path
    }

    /// The output of `source`, created on first use.
    private mutating func output(for source: ResolverDocument.Source, orderIndex: Int) -> ResolverWriter.Source {
        switch source {
        case .file(let url, let display, let fragment, let overrides, let location, let referenceOnly):
            let key = url.path + "#" + (fragment?.joined(separator: "/") ?? "")
            let path = outputPath(url, fragment: fragment)
            if outputByKey[key] == nil, outputByPath[path] == nil {
                let parsed = loader.source(.file(url, display: display, fragment: fragment, overrides: overrides, location: location, referenceOnly: referenceOnly))
                outputs.append(Output(path: path, source: parsed, orderIndex: orderIndex))
                outputByKey[key] = outputs.count - 1
                outputByPath[path] = outputs.count - 1
            }
            return ResolverWriter.Source(path: path, referenceOnly: referenceOnly)
        case .inline(let json, let id):
            inlineCount += 1
            let path = "inline-\(inlineCount).tokens.json"
            outputs.append(Output(path: path, source: loader.source(.inline(json, id: id, file: document.file)), orderIndex: orderIndex))
            outputByPath[path] = outputs.count - 1
            return ResolverWriter.Source(path: path)
        }
    }

    /// `core/colors.json` → `core/colors.tokens.json` below the inputs' folder; a Tokens Studio single
    /// file's set `core` → `core.tokens.json` beside it.
    private func outputPath(_ url: URL, fragment: [String]?) -> String {
        let basePath = base.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        var relative = path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count + 1)) : url.lastPathComponent
        relative = JSONSyntax.tokenFileStem(relative)
        if let fragment, !fragment.isEmpty {
            let folder = (relative as NSString).deletingLastPathComponent
            let isSingleFile = loader.detection(of: TokenLoader.displayPath(for: url))?.role == .tokensStudioSingleFile
            let set = fragment.joined(separator: "/")
            relative = isSingleFile ? (folder.isEmpty ? set : folder + "/" + set) : relative + "/" + set
        }
        return relative + ".tokens.json"
    }

    // MARK: tokens

    private mutating func fill(_ index: Int) {
        let source = outputs[index].source
        let tree = outputs[index].tree
        for id in source.tokens {
            write(id, into: tree, outputIndex: index)
        }
        for group in source.groups {
            var properties: [(String, JSONValue)] = []
            if let t = group.type, t.isStandard { properties.append(("$type", GeneratedJSON.string(t.rawValue))) }
            if let d = group.description { properties.append(("$description", GeneratedJSON.string(d))) }
            if let d = group.deprecated { properties.append(("$deprecated", Self.json(d))) }
            if let e = Self.withoutValues(group.extensions) { properties.append(("$extensions", e)) }
            if !properties.isEmpty { tree.setProperties(at: group.path, properties) }
        }
    }

    private static func json(_ d: DeprecatedProperty) -> JSONValue {
        switch d {
        case .notDeprecated: GeneratedJSON.bool(false)
        case .deprecated(.deprecated): GeneratedJSON.bool(true)
        case .deprecated(.reason(let r)): GeneratedJSON.string(r)
        }
    }

    /// Group extensions without the boolean and string values (written again from their tokens).
    private static func withoutValues(_ extensions: JSONValue?) -> JSONValue? {
        guard let object = extensions?.object else { return extensions }
        var members: [(String, JSONValue)] = []
        for m in object {
            if m.key == ExtensionValues.namespace, let ours = m.value.object {
                let rest = ours.members.filter { $0.key != "values" }
                if !rest.isEmpty { members.append((m.key, JSONValue(.object(JSONObject(rest)), at: m.value.position))) }
            } else if m.key == "com.aurum.figma", let figma = m.value.object, figma.member("variables") != nil {
                let rest = figma.members.filter { $0.key != "variables" }
                if !rest.isEmpty { members.append((m.key, JSONValue(.object(JSONObject(rest)), at: m.value.position))) }
            } else {
                members.append((m.key, m.value))
            }
        }
        return members.isEmpty ? nil : GeneratedJSON.object(members)
    }

    private mutating func write(_ id: Int, into tree: MigratedTree, outputIndex: Int) {
        let def = table.tokens[id]
        let values = capture.values[id] ?? [:]
        let contexts = values.keys.sorted()
        guard let first = contexts.first, let firstResolved = values[first] else {
            warnings.warning("token \(def.key) was not resolved in any context, so it is not migrated", at: def.location)
            return
        }
        let type = firstResolved.type
        var ours: [(String, JSONValue)] = []
        let valueJSON: JSONValue
        let readBeyond2025 = def.extras?.profile != nil || capture.compatibleDefinitions.contains(id)
        if !readBeyond2025, def.extras?.contextValues == nil, def.extras?.changesColor != true {
            // A DTCG 2025.10 value read exactly: already what migrate writes.
            valueJSON = def.value
        } else if isAlias(def), let target = uniformAlias(contexts.map { values[$0]! }) {
            valueJSON = GeneratedJSON.string("{\(slots.keys[target])}")
        } else {
            // A token written with a value per context (Spectrum's sets) keeps each context's alias as an alias.
            let perContext = def.extras?.contextValues != nil
            let jsons = contexts.map { c -> JSONValue in
                if perContext, values[c]!.aliasOf >= 0 { return GeneratedJSON.string("{\(slots.keys[Int(values[c]!.aliasOf)])}") }
                let value = capture.value(values[c]!) ?? .number(JSONNumber(0))
                return keepingMemberReferences(DTCGValueJSON.json(value), raw: def.value, type: type, context: c)
            }
            valueJSON = jsons[0]
            if jsons.contains(where: { $0 != jsons[0] }) {
                ours += varying(def, type: type, contexts: contexts, jsons: jsons, outputIndex: outputIndex)
            }
            if Self.containsMath(def.value) { ours.append(("expression", def.value)) }
            if let modify = def.extensions?.object?["studio.tokens"]?.object?["modify"] { ours.append(("modify", modify)) }
            if type == .typography, let raw = def.value.object {
                let defaulted = TypographyDefaults.missingMembers(of: raw)
                if !defaulted.isEmpty { ours.append(("defaulted", GeneratedJSON.array(defaulted.map(GeneratedJSON.string)))) }
                let dropped = raw.members.filter { !TypographyDefaults.members.contains($0.key) }
                if !dropped.isEmpty { ours.append(("dropped", GeneratedJSON.object(dropped.map { ($0.key, $0.value) }))) }
            }
        }
        let extensions = Self.extensions(def.extensions, adding: ours)
        if type == .boolean || type == .string {
            var entry: [(String, JSONValue)] = [("$type", GeneratedJSON.string(type.rawValue)), ("$value", valueJSON)]
            if let d = def.description { entry.append(("$description", GeneratedJSON.string(d))) }
            if let d = def.deprecated { entry.append(("$deprecated", Self.json(d))) }
            if let e = extensions { entry.append(("$extensions", e)) }
            tree.insertValue(at: def.path, GeneratedJSON.object(entry))
            return
        }
        var members: [(String, JSONValue)] = []
        if readBeyond2025 || def.explicitType != nil { members.append(("$type", GeneratedJSON.string(type.rawValue))) }
        members.append(("$value", valueJSON))
        if let d = def.description { members.append(("$description", GeneratedJSON.string(d))) }
        if let d = def.deprecated { members.append(("$deprecated", Self.json(d))) }
        if let e = extensions { members.append(("$extensions", e)) }
        tree.insertToken(at: def.path, GeneratedJSON.object(members))
    }

    /// Written as an alias: a whole-value alias (curly, `$ref`, or Figma's aliasData) without a modifier.
    private func isAlias(_ def: TokenDefinition) -> Bool {
        guard def.extras?.changesColor != true else { return false }
        return def.isCurlyAlias || TokenPath.refObject(def.value) != nil || def.extras?.figmaAlias != nil
    }

    /// The one slot every context's value aliases, if they all alias the same.
    private func uniformAlias(_ resolved: [AliasResolver.Resolved]) -> Int? {
        guard let first = resolved.first, first.aliasOf >= 0, resolved.allSatisfy({ $0.aliasOf == first.aliasOf }) else { return nil }
        return Int(first.aliasOf)
    }

    /// `$extensions` as written, without the Tokens Studio modifier (its result is the value written), with `ours` under
    /// `com.aurum.codegen`.
    private static func extensions(_ extensions: JSONValue?, adding ours: [(String, JSONValue)]) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        var addedOurs = false
        for m in extensions?.object ?? JSONObject() {
            if m.key == "studio.tokens", let studio = m.value.object {
                let rest = studio.members.filter { $0.key != "modify" }
                if !rest.isEmpty { members.append((m.key, JSONValue(.object(JSONObject(rest)), at: m.value.position))) }
            } else if m.key == ExtensionValues.namespace {
                let existing = (m.value.object?.members ?? []).filter { e in e.key != "contextValues" && !ours.contains { $0.0 == e.key } }
                members.append((m.key, GeneratedJSON.object(existing.map { ($0.key, $0.value) } + ours)))
                addedOurs = true
            } else {
                members.append((m.key, m.value))
            }
        }
        if !addedOurs, !ours.isEmpty { members.append((ExtensionValues.namespace, GeneratedJSON.object(ours))) }
        return members.isEmpty ? nil : GeneratedJSON.object(members)
    }

    static func containsMath(_ value: JSONValue) -> Bool {
        switch value.kind {
        case .string(let s):
            if case .alias = TokenPath.curly(s) { return false }
            guard DialectTokenParser.mayBeMath(s), case .success(let e) = MathParser.parse(s) else { return false }
            return e.hasOperations || !e.references.isEmpty
        case .array(let items): return items.contains(where: containsMath)
        case .object(let o): return o.members.contains { containsMath($0.value) }
        default: return false
        }
    }

    // MARK: member references

    /// `converted` with each member the raw value wrote as a whole alias put back as that alias, where the
    /// referenced token has the member's type and the value it stands for in `context` is the member's.
    private func keepingMemberReferences(_ converted: JSONValue, raw: JSONValue, type: TokenType, context: Int) -> JSONValue {
        guard type.isComposite else { return converted }
        switch (converted.kind, raw.kind) {
        case (.object(let out), .object(let original)):
            return GeneratedJSON.object(out.members.map { member in
                let name = type == .shadow ? (original.member(member.key) ?? DTCGValueJSON.tokensStudioShadowNames[member.key].flatMap { original.member($0) })
                                           : original.member(member.key)
                guard let rawMember = name?.value else { return (member.key, member.value) }
                if let memberType = DTCGValueJSON.memberType(type, member.key), let alias = reference(rawMember, type: memberType, equals: member.value, context: context) {
                    return (member.key, alias)
                }
                return (member.key, member.value)
            })
        case (.array(let out), .array(let original)) where out.count == original.count && (type == .shadow || type == .gradient):
            return GeneratedJSON.array(zip(out, original).map { keepingMemberReferences($0, raw: $1, type: type, context: context) })
        default:
            return converted
        }
    }

    /// `"{key}"` when `raw` is that whole alias and the token's value in `context`, as DTCG JSON, is `json`.
    private func reference(_ raw: JSONValue, type: TokenType, equals json: JSONValue, context: Int) -> JSONValue? {
        guard let s = raw.string, case .alias(let key) = TokenPath.curly(s), let slot = slots.existing(key),
              context < capture.states.count, case .done(let r) = capture.states[context][slot], r.type == type,
              let value = capture.value(r), DTCGValueJSON.json(value) == json else { return nil }
        return GeneratedJSON.string("{\(key)}")
    }

    // MARK: values that differ by context

    /// A token whose value differs between contexts its one definition is in: overrides in the context
    /// files of the one modifier that explains it, else `contextValues` (returned for `com.aurum.codegen`).
    private mutating func varying(_ def: TokenDefinition, type: TokenType, contexts: [Int], jsons: [JSONValue], outputIndex: Int) -> [(String, JSONValue)] {
        let keys = contexts.map { capture.contexts[$0] }
        var values: [(String, JSONValue)] = []
        for (position, item) in document.order.enumerated() {
            guard case .modifier(let m) = item, position > outputs[outputIndex].orderIndex else { continue }
            // The value is a function of this modifier's context alone?
            var byContext: [String: JSONValue] = [:]
            var explains = true
            for (i, key) in keys.enumerated() {
                guard let selected = key[m.name] else { explains = false; break }
                if let known = byContext[selected], known != jsons[i] { explains = false; break }
                byContext[selected] = jsons[i]
            }
            guard explains, byContext.values.contains(where: { $0 != jsons[0] }) else { continue }
            let differing = m.contexts.filter { byContext[$0.name].map { $0 != jsons[0] } ?? false }
            if differing.contains(where: { target(of: $0.sources) == nil }) {
                // Contexts without a file to hold an override: a value per context of this modifier alone.
                values = differing.map { ("\(m.name)=\($0.name)", byContext[$0.name]!) }
                break
            }
            for context in m.contexts {
                guard let json = byContext[context.name], json != jsons[0], let target = target(of: context.sources) else { continue }
                outputs[target].tree.insertToken(at: def.path, GeneratedJSON.object([("$type", GeneratedJSON.string(type.rawValue)), ("$value", json)]))
            }
            return []
        }
        if values.isEmpty {
            for (i, key) in keys.enumerated() where jsons[i] != jsons[0] { values.append((key.id, jsons[i])) }
        }
        if let entry = contextValueFiles[def.location.file] {
            contextValueFiles[def.location.file] = (entry.count + 1, min(entry.first, def.location), entry.first <= def.location ? entry.firstKey : def.key)
        } else {
            contextValueFiles[def.location.file] = (1, def.location, def.key)
        }
        return [("contextValues", GeneratedJSON.object(values))]
    }

    /// The output file an override for a context with `sources` goes to: its last file source's.
    private func target(of sources: [ResolverDocument.Source]) -> Int? {
        guard let last = sources.last, case .file(let url, _, let fragment, _, _, _) = last else { return nil }
        return outputByKey[url.path + "#" + (fragment?.joined(separator: "/") ?? "")]
    }
}
