import Testing
@testable import AurumCodegenCore

/// Insertions into JSON text that keep every other byte.
@Suite struct TextEditsTests {
    static func offset(of needle: String, in text: String) -> Int {
        text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
    }

    @Test func appendsToMultilineEmptyAndInlineContainers() throws {
        let text = """
        {
          "a": {
            "x": 1
          },
          "b": {},
          "c": ["p", "q"],
          "d": [
            { "k": "v" }
          ]
        }

        """
        var edits = TextEdits(text: text)
        edits.append(members: [("y", GeneratedJSON.object([("n", GeneratedJSON.string("}\""))]))], toObjectAt: Self.offset(of: "{\n    \"x\"", in: text))
        edits.append(members: [("z", GeneratedJSON.bool(true))], toObjectAt: Self.offset(of: "{}", in: text))
        edits.append([GeneratedJSON.string("r")], toArrayAt: Self.offset(of: "[\"p\"", in: text))
        edits.append([GeneratedJSON.object([("k", GeneratedJSON.string("w"))])], toArrayAt: Self.offset(of: "[\n", in: text))
        #expect(edits.apply() == """
        {
          "a": {
            "x": 1,
            "y": { "n": "}\\"" }
          },
          "b": {"z": true},
          "c": ["p", "q", "r"],
          "d": [
            { "k": "v" },
            { "k": "w" }
          ]
        }

        """)
        // The result is still JSON, and nothing is inserted when nothing is asked.
        _ = try JSONReader.parse(edits.apply(), file: "t.json")
        #expect(TextEdits(text: text).apply() == text)
    }
}
