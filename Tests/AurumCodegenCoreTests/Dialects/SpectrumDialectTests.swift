import Foundation
import Testing
@testable import AurumCodegenCore

/// Adobe Spectrum files (Fixtures/Dialects/spectrum): detected from the root's shape, each root member one token
/// whose dash-separated name is never split, set tokens read at their first set. The Swift is checked against its
/// reference and type-checked in `DialectGenerationTests`.
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
}
