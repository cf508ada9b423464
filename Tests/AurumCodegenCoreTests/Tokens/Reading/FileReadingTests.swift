import Foundation
import Testing
@testable import AurumCodegenCore

/// Files read as their authors meant them (Fixtures/Reading): a root `$type` that is its file's own, `value` tokens
/// among `$value` ones, dotted keys, one bad entry skipped alone, a later file overriding an earlier one. Each
/// case's Swift is compared with Tests/Reference/Reading and type-checked.
@Suite struct FileReadingTests {
    static let fixtures = "Tests/AurumCodegenCoreTests/Fixtures/Reading/"

    static func urls(_ relative: [String]) -> [URL] { relative.map { TestPaths.repoRoot.appendingPathComponent(fixtures + $0) } }

    static func load(_ relative: [String], _ options: TokenLoadOptions = TokenLoadOptions()) throws -> ResolvedTokenSet {
        try TokenLoader.load(files: urls(relative), options: options)
    }

    static func errors(_ relative: [String], _ options: TokenLoadOptions = TokenLoadOptions()) -> [Diagnostic] {
        TokenLoader.check(inputs: urls(relative), options: options).diagnostics.filter { $0.severity == .error }
    }

    static func token(_ set: ResolvedTokenSet, _ key: String) -> ResolvedToken? {
        set.tokens.first { $0.path.joined(separator: ".") == key }
    }

    static var skipping: TokenLoadOptions {
        var options = TokenLoadOptions()
        options.skipInvalid = true
        return options
    }

    // MARK: 1. a root $type is its file's own

    @Test func aRootTypeTypesOnlyItsOwnFilesTokens() throws {
        for order in [["root-type/colors.tokens.json", "root-type/sizes.tokens.json"], ["root-type/sizes.tokens.json", "root-type/colors.tokens.json"]] {
            let set = try Self.load(order)
            #expect(Self.token(set, "brand.primary")?.type == .color)
            #expect(Self.token(set, "brand.gutter")?.type == .number, "not the other file's root colour type")
            #expect(Self.token(set, "scale.step")?.type == .dimension)
        }
    }

    // MARK: 2. mixed key styles

    @Test func valueTokensAmongDollarValueTokensAreTokens() throws {
        let set = try Self.load(["mixed/tokens.json"])
        #expect(Self.token(set, "color.legacy")?.type == .color, "inherits the group's $type")
        #expect(Self.token(set, "color.legacyAlias")?.type == .color)
        #expect(Self.token(set, "space.small")?.type == .dimension)
        #expect(Self.token(set, "color.legacy")?.description == "Written with value.")
        let summaries = set.diagnostics.filter { $0.message.contains("use value/type instead of $value/$type") }
        #expect(summaries.count == 1, "one summary for the file")
        #expect(summaries.first?.message.hasPrefix("3 tokens") == true)
        #expect(!Self.errors(["mixed/tokens.json"], TokenLoadOptions(strict: true)).isEmpty, "strict mode keeps the 2025.10 reading")
    }

    // MARK: 3. dotted keys

    @Test func aDottedKeyIsOneSegmentReachedByAliasAndPointer() throws {
        let set = try Self.load(["dotted/tokens.json"])
        #expect(set.tokens.contains { $0.path == ["spacing", "0.5"] })
        let half = DimensionValue(value: JSONNumber(2), unit: .px)
        #expect(Self.token(set, "spacing.inline")?.values.values.first == .dimension(half))
        #expect(Self.token(set, "spacing.stack")?.values.values.first == .dimension(DimensionValue(value: JSONNumber(6), unit: .px)))
        let summaries = set.diagnostics.filter { $0.message.contains("kept as one segment") }
        #expect(summaries.count == 1 && summaries.first?.message.hasPrefix("2 token or group names") == true)
        #expect(Self.errors(["dotted/tokens.json"], TokenLoadOptions(strict: true)).contains { $0.message.contains("names must not contain") })
    }

    @Test func aKeyBothNestedAndDottedIsAnErrorListingBoth() {
        let errors = Self.errors(["dotted-ambiguous/tokens.json"])
        #expect(errors.count == 1)
        #expect(errors.first?.message == #"{spacing.0.5} is ambiguous: it names both "spacing" → "0.5" and "spacing" → "0" → "5"; rename one"#)
        #expect(errors.first?.location?.line == 5 && errors.first?.notes.first?.location?.line == 4)
    }

    // MARK: 4. --skip-invalid per entry

    @Test func aMalformedEntryIsSkippedAloneWithItsDependants() throws {
        #expect(Self.errors(["skip-entry/tokens.json"]).count == 2, "without the option: every error")
        let set = try Self.load(["skip-entry/tokens.json"], Self.skipping)
        #expect(set.tokens.map { $0.path.joined(separator: ".") }.sorted() == ["color.ok", "color.onOk", "size.unit"])
        let skipped = set.diagnostics.filter { $0.message.hasPrefix("skipped ") }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(skipped == [
            "5:50 skipped color.short: invalid color: srgb needs 3 components, found 2",
            // A bare value is a token in compatible mode; in a colour group, 5 is no colour.
            #"6:5 skipped color.scalar: invalid color: expected a colour object with "colorSpace" and "components", found a number 5"#,
            "7:18 skipped color.onShort: depends on color.short, which is skipped",
            "8:19 skipped color.onScalar: depends on color.scalar, which is skipped",
        ])
    }

    // MARK: 6. a later file overrides an earlier one

    @Test func aLaterFileWinsWithOneWarningPerPair() throws {
        let set = try Self.load(["overrides/base.tokens.json", "overrides/brand.tokens.json"])
        guard case .color(let surface)? = Self.token(set, "color.surface")?.values.values.first else { Issue.record("no colour"); return }
        #expect(surface.components.first == 0.95, "brand.tokens.json is given later")
        let overrides = set.diagnostics.filter { $0.message.contains("defined again in") }
        #expect(overrides.count == 1)
        let warning = try #require(overrides.first)
        #expect(warning.message.hasPrefix("2 token paths of \(Self.fixtures)overrides/base.tokens.json are defined again in \(Self.fixtures)overrides/brand.tokens.json"))
        #expect(warning.message.hasSuffix("the first is color.surface"))
        #expect(warning.location?.file.hasSuffix("brand.tokens.json") == true && warning.location?.line == 4)
        #expect(warning.notes.first?.location?.file.hasSuffix("base.tokens.json") == true)
        #expect(try Self.load(["overrides/base.tokens.json"]).diagnostics.isEmpty)
    }

    // MARK: generated Swift

    static let swiftCases: [(name: String, inputs: [String], options: TokenLoadOptions)] = [
        ("RootType", ["root-type/colors.tokens.json", "root-type/sizes.tokens.json"], TokenLoadOptions()),
        ("Mixed", ["mixed/tokens.json"], TokenLoadOptions()),
        ("Dotted", ["dotted/tokens.json"], TokenLoadOptions()),
        ("SkipEntry", ["skip-entry/tokens.json"], skipping),
        ("Overrides", ["overrides/base.tokens.json", "overrides/brand.tokens.json"], TokenLoadOptions()),
    ]

    static func swift(_ inputs: [String], _ options: TokenLoadOptions) throws -> [GeneratedFile] {
        var tokens = TokensConfiguration(source: .files(inputs.map { fixtures + $0 }))
        tokens.reading = options
        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        let generator = Generator(configuration: AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot, tokens: tokens, swift: swift))
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    /// The token files are compared (the support files are held by the other references); all are type-checked.
    @Test(arguments: swiftCases.indices) func swiftMatchesTheReferenceAndTypeChecks(_ i: Int) throws {
        let c = Self.swiftCases[i]
        let files = try Self.swift(c.inputs, c.options)
        let support = ["TokenTypes.swift", "TokenContext.swift", "+SwiftUI.swift"]
        try ReferenceFiles.check(files.filter { file in !support.contains { file.relativePath.hasSuffix($0) } }, against: "Reading/\(c.name)")
        try AliasCompatibilityTests.typeCheck(files, "reading-\(c.name)")
    }
}
