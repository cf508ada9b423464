import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct JSONReaderTests {
    // MARK: Helpers

    private func parse(_ text: String, options: JSONReader.Options = .init()) throws -> JSONValue {
        try JSONReader.parse(text, file: "t.json", options: options)
    }

    private func parse(bytes: [UInt8], options: JSONReader.Options = .init()) throws -> JSONValue {
        try JSONReader.parse(bytes, file: "t.json", options: options)
    }

    /// The diagnostics of a document that must be rejected; records an issue if it is accepted.
    private func errors(_ text: String, options: JSONReader.Options = .init(),
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        errors(bytes: Array(text.utf8), options: options, sourceLocation: sourceLocation)
    }

    private func errors(bytes: [UInt8], options: JSONReader.Options = .init(),
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        do throws(DiagnosticError) {
            _ = try JSONReader.parse(bytes, file: "t.json", options: options)
            Issue.record("expected the document to be rejected", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The single error of a rejected document, rendered.
    private func error(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let found = errors(text, sourceLocation: sourceLocation)
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        return found.first?.description ?? ""
    }

    private func pos(_ line: Int, _ column: Int, _ offset: Int) -> JSONPosition {
        JSONPosition(line: line, column: column, offset: offset)
    }

    // MARK: Values and positions

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#"{"s": "x", "n": -1.5, "t": true, "f": false, "z": null, "a": [1, [], {}]}"#)
        #expect(value["s"]?.string == "x")
        #expect(value["n"]?.double == -1.5)
        #expect(value["t"]?.bool == true)
        #expect(value["f"]?.bool == false)
        #expect(value["z"]?.isNull == true)
        #expect(value["a"]?.array?.count == 3)
        #expect(value["a"]?.array?[1].array?.isEmpty == true)
        #expect(value["a"]?.array?[2].object?.isEmpty == true)
        #expect(try parse(" 42 ").number?.int == 42)
        #expect(try parse(#""top""#).string == "top")
    }

    @Test func keepsKeyOrder() throws {
        let value = try parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "$type": 4, "10": 5, "2": 6}"#)
        #expect(value.object?.keys == ["zeta", "alpha", "mid", "$type", "10", "2"])
    }

    @Test func recordsPositionsOfKeysAndValues() throws {
        let text = """
        {
          "color": {
            "$value": "#ff0000",
            "list": [1, true]
          }
        }
        """
        let root = try parse(text)
        #expect(root.position == pos(1, 1, 0))
        let color = try #require(root.object?.member("color"))
        #expect(color.keyPosition == pos(2, 3, 4))
        #expect(color.value.position == pos(2, 12, 13))
        let inner = try #require(color.value.object)
        #expect(inner.member("$value")?.keyPosition == pos(3, 5, 19))
        #expect(inner.member("$value")?.value.position == pos(3, 15, 29))
        #expect(inner.member("list")?.keyPosition == pos(4, 5, 44))
        let list = try #require(inner["list"]?.array)
        #expect(list[0].position == pos(4, 14, 53))
        #expect(list[1].position == pos(4, 17, 56))
    }

    @Test func columnsCountUTF8Bytes() throws {
        // "é" is 2 bytes, "€" 3, "😀" 4: columns after them advance by bytes, not characters.
        let root = try parse("{\"é€😀\": \"😀\", \"k\": 1}")
        let members = try #require(root.object?.members)
        #expect(members[0].key == "é€😀")
        #expect(members[0].keyPosition == pos(1, 2, 1))
        #expect(members[0].value.position == pos(1, 15, 14))
        #expect(members[0].value.string == "😀")
        #expect(members[1].keyPosition == pos(1, 23, 22))
        #expect(members[1].value.position == pos(1, 28, 27))
    }

    @Test func countsCRLFAndCRAsOneLineBreak() throws {
        let root = try parse("[\r\n1,\r2,\n 3]")
        let items = try #require(root.array)
        #expect(items.map(\.position) == [pos(2, 1, 3), pos(3, 1, 6), pos(4, 2, 10)])
    }

    @Test func acceptsByteOrderMark() throws {
        let root = try parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(root["a"]?.number?.int == 1)
        // Columns on line 1 start after the mark; offsets still count it.
        #expect(root.position == pos(1, 1, 3))
        #expect(root.object?.member("a")?.keyPosition == pos(1, 2, 4))
        let diagnostic = try #require(errors(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)).first)
        #expect(diagnostic.description == "t.json:1:3: error: trailing comma is not allowed")
        // A BOM anywhere else is not whitespace.
        #expect(!errors(bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8)).isEmpty)
    }

    // MARK: Numbers

    @Test func numbersKeepTheirSourceText() throws {
        let items = try #require(try parse("[0.1, 1e-7, -0, 100, 1.50, 2E+3, 12345678901234567890123, 0.30000000000000004]").array)
        let numbers = items.compactMap(\.number)
        #expect(numbers.map(\.text) == ["0.1", "1e-7", "-0", "100", "1.50", "2E+3", "12345678901234567890123", "0.30000000000000004"])
        #expect(numbers[0].double == 0.1)
        #expect(numbers[1].double == 1e-7)
        #expect(numbers[2].double == 0 && numbers[2].double.sign == .minus)
        #expect(numbers[3].double == 100 && numbers[3].int == 100)
        #expect(numbers[4].double == 1.5)
        #expect(numbers[5].double == 2000)
        #expect(numbers[6].double == 12345678901234567890123.0)
        #expect(numbers[7].double == 0.1 + 0.2)
    }

    @Test func numbersMatchTheStandardLibrarysConversion() throws {
        // Fast path and fallback must agree with correctly rounded conversion.
        let texts = ["123456789012345678", "9007199254740993", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308",
                     "0.000001", "123.456e-20", "987654321.123456789", "1e22", "1e23", "-4.9e-324", "1e-400"]
        let items = try #require(try parse("[" + texts.joined(separator: ",") + "]").array)
        for (text, item) in zip(texts, items) {
            #expect(item.number?.double == Double(text), "\(text)")
            #expect(item.number?.text == text)
        }
    }

    @Test func rejectsNumbersThatOverflowDouble() {
        #expect(error("[1e400]") == "t.json:1:2: error: number '1e400' is too large for a 64-bit floating-point value")
    }

    // MARK: Strings

    @Test func decodesEscapes() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "x\u0000y", "plain é"]"#)
        let strings = try #require(value.array).compactMap(\.string)
        #expect(strings == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "é€", "😀", "x\u{0}y", "plain é"])
    }

    @Test func rejectsLoneSurrogates() {
        #expect(error(#"["\ud800"]"#).hasPrefix(#"t.json:1:3: error: lone surrogate escape \uD800 is not allowed"#))
        #expect(error(#"["ab\udc00"]"#).hasPrefix(#"t.json:1:5: error: lone surrogate escape \uDC00 is not allowed"#))
        #expect(error(#"["\ud800\u0041"]"#).hasPrefix(#"t.json:1:3: error: lone surrogate escape \uD800"#))
    }

    @Test func rejectsInvalidUTF8() {
        #expect(error(bytes: [0x22, 0x61, 0xC3, 0x28, 0x22]) == "t.json:1:3: error: invalid UTF-8 byte sequence starting with 0xC3")
        // Overlong "/" and an encoded surrogate.
        #expect(!errors(bytes: [0x22, 0xC0, 0xAF, 0x22]).isEmpty)
        #expect(!errors(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]).isEmpty)
        #expect(!errors(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]).isEmpty)
    }

    private func error(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        errors(bytes: bytes, sourceLocation: sourceLocation).first?.description ?? ""
    }

    /// The string scanner skips eight plain bytes at a time; put each special byte at every
    /// offset around those word boundaries.
    @Test func specialBytesAtEveryOffsetOfAString() throws {
        for offset in 0..<20 {
            let prefix = String(repeating: "a", count: offset)
            #expect(try parse("\"\(prefix)\"").string == prefix)
            #expect(try parse("\"\(prefix)\\n\(prefix)\"").string == prefix + "\n" + prefix)
            #expect(try parse("\"\(prefix)é\(prefix)\"").string == prefix + "é" + prefix)
            #expect(try parse("[\"\(prefix)\", \"b\"]").array?.compactMap(\.string) == [prefix, "b"])
            let control = errors("\"\(prefix)\u{1}\(prefix)\"").first
            #expect(control?.column == offset + 2)
            let invalid = errors(bytes: Array("\"\(prefix)".utf8) + [0xFF] + Array("\(prefix)\"".utf8)).first
            #expect(invalid?.column == offset + 2)
            let unterminated = errors("\"\(prefix)").first
            #expect(unterminated?.message == "unterminated string")
        }
    }

    // MARK: Nesting

    @Test func depthLimitIsADiagnosticNotACrash() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(deepest).array != nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(error(tooDeep) == "t.json:1:513: error: nesting is too deep: more than 512 levels of arrays and objects")

        var options = JSONReader.Options()
        options.maxDepth = 2
        let found = errors("{\"a\": [\n  {\"b\": 1}]}", options: options)
        #expect(found.map(\.description) == ["t.json:2:3: error: nesting is too deep: more than 2 levels of arrays and objects"])
        // Huge inputs are rejected at the limit, not walked recursively.
        #expect(errors(String(repeating: "[", count: 200_000)).count == 1)
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysReportBothLocations() {
        let text = """
        {
          "a": 1,
          "b": {"x": 1, "x": 2},
          "a": 3
        }
        """
        let found = errors(text)
        #expect(found.map(\.description) == [
            "t.json:3:17: error: duplicate key 'x'\nt.json:3:9: note: first defined here",
            "t.json:4:3: error: duplicate key 'a'\nt.json:2:3: note: first defined here",
        ])
    }

    @Test func duplicateKeysInLargeObjectsAreFound() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0", "\"k39\": 1"]
        let found = errors("{" + members.joined(separator: ",") + "}")
        #expect(found.map(\.message) == ["duplicate key 'k7'", "duplicate key 'k39'"])
        #expect(found.allSatisfy { $0.notes.map(\.message) == ["first defined here"] })
    }

    /// Keys are equal when Swift strings are (canonical equivalence), as `JSONObject` lookups do.
    @Test func canonicallyEquivalentKeysAreDuplicates() {
        let precomposed = "\u{E9}", decomposed = "e\u{301}"
        let small = errors("{\"\(precomposed)\": 1, \"\(decomposed)\": 2}")
        #expect(small.map(\.message) == ["duplicate key '\(decomposed)'"])
        // Large objects take the hashed path; a non-ASCII key must not hide the duplicate.
        let filler = (0..<30).map { "\"k\($0)\": 0" }
        let large = errors("{" + (filler + ["\"\(precomposed)\": 1", "\"\(decomposed)\": 2"]).joined(separator: ", ") + "}")
        #expect(large.map(\.message) == ["duplicate key '\(decomposed)'"])
        // Kelvin sign K (U+212A) is canonically equivalent to ASCII "K".
        let kelvin = errors("{" + (filler + ["\"K\": 1", "\"\u{212A}\": 2"]).joined(separator: ", ") + "}")
        #expect(kelvin.count == 1)
    }

    @Test func duplicateKeysAreAllowedOnRequest() throws {
        var options = JSONReader.Options()
        options.duplicateKeys = .allow
        let value = try parse(#"{"a": 1, "a": 2}"#, options: options)
        #expect(value.object?.members.map(\.value.number?.int) == [1, 2])
    }

    @Test func syntaxErrorKeepsDuplicatesFoundBeforeIt() {
        let found = errors(#"{"a": 1, "a": 2} x"#)
        #expect(found.map(\.message) == ["duplicate key 'a'", "unexpected 'x' after the JSON value"])
    }

    // MARK: Diagnostics for malformed input

    @Test func reportsPreciseLocations() {
        #expect(error("[1,\n 2,\n]") == "t.json:2:3: error: trailing comma is not allowed")
        #expect(error("{\"a\": 1,\n}") == "t.json:1:8: error: trailing comma is not allowed")
        #expect(error("{\"a\": 1 \"b\": 2}") == "t.json:1:9: error: expected ',' or '}' after object member, found '\"'")
        #expect(error("[1 2]") == "t.json:1:4: error: expected ',' or ']' after array element, found '2'")
        #expect(error("{\"a\" 1}") == "t.json:1:6: error: expected ':' after object key, found '1'")
        #expect(error("{\n  \"n\": 012\n}") == "t.json:2:8: error: leading zeros are not allowed")
        #expect(error("[-]") == "t.json:1:3: error: expected a digit after '-'")
        #expect(error("[1.]") == "t.json:1:4: error: expected a digit after the decimal point")
        #expect(error("[1e+]") == "t.json:1:5: error: expected a digit in the exponent")
        #expect(error("[0x1F]") == "t.json:1:2: error: invalid number '0x1F'")
        #expect(error("[NaN]") == "t.json:1:2: error: 'NaN' is not a valid JSON number; JSON has no NaN or infinity")
        #expect(error("[-Infinity]") == "t.json:1:2: error: '-Infinity' is not a valid JSON number; JSON has no NaN or infinity")
        #expect(error("[tru]") == "t.json:1:2: error: incomplete literal 'tru'; expected 'true'")
        #expect(error("{\"a\": 1} // note") == "t.json:1:10: error: comments are not allowed in JSON")
        #expect(error("[\n  /* c */ 1]") == "t.json:2:3: error: comments are not allowed in JSON")
        #expect(error("{'a': 1}") == "t.json:1:2: error: strings must use double quotes")
        #expect(error("{a: 1}") == "t.json:1:2: error: object keys must be double-quoted strings")
        #expect(error("[\"a\tb\"]") == "t.json:1:4: error: unescaped control character U+0009 in string; write it as an escape")
        #expect(error("[\"abc\n\"]") == "t.json:1:6: error: unescaped line break in string (missing closing quote?)")
        #expect(error("[\"a\\x\"]") == #"t.json:1:4: error: invalid escape sequence '\x'; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#)
        #expect(error("[\"\\u12G4\"]") == #"t.json:1:3: error: invalid \u escape: expected four hexadecimal digits"#)
        #expect(error("  \"abc") == "t.json:1:3: error: unterminated string")
        #expect(error("[1] 2") == "t.json:1:5: error: unexpected '2' after the JSON value")
        #expect(error("") == "t.json:1:1: error: the input is empty; expected a JSON value")
        #expect(error(" \n ") == "t.json:2:2: error: the input is empty; expected a JSON value")
        #expect(error("\u{C}1") == "t.json:1:1: error: unexpected U+000C; expected a JSON value")
    }

    @Test func endOfFileInsideAContainerPointsAtItsOpening() {
        let found = errors("{\"a\": [1,\n  2")
        #expect(found.map(\.description) == [
            "t.json:2:4: error: unexpected end of file; expected ',' or ']'\nt.json:1:7: note: '[' opened here is never closed",
        ])
    }

    // MARK: Entry points

    @Test func readsFilesAndShowsTheDisplayPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("json-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("a.json")
        try Data("{\n  \"a\": [1,]\n}".utf8).write(to: url)

        do throws(DiagnosticError) {
            _ = try JSONReader.parse(contentsOf: url)
            Issue.record("expected a trailing-comma error")
        } catch {
            // Without a display path, diagnostics show the path as given.
            #expect(error.diagnostics.first?.file == url.path)
        }
        do throws(DiagnosticError) {
            _ = try JSONReader.parse(contentsOf: url, displayPath: "tokens/a.json")
            Issue.record("expected a trailing-comma error")
        } catch {
            #expect(error.description == "tokens/a.json:2:10: error: trailing comma is not allowed")
        }
        do throws(DiagnosticError) {
            _ = try JSONReader.parse(contentsOf: directory.appendingPathComponent("missing.json"), displayPath: "missing.json")
            Issue.record("expected a read error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.description == "error: cannot read 'missing.json': no such file")
        }
    }
}
