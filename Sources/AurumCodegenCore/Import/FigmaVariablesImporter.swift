/// Turns Figma variables into DTCG 2025.10 token files and a DTCG resolver document.
///
/// - One token file per local collection; a collection with several modes becomes one file per
///   mode (`theme/light.tokens.json`) and a resolver modifier whose contexts are the modes and
///   whose default is Figma's default mode. Single-mode collections become resolver sets.
/// - Variable names split at `/` into groups. A name that is also a group (`color/brand` beside
///   `color/brand/primary`) becomes that group's `$root` token.
/// - Types follow `FigmaTokenKind`; colours are sRGB colour objects with four-decimal components
///   and a hex fallback; 32-bit float noise is removed from numbers.
/// - Aliases become curly references, into library collections too when their files' responses are linked in
///   (`FigmaSnapshot(variables:libraries:)`): each library collection is a token file and set of its own. An
///   alias whose target is deleted or has another type is written as its resolved value, with a warning.
/// - Aliases into library collections the snapshot lacks are summarised, one diagnostic per collection: an
///   error when the values are missing (or, with `partial`, a warning and the variables that need it left
///   out), a warning when the response carries remote copies whose values are written instead.
/// - Every token keeps `com.figma.variableId` (and scopes, code syntax, hidden flag) in
///   `$extensions`, so a rename in Figma can be told from a delete plus an add.
package enum FigmaVariablesImporter {
    package struct Options: Sendable, Hashable {
        /// The resolver is written as `<resolverName>.resolver.json`.
        var resolverName: String
        /// Write what resolves and leave out variables that need a library collection the snapshot lacks.
        var partial: Bool
        /// How to provide a missing library (the command line's flags), ending the summary of each.
        var libraryHint: String

        package init(resolverName: String = "figma", partial: Bool = false,
                     libraryHint: String = "import it together with that library file's variables") {
            self.resolverName = resolverName
            self.partial = partial
            self.libraryHint = libraryHint
        }
    }

    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// The files to write, paths relative to the output directory. Problems go to `diagnostics`;
    /// when it has errors the files must not be written.
    package static func files(for snapshot: FigmaSnapshot, options: Options = .init(), diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        let plan = ImportPlan(snapshot: snapshot, options: options, diagnostics: &diagnostics)
        var files: [GeneratedFile] = []
        var resolver = ResolverBuilder(name: options.resolverName)
        for collection in plan.collections {
            let slug = plan.fileSlugs[collection.id] ?? "collection"
            if collection.hasSeveralModes {
                var contexts: [(key: String, file: String, mode: FigmaMode)] = []
                for mode in collection.modes {
                    let file = "\(slug)/\(plan.modeFileSlugs[collection.id]?[mode.id] ?? "mode").tokens.json"
                    files.append(GeneratedFile(relativePath: file, contents: plan.tokenFile(collection, mode, &diagnostics)))
                    contexts.append((plan.modeKeys[collection.id]?[mode.id] ?? "mode", file, mode))
                }
                resolver.addModifier(collection, key: plan.collectionKeys[collection.id] ?? "collection", contexts: contexts)
            } else if let mode = collection.modes.first {
                let file = "\(slug).tokens.json"
                files.append(GeneratedFile(relativePath: file, contents: plan.tokenFile(collection, mode, &diagnostics)))
                resolver.addSet(collection, key: plan.collectionKeys[collection.id] ?? "collection", file: file, mode: mode)
            }
        }
        files.append(GeneratedFile(relativePath: "\(options.resolverName).resolver.json", contents: resolver.render()))
        return files
    }

    /// `Aurum Brand Library` → `aurum-brand-library` (file names).
    static func fileSlug(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `High Contrast Dark` → `highContrastDark` (resolver keys).
    static func key(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "" }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return ([head] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }

    private static func words(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    }
}

/// Names, kinds and token paths for everything being imported, worked out once.
private struct ImportPlan {
    let snapshot: FigmaSnapshot
    let collections: [FigmaSnapshot.Collection]
    /// Imported variables by ID.
    var imported: [String: FigmaSnapshot.Variable] = [:]
    var kinds: [String: FigmaTokenKind] = [:]
    /// Token path of each imported variable (with `$root` where needed).
    var tokenPaths: [String: [String]] = [:]
    var fileSlugs: [String: String] = [:]
    var collectionKeys: [String: String] = [:]
    var modeFileSlugs: [String: [String: String]] = [:]
    var modeKeys: [String: [String: String]] = [:]
    let index: [String: FigmaSnapshot.Variable]
    /// Variables whose aliases into missing libraries `summariseLibraryGaps` reported.
    var externallySummarised: Set<String> = []
    let opacityPercentages: Bool

    init(snapshot: FigmaSnapshot, options: FigmaVariablesImporter.Options, diagnostics: inout DiagnosticCollector) {
        self.snapshot = snapshot
        opacityPercentages = FigmaTokenKind.opacitiesArePercentages(in: snapshot)
        index = snapshot.variablesByID()
        collections = snapshot.collections.filter { !$0.isRemote }
        let local = Set(collections.map(\.id))
        for variable in snapshot.variables where local.contains(variable.collectionID) && !variable.isDeletedButReferenced {
            imported[variable.id] = variable
        }
        summariseLibraryGaps(options, &diagnostics)
        nameFiles(&diagnostics)
        placeTokens(&diagnostics)
        for variable in snapshot.variables where imported[variable.id] != nil {
            var visiting: Set<String> = []
            _ = kind(of: variable, visiting: &visiting)
        }
    }

    // MARK: Libraries

    /// One diagnostic per library collection that imported variables need and the snapshot lacks.
    private mutating func summariseLibraryGaps(_ options: FigmaVariablesImporter.Options, _ diagnostics: inout DiagnosticCollector) {
        for gap in snapshot.libraryGaps(index: index) {
            let count = gap.needs.count
            let variables = count == 1 ? "1 variable aliases" : "\(count) variables alias"
            let what = gap.collectionName.map { "the library collection '\($0)' of another file" } ?? "variables that are in no collection of the response (another file's)"
            let first = gap.needs[0]
            let direct: Bool = if case .alias(let target) = first.modeValue.value { target.variableID == first.target.variableID } else { false }
            let example = "e.g. '\(first.variable.name)' in mode '\(first.modeValue.modeName)' \(direct ? "aliases" : "reaches, through its aliases,") '\(first.target.name ?? first.target.variableID)'"
            let location = first.modeValue.location ?? first.variable.location
            if gap.resolvable {
                diagnostics.warning("\(variables) \(what); the values this response carries for it are written instead of aliases (\(example)); \(options.libraryHint) to keep the aliases",
                                    at: location)
            } else if options.partial {
                for need in gap.needs { imported[need.variable.id] = nil }
                let left = count == 1 ? "1 variable that aliases" : "\(count) variables that alias"
                diagnostics.warning("left out \(left) \(what) (\(example)); \(options.libraryHint) to import \(count == 1 ? "it" : "them")",
                                    at: location)
            } else {
                diagnostics.error("\(variables) \(what), whose values this response does not have (\(example)); \(options.libraryHint), or import with --partial to write the rest",
                                  at: location)
            }
            externallySummarised.formUnion(gap.needs.map(\.variable.id))
        }
    }

    // MARK: Names

    private mutating func nameFiles(_ diagnostics: inout DiagnosticCollector) {
        var slugOwners: [String: FigmaSnapshot.Collection] = [:]
        var keyOwners: [String: FigmaSnapshot.Collection] = [:]
        for collection in collections {
            let slug = FigmaVariablesImporter.fileSlug(collection.name)
            let key = FigmaVariablesImporter.key(collection.name)
            guard !slug.isEmpty else {
                diagnostics.error("collection '\(collection.name)' has no letters or digits to name its file after", at: collection.location)
                continue
            }
            if let other = slugOwners[slug] ?? keyOwners[key] {
                diagnostics.error("collections '\(other.name)' and '\(collection.name)' would share the file name '\(slug)'; rename one in Figma",
                                  at: collection.location, notes: [.init("the other collection", at: other.location)])
                continue
            }
            slugOwners[slug] = collection
            keyOwners[key] = collection
            fileSlugs[collection.id] = slug
            collectionKeys[collection.id] = key
            var modeSlugs: [String: String] = [:]
            var keys: [String: String] = [:]
            for mode in collection.modes {
                let modeSlug = FigmaVariablesImporter.fileSlug(mode.name)
                let modeKey = FigmaVariablesImporter.key(mode.name)
                if modeSlug.isEmpty || modeSlugs.values.contains(modeSlug) || keys.values.contains(modeKey) {
                    diagnostics.error("mode '\(mode.name)' of collection '\(collection.name)' has no name of its own once reduced to letters and digits ('\(modeSlug)'); rename it in Figma",
                                      at: collection.location)
                    continue
                }
                modeSlugs[mode.id] = modeSlug
                keys[mode.id] = modeKey
            }
            modeFileSlugs[collection.id] = modeSlugs
            modeKeys[collection.id] = keys
        }
    }

    private mutating func placeTokens(_ diagnostics: inout DiagnosticCollector) {
        var valid: [FigmaSnapshot.Variable] = []
        for variable in snapshot.variables where imported[variable.id] != nil {
            if let problem = Self.nameProblem(variable.path) {
                diagnostics.error("variable '\(variable.name)' cannot be a DTCG token name: \(problem)", at: variable.location)
                imported[variable.id] = nil
            } else {
                valid.append(variable)
            }
        }
        // A path that is also a group of another variable's path holds a `$root` token.
        var groups: Set<[String]> = []
        for variable in valid {
            let path = variable.path
            for length in 1..<max(path.count, 1) { groups.insert(Array(path.prefix(length))) }
        }
        var owners: [[String]: FigmaSnapshot.Variable] = [:]
        for variable in valid {
            let path = groups.contains(variable.path) ? variable.path + ["$root"] : variable.path
            if let other = owners[path] {
                diagnostics.error("variables '\(variable.name)' in '\(variable.collectionName)' and '\(other.name)' in '\(other.collectionName)' become the same token '\(path.joined(separator: "."))'",
                                  at: variable.location, notes: [.init("the other variable", at: other.location)])
                continue
            }
            owners[path] = variable
            tokenPaths[variable.id] = path
        }
    }

    /// Why a Figma name cannot be a DTCG path, or nil. DTCG names must not start with `$` or
    /// contain `{`, `}` or `.` (format spec, "Character restrictions").
    static func nameProblem(_ path: [String]) -> String? {
        for segment in path {
            if segment.isEmpty { return "it has an empty group or name" }
            if segment.hasPrefix("$") { return "'\(segment)' starts with '$'" }
            if let bad = segment.first(where: { "{}.".contains($0) }) { return "'\(segment)' contains '\(bad)'" }
        }
        return nil
    }

    // MARK: Kinds

    /// The variable's kind. One whose scopes leave it open takes the kind of the variables it
    /// aliases when they all agree, so `{dimension.space.16}` stays an alias of a dimension.
    private mutating func kind(of variable: FigmaSnapshot.Variable, visiting: inout Set<String>) -> FigmaTokenKind {
        if let known = kinds[variable.id] { return known }
        var result = FigmaTokenKind.natural(for: variable)
        if FigmaTokenKind.isOpen(variable), variable.type == .float || variable.type == .string, visiting.insert(variable.id).inserted {
            var targetKinds: Set<FigmaTokenKind> = []
            var hasLiteral = false
            for value in variable.values {
                switch value.value {
                case .literal: hasLiteral = true
                case .alias(let target):
                    if let targetVariable = imported[target.variableID] {
                        targetKinds.insert(kind(of: targetVariable, visiting: &visiting))
                    }
                }
            }
            if targetKinds.count == 1, let only = targetKinds.first, only.dtcgType != nil,
               !hasLiteral || only == .number || only == .dimension || only == .fontFamily {
                result = only
            }
            visiting.remove(variable.id)
        }
        if imported[variable.id] != nil { kinds[variable.id] = result }
        return result
    }

    // MARK: Token files

    func tokenFile(_ collection: FigmaSnapshot.Collection, _ mode: FigmaMode, _ diagnostics: inout DiagnosticCollector) -> String {
        var root = GroupBuilder()
        for variable in snapshot.variables where variable.collectionID == collection.id {
            guard imported[variable.id] != nil, let path = tokenPaths[variable.id], let kind = kinds[variable.id] else { continue }
            guard let modeValue = variable.value(forMode: mode.id) else {
                diagnostics.error("variable '\(variable.name)' has no value for mode '\(mode.name)'", at: variable.location)
                continue
            }
            if kind.dtcgType != nil {
                guard let value = tokenValue(variable, kind: kind, modeValue, &diagnostics) else { continue }
                root.insertToken(at: path[...], token(variable, kind: kind, value: value))
            } else {
                guard let entry = extensionEntry(variable, kind: kind, modeValue, &diagnostics) else { continue }
                root.insertExtensionVariable(in: variable.path.dropLast(), name: variable.path.last ?? variable.name, entry)
            }
        }
        var members: [(String, JSONValue)] = [("$schema", GeneratedJSON.string(FigmaVariablesImporter.formatSchema))]
        members += root.members(rootExtensions: [("com.figma.modeName", GeneratedJSON.string(mode.name))])
        return DTCGJSONRenderer.render(GeneratedJSON.object(members))
    }

    private func token(_ variable: FigmaSnapshot.Variable, kind: FigmaTokenKind, value: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("$type", GeneratedJSON.string(kind.dtcgType ?? kind.rawValue))]
        if !variable.description.isEmpty { members.append(("$description", GeneratedJSON.string(variable.description))) }
        members.append(("$value", value))
        members.append(("$extensions", GeneratedJSON.object(figmaExtensions(variable))))
        return GeneratedJSON.object(members)
    }

    private func figmaExtensions(_ variable: FigmaSnapshot.Variable) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("com.figma.variableId", GeneratedJSON.string(variable.id))]
        if !variable.scopes.isEmpty {
            members.append(("com.figma.scopes", GeneratedJSON.array(variable.scopes.map(GeneratedJSON.string))))
        }
        if variable.isHiddenFromPublishing { members.append(("com.figma.hiddenFromPublishing", GeneratedJSON.bool(true))) }
        if !variable.codeSyntax.isEmpty {
            members.append(("com.figma.codeSyntax", GeneratedJSON.object(variable.codeSyntax.sorted { $0.key < $1.key }.map { ($0.key, GeneratedJSON.string($0.value)) })))
        }
        return members
    }

    /// A curly alias when the target is an imported token of the same kind, else the resolved value.
    private func tokenValue(_ variable: FigmaSnapshot.Variable, kind: FigmaTokenKind, _ modeValue: FigmaSnapshot.ModeValue,
                            _ diagnostics: inout DiagnosticCollector) -> JSONValue? {
        switch modeValue.value {
        case .literal(let literal):
            return literalJSON(literal, kind: kind, variable: variable, modeValue, &diagnostics)
        case .alias(let target):
            if let targetVariable = imported[target.variableID], let path = tokenPaths[targetVariable.id], kinds[targetVariable.id] == kind {
                return GeneratedJSON.string("{" + path.joined(separator: ".") + "}")
            }
            return inlinedAlias(variable, target: target, kind: kind, modeValue, &diagnostics).flatMap {
                literalJSON($0, kind: kind, variable: variable, modeValue, &diagnostics)
            }
        }
    }

    /// The value behind an alias that cannot stay an alias, with a warning saying why.
    private func inlinedAlias(_ variable: FigmaSnapshot.Variable, target: FigmaSnapshot.AliasTarget, kind: FigmaTokenKind,
                              _ modeValue: FigmaSnapshot.ModeValue, _ diagnostics: inout DiagnosticCollector) -> FigmaLiteral? {
        let name = target.name.map { "'\($0)'" } ?? "'\(target.variableID)'"
        if externallySummarised.contains(variable.id), index[target.variableID].map({ $0.isRemote || !imported.keys.contains($0.id) }) ?? true {
            // Reported once for its library collection.
            return snapshot.resolvedLiteral(of: variable, modeID: modeValue.modeID, index: index)
        }
        let reason: String
        if let targetVariable = index[target.variableID] {
            if targetVariable.isRemote {
                reason = "from the library collection '\(targetVariable.collectionName)'"
            } else if targetVariable.isDeletedButReferenced {
                reason = "which was deleted in Figma"
            } else if let targetKind = kinds[targetVariable.id], targetKind != kind {
                reason = "which becomes a \(targetKind.dtcgType ?? targetKind.rawValue), not a \(kind.dtcgType ?? kind.rawValue)"
            } else {
                reason = "which is not imported"
            }
        } else {
            reason = "which the response does not include"
        }
        guard let literal = snapshot.resolvedLiteral(of: variable, modeID: modeValue.modeID, index: index) else {
            diagnostics.error("variable '\(variable.name)' in mode '\(modeValue.modeName)' aliases \(name), \(reason), and its value cannot be resolved",
                              at: modeValue.location ?? variable.location)
            return nil
        }
        if kind.dtcgType != nil {
            diagnostics.warning("variable '\(variable.name)' in mode '\(modeValue.modeName)' aliases \(name), \(reason); its value is written instead",
                                at: modeValue.location ?? variable.location)
        }
        return literal
    }

    private func literalJSON(_ literal: FigmaLiteral, kind: FigmaTokenKind, variable: FigmaSnapshot.Variable,
                             _ modeValue: FigmaSnapshot.ModeValue, _ diagnostics: inout DiagnosticCollector) -> JSONValue? {
        switch (kind, literal) {
        case (.color, .color(let color)):
            return GeneratedJSON.object([
                ("colorSpace", GeneratedJSON.string("srgb")),
                ("components", GeneratedJSON.array([color.r, color.g, color.b].map { GeneratedJSON.number(FigmaNumberFormatting.rounded($0)) })),
                ("alpha", GeneratedJSON.number(FigmaNumberFormatting.rounded(color.a))),
                ("hex", GeneratedJSON.string(color.hex)),
            ])
        case (.dimension, .number(let number)):
            return GeneratedJSON.object([("value", GeneratedJSON.number(FigmaNumberFormatting.float32(number))), ("unit", GeneratedJSON.string("px"))])
        case (.number, .number(let number)) where opacityPercentages && FigmaTokenKind.isOpacity(variable):
            return GeneratedJSON.number(FigmaNumberFormatting.rounded(FigmaNumberFormatting.float32(number).double / 100, places: 6))
        case (.number, .number(let number)), (.fontWeight, .number(let number)):
            return GeneratedJSON.number(FigmaNumberFormatting.float32(number))
        case (.fontWeight, .string(let style)):
            if let keyword = FigmaTokenKind.weightKeyword(forFontStyle: style) { return GeneratedJSON.string(keyword) }
        case (.fontFamily, .string(let family)), (.string, .string(let family)):
            return GeneratedJSON.string(family)
        case (.boolean, .boolean(let bool)):
            return GeneratedJSON.bool(bool)
        default:
            break
        }
        diagnostics.error("variable '\(variable.name)' in mode '\(modeValue.modeName)' has a \(literal.type.rawValue) value that cannot be a \(kind.dtcgType ?? kind.rawValue)",
                          at: modeValue.location ?? variable.location)
        return nil
    }

    /// A STRING or BOOLEAN variable, which has no DTCG token type, as group extension data.
    private func extensionEntry(_ variable: FigmaSnapshot.Variable, kind: FigmaTokenKind, _ modeValue: FigmaSnapshot.ModeValue,
                                _ diagnostics: inout DiagnosticCollector) -> JSONValue? {
        var members: [(String, JSONValue)] = [("type", GeneratedJSON.string(kind.rawValue))]
        let literal: FigmaLiteral?
        var aliasOf: String?
        switch modeValue.value {
        case .literal(let value):
            literal = value
        case .alias(let target):
            aliasOf = target.name
            literal = inlinedAlias(variable, target: target, kind: kind, modeValue, &diagnostics)
        }
        guard let literal, let value = literalJSON(literal, kind: kind, variable: variable, modeValue, &diagnostics) else { return nil }
        members.append(("value", value))
        if let aliasOf { members.append(("aliasOf", GeneratedJSON.string(aliasOf))) }
        if !variable.description.isEmpty { members.append(("description", GeneratedJSON.string(variable.description))) }
        members.append(("variableId", GeneratedJSON.string(variable.id)))
        if !variable.scopes.isEmpty { members.append(("scopes", GeneratedJSON.array(variable.scopes.map(GeneratedJSON.string)))) }
        if variable.isHiddenFromPublishing { members.append(("hiddenFromPublishing", GeneratedJSON.bool(true))) }
        return GeneratedJSON.object(members)
    }
}

extension FigmaVariablesImporter {
    /// Why a Figma name cannot be a DTCG path, or nil: the variables' rule, which styles follow too.
    static func nameProblem(_ path: [String]) -> String? { ImportPlan.nameProblem(path) }
}

/// A token group under construction: children in first-insertion order (the styles importer builds with it too).
struct GroupBuilder {
    private var order: [String] = []
    private var groups: [String: GroupBuilder] = [:]
    private var tokens: [String: JSONValue] = [:]
    private var extensionVariables: [(String, JSONValue)] = []

    mutating func insertToken(at path: ArraySlice<String>, _ token: JSONValue) {
        guard let head = path.first else { return }
        if path.count == 1 {
            if tokens[head] == nil && groups[head] == nil { order.append(head) }
            tokens[head] = token
        } else {
            if groups[head] == nil && tokens[head] == nil { order.append(head) }
            groups[head, default: GroupBuilder()].insertToken(at: path.dropFirst(), token)
        }
    }

    mutating func insertExtensionVariable(in path: ArraySlice<String>, name: String, _ entry: JSONValue) {
        guard let head = path.first else {
            extensionVariables.append((name, entry))
            return
        }
        if groups[head] == nil && tokens[head] == nil { order.append(head) }
        groups[head, default: GroupBuilder()].insertExtensionVariable(in: path.dropFirst(), name: name, entry)
    }

    func members(rootExtensions: [(String, JSONValue)] = []) -> [(String, JSONValue)] {
        var extensions = rootExtensions
        if !extensionVariables.isEmpty {
            extensions.append(("com.aurum.figma", GeneratedJSON.object([("variables", GeneratedJSON.object(extensionVariables))])))
        }
        var result: [(String, JSONValue)] = extensions.isEmpty ? [] : [("$extensions", GeneratedJSON.object(extensions))]
        for key in order {
            if let token = tokens[key] {
                result.append((key, token))
            } else if let group = groups[key] {
                result.append((key, GeneratedJSON.object(group.members())))
            }
        }
        return result
    }
}

/// The DTCG resolver document tying the files together.
private struct ResolverBuilder {
    let name: String
    private var sets: [(String, JSONValue)] = []
    private var modifiers: [(String, JSONValue)] = []
    private var order: [JSONValue] = []

    init(name: String) { self.name = name }

    mutating func addSet(_ collection: FigmaSnapshot.Collection, key: String, file: String, mode: FigmaMode) {
        sets.append((key, GeneratedJSON.object([
            ("description", GeneratedJSON.string("Figma \(collection.label).")),
            ("sources", GeneratedJSON.array([GeneratedJSON.object([("$ref", GeneratedJSON.string(file))])])),
            ("$extensions", GeneratedJSON.object([("com.aurum.figma", GeneratedJSON.object([
                ("collection", GeneratedJSON.string(collection.name)), ("mode", GeneratedJSON.string(mode.name)),
            ] + Self.library(collection)))])),
        ])))
        order.append(GeneratedJSON.object([("$ref", GeneratedJSON.string("#/sets/\(key)"))]))
    }

    mutating func addModifier(_ collection: FigmaSnapshot.Collection, key: String, contexts: [(key: String, file: String, mode: FigmaMode)]) {
        let defaultKey = contexts.first { $0.mode.id == collection.defaultModeID }?.key ?? contexts.first?.key ?? ""
        modifiers.append((key, GeneratedJSON.object([
            ("description", GeneratedJSON.string("Figma \(collection.label), one context per mode.")),
            ("contexts", GeneratedJSON.object(contexts.map { ($0.key, GeneratedJSON.array([GeneratedJSON.object([("$ref", GeneratedJSON.string($0.file))])])) })),
            ("default", GeneratedJSON.string(defaultKey)),
            ("$extensions", GeneratedJSON.object([("com.aurum.figma", GeneratedJSON.object([
                ("collection", GeneratedJSON.string(collection.name)),
                ("modes", GeneratedJSON.object(contexts.map { ($0.key, GeneratedJSON.string($0.mode.name)) })),
            ] + Self.library(collection)))])),
        ])))
        order.append(GeneratedJSON.object([("$ref", GeneratedJSON.string("#/modifiers/\(key)"))]))
    }

    /// The library file a collection came from, when it is not the file's own.
    private static func library(_ collection: FigmaSnapshot.Collection) -> [(String, JSONValue)] {
        collection.library.map { [("library", GeneratedJSON.string($0))] } ?? []
    }

    func render() -> String {
        var members: [(String, JSONValue)] = [
            ("$schema", GeneratedJSON.string(FigmaVariablesImporter.resolverSchema)),
            ("name", GeneratedJSON.string(name)),
            ("version", GeneratedJSON.string("2025.10")),
            ("description", GeneratedJSON.string("Imported from Figma variables by aurum-codegen.")),
        ]
        if !sets.isEmpty { members.append(("sets", GeneratedJSON.object(sets))) }
        if !modifiers.isEmpty { members.append(("modifiers", GeneratedJSON.object(modifiers))) }
        members.append(("resolutionOrder", GeneratedJSON.array(order)))
        return DTCGJSONRenderer.render(GeneratedJSON.object(members))
    }
}
