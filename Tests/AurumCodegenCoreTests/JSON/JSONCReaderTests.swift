import Foundation
import Testing
@testable import AurumCodegenCore

/// `JSONSyntax.jsonc`: strict JSON plus comments and trailing commas, and nothing else of JSON5.
@Suite struct JSONCReaderTests {
    private func parse(_ text: String, syntax: JSONSyntax = .jsonc) throws(DiagnosticError) -> JSONValue {
        try JSONReader.parse(text, file: "t.jsonc", options: .init(syntax: syntax))
    }

    private func error(_ text: String, syntax: JSONSyntax = .jsonc, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        do throws(DiagnosticError) {
            _ = try parse(text, syntax: syntax)
            Issue.record("expected the document to be rejected", sourceLocation: sourceLocation)
            return ""
        } catch {
            #expect(error.diagnostics.count == 1, "\(error.diagnostics)", sourceLocation: sourceLocation)
            return error.diagnostics.first?.description ?? ""
        }
    }

    @Test func readsATSConfigStyleFile() throws {
        let value = try parse("""
        {
          // Compiler options.
          "compilerOptions": {
            "strict": true, /* always */
            "paths": { "@/*": ["src/*",], },
          },
          /* multi
             line */ "include": ["src"]
        }

        """)
        #expect(value.object?.keys == ["compilerOptions", "include"])
        #expect(value["compilerOptions"]?["paths"]?["@/*"]?.array?.map(\.string) == ["src/*"])
        #expect(value.object?.member("include")?.keyPosition == JSONPosition(line: 8, column: 14, offset: 147))
        #expect(value["include"]?.position == JSONPosition(line: 8, column: 25, offset: 158))
    }

    @Test func commentsBetweenEveryToken() throws {
        let value = try parse("/**/{/**/\"a\"/**/:/**/[/**/1/**/,/**/]/**/,/**/}/**/\r\n// end")
        #expect(value["a"]?.array?.first?.position == JSONPosition(line: 1, column: 27, offset: 26))
        #expect(try parse("//\n1//").number?.int == 1)
        #expect(try parse("[] //").array?.isEmpty == true)
    }

    @Test func rejectsWhatOnlyJSON5Allows() {
        #expect(error("{a: 1}") == "t.jsonc:1:2: error: object keys must be double-quoted strings")
        #expect(error("['a']") == "t.jsonc:1:2: error: strings must use double quotes")
        #expect(error("0x1F") == "t.jsonc:1:1: error: invalid number '0x1F'")
        #expect(error("[+1]") == "t.jsonc:1:2: error: '+' is not allowed before a number")
        #expect(error(".5") == "t.jsonc:1:1: error: a number must start with a digit, not '.'")
        #expect(error("NaN") == "t.jsonc:1:1: error: 'NaN' is not a valid JSON number; JSON has no NaN or infinity")
        #expect(error("\"a\\\nb\"") == #"t.jsonc:1:3: error: invalid escape sequence: '\' followed by U+000A; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#)
        #expect(error("[\u{A0}1]") == "t.jsonc:1:2: error: unexpected '\u{A0}' (U+00A0); expected a JSON value")
        #expect(error("\"a\tb\"") == "t.jsonc:1:3: error: unescaped control character U+0009 in string; write it as an escape")
    }

    @Test func commaAndCommentErrors() {
        #expect(error("[1,,]") == "t.jsonc:1:4: error: expected a JSON value, found ','")
        #expect(error("[,]") == "t.jsonc:1:2: error: expected a JSON value, found ','")
        #expect(error("{,}") == "t.jsonc:1:2: error: expected a string key or '}', found ','")
        #expect(error("{\"a\": 1,,}") == "t.jsonc:1:9: error: expected a string key, found ','")
        #expect(error("{\"a\": 1 /* never\nclosed }") == "t.jsonc:1:9: error: unterminated block comment; expected '*/'")
        #expect(error("[1] /") == "t.jsonc:1:5: error: unexpected '/' after the JSON value")
    }

    /// Strict JSON keeps its errors for what JSONC allows.
    @Test func strictJSONStillRejectsCommentsAndTrailingCommas() {
        #expect(error("[1, // c\n2]", syntax: .json) == "t.jsonc:1:5: error: comments are not allowed in JSON")
        #expect(error("[1,]", syntax: .json) == "t.jsonc:1:3: error: trailing comma is not allowed")
        #expect(error("{\"a\": 1,}", syntax: .json) == "t.jsonc:1:8: error: trailing comma is not allowed")
    }

    @Test func syntaxFollowsTheFileExtensionAndMode() {
        #expect(JSONSyntax(pathExtension: "json5", strict: true) == .json5)
        #expect(JSONSyntax(pathExtension: "JSON5", strict: false) == .json5)
        #expect(JSONSyntax(pathExtension: "jsonc", strict: true) == .jsonc)
        #expect(JSONSyntax(pathExtension: "jsonc", strict: false) == .jsonc)
        #expect(JSONSyntax(pathExtension: "json", strict: true) == .json)
        #expect(JSONSyntax(pathExtension: "json", strict: false) == .jsonc)
        #expect(JSONSyntax(pathExtension: "yaml", strict: false) == nil)
        #expect(JSONSyntax(pathExtension: "", strict: false) == nil)
    }
}
