import Foundation
import Testing
@testable import AurumCodegenCore

/// Aliases as exporters write them (Fixtures/Resolution): a declared type other than the target's, a
/// reference by display name, and `tokens.skipInvalid`. Compatible mode reads them, counted in one summary
/// per file and kind, with the Swift compared as reference files (Tests/Reference/Resolution); strict mode
/// keeps each an error at its line:column.
@Suite struct AliasCompatibilityTests {
    static let fixtures = "Tests/AurumCodegenCoreTests/Fixtures/Resolution/"

    static func url(_ relative: String) -> URL { TestPaths.repoRoot.appendingPathComponent(fixtures + relative) }

    static func load(_ relative: String, _ options: TokenLoadOptions = TokenLoadOptions()) throws -> ResolvedTokenSet {
        let url = url(relative)
        if relative.hasSuffix(".resolver.json") { return try TokenLoader.load(resolver: url, options: options) }
        return try TokenLoader.load(files: [url], options: options)
    }

    /// The diagnostics of a load that fails.
    static func errors(_ relative: String, _ options: TokenLoadOptions = TokenLoadOptions()) -> [Diagnostic] {
        do {
            _ = try load(relative, options)
            Issue.record("\(relative) loaded without errors")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.filter { $0.severity == .error }
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    static func value(_ set: ResolvedTokenSet, _ key: String) -> TokenValue? {
        set.tokens.first { $0.path.joined(separator: ".") == key }?.values.values.first
    }

    static func swift(_ inputs: [String], _ options: TokenLoadOptions = TokenLoadOptions()) throws -> [GeneratedFile] {
        let source: TokensConfiguration.Source = inputs.count == 1 && inputs[0].hasSuffix(".resolver.json")
            ? .resolver(fixtures + inputs[0]) : .files(inputs.map { fixtures + $0 })
        var tokens = TokensConfiguration(source: source)
        tokens.reading = options
        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        let generator = Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot, tokens: tokens, swift: swift))
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    static func typeCheck(_ files: [GeneratedFile], _ name: String) throws {
        let directory = try SwiftCompiler.temporaryDirectory("resolution-\(name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    static var skipping: TokenLoadOptions {
        var options = TokenLoadOptions()
        options.skipInvalid = true
        return options
    }

    // MARK: alias type conversions

    @Test func aliasesConvertToTheirDeclaredType() throws {
        let set = try Self.load("conversions/tokens.json")
        #expect(Self.value(set, "converted.baseAsNumber") == .number(JSONNumber(16)))
        #expect(Self.value(set, "converted.largeAsNumber") == .number(JSONNumber(24)), "1.5rem at the default remBase 16")
        #expect(Self.value(set, "converted.stepAsDimension") == .dimension(DimensionValue(value: JSONNumber(4), unit: .px)))
        #expect(Self.value(set, "converted.semiboldAsWeight") == .fontWeight(FontWeightValue(value: JSONNumber(600))))
        #expect(Self.value(set, "converted.boldAsNumber") == .number(JSONNumber(700)))
        guard case .border(let border)? = Self.value(set, "converted.hairline") else { Issue.record("no border"); return }
        #expect(border.width == DimensionValue(value: JSONNumber(1), unit: .px), "a number member aliasing a number token: px")
        // A converted value is the alias's own: it is not documented as an alias of the target.
        #expect(set.tokens.first { $0.path == ["converted", "baseAsNumber"] }?.aliasOf.isEmpty == true)

        let summaries = set.diagnostics.filter { $0.message.contains("aliases declare a type other than their target's") }
        #expect(summaries.count == 1)
        #expect(summaries.first?.message.hasPrefix("6 aliases") == true)
        #expect(summaries.first?.location?.line == 18, "the first conversion, converted.baseAsNumber")
    }

    @Test func aRemBaseScalesTheConversion() throws {
        let set = try Self.load("conversions/tokens.json", TokenLoadOptions(remBase: 10))
        #expect(Self.value(set, "converted.largeAsNumber") == .number(JSONNumber(15)))
    }

    @Test func strictModeKeepsEachMismatchAnError() throws {
        let errors = Self.errors("conversions/tokens.json", TokenLoadOptions(strict: true))
        let file = Self.fixtures + "conversions/tokens.json"
        let lines = try String(contentsOf: Self.url("conversions/tokens.json"), encoding: .utf8).components(separatedBy: "\n")
        /// The line holding `needle`, and the column of `key` on it (a whole value's error is at its "$value").
        func at(_ needle: String, key: String) -> (Int, Int) {
            let i = lines.firstIndex { $0.contains(needle) }!
            return (i + 1, lines[i].utf8.distance(from: lines[i].startIndex, to: lines[i].range(of: key)!.lowerBound) + 1)
        }
        #expect(errors.count == 6)
        let expected: [(String, String, String)] = [
            ("alias {size.base} is a dimension token, but converted.baseAsNumber has $type number", "\"{size.base}\"", "\"$value\""),
            ("alias {scale.step} is a number token, but converted.stepAsDimension has $type dimension", "\"{scale.step}\"", "\"$value\""),
            ("alias {scale.one} is a number token, but border width must be a dimension", "\"{scale.one}\"", "\"width\""),
        ]
        for (message, needle, key) in expected {
            let (line, column) = at(needle, key: key)
            #expect(errors.contains { $0.message == message && $0.location?.line == line && $0.location?.column == column && $0.location?.file.hasSuffix(file) == true },
                    "\(message) at \(line):\(column)")
        }
    }

    @Test func aMismatchWithoutAConversionIsAnErrorNamingBothTypes() {
        let errors = Self.errors("conversions/mismatch.tokens.json")
        #expect(errors.map(\.message) == ["alias {size.base} is a dimension token, but brand has $type color"])
        #expect(errors.first?.location?.line == 4 && errors.first?.location?.column == 32)
        // A DTCG draft's $type is normative: no conversion, no adoption of the target's type.
        let draft = Self.errors("style-dictionary/draft.tokens.json")
        #expect(draft.map(\.message) == ["alias {font.base} is a fontFamily token, but font.size has $type dimension"])
    }

    @Test func styleDictionaryTypesAreAdvisory() throws {
        let set = try Self.load("style-dictionary/tokens.json")
        // "number" aliasing a CSS font list: no conversion, so the alias is the string it names.
        #expect(Self.value(set, "font.family.body") == .string("\"Inter\", sans-serif"))
        #expect(set.tokens.first { $0.path == ["font", "family", "body"] }?.type == .string)
        // Strings that read as the declared type convert; a number declared a string is its text.
        #expect(Self.value(set, "opacity.disabled") == .number(JSONNumber(text: "0.5", double: 0.5)))
        guard case .color(let link)? = Self.value(set, "color.link") else { Issue.record("color.link is not a colour"); return }
        #expect(link.hex == "#3366ff")
        #expect(Self.value(set, "size.gutterLabel") == .string("12"))
        let advisory = set.diagnostics.filter { $0.message.hasPrefix("1 alias declares a type its target's value does not convert to") }
        #expect(advisory.count == 1 && advisory.first?.location?.line == 5)
        // Strict mode: the adoption is an error as in any file.
        let strict = Self.errors("style-dictionary/tokens.json", TokenLoadOptions(strict: true))
        #expect(strict.contains { $0.message == "alias {font.family.base} is a string token, but font.family.body has $type number" && $0.location?.line == 5 })
    }

    // MARK: display names

    @Test func referencesByDisplayNameResolve() throws {
        let set = try Self.load("display-names/tokens.json")
        #expect(Self.value(set, "semantic.gap") == .dimension(DimensionValue(value: JSONNumber(4), unit: .px)))
        #expect(Self.value(set, "semantic.emphasis") == .fontWeight(FontWeightValue(value: JSONNumber(700))))
        #expect(set.tokens.first { $0.path == ["semantic", "accent"] }?.aliasOf.values.first == ["@primitives", "brand_blue"])
        guard case .border(let outline)? = Self.value(set, "semantic.outline") else { Issue.record("no border"); return }
        #expect(outline.width == DimensionValue(value: JSONNumber(4), unit: .px))
        let summary = set.diagnostics.filter { $0.message.contains("name their target by its display name") }
        #expect(summary.count == 1 && summary.first?.message.hasPrefix("5 references") == true)
        #expect(summary.first?.location?.line == 8, "semantic.gap, the first")
    }

    @Test func severalCandidatesAreAnErrorListingThem() {
        let errors = Self.errors("display-names/ambiguous.tokens.json")
        #expect(errors.count == 1)
        #expect(errors.first?.message == "ambiguous alias target {radius.Corner Small}: 2 tokens have that name once letter case and separators are ignored: radius.corner-small, radius.corner_small")
        #expect(errors.first?.location?.line == 6)
        #expect(errors.first?.notes.map(\.location?.line) == [3, 4])
    }

    @Test func strictModeRequiresTheKey() {
        let errors = Self.errors("display-names/tokens.json", TokenLoadOptions(strict: true))
        let unknown = errors.filter { $0.message.hasPrefix("unknown alias target") }
        #expect(unknown.count == 5)
        #expect(unknown.contains { $0.message == "unknown alias target {@Primitives.Space 100}: no token has the path @Primitives.Space 100" && $0.location?.line == 8 })
    }

    // MARK: skipInvalid

    @Test func withoutSkipInvalidEveryErrorStopsTheRun() {
        let errors = Self.errors("skip-invalid/tokens.resolver.json")
        #expect(errors.contains { $0.message == "unknown alias target {size.undefined}: no token has the path size.undefined" })
        #expect(errors.contains { $0.message == "invalid dimension: unit must be \"px\" or \"rem\", found a string \"furlong\"" })
        #expect(errors.contains { $0.message == "invalid color: srgb needs 3 components, found 2" })
    }

    @Test func skipInvalidLeavesOutInvalidTokensAndTheirDependants() throws {
        let set = try Self.load("skip-invalid/tokens.resolver.json", Self.skipping)
        let keys = Set(set.tokens.map { $0.path.joined(separator: ".") })
        #expect(keys == ["color.blue", "color.text", "size.unit"])
        #expect(set.skipped == SkippedTokenCount(invalid: 3, dependants: 3))
        #expect(!set.diagnostics.contains { $0.severity == .error })
        let base = Self.fixtures + "skip-invalid/base.tokens.json"
        let warnings = set.diagnostics.filter { $0.message.hasPrefix("skipped ") }.map { "\($0.location!.file.hasSuffix(base) ? "base" : "dark"):\($0.location!.line):\($0.location!.column) \($0.message)" }
        #expect(warnings == [
            "base:6:17 skipped color.accent: depends on theme.accent, which is skipped",
            "base:9:38 skipped border.width: unknown alias target {size.undefined}: no token has the path size.undefined",
            "base:12:7 skipped border.card: depends on border.width, which is skipped",
            "base:17:63 skipped size.broken: invalid dimension: unit must be \"px\" or \"rem\", found a string \"furlong\"",
            "base:18:38 skipped size.alias: depends on size.broken, which is skipped",
            "dark:3:69 skipped theme.accent: invalid color: srgb needs 3 components, found 2",
        ])
        // Invalid in the dark context only: left out of both, and said so.
        let accent = set.diagnostics.first { $0.message.hasPrefix("skipped theme.accent") }
        #expect(accent?.notes.map(\.message) == ["invalid in context theme=dark only; left out of every context, so that the generated Swift is the same in all of them"])
    }

    @Test func skipInvalidLeavesOutATokenMissingFromSomeContexts() throws {
        let directory = try SwiftCompiler.temporaryDirectory("skip-partial")
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ name: String, _ text: String) throws { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try write("a.resolver.json", """
        {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "size", "contexts": {
          "fine": [{"$ref": "fine.tokens.json"}], "coarse": [{"$ref": "coarse.tokens.json"}]}}]}
        """)
        try write("fine.tokens.json", #"{"gap": {"$type": "number", "$value": 1}, "hit": {"$type": "number", "$value": 40}}"#)
        try write("coarse.tokens.json", #"{"gap": {"$type": "number", "$value": 2}, "target": {"$type": "number", "$value": 44}, "hit": {"$type": "number", "$value": "{target}"}}"#)
        let set = try TokenLoader.load(resolver: directory.appendingPathComponent("a.resolver.json"), options: Self.skipping)
        #expect(set.tokens.map(\.path) == [["gap"]], "hit is in both contexts, but depends on target in coarse")
        let messages = set.diagnostics.filter { $0.message.hasPrefix("skipped") }.map(\.message)
        #expect(messages == [
            "skipped target: it has no value in context size=fine, so the generated Swift cannot have it in every mode",
            "skipped hit: depends on target, which is skipped",
        ])
    }

    @Test func anInvalidDefinitionAnotherOverridesLeavesTheTokenIn() throws {
        let directory = try SwiftCompiler.temporaryDirectory("skip-overridden")
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "gap": {"$type": "dimension", "$description": 5, "$value": {"value": 2, "unit": "px"}}}"#.write(to: directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#.write(to: directory.appendingPathComponent("b.tokens.json"), atomically: true, encoding: .utf8)
        let set = try TokenLoader.load(files: ["a", "b"].map { directory.appendingPathComponent("\($0).tokens.json") }, options: Self.skipping)
        #expect(Self.value(set, "gap") == .dimension(DimensionValue(value: JSONNumber(4), unit: .px)))
        #expect(set.skipped.total == 0)
        #expect(set.diagnostics.contains { $0.message.hasPrefix("skipped this definition of gap (another one is used): $description must be a string") && $0.location?.line == 1 })
    }

    // MARK: generated Swift

    static let swiftCases: [(name: String, inputs: [String], options: TokenLoadOptions)] = [
        ("Conversions", ["conversions/tokens.json"], TokenLoadOptions()),
        ("StyleDictionaryAdvisoryTypes", ["style-dictionary/tokens.json"], TokenLoadOptions()),
        ("DisplayNames", ["display-names/tokens.json"], TokenLoadOptions()),
        ("SkipInvalid", ["skip-invalid/tokens.resolver.json"], skipping),
    ]

    /// The token files are compared; the support files beside them (types, context, SwiftUI conveniences) do not
    /// depend on how aliases resolve, are held by the other references, and are type-checked here with the rest.
    @Test(arguments: swiftCases.indices) func swiftMatchesTheReferenceAndTypeChecks(_ i: Int) throws {
        let c = Self.swiftCases[i]
        let files = try Self.swift(c.inputs, c.options)
        let support = ["TokenTypes.swift", "TokenContext.swift", "+SwiftUI.swift"]
        try ReferenceFiles.check(files.filter { file in !support.contains { file.relativePath.hasSuffix($0) } }, against: "Resolution/\(c.name)")
        try Self.typeCheck(files, c.name)
    }
}
