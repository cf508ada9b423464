import Foundation
import Testing
@testable import AurumCodegenCore

/// CSS text in real files (issue 27), in a DTCG 2025.10 file, a Style Dictionary legacy file and a Tokens
/// Studio file (Fixtures/CSSText): compatible mode reads each construct with one summary warning per kind
/// and file; strict mode reports each where it is written; the Swift matches the reference
/// (Tests/Reference/CSSText) and type-checks.
@Suite struct CSSTextGenerationTests {
    static let folder = "Tests/AurumCodegenCoreTests/Fixtures/CSSText/"
    static func url(_ file: String) -> URL { TestPaths.repoRoot.appendingPathComponent(folder + file) }
    static func shown(_ d: Diagnostic) -> String { "\(d.line ?? 0):\(d.column ?? 0): \(d.message)" }

    /// Per file: its dialect, and the summary warnings (prefixes) of the CSS constructs it holds.
    static let cases: [(file: String, dialect: TokenDialect, warnings: [String])] = [
        ("css-text.tokens.json", .dtcg2025, [
            "4:48: 3 font families are CSS font stacks",
            "5:5: 7 tokens have no type and take it from their JSON value (3 dimension, 1 color, 1 fontFamily, 1 cubicBezier, 1 shadow)",
            "8:53: 2 easings are CSS text",
            "10:48: 1 transition is CSS transition text",
            "13:44: 3 shadows are CSS box-shadow text",
            "15:49: 1 shadow uses Tokens Studio's x/y/type members (or the Figma Design Tokens plugin's radius/shadowType)",
            "18:45: 2 borders are CSS border text",
            "23:49: 2 values are CSS calc() expressions",
            "32:18: 1 token has the type \"font-family\", which DTCG 2025.10 does not define; read as fontFamily",
            "33:17: 1 token has the type \"box-shadow\", which DTCG 2025.10 does not define; read as shadow",
            "34:16: 1 token has the type \"FONT_FAMILY\", which DTCG 2025.10 does not define; read as fontFamily",
        ]),
        ("legacy.json", .styleDictionary, [
            "3:5: 7 tokens have no type and take it from their JSON value (3 dimension, 1 color, 1 duration, 1 cubicBezier, 1 number)",
            "9:32: 1 easing is CSS text",
        ]),
        ("studio.json", .tokensStudio, [
            "3:26: 1 font family is a CSS font stack",
            "4:24: 1 shadow is CSS box-shadow text",
            "5:24: 1 border is CSS border text",
            "6:27: 1 shadow uses Tokens Studio's x/y/type members (or the Figma Design Tokens plugin's radius/shadowType)",
            "8:7: 1 token has no type and takes it from its JSON value (1 dimension)",
        ]),
    ]

    @Test func compatibleModeReadsEachConstructWithOneSummaryWarningPerKindAndFile() throws {
        for c in Self.cases {
            let validation = TokenLoader.check(inputs: [Self.url(c.file)])
            #expect(validation.inputs.map(\.detection.dialect) == [c.dialect], "\(c.file)")
            #expect(validation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(validation.diagnostics.map(Self.shown))")
            let warnings = validation.diagnostics.filter { $0.severity == .warning }.map(Self.shown)
            for expected in c.warnings {
                #expect(warnings.filter { $0.hasPrefix(expected) }.count == 1, "\(c.file): no single \(expected) in \(warnings)")
            }
            for phrase in ["CSS font stack", "CSS text (cubic", "box-shadow text", "transition text", "border text", "calc() expression"] {
                #expect(warnings.filter { $0.contains(phrase) }.count <= 1, "\(c.file): \(phrase) is one summary")
            }
        }
    }

    @Test func strictModeReportsEachConstructWhereItIsWritten() throws {
        let expected: [(String, [String])] = [
            ("css-text.tokens.json", [
                "4:48: not DTCG 2025.10: this font family is a CSS font stack",
                "8:43: invalid cubicBezier: expected an array",
                "10:38: invalid transition: expected an object",
                "13:34: invalid shadow: expected a shadow object",
                "15:49: invalid shadow: unknown property \"x\"",
                "18:35: invalid border: expected an object",
                "23:39: invalid dimension: expected a dimension object",
                "27:5: cannot determine the type of token spacing.none",
                "32:18: unknown $type \"font-family\"",
            ]),
            ("studio.json", [
                "3:26: not DTCG 2025.10: this font family is a CSS font stack",
                "4:24: not DTCG 2025.10: this shadow is CSS box-shadow text",
                "5:24: not DTCG 2025.10: this border is CSS border text",
            ]),
        ]
        for (file, prefixes) in expected {
            let validation = TokenLoader.check(inputs: [Self.url(file)], options: TokenLoadOptions(strict: true))
            let errors = validation.diagnostics.filter { $0.severity == .error }.map(Self.shown)
            for prefix in prefixes { #expect(errors.contains { $0.hasPrefix(prefix) }, "\(file): no \(prefix) in \(errors)") }
        }
    }

    @Test func malformedCSSTextIsAnErrorAtItsColumn() throws {
        let directory = try SwiftCompiler.temporaryDirectory("css-text-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.tokens.json")
        try """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "a": { "$type": "shadow", "$value": "0 1px 2vh #000" },
          "b": { "$type": "cubicBezier", "$value": "cubic-bezier(1.5, 0, 0.2, 1)" },
          "c": { "$type": "border", "$value": "1px solid" },
          "d": { "$type": "fontFamily", "$value": "Inter, , serif" },
          "e": { "$type": "dimension", "$value": "calc(1px + )" },
          "f": { "$type": "transition", "$value": "opacity 1s, color 2s" }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let errors = TokenLoader.check(inputs: [file]).diagnostics.filter { $0.severity == .error }.map(Self.shown)
        for expected in [
            "3:47: invalid shadow: expected a length in px or rem, found the unit \"vh\"",
            "4:58: invalid cubicBezier: x1 must be in [0, 1], found 1.5",
            "5:40: invalid border: a border needs a colour",
            "6:51: invalid fontFamily: font family 2 of the list is empty",
            "7:54: invalid dimension: the expression ends",
            "8:56: invalid transition: a transition token holds one transition, found 2",
        ] {
            #expect(errors.contains { $0.hasPrefix(expected) }, "no \(expected) in \(errors)")
        }
    }

    static func files() throws -> [GeneratedFile] {
        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        let configuration = AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot,
                                               tokens: TokensConfiguration(source: .files([folder])), swift: swift)
        let generator = Generator(configuration: configuration)
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    @Test func swiftMatchesTheReference() throws {
        try ReferenceFiles.check(try Self.files(), against: "CSSText")
    }

    @Test func swiftTypeChecks() throws {
        let files = try Self.files()
        let directory = try SwiftCompiler.temporaryDirectory("css-text")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// What each construct became, read back from the resolved set.
    @Test func constructsBecomeTheirValues() throws {
        let set = try TokenLoader.load(files: [Self.url("css-text.tokens.json"), Self.url("legacy.json"), Self.url("studio.json")])
        func value(_ key: String) -> TokenValue? { set.tokens.first { $0.path.joined(separator: ".") == key }?.values.values.first }
        #expect(value("font.body") == .fontFamily(FontFamilyValue(names: ["Inter", "-apple-system", "Helvetica Neue", "sans-serif"])))
        #expect(value("font.mono") == .fontFamily(FontFamilyValue(names: ["SF Mono", "ui-monospace", "monospace"])))
        #expect(value("motion.gentle") == .cubicBezier(CSSEasing.keywords["ease-in-out"]!))
        guard case .transition(let fade)? = value("motion.fade") else { Issue.record("motion.fade"); return }
        #expect(fade.duration.value.double == 200 && fade.delay.value.double == 50 && fade.timingFunction == CSSEasing.keywords["ease-out"]!)
        guard case .shadow(let card)? = value("elevation.card") else { Issue.record("elevation.card"); return }
        #expect(card.layers.count == 2 && card.layers[1].inset && card.layers[1].spread.value.double == 1)
        guard case .shadow(let pressed)? = value("elevation.pressed") else { Issue.record("elevation.pressed"); return }
        #expect(pressed.layers[0].inset && pressed.layers[0].offsetY.value.double == 2)
        guard case .border(let focus)? = value("outline.focus"), case .color(let accent)? = value("accent") else { Issue.record("outline.focus"); return }
        #expect(focus.color == accent && focus.style == .keyword(.dashed), "a reference inside the shorthand takes its token's value")
        #expect(value("size.gutter") == .dimension(DimensionValue(value: JSONNumber(18), unit: .px)), "1rem + 2px at rem base 16")
        #expect(value("size.double") == .dimension(DimensionValue(value: JSONNumber(8), unit: .px)))
        #expect(value("spacing.none")?.type == .dimension, "an untyped 0 among dimensions is a dimension")
        #expect(value("gap.none")?.type == .dimension)
        #expect(value("studio.space.none")?.type == .dimension)
        #expect(value("golden")?.type == .number, "a number alone stays a number")
        #expect(value("gap.small") == .dimension(DimensionValue(value: JSONNumber(12), unit: .px)))
        #expect(value("timing.quick")?.type == .duration)
        #expect(value("brand.primary")?.type == .color)
        #expect(value("custom.heading") == .fontFamily(FontFamilyValue(names: ["Georgia", "serif"])))
        #expect(value("studio.family") == .fontFamily(FontFamilyValue(names: ["Roboto", "Arial", "sans-serif"])))
        guard case .shadow(let inset)? = value("studio.inset") else { Issue.record("studio.inset"); return }
        #expect(inset.layers[0].inset)
    }
}
