import Testing
@testable import AurumCodegenCore

@Suite struct UnitStringTests {
    private func dimension(_ s: String, _ unitless: UnitString.UnitlessDimension = .rejected) -> DimensionValue? {
        try? UnitString.dimension(s, unitless: unitless).get()
    }

    @Test func dimensionsKeepTheirNumberText() {
        #expect(dimension("16px") == DimensionValue(value: JSONNumber(text: "16", double: 16), unit: .px))
        #expect(dimension("1.5rem") == DimensionValue(value: JSONNumber(text: "1.5", double: 1.5), unit: .rem))
        #expect(dimension(" -0.5REM ")?.value.text == "-0.5")
        #expect(dimension(".25rem")?.value.text == "0.25")
        #expect(dimension("+2px")?.value.text == "2")
        #expect(dimension("1e1px")?.value.double == 10)
        #expect(dimension("0") == DimensionValue(value: JSONNumber(text: "0", double: 0), unit: .px), "0 needs no unit")
        #expect(dimension("-0px")?.value.text == "0")
    }

    @Test func unitlessDimensionsFollowTheDialect() {
        #expect(dimension("16", .px)?.unit == .px)
        #expect(dimension("1.25", .rem) == DimensionValue(value: JSONNumber(text: "1.25", double: 1.25), unit: .rem))
        guard case .failure(let e) = UnitString.dimension("16", unitless: .rejected) else { Issue.record("accepted"); return }
        #expect(e.message == "a dimension needs a unit: write 16px or 16rem")
        #expect(e.offset == 2)
    }

    @Test func dimensionErrors() {
        let cases: [(String, String, Int)] = [
            ("2em", "em is relative to the font size, which a dimension token does not know; write px or rem", 1),
            ("50%", "% is relative to the font size, which a dimension token does not know; write px or rem", 2),
            ("12dp", "unit \"dp\" is not a DTCG dimension unit; write px or rem", 2),
            ("px", "\"px\" does not start with a number", 0),
            ("16 px", "unexpected \"px\" after 16", 3),
            ("16px;", "unexpected \";\" after 16px", 4),
        ]
        for (text, message, offset) in cases {
            guard case .failure(let e) = UnitString.dimension(text, unitless: .px) else { Issue.record("\(text) accepted"); continue }
            #expect(e.message == message, "\(text)")
            #expect(e.offset == offset, "\(text)")
        }
    }

    @Test func durations() throws {
        #expect(try UnitString.duration("200ms").get() == DurationValue(value: JSONNumber(text: "200", double: 200), unit: .ms))
        #expect(try UnitString.duration("0.2s").get() == DurationValue(value: JSONNumber(text: "0.2", double: 0.2), unit: .s))
        #expect(try UnitString.duration("150", unitlessIsMilliseconds: true).get().unit == .ms)
        guard case .failure(let e) = UnitString.duration("150") else { Issue.record("accepted"); return }
        #expect(e.message == "a duration needs a unit: write 150ms or 150s")
        guard case .failure(let m) = UnitString.duration("2min") else { Issue.record("accepted"); return }
        #expect(m.message == "unit \"min\" is not a duration unit; write ms or s")
    }

    @Test func percentagesAreExactDecimals() throws {
        #expect(try UnitString.fraction("150%").get().text == "1.5")
        #expect(try UnitString.fraction("50%").get() == JSONNumber(text: "0.5", double: 0.5))
        #expect(try UnitString.fraction("7%").get().text == "0.07")
        #expect(try UnitString.fraction("-2.5%").get().text == "-0.025")
        #expect(try UnitString.fraction("0%").get().text == "0")
        #expect(try UnitString.fraction("100%").get().text == "1")
        #expect(try UnitString.fraction("0.4").get().text == "0.4")
        #expect(DecimalText.divide(JSONNumber(text: "1250", double: 1250), byPowerOfTen: 2).text == "12.5")
    }

    @Test func fontWeightNames() {
        func weight(_ s: String) -> FontWeightName.Match? { FontWeightName.parse(s) }
        #expect(weight("semi-bold") == .init(weight: 600, keyword: "semi-bold", style: nil, isExactKeyword: true))
        #expect(weight("SemiBold") == .init(weight: 600, keyword: "semi-bold", style: nil, isExactKeyword: false))
        #expect(weight("Semi Bold")?.keyword == "semi-bold")
        #expect(weight("extra_light")?.weight == 200)
        #expect(weight("Bold Italic") == .init(weight: 700, keyword: "bold", style: "italic", isExactKeyword: false))
        #expect(weight("BoldItalic")?.style == "italic")
        #expect(weight("Italic") == .init(weight: 400, keyword: "normal", style: "italic", isExactKeyword: false))
        #expect(weight("Halbfett") == .init(weight: 600, keyword: nil, style: nil, isExactKeyword: false))
        #expect(weight("Ultra")?.weight == 950)
        #expect(weight("600") == .init(weight: 600, keyword: nil, style: nil, isExactKeyword: false))
        #expect(weight("1001") == nil)
        #expect(weight("Bolder") == nil)
        #expect(weight("") == nil)
        // Every DTCG keyword reads as itself.
        for (keyword, value) in FontWeightValue.keywords {
            #expect(weight(keyword) == .init(weight: value, keyword: keyword, style: nil, isExactKeyword: true))
        }
    }
}
