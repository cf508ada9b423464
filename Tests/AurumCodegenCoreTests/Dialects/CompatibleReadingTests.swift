import Foundation
import Testing
@testable import AurumCodegenCore

/// DTCG 2025.10 files (each names the 2025.10 schema) holding what real sets hold beyond the format:
/// compatible mode (the default) reads each construct with one summary warning per kind and file, and
/// the Swift of them all matches the reference (Tests/Reference/Compatible) and type-checks; strict mode
/// reports each where it is written.
@Suite struct CompatibleReadingTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var file: String
        /// Compatible mode's warnings, as `line:column: message` (count and phrase; the remedy left out).
        var warnings: [String]
        /// Strict mode's errors, as `line:column: message` prefixes, one per construct at least.
        var strictErrors: [String]
        var description: String { name }
    }

    static let folder = "Tests/AurumCodegenCoreTests/Fixtures/Compatible/"

    static let cases: [Case] = [
        Case(name: "Typography", file: "typography.tokens.json", warnings: [
            "6:45: 1 dimension is in em, read as rem",
            "11:7: 1 typography member is missing and takes its documented default",
            "16:26: 2 letter spacings are relative to the font size (% or em)",
            "17:9: 2 members of composite values are not DTCG 2025.10 and are left out of the Swift",
            "23:70: 2 line heights are dimensions, divided by the font size into DTCG's multiplier",
        ], strictErrors: [
            "6:45: invalid dimension: unit must be \"px\" or \"rem\", found a string \"em\"",
            "11:7: invalid typography: missing \"letterSpacing\"",
            "16:43: invalid typography letterSpacing: unit must be \"px\" or \"rem\"",
            "17:9: invalid typography: unknown property \"fontVariationSettings\"",
            "23:56: invalid typography lineHeight: expected a number, found an object",
        ]),
        Case(name: "Composites", file: "composites.tokens.json", warnings: [
            "7:7: 7 shadow, transition, border or gradient members are missing and take their documented defaults",
            "10:119: 1 member of a composite value is not DTCG 2025.10 and is left out of the Swift",
        ], strictErrors: [
            "7:7: invalid shadow: missing \"spread\"",
            "10:7: invalid shadow: missing \"blur\"",
            "10:119: invalid shadow: unknown property \"alpha\"",
            "15:15: invalid transition: missing \"delay\"",
            "15:15: invalid transition: missing \"timingFunction\"",
            "21:9: invalid gradient stop 0: missing \"position\"",
        ]),
        Case(name: "Strings", file: "strings.tokens.json", warnings: [
            "3:42: 1 colour is a hex string",
            "4:44: 1 colour is a CSS colour function (rgb(), hsl(), …)",
            "5:44: 2 dimensions are strings such as \"16px\"",
            "7:45: 1 duration is a string such as \"200ms\"",
        ], strictErrors: [
            "3:32: invalid color: expected a colour object",
            "4:34: invalid color: expected a colour object",
            "5:34: invalid dimension: expected a dimension object",
            "7:35: invalid duration: expected a duration object",
        ]),
        Case(name: "Untyped", file: "untyped.tokens.json", warnings: [
            "3:3: 10 tokens have no type and take it from their JSON value (3 string, 2 dimension, 1 color, 1 duration, 1 cubicBezier, 1 number, 1 boolean)",
            "3:25: 1 colour is a hex string",
            "4:25: 1 dimension is a string such as \"16px\"",
            "6:24: 1 duration is a string such as \"200ms\"",
        ], strictErrors: [
            "3:3: cannot determine the type of token accent",
            "9:3: cannot determine the type of token glyph",
            "12:3: cannot determine the type of token ease",
        ]),
        Case(name: "CustomTypes", file: "custom-types.tokens.json", warnings: [
            "5:5: 2 tokens have the type \"link\", which DTCG 2025.10 does not define; read as string from their values",
            "10:5: 2 tokens have the type \"breakpoint\", which DTCG 2025.10 does not define; read as dimension from their values",
            "11:27: 1 dimension is a string such as \"16px\"",
            "14:16: 1 token has the type \"fontSize\", which DTCG 2025.10 does not define; read as dimension, as other formats mean it",
            "15:14: 1 token has the type \"string\", which DTCG 2025.10 does not define; read as string, as other formats mean it",
            "16:13: 1 token has the type \"boolean\", which DTCG 2025.10 does not define; read as boolean, as other formats mean it",
            "17:15: 1 token has the type \"unknown\", which DTCG 2025.10 does not define; read as string from its value",
            "18:17: 1 token has the type \"custom-viewportRange\", which DTCG 2025.10 does not define; read as string from its value",
        ], strictErrors: [
            "5:5: unknown $type \"link\"",
            "10:5: unknown $type \"breakpoint\"",
            "14:16: unknown $type \"fontSize\"",
            "17:15: unknown $type \"unknown\"",
        ]),
    ]

    static func url(_ c: Case) -> URL { TestPaths.repoRoot.appendingPathComponent(folder + c.file) }

    static func shown(_ d: Diagnostic) -> String { "\(d.line ?? 0):\(d.column ?? 0): \(d.message)" }

    @Test(arguments: cases) func compatibleModeReadsEachConstructWithOneSummaryWarning(_ c: Case) throws {
        let validation = TokenLoader.check(inputs: [Self.url(c)])
        #expect(validation.inputs.map(\.detection.dialect) == [.dtcg2025])
        #expect(validation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(validation.diagnostics.map(Self.shown))")
        let warnings = validation.diagnostics.filter { $0.severity == .warning }.map(Self.shown)
        #expect(warnings.count == c.warnings.count, "\(warnings)")
        for (warning, expected) in zip(warnings, c.warnings) {
            #expect(warning.hasPrefix(expected), "\(warning) does not start with \(expected)")
        }
    }

    @Test(arguments: cases) func strictModeReportsEachConstructWhereItIsWritten(_ c: Case) throws {
        let validation = TokenLoader.check(inputs: [Self.url(c)], options: TokenLoadOptions(strict: true))
        let errors = validation.diagnostics.filter { $0.severity == .error }.map(Self.shown)
        #expect(validation.diagnostics.filter { $0.severity == .warning }.isEmpty)
        for expected in c.strictErrors {
            #expect(errors.contains { $0.hasPrefix(expected) }, "no error \(expected) in \(errors)")
        }
    }

    /// The Swift of every fixture, generated together.
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
        try ReferenceFiles.check(try Self.files(), against: "Compatible")
    }

    @Test func swiftTypeChecks() throws {
        let files = try Self.files()
        let directory = try SwiftCompiler.temporaryDirectory("compatible")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// What each construct becomes, checked in the generated Swift (the references hold the rest).
    @Test func constructsBecomeTheirDocumentedValues() throws {
        let all = try Self.files().map(\.contents).joined()
        // text.missing: letterSpacing 0, lineHeight 1.2 (CSS normal).
        #expect(all.contains("letterSpacing: LumenDimension(points: 0),\n            lineHeight: 1.2"))
        // text.variable: 0.05em of 20 px is 1 pt; text.pixelLeading: 24 px over 16 px is 1.5.
        #expect(all.contains("letterSpacing: LumenDimension(points: 1),\n            lineHeight: 1.5"))
        #expect(all.contains("letterSpacing: LumenDimension(points: 0),\n            lineHeight: 1.5"))
        // text.code: font.inline 0.875em read as rem is 14 pt; "0.1em" of it 1.4 pt; 1.25em is the multiplier 1.25.
        #expect(all.contains("fontSize: LumenDimension(points: 14)"))
        #expect(all.contains("letterSpacing: LumenDimension(points: 1.4),\n            lineHeight: 1.25"))

        #expect(all.contains("blur: LumenDimension(points: 0),\n                spread: LumenDimension(points: 0)"))
        #expect(all.contains("delay: LumenDuration(seconds: 0),\n            timingFunction: LumenCubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)"))
        // Stops without a position: the first at 0, the last at 1, the two before 0.8 evenly between 0 and 0.8.
        for position in ["position: 0\n", "position: 0.266667", "position: 0.533333", "position: 0.8", "position: 1\n"] {
            #expect(all.contains(position), "\(position)")
        }

        #expect(all.contains("public static var glyph: String {"))
        #expect(all.contains("public static var fallback: String { \"var(--accent, #1f883d)\" }"))
        #expect(all.contains("public static var width: String { \"calc(100% - 2rem)\" }"))
        #expect(all.contains("public static var ratio: Double { 1.618 }"))
        #expect(all.contains("public static var enabled: Bool { true }"))
        #expect(all.contains("public static var delay: LumenDuration { LumenDuration(seconds: 0.2) }"))
        #expect(all.contains("public static var size: LumenDimension { LumenDimension(points: 32) }"))

        #expect(all.contains("public static var alert: String { \"/icon/alert.svg\" }"))
        #expect(all.contains("public static var medium: LumenDimension { LumenDimension(points: 768) }"))
        #expect(all.contains("public static var caption: LumenDimension { LumenDimension(points: 14) }"))
        #expect(all.contains("public static var beta: Bool { false }"))
        #expect(all.contains("public static var italic: String { \"Semi Bold Italic\" }"))
    }

    /// `migrate` writes what compatible mode read in a 2025.10 file as 2025.10 (computed values, inferred and
    /// mapped types, defaulted members listed); the migrated files pass strict mode and give the same tokens.
    @Test func migrateWritesWhatCompatibleModeReadAsDTCG2025() throws {
        let result = try TokenMigration.migrate(inputs: [TestPaths.repoRoot.appendingPathComponent(Self.folder)], name: "compatible")
        let directory = try SwiftCompiler.temporaryDirectory("migrated-compatible")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try OutputWriter().write(result.files, to: directory)
        let resolver = directory.appendingPathComponent("compatible.resolver.json")
        let strict = TokenLoader.check(inputs: [resolver], options: TokenLoadOptions(strict: true))
        #expect(!strict.diagnostics.contains { $0.severity == .error }, "\(strict.diagnostics.map(\.description).joined(separator: "\n"))")

        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        let generator = Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: directory,
                                                                    tokens: TokensConfiguration(source: .resolver(resolver.path)), swift: swift))
        func declarations(_ files: [GeneratedFile]) -> [String] {
            files.flatMap { $0.contents.split(separator: "\n").filter { $0.contains("static var") || $0.contains(": Lumen") || $0.contains("position:") } }.map(String.init).sorted()
        }
        let migrated = try generator.swiftFiles(for: try generator.loadTokens())
        #expect(declarations(migrated) == declarations(try Self.files()))
        let typography = try #require(result.files.first { $0.relativePath.hasSuffix("typography.tokens.json") }?.contents)
        #expect(typography.contains("\"defaulted\": [\"letterSpacing\", \"lineHeight\"]"))
        #expect(typography.contains("\"dropped\": { \"fontVariationSettings\""))
    }

    @Test func inferenceFollowsTheValueNotTheName() throws {
        func type(_ json: String) throws -> TokenType? {
            ValueTypeInference.type(of: try JSONReader.parse(json, file: "inline.json"))
        }
        #expect(try type("\"#0969da\"") == .color)
        #expect(try type("\"hsl(210 50% 40%)\"") == .color)
        #expect(try type("\"red\"") == .string, "a colour name is not clearly a colour")
        #expect(try type("\"16px\"") == .dimension)
        #expect(try type("\"0.2s\"") == .duration)
        #expect(try type("\"2\"") == .number)
        #expect(try type("\"50%\"") == .string)
        #expect(try type("\"{a} * 2\"") == nil)
        #expect(try type("{\"value\": 4, \"unit\": \"em\"}") == nil)
        #expect(try type("{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}") == .color)
        #expect(try type("{\"fontFamily\": \"Inter\", \"fontSize\": \"16px\"}") == .typography)
        #expect(try type("[{\"offsetX\": \"0px\", \"offsetY\": \"1px\"}]") == .shadow)
        #expect(try type("[\"Inter\", \"sans-serif\"]") == .fontFamily)
        #expect(try type("null") == nil)
    }
}
