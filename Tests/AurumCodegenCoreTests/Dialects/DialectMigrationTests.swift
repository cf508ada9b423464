import Foundation
import Testing
@testable import AurumCodegenCore

/// `migrate` on every dialect fixture, then `generate` from what it wrote: the Swift is byte-identical to
/// generating from the originals (but for the header line, which names the input files), and the written
/// files are DTCG 2025.10 that even strict mode reads without a complaint.
@Suite struct DialectMigrationTests {
    static func migrated(_ c: DialectGenerationTests.Case) throws -> (result: TokenMigration.Result, directory: URL) {
        let result = try TokenMigration.migrate(inputs: c.inputs.map { TestPaths.repoRoot.appendingPathComponent($0) }, options: c.reading,
                                                name: c.name)
        let directory = try SwiftCompiler.temporaryDirectory("migrated-\(c.name)")
        _ = try OutputWriter().write(result.files, to: directory)
        return (result, directory)
    }

    @Test(arguments: DialectGenerationTests.cases) func generatingFromTheMigratedFilesGivesTheSameSwift(_ c: DialectGenerationTests.Case) throws {
        let (_, directory) = try Self.migrated(c)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try DialectGenerationTests.files(c)
        var configuration = DialectGenerationTests.configuration(c, inputs: [])
        configuration.tokens = TokensConfiguration(source: .resolver(directory.appendingPathComponent("\(c.name).resolver.json").path))
        let generator = Generator(configuration: configuration)
        let roundTrip = try generator.swiftFiles(for: try generator.loadTokens())

        #expect(roundTrip.map(\.relativePath) == original.map(\.relativePath))
        for (a, b) in zip(original, roundTrip) {
            let (headerA, bodyA) = Self.split(a.contents), (headerB, bodyB) = Self.split(b.contents)
            #expect(bodyA == bodyB, "\(c.name)/\(a.relativePath) differs after migrate")
            // The header differs only in the input it names.
            #expect(Self.withoutInputs(headerA) == Self.withoutInputs(headerB), "\(headerA) / \(headerB)")
        }
    }

    @Test(arguments: DialectGenerationTests.cases) func theMigratedFilesAreDTCG2025(_ c: DialectGenerationTests.Case) throws {
        let (_, directory) = try Self.migrated(c)
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolver = directory.appendingPathComponent("\(c.name).resolver.json")
        let strict = TokenLoader.check(inputs: [resolver], options: TokenLoadOptions(strict: true))
        #expect(!strict.inputs.isEmpty && strict.inputs.allSatisfy { $0.detection.dialect == .dtcg2025 })
        // No compatible-mode construct, no error: only warnings 2025.10 itself gives (a token missing in a context).
        #expect(!strict.diagnostics.contains { $0.severity == .error }, "\(strict.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(!strict.diagnostics.contains { $0.message.contains("aurum-codegen migrate") })
    }

    @Test func whatMigrateWrites() throws {
        let single = try Self.migrated(DialectGenerationTests.cases.first { $0.name == "TokensStudioSingleFile" }!)
        defer { try? FileManager.default.removeItem(at: single.directory) }
        func json(_ path: String, in directory: URL) throws -> JSONValue {
            try JSONReader.parse(contentsOf: directory.appendingPathComponent(path), displayPath: path)
        }
        // One file per set beside the resolver; the source set referenced as such.
        #expect(single.result.files.map(\.relativePath).sorted()
                == ["TokensStudioSingleFile.resolver.json", "components.tokens.json", "core.tokens.json", "dark.tokens.json", "light.tokens.json"])
        let resolver = try json("TokensStudioSingleFile.resolver.json", in: single.directory)
        #expect(resolver["sets"]?["core"]?["sources"]?.array?.first?["$extensions"]?["com.aurum.codegen"]?["referenceOnly"]?.bool == true)
        #expect(resolver["modifiers"]?["Mode"]?["default"]?.string == "Light")
        let core = try json("core.tokens.json", in: single.directory)
        // Math: the computed value, the expression kept.
        #expect(core["spacing"]?["sm"]?["$value"] == GeneratedJSON.object([("value", GeneratedJSON.number(JSONNumber(8))), ("unit", GeneratedJSON.string("px"))]).withPositions(of: core["spacing"]?["sm"]?["$value"]))
        #expect(core["spacing"]?["sm"]?["$extensions"]?["com.aurum.codegen"]?["expression"]?.string == "{spacing.base} * 2")
        // An alias stays an alias; a description is kept; a boolean is group extension data.
        #expect(core["borderWidth"]?["thick"]?["$type"]?.string == "dimension")
        #expect(core["colors"]?["white"]?["$description"]?.string == "Pure white.")
        #expect(core["boolean"]?["$extensions"]?["com.aurum.codegen"]?["values"]?["compact"]?["$value"]?.bool == false)
        let light = try json("light.tokens.json", in: single.directory)
        #expect(light["bg"]?["default"]?["$value"]?.string == "{colors.white}")
        #expect(light["bg"]?["hover"]?["$extensions"]?["com.aurum.codegen"]?["modify"]?["type"]?.string == "darken")
        #expect(light["bg"]?["hover"]?["$value"]?["colorSpace"]?.string == "lch")
        let components = try json("components.tokens.json", in: single.directory)
        // Typography: Tokens Studio's extra members dropped, kept in extensions; a missing one filled and listed.
        #expect(components["button"]?["label"]?["$extensions"]?["com.aurum.codegen"]?["dropped"]?["textCase"]?.string == "{textCase.upper}")
        #expect(components["code"]?["$extensions"]?["com.aurum.codegen"]?["defaulted"]?.array?.map(\.string) == ["letterSpacing"])
        // A member reference that reads the same stays a reference; one that is converted (a px line height) does not.
        #expect(components["button"]?["label"]?["$value"]?["fontFamily"]?.string == "{fontFamilies.body}")
        #expect(components["code"]?["$value"]?["lineHeight"]?.number?.text == "1.714286")
        // The composition token has no DTCG counterpart and is not written.
        #expect(components["button"]?["hover-style"] == nil)

        // A computed colour depending on two modifiers: per-combination values, and a warning.
        let multi = try Self.migrated(DialectGenerationTests.cases.first { $0.name == "TokensStudioMultiFile" }!)
        defer { try? FileManager.default.removeItem(at: multi.directory) }
        let card = try json("components/card.tokens.json", in: multi.directory)
        let values = card["card"]?["accent"]?["$extensions"]?["com.aurum.codegen"]?["contextValues"]?.object
        #expect(values?.keys == ["Mode=Light,Brand=Aurora", "Mode=Dark,Brand=Lumen", "Mode=Dark,Brand=Aurora"])
        // One warning per file, naming the count and the first token.
        let differing = multi.result.warnings.filter { $0.message.contains("by context in ways DTCG's resolver cannot express") }
        #expect(differing.count == 1)
        #expect(differing.first?.message.hasPrefix("1 token's value differs") == true && differing.first?.message.contains("first card.accent") == true)

        // Style Dictionary: comment → $description, attributes kept, .value references as plain aliases.
        let sd = try Self.migrated(DialectGenerationTests.cases.first { $0.name == "StyleDictionary3" }!)
        defer { try? FileManager.default.removeItem(at: sd.directory) }
        let base = try json("color/base.tokens.json", in: sd.directory)
        #expect(base["color"]?["brand"]?["$value"]?.string == "{color.base.purple.medium}")
        #expect(base["color"]?["brand"]?["$description"]?.string == "Referenced the Style Dictionary 3 way, with .value.")
        #expect(base["color"]?["brand"]?["$extensions"]?["com.styledictionary.attributes"]?["figmaName"]?.string == "Brand/Primary")
    }

    /// A token whose value depends on one modifier, declared in a set the modifier's contexts override:
    /// migrate writes an override into each context's file instead of aurum-codegen's extension.
    @Test func aValueThatDependsOnOneModifierBecomesOverridesInItsContextFiles() throws {
        let directory = try SwiftCompiler.temporaryDirectory("one-modifier")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        func write(_ name: String, _ text: String) throws { try text.write(to: project.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try write("$themes.json", """
            [ { "name": "Light", "group": "Mode", "selectedTokenSets": { "global": "enabled", "light": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "global": "enabled", "dark": "enabled" } } ]
            """)
        try write("$metadata.json", #"{ "tokenSetOrder": ["global", "light", "dark"] }"#)
        try write("global.json", #"{ "base": { "value": "4", "type": "spacing" }, "gap": { "value": "{base} * 2", "type": "spacing" } }"#)
        try write("light.json", #"{ "base": { "value": "4", "type": "spacing" } }"#)
        try write("dark.json", #"{ "base": { "value": "5", "type": "spacing" } }"#)
        let result = try TokenMigration.migrate(inputs: [project], name: "project")
        let out = directory.appendingPathComponent("out")
        _ = try OutputWriter().write(result.files, to: out)
        let dark = try JSONReader.parse(contentsOf: out.appendingPathComponent("dark.tokens.json"), displayPath: "dark.tokens.json")
        #expect(dark["gap"]?["$value"]?["value"]?.number?.text == "10")
        let global = try JSONReader.parse(contentsOf: out.appendingPathComponent("global.tokens.json"), displayPath: "global.tokens.json")
        #expect(global["gap"]?["$extensions"]?["com.aurum.codegen"]?["contextValues"] == nil)
        #expect(global["gap"]?["$value"]?["value"]?.number?.text == "8")
        #expect(!result.warnings.contains { $0.message.contains("cannot express") })
        // And it resolves as before.
        let original = try TokenLoader.load(files: [project])
        let migrated = try TokenLoader.load(resolver: out.appendingPathComponent("project.resolver.json"))
        for context in original.contexts {
            #expect(original.token("gap")?.value(in: context) == migrated.token("gap")?.value(in: context), "\(context)")
        }
    }

    static func split(_ contents: String) -> (String, String) {
        guard let newline = contents.firstIndex(of: "\n") else { return (contents, "") }
        return (String(contents[..<newline]), String(contents[newline...]))
    }

    static func withoutInputs(_ header: String) -> String {
        header.replacingOccurrences(of: #" from .*\. Do not edit\."#, with: " from <inputs>. Do not edit.", options: .regularExpression)
    }
}

extension JSONValue {
    /// `self` compared by value: generated JSON has no positions, parsed JSON has them.
    func withPositions(of other: JSONValue?) -> JSONValue? {
        guard let other else { return nil }
        return DTCGJSONRenderer.render(self) == DTCGJSONRenderer.render(other) ? other : self
    }
}
