import Testing
@testable import AurumCodegenCore

/// The CSS text readers of issue 27, each on its own: what valid text becomes, and where malformed
/// text's error points (a UTF-8 offset into the string).
@Suite struct CSSTextReaderTests {
    private func px(_ v: Double) -> DimensionValue { DimensionValue(value: JSONNumber(v), unit: .px) }

    private func failure<T>(_ r: Result<T, StringValueError>) -> StringValueError? {
        if case .failure(let e) = r { return e }
        return nil
    }

    @Test func fontStacksAreTheirFamiliesInOrder() throws {
        #expect(try CSSFontStack.parse("Inter, -apple-system, 'Helvetica Neue', sans-serif").get()
                == ["Inter", "-apple-system", "Helvetica Neue", "sans-serif"])
        #expect(try CSSFontStack.parse("\"SF Pro Text\",system-ui").get() == ["SF Pro Text", "system-ui"])
        #expect(try CSSFontStack.parse("Source   Sans  Pro, serif").get() == ["Source Sans Pro", "serif"], "spaces collapse")
        #expect(try CSSFontStack.parse("'a, b', monospace").get() == ["a, b", "monospace"], "a comma inside quotes is part of the name")
        #expect(try CSSFontStack.parse("Suisse Int'l, sans-serif").get() == ["Suisse Int'l", "sans-serif"], "an apostrophe inside a name is a letter")
        #expect(failure(CSSFontStack.parse("Inter, , serif"))?.offset == 7)
        #expect(failure(CSSFontStack.parse("Inter, 'Helvetica"))?.message == "the quoted font name is not closed")
        #expect(failure(CSSFontStack.parse("Inter, var(--x)"))?.offset == 10)
        #expect(CSSFontStack.looksLikeStack("Inter, sans-serif"))
        #expect(CSSFontStack.looksLikeStack("Inter, 'Helvetica Neue'"))
        #expect(!CSSFontStack.looksLikeStack("red, green"), "no generic family and nothing quoted: not clearly fonts")
        #expect(!CSSFontStack.looksLikeStack("var(--a, serif)"), "a comma inside a function is no list")
    }

    @Test func easingsAreCubicBeziers() throws {
        let b = try CSSEasing.parse("cubic-bezier(0.4, 0, 0.2, 1)").get()
        #expect([b.x1.text, b.y1.text, b.x2.text, b.y2.text] == ["0.4", "0", "0.2", "1"])
        #expect(try CSSEasing.parse(" CUBIC-BEZIER(.17,.67,.83,-0.5) ").get().y2.double == -0.5)
        #expect(try CSSEasing.parse("ease").get() == CompositeDefaults.timingFunction)
        let inOut = try CSSEasing.parse("ease-in-out").get()
        #expect([inOut.x1.double, inOut.y1.double, inOut.x2.double, inOut.y2.double] == [0.42, 0, 0.58, 1])
        #expect(try CSSEasing.parse("linear").get().x2.double == 1)
        #expect(try CSSEasing.parse("Ease-Out").get().x2.double == 0.58, "CSS keywords ignore case")
        #expect(failure(CSSEasing.parse("cubic-bezier(1.2, 0, 0.2, 1)"))?.message == "x1 must be in [0, 1], found 1.2")
        #expect(failure(CSSEasing.parse("cubic-bezier(0.4, 0, 0.2, 1)x")) != nil)
        #expect(failure(CSSEasing.parse("cubic-bezier(0.4, 0, 0.2)"))?.message == "cubic-bezier() takes 4 numbers, found 3")
        #expect(failure(CSSEasing.parse("cubic-bezier(0.4, a, 0.2, 1)"))?.offset == 18)
        #expect(failure(CSSEasing.parse("steps(4, end)"))?.message.hasPrefix("steps(4, end) has no cubic Bézier form") == true)
        #expect(failure(CSSEasing.parse("bounce")) != nil)
        #expect(failure(CSSEasing.parse("cubic-bezier(")) != nil, "unclosed: an error, not a crash")
    }

    @Test func boxShadowTextIsShadowLayers() throws {
        let one = try CSSBoxShadow.parse("0 1px 2px rgba(0, 0, 0, 0.2)").get()
        #expect(one.count == 1)
        #expect(one[0].offsetX == DimensionValue(value: JSONNumber(text: "0", double: 0), unit: .px))
        #expect(one[0].offsetY.value.double == 1 && one[0].blur.value.double == 2 && one[0].spread.value.double == 0)
        #expect(one[0].color.alpha == 0.2)
        let two = try CSSBoxShadow.parse("inset 0 0 0 1px #d0d7de, 0 8px 24px -4px hsl(210 20% 20% / 50%)").get()
        #expect(two.map(\.inset) == [true, false])
        #expect(two[0].spread.value.double == 1)
        #expect(two[1].spread.value.double == -4)
        #expect(try CSSBoxShadow.parse("#000 0.25rem 0.5rem").get()[0].offsetX.unit == .rem, "colour first is fine")
        #expect(try CSSBoxShadow.parse("0 1px black inset").get()[0].inset, "inset last is fine")
        #expect(failure(CSSBoxShadow.parse("0 1px 2px"))?.message.hasPrefix("a shadow layer needs a colour") == true)
        #expect(failure(CSSBoxShadow.parse("1px #000"))?.message == "a shadow needs at least 2 lengths (offsetX, offsetY), found 1")
        #expect(failure(CSSBoxShadow.parse("1px 1px 1px 1px 1px #000"))?.offset == 16)
        #expect(failure(CSSBoxShadow.parse("0 2vh 4px #000"))?.offset == 3, "at the unit")
        #expect(failure(CSSBoxShadow.parse("0 1px #000 #fff"))?.message == "a shadow layer has one colour, found a second")
        #expect(failure(CSSBoxShadow.parse("0 1px #000,"))?.message == "a shadow layer is empty")
        #expect(failure(CSSBoxShadow.parse("none")) != nil)
        #expect(failure(CSSBoxShadow.parse("0 1px rgb(0 0")) != nil, "unclosed function: an error, not a crash")
    }

    @Test func transitionTextIsATransition() throws {
        let t = try CSSTransitionText.parse("opacity 200ms ease-in-out 50ms").get()
        #expect(t.duration == DurationValue(value: JSONNumber(text: "200", double: 200), unit: .ms))
        #expect(t.delay.value.double == 50)
        #expect(t.timingFunction.x1.double == 0.42)
        let plain = try CSSTransitionText.parse("0.3s").get()
        #expect(plain.delay == CompositeDefaults.delay && plain.timingFunction == CompositeDefaults.timingFunction)
        #expect(try CSSTransitionText.parse("all 150ms cubic-bezier(0.4, 0, 0.2, 1)").get().timingFunction.x2.double == 0.2)
        #expect(failure(CSSTransitionText.parse("opacity 1s, transform 2s"))?.message == "a transition token holds one transition, found 2")
        #expect(failure(CSSTransitionText.parse("opacity ease"))?.message == "a transition needs a duration such as 200ms")
        #expect(failure(CSSTransitionText.parse("1s 2s 3s"))?.offset == 6)
        #expect(failure(CSSTransitionText.parse("opacity 1s ease linear"))?.message == "a transition has one timing function, found a second")
    }

    @Test func borderTextIsABorder() throws {
        let b = try CSSBorderText.parse("1px solid #ccc").get()
        #expect(b.width == DimensionValue(value: JSONNumber(text: "1", double: 1), unit: .px))
        #expect(b.style == .keyword(.solid))
        #expect(b.color.hex == "#cccccc" || b.color.components.compactMap { $0 }.allSatisfy { abs($0 - 0.8) < 0.001 })
        let any = try CSSBorderText.parse("rgb(0 0 0 / 10%) dashed thick").get()
        #expect(any.width == px(5) && any.style == .keyword(.dashed) && any.color.alpha == 0.1)
        #expect(failure(CSSBorderText.parse("1px solid"))?.message.hasPrefix("a border needs a colour") == true)
        #expect(failure(CSSBorderText.parse("solid #000"))?.message == "a border needs a width such as 1px")
        #expect(failure(CSSBorderText.parse("1px #000"))?.message == "a border needs a line style such as solid")
        #expect(failure(CSSBorderText.parse("1px none #000"))?.offset == 4)
        #expect(failure(CSSBorderText.parse("1px 2px solid #000"))?.message == "a border has one width, found a second")
    }

    @Test func calcIsMathWithPixelsAndRemsMixed() throws {
        func value(_ s: String) throws -> MathQuantity {
            let e = try #require(try CSSCalc.parse(s)?.get())
            return try CSSCalc.evaluate(e, offset: CSSCalc.inner(s)!.offset, remBase: 16) { key, _ in
                key == "space.sm" ? .success(MathQuantity(0.5, unit: "rem")) : .failure(.reported)
            }.get()
        }
        #expect(try value("calc(1rem + 2px)") == MathQuantity(18, unit: "px"))
        #expect(try value("calc(2 * 1.5rem)") == MathQuantity(3, unit: "rem"), "rem alone stays rem")
        #expect(try value("calc({space.sm} * 2 + 4px)") == MathQuantity(20, unit: "px"), "a reference in rem is converted too")
        #expect(try value("calc((100px - 2rem) / 2)") == MathQuantity(34, unit: "px"))
        #expect(CSSCalc.parse("16px") == nil, "not calc")
        guard case .failure(let e)? = CSSCalc.parse("calc(1px + )") else { Issue.record("accepted"); return }
        #expect(e.offset >= 5, "the offset is in the whole text")
        #expect(CSSCalc.inferredType("calc(1rem + 2px)") == .dimension)
        #expect(CSSCalc.inferredType("calc(100ms * 2)") == .duration)
        #expect(CSSCalc.inferredType("calc(100% - 2rem)") == nil, "% has no token unit")
    }

    @Test func inferenceReadsCSSTextByItsShape() throws {
        func type(_ s: String) -> TokenType? { ValueTypeInference.type(ofString: s) }
        #expect(type("ease-in-out") == .cubicBezier)
        #expect(type("cubic-bezier(0.4, 0, 0.2, 1)") == .cubicBezier)
        #expect(type("Inter, -apple-system, 'Helvetica Neue', sans-serif") == .fontFamily)
        #expect(type("0 1px 2px rgba(0, 0, 0, 0.2)") == .shadow)
        #expect(type("1px solid #ccc") == .border)
        #expect(type("opacity 200ms ease") == .transition)
        #expect(type("calc(1rem + 2px)") == .dimension)
        #expect(type("calc(100% - 2rem)") == .string)
        #expect(type("8px 16px") == .string, "a multi-value spacing is no shadow")
        #expect(type("Semi Bold Italic") == .string)
    }

    @Test func typeNamesCompareAcrossNamingStyles() {
        for name in ["font-family", "font_family", "FONT_FAMILY", "Font Family"] {
            #expect(DialectTypeMapping.otherFormatType(named: name)?.type == .fontFamily, "\(name)")
        }
        #expect(DialectTypeMapping.otherFormatType(named: "box-shadow")?.type == .shadow)
        #expect(DialectTypeMapping.otherFormatType(named: "BOX_SHADOW")?.type == .shadow)
        #expect(DialectTypeMapping.otherFormatType(named: "cubic-bezier")?.type == .cubicBezier)
        #expect(DialectTypeMapping.otherFormatType(named: "font-size")?.type == .dimension)
        #expect(DialectTypeMapping.otherFormatType(named: "OTHER") == nil, "Tokens Studio's catch-all says nothing in any spelling")
        #expect(DialectTypeMapping.otherFormatType(named: "breakpoint") == nil)
    }
}
