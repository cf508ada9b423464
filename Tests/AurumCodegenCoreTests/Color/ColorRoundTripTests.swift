import Testing
@testable import AurumCodegenCore

@Suite struct ColorRoundTripTests {
    /// One chromatic, in-range sample per space; all 14 spaces are covered.
    static let samples: [DTCGColor] = [
        DTCGColor(.srgb, 0.2, 0.4, 0.8),
        DTCGColor(.srgbLinear, 0.5, 0.25, 0.75),
        DTCGColor(.hsl, 200, 60, 40),
        DTCGColor(.hwb, 330, 10, 20),
        DTCGColor(.lab, 50, 20, -30),
        DTCGColor(.lch, 70, 45, 120),
        DTCGColor(.oklab, 0.6, -0.1, 0.05),
        DTCGColor(.oklch, 0.6, 0.15, 200),
        DTCGColor(.displayP3, 0.9, 0.3, 0.1),
        DTCGColor(.a98RGB, 0.1, 0.8, 0.4),
        DTCGColor(.prophotoRGB, 0.5, 0.25, 0.75),
        DTCGColor(.rec2020, 0.3, 0.6, 0.9),
        DTCGColor(.xyzD50, 0.3, 0.4, 0.2),
        DTCGColor(.xyzD65, 0.25, 0.2, 0.6),
    ]

    @Test func samplesCoverEverySpace() {
        #expect(Set(Self.samples.map(\.colorSpace)) == Set(ColorSpace.allCases))
        for sample in Self.samples {
            #expect(DTCGColor.issues(colorSpace: sample.colorSpace, components: sample.components).isEmpty)
        }
    }

    @Test(arguments: samples) func throughXYZAndBack(_ sample: DTCGColor) {
        let back = DTCGColor(xyzD65: sample.xyzD65, in: sample.colorSpace)
        expectComponents(back.components, sample.components, tolerance: 1e-9)
    }

    /// space A → space B → space A for every ordered pair, via the public `converted(to:)`.
    @Test(arguments: samples) func throughEveryOtherSpace(_ sample: DTCGColor) {
        for target in ColorSpace.allCases {
            let back = sample.converted(to: target).converted(to: sample.colorSpace)
            expectComponents(back.components, sample.components, tolerance: 1e-8)
            #expect(sample.converted(to: target).colorSpace == target)
        }
    }

    @Test func alphaIsCarriedThrough() {
        let color = DTCGColor(.oklch, 0.7, 0.1, 30, alpha: 0.4)
        for space in ColorSpace.allCases { #expect(color.converted(to: space).alpha == 0.4) }
        #expect(color.rgb(in: .srgb).rgb.alpha == 0.4)
    }
}
