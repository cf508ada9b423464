import Foundation
import Testing
@testable import AurumCodegenCore

/// Fixtures/Names: tokens whose derived names clash in every way the rule covers (a longer path, equal paths that
/// a segment tells apart, names that read the same, a member the extended type declares, a generated type's name,
/// namespaces and colour names that differ only in case, names from digits) and a `swift.names` entry. Generated
/// through the real pipeline: the Swift and the asset catalog match Tests/Reference/Names, the Swift type-checks,
/// and each clash is one warning, also when the catalog shows the same names.
@Suite struct NameClashTests {
    static let fixture = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Names")

    static func configuration() throws -> AurumConfiguration {
        try ConfigurationLoader.load(contentsOf: fixture.appendingPathComponent("aurum-codegen.json"), displayPath: "aurum-codegen.json")
    }

    static func outputs(_ configuration: AurumConfiguration) throws -> [PlannedOutput] {
        let generator = Generator(configuration: configuration)
        return try generator.plannedOutputs(for: try generator.loadTokens()).outputs
    }

    @Test func swiftAndAssetCatalogMatchTheReference() throws {
        let outputs = try Self.outputs(try Self.configuration())
        try ReferenceFiles.check(try #require(outputs.first { $0.kind == .swift }).files, against: "Names/Swift")
        try ReferenceFiles.check(try #require(outputs.first { $0.kind == .assetCatalog }).files, against: "Names/Assets")
    }

    @Test func theSwiftTypeChecks() throws {
        let files = try #require(try Self.outputs(try Self.configuration()).first { $0.kind == .swift }).files
        let directory = try SwiftCompiler.temporaryDirectory("names")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    @Test func everyClashIsOneWarningAtTheRenamedToken() throws {
        let outputs = try Self.outputs(try Self.configuration())
        let warnings = outputs.flatMap(\.warnings).map(\.description)
        #expect(warnings.count == 11)
        #expect(Set(warnings).count == warnings.count)
        #expect(warnings.contains("aurum-codegen.json:10:24: warning: 'swift.names' renames 'color.missing', but no token has that path"))
        let tokens = "Tests/AurumCodegenCoreTests/Fixtures/Names/clashes.tokens.json"
        #expect(warnings.contains("\(tokens):28:5: warning: colour tokens 'color.bgXL' and 'color.bgXl' would both be named 'bgXl' in Color.nm and the asset catalog (names that differ only in case share one colour set); they are named 'bgXL' and 'colorBgXl'"))
        #expect(warnings.contains("\(tokens):15:5: warning: colour tokens 'fg.default' and 'bg.default' would both be named 'default' in Color.nm and the asset catalog; they are named 'fgDefault' and 'bgDefault'"))
        let swift = try #require(outputs.first { $0.kind == .swift }).files.map(\.contents).joined()
        // `codeMirror.selection.bgColor` and `selection.bgColor` differ in Color.nm (the issue's case): no clash left.
        #expect(swift.contains("public var codeMirrorSelectionBgColor: Style") == false)
        // Both keep their namespace's member name, so `Color.nm` reaches them by key path, declaring neither.
        #expect(swift.contains("public subscript(dynamicMember token: KeyPath<NmCodeMirror.Type, NmColor>) -> Style {"))
        #expect(swift.contains("public subscript(dynamicMember token: KeyPath<NmSelection.Type, NmColor>) -> Style {"))
        #expect(!swift.contains("public var selectionBgColor: Style") && !swift.contains("public var bgColor: Style"))
        // NmColors holds a renamed colour (`colorBgXl` for `NmColors.bgXl`): a key path would also reach the member's
        // own name, so all of NmColors' colours keep members of their own.
        #expect(!swift.contains("KeyPath<NmColors.Type"))
        #expect(swift.contains("public static var accentColor: NmColor"))
        #expect(swift.contains("public var accentColor: Style { _constant(NmColors.accentColor) }"))
    }

    /// The catalog shows the names the Swift has; their warnings are said once, not once per output.
    @Test func theCatalogShowsTheSameNamesAndTheWarningsAreSaidOnce() throws {
        var configuration = try Self.configuration()
        configuration.catalog = CatalogConfiguration(output: "Catalog")
        let outputs = try Self.outputs(configuration)
        #expect(outputs.flatMap(\.warnings).count == 11)
        let html = try #require(outputs.first { $0.kind == .catalog }).files.map(\.contents).joined()
        for name in ["NmColors.colorTextBrand_2", "NmColors.accentColor", "NmStrokeStyle.strokeStyleSolid", "NmModalTokens.gap", "NmAB.p"] {
            #expect(html.contains(name), "\(name)")
        }
        // The catalog alone derives the same names and says the same.
        configuration.swift.output = nil
        configuration.swift.assetCatalog = nil
        #expect(try Self.outputs(configuration).flatMap(\.warnings).count == 11)
    }

    /// The build plugin's layout reads the same configuration: the same names, the same warnings once.
    @Test func theBuildPluginLayoutUsesTheSameNames() throws {
        let configuration = try Self.configuration()
        let generator = Generator(configuration: configuration, layout: .fixed(shards: 2))
        let outputs = try generator.plannedOutputs(for: try generator.loadTokens()).outputs
        #expect(outputs.count == 1)
        #expect(outputs[0].warnings.count == 11)
        let swift = outputs[0].files.map(\.contents).joined()
        #expect(swift.contains("public static var accentColor: NmColor") && swift.contains("colorTextBrand_2"))
    }

    @Test func aClashingConfiguredNameIsAnErrorAtItsEntryAndNothingIsWritten() throws {
        let directory = try SwiftCompiler.temporaryDirectory("names-error")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("clashes.tokens.json"),
                                         to: directory.appendingPathComponent("clashes.tokens.json"))
        let config = """
        {
          "tokens": { "files": ["clashes.tokens.json"] },
          "swift": { "output": "Generated", "names": { "color.accent": "bgXl", "fg.default": "2nd" } }
        }
        """
        try config.write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
        do {
            _ = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"), displayPath: "aurum-codegen.json")
            Issue.record("a name that is not an identifier loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "aurum-codegen.json:3:86: error: 'swift.names' must map a token path to a Swift identifier such as \"selectionBackground\", not '2nd' (for 'fg.default')",
            ])
        }
        try config.replacingOccurrences(of: "\"2nd\"", with: "\"second\"")
            .write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"), displayPath: "aurum-codegen.json")
        do {
            _ = try Generator(configuration: configuration).run()
            Issue.record("a clashing name generated")
        } catch {
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(errors.map { $0.description.split(separator: "\n")[0] } == [
                "aurum-codegen.json:3:64: error: 'swift.names' names 'color.accent' 'AurumColors.bgXl', which is the name of token 'color.bgXl'",
            ])
            #expect(errors.first?.notes.first?.location?.line == 28)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
    }

    /// The corpus row the issue names: GitHub Primer's Figma variables (`GET …/variables/local`), imported with
    /// `--partial`, then generated. Its colour names clash (`avatar.borderColor`, `overlay.borderColor`, …): each
    /// is one warning, the run succeeds, and the Swift type-checks.
    @Test func theImportedPrimerFileGenerates() throws {
        let response = try TestPaths.sharedFile("corpus/figma-rest-api/primer-get-local-variables.json")
        var diagnostics = DiagnosticCollector()
        let variables = FigmaVariablesParser.parse(try JSONReader.parse(contentsOf: response, displayPath: "primer.json"), file: "primer.json",
                                                   diagnostics: &diagnostics)
        let snapshot = FigmaSnapshot(variables: variables, libraries: [], diagnostics: &diagnostics)
        let imported = FigmaVariablesImporter.files(for: snapshot, options: .init(partial: true), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        let directory = try SwiftCompiler.temporaryDirectory("primer")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try OutputWriter().write(imported, to: directory.appendingPathComponent("tokens"), dryRun: false)
        var swift = SwiftConfiguration()
        swift.output = "Generated"
        let configuration = AurumConfiguration(file: "aurum-codegen.json", directory: directory,
                                               tokens: TokensConfiguration(source: .files(["tokens"])), swift: swift)
        let result = try Generator(configuration: configuration).run()
        let clashes = result.warnings.filter { $0.message.contains("would both be") }
        #expect(clashes.count == 5)
        #expect(clashes.contains { $0.message.hasPrefix("colour tokens 'avatar.borderColor' and 'overlay.borderColor' would both be named 'borderColor'") })
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Generated").path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 10)
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files, in: directory.appendingPathComponent("Generated"))
    }

    /// A padding group's member (`AurumCard.padding`) is named by the same rule when a token has its name.
    @Test func aPaddingGroupMovesUpWhenATokenHasItsName() throws {
        func dimension(_ path: String, _ points: Double, line: Int) -> SwiftGenerationInput.Token {
            SwiftGenerationInput.Token(path: path.split(separator: ".").map(String.init), type: .dimension,
                                       location: SourceLocation(file: "card.tokens.json", line: line, column: 5), value: .dimension(SwiftNumber(points)))
        }
        let input = SwiftGenerationInput(tokens: [dimension("card.padding.top", 8, line: 1), dimension("card.padding.bottom", 12, line: 2),
                                                  dimension("card.Padding", 4, line: 3)], inputs: ["card.tokens.json"])
        var warnings: [Diagnostic] = []
        let files = try SwiftGenerator(options: SwiftGenerationOptions()).generate(input, names: nil, templates: try TemplateLoader.library(overrides: nil),
                                                                                  assetCatalog: false, warnings: &warnings)
        let insets = try #require(files.swift.first { $0.relativePath == "AurumTokens+EdgeInsets.swift" }).contents
        #expect(insets.contains("static var cardPadding: AurumEdgeInsets {"))
        #expect(warnings.map(\.message) == [
            "token group 'card.padding' holds padding, which would be generated as 'AurumCard.padding', but a token has that name; it is generated as 'AurumCard.cardPadding'",
        ])
    }

    /// Modifier and context names go through the rule too: properties, enum cases and the `AurumModal` labels built
    /// from the cases stay apart, and the Swift type-checks.
    @Test func modifierAndContextNamesAreToldApart() throws {
        let modifiers = [Modifier(name: "Theme", contexts: ["Light", "light", "★"], default: "Light"),
                         Modifier(name: "theme", contexts: ["a", "b"], default: "a")]
        var values: [ContextKey: SwiftTokenValue] = [:]
        for (i, first) in modifiers[0].contexts.enumerated() {
            for (j, second) in modifiers[1].contexts.enumerated() {
                values[ContextKey([.init(modifier: "Theme", context: first), .init(modifier: "theme", context: second)])] = .number(SwiftNumber(Double(i * 10 + j)))
            }
        }
        let token = SwiftGenerationInput.Token(path: ["size", "gap"], type: .number, location: SourceLocation(file: "t.json", line: 1, column: 1),
                                               values: values)
        var warnings: [Diagnostic] = []
        let files = try SwiftGenerator(options: SwiftGenerationOptions()).generate(SwiftGenerationInput(modifiers: modifiers, tokens: [token], inputs: ["t.json"]),
                                                                                  names: nil, templates: try TemplateLoader.library(overrides: nil),
                                                                                  assetCatalog: false, warnings: &warnings).swift
        #expect(warnings.map(\.message) == [
            "modifiers: 'Theme' and 'theme' would both be generated as 'theme'; they are generated as 'theme' and 'theme_2'",
            "contexts of modifier 'Theme': 'Light' and 'light' would both be generated as 'light'; they are generated as 'light' and 'light_2'",
            "contexts of modifier 'Theme': '★' has no letters or digits; it is generated as 'context'",
        ])
        let context = try #require(files.first { $0.relativePath == "AurumTokenContext.swift" }).contents
        #expect(context.contains("public var theme_2: Theme_2") || context.contains("var theme_2: Theme_2"))
        #expect(context.contains("case light_2"))
        let directory = try SwiftCompiler.temporaryDirectory("modifier-names")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// Two modifiers with the same contexts (two Figma collections with Light and Dark): the later one's
    /// `AurumModal` labels name the modifier, so both initialisers exist, and the Swift type-checks.
    @Test func modifiersWithTheSameContextsGetTheirOwnLabels() throws {
        let modifiers = [Modifier(name: "theme", contexts: ["light", "dark"], default: "light"),
                         Modifier(name: "brand", contexts: ["light", "dark"], default: "light")]
        func token(_ name: String, varying modifier: String) -> SwiftGenerationInput.Token {
            var values: [ContextKey: SwiftTokenValue] = [:]
            for theme in ["light", "dark"] {
                for brand in ["light", "dark"] {
                    let varying = modifier == "theme" ? theme : brand
                    values[ContextKey([.init(modifier: "theme", context: theme), .init(modifier: "brand", context: brand)])] = .number(SwiftNumber(varying == "light" ? 1 : 2))
                }
            }
            return SwiftGenerationInput.Token(path: ["size", name], type: .number, location: SourceLocation(file: "t.json", line: 1, column: 1), values: values)
        }
        let input = SwiftGenerationInput(modifiers: modifiers, tokens: [token("a", varying: "theme"), token("b", varying: "brand")], inputs: ["t.json"])
        let files = try SwiftGenerator(options: SwiftGenerationOptions()).generate(input, templates: try TemplateLoader.library(overrides: nil))
        let all = files.map(\.contents).joined()
        #expect(all.contains("AurumModal<Double>(light: 1, dark: 2)") || all.contains("light: 1,\n            dark: 2"))
        #expect(all.contains("brandLight: 1") && all.contains("brandDark: 2"))
        let directory = try SwiftCompiler.temporaryDirectory("modifier-labels")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }
}
