import Foundation
import Testing
@testable import AurumCodegenCore

/// The real sets of ../shared/corpus whose aliases are what the alias rules are for: Style Dictionary's
/// advisory types (patternfly), Tokens Studio's number aliasing a dimension (digdir), display-name references
/// (figma/sds), and a reference no file defines (the DTCG playground's Primer, with and without skipInvalid).
@Suite struct AliasCorpusTests {
    static func corpus(_ relative: String) throws -> URL { try TestPaths.sharedFile("corpus/" + relative) }

    static func swiftTypeChecks(_ inputs: [URL], name: String) throws {
        var swift = SwiftConfiguration()
        swift.options.prefix = "Corpus"
        let generator = Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot,
                                                                    tokens: TokensConfiguration(source: .files(inputs.map(\.path))), swift: swift))
        let files = try generator.swiftFiles(for: try generator.loadTokens())
        let directory = try SwiftCompiler.temporaryDirectory("alias-corpus-\(name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck"] + files.map(\.relativePath), in: directory)
    }

    static func count(_ diagnostics: [Diagnostic], _ phrase: String) -> Int {
        diagnostics.filter { $0.message.contains(phrase) }.compactMap { Int($0.message.prefix { $0.isNumber }) }.reduce(0, +)
    }

    /// Style Dictionary `type: number` aliasing font-family, timing-function and text-decoration strings.
    @Test func patternflyAliasesTakeTheirTargetsType() throws {
        let folder = try Self.corpus("patternfly-design-tokens/packages/module/tokens/default/light")
        let set = try TokenLoader.load(files: [folder])
        let adopted = Self.count(set.diagnostics, "take the target's type") + Self.count(set.diagnostics, "takes the target's type")
        // Derived from the files: tokens declared "number" whose value is a whole alias of a "string" token.
        var declared: [String: String] = [:], aliases: [(type: String, target: String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            Self.walk(try JSONReader.parse(contentsOf: folder.appendingPathComponent(name), displayPath: name), path: [], valueKey: "value") { key, token in
                guard let type = token["type"]?.string else { return }
                declared[key] = type
                if let s = token["value"]?.string, case .alias(let target) = TokenPath.curly(s) {
                    aliases.append((type, target.hasSuffix(".value") ? String(target.dropLast(6)) : target))
                }
            }
        }
        let expected = aliases.filter { $0.type == "number" && declared[$0.target] == "string" }.count
        #expect(expected > 0 && adopted == expected, "\(adopted) adopted, \(expected) in the files")
        try Self.swiftTypeChecks([folder], name: "patternfly")
    }

    /// Tokens Studio `$type: number` aliasing dimensions: read as their px value.
    @Test func digdirNumbersAliasingDimensionsConvert() throws {
        let folder = try Self.corpus("tokens-studio/digdir-designsystemet/design-tokens")
        let set = try TokenLoader.load(files: [folder])
        #expect(!set.diagnostics.contains { $0.message.contains(" token, but ") })
        #expect(Self.count(set.diagnostics, "take its value converted") + Self.count(set.diagnostics, "takes its value converted") > 0)
        let base = set.tokens.first { $0.path == ["_size", "base"] }
        #expect(base?.type == .number)
        #expect(base?.values.values.allSatisfy { if case .number = $0 { true } else { false } } == true)
    }

    /// `{@typography_primitives.Scale 03}` for the key `scale-03`: every such reference resolves.
    @Test func figmaSDSDisplayNameReferencesResolve() throws {
        let file = try Self.corpus("figma-sds/tokens.json")
        let set = try TokenLoader.load(files: [file])
        // Derived from the file: curly references whose path is not a key as written.
        let json = try JSONReader.parse(contentsOf: file, displayPath: "tokens.json")
        var keys = Set<String>(), references: [(target: String, standardType: Bool)] = []
        Self.walk(json, path: [], valueKey: "$value") { key, token in
            keys.insert(key)
            let standard = token["$type"]?.string.flatMap(TokenType.init(rawValue:))?.isStandard ?? false
            if let s = token["$value"]?.string, case .alias(let target) = TokenPath.curly(s) { references.append((target, standard)) }
            for member in token["$value"]?.object ?? JSONObject() {
                if let s = member.value.string, case .alias(let target) = TokenPath.curly(s) { references.append((target, standard)) }
            }
        }
        // Those of DTCG-typed tokens at least; the file's tokens of type "unknown" may or may not be read.
        let byDisplayName = references.filter { !keys.contains($0.target) }
        let counted = Self.count(set.diagnostics, "name their target by its display name")
        #expect(byDisplayName.filter(\.standardType).count > 0)
        #expect(counted >= byDisplayName.filter(\.standardType).count && counted <= byDisplayName.count)
        try Self.swiftTypeChecks([file], name: "figma-sds")
    }

    /// Primer's playground resolver names three files upstream leaves out: each token whose alias no file
    /// defines is an error, or with skipInvalid a warning naming it, its dependants with it.
    @Test func primerTokensWithUndefinedReferences() throws {
        let resolver = try Self.corpus("dtcg-2025.10-playground/github-primer/primer.resolver.json")
        let folder = resolver.deletingLastPathComponent()
        // Derived from the files the resolver names: tokens whose value (or a member) is an alias of no token.
        var files: [String] = []
        func refs(_ value: JSONValue) {
            if let object = value.object {
                for m in object { if m.key == "$ref", let s = m.value.string, s.hasSuffix(".json") { files.append(s) } else { refs(m.value) } }
            } else if let items = value.array { items.forEach(refs) }
        }
        refs(try JSONReader.parse(contentsOf: resolver, displayPath: "primer.resolver.json"))
        var defined = Set<String>(), aliases: [(key: String, target: String)] = []
        for file in Set(files) {
            Self.walk(try JSONReader.parse(contentsOf: folder.appendingPathComponent(file), displayPath: file), path: [], valueKey: "$value") { key, token in
                defined.insert(key)
                guard let value = token["$value"] else { return }
                for s in [value.string].compactMap({ $0 }) + (value.object?.members ?? []).compactMap(\.value.string)
                    + (value.array ?? []).flatMap({ $0.object?.members ?? [] }).compactMap(\.value.string) {
                    if case .alias(let target) = TokenPath.curly(s) { aliases.append((key, target)) }
                }
            }
        }
        let undefined = Set(aliases.filter { !defined.contains($0.target) }.map(\.key))
        #expect(undefined.contains("overlay.borderRadius") && undefined.count > 10)

        let errors = TokenLoader.check(inputs: [resolver]).diagnostics.filter { $0.severity == .error && $0.message.hasPrefix("unknown alias target") }
        #expect(errors.count == aliases.filter { !defined.contains($0.target) }.count)

        var options = TokenLoadOptions()
        options.skipInvalid = true
        let set = try TokenLoader.load(resolver: resolver, options: options)
        let skippedForAlias = Set(set.diagnostics.filter { $0.message.contains(": unknown alias target") }.map { String($0.message.dropFirst("skipped ".count).prefix { $0 != ":" }) })
        #expect(skippedForAlias == undefined)
        #expect(set.diagnostics.contains { $0.message == "skipped border.open.emphasis: depends on border.success.emphasis, which is skipped" })
        let kept = Set(set.tokens.map { $0.path.joined(separator: ".") })
        #expect(kept.isDisjoint(with: undefined))
        #expect(set.skipped.total >= undefined.count)
    }

    /// Every token object (`valueKey` present) with its dotted key.
    static func walk(_ value: JSONValue, path: [String], valueKey: String, _ visit: (String, JSONObject) -> Void) {
        guard let object = value.object else { return }
        if object[valueKey] != nil, !path.isEmpty { visit(path.joined(separator: "."), object); return }
        for member in object where !member.key.hasPrefix("$") { walk(member.value, path: path + [member.key], valueKey: valueKey, visit) }
    }
}
