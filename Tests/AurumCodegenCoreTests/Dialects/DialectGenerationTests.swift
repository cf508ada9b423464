import Foundation
import Testing
@testable import AurumCodegenCore

/// Every good dialect fixture through the real loader and generator: the Swift matches the checked-in
/// reference (Tests/Reference/Dialects/<case>) byte for byte and type-checks with swiftc.
@Suite struct DialectGenerationTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var inputs: [String]
        var reading = TokenLoadOptions()
        var description: String { name }
    }

    static let fixtures = "Tests/AurumCodegenCoreTests/Fixtures/Dialects/"

    static let cases: [Case] = [
        Case(name: "DTCGDraft", inputs: [fixtures + "dtcg-draft/tokens.json"]),
        // The collection renamed and its modes mapped, so the modifier is `theme` with light/dark (the appearance).
        Case(name: "FigmaNative", inputs: [fixtures + "figma/native"],
             reading: TokenLoadOptions(figmaModifiers: ["Theme": .init(name: "theme", contexts: ["Light": "light", "Dark": "dark"])])),
        // Three collections in one folder, two of them named after their modes (grouped by token paths); one renamed.
        Case(name: "FigmaCollections", inputs: [fixtures + "figma/collections"],
             reading: TokenLoadOptions(figmaDefaultModes: ["Dark/Light": "Light"],
                                       figmaModifiers: ["Dark/Light": .init(name: "theme", contexts: ["Light": "light", "Dark": "dark"])])),
        Case(name: "FigmaGitHubAction", inputs: [fixtures + "figma/github-action"],
             reading: TokenLoadOptions(figmaDefaultModes: ["Tokens": "Light"])),
        Case(name: "TokensStudioSingleFile", inputs: [fixtures + "tokens-studio/single-file/tokens.json"]),
        Case(name: "TokensStudioMultiFile", inputs: [fixtures + "tokens-studio/multi-file"]),
        Case(name: "TokensStudioValueFunctions", inputs: [fixtures + "tokens-studio/value-functions/tokens.json"]),
        Case(name: "StyleDictionary3", inputs: [fixtures + "style-dictionary/sd3/tokens"]),
        Case(name: "StyleDictionary4", inputs: [fixtures + "style-dictionary/sd4/tokens.json"]),
        Case(name: "Theo", inputs: [fixtures + "theo"]),
        // Flat dash-separated names, aliases to them, set tokens read at their first set, `dp`/`%` kept as text.
        Case(name: "Spectrum", inputs: [fixtures + "spectrum"]),
    ]

    static func configuration(_ c: Case, inputs: [String]? = nil) -> AurumConfiguration {
        var tokens = TokensConfiguration(source: .files(inputs ?? c.inputs))
        tokens.reading = c.reading
        var swift = SwiftConfiguration()
        swift.options.prefix = "Lumen"
        swift.options.accessLevel = .public
        return AurumConfiguration(file: "aurum-codegen.json", directory: TestPaths.repoRoot, tokens: tokens, swift: swift)
    }

    static func files(_ c: Case) throws -> [GeneratedFile] {
        let generator = Generator(configuration: configuration(c))
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    @Test(arguments: cases) func swiftMatchesTheReference(_ c: Case) throws {
        try ReferenceFiles.check(try Self.files(c), against: "Dialects/\(c.name)")
    }

    @Test(arguments: cases) func swiftTypeChecks(_ c: Case) throws {
        let files = try Self.files(c)
        let directory = try SwiftCompiler.temporaryDirectory("dialect-\(c.name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.relativePath)) }
        try SwiftCompiler.run(["-typecheck", "-swift-version", "6"] + files.map(\.relativePath), in: directory)
    }

    /// What each dialect's constructs become, checked in the generated Swift (the reference holds the rest).
    @Test func constructsBecomeTheirDocumentedSwift() throws {
        func all(_ name: String) throws -> String { try Self.files(Self.cases.first { $0.name == name }!).map(\.contents).joined() }
        let draft = try all("DTCGDraft")
        #expect(draft.contains("public static var space_md: LumenDimension { LumenDimension(points: 16) }") || draft.contains("LumenDimension(points: 16)"))
        // typography.body has no letterSpacing: 0; caption has no lineHeight: 1.2.
        #expect(draft.contains("letterSpacing: LumenDimension(points: 0),\n            lineHeight: 1.5"))
        #expect(draft.contains("letterSpacing: LumenDimension(points: 0.2),\n            lineHeight: 1.2"))
        // "#0008": four-digit hex, alpha 0x88/255.
        #expect(draft.contains("opacity: 0.53333"))
        // "0.4s" is 0.4 s; "200ms" 0.2 s.
        #expect(draft.contains("LumenDuration(seconds: 0.4)") && draft.contains("LumenDuration(seconds: 0.2)"))

        let figma = try all("FigmaNative")
        #expect(figma.contains("public static var newNavigation: Bool { true }"))
        #expect(figma.contains("public static var brandName: String { \"Lumen\" }"))
        #expect(figma.contains("public static var isDark: LumenModal<Bool> { LumenModal<Bool>(light: false, dark: true) }"))
        // Scoped numbers: CORNER_RADIUS is a dimension, FONT_WEIGHT a weight, OPACITY (a percentage in Figma) a fraction.
        #expect(figma.contains("public static var pill: LumenDimension { LumenDimension(points: 999) }"))
        #expect(figma.contains("public static var weightSemibold: LumenFontWeight { LumenFontWeight(value: 600) }"))
        #expect(figma.contains("public static var disabled: Double { 0.38 }"))
        // aliasData: the Light brand colour is an alias of color.purple.500.
        #expect(figma.contains("Token `color.brand.primary`"))

        let collections = try all("FigmaCollections")
        // Each token varies with its own collection only: the theme tokens with `theme`, the density tokens with
        // `Compact/Regular`, the primitives with neither; cross-collection aliases (aliasData, `{size.4}`) resolve.
        #expect(collections.contains("public static var surface: LumenModal<LumenColor> {\n        LumenModal<LumenColor>(\n            light: "))
        #expect(collections.contains("public static var inset: LumenModal<LumenDimension> {\n        LumenModal<LumenDimension>(\n            compact: LumenDimension(points: 4),\n            regular: LumenDimension(points: 12)"))
        #expect(collections.contains("public static var gray0: LumenColor { LumenColor(red: 1"))
        #expect(collections.contains("public var compactRegular: CompactRegular") && collections.contains("public var theme: Theme"))

        let studio = try all("TokensStudioMultiFile")
        // card.accent mixes a Brand colour with a Mode colour: one value per combination.
        #expect(studio.contains("lightLumen: ") && studio.contains("darkAurora: "))
        // roundTo({type.base} * 1.25, 1) = 20; "140%" line height 1.4; source sets are not generated.
        #expect(studio.contains("fontSize: LumenDimension(points: 20)") && studio.contains("lineHeight: 1.4"))
        #expect(!studio.contains("enum LumenPalette") && !studio.contains("enum LumenSpace"))

        let single = try all("TokensStudioSingleFile")
        // "{spacing.base} + 2" is 6 px; button.label's "{lineHeights.body}" (150%) is 1.5.
        #expect(single.contains("public static var gap: LumenDimension { LumenDimension(points: 6) }"))
        // code: lineHeight "24" px at fontSize 14 px → 1.714286; caption: AUTO → 1.2; heading: -2% of 28 px.
        #expect(single.contains("lineHeight: 1.714286"))
        #expect(single.contains("letterSpacing: LumenDimension(points: -0.56)"))

        let sd3 = try all("StyleDictionary3")
        // size.font.base "1" is 1 rem = 16 pt; time.fast "150" is 150 ms.
        #expect(sd3.contains("public static var fontBase: LumenDimension { LumenDimension(points: 16) }"))
        #expect(sd3.contains("LumenDuration(seconds: 0.15)"))
        #expect(sd3.contains("public static var haptics: Bool { true }"))
    }
}
