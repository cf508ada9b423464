import Foundation

/// Reads the DTCG files Figma's "Export variables" writes (for teams without the Enterprise-only
/// REST API) into a `FigmaSnapshot`.
///
/// The shape assumed, from public exports and tools that read them (Figma does not publish a
/// schema for it):
/// - one file per collection and mode; the root `$extensions` holds `"com.figma.modeName"`;
/// - tokens nest by the variable name split at `/`; `$type` is `color`, `number`, `string`,
///   `boolean` (Figma's own types, not all DTCG ones) or a DTCG type such as `dimension`,
///   `fontFamily`, `fontWeight`;
/// - a token's `$extensions` holds flat dotted keys: `"com.figma.variableId"`, `"com.figma.scopes"`,
///   `"com.figma.hiddenFromPublishing"`, `"com.figma.codeSyntax"`, `"com.figma.type"`, and for an
///   alias `"com.figma.aliasData"` (`targetVariableId`, `targetVariableName`, `targetVariableSetId`,
///   `targetVariableSetName`) beside the resolved literal `$value`; an alias may also be a curly
///   reference `"{group.token}"`. A nested `"com.figma": {…}` object is read the same way.
/// - colours are DTCG colour objects in `srgb`.
/// Files are placed in collections and modes as `generate` places them (`FigmaExportLayout`): the mode from
/// `com.figma.modeName` (else the file name, else `Mode 1`), the collection given, or from `com.figma.collectionName`,
/// or the file name when it says more than the mode (`Theme.Light.tokens.json`, `Primitives.tokens.json`), or, for
/// files named after their mode (`light.tokens.json`), the token paths they define: files defining the same paths
/// are the modes of one collection, named after their folder when it holds one such collection.
package enum FigmaDTCGExportReader {
    package struct File: Sendable {
        var json: JSONValue
        /// What diagnostics show.
        var path: String
        /// Empty until `snapshot` groups the files named after their mode.
        var collectionName: String
        var modeName: String
        /// The token paths the file defines, when its collection is found from them.
        var tokenPaths: [String]

        /// The collection is `collectionName` when given, else found as `generate` finds it (see the type's comment).
        package init(json: JSONValue, path: String, collectionName: String? = nil) {
            self.json = json
            self.path = path
            let extensions = json.object?["$extensions"]
            let placed = FigmaExportLayout.file(path: path, modeName: FigmaDTCGExportReader.figmaExtension("modeName", in: extensions)?.string,
                                                collectionName: collectionName ?? FigmaDTCGExportReader.figmaExtension("collectionName", in: extensions)?.string,
                                                tokenPaths: { FigmaDTCGExportReader.tokenPaths(json) })
            self.modeName = placed.mode
            self.collectionName = placed.collection
            self.tokenPaths = placed.tokenPaths
        }
    }

    /// Every token path (`a.b.c`) of an export file.
    static func tokenPaths(_ json: JSONValue) -> [String] {
        var paths: [String] = []
        func walk(_ object: JSONObject, _ prefix: String) {
            for member in object where !member.key.hasPrefix("$") {
                guard let child = member.value.object else { continue }
                if child["$value"] != nil { paths.append(prefix + member.key) } else { walk(child, prefix + member.key + ".") }
            }
        }
        if let root = json.object { walk(root, "") }
        return paths
    }

    /// Names the collections of files named after their mode, from the token paths they define (`FigmaExportLayout`).
    static func placed(_ files: [File]) -> [File] {
        guard files.contains(where: { $0.collectionName.isEmpty }) else { return files }
        var layoutFiles = files.map {
            FigmaExportLayout.File(path: $0.path, collection: $0.collectionName, mode: $0.modeName, modeIsDeclared: true, tokenPaths: $0.tokenPaths)
        }
        FigmaExportLayout.collectionsFromTokenPaths(&layoutFiles)
        var result = files
        for i in result.indices { result[i].collectionName = layoutFiles[i].collection }
        return result
    }

    package static func snapshot(from files: [File], diagnostics: inout DiagnosticCollector) -> FigmaSnapshot {
        let files = placed(files)
        var collections: [FigmaSnapshot.Collection] = []
        var tokens: [RawToken] = []
        for file in files {
            guard let root = file.json.object else {
                diagnostics.error("a Figma DTCG export must be an object, not \(file.json.kindDescription)",
                                  at: file.json.position.location(in: file.path))
                continue
            }
            let modeID = file.modeName
            if let index = collections.firstIndex(where: { $0.name == file.collectionName }) {
                if collections[index].modes.contains(where: { $0.id == modeID }) {
                    diagnostics.error("two files export mode '\(file.modeName)' of collection '\(file.collectionName)'",
                                      at: file.json.position.location(in: file.path), notes: [.init("the other is", at: collections[index].location)])
                    continue
                }
                collections[index].modes.append(FigmaMode(id: modeID, name: file.modeName))
            } else {
                // Figma's files do not say which mode is the default: the first file of a collection is.
                collections.append(FigmaSnapshot.Collection(id: "collection:" + file.collectionName, name: file.collectionName,
                                                            modes: [FigmaMode(id: modeID, name: file.modeName)], defaultModeID: modeID,
                                                            location: file.json.position.location(in: file.path)))
            }
            walk(root, path: [], inheritedType: nil, file: file, into: &tokens, &diagnostics)
        }
        return assemble(collections: collections, tokens: tokens, &diagnostics)
    }

    // MARK: - Reading tokens

    private enum RawValue {
        case literal(FigmaLiteral)
        /// `{a.b}` or `com.figma.aliasData`.
        case alias(id: String?, name: String?, collectionName: String?, fallback: FigmaLiteral?)
    }

    private struct RawToken {
        var name: String
        var variableID: String?
        var collectionName: String
        var modeID: String
        var modeName: String
        var type: FigmaVariableType
        var value: RawValue
        var description: String
        var scopes: [String]
        var codeSyntax: [String: String]
        var isHidden: Bool
        var location: SourceLocation
    }

    private static func walk(_ group: JSONObject, path: [String], inheritedType: String?, file: File,
                             into tokens: inout [RawToken], _ diagnostics: inout DiagnosticCollector) {
        let type = group["$type"]?.string ?? inheritedType
        for member in group where !member.key.hasPrefix("$") {
            guard let object = member.value.object else {
                diagnostics.error("'\(member.key)' must be a token or group object, not \(member.value.kindDescription)",
                                  at: member.value.position.location(in: file.path))
                continue
            }
            if object["$value"] != nil {
                if let token = readToken(member, object, path: path + [member.key], inheritedType: type, file: file, &diagnostics) {
                    tokens.append(token)
                }
            } else {
                walk(object, path: path + [member.key], inheritedType: type, file: file, into: &tokens, &diagnostics)
            }
        }
    }

    private static func readToken(_ member: JSONObject.Member, _ object: JSONObject, path: [String], inheritedType: String?,
                                  file: File, _ diagnostics: inout DiagnosticCollector) -> RawToken? {
        let location = member.value.position.location(in: file.path)
        let name = path.joined(separator: "/")
        let extensions = object["$extensions"]
        guard let dtcgType = object["$type"]?.string ?? inheritedType ?? figmaExtension("type", in: extensions)?.string else {
            diagnostics.warning("token '\(name)' has no $type and is ignored", at: location)
            return nil
        }
        guard let valueJSON = object["$value"] else { return nil }
        let filePath = file.path
        let type: FigmaVariableType
        switch dtcgType {
        case "color": type = .color
        case "number", "dimension": type = .float
        case "string", "fontFamily": type = .string
        case "boolean": type = .boolean
        case "fontWeight": type = valueJSON.double != nil ? .float : .string
        default:
            diagnostics.warning("token '\(name)' has the type '\(dtcgType)', which Figma variables cannot hold; it is ignored", at: location)
            return nil
        }

        var value: RawValue
        if let text = valueJSON.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let target = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
            value = .alias(id: nil, name: target, collectionName: nil, fallback: nil)
        } else {
            guard let literal = literal(valueJSON, dtcgType: dtcgType, type: type, name: name, filePath, &diagnostics) else { return nil }
            value = .literal(literal)
        }
        if let aliasData = figmaExtension("aliasData", in: extensions)?.object {
            let fallback: FigmaLiteral? = if case .literal(let literal) = value { literal } else { nil }
            value = .alias(id: aliasData["targetVariableId"]?.string, name: aliasData["targetVariableName"]?.string,
                           collectionName: aliasData["targetVariableSetName"]?.string, fallback: fallback)
        }
        var codeSyntax: [String: String] = [:]
        if let syntax = figmaExtension("codeSyntax", in: extensions)?.object {
            for entry in syntax { if let string = entry.value.string { codeSyntax[entry.key] = string } }
        }
        return RawToken(name: name, variableID: figmaExtension("variableId", in: extensions)?.string,
                        collectionName: file.collectionName, modeID: file.modeName, modeName: file.modeName,
                        type: type, value: value, description: object["$description"]?.string ?? "",
                        scopes: figmaExtension("scopes", in: extensions)?.array?.compactMap(\.string) ?? [],
                        codeSyntax: codeSyntax, isHidden: figmaExtension("hiddenFromPublishing", in: extensions)?.bool ?? false,
                        location: location)
    }

    private static func literal(_ value: JSONValue, dtcgType: String, type: FigmaVariableType, name: String,
                                _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaLiteral? {
        let what = "token '\(name)'"
        switch dtcgType {
        case "color":
            guard let color = dtcgColor(value, what: what, file, &diagnostics) else { return nil }
            return .color(color)
        case "dimension":
            guard let object = value.object, let number = object["value"]?.double, let unit = object["unit"]?.string else {
                diagnostics.error("\(what): a dimension must be {\"value\": number, \"unit\": \"px\"}", at: value.location(in: file))
                return nil
            }
            guard unit == "px" else {
                diagnostics.error("\(what): Figma variables hold pixels; the unit '\(unit)' cannot be read", at: value.location(in: file))
                return nil
            }
            return .number(number)
        case "fontFamily":
            if let string = value.string { return .string(string) }
            if let first = value.array?.first?.string {
                diagnostics.warning("\(what): a Figma variable holds one font family; '\(first)' is used", at: value.location(in: file))
                return .string(first)
            }
        default:
            switch type {
            case .float: if let number = value.double { return .number(number) }
            case .string: if let string = value.string { return .string(string) }
            case .boolean: if let bool = value.bool { return .boolean(bool) }
            case .color: break
            }
        }
        diagnostics.error("\(what): a \(dtcgType) value cannot be \(value.kindDescription)", at: value.location(in: file))
        return nil
    }

    /// A DTCG colour object. Figma variables are sRGB: other spaces are converted (gamut mapped
    /// when needed) with a warning, since the round trip cannot be exact.
    static func dtcgColor(_ value: JSONValue, what: String, _ file: String, _ diagnostics: inout DiagnosticCollector) -> FigmaColor? {
        guard let object = value.object else {
            diagnostics.error("\(what): a colour must be a DTCG colour object, not \(value.kindDescription)", at: value.location(in: file))
            return nil
        }
        let alpha = object["alpha"]?.double ?? 1
        if let spaceName = object["colorSpace"]?.string, let space = ColorSpace(rawValue: spaceName),
           let components = object["components"]?.array,
           let color = DTCGColor(colorSpace: space, components: components.map { $0.double }, alpha: alpha),
           components.allSatisfy({ $0.double != nil || $0.string == "none" }) {
            if space == .srgb, let r = color.components[0], let g = color.components[1], let b = color.components[2] {
                return FigmaColor(r: r, g: g, b: b, a: alpha)
            }
            let rgb = color.rgb(in: .srgb).rgb
            diagnostics.warning("\(what): Figma variables are sRGB; the \(spaceName) colour is converted", at: value.location(in: file))
            return FigmaColor(r: rgb.red, g: rgb.green, b: rgb.blue, a: alpha)
        }
        if let hex = object["hex"]?.string, let parsed = HexColor(hex) {
            diagnostics.warning("\(what): its components cannot be read; the hex fallback \(hex) is used", at: value.location(in: file))
            return FigmaColor(r: Double(parsed.red) / 255, g: Double(parsed.green) / 255, b: Double(parsed.blue) / 255, a: alpha)
        }
        diagnostics.error("\(what): a colour needs a colorSpace with three components, or a #rrggbb hex", at: value.location(in: file))
        return nil
    }

    /// A Figma extension under either spelling: flat `"com.figma.<key>"` or nested `"com.figma": {"<key>"}`.
    static func figmaExtension(_ key: String, in extensions: JSONValue?) -> JSONValue? {
        guard let object = extensions?.object else { return nil }
        return object["com.figma." + key] ?? object["com.figma"]?.object?[key]
    }

    // MARK: - Assembling

    private static func assemble(collections: [FigmaSnapshot.Collection], tokens: [RawToken],
                                 _ diagnostics: inout DiagnosticCollector) -> FigmaSnapshot {
        // A variable's identity is its Figma ID when the export has one, else collection and name.
        func identity(_ token: RawToken) -> String { token.variableID ?? "name:\(token.collectionName)/\(token.name)" }
        var order: [String] = []
        var grouped: [String: [RawToken]] = [:]
        var byName: [String: [String]] = [:]   // name → identities
        var collectionOfIdentity: [String: String] = [:]
        for token in tokens {
            let id = identity(token)
            if grouped[id] == nil {
                order.append(id)
                byName[token.name, default: []].append(id)
                collectionOfIdentity[id] = token.collectionName
            }
            grouped[id, default: []].append(token)
        }

        func resolve(id: String?, name: String?, collectionName: String?, from token: RawToken) -> FigmaSnapshot.AliasTarget? {
            if let id, let target = grouped[id]?.first {
                return .init(variableID: id, name: target.name, collectionName: target.collectionName)
            }
            guard let name else { return nil }
            let candidates = byName[name] ?? []
            let preferred = collectionName ?? token.collectionName
            let chosen = candidates.first { collectionOfIdentity[$0] == preferred } ?? (candidates.count == 1 ? candidates.first : nil)
            guard let chosen else { return nil }
            return .init(variableID: chosen, name: name, collectionName: collectionOfIdentity[chosen])
        }

        var variables: [FigmaSnapshot.Variable] = []
        for collection in collections {
            for id in order where collectionOfIdentity[id] == collection.name {
                guard let entries = grouped[id], let first = entries.first else { continue }
                var values: [FigmaSnapshot.ModeValue] = []
                for entry in entries {
                    if entry.type != first.type {
                        diagnostics.error("variable '\(entry.name)' is \(entry.type.rawValue) in mode '\(entry.modeName)' but \(first.type.rawValue) in mode '\(first.modeName)'",
                                          at: entry.location, notes: [.init("mode '\(first.modeName)' here", at: first.location)])
                        continue
                    }
                    let value: FigmaSnapshot.Value
                    var substituted: FigmaSnapshot.AliasTarget?
                    switch entry.value {
                    case .literal(let literal):
                        value = .literal(literal)
                    case .alias(let targetID, let targetName, let targetCollection, let fallback):
                        if let target = resolve(id: targetID, name: targetName, collectionName: targetCollection, from: entry) {
                            value = .alias(target)
                        } else if let fallback {
                            diagnostics.warning("variable '\(entry.name)' aliases '\(targetName ?? targetID ?? "?")', which the export does not include; its value is used",
                                                at: entry.location)
                            value = .literal(fallback)
                            substituted = .init(variableID: targetID ?? targetName ?? "?", name: targetName, collectionName: targetCollection)
                        } else {
                            diagnostics.error("variable '\(entry.name)' aliases '\(targetName ?? targetID ?? "?")', which the export does not include",
                                              at: entry.location)
                            continue
                        }
                    }
                    values.append(.init(modeID: entry.modeID, modeName: entry.modeName, value: value, location: entry.location,
                                        substitutedAlias: substituted))
                }
                let modeOrder = collection.modes.map(\.id)
                values.sort { (modeOrder.firstIndex(of: $0.modeID) ?? 0) < (modeOrder.firstIndex(of: $1.modeID) ?? 0) }
                variables.append(.init(id: id, name: first.name, collectionID: collection.id, collectionName: collection.name,
                                       type: first.type, values: values, description: first.description, scopes: first.scopes,
                                       codeSyntax: first.codeSyntax, isHiddenFromPublishing: first.isHidden, location: first.location))
            }
        }
        return FigmaSnapshot(collections: collections, variables: variables)
    }
}
