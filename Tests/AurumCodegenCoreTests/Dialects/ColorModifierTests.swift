import Testing
@testable import AurumCodegenCore

/// Tokens Studio colour modifiers. Expected values: the formulas of sd-transforms' lighten.ts /
/// darken.ts / mix.ts applied with coloraide 8.13.1's conversions (an implementation independent of
/// this package's), e.g. `Color('#863ef3').convert('lch')`, and for mix
/// `Color(a).mix(b, p, space=…, premultiplied=False, out_space=…)`, which is colorjs.io's algorithm.
@Suite struct ColorModifierTests {
    private func hex(_ s: String) -> DTCGColor { DTCGColor(try! CSSColorParser.parse(s).get().color)! }

    private func expect(_ c: DTCGColor, _ space: ColorSpace, _ expected: [Double?], alpha: Double = 1, tolerance: Double = 1e-9,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(c.colorSpace == space, sourceLocation: sourceLocation)
        for (a, b) in zip(c.components, expected) {
            switch (a, b) {
            case (nil, nil): break
            case let (x?, y?): #expect(abs(x - y) <= tolerance, "\(c.components) vs \(expected)", sourceLocation: sourceLocation)
            default: Issue.record("\(c.components) vs \(expected)", sourceLocation: sourceLocation)
            }
        }
        #expect(abs(c.alpha - alpha) <= 1e-12, sourceLocation: sourceLocation)
    }

    @Test func lightenAndDarkenInLCH() {
        let purple = hex("#863ef3")
        expect(ColorModifier(kind: .lighten, space: .lch, amount: 0.2).apply(to: purple), .lch,
               [55.604178566147866, 79.34361505601211, 306.0310509649143], tolerance: 1e-6)
        expect(ColorModifier(kind: .darken, space: .lch, amount: 0.3).apply(to: purple), .lch,
               [31.15365624537938, 69.42566317401061, 306.0310509649143], tolerance: 1e-6)
    }

    @Test func lightenAndDarkenInHSL() {
        let blue = hex("#336699")
        expect(ColorModifier(kind: .lighten, space: .hsl, amount: 0.5).apply(to: blue), .hsl, [210, 50, 70], tolerance: 1e-9)
        expect(ColorModifier(kind: .darken, space: .hsl, amount: 0.25).apply(to: blue), .hsl, [210, 50, 30], tolerance: 1e-9)
    }

    @Test func channelsInSRGBAndP3() {
        let purple = hex("#863ef3")
        let r = 134.0 / 255, g = 62.0 / 255, b = 243.0 / 255
        expect(ColorModifier(kind: .lighten, space: .srgb, amount: 0.2).apply(to: purple), .srgb,
               [r + 0.2 * (1 - r), g + 0.2 * (1 - g), b + 0.2 * (1 - b)])
        expect(ColorModifier(kind: .darken, space: .srgb, amount: 1).apply(to: purple), .srgb, [0, 0, 0])
        expect(ColorModifier(kind: .darken, space: .p3, amount: 0.2).apply(to: purple), .displayP3,
               [0.3917547595895765, 0.20707022694366456, 0.7344506455786565], tolerance: 1e-9)
    }

    @Test func mix() {
        let purple = hex("#863ef3")
        expect(ColorModifier(kind: .mix, space: .lch, amount: 0.5, mixColor: hex("#ffffff")).apply(to: purple), .lch,
               [72.25261160384241, 49.589759410007574, 306.0310509649143], tolerance: 1e-6)
        // Hues 0 and 240 meet the shorter way round, through 300: a quarter of the way is 330.
        expect(ColorModifier(kind: .mix, space: .hsl, amount: 0.25, mixColor: hex("blue")).apply(to: hex("red")), .hsl, [330, 100, 50], tolerance: 1e-9)
        // Alpha interpolates too, not premultiplied.
        expect(ColorModifier(kind: .mix, space: .srgb, amount: 0.3, mixColor: hex("#16161d80")).apply(to: purple), .srgb,
               [0.3937254901960785, 0.19607843137254902, 0.7011764705882353], alpha: 0.8505882352941176)
        // The amount is clamped to 0…1, as mix.ts does.
        expect(ColorModifier(kind: .mix, space: .srgb, amount: 3, mixColor: hex("#000")).apply(to: purple), .srgb, [0, 0, 0])
    }

    @Test func alpha() {
        expect(ColorModifier(kind: .alpha, space: .srgb, amount: 0.4).apply(to: hex("#336699")), .srgb, [0.2, 0.4, 0.6], alpha: 0.4)
        expect(ColorModifier(kind: .alpha, space: .srgb, amount: 1.5).apply(to: hex("#336699")), .srgb, [0.2, 0.4, 0.6], alpha: 1)
    }

    @Test func greysKeepNoHue() {
        let lighter = ColorModifier(kind: .lighten, space: .lch, amount: 0.2).apply(to: hex("#808080"))
        #expect(lighter.colorSpace == .lch)
        #expect(abs(lighter.components[0]! - 62.86801076173523) < 1e-6)
        #expect(lighter.components[1]! < 1e-4)
        #expect(lighter.components[2] == nil)
    }

    /// A result outside the space's gamut is mapped into it (Tokens Studio's `inGamut: true`);
    /// coloraide's CSS fit gives (0, 1, 0) for this one.
    @Test func resultsAreMappedIntoTheGamut() {
        let green = DTCGColor(.displayP3, 0, 1, 0)
        let lighter = ColorModifier(kind: .lighten, space: .srgb, amount: 0.2).apply(to: green)
        expect(lighter, .srgb, [0, 1, 0], tolerance: 1e-3)
        #expect(lighter.components.allSatisfy { ($0 ?? 0) >= 0 && ($0 ?? 0) <= 1 })
    }

    @Test func specsReadFromJSON() throws {
        func spec(_ json: String) -> (ColorModifierSpec?, [Diagnostic]) {
            let value = try! JSONReader.parse(json, file: "t.json")
            var diagnostics = DiagnosticCollector()
            let s = ColorModifierSpec.read(value, file: "t.json", diagnostics: &diagnostics)
            return (s, diagnostics.diagnostics)
        }
        let (lighten, none) = spec(#"{"type": "lighten", "value": "0.2", "space": "lch"}"#)
        #expect(none.isEmpty)
        #expect(lighten?.kind == .lighten && lighten?.space == .lch && lighten?.amount == .number(0.2))

        let (mix, _) = spec(#"{"type": "mix", "value": "{mix.amount} / 2", "space": "srgb", "color": "{color.white}", "format": "hex"}"#)
        #expect(mix?.references == ["mix.amount", "color.white"])
        #expect(mix?.format == "hex")
        let resolved = try mix!.resolve(amount: { e, _ in
            MathEvaluator.evaluate(e) { key, _ in key == "mix.amount" ? .success(MathQuantity(0.5)) : .failure(.reported) }
        }, color: { key, _ in key == "color.white" ? DTCGColor(.srgb, 1, 1, 1) : nil }).get()
        #expect(resolved == ColorModifier(kind: .mix, space: .srgb, amount: 0.25, mixColor: DTCGColor(.srgb, 1, 1, 1)))

        let (_, errors) = spec(#"{"type": "lightn", "value": "20%", "space": "oklch"}"#)
        #expect(errors.map(\.message) == [
            "unknown colour modifier type \"lightn\"; expected lighten, darken, mix, alpha",
            "unknown colour modifier space \"oklch\"; Tokens Studio's spaces are srgb, hsl, lch and p3",
            "the colour modifier value must be a plain number (0.2 is 20 %), found \"20%\"",
        ])
        #expect(errors.map { $0.location!.column } == [2, 36, 29])
        #expect(errors[0].notes.first?.message == "did you mean \"lighten\"?")

        let (_, mixErrors) = spec(##"{"type": "mix", "value": 0.5, "space": "hsl", "color": "#ggg"}"##)
        #expect(mixErrors.map(\.message) == ["invalid mix colour: \"g\" is not a hex digit"])
        #expect(mixErrors.first?.location?.column == 58)

        let (_, missing) = spec(#"{"type": "mix", "value": "1 +", "space": "hsl"}"#)
        #expect(missing.map(\.message) == [
            "invalid colour modifier value: the expression ends where a number, a reference or \"(\" is expected",
            "a mix modifier needs \"color\", the colour to mix with",
        ])
        #expect(missing.first?.location?.column == 30)
    }
}
