import Testing
@testable import AurumCodegenCore

@Suite struct DTCGJSONRendererTests {
    @Test func shortPlainContainersStayOnOneLine() throws {
        let text = """
            {"a": {"value": 16, "unit": "px"}, "b": [1, 2.50, -0.0], "c": {"$value": 1}, "d": [], "e": {},
             "f": {"x": {"y": {"z": 1}}}, "g": [{"$ref": "x.json"}]}
            """
        let rendered = DTCGJSONRenderer.render(try JSONReader.parse(text, file: "t.json"))
        #expect(rendered == """
            {
              "a": { "value": 16, "unit": "px" },
              "b": [1, 2.50, -0.0],
              "c": {
                "$value": 1
              },
              "d": [],
              "e": {},
              "f": {
                "x": { "y": { "z": 1 } }
              },
              "g": [{ "$ref": "x.json" }]
            }

            """)
        // Rendering is a fixed point: parsing the output and rendering again changes nothing.
        #expect(DTCGJSONRenderer.render(try JSONReader.parse(rendered, file: "r.json")) == rendered)
    }

    @Test func longContainersAreSpreadOut() throws {
        let long = (1...40).map(String.init).joined(separator: ", ")
        let rendered = DTCGJSONRenderer.render(try JSONReader.parse("{\"n\": [\(long)]}", file: "t.json"))
        #expect(rendered.split(separator: "\n").count == 44)
    }

    @Test func stringsAreEscapedAsJSON() throws {
        let value = GeneratedJSON.string("quote \" backslash \\ tab \t newline \n bell \u{07} é 🎨")
        #expect(DTCGJSONRenderer.render(value) == "\"quote \\\" backslash \\\\ tab \\t newline \\n bell \\u0007 é 🎨\"\n")
        #expect(try JSONReader.parse(DTCGJSONRenderer.render(value), file: "s.json").string == value.string)
    }

    @Test(arguments: [
        (0.4000000059604645, "0.4"), (16.0, "16"), (-0.20000000298023224, "-0.2"), (600.0, "600"),
        (9999.0, "9999"), (0.1, "0.1"), (-0.0, "0"),
    ])
    func float32NoiseIsRemoved(value: Double, text: String) {
        #expect(FigmaNumberFormatting.float32(value).text == text)
    }

    @Test(arguments: [
        (0.5254902243614197, "0.5255"), (1.0, "1"), (0.0, "0"), (0.07999999821186066, "0.08"), (0.00001, "0"),
    ])
    func coloursRoundToFourPlaces(value: Double, text: String) {
        #expect(FigmaNumberFormatting.rounded(value).text == text)
    }
}
