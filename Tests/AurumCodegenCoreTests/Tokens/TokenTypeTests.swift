import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct TokenTypeTests {
    @Test func everyTypeReadsItsValidForms() throws {
        let set = try TokenLoader.load(files: [TokenFixtures.url("types-valid.tokens.json")])
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics)")
        let ctx = ContextKey.implicit
        func value(_ path: String) -> TokenValue? { set.token(path)?.values[ctx] }

        #expect(value("color.brand") == .color(ColorValue(colorSpace: "srgb", components: [0.1, 0.4, 0.8], alpha: 0.5, hex: "#1a66cc")))
        #expect(value("color.hue") == .color(ColorValue(colorSpace: "oklch", components: [0.7, 0.15, nil])))
        #expect(value("color.lab") == .color(ColorValue(colorSpace: "lab", components: [50, -120, 80])))
        #expect(value("space.sm") == .dimension(DimensionValue(value: JSONNumber(text: "0.5", double: 0.5), unit: .rem)))
        #expect(set.token("space.sm")?.description == "Small gap")
        #expect(value("font.body") == .fontFamily(FontFamilyValue(names: ["Inter", "Helvetica", "sans-serif"])))
        #expect(value("font.mono") == .fontFamily(FontFamilyValue(names: ["Menlo"])))
        #expect(value("font.bold") == .fontWeight(FontWeightValue(value: JSONNumber(700), keyword: "bold")))
        #expect(value("font.book") == .fontWeight(FontWeightValue(value: JSONNumber(350))))
        #expect(value("motion.slow") == .duration(DurationValue(value: JSONNumber(text: "1.5", double: 1.5), unit: .s)))
        guard case .cubicBezier(let ease)? = value("motion.ease") else { Issue.record("ease"); return }
        #expect([ease.x1, ease.y1, ease.x2, ease.y2].map(\.text) == ["0.5", "-2", "1", "3.5"])
        guard case .number(let ratio)? = value("ratio") else { Issue.record("ratio"); return }
        #expect(ratio.text == "0.1")
        #expect(value("stroke.plain") == .strokeStyle(.keyword(.dashed)))
        guard case .strokeStyle(.dashes(let dashes, let cap))? = value("stroke.custom") else { Issue.record("stroke"); return }
        #expect(dashes.map(\.unit) == [.rem, .px])
        #expect(cap == .round)
        guard case .border(let border)? = value("border.heavy") else { Issue.record("border"); return }
        #expect(border.style == .keyword(.solid))
        #expect(border.width.value.text == "3")
        guard case .transition(let t)? = value("transition.emphasis") else { Issue.record("transition"); return }
        #expect(t.duration.value.text == "200")
        guard case .shadow(let single)? = value("shadow.single") else { Issue.record("shadow"); return }
        #expect(!single.isList && single.layers.count == 1 && single.layers[0].color.alpha == 0.5)
        guard case .shadow(let layered)? = value("shadow.layered") else { Issue.record("layered"); return }
        #expect(layered.isList && layered.layers.map(\.inset) == [false, true])
        #expect(layered.layers[1].offsetY.value.text == "42.9")
        guard case .gradient(let fade)? = value("gradient.fade") else { Issue.record("gradient"); return }
        #expect(fade.stops.map(\.position.text) == ["0", "1"])
        guard case .typography(let heading)? = value("typography.heading") else { Issue.record("typography"); return }
        #expect(heading.fontFamily.names == ["Roboto"])
        #expect(heading.lineHeight.text == "1.2")
        #expect(heading.letterSpacing.value.text == "0.1")
        // Type comes from the group.
        #expect(set.token("typography.heading")?.type == .typography)
        #expect(Set(set.tokens.map(\.type)) == Set(TokenType.allCases))
        // Source order of first definition.
        #expect(set.tokens.prefix(3).map(\.pathString) == ["color.brand", "color.hue", "color.lab"])
    }
}
