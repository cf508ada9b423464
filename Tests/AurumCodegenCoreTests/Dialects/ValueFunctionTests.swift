import Foundation
import Testing
@testable import AurumCodegenCore

/// Colour changes and value functions other tools apply, through the real loader. Every expected
/// colour is computed here from the tool's documented formula (Sass's `mix` as color2k writes it,
/// HSL lightness, chroma-js's RGB mix, Tokens Studio's modifiers), on 8-bit channels where that tool
/// prints hex, never read back from this package's output.
@Suite struct ValueFunctionTests {
    static let fixtures = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures")
    static let besideValue = fixtures.appendingPathComponent("Tokens/beside-value/colors.tokens.json")
    static let valueFunctions = fixtures.appendingPathComponent("Dialects/tokens-studio/value-functions/tokens.json")
    static let rootSets = fixtures.appendingPathComponent("Dialects/tokens-studio/root-sets/tokens.json")

    // MARK: independent formulas

    /// (r, g, b, a) with channels 0…255.
    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    /// Sass's mix, `weight` the second colour's share (color2k's `mix`).
    static func sassMix(_ c1: RGBA, _ c2: RGBA, weight: Double) -> RGBA {
        let delta = c2.a - c1.a
        let w = weight * 2 - 1
        let combined = w * delta == -1 ? w : w + delta / (1 + w * delta)
        let w2 = (combined + 1) / 2, w1 = 1 - w2
        return (c1.r * w1 + c2.r * w2, c1.g * w1 + c2.g * w2, c1.b * w1 + c2.b * w2, c2.a * weight + c1.a * (1 - weight))
    }

    /// RGB (0…1) → HSL (h degrees, s and l 0…1), the textbook way.
    static func hsl(_ r: Double, _ g: Double, _ b: Double) -> (h: Double, s: Double, l: Double) {
        let mx = max(r, g, b), mn = min(r, g, b), l = (mx + mn) / 2
        guard mx != mn else { return (0, 0, l) }
        let d = mx - mn
        let s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn)
        var h: Double
        if mx == r { h = (g - b) / d + (g < b ? 6 : 0) } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h *= 60
        return (h, s, l)
    }

    /// HSL → RGB (0…1).
    static func rgb(h: Double, s: Double, l: Double) -> (Double, Double, Double) {
        let c = (1 - abs(2 * l - 1)) * s, x = c * (1 - abs((h / 60).truncatingRemainder(dividingBy: 2) - 1)), m = l - c / 2
        let (r, g, b): (Double, Double, Double) = switch h {
        case ..<60: (c, x, 0)
        case ..<120: (x, c, 0)
        case ..<180: (0, c, x)
        case ..<240: (0, x, c)
        case ..<300: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }

    static func byte(_ x: Double) -> Double { (x * 255).rounded() / 255 }

    // MARK: helpers

    static func load(_ url: URL, options: TokenLoadOptions = TokenLoadOptions()) throws -> ResolvedTokenSet {
        try TokenLoader.load(files: [url], options: options)
    }

    static func color(_ set: ResolvedTokenSet, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ColorValue? {
        guard case .color(let c)? = set.token(path)?.value(in: set.defaultContext) else {
            Issue.record("\(path) is no colour", sourceLocation: sourceLocation)
            return nil
        }
        return c
    }

    static func expect(_ c: ColorValue?, _ space: String, _ components: [Double], alpha: Double = 1, tolerance: Double = 1e-9,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let c else { return }
        #expect(c.colorSpace == space, sourceLocation: sourceLocation)
        for (found, want) in zip(c.components, components) {
            #expect(abs((found ?? .nan) - want) <= tolerance, "\(c.components) vs \(components)", sourceLocation: sourceLocation)
        }
        #expect(abs(c.alpha - alpha) <= tolerance, "alpha \(c.alpha) vs \(alpha)", sourceLocation: sourceLocation)
    }

    // MARK: Primer and Paragon keys beside the value

    @Test func primerAlphaAndMixAreAppliedAsPrimerBuildsThem() throws {
        let set = try Self.load(Self.besideValue)
        let blue: RGBA = (51, 102, 153, 1), white: RGBA = (255, 255, 255, 1), veil: RGBA = (0, 0, 0, 0.5)
        // alpha replaces the colour's alpha.
        Self.expect(Self.color(set, "primer.selection"), "srgb", [0.2, 0.4, 0.6], alpha: Self.byte(0.2))
        // mix: Sass's formula, printed as hex.
        let muted = Self.sassMix(blue, white, weight: 0.25)
        Self.expect(Self.color(set, "primer.muted"), "srgb", [muted.r, muted.g, muted.b].map { ($0).rounded() / 255 })
        // mix weighs the alphas in; alpha then replaces the result's.
        let mv = Self.sassMix(blue, veil, weight: 0.5)
        #expect(abs(mv.a - 0.75) < 1e-12)
        Self.expect(Self.color(set, "primer.muted-veil"), "srgb", [mv.r, mv.g, mv.b].map { $0.rounded() / 255 }, alpha: Self.byte(0.8))
    }

    @Test func paragonModifyStepsAreAppliedInOrder() throws {
        let set = try Self.load(Self.besideValue)
        let base = Self.hsl(0.2, 0.4, 0.6)
        let darker = Self.rgb(h: base.h, s: base.s, l: base.l - 0.1)
        Self.expect(Self.color(set, "paragon.darker"), "srgb", [darker.0, darker.1, darker.2].map(Self.byte))
        let lighter = Self.rgb(h: base.h, s: base.s, l: base.l + 0.2)
        Self.expect(Self.color(set, "paragon.lighter"), "srgb", [lighter.0, lighter.1, lighter.2].map(Self.byte), alpha: Self.byte(0.9))
        // chroma-js mix in rgb: each channel 0.3 of the way to white; color-yiq is left out.
        Self.expect(Self.color(set, "paragon.mixed"), "srgb", [51.0, 102, 153].map { ($0 + 0.3 * (255 - $0)).rounded() / 255 })
    }

    @Test func besideValueKeysAreKeptAndSummarised() throws {
        let set = try Self.load(Self.besideValue)
        let kept = set.token("paragon.darker")?.extensions?.object?[BesideValueKeys.extensionKey]?.object
        #expect(kept?["source"]?.string == "paragon")
        #expect(kept?["modify"]?.array?.count == 1)
        let warnings = TokenLoader.check(inputs: [Self.besideValue]).diagnostics.filter { $0.severity == .warning }
        let source = warnings.filter { $0.message.contains("\"source\"") }
        #expect(source.count == 1)
        #expect(source.first?.message.hasPrefix("2 tokens have the property \"source\" beside their value") == true)
        #expect(warnings.filter { $0.message.contains("changed by keys beside their value") }.count == 1)
        #expect(warnings.filter { $0.message.contains("\"color-yiq\" is not applied") }.count == 1)
    }

    @Test func strictModeKeepsTheErrorInA2025File() throws {
        let errors = TokenLoader.check(inputs: [Self.besideValue], options: TokenLoadOptions(strict: true)).diagnostics.filter { $0.severity == .error }
        // One error per key beside a value, at the key: alpha ×2, mix ×2, modify ×3, source ×2.
        #expect(errors.count == 9)
        let text = try String(contentsOf: Self.besideValue, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for e in errors {
            guard let at = e.location else { Issue.record("\(e) has no location"); continue }
            let line = text[at.line - 1].utf8.dropFirst(at.column - 1)
            let key = String(decoding: line.prefix { $0 != UInt8(ascii: ":") }, as: UTF8.self)
            #expect(["\"alpha\"", "\"mix\"", "\"modify\"", "\"source\""].contains(key), "\(e)")
        }
        #expect(errors.allSatisfy { $0.message.contains("an object with $value is a token") })
    }

    @Test func migrateWritesTheChangedColoursAsDTCG2025() throws {
        let result = try TokenMigration.migrate(inputs: [Self.besideValue], options: TokenLoadOptions(), name: "beside")
        let directory = try SwiftCompiler.temporaryDirectory("migrated-beside")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try OutputWriter().write(result.files, to: directory)
        let migrated = try TokenLoader.load(resolver: directory.appendingPathComponent("beside.resolver.json"), options: TokenLoadOptions(strict: true))
        let original = try Self.load(Self.besideValue)
        for path in ["primer.selection", "primer.muted", "primer.muted-veil", "paragon.darker", "paragon.lighter", "paragon.mixed"] {
            #expect(migrated.token(path)?.value(in: migrated.defaultContext) == original.token(path)?.value(in: original.defaultContext), "\(path)")
            #expect(migrated.token(path)?.extensions?.object?[BesideValueKeys.extensionKey] != nil, "\(path)")
        }
    }

    // MARK: Tokens Studio value functions

    @Test func modifierReferencesAndNumbersInText() throws {
        let set = try Self.load(Self.valueFunctions)
        // "modify": "{fade}", whose value "{ratio.fade}" is a token typed `other` holding 0.3.
        Self.expect(Self.color(set, "color.faded"), "srgb", [0.2, 0.4, 0.6], alpha: 0.3)
        // HSL lighten: L += (100 − L)·a; #336699 is hsl(210, 50 %, 40 %).
        let base = Self.hsl(0.2, 0.4, 0.6)
        Self.expect(Self.color(set, "color.lighter"), "hsl", [base.h, base.s * 100, base.l * 100 + (100 - base.l * 100) * 0.3], tolerance: 1e-6)
        // sRGB mix by {ratio.fade} + 0.2 = 0.5 towards white.
        Self.expect(Self.color(set, "color.mixed"), "srgb", [0.2, 0.4, 0.6].map { $0 + (1 - $0) * 0.5 })
        // The token holding the modifier is its text, references replaced.
        #expect(set.token("fade")?.value(in: set.defaultContext) == .string("alpha(0.3, srgb)"))
    }

    @Test func rgbaWithAColourOrReferences() throws {
        let set = try Self.load(Self.valueFunctions)
        Self.expect(Self.color(set, "color.tinted"), "srgb", [0.2, 0.4, 0.6], alpha: 0.5)
        Self.expect(Self.color(set, "color.tinted-percent"), "srgb", [0.2, 0.4, 0.6], alpha: 0.25)
        Self.expect(Self.color(set, "color.red-half"), "srgb", [1, 0, 0], alpha: 0.5)
        guard case .border(let border)? = set.token("card")?.value(in: set.defaultContext) else { Issue.record("no border"); return }
        #expect(abs(border.color.alpha - 0.25) < 1e-12)
        #expect(border.width == DimensionValue(value: JSONNumber(2), unit: .px))
    }

    @Test func textAroundReferencesAndMathInComposites() throws {
        let set = try Self.load(Self.valueFunctions)
        func string(_ path: String) -> String? {
            if case .string(let s)? = set.token(path)?.value(in: set.defaultContext) { return s }
            return nil
        }
        #expect(string("spacing.pair") == "8px 4px")
        #expect(string("color.fade-gradient") == "linear-gradient(90deg, #336699 0%, #ffffff 100%)")
        #expect(set.token("size.unit")?.value(in: set.defaultContext) == .dimension(DimensionValue(value: JSONNumber(4), unit: .px)))
        // Tokens Studio substitutes "8" for {size.base}: a number computed from it has no unit.
        #expect(set.token("size.quarter")?.value(in: set.defaultContext) == .number(JSONNumber(2)))
        guard case .typography(let t)? = set.token("heading")?.value(in: set.defaultContext) else { Issue.record("no typography"); return }
        // `{size.base} * 2` is the plain number 16, which Tokens Studio means in px.
        #expect(t.fontSize == DimensionValue(value: JSONNumber(16), unit: .px))
    }

    @Test func strictModeReportsEachTokensStudioConstruct() {
        let errors = TokenLoader.check(inputs: [Self.valueFunctions], options: TokenLoadOptions(strict: true)).diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.message == CompatibilityConstruct.cssValueString.strictMessage })
        #expect(errors.contains { $0.message == CompatibilityConstruct.colorModifier.strictMessage })
    }

    // MARK: root groups as sets

    @Test func rootGroupsAreSetsWhenOnlyThatResolvesTheReferences() throws {
        let set = try Self.load(Self.rootSets)
        Self.expect(Self.color(set, "color.accent"), "srgb", [0.2, 0.4, 0.6])
        let sets = try JSONReader.parse(String(contentsOf: Self.rootSets, encoding: .utf8), file: "sets.json")
        #expect(DialectDetector.detect(sets, file: "sets.json").role == .tokensStudioSingleFile)
        // The same shape whose reference resolves from the root is one token file.
        let plain = try JSONReader.parse("""
        {"core": {"brand": {"value": "#336699", "type": "color"}},
         "semantic": {"accent": {"value": "{core.brand}", "type": "color"}}}
        """, file: "plain.json")
        #expect(DialectDetector.detect(plain, file: "plain.json").role == .tokens)
    }
}
