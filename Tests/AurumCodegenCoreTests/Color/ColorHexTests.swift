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
            let color = DTCGColor(.srgb, hex.rgb.red, hex.rgb.green, hex.rgb.blue)
            #expect(color.checkHex(hex) == .agrees)
        }
    }

    @Test func checksDTCGExampleFallbacks() {
        // Every "Hot pink" example of the DTCG colour module carries hex #ff00ff.
        let pink = HexColor("#ff00ff")!
        let examples: [DTCGColor] = [
            DTCGColor(.srgb, 1, 0, 1),
            DTCGColor(.srgbLinear, 1, 0, 1),
            DTCGColor(.lab, 60.17, 93.54, -60.5),
            DTCGColor(.lch, 60.17, 111.4, 327.11),
            DTCGColor(.oklab, 0.701, 0.2746, -0.169),
            DTCGColor(.oklch, 0.7016, 0.3225, 328.363),
            DTCGColor(.xyzD65, 0.5929, 0.2848, 0.9699),
            DTCGColor(.xyzD50, 0.5791, 0.2831, 0.728),
            // Out of sRGB gamut; the spec's fallback is the clipped value, which the check accepts.
            DTCGColor(.displayP3, 1, 0, 1),
            DTCGColor(.a98RGB, 1, 0, 1),
            DTCGColor(.prophotoRGB, 1, 0, 1),
            DTCGColor(.rec2020, 1, 0, 1),
        ]
        for example in examples { #expect(example.checkHex(pink) == .agrees, "\(example)") }
        // The spec's hsl and hwb examples use hue 330, which is #ff0080, not #ff00ff: an erratum the check catches.
        #expect(DTCGColor(.hsl, 330, 100, 50).checkHex(pink) == .disagrees(expected: HexColor("#ff0080")!))
        #expect(DTCGColor(.hwb, 330, 0, 0).checkHex(pink) == .disagrees(expected: HexColor("#ff0080")!))
        #expect(DTCGColor(.hsl, 300, 100, 50).checkHex(pink) == .agrees)
    }

    @Test func toleranceIsPerChannelSteps() {
        let color = DTCGColor(.srgb, 0.5, 0.5, 0.5)  // #808080
        #expect(color.checkHex(HexColor("#7f8081")!) == .agrees)
        #expect(color.checkHex(HexColor("#7e8080")!) == .disagrees(expected: HexColor("#808080")!))
        #expect(color.checkHex(HexColor("#7f8080")!, tolerance: 0) == .disagrees(expected: HexColor("#808080")!))
    }

    @Test func outOfGamutMismatchReportsMappedValue() {
        // P3 green maps (not clips) to sRGB #00fb29 (coloraide 8.13.1 fit, as in ColorGamutMappingTests).
        let green = DTCGColor(.displayP3, 0, 1, 0)
        #expect(green.sRGBHex == HexColor("#00fb29"))
        #expect(green.checkHex(HexColor("#00ff00")!) == .agrees)  // clipped fallback
        #expect(green.checkHex(HexColor("#00fb29")!) == .agrees)  // mapped fallback
        #expect(green.checkHex(HexColor("#00ff80")!) == .disagrees(expected: HexColor("#00fb29")!))
    }
}
