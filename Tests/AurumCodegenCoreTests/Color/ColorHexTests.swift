import Testing
@testable import AurumCodegenCore

@Suite struct ColorHexTests {
    @Test func parsesOnlySixDigitHex() {
        #expect(HexColor("#ff00FF") == HexColor(red: 255, green: 0, blue: 255))
        #expect(HexColor("#0a1B2c")?.string == "#0a1b2c")
        for bad in ["ff00ff", "#fff", "#ff00ff80", "#ff00fg", "#ff00f", "", "#", "# ff00f", "#ff00ff "] {
            #expect(HexColor(bad) == nil, "\(bad)")
        }
    }

    @Test func serialisesSRGB() {
        #expect(RGB(.srgb, red: 1, green: 0, blue: 1).hex == "#ff00ff")
        #expect(RGB(.srgb, red: 0, green: 0.5, blue: 1, alpha: 0.5).hex == "#0080ff80")
        // An alpha that rounds to 255 needs no alpha digits.
        #expect(RGB(.srgb, red: 0, green: 0, blue: 0, alpha: 0.999).hex == "#000000")
        #expect(RGB(.srgb, red: 0, green: 0, blue: 0, alpha: 0).hex == "#00000000")
    }

    @Test func refusesWhatHexCannotSay() {
        #expect(RGB(.displayP3, red: 1, green: 0, blue: 1).hex == nil)
        #expect(RGB(.srgb, red: 1.2, green: 0, blue: 1).hex == nil)
        #expect(RGB(.srgb, red: -0.01, green: 0, blue: 1).hex == nil)
    }

    @Test func hexRoundTripsThroughRGB() {
        for text in ["#000000", "#ffffff", "#123456", "#abcdef", "#7f8081"] {
            let hex = HexColor(text)!
            #expect(hex.rgb.hex == text)
            #expect(DTCGColor(.srgb, hex.rgb.red, hex.rgb.green, hex.rgb.blue).sRGBHex == hex)
        }
    }

    @Test func convertsDTCGExamplesToTheirHex() {
        // Every "Hot pink" example of the DTCG colour module carries hex #ff00ff; tools round components
        // differently, so each channel may be one 8-bit step away.
        let pink = HexColor("#ff00ff")!
        let inGamut: [DTCGColor] = [
            DTCGColor(.srgb, 1, 0, 1),
            DTCGColor(.srgbLinear, 1, 0, 1),
            DTCGColor(.lab, 60.17, 93.54, -60.5),
            DTCGColor(.lch, 60.17, 111.4, 327.11),
            DTCGColor(.oklab, 0.701, 0.2746, -0.169),
            DTCGColor(.oklch, 0.7016, 0.3225, 328.363),
            DTCGColor(.xyzD65, 0.5929, 0.2848, 0.9699),
            DTCGColor(.xyzD50, 0.5791, 0.2831, 0.728),
            DTCGColor(.hsl, 300, 100, 50),
        ]
        for example in inGamut { #expect(Self.steps(example.sRGBHex, pink) <= 1, "\(example)") }
        // Out of sRGB gamut: the spec's fallback is the clipped value.
        for space: ColorSpace in [.displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            let conversion = DTCGColor(space, 1, 0, 1).rgb(in: .srgb)
            #expect(!conversion.wasInGamut, "\(space)")
            let c = GamutMapping.clip(conversion.unmapped.channels)
            #expect(Self.steps(HexColor(red: RGB.byte(c.x), green: RGB.byte(c.y), blue: RGB.byte(c.z)), pink) <= 1, "\(space)")
        }
        // The spec's hsl and hwb examples use hue 330, which is #ff0080, not #ff00ff (an erratum).
        #expect(DTCGColor(.hsl, 330, 100, 50).sRGBHex == HexColor("#ff0080")!)
        #expect(DTCGColor(.hwb, 330, 0, 0).sRGBHex == HexColor("#ff0080")!)
    }

    @Test func outOfGamutColoursAreMappedNotClipped() {
        // P3 green maps (not clips) to sRGB #00fb29 (coloraide 8.13.1 fit, as in ColorGamutMappingTests).
        #expect(DTCGColor(.displayP3, 0, 1, 0).sRGBHex == HexColor("#00fb29"))
    }

    /// Largest per-channel difference, in 8-bit steps.
    private static func steps(_ a: HexColor, _ b: HexColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }
}

extension DTCGColor {
    /// The sRGB hex of this colour, gamut mapped if needed, without alpha: how the colour tests state a
    /// conversion's result.
    var sRGBHex: HexColor {
        let rgb = rgb(in: .srgb).rgb
        return HexColor(red: RGB.byte(rgb.red), green: RGB.byte(rgb.green), blue: RGB.byte(rgb.blue))
    }
}
