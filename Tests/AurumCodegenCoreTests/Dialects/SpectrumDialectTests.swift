import Foundation
import Testing
@testable import AurumCodegenCore

/// Adobe Spectrum files (Fixtures/Dialects/spectrum): detected from the root's shape, each root member one token
/// whose dash-separated name is never split, set tokens read at their first set and varying with the modifier
/// their `$schema` names (`color-set` → `color`). The Swift is checked against its reference and type-checked in
/// `DialectGenerationTests`; the whole Spectrum set in `SpectrumCorpusTests`.
@Suite struct SpectrumDialectTests {
    @Test func detectedFromTheRootsShape() throws {
        let file = "spectrum/tokens.json"
        let detection = DialectDetector.detect(try DialectFixtures.json(file), file: file)
        #expect(detection.dialect == .spectrum, "\(detection.reason)")
        #expect(detection.evidence?.line == 2, "the first token names it")
        // A Style Dictionary file with a `$schema` beside its groups is not Spectrum.
        let notSpectrum = try JSONReader.parse(##"{"$schema": "x/token-types/color.json", "color": {"a": {"value": "#fff"}}}"##, file: "sd.json")
        #expect(DialectDetector.detect(notSpectrum, file: "sd.json").dialect != .spectrum)
    }

    @Test func eachMemberIsOneTokenWithItsFirstSetsValue() throws {
        let tree = SpectrumDocument.tokens(try DialectFixtures.json("spectrum/tokens.json"))
        let root = try #require(tree.object)
        #expect(root.keys.contains("field-edge-to-text-medium"))
        let scaled = try #require(root["field-edge-to-text-medium"]?.object)
        #expect(scaled["value"]?.string == "12px")
        #expect(scaled["type"]?.string == "dimension")
        #expect(scaled["deprecated"]?.string == "Use field-edge-to-text instead.")
        let kept = try #require(scaled["$extensions"]?.object?[SpectrumDocument.extensionKey]?.object)
        #expect(kept["uuid"]?.string == "00000000-0000-4000-8000-000000000006")
        #expect(kept["sets"]?.object?.keys == ["desktop", "mobile"])
        let themed = try #require(root["background-base-color"]?.object)
        #expect(themed["value"]?.string == "{gray-100}")
        #expect(themed["type"] == nil, "an alias takes its target's type")
        #expect(root["dialog-width"]?.object?["type"]?.string == "string")
        let loaded = DialectLoadingTests.diagnostics(["spectrum"])
        #expect(loaded.allSatisfy { $0.severity != .error }, "\(loaded.map(\.description))")
    }

    @Test func setsAreModifiersNamedByTheirTokensSchema() throws {
        let json = try DialectFixtures.json("spectrum/tokens.json")
        #expect(SpectrumDocument.modifiers(json) == [.init(name: "color", contexts: ["light", "dark"]), .init(name: "scale", contexts: ["desktop", "mobile"])])
        // Any `<name>-set.json` names its modifier; a schema without `-set` is its own name.
        let other = try JSONReader.parse(##"{"a": {"$schema": "x/token-types/density-set.json", "sets": {"compact": {"value": "1px"}, "spacious": {"value": "2px"}}}}"##, file: "a.json")
        #expect(SpectrumDocument.modifiers(other) == [.init(name: "density", contexts: ["compact", "spacious"])])
        let tree = SpectrumDocument.tokens(json)
        let values = try #require(tree["background-base-color"]?["$extensions"]?[ExtensionValues.namespace]?["contextValues"]?.object)
        #expect(values.keys == ["color=light", "color=dark"])
        #expect(values["color=dark"]?.string == "{gray-900}")
        #expect(tree["gray-100"]?["$extensions"]?[ExtensionValues.namespace] == nil, "a token without sets has one value")
    }

    @Test func eachTokenVariesOnlyWithTheModifierItsSetsUse() throws {
        let set = try TokenLoader.load(files: [DialectFixtures.url("spectrum")])
        #expect(set.modifiers.map(\.name) == ["color", "scale"])
        #expect(set.modifiers.map(\.default) == ["light", "desktop"])
        func modifiers(_ path: String) throws -> [String] {
            try #require(set.token(path)).axes.map { $0.indices.map { set.modifiers[$0].name } } ?? []
        }
        #expect(try modifiers("background-base-color") == ["color"])
        #expect(try modifiers("field-edge-to-text-medium") == ["scale"])
        #expect(try modifiers("field-edge-to-text") == ["scale"], "an alias takes its target's modifier")
        #expect(try modifiers("gray-100") == [])
        // A token's values are keyed by its own modifiers' contexts.
        let dark = ContextKey([.init(modifier: "color", context: "dark")])
        let mobile = ContextKey([.init(modifier: "scale", context: "mobile")])
        #expect(try #require(set.token("background-base-color")).values[dark] == set.token("gray-900")?.values.values.first)
        guard case .dimension(let d)? = try #require(set.token("field-edge-to-text")).values[mobile] else { Issue.record("not a dimension"); return }
        #expect(d.value == JSONNumber(15))
        #expect(!set.diagnostics.contains { $0.message.contains("Spectrum sets") })
    }

    /// Under a hand-written resolver the Spectrum files are a set and the modifiers are the resolver's: a `color`
    /// modifier with the set names as contexts (no sources needed) is what the sets vary with; sets of a
    /// modifier the resolver lacks keep their first value, one warning per file and modifier.
    @Test func aHandWrittenResolverDefinesTheModifiers() throws {
        let directory = try SwiftCompiler.temporaryDirectory("spectrum-resolver")
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolver = directory.appendingPathComponent("spectrum.resolver.json")
        try ##"""
        {"version": "2025.10",
         "sets": {"spectrum": {"sources": [{"$ref": "\##(DialectFixtures.url("spectrum/tokens.json").path)"}]}},
         "modifiers": {"color": {"contexts": {"light": [], "dark": []}, "default": "dark"}},
         "resolutionOrder": [{"$ref": "#/sets/spectrum"}, {"$ref": "#/modifiers/color"}]}
        """##.write(to: resolver, atomically: true, encoding: .utf8)
        let set = try TokenLoader.load(resolver: resolver)
        let base = try #require(set.token("background-base-color"))
        #expect(base.axes?.indices.map { set.modifiers[$0].name } == ["color"])
        #expect(base.values[ContextKey([.init(modifier: "color", context: "dark")])] == set.token("gray-900")?.values.values.first)
        #expect(set.modifiers.first?.default == "dark", "the resolver's default")
        #expect(set.token("field-edge-to-text-medium")?.axes == nil)
        let unmatched = set.diagnostics.filter { $0.message.contains("Spectrum sets") }
        #expect(unmatched.count == 1, "\(unmatched.map(\.message))")
        #expect(unmatched.first?.message.contains("no modifier 'scale'") == true)
        #expect(unmatched.first?.message.hasPrefix("1 token varies") == true)
    }
}
