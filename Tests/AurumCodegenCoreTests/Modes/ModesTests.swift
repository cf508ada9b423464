import AurumCodegenFixtures
import Foundation
import Testing
@testable import AurumCodegenCore

/// Modes at real scale: each token resolves over the modifiers it depends on (its own sets and contexts, and those of
/// its alias chain), the Swift for it names those modifiers only, and bad inputs are diagnosed where they are written.
@Suite struct ModesTests {
    static let fixtures = "Tests/AurumCodegenCoreTests/Fixtures/Modes/"

    static func configuration(_ inputs: [String], directory: URL = TestPaths.repoRoot) -> AurumConfiguration {
        var swift = SwiftConfiguration()
        swift.options.prefix = "Chain"
        swift.options.accessLevel = .public
        return AurumConfiguration(file: "aurum-codegen.json", directory: directory, tokens: TokensConfiguration(source: .files(inputs)), swift: swift)
    }

    static var chain: Generator { Generator(configuration: configuration([fixtures + "chain/modes.resolver.json"])) }

    // MARK: 0, 1 and 3 modifiers through an alias chain crossing collections

    @Test func eachTokenDependsOnTheModifiersOfItsOwnContextsAndAliasChain() throws {
        let set = try Self.chain.loadTokens()
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics)")
        func axes(_ path: String) -> [String]? { set.token(path)?.axes?.names }
        #expect(set.token("radius.card")?.axes == nil)
        #expect(set.token("radius.card")?.isModeDependent == false)
        #expect(axes("brand.primary") == ["brand"])
        #expect(axes("theme.surface") == ["theme"])
        #expect(axes("theme.accent") == ["brand", "theme"])
        #expect(axes("button.padding") == ["density"])
        #expect(axes("button.fill") == ["brand", "theme", "density"])
        // Each token over its own combinations only: 1 + 2×2 (brand) + 2 (surface) + 4 (accent) + 2 (padding) + 8 (fill).
        #expect(set.resolvedCombinations == 21)
        let fill = try #require(set.token("button.fill"))
        #expect(fill.values.count == 8)
        func key(_ brand: String, _ theme: String, _ density: String) -> ContextKey {
            ["brand": brand, "theme": theme, "density": density]
        }
        // regular: {theme.accent} → light: {brand.primary}, dark: {brand.secondary}; compact: {brand.secondary}.
        func hex(_ context: ContextKey) -> String? { if case .color(let c)? = fill.value(in: context) { c.hex } else { nil } }
        #expect(hex(key("aurora", "light", "regular")) == "#6b4eff")
        #expect(hex(key("aurora", "dark", "regular")) == "#ff6b9a")
        #expect(hex(key("boreal", "light", "regular")) == "#0e7c86")
        #expect(hex(key("boreal", "light", "compact")) == "#f2a541")
        #expect(fill.alias(in: key("aurora", "light", "regular")) == ["theme", "accent"])
        #expect(fill.alias(in: key("aurora", "light", "compact")) == ["brand", "secondary"])
        // A context naming fewer modifiers reads the others at their defaults.
        #expect(hex(["theme": "dark"]) == "#ff6b9a")
    }

    @Test func swiftMatchesTheReferenceAndTypeChecks() throws {
        let generator = Self.chain
        let files = try generator.swiftFiles(for: try generator.loadTokens())
        try ReferenceFiles.check(files, against: "Modes/Chain")
        let swift = files.map(\.contents).joined()
        #expect(swift.contains("public static var card: ChainDimension { ChainDimension(points: 8) }"))
        #expect(swift.contains("public static var primary: ChainModal<ChainColor> {\n        ChainModal<ChainColor>(\n            aurora: "))
        #expect(swift.contains("ChainModal<ChainColor>(\n            auroraLightRegular: "))
        #expect(swift.contains("self.init(modifiers: [0, 1, 2], values: [auroraLightRegular, auroraLightCompact,"))
        let directory = try SwiftCompiler.temporaryDirectory("modes-chain")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    // MARK: bad input

    static func diagnostics(_ name: String) -> [Diagnostic] {
        TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent(fixtures + "bad/\(name)")]).diagnostics.filter { $0.severity == .error }
    }

    @Test func aCycleThroughDifferentModifiersContextsIsAnErrorInThatCombination() throws {
        let errors = Self.diagnostics("cycle.resolver.json")
        #expect(errors.map(\.message) == ["circular alias: loop.b → loop.a → loop.b", "circular alias: loop.a → loop.b → loop.a"])
        #expect(errors.map { "\(($0.location?.file as NSString?)?.lastPathComponent ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
                == ["cycle-density-compact.tokens.json:1:38", "cycle-theme-dark.tokens.json:1:38"])
        #expect(errors.allSatisfy { $0.notes.map(\.message) == ["in context theme=dark,density=compact"] })
    }

    @Test func aContextValueForAContextNoModifierDefinesIsAnError() throws {
        let errors = Self.diagnostics("context.resolver.json")
        #expect(errors.map(\.message) == ["contextValues of ink name the context 'theme=dim', but modifier 'theme' has no context 'dim' (its contexts: light, dark)"])
        #expect(errors.first?.location?.line == 5 && errors.first?.location?.column == 77)
    }

    @Test func aModifierDefaultThatIsNotOneOfItsContextsIsAnError() throws {
        let errors = Self.diagnostics("default.resolver.json")
        #expect(errors.map(\.message) == ["default a string \"dim\" of modifier \"theme\" is not one of its contexts: light, dark"])
        #expect(errors.first?.location?.line == 9 && errors.first?.location?.column == 7)
    }

    /// Thirteen two-context modifiers along one alias chain: 8,192 combinations for its last token, one error naming
    /// them; the token before it (4,096) and the rest resolve.
    @Test func aTokenOverThePerTokenLimitIsOneErrorNamingItsModifiers() throws {
        let directory = try SwiftCompiler.temporaryDirectory("modes-limit")
        defer { try? FileManager.default.removeItem(at: directory) }
        var modifiers: [String] = [], order: [String] = []
        for i in 0..<13 {
            let previous = i == 0 ? "1" : "\"{x.m\(i - 1)}\""
            modifiers.append("""
                "m\(i)": { "contexts": { "a": [{ "x": { "m\(i)": { "$type": "number", "$value": \(i) } } }], "b": [{ "x": { "m\(i)": { "$type": "number", "$value": \(previous) } } }] } }
                """)
            order.append("{ \"$ref\": \"#/modifiers/m\(i)\" }")
        }
        let document = "{\n\"version\": \"2025.10\",\n\"modifiers\": {\n" + modifiers.joined(separator: ",\n") + "\n},\n\"resolutionOrder\": [" + order.joined(separator: ", ") + "]\n}\n"
        let url = directory.appendingPathComponent("limit.resolver.json")
        try Data(document.utf8).write(to: url)
        let errors = TokenLoader.check(inputs: [url]).diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        let message = try #require(errors.first?.message)
        #expect(message.hasPrefix("token x.m12 depends on 13 modifiers, m0 (2), m1 (2), "))
        #expect(message.contains("more than 4096 combinations"))
        #expect(errors.first?.location?.line == 16)
    }

    // MARK: a large Figma export

    /// 5 libraries, 40 collections of 2–6 modes, 5,000 variables, a third aliasing another collection: every token
    /// depends on one to three collections, and the Swift type-checks against the iOS SDK interfaces.
    @Test func fortyCollectionsResolvePerTokenAndTheSwiftTypeChecks() throws {
        let directory = try SwiftCompiler.temporaryDirectory("modes-figma")
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = directory.appendingPathComponent("export")
        try FigmaVariablesFixtureGenerator.writeNativeCollectionsExport(to: export)
        let generator = Generator(configuration: Self.configuration([export.path], directory: directory))
        let set = try generator.loadTokens()
        #expect(set.tokens.count == 5_000)
        #expect(set.modifiers.count == 40)
        #expect(set.modifiers.allSatisfy { (2...6).contains($0.contexts.count) })
        var byCount: [Int: Int] = [:]
        for token in set.tokens { byCount[token.axes?.indices.count ?? 0, default: 0] += 1 }
        #expect(byCount.keys.sorted() == [1, 2, 3], "\(byCount)")
        #expect((1_500...1_800).contains(set.tokens.count - byCount[1, default: 0]), "a third alias another collection: \(byCount)")
        #expect(set.resolvedCombinations < 100_000)

        let files = try generator.swiftFiles(for: set)
        let platform = AppleSDK.Platform.iOS
        let sdk = directory.appendingPathComponent("sdk")
        try FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
        let modules = try AppleSDK.buildModules(platform, in: sdk)
        try AppleSDK.typeCheck(files.map { ($0.relativePath, $0.contents) }, module: "FigmaModes", platform: platform, modules: modules,
                               targets: [platform.defaultTarget])
    }
}

/// `import figma-variables` and `drift` on the same 40-collection system as a REST response: one modifier per
/// collection, and a change to one mode of one collection is one finding naming that mode and collection.
@Suite struct ModesDriftTests {
    static func snapshot(_ text: String) throws -> FigmaSnapshot {
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(text, file: "variables.json"), file: "variables.json", diagnostics: &diagnostics)
        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return snapshot
    }

    @Test func oneCollectionsModeChangingIsOneFindingInThatModeOnly() throws {
        let original = try Self.snapshot(FigmaVariablesFixtureGenerator.collectionsVariablesResponse())
        let (tokens, directory) = try DriftRoundTripTests.imported(original)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(tokens.modifiers.count == 40)
        #expect(tokens.tokens.count == 5_000)
        let (unchanged, problems) = DriftRoundTripTests.drift(original, tokens)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(unchanged.findings.isEmpty, "\(unchanged.findings.prefix(3).map(\.message))")

        // Lib2 Theme (collection 10), its second mode (Dark), variable 2: a literal colour that tokens of other
        // collections alias.
        let edited = try Self.snapshot(FigmaVariablesFixtureGenerator.collectionsVariablesResponse(change: (collection: 10, mode: 1, variable: 2)))
        let (report, _) = DriftRoundTripTests.drift(edited, tokens)
        #expect(report.findings.map(\.subject) == ["lib2theme.color.l2theme2"], "\(report.findings.map(\.message))")
        #expect(report.findings.map(\.kind) == [.valueChanged])
        #expect(report.findings.map(\.collection) == ["Lib2 Theme"])
        #expect(report.findings.map(\.mode) == ["Dark"])
    }
}

/// `migrate` of the 40-collection Figma export: one modifier per collection in the resolver it writes, and the Swift
/// generated from the migrated files is byte-identical to the Swift generated from the export (but for the header,
/// which names the inputs).
@Suite struct ModesMigrationTests {
    @Test func migratingFortyCollectionsKeepsTheSwiftByteForByte() throws {
        let directory = try SwiftCompiler.temporaryDirectory("modes-migrate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = directory.appendingPathComponent("export")
        try FigmaVariablesFixtureGenerator.writeNativeCollectionsExport(to: export)
        let result = try TokenMigration.migrate(inputs: [export], options: TokenLoadOptions(), name: "figma")
        let migrated = directory.appendingPathComponent("migrated")
        _ = try OutputWriter().write(result.files, to: migrated)

        let resolver = try JSONReader.parse(contentsOf: migrated.appendingPathComponent("figma.resolver.json"), displayPath: "figma.resolver.json")
        let modifiers = try #require(resolver["modifiers"]?.object)
        #expect(modifiers.members.count == 40)
        #expect(modifiers.members.map(\.key).contains("Lib2 Theme"))
        #expect(resolver["modifiers"]?["Lib2 Theme"]?["contexts"]?.object?.members.map(\.key).sorted() == ["Dark", "Light"])

        let original = Generator(configuration: ModesTests.configuration([export.path], directory: directory))
        let originalSwift = try original.swiftFiles(for: try original.loadTokens())
        var configuration = ModesTests.configuration([], directory: directory)
        configuration.tokens = TokensConfiguration(source: .resolver(migrated.appendingPathComponent("figma.resolver.json").path))
        let roundTrip = Generator(configuration: configuration)
        let roundTripSwift = try roundTrip.swiftFiles(for: try roundTrip.loadTokens())
        #expect(roundTripSwift.map(\.relativePath) == originalSwift.map(\.relativePath))
        for (a, b) in zip(originalSwift, roundTripSwift) {
            let (headerA, bodyA) = DialectMigrationTests.split(a.contents), (headerB, bodyB) = DialectMigrationTests.split(b.contents)
            #expect(bodyA == bodyB, "\(a.relativePath) differs after migrate")
            #expect(DialectMigrationTests.withoutInputs(headerA) == DialectMigrationTests.withoutInputs(headerB))
        }
    }
}

/// A Tokens Studio project whose `$themes.json` has twelve groups of three themes (531,441 combinations of them): one
/// modifier per group, each token over its own group and the groups its aliases reach.
@Suite struct ModesTokensStudioTests {
    @Test func twelveThemeGroupsResolvePerToken() throws {
        let directory = try SwiftCompiler.temporaryDirectory("modes-studio")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        var themes: [String] = [], order: [String] = []
        for g in 0..<12 {
            for t in 0..<3 {
                let set = "g\(g)/t\(t)"
                order.append("\"\(set)\"")
                let others = (0..<3).filter { $0 != t }.map { "\"g\(g)/t\($0)\": \"disabled\"" }.joined(separator: ", ")
                themes.append(#"{ "id": "g\#(g)t\#(t)", "name": "t\#(t)", "group": "G\#(g)", "selectedTokenSets": { "\#(set)": "enabled", \#(others) } }"#)
                // Group 0 holds values; every other group's tokens alias group 0's, or hold their own value.
                let hex = "#" + String(format: "%02x%02x%02x", g * 20, t * 80, 128)
                let base = "{ \"value\": \"\(hex)\", \"type\": \"color\" }"
                let alias = #"{ "value": "{g0.base}", "type": "color" }"#
                let json = #"{ "g\#(g)": { "base": \#(base), "accent": \#(g == 0 ? base : alias) } }"#
                try FileManager.default.createDirectory(at: project.appendingPathComponent("g\(g)"), withIntermediateDirectories: true)
                try Data(json.utf8).write(to: project.appendingPathComponent("\(set).json"))
            }
        }
        try Data("[\n\(themes.joined(separator: ",\n"))\n]\n".utf8).write(to: project.appendingPathComponent("$themes.json"))
        try Data("{ \"tokenSetOrder\": [\(order.joined(separator: ", "))] }\n".utf8).write(to: project.appendingPathComponent("$metadata.json"))

        let generator = Generator(configuration: ModesTests.configuration([project.path], directory: directory))
        let set = try generator.loadTokens()
        #expect(!set.diagnostics.contains { $0.severity == .error }, "\(set.diagnostics.prefix(3))")
        #expect(set.modifiers.map(\.name) == (0..<12).map { "G\($0)" })
        #expect(set.tokens.count == 24)
        #expect(set.token("g5.base")?.axes?.names == ["G5"])
        #expect(set.token("g5.accent")?.axes?.names == ["G0", "G5"])
        // 12 bases × 3, group 0's accent × 3, 11 accents × 9.
        #expect(set.resolvedCombinations == 36 + 3 + 99)
        let files = try generator.swiftFiles(for: set)
        // An accent's value is the same in every theme of its own group (it aliases group 0 whatever they are): the Swift
        // varies with group 0 only. Groups share their theme names, so all but the first name their group.
        let g5 = try #require(files.first { $0.relativePath == "ChainG5.swift" }?.contents)
        #expect(g5.contains("public static var accent: ChainModal<ChainColor> {\n        ChainModal<ChainColor>(\n            t0: "))
        #expect(g5.contains("public static var base: ChainModal<ChainColor> {\n        ChainModal<ChainColor>(\n            g5T0: "))
    }
}

/// The HTML catalog of the 40-collection export: the switch offers the defaults and each collection's other modes one
/// at a time (trillions of combinations otherwise), and a token's cells are labelled by its own modes only.
@Suite struct ModesCatalogTests {
    @Test func fortyCollectionsGiveAModeSwitchPerCollectionAndEachTokensOwnModes() throws {
        let directory = try SwiftCompiler.temporaryDirectory("modes-catalog")
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = directory.appendingPathComponent("export")
        try FigmaVariablesFixtureGenerator.writeNativeCollectionsExport(to: export)
        var configuration = ModesTests.configuration([export.path], directory: directory)
        configuration.catalog = CatalogConfiguration(output: "catalog")
        let generator = Generator(configuration: configuration)
        let catalog = try #require(try generator.plannedOutputs(for: try generator.loadTokens()).outputs.first { $0.kind == .catalog })
        let colors = try #require(catalog.files.first { $0.relativePath == "colors.html" }?.contents)
        // 40 radio groups; 1 + Σ (modes − 1) contexts offered.
        #expect(colors.components(separatedBy: "<fieldset>").count - 1 == 40)
        let patterns = try #require(colors.range(of: #"data-contexts="[^"]*""#, options: .regularExpression).map { colors[$0] })
        #expect(patterns.split(separator: "|").count == 1 + 120)
        // Lib2 Theme's literal colour: two cells, labelled by its own modes (Light first beside Dark, the default).
        let row = try #require(colors.range(of: #"<tr id="t-lib2theme.color.l2theme2"[^\n]*"#, options: .regularExpression).map { String(colors[$0]) })
        #expect(row.components(separatedBy: "<b>").dropFirst().map { $0.prefix { $0 != "<" } } == ["Light", "Dark"])
        #expect(colors.utf8.count < 8_000_000)
    }
}
