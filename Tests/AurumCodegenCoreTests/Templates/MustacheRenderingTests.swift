import Testing
@testable import AurumCodegenCore

@Suite struct MustacheRenderingTests {
    func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:],
                escaping: MustacheEscaping = .none) throws -> String {
        var library: [String: MustacheTemplate] = [:]
        for (name, text) in partials { library[name] = try MustacheTemplate(source: text, name: name) }
        return try MustacheTemplate(source: source, name: "t").render(context, escaping: escaping, partials: MustacheLibrary(templates: library))
    }

    @Test func noneEscapingWritesValuesVerbatim() throws {
        let context: MustacheValue = ["text": #"a "quoted" <b> & 'c'"#]
        #expect(try render("{{text}}|{{{text}}}|{{&text}}", context) == #"a "quoted" <b> & 'c'|a "quoted" <b> & 'c'|a "quoted" <b> & 'c'"#)
        #expect(try render("{{text}}|{{{text}}}", context, escaping: .html) == #"a &quot;quoted&quot; &lt;b&gt; &amp; 'c'|a "quoted" <b> & 'c'"#)
    }

    @Test func escapingKeepsNonASCII() throws {
        #expect(try render("{{s}}", ["s": "é<ü>🎨"], escaping: .html) == "é&lt;ü&gt;🎨")
    }

    @Test func numbers() throws {
        let context: MustacheValue = ["list": [85, 1.5, -2, 0, 1e20, 0.1]]
        #expect(try render("{{#list}}{{.}} {{/list}}", context) == "85 1.5 -2 0 1e+20 0.1 ")
    }

    @Test func truthiness() throws {
        let context: MustacheValue = ["empty": "", "zero": 0, "none": nil, "no": false, "nothing": [], "object": [:]]
        #expect(try render("{{#empty}}E{{/empty}}{{#zero}}Z{{/zero}}{{#object}}O{{/object}}", context) == "EZO")
        #expect(try render("{{^none}}N{{/none}}{{^no}}F{{/no}}{{^nothing}}L{{/nothing}}{{^missing}}M{{/missing}}", context) == "NFLM")
    }

    @Test func renderManyTimesFromOneParse() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{name}}={{value}};{{/items}}", name: "t")
        for n in 0..<50 {
            let items = (0..<n).map { i -> MustacheValue in ["name": .string("k\(i)"), "value": .number(Double(i * n))] }
            let expected = (0..<n).map { "k\($0)=\($0 * n);" }.joined()
            #expect(try template.render(["items": .list(items)]) == expected)
        }
    }

    @Test func rendersConcurrentlyFromOneParse() async throws {
        let library = MustacheLibrary(templates: ["row": try MustacheTemplate(source: "<{{.}}>", name: "row"),
                                                  "page": try MustacheTemplate(source: "{{#rows}}{{>row}}{{/rows}}", name: "page")])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 1...8 {
                group.addTask {
                    let rows = MustacheValue.list((0..<n).map { .number(Double($0)) })
                    let output = try library.render("page", context: ["rows": rows])
                    #expect(output == (0..<n).map { "<\($0)>" }.joined())
                }
            }
            try await group.waitForAll()
        }
    }

    @Test func standaloneLinesAndIndentedPartials() throws {
        let partials = ["property": "/// {{doc}}\n\npublic var {{name}}: {{type}}\n"]
        let source = """
        struct S {
            {{#properties}}
            {{>property}}
            {{/properties}}
        }

        """
        let context: MustacheValue = ["properties": [
            ["doc": "First.", "name": "a", "type": "Int"],
            ["doc": "Second.", "name": "b", "type": "String"],
        ]]
        // The empty partial line gets no indentation: no trailing whitespace in generated code.
        #expect(try render(source, context, partials: partials) == """
        struct S {
            /// First.

            public var a: Int
            /// Second.

            public var b: String
        }

        """)
    }

    @Test func crlfTemplatesKeepTheirLineEndings() throws {
        #expect(try render("a\r\n{{#x}}\r\n  b\r\n{{/x}}\r\nc", ["x": true]) == "a\r\n  b\r\nc")
    }

    @Test func blocksReindentToTheirExpansionSite() throws {
        let partials = ["base": "enum E {\n    {{$cases}}\n    case none\n    {{/cases}}\n}\n"]
        let source = "{{<base}}\n{{$cases}}\ncase a\ncase b\n{{/cases}}\n{{/base}}\n"
        #expect(try render(source, [:], partials: partials) == "enum E {\n    case a\n    case b\n}\n")
        #expect(try render("{{<base}}{{/base}}", [:], partials: partials) == "enum E {\n    case none\n}\n")
    }

    @Test func argumentExpandedMidLineContinuesThatLine() throws {
        // The parent is indented by two; its block sits mid-line, so the argument's first line
        // continues "x " and only its later lines get the indentation.
        let partials = ["p": "x {{$b}}{{/b}}\ny\n"]
        let source = "  {{<p}}\n  {{$b}}\n  one\n  two\n  {{/b}}\n  {{/p}}\n"
        #expect(try render(source, [:], partials: partials) == "  x one\n  two\n\n  y\n")
    }

    @Test func customDelimitersAndTripleMustache() throws {
        #expect(try render("{{=<% %>=}}<%{a}%> <%&a%> <%a%> {{a}}", ["a": "<&>"], escaping: .html) == "<&> <&> &lt;&amp;&gt; {{a}}")
    }

    @Test func libraryRendersByName() throws {
        let library = MustacheLibrary(templates: ["greeting": try MustacheTemplate(source: "Hi {{who}}", name: "greeting")])
        #expect(try library.render("greeting", context: ["who": "you"]) == "Hi you")
        #expect(throws: DiagnosticError.self) { try library.render("nope", context: nil) }
    }
}
