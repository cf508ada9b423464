import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct AliasTests {
    let ctx = ContextKey.implicit

    func load() throws -> ResolvedTokenSet {
        try TokenLoader.load(files: [TokenFixtures.url("aliases.tokens.json")])
    }

    @Test func curlyAliasesAndChainsTakeTheirTargetsTypeAndValue() throws {
        let set = try load()
        let blue = try #require(set.token("base.blue")?.values[ctx])
        for path in ["semantic.brand", "semantic.link", "semantic.pointer", "semantic.valuePointer"] {
            let token = try #require(set.token(path), "\(path)")
            #expect(token.type == .color, "\(path)")
            #expect(token.values[ctx] == blue, "\(path)")
        }
        // aliasOf is the direct target, not the end of the chain.
        #expect(set.token("semantic.link")?.aliasOf[ctx] == ["semantic", "brand"])
        #expect(set.token("semantic.brand")?.aliasOf[ctx] == ["base", "blue"])
        #expect(set.token("semantic.pointer")?.aliasOf[ctx] == ["base", "blue"])
        #expect(set.token("semantic.valuePointer")?.aliasOf[ctx] == ["base", "blue"])
        #expect(set.token("base.blue")?.aliasOf.isEmpty == true)
        #expect(set.token("semantic.link")?.description == "chained")
        // An alias of a composite token.
        #expect(set.token("composite.card")?.type == .border)
        #expect(set.token("composite.card")?.values[ctx] == set.token("composite.border")?.values[ctx])
    }

    @Test func jsonPointersReachIntoValues() throws {
        let set = try load()
        #expect(set.token("semantic.mixed")?.values[ctx] == .color(ColorValue(colorSpace: "srgb", components: [0.2, 0.4, 0.7])))
        #expect(set.token("semantic.small")?.values[ctx] == .dimension(DimensionValue(value: JSONNumber(16), unit: .rem)))
    }

    @Test func compositeMembersResolveTheirAliases() throws {
        let set = try load()
        guard case .typography(let heading)? = set.token("composite.heading")?.values[ctx] else { Issue.record("heading"); return }
        #expect(heading.fontFamily.names == ["Inter", "sans-serif"])
        #expect(heading.fontSize == DimensionValue(value: JSONNumber(16), unit: .px))
        #expect(heading.fontWeight == FontWeightValue(value: JSONNumber(600), keyword: "semi-bold"))
        #expect(heading.lineHeight.text == "1.5")

        guard case .border(let border)? = set.token("composite.border")?.values[ctx] else { Issue.record("border"); return }
        #expect(border.color.hex == "#3366e6")
        #expect(border.width.value.text == "16")

        guard case .shadow(let layers)? = set.token("composite.layers")?.values[ctx] else { Issue.record("layers"); return }
        #expect(layers.layers.count == 2)
        #expect(layers.layers[0].color.alpha == 0.5)
        #expect(layers.layers[0].offsetX.value.text == "16")
        #expect(layers.layers[1].color.hex == "#3366e6")

        guard case .gradient(let gradient)? = set.token("composite.gradient")?.values[ctx] else { Issue.record("gradient"); return }
        #expect(gradient.stops.map(\.color.hex) == ["#3366e6", nil])
        #expect(gradient.stops[1].position.text == "1")

        guard case .strokeStyle(.dashes(let dashes, .butt))? = set.token("composite.dashes")?.values[ctx] else { Issue.record("dashes"); return }
        #expect(dashes.map(\.value.text) == ["16", "2"])
    }

    @Test func chainsHundredsDeepResolveWithoutRecursion() throws {
        let depth = 5_000
        // Each token refers to the next one defined after it, so resolving the first walks the whole
        // chain before anything is memoised; the composite at the top walks it from inside a value.
        var json = "{\n  \"b\": { \"$type\": \"border\", \"$value\": { \"color\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] }, \"width\": \"{t0}\", \"style\": \"solid\" } }"
        for i in 0..<depth { json += ",\n  \"t\(i)\": { \"$value\": \"{t\(i + 1)}\" }" }
        json += ",\n  \"t\(depth)\": { \"$type\": \"dimension\", \"$value\": { \"value\": 8, \"unit\": \"px\" } }\n}\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString).tokens.json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let set = try TokenLoader.load(files: [url])
        #expect(set.token("t0")?.type == .dimension)
        #expect(set.token("t0")?.values[ctx] == .dimension(DimensionValue(value: JSONNumber(8), unit: .px)))
        #expect(set.token("t0")?.aliasOf[ctx] == ["t1"])
        #expect(set.tokens.count == depth + 2)
        guard case .border(let b)? = set.token("b")?.values[ctx] else { Issue.record("border"); return }
        #expect(b.width.value.text == "8")
    }
}
