import Foundation

/// How many tokens of each type a set's files hold, counted from the files themselves with Foundation's JSON
/// reader and none of the reader under test: what the generated output must account for.
///
/// A token is an object with `$value`; in a file that has no `$value` anywhere (Style Dictionary and Tokens Studio
/// legacy), an object with `value`. Its type is its own `$type`/`type` or the nearest group's; an alias without one
/// takes its target's. Tokens whose type is none of DTCG 2025.10's (untyped values, dialect and custom types) are
/// counted under `other`: the reader may give them any type, so only the total says whether they were kept.
struct CorpusTokenCount: CustomStringConvertible {
    static let dtcgTypes: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                                         "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
    static let other = "other"

    var byType: [String: Int] = [:]
    var total: Int { byType.values.reduce(0, +) }
    var description: String { byType.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") }

    /// The tokens of `inputs` (files, folders or one resolver), each path counted once however many files define it.
    static func of(_ inputs: [URL]) throws -> CorpusTokenCount {
        var walker = Walker()
        for input in inputs { try walker.add(input) }
        var count = walker.count()
        count.undefinedReferences = walker.undefinedReferences()
        return count
    }

    /// Target → the tokens that reference it, for every reference no token of the set defines.
    var undefinedReferences: [String: Set<String>] = [:]

    struct Unreadable: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is not JSON the count can read" }
    }

    fileprivate struct Walker {
        /// Path → declared type (nil: none) and the alias its whole value is, if it is one.
        var tokens: [String: (type: String?, alias: String?)] = [:]
        /// Path → every `{reference}` anywhere in its value.
        var references: [String: Set<String>] = [:]

        mutating func add(_ url: URL) throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { throw Unreadable(path: url.path) }
            if isDirectory.boolValue { return try addFolder(url) }
            if url.lastPathComponent.hasSuffix(".resolver.json") { return try addResolver(url) }
            try addTokens(Self.read(url))
        }

        /// Every JSON file below the folder except Tokens Studio's project files (`$themes.json`, `$metadata.json`);
        /// with `$themes.json`, only the token sets some theme enables (a `source` set is read for its references
        /// only, and Tokens Studio does not output it).
        mutating func addFolder(_ folder: URL) throws {
            let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { ["json", "json5", "jsonc"].contains($0.pathExtension) }
                .sorted { $0.path < $1.path }
            let enabled = try Self.enabledSets(folder)
            for file in files where !file.lastPathComponent.hasPrefix("$") && !file.lastPathComponent.hasSuffix(".resolver.json") {
                if let enabled {
                    let relative = String(file.path.dropFirst(folder.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                    guard enabled.contains((relative as NSString).deletingPathExtension) else { continue }
                }
                try addTokens(Self.read(file))
            }
        }

        static func enabledSets(_ folder: URL) throws -> Set<String>? {
            let url = folder.appendingPathComponent("$themes.json")
            guard FileManager.default.fileExists(atPath: url.path), let themes = try read(url) as? [[String: Any]] else { return nil }
            var enabled = Set<String>()
            for theme in themes {
                for (set, state) in theme["selectedTokenSets"] as? [String: String] ?? [:] where state == "enabled" { enabled.insert(set) }
            }
            return enabled
        }

        /// A DTCG resolver: every file a `$ref` names and every inline token object among the sources.
        mutating func addResolver(_ url: URL) throws {
            let base = url.deletingLastPathComponent()
            let document = try Self.read(url)
            func visit(_ value: Any) throws {
                if let object = value as? [String: Any] {
                    if let ref = object["$ref"] as? String {
                        if !ref.hasPrefix("#") {
                            try add(base.appendingPathComponent(String(ref.split(separator: "#").first ?? "")))
                        } else if !ref.hasPrefix("#/sets/") && !ref.hasPrefix("#/modifiers/"), let target = Self.pointer(ref, in: document) {
                            // A same-document source (`#/$defs/…`): the tokens it points at.
                            addTokens(target)
                        }
                        return
                    }
                    for (key, child) in object {
                        if key == "sources", let sources = child as? [Any] {
                            for source in sources {
                                if let inline = source as? [String: Any], inline["$ref"] == nil { addTokens(inline) } else { try visit(source) }
                            }
                        } else if key == "contexts", let contexts = child as? [String: Any] {
                            for sources in contexts.values {
                                for source in sources as? [Any] ?? [] {
                                    if let inline = source as? [String: Any], inline["$ref"] == nil { addTokens(inline) } else { try visit(source) }
                                }
                            }
                        } else if key != "$extensions" {
                            try visit(child)
                        }
                    }
                } else if let array = value as? [Any] {
                    for element in array { try visit(element) }
                }
            }
            try visit(document)
        }

        /// The value a same-document JSON Pointer (`#/a/b~1c`) names.
        static func pointer(_ ref: String, in document: Any) -> Any? {
            var current: Any? = document
            for token in ref.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
                let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                if let object = current as? [String: Any] { current = object[key] }
                else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) { current = array[index] }
                else { return nil }
            }
            return current
        }

        mutating func addTokens(_ document: Any) {
            guard let root = document as? [String: Any] else { return }
            let legacy = !Self.contains(key: "$value", in: root)
            walk(root, path: [], inherited: nil, legacy: legacy)
        }

        mutating func walk(_ group: [String: Any], path: [String], inherited: String?, legacy: Bool) {
            let typeKey = legacy ? "type" : "$type"
            let groupType = (group[typeKey] as? String) ?? inherited
            for (key, child) in group where !key.hasPrefix("$") || key == "$root" {
                guard let object = child as? [String: Any] else { continue }
                let childPath = path + [key]
                let isToken = legacy ? (object["value"] != nil || Self.isSetToken(object)) : object["$value"] != nil
                if isToken {
                    let value = legacy ? object["value"] : object["$value"]
                    let type = (object[typeKey] as? String) ?? groupType
                    let name = childPath.joined(separator: ".")
                    if tokens[name]?.type == nil {
                        // CSS text no DTCG value holds (a gradient in a colour token) has no DTCG type to count.
                        let cssText = (value as? String).map { $0.contains("-gradient(") } ?? false
                        tokens[name] = (cssText ? nil : type, (value as? String).flatMap(Self.aliasTarget))
                    }
                    references[name, default: []].formUnion(Self.references(in: value as Any))
                    // Tokens beside a token's value are tokens under it (DTCG 2025.10 writes the outer one as `$root`).
                    let children = object.filter { key, value in
                        !key.hasPrefix("$") && key != "value" && ((value as? [String: Any]).map { legacy ? $0["value"] != nil : $0["$value"] != nil } ?? false)
                    }
                    if !children.isEmpty { walk(children, path: childPath, inherited: type, legacy: legacy) }
                } else {
                    walk(object, path: childPath, inherited: groupType, legacy: legacy)
                }
            }
        }

        /// A token whose values are per mode in `sets` (Spectrum: `{"sets": {"light": {"value": …}, …}}`).
        static func isSetToken(_ object: [String: Any]) -> Bool {
            guard let sets = object["sets"] as? [String: Any], !sets.isEmpty else { return false }
            return sets.values.allSatisfy { ($0 as? [String: Any]).map { $0["value"] != nil || isSetToken($0) } ?? false }
        }

        /// `{a.b}` (and the legacy `{a.b.value}`) → `a.b`; nil for anything else.
        static func aliasTarget(_ value: String) -> String? {
            guard value.hasPrefix("{"), value.hasSuffix("}"), value.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" }) else { return nil }
            let target = String(value.dropFirst().dropLast())
            return target.hasSuffix(".value") ? String(target.dropLast(6)) : target
        }

        /// Every alias in a value, at any depth (a composite's members): strings that are `{a.b}` whole, as DTCG
        /// defines an alias; braces inside longer text are not references in DTCG.
        static func references(in value: Any) -> Set<String> {
            if let string = value as? String { return aliasTarget(string).map { [$0] } ?? [] }
            if let object = value as? [String: Any] { return object.values.reduce(into: []) { $0.formUnion(references(in: $1)) } }
            if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(references(in: $1)) } }
            return []
        }

        static func contains(key: String, in value: Any) -> Bool {
            if let object = value as? [String: Any] { return object[key] != nil || object.values.contains { contains(key: key, in: $0) } }
            if let array = value as? [Any] { return array.contains { contains(key: key, in: $0) } }
            return false
        }

        /// The type a token ends with: its own, else its alias target's (followed through chains, cycles give none).
        /// An alias whose declared type is not its target's is counted under `other`: the reader converts it
        /// (number ↔ dimension) or, where the format's types are advisory, gives it the target's type.
        func type(of name: String) -> String? {
            guard let token = tokens[name] else { return nil }
            guard let alias = token.alias else { return token.type }
            var current = alias, seen: Set<String> = [name]
            while seen.insert(current).inserted, let target = tokens[current] {
                if let type = target.type {
                    return token.type == nil || token.type == type ? type : nil
                }
                guard let next = target.alias else { return nil }
                current = next
            }
            return nil
        }

        func undefinedReferences() -> [String: Set<String>] {
            var result: [String: Set<String>] = [:]
            for (token, targets) in references {
                for target in targets where tokens[target] == nil { result[target, default: []].insert(token) }
            }
            return result
        }

        func count() -> CorpusTokenCount {
            var result = CorpusTokenCount()
            for name in tokens.keys {
                let type = type(of: name).flatMap { CorpusTokenCount.dtcgTypes.contains($0) ? $0 : nil } ?? CorpusTokenCount.other
                result.byType[type, default: 0] += 1
            }
            return result
        }

        static func read(_ url: URL) throws -> Any {
            let data = try Data(contentsOf: url)
            if let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return value }
            // JSONC and JSON5: Foundation's JSON5 reader, through JSONDecoder.
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            guard let value = try? decoder.decode(AnyJSON.self, from: data) else { throw Unreadable(path: url.path) }
            return value.value
        }
    }
}

/// Any JSON value decoded into Foundation's untyped form (dictionaries, arrays, strings, numbers, booleans, NSNull).
struct AnyJSON: Decodable {
    var value: Any

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var result: [String: Any] = [:]
            for key in object.allKeys { result[key.stringValue] = try object.decode(AnyJSON.self, forKey: key).value }
            value = result
        } else if var array = try? decoder.unkeyedContainer() {
            var result: [Any] = []
            while !array.isAtEnd { result.append(try array.decode(AnyJSON.self).value) }
            value = result
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { value = NSNull() }
            else if let bool = try? single.decode(Bool.self) { value = bool }
            else if let number = try? single.decode(Double.self) { value = number }
            else { value = try single.decode(String.self) }
        }
    }
}
