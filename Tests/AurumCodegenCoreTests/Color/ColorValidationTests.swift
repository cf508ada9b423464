import Testing
@testable import AurumCodegenCore

/// Ranges from the DTCG colour module's "Supported color spaces" table and schemas/2025.10 color.json.
@Suite struct ColorValidationTests {
    @Test func rawValuesAreTheDTCGNames() {
        #expect(ColorSpace.allCases.map(\.rawValue) == [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
            "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
        ])
        #expect(ColorSpace(rawValue: "display-p3") == .displayP3)
        #expect(ColorSpace(rawValue: "sRGB") == nil)
    }

    @Test func hueIndexes() {
        #expect(ColorSpace.hsl.hueIndex == 0)
        #expect(ColorSpace.hwb.hueIndex == 0)
        #expect(ColorSpace.lch.hueIndex == 2)
        #expect(ColorSpace.oklch.hueIndex == 2)
        for space in ColorSpace.allCases where ![.hsl, .hwb, .lch, .oklch].contains(space) {
            #expect(space.hueIndex == nil)
        }
    }

    @Test func reportsTheBrokenComponentWithItsRange() {
        let issues = ColorSpace.hsl.issues(components: [120, 150, 50])
        #expect(issues == [.componentOutOfRange(.hsl, index: 1, value: 150)])
        #expect(issues.first?.message == "component 2 (saturation) of an hsl colour must be between 0 and 100, found 150")
    }

    @Test func messages() {
        #expect(ColorSpace.oklch.issues(components: [0.5, 0.1, 360]).map(\.message)
            == ["component 3 (hue) of an oklch colour must be at least 0 and less than 360, found 360"])
        #expect(ColorSpace.lch.issues(components: [50, -1, 10]).map(\.message)
            == ["component 2 (chroma) of an lch colour must be at least 0, found -1"])
        #expect(ColorSpace.oklab.issues(components: [1.5, 0, 0]).map(\.message)
            == ["component 1 (lightness) of an oklab colour must be between 0 and 1, found 1.5"])
        #expect(ColorSpace.srgb.issues(components: [1, 0]).map(\.message)
            == ["an srgb colour must have exactly 3 components, found 2"])
        #expect(DTCGColor.issues(colorSpace: .srgb, components: [0, 0, 0], alpha: 1.5).map(\.message)
            == ["alpha must be between 0 and 1, found 1.5"])
    }

    @Test func rangesPerSpace() {
        // Table: a value just inside and just outside each bound, per the spec.
        #expect(ColorSpace.lab.issues(components: [100, -500, 500]).isEmpty)  // a, b unbounded
        #expect(ColorSpace.lab.issues(components: [100.01, 0, 0]).count == 1)
        #expect(ColorSpace.oklab.issues(components: [1, -2, 2]).isEmpty)
        #expect(ColorSpace.lch.issues(components: [0, 1000, 359.999]).isEmpty)
        #expect(ColorSpace.hwb.issues(components: [0, 100, 100]).isEmpty)
        #expect(ColorSpace.hwb.issues(components: [-0.1, 0, 0]).count == 1)
        for space in [ColorSpace.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65] {
            #expect(space.issues(components: [0, 1, 0.5]).isEmpty)
            #expect(space.issues(components: [1.0001, -0.0001, 0.5]).map { issue -> Int in
                guard case let .componentOutOfRange(_, index, _) = issue else { return -1 }
                return index
            } == [0, 1])
        }
    }

    @Test func noneIsAlwaysAllowedButNonFiniteIsNot() {
        for space in ColorSpace.allCases {
            #expect(space.issues(components: [nil, nil, nil]).isEmpty)
        }
        #expect(ColorSpace.lab.issues(components: [50, .infinity, 0]).count == 1)
        #expect(DTCGColor.issues(colorSpace: .srgb, components: [0, 0, 0], alpha: .nan).count == 1)
    }

    @Test func failableInitNeedsThreeComponents() {
        #expect(DTCGColor(colorSpace: .srgb, components: [1, 0]) == nil)
        #expect(DTCGColor(colorSpace: .srgb, components: [1, 0, 0, 1]) == nil)
        #expect(DTCGColor(colorSpace: .srgb, components: [1, nil, 0])?.components == [1, nil, 0])
    }
}
