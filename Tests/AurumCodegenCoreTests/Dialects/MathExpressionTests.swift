import Testing
@testable import AurumCodegenCore

/// Tokens Studio math: parsing (precedence as expr-eval), references as holes, unit rules, and
/// errors at offsets inside the string.
@Suite struct MathExpressionTests {
    private let tokens: [String: MathQuantity] = [
        "space.base": MathQuantity(8, unit: "px"),
        "font.base": MathQuantity(16, unit: "px"),
        "font.scale": MathQuantity(1.25),
        "size.rem": MathQuantity(1.5, unit: "rem"),
        "ratio": MathQuantity(2),
        "opacity.half": MathQuantity(50, unit: "%"),
    ]

    private func lookup(_ key: String, _ range: Range<Int>) -> Result<MathQuantity, MathFailure> {
        if let q = tokens[key] { return .success(q) }
        return .failure(.reported)
    }

    private func eval(_ text: String) -> Result<MathQuantity, MathFailure> {
        switch MathParser.parse(text) {
        case .failure(let e): return .failure(.error(e))
        case .success(let expression): return MathEvaluator.evaluate(expression, lookup: lookup)
        }
    }

    private func value(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MathQuantity? {
        switch eval(text) {
        case .success(let q): return q
        case .failure(let f): Issue.record("\(text): \(f)", sourceLocation: sourceLocation); return nil
        }
    }

    private func failure(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> StringValueError? {
        switch eval(text) {
        case .success(let q): Issue.record("\(text) gave \(q)", sourceLocation: sourceLocation); return nil
        case .failure(.reported): Issue.record("\(text): reported", sourceLocation: sourceLocation); return nil
        case .failure(.error(let e)): return e
        }
    }

    @Test func arithmeticAndPrecedence() {
        #expect(value("1 + 2")?.value == 3)
        #expect(value("2 + 3 * 4")?.value == 14)
        #expect(value("(2 + 3) * 4")?.value == 20)
        #expect(value("10 - 2 * 3")?.value == 4)
        #expect(value("10.5 / 2")?.value == 5.25)
        #expect(value("-5 + 10")?.value == 5)
        #expect(value("10 + -5")?.value == 5)
        #expect(value("((1 + 2) * 3)")?.value == 9)
        #expect(value("2 ^ 3 ^ 2")?.value == 512, "^ is right-associative")
        #expect(value("-2^2")?.value == -4, "^ binds tighter than unary minus, as in expr-eval")
        #expect(value("2^-1")?.value == 0.5)
        #expect(value("7 % 4")?.value == 3)
        #expect(value("8 - 3 - 2")?.value == 3)
        #expect(value("24 / 4 / 2")?.value == 3)
        #expect(value("PI")?.value == Double.pi)
        #expect(value(".5 * 4")?.value == 2)
    }

    @Test func referencesAreHoles() throws {
        let expression = try MathParser.parse("{space.base} * 2 + max({font.base}, 4px)").get()
        #expect(expression.references.map(\.key) == ["space.base", "font.base"])
        #expect(expression.references.map(\.range) == [0..<12, 23..<34])
        #expect(expression.hasOperations)
        #expect(value("{space.base} * 2") == MathQuantity(16, unit: "px"))
        #expect(value("{space.base} * {ratio}") == MathQuantity(16, unit: "px"))
        #expect(value("{font.base} * {font.scale}") == MathQuantity(20, unit: "px"))
        #expect(value("-{space.base}") == MathQuantity(-8, unit: "px"))
        #expect(value("{ratio}px") == MathQuantity(2, unit: "px"), "a unit after a plain-number reference")
        // A reference the resolver could not fill fails quietly: it has reported why.
        #expect(eval("{missing.token} * 2") == .failure(.reported))
    }

    @Test func plainValuesAreNotMath() throws {
        #expect(try !MathParser.parse("16").get().hasOperations)
        #expect(try !MathParser.parse("-4px").get().hasOperations)
        #expect(try !MathParser.parse("{a.b}").get().hasOperations)
        #expect(try MathParser.parse("-{a.b}").get().hasOperations)
        #expect(try MathParser.parse("floor(2)").get().hasOperations)
    }

    @Test func units() {
        #expect(value("10px + 5px") == MathQuantity(15, unit: "px"))
        #expect(value("100% - 20%") == MathQuantity(80, unit: "%"))
        #expect(value("2rem * 3") == MathQuantity(6, unit: "rem"))
        #expect(value("{space.base} + 2") == MathQuantity(10, unit: "px"), "a plain number takes the other side's unit")
        #expect(value("24px / 16px") == MathQuantity(1.5), "the same unit divides out")
        #expect(value("{font.base} / 2") == MathQuantity(8, unit: "px"))
        #expect(value("{size.rem} * 2") == MathQuantity(3, unit: "rem"))
        #expect(value("{opacity.half} / 2") == MathQuantity(25, unit: "%"))
        #expect(value("1.5 * 200ms") == MathQuantity(300, unit: "ms"))
    }

    @Test func unitErrorsPointAtTheOperator() {
        let mixed = failure("{space.base} + {size.rem}")
        #expect(mixed?.message == "cannot combine px and rem in +: the units differ")
        #expect(mixed?.offset == 13, "at the +")
        let square = failure("4px * 2px")
        #expect(square?.message == "cannot multiply 4px by 2px: at most one side of * may have a unit")
        #expect(square?.offset == 4, "at the *")
        #expect(failure("2 / 4px")?.message == "cannot divide a plain number by 4px")
        #expect(failure("1px / 1rem")?.message == "cannot divide 1px by 1rem: the units differ")
        #expect(failure("sqrt(16px)")?.message == "sqrt() takes plain numbers, found 16px")
        #expect(failure("{font.base}px")?.message == "{font.base} is 16px, which already has a unit; remove the \"px\" after it")
        #expect(failure("min(1px, 2rem)")?.offset == 0)
        #expect(failure("1 / 0")?.message == "the expression does not give a finite number (division by zero?)")
    }

    @Test func functions() {
        #expect(value("floor({font.base} * 1.33)") == MathQuantity(21, unit: "px"))
        #expect(value("ceil(4.1px)") == MathQuantity(5, unit: "px"))
        #expect(value("round(2.5)")?.value == 3)
        #expect(value("round(-2.5)")?.value == -2, "halves go towards +∞, as Math.round")
        #expect(value("round(0.49999999999999994)")?.value == 0)
        #expect(value("roundTo({font.base} * 1.2345, 1)") == MathQuantity(19.8, unit: "px"))
        #expect(value("roundTo(1.005, 2)")?.value == 1.01, "rounds the decimal text, as expr-eval")
        #expect(value("roundTo(1234.5678, -2)")?.value == 1200)
        #expect(value("roundTo(2.5)")?.value == 3)
        #expect(value("min(4px, {space.base}, 6)") == MathQuantity(4, unit: "px"))
        #expect(value("max(1, 2, 3)")?.value == 3)
        #expect(value("abs(-3px)") == MathQuantity(3, unit: "px"))
        #expect(value("sqrt(16)")?.value == 4)
        #expect(value("pow(2, 10)")?.value == 1024)
        #expect(value("trunc(-2.7)")?.value == -2)
        #expect(value("sign(-4px)")?.value == -1)
        #expect(value("clamped(15px, 0, 10px)") == MathQuantity(10, unit: "px"))
        #expect(value("lerp(0.5, 0px, 100px)") == MathQuantity(50, unit: "px"))
        #expect(value("norm(25px, 0px, 100px)") == MathQuantity(0.25))
    }

    @Test func rounding() {
        #expect(MathQuantity(0.1 + 0.2).rounded(toFractionDigits: 4).value == 0.3)
        #expect(MathQuantity(1.0 / 3, unit: "px").rounded(toFractionDigits: 4) == MathQuantity(0.3333, unit: "px"))
        #expect(MathQuantity(2.00005).rounded(toFractionDigits: 4).value == 2.0001)
        #expect(MathQuantity(1e-7).rounded(toFractionDigits: 4).value == 0)
    }

    /// Syntax errors name what is wrong and where (UTF-8 offset into the value).
    @Test func syntaxErrors() {
        let cases: [(String, String, Int)] = [
            ("{space.base} * * 2", "unexpected \"*\": expected a number, a reference or \"(\"", 15),
            ("1 +", "the expression ends where a number, a reference or \"(\" is expected", 3),
            ("(1 + 2", "this \"(\" is never closed", 0),
            ("2 * (3", "this \"(\" is never closed", 4),
            ("{space.base * 2", "this \"{\" is never closed", 0),
            ("{space..base} * 2", "malformed reference: the alias {space..base} has an empty path segment", 0),
            ("flor(2.5)", "unknown function flor(); did you mean floor()?", 0),
            ("floor(1, 2)", "floor() takes 1 argument, found 2", 0),
            ("roundTo()", "roundTo() takes 1 or 2 arguments, found 0", 0),
            ("2 * floor", "floor is a function: write floor(…)", 4),
            ("space.base * 2", "unknown name \"space\"; references to tokens are written in braces, such as {space}", 0),
            ("16px 8px", "unexpected \"8px\": expected an operator", 5),
            ("1 + 2)", "unexpected \")\": expected an operator", 5),
            ("max(1, 2", "this \"(\" of max() is never closed", 3),
            ("max(1; 2)", "unexpected \";\": expected \",\" or \")\"", 5),
            ("", "an empty expression", 0),
            ("3 + é", "unexpected \"é\": expected a number, a reference or \"(\"", 4),
        ]
        for (text, message, offset) in cases {
            guard case .failure(let e) = MathParser.parse(text) else { Issue.record("\(text) parsed"); continue }
            #expect(e.message == message, "\(text)")
            #expect(e.offset == offset, "\(text): offset \(e.offset)")
        }
    }

    @Test func roundToDigitsMustBeWhole() {
        #expect(failure("roundTo(1.5, 0.5)")?.message == "roundTo() takes a whole number of digits, found 0.5")
        #expect(failure("roundTo(1.5, 1px)")?.message == "the digits of roundTo() takes plain numbers, found 1px")
    }
}

/// What references contribute to math and what results become.
@Suite struct MathValueTests {
    @Test func referencedValuesAsQuantities() {
        #expect(MathQuantity(.dimension(DimensionValue(value: JSONNumber(text: "1.5", double: 1.5), unit: .rem))) == MathQuantity(1.5, unit: "rem"))
        #expect(MathQuantity(.duration(DurationValue(value: JSONNumber(200), unit: .ms))) == MathQuantity(200, unit: "ms"))
        #expect(MathQuantity(.number(JSONNumber(0.5))) == MathQuantity(0.5))
        #expect(MathQuantity(.fontWeight(FontWeightValue(value: JSONNumber(600), keyword: "semi-bold"))) == MathQuantity(600))
        #expect(MathQuantity(.color(ColorValue(colorSpace: "srgb", components: [1, 1, 1]))) == nil)
    }

    @Test func resultsAsTokenValues() throws {
        let spacing = DialectTypeMapping.type(named: "spacing", in: .tokensStudio)!
        #expect(try MathQuantity(16, unit: "px").tokenValue(as: spacing).get() == .dimension(DimensionValue(value: JSONNumber(text: "16", double: 16), unit: .px)))
        #expect(try MathQuantity(21.328, unit: nil).tokenValue(as: spacing).get() == .dimension(DimensionValue(value: JSONNumber(21.328), unit: .px)),
                "a plain result takes the type's unitless unit")
        #expect(try MathQuantity(1.0 / 3, unit: "rem").tokenValue(as: spacing).get() == .dimension(DimensionValue(value: JSONNumber(text: "0.3333", double: 0.3333), unit: .rem)),
                "rounded to 4 fraction digits")
        let opacity = DialectTypeMapping.type(named: "opacity", in: .tokensStudio)!
        #expect(try MathQuantity(38, unit: "%").tokenValue(as: opacity).get() == .number(JSONNumber(text: "0.38", double: 0.38)))
        let lineHeights = DialectTypeMapping.type(named: "lineHeights", in: .tokensStudio)!
        #expect(try MathQuantity(150, unit: "%").tokenValue(as: lineHeights).get() == .number(JSONNumber(text: "1.5", double: 1.5)))
        let time = DialectTypeMapping.type(named: "time", in: .styleDictionary)!
        #expect(try MathQuantity(300).tokenValue(as: time).get() == .duration(DurationValue(value: JSONNumber(300), unit: .ms)))
        let weight = DialectTypeMapping.type(named: "fontWeights", in: .tokensStudio)!
        #expect(try MathQuantity(700).tokenValue(as: weight).get() == .fontWeight(FontWeightValue(value: JSONNumber(700))))

        let draftDimension = DialectTypeMapping.type(named: "dimension", in: .dtcgDraft)!
        func message(_ r: Result<TokenValue, StringValueError>) -> String? { if case .failure(let e) = r { e.message } else { nil } }
        #expect(message(MathQuantity(4).tokenValue(as: draftDimension)) == "the expression gives the plain number 4, but a dimension needs a unit (px or rem)")
        #expect(message(MathQuantity(4, unit: "em").tokenValue(as: spacing)) == "the expression gives 4em, but a dimension is in px or rem, not em")
        #expect(message(MathQuantity(4, unit: "px").tokenValue(as: .dtcg(.number))) == "the expression gives 4px, but a number has no unit (px)")
        #expect(message(MathQuantity(1200).tokenValue(as: weight)) == "the expression gives 1200, but a font weight is a number in [1, 1000]")
        #expect(message(MathQuantity(1).tokenValue(as: .dtcg(.color))) == "math gives numbers, not color values")
    }
}
