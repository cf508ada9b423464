import Testing
@testable import AurumCodegenCore

/// Template syntax errors: message, and the path:line:column of the offending tag (columns in UTF-8 bytes).
@Suite struct MustacheErrorTests {
    func error(_ source: String, path: String? = "templates/t.mustache") -> Diagnostic? {
        do {
            _ = try MustacheTemplate(source: source, name: "t", path: path)
            return nil
        } catch {
            #expect(error.diagnostics.count == 1)
            return error.diagnostics.first
        }
    }

    @Test func unclosedSection() throws {
        let d = try #require(error("a\n  {{#items}}\nx\n"))
        #expect(d.message == "unclosed section '{{#items}}': missing '{{/items}}'")
        #expect(d.location == SourceLocation(file: "templates/t.mustache", line: 2, column: 3))
    }

    @Test func unclosedInvertedSectionUsesTheDelimitersInForce() throws {
        let d = try #require(error("{{=<% %>=}}\n<%^empty%>"))
        #expect(d.message == "unclosed inverted section '<%^empty%>': missing '<%/empty%>'")
        #expect((d.line, d.column) == (2, 1))
    }

    @Test func mismatchedClosingTagNamesBothTags() throws {
        let d = try #require(error("{{#outer}}\n  {{#inner}}\n  {{/outer}}\n{{/inner}}"))
        #expect(d.message == "mismatched closing tag '{{/outer}}': '{{#inner}}' must be closed first, by '{{/inner}}'")
        #expect((d.line, d.column) == (3, 3))
        #expect(d.notes == [.init("'{{#inner}}' opened here", at: SourceLocation(file: "templates/t.mustache", line: 2, column: 3))])
    }

    @Test func closingTagWithoutOpening() throws {
        let d = try #require(error("x {{/done}}"))
        #expect(d.message == "closing tag '{{/done}}' has no matching opening tag")
        #expect((d.line, d.column) == (1, 3))
    }

    @Test func unclosedTag() throws {
        let d = try #require(error("line one\nok {{name\nmore"))
        #expect(d.message == "unclosed tag '{{name…': missing '}}'")
        #expect((d.line, d.column) == (2, 4))
    }

    @Test func unclosedTripleMustache() throws {
        let d = try #require(error("{{{name}}"))
        #expect(d.message == "unclosed tag '{{{name}}': missing '}}}'")
    }

    @Test func badDelimiterSet() throws {
        let d = try #require(error("a\n\t{{=<% =}}"))
        #expect(d.message == "invalid set-delimiters tag '{{=<% =}}': expected two delimiters without '=' separated by whitespace, as in '{{=<% %>=}}'")
        #expect((d.line, d.column) == (2, 2))
        #expect(error("{{=a= b=}}")?.message.hasPrefix("invalid set-delimiters tag") == true)
        #expect(error("{{=<% %> x=}}")?.message.hasPrefix("invalid set-delimiters tag") == true)
    }

    @Test func emptyTagColumnCountsUTF8Bytes() throws {
        // "é" is two UTF-8 bytes, so the tag starts at byte column 4.
        let d = try #require(error("é {{ }}"))
        #expect(d.message == "empty tag '{{ }}'")
        #expect((d.line, d.column) == (1, 4))
    }

    @Test func missingNames() throws {
        #expect(error("{{#}}{{/}}")?.message == "missing name in tag '{{#}}'")
        #expect(error("{{> }}")?.message == "missing name in tag '{{> }}'")
        #expect(error("{{>*}}")?.message == "missing name in tag '{{>*}}'")
    }

    @Test func invalidNames() throws {
        #expect(error("{{first name}}")?.message == "invalid name 'first name' in tag '{{first name}}': names cannot contain whitespace")
        #expect(error("{{a..b}}")?.message == "invalid name 'a..b' in tag '{{a..b}}': a dotted name cannot have empty parts")
    }

    @Test func crlfCountsAsOneLine() throws {
        let d = try #require(error("a\r\nb\r\n  {{#x}}"))
        #expect((d.line, d.column) == (3, 3))
    }

    @Test func multiLineCommentsAdvanceLines() throws {
        let d = try #require(error("{{!\none\ntwo}}\n {{/x}}"))
        #expect((d.line, d.column) == (4, 2))
    }

    @Test func onlyBlocksInsideParents() throws {
        let d = try #require(error("{{<base}}\n  {{title}}\n{{/base}}"))
        #expect(d.message == "'{{title}}' cannot appear directly inside parent '{{<base}}': only blocks ('{{$name}}') are passed to a parent")
        #expect((d.line, d.column) == (2, 3))
    }

    @Test func blockPassedTwice() throws {
        let d = try #require(error("{{<base}}{{$a}}1{{/a}}\n{{$a}}2{{/a}}{{/base}}"))
        #expect(d.message == "block 'a' is passed twice to parent '{{<base}}'")
        #expect((d.line, d.column) == (2, 1))
    }

    @Test func usesNameWhenThereIsNoPath() throws {
        let d = try #require(error("{{#a}}", path: nil))
        #expect(d.description == "t:1:1: error: unclosed section '{{#a}}': missing '{{/a}}'")
    }

    @Test func unclosedSectionsAreAllReported() throws {
        do {
            _ = try MustacheTemplate(source: "{{#a}}\n{{^b}}\n", name: "t")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "unclosed section '{{#a}}': missing '{{/a}}'",
                "unclosed inverted section '{{^b}}': missing '{{/b}}'",
            ])
        }
    }

    @Test func tooDeepNesting() throws {
        let source = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        let d = try #require(error(source))
        #expect(d.message == "'{{#a}}' is nested more than 100 levels deep")
        #expect(d.column == 601)
        _ = try MustacheTemplate(source: String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100), name: "ok")
    }
}
