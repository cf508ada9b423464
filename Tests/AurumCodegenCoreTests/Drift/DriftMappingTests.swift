import Foundation
import Testing
@testable import AurumCodegenCore

/// Figma collections and modes ↔ resolver modifiers and contexts.
@Suite struct DriftMappingTests {
    typealias F = DriftFixtures

    func mapping(figma: String, repo: F.Repo, explicit: [String: DriftMapping.CollectionMapping] = [:]) throws -> (DriftMapping, FigmaSnapshot, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let snapshot = try F.snapshot(figma, diagnostics: &diagnostics)
        let mapping = DriftMapping(snapshot: snapshot, tokens: try repo.load(), explicit: explicit, diagnostics: &diagnostics)
        return (mapping, snapshot, diagnostics.sorted)
    }

    @Test func byNameAModeComparesWithItsContextAndASingleModeWithAll() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let (mapping, _, diagnostics) = try mapping(figma: F.response(), repo: repo)
        #expect(diagnostics.isEmpty)
        #expect(mapping.contexts(collection: "T", mode: "T:0").map(\.id) == ["theme=light"])
        #expect(mapping.contexts(collection: "T", mode: "T:1").map(\.id) == ["theme=dark"])
        #expect(mapping.contexts(collection: "P", mode: "P:0").map(\.id) == ["theme=light", "theme=dark"])
        #expect(mapping.modifiers == ["T": "theme"])
    }

    @Test func theModifiersExtensionNamesTheCollection() throws {
        let resolver = ManifestFixtures.replacing("\"default\": \"light\"", with: """
            "default": "light",
                  "$extensions": { "com.aurum.figma": { "collection": "Appearance", "modes": { "light": "Day", "dark": "Night" } } }
            """, in: F.resolver)
        let repo = try F.repo(resolver: resolver)
        defer { repo.remove() }
        let figma = F.response(themeName: "Appearance")
            .replacingOccurrences(of: "\"name\": \"Light\"", with: "\"name\": \"Day\"").replacingOccurrences(of: "\"name\": \"Dark\"", with: "\"name\": \"Night\"")
        let (mapping, _, diagnostics) = try mapping(figma: figma, repo: repo)
        #expect(diagnostics.isEmpty)
        #expect(mapping.contexts(collection: "T", mode: "T:1").map(\.id) == ["theme=dark"])
        #expect(try F.drift(figma, repo: repo).findings.isEmpty)
    }

    @Test func anExplicitMappingWins() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        // Swapped on purpose: Light compares with dark, so both themed variables differ.
        let explicit = ["Theme": DriftMapping.CollectionMapping(modifier: "theme", modes: ["Light": "dark", "Dark": "light"])]
        let (mapping, _, diagnostics) = try mapping(figma: F.response(), repo: repo, explicit: explicit)
        #expect(diagnostics.isEmpty)
        #expect(mapping.contexts(collection: "T", mode: "T:0").map(\.id) == ["theme=dark"])
        let findings = try F.drift(repo: repo, explicit: explicit).findings
        #expect(findings.map(\.kind) == [.valueChanged, .valueChanged, .aliasTargetChanged, .aliasTargetChanged])
        #expect(findings.map(\.subject) == ["color.text.normal", "color.text.normal", "color.brand.primary", "color.brand.primary"])
        #expect(findings.map(\.mode) == ["Light", "Dark", "Light", "Dark"])
    }

    @Test func anUnmappableMultiModeCollectionIsAnError() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let (_, _, diagnostics) = try mapping(figma: F.response(themeName: "Colours"), repo: repo)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message == "collection 'Colours' has 2 modes (Light, Dark) but no resolver modifier maps to it; name a modifier after it, add $extensions.com.aurum.figma to the modifier, or map it in drift.modeMapping")
        #expect(diagnostics.first?.location?.file == "figma.json")
    }

    @Test func mappingsNamingUnknownModifiersOrContextsAreErrors() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let at = SourceLocation(file: "aurum-codegen.json", line: 3, column: 5)
        let (_, _, unknownModifier) = try mapping(figma: F.response(), repo: repo,
                                                  explicit: ["Theme": .init(modifier: "thme", modes: ["Light": "light"], location: at)])
        #expect(unknownModifier.map(\.description) == ["aurum-codegen.json:3:5: error: collection 'Theme' is mapped to the modifier 'thme', which the resolver does not have; did you mean 'theme'?"])
        let (_, _, unknownContext) = try mapping(figma: F.response(), repo: repo,
                                                 explicit: ["Theme": .init(modifier: "theme", modes: ["Light": "light", "Dark": "night"], location: at)])
        #expect(unknownContext.map(\.description) == ["aurum-codegen.json:3:5: error: mode 'Dark' of collection 'Theme' is mapped to 'night', which is not a context of the modifier 'theme' (light, dark)"])
    }

    @Test func aModeWithoutAContextIsNotComparedAndWarned() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response().replacingOccurrences(of: "\"name\": \"Dark\"", with: "\"name\": \"High Contrast\"")
        let (mapping, _, diagnostics) = try mapping(figma: figma, repo: repo)
        #expect(diagnostics.map(\.description) == ["figma.json:4:6: warning: mode 'High Contrast' of collection 'Theme' maps to no context of the modifier 'theme'; its values are not compared"])
        #expect(mapping.contexts(collection: "T", mode: "T:1").isEmpty)
    }

    @Test func modeMappingIsReadFromTheDriftSection() throws {
        let text = """
        {
          "allowList": "drift-allow.json",
          "modeMapping": {
            "Theme": { "modifier": "theme", "modes": { "Light": "light", "Dark": "dark" } },
            "Brand": { "modifier": null }
          }
        }
        """
        var diagnostics = DiagnosticCollector()
        let configuration = try Self.driftSection(text, &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(configuration.allowList == "drift-allow.json")
        #expect(configuration.modeMapping["Theme"]?.modes == ["Light": "light", "Dark": "dark"])
        #expect(configuration.modeMapping["Theme"]?.location == SourceLocation(file: "c.json", line: 4, column: 5))
        #expect(configuration.modeMapping["Brand"]?.modifier == nil)

        var bad = DiagnosticCollector()
        _ = try Self.driftSection(#"{"allowlist": "x", "modeMapping": {"Theme": {"modifier": "theme"}}}"#, &bad)
        #expect(bad.sorted.map(\.description) == [
            "c.json:1:2: error: unknown key 'allowlist' in 'drift'; did you mean 'allowList'?",
            "c.json:1:36: error: 'drift.modeMapping.Theme' names a modifier but no 'modes'",
        ])
    }

    /// `text` read as the configuration's `drift` section, keys checked as the loader checks them.
    static func driftSection(_ text: String, _ diagnostics: inout DiagnosticCollector) throws -> DriftConfiguration {
        let reader = try #require(JSONObjectReader(try JSONReader.parse(text, file: "c.json"), file: "c.json", what: "'drift'",
                                                   path: "drift", diagnostics: &diagnostics))
        reader.checkKeys(DriftConfiguration.keys, diagnostics: &diagnostics)
        return DriftConfiguration.parse(reader, diagnostics: &diagnostics)
    }
}
