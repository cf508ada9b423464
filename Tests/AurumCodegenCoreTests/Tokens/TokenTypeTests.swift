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
        #expect(Set(set.tokens.map(\.type)) == Set(TokenType.standard))
        // Source order of first definition.
        #expect(set.tokens.prefix(3).map(\.pathString) == ["color.brand", "color.hue", "color.lab"])
    }
}

@Suite struct TokenTypeErrorTests {
    static let file = "types-invalid.tokens.json"

    /// (message, snippet whose first byte is the expected position, occurrence)
    static let expected: [(String, String, Int)] = [
        ("invalid color: expected a colour object with \"colorSpace\" and \"components\", found a string \"#ff0000\"", "\"$value\": \"#ff0000\"", 1),
        ("invalid color: colorSpace must be one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50, found a string \"rgb\"", "\"colorSpace\": \"rgb\"", 1),
        ("invalid color: srgb needs 3 components, found 4", "\"components\": [1, 0, 0, 1]", 1),
        ("invalid color: srgb component 1 (green) must be in [0, 1], found 1.2", "1.2", 1),
        ("invalid color: hsl component 0 (hue) must be in [0, 360), found 360", "360", 1),
        ("invalid color: component 1 must be a number or \"none\", found a string \"nil\"", "\"nil\"", 1),
        ("invalid color: alpha must be a number in [0, 1], found a number 1.5", "\"alpha\"", 2),
        ("invalid color: hex must be a 6-digit \"#rrggbb\" string, found a string \"#fff\"", "\"hex\"", 2),
        ("invalid color: unknown property \"opacity\"; expected \"colorSpace\", \"components\", \"alpha\", \"hex\"", "\"opacity\"", 1),
        ("invalid dimension: unit must be \"px\" or \"rem\", found a string \"em\"", "\"unit\": \"em\"", 1),
        ("invalid dimension: expected a dimension object {\"value\": number, \"unit\": \"px\" | \"rem\"}, found a string \"16px\"", "\"$value\": \"16px\"", 1),
        ("invalid dimension: missing \"unit\"", "\"$value\": { \"value\": 4 }", 1),
        ("invalid dimension value: expected a number, found a string \"4\"", "\"value\": \"4\"", 1),
        ("invalid duration: unit must be \"ms\" or \"s\", found a string \"min\"", "\"unit\": \"min\"", 1),
        ("invalid fontFamily: the array of font names must not be empty", "\"$value\": []", 1),
        ("invalid fontFamily: element 1 must be a font name string, found a number 12", "12", 1),
        ("invalid fontWeight: a numeric font weight must be in [1, 1000], found 1001", "\"$value\": 1001", 1),
        ("invalid fontWeight: unknown font weight \"Bold\"; expected a number in [1, 1000] or one of thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black", "\"$value\": \"Bold\"", 1),
        ("invalid cubicBezier: x1 must be in [0, 1], found 1.5", "1.5, 0, 1, 1", 1),
        ("invalid cubicBezier: expected 4 numbers [x1, y1, x2, y2], found 3", "\"$value\": [0, 0, 1]", 1),
        ("invalid number: expected a number, found a string \"1\"", "\"$value\": \"1\"", 1),
        ("invalid strokeStyle: unknown stroke style \"wavy\"; expected one of solid, dashed, dotted, double, groove, ridge, outset, inset or {\"dashArray\", \"lineCap\"}", "\"$value\": \"wavy\"", 1),
        ("invalid strokeStyle: lineCap must be \"round\", \"butt\" or \"square\", found a string \"flat\"", "\"lineCap\"", 1),
        ("invalid border: missing \"style\"", "\"$value\": { \"color\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] }, \"width\"", 1),
        ("invalid transition timingFunction: expected an array [x1, y1, x2, y2], found a string \"ease\"", "\"timingFunction\"", 1),
        ("invalid shadow: inset must be true or false, found a string \"yes\"", "\"inset\"", 1),
        ("invalid gradient stop 0: missing \"position\"", "{ \"color\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] } }", 1),
        ("invalid typography lineHeight: expected a number, found a string \"1.5\"", "\"lineHeight\"", 1),
        ("unknown $type \"colour\"; expected one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography", "\"$type\": \"colour\"", 1),
    ]

    @Test func everyInvalidValueIsReportedAtItsKey() throws {
        // Read as DTCG 2025.10, strictly (compatible mode reads several): its first colour is a hex string, so detection alone would read it as a DTCG
        // draft (DialectLoadingTests covers that); these are the format's own errors.
        let diagnostics = TokenFixtures.failures([Self.file], options: TokenLoadOptions(format: .dtcg2025, strict: true))
        for (message, needle, occurrence) in Self.expected {
            let d = diagnostics.with(message)
            #expect(d != nil, "missing: \(message)\ngot:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
            #expect(d?.severity == .error)
            #expect(d?.location == (try TokenFixtures.location(of: needle, in: Self.file, occurrence: occurrence)), "\(message)")
        }
        // The misspelt type and weight name come with suggestions.
        #expect(diagnostics.with(Self.expected.last!.0)?.notes.map(\.message) == ["did you mean \"color\"?"])
        #expect(diagnostics.with(Self.expected[17].0)?.notes.map(\.message) == ["did you mean \"bold\"? (weight names are case-sensitive)"])
        // The token with an unknown $type cannot be typed either: one more error, at the token's key.
        let untyped = diagnostics.with("cannot determine the type of token unknownType: it has no $type, its value is not an alias, and no enclosing group sets $type")
        #expect(untyped?.location == (try TokenFixtures.location(of: "\"unknownType\"", in: Self.file)))
        #expect(diagnostics.count == Self.expected.count + 1, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test func gradientPositionsOutsideTheAxisAreClampedWithAWarning() throws {
        let set = try TokenLoader.load(files: [TokenFixtures.url("gradient-clamp.tokens.json")])
        guard case .gradient(let g)? = set.token("g")?.values[.implicit] else { Issue.record("no gradient"); return }
        #expect(g.stops.map(\.position.text) == ["0", "1"])
        #expect(set.diagnostics.map(\.message) == [
            "gradient stop 0 position -1 is outside [0, 1] and is clamped to 0",
            "gradient stop 1 position 42 is outside [0, 1] and is clamped to 1",
        ])
        #expect(set.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
