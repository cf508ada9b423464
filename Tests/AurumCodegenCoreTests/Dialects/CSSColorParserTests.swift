import Testing
@testable import AurumCodegenCore

/// Colour strings of the legacy dialects into DTCG colours. Expected components follow CSS Color 4:
/// hex digits / 255, rgb() bytes / 255, percentages / 100, hues in degrees.
@Suite struct CSSColorParserTests {
    private func parse(_ s: String) throws -> CSSColorParser.Parsed {
        switch CSSColorParser.parse(s) {
        case .success(let p): return p
        case .failure(let e): Issue.record("\(s): \(e.message) at \(e.offset)"); throw e
        }
    }

    private func error(_ s: String) -> StringValueError? {
        if case .failure(let e) = CSSColorParser.parse(s) { return e }
        Issue.record("\(s) parsed, expected an error")
        return nil
    }

    private func expect(_ c: ColorValue, _ space: String, _ components: [Double?], alpha: Double = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(c.colorSpace == space, sourceLocation: sourceLocation)
        #expect(c.components.count == components.count, sourceLocation: sourceLocation)
        for (a, b) in zip(c.components, components) {
            switch (a, b) {
            case (nil, nil): break
            case let (x?, y?): #expect(abs(x - y) < 1e-12, "\(c.components) vs \(components)", sourceLocation: sourceLocation)
            default: Issue.record("\(c.components) vs \(components)", sourceLocation: sourceLocation)
            }
        }
        #expect(abs(c.alpha - alpha) < 1e-12, "alpha \(c.alpha) vs \(alpha)", sourceLocation: sourceLocation)
    }

    @Test func hexForms() throws {
        let six = try parse("#863EF3")
        expect(six.color, "srgb", [134.0 / 255, 62.0 / 255, 243.0 / 255])
        #expect(six.color.hex == "#863EF3")
        #expect(six.syntax == .hex)

        let three = try parse("#f0c")
        expect(three.color, "srgb", [1.0, 0.0, 204.0 / 255])
        #expect(three.color.hex == "#ff00cc")

        let four = try parse("#f0c8")
        expect(four.color, "srgb", [1.0, 0.0, 204.0 / 255], alpha: 136.0 / 255)
        #expect(four.color.hex == "#ff00cc")

        let eight = try parse("#16161d80")
        expect(eight.color, "srgb", [22.0 / 255, 22.0 / 255, 29.0 / 255], alpha: 128.0 / 255)
        #expect(eight.color.hex == "#16161d", "hex keeps the six colour digits; alpha is its own member")
    }

    @Test func hexErrorsPointAtTheProblem() {
        let five = error("#12345")
        #expect(five?.message == "a hex colour has 3, 4, 6 or 8 digits, found 5")
        #expect(five?.offset == 0)
        let bad = error("#12g456")
        #expect(bad?.message == "\"g\" is not a hex digit")
        #expect(bad?.offset == 3)
        #expect(error("  #fff trailing")?.offset == 7)
    }

    @Test func legacyRGB() throws {
        let p = try parse("rgb(255, 128, 0)")
        expect(p.color, "srgb", [1, 128 / 255.0, 0])
        #expect(p.syntax == .legacyFunction)
        expect(try parse("rgba(0, 0, 0, 0.5)").color, "srgb", [0, 0, 0], alpha: 0.5)
        expect(try parse("rgba(100%, 50%, 0%, 50%)").color, "srgb", [1, 0.5, 0], alpha: 0.5)
        expect(try parse("RGB(10,20,30)").color, "srgb", [10 / 255.0, 20 / 255.0, 30 / 255.0])
        // CSS clamps out-of-range channels at parse time.
        let clamped = try parse("rgb(300, -5, 0)")
        expect(clamped.color, "srgb", [1, 0, 0])
        #expect(clamped.clamped)
    }

    @Test func modernRGB() throws {
        let p = try parse("rgb(255 0 0 / 50%)")
        expect(p.color, "srgb", [1, 0, 0], alpha: 0.5)
        #expect(p.syntax == .modernFunction)
        expect(try parse("rgb(100% none 0 / 0.25)").color, "srgb", [1, nil, 0], alpha: 0.25)
        expect(try parse("rgba(1 2 3)").color, "srgb", [1 / 255.0, 2 / 255.0, 3 / 255.0])
    }

    @Test func hsl() throws {
        expect(try parse("hsl(210, 50%, 40%)").color, "hsl", [210, 50, 40])
        expect(try parse("hsla(-30, 100%, 50%, .8)").color, "hsl", [330, 100, 50], alpha: 0.8)
        expect(try parse("hsl(0.5turn 20% 30% / 1)").color, "hsl", [180, 20, 30])
        expect(try parse("hsl(200grad 20 30)").color, "hsl", [180, 20, 30])
        let rad = try parse("hsl(3.141592653589793rad 10% 10%)")
        #expect(abs(rad.color.components[0]! - 180) < 1e-9)
        expect(try parse("hsl(none 0% 50%)").color, "hsl", [nil, 0, 50])
        expect(try parse("hsl(720deg 120% 50%)").color, "hsl", [0, 100, 50])
    }

    @Test func otherSpaces() throws {
        expect(try parse("oklch(0.7 0.15 150)").color, "oklch", [0.7, 0.15, 150])
        expect(try parse("oklch(70% 50% 150deg)").color, "oklch", [0.7, 0.2, 150])
        expect(try parse("lab(50% 40 -20)").color, "lab", [50, 40, -20])
        expect(try parse("lch(50 100% 30)").color, "lch", [50, 150, 30])
        expect(try parse("oklab(0.5 -0.1 40%)").color, "oklab", [0.5, -0.1, 0.16])
        expect(try parse("hwb(120 10% 20%)").color, "hwb", [120, 10, 20])
        expect(try parse("color(display-p3 1 0.5 0 / 0.5)").color, "display-p3", [1, 0.5, 0], alpha: 0.5)
        expect(try parse("color(xyz 0.2 0.3 0.4)").color, "xyz-d65", [0.2, 0.3, 0.4])
        expect(try parse("color(rec2020 50% 0 none)").color, "rec2020", [0.5, 0, nil])
    }

    @Test func names() throws {
        let white = try parse("white")
        expect(white.color, "srgb", [1, 1, 1])
        #expect(white.color.hex == "#ffffff")
        #expect(white.syntax == .named)
        expect(try parse("RebeccaPurple").color, "srgb", [102.0 / 255, 51.0 / 255, 153.0 / 255])
        expect(try parse("transparent").color, "srgb", [0, 0, 0], alpha: 0)
        #expect(CSSNamedColors.table.count == 148)
        #expect(error("whitee")?.message == "\"whitee\" is not a colour name (did you mean \"white\"?)")
        #expect(error("currentColor")?.message.contains("depends on where") == true)
    }

    @Test func syntaxErrorsHaveOffsets() {
        let cases: [(String, String, Int)] = [
            ("rgb(255, 0)", "rgb() needs 3 components, found 2", 10),
            ("rgb(255 0 0", "rgb( is missing its closing \")\"", 11),
            ("rgb(255, 0 0)", "expected \",\" between values in rgb()", 11),
            ("rgb(255 0, 0)", "unexpected \",\": do not mix the comma and space syntaxes", 9),
            ("rgb(255, 0%, 0)", "the comma-separated rgb() syntax takes three numbers or three percentages, not a mix", 9),
            ("rgb(1 2 3 4)", "write the alpha after \"/\": rgb(r g b / alpha)", 10),
            ("rgb(none, 0, 0)", "none is not allowed in the comma-separated rgb() syntax", 4),
            ("hsl(120, 50, 50%)", "the comma-separated hsl() syntax takes saturation and lightness as percentages (50%)", 9),
            ("hsl(1px 2% 3%)", "\"px\" is not an angle unit; a hue takes deg, grad, rad or turn", 4),
            ("oklch(0.5 0.1 120, 1)", "oklch() separates its values with spaces, not commas", 17),
            ("color(display-p3 1.2 0 0)", "color() component 1.2 is outside [0, 1], which DTCG 2025.10 requires", 17),
            ("color(p3 1 0 0)", "unknown colour space \"p3\" in color(); expected one of srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65", 6),
            ("rgbx(1 2 3)", "unknown colour function rgbx(); expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()", 0),
            ("rgb(1 2 3) x", "unexpected \"x\" after the colour", 11),
            ("rgb(1 2 3 / none)", "alpha none is not supported; write a number or percentage", 12),
            ("16px", "\"16px\" is not a colour: expected #hex, a colour function such as rgb() or a colour name", 0),
            ("", "an empty string is not a colour", 0),
        ]
        for (text, message, offset) in cases {
            guard let e = error(text) else { continue }
            #expect(e.message == message, "\(text)")
            #expect(e.offset == offset, "\(text): offset \(e.offset)")
        }
    }

    /// A string offset becomes a column of the file: the string's quote, plus one, plus the escaped
    /// width of what precedes the offset.
    @Test func offsetsBecomeColumns() {
        let start = JSONPosition(line: 4, column: 17, offset: 0)
        #expect(StringLocation.location(ofOffset: 0, in: "#12g456", startingAt: start, file: "a.json").column == 18)
        #expect(StringLocation.location(ofOffset: 3, in: "#12g456", startingAt: start, file: "a.json").column == 21)
        // A quote before the offset was written as \" (two bytes).
        #expect(StringLocation.location(ofOffset: 2, in: "a\"b", startingAt: start, file: "a.json").column == 21)
        #expect(StringLocation.location(ofOffset: 2, in: "é", startingAt: start, file: "a.json").column == 20)
    }
}
