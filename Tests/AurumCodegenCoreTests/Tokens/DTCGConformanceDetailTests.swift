import Foundation
import Testing
@testable import AurumCodegenCore

/// Two DTCG 2025.10 rules the conformance suite does not reach: a JSON Pointer `$ref` that names nothing
/// or a group is an error where it is written; a resolver's unknown properties (root, set, modifier) are
/// errors in strict mode and warnings that they are ignored in compatible mode.
@Suite final class DTCGConformanceDetailTests {
    let directory: URL

    deinit { try? FileManager.default.removeItem(at: directory) }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Line and column (1-based, UTF-8 bytes) of the first `needle` in `text`.
    func location(of needle: String, in text: String) -> (line: Int, column: Int) {
        let range = text.range(of: needle)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].utf8.count + 1)
    }

    func expect(_ diagnostics: [Diagnostic], _ message: String, severity: Diagnostic.Severity, at needle: String, in text: String,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = diagnostics.first { $0.message == message }
        #expect(found != nil, "missing \(message) in\n\(diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        guard let found else { return }
        let expected = location(of: needle, in: text)
        #expect(found.severity == severity, sourceLocation: sourceLocation)
        #expect(found.location?.line == expected.line && found.location?.column == expected.column,
                "\(found.description) expected at \(expected)", sourceLocation: sourceLocation)
    }

    static let pointers = """
        {
          "color": {
            "$type": "color",
            "base": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } },
            "brand": { "$ref": "#/color/missing/$value" },
            "group": { "$ref": "#/color" }
          }
        }
        """

    /// `{"$ref": "#/color/base"}` alone is the token it names (the spec's own example); with `$type` beside it the
    /// object is a token, and a pointer gives it a value only through `$value`.
    @Test func aPointerBesideTypeMustNameAValue() throws {
        let text = """
            {
              "color": {
                "$type": "color",
                "base": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } },
                "alias": { "$ref": "#/color/base" },
                "typed": { "$ref": "#/color/base", "$type": "color" },
                "pointed": { "$ref": "#/color/base/$value", "$type": "color" }
              }
            }
            """
        let url = try write("typed-pointer.tokens.json", text)
        for strict in [false, true] {
            let diagnostics = TokenLoader.check(inputs: [url], options: TokenLoadOptions(strict: strict)).diagnostics
            expect(diagnostics, "JSON Pointer #/color/base beside $type refers to a token, not its value; point at #/color/base/$value",
                   severity: .error, at: ##""$ref": "#/color/base", "$type""##, in: text)
            #expect(diagnostics.filter { $0.severity == .error }.count == 1, "\(diagnostics.map(\.description))")
        }
    }

    @Test func aPointerToNothingOrToAGroupIsAnErrorWhereItIsWritten() throws {
        let url = try write("pointers.tokens.json", Self.pointers)
        for strict in [false, true] {
            let diagnostics = TokenLoader.check(inputs: [url], options: TokenLoadOptions(strict: strict)).diagnostics
            expect(diagnostics, "unknown JSON Pointer target #/color/missing/$value: no token lies on that path", severity: .error,
                   at: ##""$ref": "#/color/missing/$value""##, in: Self.pointers)
            expect(diagnostics, "JSON Pointer #/color refers to a group, not a token or a value", severity: .error,
                   at: ##""$ref": "#/color" }"##, in: Self.pointers)
            #expect(diagnostics.filter { $0.severity == .error }.count == 2, "\(diagnostics.map(\.description))")
        }
        // A value pointing at another value that is itself a pointer to nothing: an error where the broken pointer
        // is written, once (not again at the value that follows it).
        let chained = """
            {
              "space": {
                "$type": "dimension",
                "gap": { "$value": { "$ref": "#/space/pad/$value" } },
                "pad": { "$value": { "$ref": "#/space/missing/$value" } }
              }
            }
            """
        let chainedURL = try write("chained.tokens.json", chained)
        let chainedDiagnostics = TokenLoader.check(inputs: [chainedURL]).diagnostics
        expect(chainedDiagnostics, "unknown JSON Pointer target #/space/missing/$value: no token lies on that path", severity: .error,
               at: ##""$ref": "#/space/missing/$value""##, in: chained)
        #expect(chainedDiagnostics.count == 1, "\(chainedDiagnostics.map(\.description))")
        // A pointer to a value that exists still works.
        let good = try write("good.tokens.json", """
            { "color": { "$type": "color",
                "base": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } },
                "copy": { "$value": { "$ref": "#/color/base/$value" } } } }
            """)
        let set = try TokenLoader.load(files: [good], options: TokenLoadOptions(strict: true))
        #expect(set.token("color.copy") != nil)
        #expect(set.token("color.copy")?.value(in: set.contexts[0]) == set.token("color.base")?.value(in: set.contexts[0]))
    }

    static let resolver = """
        {
          "version": "2025.10",
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }],
          "colour": "typo of nothing",
          "sets": {
            "base": { "sources": [{ "$ref": "base.tokens.json" }], "owner": "design" }
          },
          "modifiers": {
            "mode": {
              "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] },
              "default": "light",
              "defualt": "dark"
            }
          }
        }
        """

    @Test func unknownResolverPropertiesAreErrorsInStrictModeAndWarningsOtherwise() throws {
        try write("base.tokens.json", #"{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#)
        try write("dark.tokens.json", #"{ "gap": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } } }"#)
        let url = try write("project.resolver.json", Self.resolver)
        let unknowns: [(String, String)] = [
            (#"unknown resolver property "colour""#, #""colour""#),
            (#"unknown property "owner" in set "base""#, #""owner""#),
            (#"unknown property "defualt" in modifier "mode""#, #""defualt""#),
        ]

        let compatible = TokenLoader.check(inputs: [url], options: TokenLoadOptions(strict: false)).diagnostics
        for (message, needle) in unknowns {
            expect(compatible, message + " is ignored", severity: .warning, at: needle, in: Self.resolver)
        }
        #expect(!compatible.contains { $0.severity == .error }, "\(compatible.map(\.description))")
        // Compatible mode still resolves the document.
        let set = try TokenLoader.load(resolver: url)
        #expect(set.contexts.count == 2)

        let strict = TokenLoader.check(inputs: [url], options: TokenLoadOptions(strict: true)).diagnostics
        for (message, needle) in unknowns {
            expect(strict, message + " is not allowed by the 2025.10 resolver schema", severity: .error, at: needle, in: Self.resolver)
        }
        #expect(strict.filter { $0.severity == .error }.count == 3, "\(strict.map(\.description))")
        // A suggestion for the near miss.
        #expect(strict.first { $0.message.contains("defualt") }?.notes.map(\.message) == [#"did you mean "default"?"#])
        #expect(throws: DiagnosticError.self) { try TokenLoader.load(resolver: url, options: TokenLoadOptions(strict: true)) }
    }
}
