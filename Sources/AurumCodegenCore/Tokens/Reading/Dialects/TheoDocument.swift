import Foundation

/// Salesforce Theo's token files, read as Theo reads them (`lib/definition.js`): a root of `props`, `aliases`,
/// `global` and `imports` only.
///
/// - `props`: the tokens, an object of name → prop, or an array of props each with a `name`; a prop has
///   `value`, `type`, `category`, optionally `comment` and `meta`.
/// - `global`: merged into every prop (the prop's own members win).
/// - `aliases`: name → value, or → `{"value": …}`; `{!NAME}` anywhere in a prop's value (or another alias) is
///   replaced by the alias's value, as text. Aliases are not tokens themselves; Theo does not output them.
/// - `imports`: files, relative to this one, whose aliases this file's values may use (and whose own imports'
///   aliases). Theo also merges the imported files' props into this file's; here those props are tokens of
///   their own file, read when it is an input (a folder input reads every file).
///
/// The result is the tree `DialectTokenParser` walks: one bare-key token per prop, `comment` as its description,
/// `category`, `meta` and any other member kept in `$extensions["com.salesforce.theo"]`. YAML Theo files are
/// not read (JSON, JSONC and JSON5 are).
struct TheoDocument {
    static let rootMembers: Set<String> = ["props", "aliases", "global", "imports"]
    static let extensionKey = "com.salesforce.theo"

    /// The member that makes `root` a Theo file: `props` or `aliases` among Theo's root members (and `$schema`);
    /// nil otherwise. Beside `props`, other root members that hold no tokens are allowed (the Lightning Design
    /// System's `auraImports`, `auraExtends`: lists and names its own build reads), and ignored with a warning.
    static func evidence(_ root: JSONObject) -> JSONObject.Member? {
        let extra = extraMembers(root)
        if let props = root.member("props"), props.value.object != nil || props.value.array != nil,
           extra.allSatisfy({ !holdsTokens($0.value) }) {
            return props
        }
        guard extra.isEmpty else { return nil }
        if let aliases = root.member("aliases"), aliases.value.object != nil { return aliases }
        return nil
    }

    private static func extraMembers(_ root: JSONObject) -> [JSONObject.Member] {
        root.members.filter { !rootMembers.contains($0.key) && $0.key != "$schema" }
    }

    /// An object holding a token (`value` or `$value` in it or one level down).
    private static func holdsTokens(_ value: JSONValue) -> Bool {
        guard let object = value.object else { return false }
        if object.member("value") != nil || object.member("$value") != nil { return true }
        return object.members.contains { $0.value.object?.member("value") != nil || $0.value.object?.member("$value") != nil }
    }

    let file: String
    let strict: Bool
    var diagnostics = DiagnosticCollector()
    /// Theo constructs met, for the parser's tally (compatible mode) or errors (strict mode).
    var constructs: [(CompatibilityConstruct, SourceLocation)] = []
    /// The prop being read has an alias that cannot be replaced (reported): it is left out.
    private var valueFailed = false

    init(file: String, strict: Bool) {
        self.file = file
        self.strict = strict
    }

    private func loc(_ p: JSONPosition, in file: String? = nil) -> SourceLocation { p.location(in: file ?? self.file) }

    /// The props of `root` as a group of bare-key tokens.
    mutating func tokens(_ root: JSONValue) -> JSONValue {
        guard let object = root.object, Self.evidence(object) != nil else {
            diagnostics.error("a Theo file has \"props\" or \"aliases\" at its root, beside only \"global\" and \"imports\"", at: loc(root.position))
            return JSONValue(.object(JSONObject()), at: root.position)
        }
        let extra = Self.extraMembers(object)
        if let first = extra.first {
            let names = extra.map { "\"\($0.key)\"" }.joined(separator: ", ")
            diagnostics.warning("\(names) \(extra.count == 1 ? "is not a root member" : "are not root members") Theo reads; ignored", at: loc(first.keyPosition))
        }
        var visited: Set<String> = [Self.canonical(file)]
        let aliases = aliasTable(object, file: file, visited: &visited)
        let global = object["global"]?.object ?? JSONObject()
        if let member = object.member("global"), member.value.object == nil {
            diagnostics.error("\"global\" must be an object, found \(member.value.shortDescription)", at: loc(member.keyPosition))
        }
        var tokens: [JSONObject.Member] = []
        for (name, namePosition, prop) in props(object) {
            var members = global.members.filter { prop.member($0.key) == nil }
            if !members.isEmpty { constructs.append((.theoGlobal, loc(namePosition))) }
            members += prop.members
            valueFailed = false
            let built = token(members, aliases: aliases)
            if valueFailed { continue }
            tokens.append(JSONObject.Member(key: name, keyPosition: namePosition,
                                            value: JSONValue(.object(built), at: namePosition)))
        }
        return JSONValue(.object(JSONObject(tokens)), at: root.position)
    }

    /// `props` as (name, where the name is written, prop), from either form.
    private mutating func props(_ root: JSONObject) -> [(String, JSONPosition, JSONObject)] {
        guard let member = root.member("props") else { return [] }
        if let object = member.value.object {
            return object.compactMap { prop in
                guard let value = prop.value.object else {
                    diagnostics.error("Theo prop \"\(prop.key)\" must be an object, found \(prop.value.shortDescription)", at: loc(prop.keyPosition))
                    return nil
                }
                return (prop.key, prop.keyPosition, value)
            }
        }
        guard let array = member.value.array else {
            diagnostics.error("\"props\" must be an object or an array of props, found \(member.value.shortDescription)", at: loc(member.keyPosition))
            return []
        }
        return array.compactMap { element in
            guard let prop = element.object, let name = prop.member("name"), let text = name.value.string else {
                diagnostics.error("a Theo prop in an array must be an object with a \"name\"", at: loc(element.position))
                return nil
            }
            return (text, name.value.position, JSONObject(prop.members.filter { $0.key != "name" }))
        }
    }

    /// One token object: `value` with its aliases replaced, `type` and `comment` as they are, everything else
    /// in `$extensions["com.salesforce.theo"]`.
    private mutating func token(_ members: [JSONObject.Member], aliases: [String: Alias]) -> JSONObject {
        var token: [JSONObject.Member] = [], kept: [JSONObject.Member] = []
        var extensionsPosition: JSONPosition?
        for member in members {
            switch member.key {
            case "value":
                var value = member
                value.value = substituted(member.value, aliases: aliases)
                token.append(value)
            case "type", "comment", "description", "deprecated":
                token.append(member)
            default:
                kept.append(member)
                if extensionsPosition == nil { extensionsPosition = member.keyPosition }
            }
        }
        if let extensionsPosition {
            let theo = JSONObject.Member(key: Self.extensionKey, keyPosition: extensionsPosition,
                                         value: JSONValue(.object(JSONObject(kept)), at: extensionsPosition))
            token.append(JSONObject.Member(key: "$extensions", keyPosition: extensionsPosition,
                                           value: JSONValue(.object(JSONObject([theo])), at: extensionsPosition)))
        }
        return JSONObject(token)
    }

    // MARK: aliases

    struct Alias {
        var value: JSONValue
        var location: SourceLocation
    }

    /// This file's aliases over those of its imports (in order; later imports over earlier ones), as Theo merges them.
    private mutating func aliasTable(_ root: JSONObject, file: String, visited: inout Set<String>) -> [String: Alias] {
        var table: [String: Alias] = [:]
        if let imports = root.member("imports") {
            for path in imports.value.array ?? [] {
                guard let relative = path.string else {
                    diagnostics.error("a Theo import must be a file path, found \(path.shortDescription)", at: loc(path.position, in: file))
                    continue
                }
                constructs.append((.theoImport, loc(path.position, in: file)))
                let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative)
                let shown = (file as NSString).deletingLastPathComponent.isEmpty ? relative : (file as NSString).deletingLastPathComponent + "/" + relative
                guard visited.insert(Self.canonical(url.path)).inserted else { continue }
                if ["yml", "yaml"].contains(url.pathExtension.lowercased()) {
                    diagnostics.error("Theo import \(relative) is YAML; only JSON Theo files are read", at: loc(path.position, in: file))
                    continue
                }
                guard FileManager.default.fileExists(atPath: url.path) else {
                    diagnostics.error("Theo import \(relative) does not exist", at: loc(path.position, in: file))
                    continue
                }
                do {
                    let json = try JSONReader.parse(contentsOf: url, displayPath: shown, options: .tokenFile(url, strict: strict))
                    guard let imported = json.object, Self.evidence(imported) != nil else {
                        diagnostics.error("Theo import \(relative) is not a Theo file (no \"props\" or \"aliases\" at its root)", at: loc(path.position, in: file))
                        continue
                    }
                    table.merge(aliasTable(imported, file: shown, visited: &visited)) { _, new in new }
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            if imports.value.array == nil {
                diagnostics.error("\"imports\" must be an array of file paths, found \(imports.value.shortDescription)", at: loc(imports.keyPosition, in: file))
            }
        }
        for alias in root["aliases"]?.object ?? JSONObject() {
            let value = alias.value.object?["value"] ?? alias.value
            table[alias.key] = Alias(value: value, location: loc(alias.keyPosition, in: file))
        }
        return table
    }

    /// `value` with every `{!NAME}` in its strings replaced by the alias's value (an alias's own aliases first).
    private mutating func substituted(_ value: JSONValue, aliases: [String: Alias], resolving: [String] = []) -> JSONValue {
        switch value.kind {
        case .string(let text):
            guard text.contains("{!") else { return value }
            if resolving.isEmpty { constructs.append((.theoAlias, loc(value.position))) }
            // A value that is one alias whole takes the alias's value as it is (a number stays a number).
            if let name = Self.wholeAlias(text), let alias = aliases[name], !resolving.contains(name) {
                return substituted(JSONValue(alias.value.kind, at: value.position), aliases: aliases, resolving: resolving + [name])
            }
            var result = "", rest = Substring(text)
            while let open = rest.range(of: "{!"), let close = rest[open.upperBound...].firstIndex(of: "}") {
                result += rest[..<open.lowerBound]
                let name = String(rest[open.upperBound..<close])
                if resolving.contains(name) {
                    diagnostics.error("circular Theo alias: \((resolving + [name]).joined(separator: " → "))", at: loc(value.position))
                    valueFailed = true
                    return value
                }
                guard let alias = aliases[name] else {
                    diagnostics.error("unknown Theo alias {!\(name)}: no alias of that name in this file or its imports", at: loc(value.position))
                    valueFailed = true
                    return value
                }
                let replaced = substituted(JSONValue(alias.value.kind, at: value.position), aliases: aliases, resolving: resolving + [name])
                result += Self.text(of: replaced.kind)
                rest = rest[rest.index(after: close)...]
            }
            return JSONValue(.string(result + rest), at: value.position)
        case .array(let items):
            return JSONValue(.array(items.map { substituted($0, aliases: aliases, resolving: resolving) }), at: value.position)
        case .object(let object):
            var copy = object
            for i in copy.members.indices { copy.members[i].value = substituted(copy.members[i].value, aliases: aliases, resolving: resolving) }
            return JSONValue(.object(copy), at: value.position)
        default:
            return value
        }
    }

    /// A value as it reads inside a string: Theo replaces aliases as text.
    static func text(of kind: JSONValue.Kind) -> String {
        switch kind {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let bool): bool ? "true" : "false"
        case .null, .array, .object: ""
        }
    }

    /// `NAME` when `text` is `{!NAME}` and nothing else.
    static func wholeAlias(_ text: String) -> String? {
        guard text.hasPrefix("{!"), text.hasSuffix("}"), text.count > 3 else { return nil }
        let name = text.dropFirst(2).dropLast()
        return name.contains("}") || name.contains("{") ? nil : String(name)
    }

    static func canonical(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
