import Testing
@testable import AurumCodegenCore

/// CSS Color 4 §13.2 gamut mapping. Expected mapped values: coloraide 8.13.1,
/// `Color(c).convert(dest).fit(method='minde-chroma', pspace='oklch', jnd=0.02)`, its implementation
/// of the CSS algorithm. The binary search stops within 0.0001 chroma, hence tolerance 1e-3.
@Suite struct ColorGamutMappingTests {
    @Test func p3GreenIntoSRGB() {
        let result = DTCGColor(.displayP3, 0, 1, 0).rgb(in: .srgb)
        #expect(!result.wasInGamut)
        expectRGB(result.rgb, [0.0, 0.9857637107710323, 0.15974244397343867], tolerance: 1e-3)
        // The unmapped conversion is reported too (coloraide 8.13.1: -0.5116, 1.0183, -0.3107).
        expectRGB(result.unmapped, [-0.5116049825853447, 1.0182656579378029, -0.3106746212905826], tolerance: 1e-9)
        #expect(result.rgb.isInGamut())
    }

    @Test func outOfGamutCases() {
        let cases: [(DTCGColor, RGBSpace, [Double])] = [
            (DTCGColor(.displayP3, 1, 0, 1), .srgb, [1.0, 0.1673588658300826, 0.9826421644869404]),
            (DTCGColor(.rec2020, 1, 0, 0), .srgb, [1.0, 0.2880233463361859, 0.308860912542465]),
            (DTCGColor(.rec2020, 1, 0, 0), .displayP3, [1.0, 0.20297875202883625, 0.25220821636301755]),
            (DTCGColor(.oklch, 0.7, 0.4, 150), .srgb, [0.0, 0.7606784824185384, 0.2808184868480757]),
            (DTCGColor(.oklch, 0.7, 0.4, 150), .displayP3, [0.0, 0.7824840346452296, 0.19444582089187382]),
            (DTCGColor(.lab, 90, -100, 100), .srgb, [0.0, 1.0, 0.13049572516266336]),
            (DTCGColor(.lab, 90, -100, 100), .displayP3, [0.32231062576795944, 1.0, 0.20368334097772156]),
            // Already within one JND once clipped: the clip is returned directly (CSS step "if E < JND").
            (DTCGColor(.oklch, 0.5, 0.3, 270), .srgb, [0.20525585926921613, 0.1601605685172688, 1.0]),
        ]
        for (color, space, expected) in cases {
            let result = color.rgb(in: space)
            #expect(!result.wasInGamut, "\(color) in \(space)")
            #expect(result.rgb.space == space)
            #expect(result.rgb.isInGamut())
            expectRGB(result.rgb, expected, tolerance: 1e-3)
        }
    }

    @Test func inGamutColoursAreConvertedNotMapped() {
        let result = DTCGColor(.oklch, 0.5, 0.3, 270).rgb(in: .displayP3)
        #expect(result.wasInGamut)
        // coloraide 8.13.1: in gamut, unchanged by fit().
        expectRGB(result.rgb, [0.1980589525967143, 0.16187348479478297, 0.9995347965851465], tolerance: 1e-9)
        #expect(result.rgb == result.unmapped)
    }

    @Test func roundingNoiseCountsAsInGamut() {
        // sRGB white through XYZ lands a hair outside 0…1 in P3; within the 1e-6 tolerance it is in gamut
        // and the returned channels are clamped into range.
        for color in [DTCGColor(.srgb, 1, 1, 1), DTCGColor(.srgb, 0, 0, 0), DTCGColor(.srgb, 1, 0, 0)] {
            for space in RGBSpace.allCases {
                let result = color.rgb(in: space)
                #expect(result.wasInGamut, "\(color) in \(space)")
                #expect(result.rgb.isInGamut(), "\(result.rgb)")
            }
        }
        let justOutside = DTCGColor(.srgb, 1 + 1e-5, 0.5, 0.5).rgb(in: .srgb)
        #expect(!justOutside.wasInGamut)
        let withinTolerance = DTCGColor(.srgb, 1 + 1e-7, 0.5, 0.5).rgb(in: .srgb)
        #expect(withinTolerance.wasInGamut && withinTolerance.rgb.red == 1)
    }

    @Test func lightnessExtremesMapToWhiteAndBlack() {
        // CSS §13.2 steps 3–4: OKLCh lightness ≥ 1 gives white, ≤ 0 gives black, whatever the chroma.
        let bright = DTCGColor(.oklch, 1.2, 0.3, 40).rgb(in: .srgb)
        #expect(!bright.wasInGamut)
        expectRGB(bright.rgb, [1, 1, 1], tolerance: 0)
        let dark = DTCGColor(.oklch, -0.1, 0.2, 40).rgb(in: .displayP3)
        #expect(!dark.wasInGamut)
        expectRGB(dark.rgb, [0, 0, 0], tolerance: 0)
    }

    @Test func mappedColourKeepsLightnessAndLosesChroma() {
        // The search holds OKLCh lightness fixed and the final clip is within ΔEOK 0.02 of the search
        // point, so lightness moves by less than 0.02 while chroma drops.
        let origin = DTCGColor(.displayP3, 0, 1, 0)
        let mapped = origin.rgb(in: .srgb).rgb
        let o = origin.converted(to: .oklch).resolvedComponents
        let m = DTCGColor(.srgb, mapped.red, mapped.green, mapped.blue).converted(to: .oklch).resolvedComponents
        #expect(abs(o.x - m.x) < 0.02)
        #expect(m.y < o.y)
    }

    @Test func nonFiniteInputTerminatesWithoutTrapping() {
        // Validation rejects these; conversion must still return rather than hang or crash.
        for color in [DTCGColor(.oklch, 0.5, .infinity, 0), DTCGColor(.lab, .nan, 0, 0), DTCGColor(.srgb, 1e300, 0, 0)] {
            let result = color.rgb(in: .srgb)
            #expect(!result.wasInGamut)
            _ = color.sRGBHex
        }
    }
}
