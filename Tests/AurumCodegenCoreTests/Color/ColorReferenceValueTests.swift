import Testing
@testable import AurumCodegenCore

/// Conversions checked against published numbers. "coloraide 8.13.1" marks values produced with
/// that Python library (which implements the CSS Color 4 algorithms) and baked in here.
@Suite struct ColorReferenceValueTests {
    @Test func sRGBRedInDisplayP3() {
        // color(display-p3 0.9175 0.2003 0.1386): the widely published P3 form of sRGB red
        // (WebKit "Wide Gamut Color in CSS with Display-P3"; coloraide 8.13.1: 0.917488, 0.200287, 0.138561).
        let p3 = DTCGColor(.srgb, 1, 0, 0).converted(to: .displayP3)
        expectComponents(p3.components, [0.9175, 0.2003, 0.1386], tolerance: 1e-4)
        expectComponents(p3.components, [0.9174875573251656, 0.20028680774084717, 0.1385605912111141], tolerance: 1e-9)
    }

    @Test func whiteInOKLabAndOKLCh() {
        // OKLab white is L = 1, a = b = 0 by construction (Ottosson, "A perceptual color space for
        // image processing", 2020); CSS Color 4 normalised the matrices so this holds for D65 white.
        let white = DTCGColor(.srgb, 1, 1, 1)
        expectComponents(white.converted(to: .oklab).components, [1, 0, 0], tolerance: 1e-6)
        // Achromatic: the OKLCh hue is powerless, so it comes back as none.
        expectComponents(white.converted(to: .oklch).components, [1, 0, nil], tolerance: 1e-6)
    }

    @Test func redInOKLabOKLChLabLCh() {
        // coloraide 8.13.1: Color('red').convert(...)
        let red = DTCGColor(.srgb, 1, 0, 0)
        expectComponents(red.converted(to: .oklab).components, [0.6279553639214311, 0.22486306842627418, 0.125846277330585])
        expectComponents(red.converted(to: .oklch).components, [0.6279553639214311, 0.2576833038053606, 29.233880279627893])
        expectComponents(red.converted(to: .lab).components, [54.29054140467191, 80.80492817043522, 69.89096476862429])
        expectComponents(red.converted(to: .lch).components, [54.29054140467191, 106.83718160321469, 40.857656505011626])
    }

    @Test func ottossonXYZToOKLabTable() {
        // Björn Ottosson, "A perceptual color space for image processing" (2020), table of XYZ → OKLab
        // test values, published to 3 decimals. CSS Color 4's recalculated M1 agrees to that precision.
        let table: [([Double], [Double])] = [
            ([0.950, 1.000, 1.089], [1.000, 0.000, 0.000]),
            ([1.000, 0.000, 0.000], [0.450, 1.236, -0.019]),
            ([0.000, 1.000, 0.000], [0.922, -0.671, 0.263]),
            ([0.000, 0.000, 1.000], [0.153, -1.415, -0.449]),
        ]
        for (xyz, lab) in table {
            let color = DTCGColor(xyzD65: SIMD3(xyz[0], xyz[1], xyz[2]), in: .oklab)
            expectComponents(color.components, lab, tolerance: 1.5e-3)
        }
    }

    @Test func labToSRGBAndXYZ() {
        // Inputs are the lab() examples from MDN's lab() page and CSS Color 4; outputs coloraide 8.13.1.
        let cases: [([Double], srgb: [Double], xyz: [Double])] = [
            ([29.2345, 39.3825, 20.0664], [0.490633715750111, 0.13867078793564622, 0.15900566965991694],
             [0.09477568485344476, 0.05749475782223292, 0.026673363899514496]),
            ([52.2345, 40.1645, 59.9971], [0.7761739623385978, 0.36338984126618784, 0.024547395251910843],
             [0.2718732694999072, 0.19780982518209841, 0.025662250833263234]),
            ([50, 0, 0], [0.46632660928353714, 0.46632660928353725, 0.46632660928353725],
             [0.17506116820316495, 0.18418651851244414, 0.20058975557145514]),
            ([50, 20, -30], [0.5211546420044169, 0.4236569531268718, 0.6685103406759236],
             [0.22321237282155995, 0.18630181557566378, 0.40685185949014674]),
        ]
        for (lab, srgb, xyz) in cases {
            let color = DTCGColor(.lab, lab[0], lab[1], lab[2])
            expectComponents(color.converted(to: .srgb).components, srgb)
            expectVector(color.xyzD65, xyz, tolerance: 1e-6)
        }
    }

    @Test func hslGreenIsNamedGreen() {
        // CSS named colour `green` is #008000 (CSS Color 4 §6.1); hsl(120 100% 25%) is its HSL form:
        // G = 0.5 exactly (coloraide 8.13.1), which rounds half up to 128 = 0x80.
        let green = DTCGColor(.hsl, 120, 100, 25)
        expectComponents(green.converted(to: .srgb).components, [0, 0.5, 0], tolerance: 1e-12)
        #expect(green.rgb(in: .srgb).rgb.hex == "#008000")
        #expect(green.sRGBHex == HexColor("#008000"))
    }

    @Test func widegamutPrimariesInXYZ() {
        // coloraide 8.13.1, Color('color(<space> 1 0 0)').convert('xyz-d65'); for a98 and rec2020 these
        // are the columns of the CSS Color 4 linear-to-XYZ matrices. coloraide keeps the ProPhoto matrix
        // CSS Color 4 replaced after csswg-drafts#7675 (differences < 1e-5), hence its looser tolerance.
        let primaries: [(ColorSpace, [[Double]])] = [
            (.rec2020, [[0.6369580483012911, 0.262700212011267, 0],
                        [0.14461690358620838, 0.677998071518871, 0.028072693049087438],
                        [0.16888097516417208, 0.05930171646986195, 1.0609850577107909]]),
            (.a98RGB, [[0.5766690429101307, 0.2973449752505361, 0.027031361386412343],
                       [0.1855582379065463, 0.6273635662554661, 0.07068885253582723],
                       [0.18822864623499472, 0.07529145849399789, 0.9913375368376389]]),
            (.prophotoRGB, [[0.7555849466177529, 0.26831828062163154, 0.00391597285725666],
                            [0.1127239958858641, 0.7151231912368591, -0.01293355065819981],
                            [0.08214698454805447, 0.016558528141509373, 1.0980753285608214]]),
            (.displayP3, [[0.48657094864821615, 0.22897456406974878, 0],
                          [0.26566769316909306, 0.6917385218365063, 0.04511338185890263],
                          [0.19821728523436247, 0.07928691409374498, 1.0439443689009757]]),
        ]
        for (space, xyz) in primaries {
            for (i, expected) in xyz.enumerated() {
                var c: [Double?] = [0, 0, 0]
                c[i] = 1
                expectVector(DTCGColor(colorSpace: space, components: c)!.xyzD65, expected,
                             tolerance: space == .prophotoRGB ? 2e-5 : 1e-9)
            }
        }
    }

    @Test func midToneTransferFunctions() {
        // Non-0/1 inputs exercise each transfer curve (coloraide 8.13.1, rec2020 with the 2.4 gamma
        // CSS Color 4 adopted in 2025; ProPhoto looser for the matrix reason above).
        let cases: [(ColorSpace, [Double])] = [
            (.rec2020, [0.21054191987706158, 0.10384168727490577, 0.5329399438121858]),
            (.a98RGB, [0.23435271931415264, 0.13448896328210513, 0.5358054792451526]),
            (.prophotoRGB, [0.27522533411242367, 0.14589565426865475, 0.6543059543388542]),
            (.displayP3, [0.22123513766024594, 0.12563204842514955, 0.5477786262878609]),
            (.srgbLinear, [0.43095207578032485, 0.3392559091482444, 0.7523632184936979]),
            (.xyzD50, [0.5194065294072743, 0.25409507574733214, 0.9988045397891092]),
        ]
        for (space, xyz) in cases {
            expectVector(DTCGColor(space, 0.5, 0.25, 0.75).xyzD65, xyz, tolerance: space == .prophotoRGB ? 2e-5 : 1e-9)
        }
    }

    @Test func polarSpacesToXYZ() {
        // coloraide 8.13.1, Color(...).convert('xyz-d65')
        let cases: [(DTCGColor, [Double])] = [
            (DTCGColor(.hwb, 200, 20, 30), [0.18254314178433306, 0.21545616293471137, 0.4558132450245809]),
            (DTCGColor(.hsl, 200, 60, 40), [0.14543012158386825, 0.17135527784054244, 0.37286596857997906]),
            (DTCGColor(.lch, 50, 40, 200), [0.12019207316855839, 0.1872290710217196, 0.2818720577800402]),
            (DTCGColor(.oklch, 0.6, 0.15, 200), [0.14211795965242507, 0.23414761334433531, 0.38536872532519173]),
            (DTCGColor(.oklab, 0.6, -0.1, 0.05), [0.14901097510370848, 0.2300796963291565, 0.14733930402138684]),
        ]
        for (color, xyz) in cases { expectVector(color.xyzD65, xyz, tolerance: 1e-9) }
    }

    @Test func oneSRGBColourInEverySpace() {
        // coloraide 8.13.1: Color('srgb', [0.2, 0.4, 0.8]).convert(space); hsl/hwb scaled to 0…100
        // (ProPhoto looser: see widegamutPrimariesInXYZ).
        let expected: [ColorSpace: [Double]] = [
            .srgb: [0.2, 0.4, 0.8],
            .srgbLinear: [0.033104766570885055, 0.13286832155381798, 0.6038273388553378],
            .hsl: [220.0, 60.00000000000001, 50.0],
            .hwb: [220.0, 19.999999999999993, 19.999999999999996],
            .lab: [44.12101422933526, 10.954333609828504, -59.08573819811374],
            .lch: [44.12101422933526, 60.09261088729175, 280.5032243387333],
            .oklab: [0.5324825621443727, -0.022511843612863958, -0.16634918389605358],
            .oklch: [0.5324825621443727, 0.16786552381514525, 262.2930486125382],
            .displayP3: [0.24985133313829072, 0.39524007221891605, 0.7735617500308943],
            .a98RGB: [0.28143162529907756, 0.39940515012984334, 0.7833135189221474],
            .prophotoRGB: [0.3437095960376774, 0.3305239492749633, 0.7092276973324644],
            .rec2020: [0.3678067823004183, 0.4291867351070654, 0.7812845626469694],
            .xyzD50: [0.15200495095817124, 0.1392210572958565, 0.44455269507908074],
            .xyzD65: [0.17014296630873987, 0.14565432029905193, 0.5904344525598421],
        ]
        #expect(expected.count == ColorSpace.allCases.count)
        let source = DTCGColor(.srgb, 0.2, 0.4, 0.8)
        for space in ColorSpace.allCases {
            let tolerance = space == .prophotoRGB ? 2e-5 : [.lab, .lch, .hsl, .hwb].contains(space) ? 1e-8 : 1e-10
            expectComponents(source.converted(to: space).components, expected[space]!, tolerance: tolerance)
        }
    }

    @Test func whitePoints() {
        // CSS Color 4 §"Predefined color spaces": D50 = (0.3457/0.3585, 1, 0.2958/0.3585) and
        // D65 = (0.3127/0.3290, 1, 0.3583/0.3290); coloraide 8.13.1 gives the same for white.
        let white = DTCGColor(.srgb, 1, 1, 1)
        expectComponents(white.converted(to: .xyzD50).components, [0.9642956764295678, 1.0, 0.8251046025104604], tolerance: 1e-9)
        expectVector(white.xyzD65, [0.9504559270516715, 1.0, 1.0890577507598784], tolerance: 1e-9)
        expectComponents(white.converted(to: .lab).components, [100, 0, 0], tolerance: 1e-6)
    }

    @Test func dtcgHotPinkExamples() {
        // DTCG colour module (technical-reports/color, "Supported color spaces"): every example is
        // "Hot pink" with hex #ff00ff, published to 2–4 decimals. hsl/hwb are left out: their
        // hue 330 is an erratum (it is #ff0080; see ColorHexTests).
        let magenta = DTCGColor(.srgb, 1, 0, 1)
        let examples: [(ColorSpace, [Double], Double)] = [
            (.lab, [60.17, 93.54, -60.5], 0.01),
            (.lch, [60.17, 111.4, 327.11], 0.01),
            (.oklab, [0.701, 0.2746, -0.169], 1e-3),
            (.oklch, [0.7016, 0.3225, 328.363], 1e-3),
            (.xyzD65, [0.5929, 0.2848, 0.9699], 1e-4),
            (.xyzD50, [0.5791, 0.2831, 0.728], 1e-4),
        ]
        for (space, components, tolerance) in examples {
            expectComponents(magenta.converted(to: space).components, components, tolerance: tolerance)
            let example = DTCGColor(colorSpace: space, components: components)!
            #expect(example.sRGBHex == HexColor("#ff00ff"), "\(space)")
        }
    }
}
