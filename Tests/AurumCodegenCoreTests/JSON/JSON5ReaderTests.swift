import Foundation
import Testing
@testable import AurumCodegenCore

/// `JSONSyntax.json5`: each construct JSON5 adds, read with its positions, and each error at its line and column.
@Suite struct JSON5ReaderTests {
    private func parse(_ text: String, allowingNonFinite: Bool = false) throws(DiagnosticError) -> JSONValue {
        var options = JSONReader.Options(syntax: .json5)
        options.allowsNonFiniteNumbers = allowingNonFinite
        return try JSONReader.parse(text, file: "t.json5", options: options)
    }

    /// The one error of a rejected document, rendered (`t.json5:line:column: error: message`).
    private func error(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        do throws(DiagnosticError) {
            _ = try parse(text)
            Issue.record("expected the document to be rejected", sourceLocation: sourceLocation)
            return ""
        } catch {
            #expect(error.diagnostics.count == 1, "\(error.diagnostics)", sourceLocation: sourceLocation)
            return error.diagnostics.first?.description ?? ""
        }
    }

    private func pos(_ line: Int, _ column: Int, _ offset: Int) -> JSONPosition {
        JSONPosition(line: line, column: column, offset: offset)
    }

    // MARK: Constructs

    @Test func readsTheSpecExample() throws {
        let value = try parse("""
        // comments
        {
          unquoted: 'and you can quote me on that',
          singleQuotes: 'I can use "double quotes" here',
          lineBreaks: "Look, Mom! \\
        No \\\\n's!",
          hexadecimal: 0xdecaf,
          leadingDecimalPoint: .8675309, andTrailing: 8675309.,
          positiveSign: +1,
          trailingComma: 'in objects', andIn: ['arrays',],
          "backwardsCompatible": "with JSON",
        }
        """)
        #expect(value.object?.keys == ["unquoted", "singleQuotes", "lineBreaks", "hexadecimal", "leadingDecimalPoint",
                                       "andTrailing", "positiveSign", "trailingComma", "andIn", "backwardsCompatible"])
        #expect(value.position == pos(2, 1, 12))
        #expect(value["unquoted"]?.string == "and you can quote me on that")
        #expect(value.object?.member("unquoted")?.keyPosition == pos(3, 3, 16))
        #expect(value["unquoted"]?.position == pos(3, 13, 26))
        #expect(value["singleQuotes"]?.string == #"I can use "double quotes" here"#)
        #expect(value["lineBreaks"]?.string == #"Look, Mom! No \n's!"#)
        // After a line continuation, positions follow the source lines.
        #expect(value.object?.member("hexadecimal")?.keyPosition.line == 7)
        #expect(value.object?.member("hexadecimal")?.keyPosition.column == 3)
        #expect(value["hexadecimal"]?.number == JSONNumber(text: "912559", double: 0xdecaf))
        #expect(value["leadingDecimalPoint"]?.number == JSONNumber(text: "0.8675309", double: 0.8675309))
        #expect(value["andTrailing"]?.number == JSONNumber(text: "8675309.0", double: 8675309))
        #expect(value["positiveSign"]?.number == JSONNumber(text: "1", double: 1))
        #expect(value["andIn"]?.array?.map(\.string) == ["arrays"])
        #expect(value["backwardsCompatible"]?.string == "with JSON")
    }

    @Test func commentsAreWhitespaceAnywhere() throws {
        let value = try parse("/* a */ { /* b */ a /* c */ : /* d */ [ // e\n 1 /* f\n\n */ , 2 // g\n ] /**/ } // h")
        #expect(value["a"]?.array?.map(\.double) == [1, 2])
        #expect(value.position == pos(1, 9, 8))
        #expect(value["a"]?.array?[1].position == pos(4, 7, 60))
        #expect(try parse("/***/ 1 /** ** */").number?.int == 1)
    }

    @Test func trailingCommas() throws {
        let value = try parse("{a: [1, [2,], {},], b: {c: 3,},}")
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"]?.array?.count == 3)
        #expect(value["a"]?.array?[1].array?.count == 1)
        #expect(value["b"]?["c"]?.double == 3)
    }

    @Test func unquotedKeys() throws {
        let value = try parse(#"{a: 1, $b_2: 2, _: 3, while: 4, ümlåût: 5, sig\u03A3ma: 6, \u0061b: 7, a\u200Cb: 8, ᾩ: 9}"#)
        #expect(value.object?.keys == ["a", "$b_2", "_", "while", "ümlåût", "sigΣma", "ab", "a\u{200C}b", "ᾩ"])
        #expect(value.object?.member("ümlåût")?.keyPosition == pos(1, 33, 32))
        // Columns count UTF-8 bytes, as for quoted keys.
        #expect(value["ümlåût"]?.position == pos(1, 44, 43))
    }

    @Test func quotedAndUnquotedKeysAreTheSameKey() {
        do throws(DiagnosticError) {
            _ = try parse("{a: 1, 'a': 2}")
            Issue.record("expected a duplicate-key error")
        } catch {
            #expect(error.diagnostics.first?.description.hasPrefix("t.json5:1:8: error: duplicate key 'a'") == true, "\(error)")
        }
    }

    @Test func singleQuotedStrings() throws {
        #expect(try parse(#"'a "b" \'c\''"#).string == #"a "b" 'c'"#)
        #expect(try parse("''").string == "")
        #expect(try parse("['x', \"y\"]").array?.map(\.string) == ["x", "y"])
    }

    @Test func escapes() throws {
        #expect(try parse(#"'\x41\x7e\xE9'"#).string == "A~é")
        #expect(try parse(#"'\0'"#).string == "\u{0}")
        #expect(try parse(#"'\v\b\f\n\r\t\/\\'"#).string == "\u{0B}\u{08}\u{0C}\n\r\t/\\")
        #expect(try parse(#"'\a\c\é\ '"#).string == "acé ")
        #expect(try parse(#""\u00e9\uD83D\uDE00""#).string == "é😀")
        #expect(try parse(#""\'""#).string == "'")
    }

    @Test func lineContinuations() throws {
        #expect(try parse("'a\\\nb\\\r\nc\\\rd\\\u{2028}e\\\u{2029}f'").string == "abcdef")
        let value = try parse("['a\\\r\nb', 'c\\\nd', 1]")
        #expect(value.array?[1].position == pos(2, 5, 10))
        #expect(value.array?[2].position == pos(3, 5, 18))
    }

    @Test func rawCharactersJSONAllowsOnlyEscaped() throws {
        #expect(try parse("'a\tb'").string == "a\tb")
        #expect(try parse("\"\u{2028}\u{2029}\"").string == "\u{2028}\u{2029}")
        #expect(try parse("\"a\u{1}b\\n\"").string == "a\u{1}b\n")
    }

    @Test func numbers() throws {
        let cases: [(String, String, Double)] = [
            ("0x1F", "31", 31), ("0XaB", "171", 171), ("-0x10", "-16", -16), ("+0x0", "0", 0), ("-0x0", "-0", -0.0),
            ("0xFFFFFFFFFFFFFFFF", "18446744073709551615", 0x1p64),
            (".5", "0.5", 0.5), ("5.", "5.0", 5), ("-.5e2", "-0.5e2", -50), ("5.e1", "5.0e1", 50), ("+1", "1", 1),
            ("+1.5E-1", "1.5E-1", 0.15), ("0", "0", 0), ("-0.0", "-0.0", -0.0), ("12.5e+3", "12.5e+3", 12500),
        ]
        for (source, text, double) in cases {
            let number = try parse(source).number
            #expect(number?.text == text, "\(source)")
            #expect(number?.double == double, "\(source)")
            #expect(number?.double.sign == double.sign, "\(source)")
        }
        // Past 16 hexadecimal digits the value is rounded once, correctly: 2^64 + 1 rounds to 2^64, and
        // 2^64 + 2^11 + 1 (just above half an ulp) rounds up.
        #expect(try parse("0x10000000000000001").double == 0x1p64)
        #expect(try parse("0x10000000000000801").double == 0x1p64 + 0x1p12)
    }

    @Test func nonFiniteNumbersWhenAllowed() throws {
        let value = try parse("[Infinity, -Infinity, +Infinity, NaN, -NaN]", allowingNonFinite: true)
        #expect(value.array?.map(\.number?.text) == ["Infinity", "-Infinity", "Infinity", "NaN", "NaN"])
        #expect(value.array?.prefix(3).map(\.double) == [.infinity, -.infinity, .infinity])
        #expect(value.array?.suffix(2).allSatisfy { $0.double?.isNaN == true } == true)
        #expect(value.array?[1].position == pos(1, 12, 11))
    }

    @Test func extraWhitespace() throws {
        let spaces = ["\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{1680}", "\u{2000}", "\u{200A}",
                      "\u{202F}", "\u{205F}", "\u{3000}"]
        for space in spaces {
            let value = try parse("\(space)[\(space)1\(space),\(space)2\(space)]\(space)")
            #expect(value.array?.map(\.double) == [1, 2], "U+\(String(space.unicodeScalars.first!.value, radix: 16))")
            // A byte order mark at the very start is skipped before line 1 begins, in every syntax.
            #expect(value.position.column == (space == "\u{FEFF}" ? 1 : 1 + space.utf8.count))
        }
        // U+2028 ends a line comment (and so does U+2029), but lines are counted at LF and CR only.
        let value = try parse("// c\u{2028}[1]")
        #expect(value.position == pos(1, 8, 7))
    }

    // MARK: Errors

    @Test func commentErrors() {
        #expect(error("[1, /* open\n 2]") == "t.json5:1:5: error: unterminated block comment; expected '*/'")
        #expect(error("{a: 1 /* open") == "t.json5:1:7: error: unterminated block comment; expected '*/'")
        #expect(error("[1 / 2]") == "t.json5:1:4: error: expected ',' or ']' after array element, found '/'")
        #expect(error("// only a comment") == "t.json5:1:18: error: the input is empty; expected a JSON value")
        #expect(error("/*\n*/") == "t.json5:2:3: error: the input is empty; expected a JSON value")
    }

    @Test func commaErrors() {
        #expect(error("[,]") == "t.json5:1:2: error: expected a JSON value, found ','")
        #expect(error("[1,,]") == "t.json5:1:4: error: expected a JSON value, found ','")
        #expect(error("{,}") == "t.json5:1:2: error: expected a key or '}', found ','")
        #expect(error("{a: 1,,}") == "t.json5:1:7: error: expected a key, found ','")
        #expect(error("[\n  true\n  false\n]") == "t.json5:3:3: error: expected ',' or ']' after array element, found 'f'")
    }

    @Test func keyErrors() {
        #expect(error("{\n    10twenty: 1\n}") == "t.json5:2:5: error: an unquoted key must not start with a digit; quote it")
        #expect(error("{multi-word: 1}") == "t.json5:1:7: error: expected ':' after object key, found '-'")
        #expect(error(#"{\u0031a: 1}"#) == #"t.json5:1:2: error: the escape \u0031 names U+0031, which an unquoted key cannot hold first"#)
        #expect(error(#"{a\u002Db: 1}"#) == #"t.json5:1:3: error: the escape \u002D names U+002D, which an unquoted key cannot hold"#)
        #expect(error(#"{a\nb: 1}"#) == #"t.json5:1:3: error: invalid escape in an unquoted key; only \uXXXX escapes are allowed there"#)
        #expect(error(#"{\u00G1: 1}"#) == #"t.json5:1:2: error: invalid \u escape: expected four hexadecimal digits"#)
        #expect(error("{-a: 1}") == "t.json5:1:2: error: expected a key or '}', found '-'")
    }

    @Test func stringErrors() {
        #expect(error("'a\nb'") == "t.json5:1:3: error: unescaped line break in string (missing closing quote?)")
        #expect(error("\"foo\nbar\"") == "t.json5:1:5: error: unescaped line break in string (missing closing quote?)")
        #expect(error("[1,\n  'a\\\nb") == "t.json5:2:3: error: unterminated string")
        #expect(error(#"'\1'"#) == #"t.json5:1:2: error: invalid escape sequence '\1'; JSON5 has no octal escapes"#)
        #expect(error(#"'\01'"#) == #"t.json5:1:2: error: invalid escape sequence '\0' followed by a digit; JSON5 has no octal escapes"#)
        #expect(error(#"'\xG0'"#) == #"t.json5:1:2: error: invalid \x escape: expected two hexadecimal digits"#)
        #expect(error(#"'\uD800'"#) == #"t.json5:1:2: error: lone surrogate escape \uD800 is not allowed: it must be followed by a \u escape of a low surrogate"#)
        #expect(error("'ab\\") == "t.json5:1:4: error: unterminated string: input ends inside an escape")
    }

    @Test func numberErrors() {
        #expect(error("[01]") == "t.json5:1:2: error: leading zeros are not allowed")
        #expect(error("-012") == "t.json5:1:1: error: leading zeros are not allowed")
        #expect(error("0x") == "t.json5:1:3: error: expected a hexadecimal digit after '0x'")
        #expect(error("[0xG]") == "t.json5:1:4: error: expected a hexadecimal digit after '0x'")
        #expect(error("1.2.3") == "t.json5:1:1: error: invalid number '1.2.3'")
        #expect(error("1e0x4") == "t.json5:1:1: error: invalid number '1e0x4'")
        #expect(error("0x1F.5") == "t.json5:1:1: error: invalid number '0x1F.5'")
        #expect(error("[.]") == "t.json5:1:3: error: expected a digit before or after the decimal point")
        #expect(error("+") == "t.json5:1:2: error: expected a number after '+'")
        #expect(error("+x") == "t.json5:1:1: error: unexpected '+x'; expected a JSON value")
        #expect(error("1e") == "t.json5:1:3: error: expected a digit in the exponent")
        #expect(error("1e400") == "t.json5:1:1: error: number '1e400' is too large for a 64-bit floating-point value")
        #expect(error("[1, Infinity]") == "t.json5:1:5: error: 'Infinity' is valid JSON5 but not accepted here: numbers must be finite")
        #expect(error("{a: -Infinity}") == "t.json5:1:5: error: '-Infinity' is valid JSON5 but not accepted here: numbers must be finite")
        #expect(error("NaN") == "t.json5:1:1: error: 'NaN' is valid JSON5 but not accepted here: numbers must be finite")
    }

    @Test func otherValueErrors() {
        #expect(error("undefined") == "t.json5:1:1: error: invalid literal 'undefined'; JSON literals are 'true', 'false' and 'null'")
        #expect(error("[1] 2") == "t.json5:1:5: error: unexpected '2' after the JSON value")
        #expect(error("[\u{A1}]") == "t.json5:1:2: error: unexpected '¡' (U+00A1); expected a JSON value")
    }

    @Test func invalidUTF8InACommentIsReportedWhereItIs() {
        do throws(DiagnosticError) {
            _ = try JSONReader.parse(Array("1 /* \n ".utf8) + [0xFF] + Array(" */".utf8), file: "t.json5", options: .init(syntax: .json5))
            Issue.record("expected the document to be rejected")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["t.json5:2:2: error: unexpected invalid UTF-8 byte 0xFF after the JSON value"])
        }
    }
}
