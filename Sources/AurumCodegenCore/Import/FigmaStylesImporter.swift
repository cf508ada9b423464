/// Turns Figma styles into a DTCG 2025.10 token file, `styles.tokens.json`, in the same resolver as the file's
/// variables when those are imported with them.
///
/// - TEXT → `typography`: the weight from `fontWeight` (or the font style's name), line height as a multiple of
///   the font size (pixels divided by it, percent by 100, Auto as the font's own line height Figma measured),
///   letter spacing in px (percent of the font size converted). Face name, italic, case and decoration, and the
///   line height and letter spacing as Figma wrote them, are kept in `$extensions["com.figma.style"]`; case and
///   decoration also as CSS words in `$extensions["com.aurum.codegen"].typography`, which the generated
///   `AurumTypography` applies.
/// - FILL → `color` (a solid paint, its opacity multiplied into alpha) or `gradient` (linear or radial: the
///   kind and handle positions in the extension; a linear one's axis, its first two handles, as `startPoint` and
///   `endPoint` in `$extensions["com.aurum.codegen"].gradient`, which the generated `AurumGradient` uses). The top (last) visible paint; styles with several are one summary warning.
/// - EFFECT → `shadow`: drop and inner shadows, one layer each, with spread, top layer first (Figma lists them
///   bottom-first); blurs are left out with a warning.
/// - GRID → a group of dimensions per layout grid (`columns`, `rows`, `grid`): section and gutter size,
///   offset, and the count as a number.
/// - A property bound to a variable (`boundVariables`) is an alias of that variable's token when the variable is
///   imported beside the styles as a token of the member's type; otherwise its value is written and the binding
///   kept in the extension (summarised once).
/// - Names are the style names split at `/`; each token keeps the style's key (what drift follows across
///   renames), node ID and type in `com.figma.style`.
package enum FigmaStylesImporter {
    package struct Options: Sendable, Hashable {
        /// The resolver is written, or extended, as `<resolverName>.resolver.json`.
        var resolverName: String

        package init(resolverName: String = "figma") {
            self.resolverName = resolverName
        }
    }

    static let fileName = "styles.tokens.json"
    static let extensionKey = "com.figma.style"

    /// `variableFiles` (what `FigmaVariablesImporter` wrote, or nothing) with the styles' token file added and the
    /// resolver extended by a `styles` set resolved last. Problems go to `diagnostics`; with errors, write nothing.
    package static func files(for styles: [FigmaStyle], variableFiles: [GeneratedFile] = [], options: Options = .init(),
                              diagnostics: inout DiagnosticCollector) -> [GeneratedFile] {
        let variables = VariableTokens(variableFiles)
        var builder = StyleTokenBuilder(variables: variables)
        var root = GroupBuilder()
        var paths = PathClaims(taken: variables.paths)
        for token in styleTokens(styles, builder: &builder, &diagnostics) {
            if let clash = paths.claim(token.path, by: token.style) {
                diagnostics.error("style '\(token.style.name)' becomes the token '\(token.path.joined(separator: "."))', which \(clash.description); rename one in Figma",
                                  at: token.style.location, notes: clash.location.map { [.init("the other style", at: $0)] } ?? [])
                continue
            }
            root.insertToken(at: token.path[...], token.json)
        }
        builder.summariseUnaliasedBindings(variablesGiven: !variableFiles.isEmpty, &diagnostics)
        builder.summariseLayeredFills(&diagnostics)

        var members: [(String, JSONValue)] = [("$schema", GeneratedJSON.string(FigmaVariablesImporter.formatSchema))]
        members += root.members(rootExtensions: [("com.figma.source", GeneratedJSON.string("styles"))])
        let resolverPath = "\(options.resolverName).resolver.json"
        var files = variableFiles.filter { $0.relativePath != resolverPath && $0.relativePath != fileName }
        files.append(GeneratedFile(relativePath: fileName, contents: DTCGJSONRenderer.render(GeneratedJSON.object(members))))
        let existing = variableFiles.first { $0.relativePath == resolverPath }
        files.append(GeneratedFile(relativePath: resolverPath, contents: resolver(extending: existing, name: options.resolverName)))
        return files
    }

    /// One style's token as the importer writes it.
    struct StyleToken {
        var style: FigmaStyleMetadata
        var path: [String]
        var json: JSONValue
    }

    /// Every style's tokens, named after the style (names DTCG cannot hold are errors).
    static func styleTokens(_ styles: [FigmaStyle], builder: inout StyleTokenBuilder, _ diagnostics: inout DiagnosticCollector) -> [StyleToken] {
        var result: [StyleToken] = []
        for style in styles {
            let path = style.metadata.name.split(separator: "/", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if let problem = FigmaVariablesImporter.nameProblem(path) {
                diagnostics.error("style '\(style.metadata.name)' cannot be a DTCG token name: \(problem)", at: style.metadata.location)
                continue
            }
            for (relative, token) in builder.tokens(for: style, &diagnostics) {
                result.append(StyleToken(style: style.metadata, path: path + relative, json: token))
            }
        }
        return result
    }

    /// The variables' resolver with a `styles` set appended (resolved last: styles alias variables), or a resolver
    /// of that set alone.
    static func resolver(extending existing: GeneratedFile?, name: String) -> String {
        let set = GeneratedJSON.object([
            ("description", GeneratedJSON.string("Figma styles.")),
            ("sources", GeneratedJSON.array([GeneratedJSON.object([("$ref", GeneratedJSON.string(fileName))])])),
        ])
        let reference = GeneratedJSON.object([("$ref", GeneratedJSON.string("#/sets/styles"))])
        var members: [(String, JSONValue)] = [
            ("$schema", GeneratedJSON.string(FigmaVariablesImporter.resolverSchema)),
            ("name", GeneratedJSON.string(name)),
            ("version", GeneratedJSON.string("2025.10")),
            ("description", GeneratedJSON.string("Imported from Figma styles by aurum-codegen.")),
        ]
        if let existing, let object = (try? JSONReader.parse(existing.contents, file: existing.relativePath))?.object {
            members = []
            var hasSets = false
            for member in object {
                switch member.key {
                case "description":
                    members.append((member.key, GeneratedJSON.string("Imported from Figma variables and styles by aurum-codegen.")))
                case "sets":
                    hasSets = true
                    members.append(("sets", GeneratedJSON.object((member.value.object?.members ?? []).map { ($0.key, $0.value) } + [("styles", set)])))
                case "modifiers":
                    if !hasSets { members.append(("sets", GeneratedJSON.object([("styles", set)]))); hasSets = true }
                    members.append((member.key, member.value))
                case "resolutionOrder":
                    if !hasSets { members.append(("sets", GeneratedJSON.object([("styles", set)]))); hasSets = true }
                    members.append((member.key, GeneratedJSON.array((member.value.array ?? []) + [reference])))
                default:
                    members.append((member.key, member.value))
                }
            }
            return DTCGJSONRenderer.render(GeneratedJSON.object(members))
        }
        members.append(("sets", GeneratedJSON.object([("styles", set)])))
        members.append(("resolutionOrder", GeneratedJSON.array([reference])))
        return DTCGJSONRenderer.render(GeneratedJSON.object(members))
    }
}

/// The imported variables' tokens, read back from the files written for them: variable ID → token path and type.
struct VariableTokens {
    var byID: [String: (path: [String], type: String)] = [:]
    /// Every token path, for name clashes with styles.
    var paths: Set<[String]> = []

    init(_ files: [GeneratedFile]) {
        for file in files where file.relativePath.hasSuffix(".tokens.json") {
            guard let json = try? JSONReader.parse(file.contents, file: file.relativePath) else { continue }
            walk(json, path: [], type: nil)
        }
    }

    private mutating func walk(_ value: JSONValue, path: [String], type inherited: String?) {
        guard let object = value.object else { return }
        let type = object["$type"]?.string ?? inherited
        if object["$value"] != nil {
            paths.insert(path)
            if let id = object["$extensions"]?.object?["com.figma.variableId"]?.string, let type { byID[id] = (path, type) }
            return
        }
        for member in object where !member.key.hasPrefix("$") {
            walk(member.value, path: path + [member.key], type: type)
        }
    }
}

/// Token paths claimed so far: the variables' and each style's.
private struct PathClaims {
    struct Clash {
        var description: String
        var location: SourceLocation?
    }

    var taken: Set<[String]>
    private var groups: Set<[String]> = []
    private var owners: [[String]: FigmaStyleMetadata] = [:]

    init(taken: Set<[String]>) {
        self.taken = taken
        for path in taken { for length in 1..<max(path.count, 1) { groups.insert(Array(path.prefix(length))) } }
    }

    /// Nil when `path` is free (and now claimed); otherwise what holds it.
    mutating func claim(_ path: [String], by style: FigmaStyleMetadata) -> Clash? {
        if let owner = owners[path] { return Clash(description: "style '\(owner.name)' becomes too", location: owner.location) }
        if taken.contains(path) { return Clash(description: "a variable is imported as") }
        if groups.contains(path) { return Clash(description: "is a group of other tokens") }
        for length in 1..<max(path.count, 1) where taken.contains(Array(path.prefix(length))) {
            let prefix = Array(path.prefix(length))
            return Clash(description: "would sit inside the token '\(prefix.joined(separator: "."))'", location: owners[prefix]?.location)
        }
        taken.insert(path)
        owners[path] = style
        for length in 1..<max(path.count, 1) { groups.insert(Array(path.prefix(length))) }
        return nil
    }
}
