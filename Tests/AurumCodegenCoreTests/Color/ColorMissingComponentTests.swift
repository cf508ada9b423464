import Testing
@testable import AurumCodegenCore

/// `none` and powerless hues, per CSS Color 4 §4.4.
@Suite struct ColorMissingComponentTests {
    @Test func noneConvertsAsZero() {
        expectVector(DTCGColor(.srgb, nil, 1, 0).xyzD65, DTCGColor(.srgb, 0, 1, 0).xyzD65.array)
        expectVector(DTCGColor(.lab, 60, nil, -20).xyzD65, DTCGColor(.lab, 60, 0, -20).xyzD65.array)
        // The DTCG example: hsl ["none", 0, 100] is white.
        #expect(DTCGColor(.hsl, nil, 0, 100).sRGBHex == HexColor("#ffffff"))
    }

    @Test func missingHueOnlyMattersWithChroma() {
        // With chroma, hue none = 0°: oklch(0.6 0.1 none) is oklch(0.6 0.1 0).
        expectVector(DTCGColor(.oklch, 0.6, 0.1, nil).xyzD65, DTCGColor(.oklch, 0.6, 0.1, 0).xyzD65.array)
    }

    @Test(arguments: [ColorSpace.hsl, .hwb, .lch, .oklch])
    func greysConvertWithNoneHue(_ space: ColorSpace) {
        // Converting an achromatic colour into a polar space yields hue none, not an arbitrary angle.
        for grey in [DTCGColor(.srgb, 0.5, 0.5, 0.5), DTCGColor(.lab, 30, 0, 0), DTCGColor(.srgb, 1, 1, 1)] {
            let converted = grey.converted(to: space)
            #expect(converted.components[space.hueIndex!] == nil, "\(grey) → \(converted)")
        }
        let chromatic = DTCGColor(.srgb, 0.5, 0.4, 0.4).converted(to: space)
        #expect(chromatic.components[space.hueIndex!] != nil)
    }

    @Test func convertingToOwnSpaceKeepsNone() {
        let color = DTCGColor(.lch, 40, 0, nil)
        #expect(color.converted(to: .lch) == color)
    }
}
