import Foundation
import Testing
@testable import AurumCodegenCore

/// The real loader on the dialect fixtures: every bad input is a diagnostic at its line and column,
/// compatible mode summarises each kind of construct once per file, strict mode reports each, duplicate
/// keys, unknown custom types, folders and forced formats. Expected positions are found in the fixture
/// text (`at(_:in:)`), independently of the loader.
@Suite struct DialectLoadingTests {
    static let root = DialectFixtures.root

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
    static func display(_ relative: String) -> String { TokenLoader.displayPath(for: url(relative)) }

    /// Where the `occurrence`-th `needle` is in the fixture, moved `offset` bytes into it.
    static func at(_ needle: String, in relative: String, occurrence: Int = 1, offset: Int = 0) throws -> AurumCodegenCore.SourceLocation {
        let text = try String(contentsOf: url(relative), encoding: .utf8)
        var start = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: start..<text.endIndex)
            guard let f = found else { break }
            start = f.upperBound
        }
        guard let range = found else { throw TokenFixtures.FixtureError(message: "\(needle) not in \(relative)") }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return .init(file: display(relative), line: line, column: text[lineStart..<range.lowerBound].utf8.count + 1 + offset)
    }

    static func diagnostics(_ inputs: [String], options: TokenLoadOptions = TokenLoadOptions()) -> [Diagnostic] {
        TokenLoader.check(inputs: inputs.map(url), options: options).diagnostics
    }

    struct Expected {
        var message: String
        var location: AurumCodegenCore.SourceLocation
    }

    /// Every expected error is there, at its location, and there are no other errors.
    static func expectErrors(_ found: [Diagnostic], _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let errors = found.filter { $0.severity == .error }
        for e in expected {
            let match = errors.first { $0.message == e.message }
            #expect(match != nil, "missing: \(e.message)\nfound:\n\(errors.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
            #expect(match?.location == e.location, "\(e.message)", sourceLocation: sourceLocation)
        }
        #expect(errors.count == expected.count, "\(errors.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    // MARK: bad inputs

    @Test func draftBadInputs() throws {
        let file = "dtcg-draft/bad/tokens.json"
        let found = Self.diagnostics([file])
        // Compatible mode reads "2em" as rem (the root's font size standing for the parent's); strict mode rejects it.
        let em = found.first { $0.message.hasPrefix("1 dimension is in em, read as rem") }
        let emAt = try Self.at("\"2em\"", in: file)
        #expect(em?.severity == .warning && em?.location == emAt)
        let strict = Self.diagnostics([file], options: TokenLoadOptions(strict: true))
        #expect(strict.contains { $0.severity == .error && $0.location == emAt })
        Self.expectErrors(found, [
            Expected(message: "invalid color: a hex colour has 3, 4, 6 or 8 digits, found 5", location: try Self.at("\"#12345\"", in: file, offset: 1)),
            Expected(message: "invalid color: rgb() needs 3 components, found 2", location: try Self.at("rgb(255, 0)", in: file, offset: 10)),
            Expected(message: "invalid color: \"bluish\" is not a colour name", location: try Self.at("bluish", in: file)),
            Expected(message: "invalid dimension: a dimension needs a unit: write 16px or 16rem", location: try Self.at("\"16\"", in: file, offset: 3)),
            Expected(message: "invalid duration: \"fast\" does not start with a number", location: try Self.at("\"fast\" }", in: file, offset: 1)),
            Expected(message: "invalid fontWeight: unknown font weight \"bolder\"; expected a number in [1, 1000] or a weight name such as \"bold\" or \"Semi Bold\"",
                     location: try Self.at("\"$value\": \"bolder\"", in: file)),
        ])
    }

    @Test func figmaBadInputs() throws {
        let file = "figma/bad/Tokens.Light.json"
        let found = Self.diagnostics([file])
        Self.expectErrors(found, [
            Expected(message: "invalid color: \"z\" is not a hex digit", location: try Self.at("#ff00zz", in: file, offset: 5)),
            Expected(message: "unknown alias target {color.missing}: no token has the path color.missing",
                     location: try Self.at("\"$value\": \"{color.missing}\"", in: file)),
            Expected(message: "invalid dimension: \"sixteen\" does not start with a number", location: try Self.at("\"sixteen\"", in: file, offset: 1)),
        ])
        // The unknown custom type: one warning with the count, at the type; the token is read as its value is.
        let custom = found.first { $0.message.contains("the type \"vector\"") }
        #expect(custom?.message == "1 token has the type \"vector\", which DTCG 2025.10 does not define; read as string from its value")
        #expect(custom?.location == (try Self.at("\"$type\": \"vector\"", in: file)))
        // Strict mode skips it, as before.
        let skipped = Self.diagnostics([file], options: TokenLoadOptions(strict: true)).first { $0.message.contains("the type \"vector\"") }
        #expect(skipped?.message == "1 token has the type \"vector\", which neither DTCG 2025.10 nor this file's format defines; it is skipped")
    }

    @Test func tokensStudioBadInputs() throws {
        let core = "tokens-studio/bad/core.json", themes = "tokens-studio/bad/$themes.json"
        let found = Self.diagnostics(["tokens-studio/bad"])
        // A theme selecting a set that is gone: a warning in compatible mode, the theme read without it (strict: an error).
        let missing = found.first { $0.message.hasPrefix("theme \"Light\" (group \"Mode\") selects the token set \"semantic/missing\"") }
        #expect(missing?.severity == .warning)
        #expect(missing?.message == "theme \"Light\" (group \"Mode\") selects the token set \"semantic/missing\", which does not exist; the theme is read without it, as Tokens Studio reads it")
        #expect(missing?.location == (try Self.at("\"semantic/missing\"", in: themes)))
        let strictMissing = Self.diagnostics(["tokens-studio/bad"], options: TokenLoadOptions(strict: true)).first { $0.message.hasPrefix("theme \"Light\" (group \"Mode\") selects the token set \"semantic/missing\"") }
        #expect(strictMissing?.severity == .error)
        Self.expectErrors(found, [
            Expected(message: "the status of token set \"core\" in theme \"Dark\" must be \"enabled\", \"source\" or \"disabled\", found a string \"on\"",
                     location: try Self.at("\"on\"", in: themes)),
            // Math that does not parse, at the offending character inside the string.
            Expected(message: "invalid dimension: unexpected \"*\": expected a number, a reference or \"(\"", location: try Self.at("* * 2", in: core, offset: 2)),
            Expected(message: "invalid dimension: this \"(\" of floor() is never closed", location: try Self.at("floor(", in: core, offset: 5)),
            Expected(message: "invalid dimension: unknown function flor(); did you mean floor()?", location: try Self.at("flor(", in: core)),
            Expected(message: "invalid dimension: cannot combine px and rem in +: the units differ", location: try Self.at("+ 1rem", in: core)),
            // The cycle through math, found by the resolver: each member at the reference inside its expression.
            Expected(message: "circular reference through math: cycle.a → cycle.b → cycle.a", location: try Self.at("{cycle.b} * 2", in: core)),
            Expected(message: "circular reference through math: cycle.b → cycle.a → cycle.b", location: try Self.at("{cycle.a} + 1", in: core)),
            // A colour that is not a colour.
            Expected(message: "invalid color: a hex colour has 3, 4, 6 or 8 digits, found 5", location: try Self.at("\"#12345\"", in: core, offset: 1)),
            Expected(message: "unknown colour modifier type \"lightn\"; expected lighten, darken, mix, alpha", location: try Self.at("\"type\": \"lightn\"", in: core)),
            Expected(message: "unknown colour modifier space \"oklch\"; Tokens Studio's spaces are srgb, hsl, lch and p3", location: try Self.at("\"space\": \"oklch\"", in: core)),
        ])
        // The math errors are in the Light context only (the Dark theme's one set has a bad status), and say so.
        #expect(found.first { $0.message.hasPrefix("invalid dimension: unknown function") }?.notes.map(\.message) == ["in context Mode=Light"])
    }

    @Test func styleDictionaryBadInputs() throws {
        let file = "style-dictionary/bad/tokens.json"
        Self.expectErrors(Self.diagnostics([file]), [
            Expected(message: "invalid color: \"g\" is not a hex digit", location: try Self.at("#ggg", in: file, offset: 1)),
            Expected(message: "circular alias: color.loop-a → color.loop-b → color.loop-a", location: try Self.at("\"value\": \"{color.loop-b.value}\"", in: file)),
            Expected(message: "circular alias: color.loop-b → color.loop-a → color.loop-b", location: try Self.at("\"value\": \"{color.loop-a.value}\"", in: file)),
            Expected(message: "unknown alias target {color.nope}: no token has the path color.nope", location: try Self.at("\"value\": \"{color.nope.value}\"", in: file)),
            Expected(message: "invalid dimension: \"large\" does not start with a number", location: try Self.at("\"large\"", in: file, offset: 1)),
        ])
    }

    // MARK: compatible and strict

    @Test func compatibleModeSummarisesEachKindOncePerFileAtItsFirstLocation() throws {
        let file = "dtcg-draft/tokens.json"
        let found = Self.diagnostics([file])
        #expect(!found.contains { $0.severity == .error })
        let hex = found.filter { $0.message.contains("hex string") }
        #expect(hex.map(\.message) == ["10 colours are hex strings; 'aurum-codegen migrate' writes them as DTCG 2025.10"])
        #expect(hex.first?.location == (try Self.at("\"#fff\"", in: file)))
        #expect(found.first { $0.message.contains("durations are strings") }?.message
                == "3 durations are strings such as \"200ms\"; 'aurum-codegen migrate' writes them as DTCG 2025.10")
        // The typography without letterSpacing, at its $value.
        #expect(found.first { $0.message.contains("typography members are missing") }?.location
                == (try Self.at("\"$value\": { \"fontFamily\": \"{font.family.body}\", \"fontSize\": \"16px\"", in: file)))
        // Per file and kind: as many warnings as kinds, none twice.
        #expect(Set(found.map(\.message)).count == found.count)
    }

    @Test func strictModeReportsEveryConstructWhereItIsWritten() throws {
        let file = "dtcg-draft/tokens.json"
        let compatible = Self.diagnostics([file])
        let strict = Self.diagnostics([file], options: TokenLoadOptions(strict: true))
        let hexErrors = strict.filter { $0.message == CompatibilityConstruct.hexColorString.strictMessage }
        #expect(hexErrors.count == 10)
        #expect(hexErrors.allSatisfy { $0.severity == .error })
        #expect(hexErrors.first?.location == (try Self.at("\"#fff\"", in: file)))
        #expect(hexErrors.map(\.location).contains(try Self.at("\"#5b1fb8cc\"", in: file)))
        // Every construct the compatible summary counts is an error, once each.
        let counted = compatible.compactMap { d -> Int? in Int(d.message.prefix { $0.isNumber }) }.reduce(0, +)
        #expect(strict.filter { $0.message.hasPrefix("not DTCG 2025.10:") }.count == counted)
        #expect(!strict.contains { $0.severity == .warning })
    }

    @Test func strictTokensStudioIsOneErrorPerConstructNotOneOpaqueFailure() throws {
        let strict = Self.diagnostics(["tokens-studio/multi-file"], options: TokenLoadOptions(strict: true))
        #expect(strict.contains { $0.message == CompatibilityConstruct.mathExpression.strictMessage
            && $0.location == (try? Self.at("\"{space.unit} * 2\"", in: "tokens-studio/multi-file/core/dimensions.json")) })
        #expect(strict.contains { $0.message == CompatibilityConstruct.colorModifier.strictMessage })
        #expect(strict.allSatisfy { $0.severity == .error && $0.message.hasPrefix("not DTCG 2025.10:") })
    }

    @Test func duplicateKeysWarnWithBothLocationsAndTheLastWinsOrAreErrorsWhenStrict() throws {
        let file = "dtcg-draft/bad/duplicate-keys.json"
        let set = try TokenLoader.load(files: [Self.url(file)])
        let warning = try #require(set.diagnostics.first { $0.message.hasPrefix("duplicate key") })
        #expect(warning.severity == .warning)
        #expect(warning.message == "duplicate key 'brand'; the last one is used, as JSON.parse does")
        #expect(warning.location == (try Self.at("\"brand\"", in: file, occurrence: 2)))
        #expect(warning.notes.first?.location == (try Self.at("\"brand\"", in: file)))
        guard case .color(let c)? = set.token("color.brand")?.value(in: .implicit) else { Issue.record("no colour"); return }
        #expect(c.hex == "#5b1fb8")

        let strict = Self.diagnostics([file], options: TokenLoadOptions(strict: true))
        let error = try #require(strict.first { $0.message == "duplicate key 'brand'" })
        #expect(error.severity == .error && error.location == warning.location && error.notes.first?.location == warning.notes.first?.location)
    }

    @Test func unknownCustomTypesAreOneWarningPerTypeAndTheirTokensAreReadByValueOrSkippedWhenStrict() throws {
        let file = "style-dictionary/sd4/tokens.json"
        let set = try TokenLoader.load(files: [Self.url(file)])
        let warnings = set.diagnostics.filter { $0.message.contains("\"elevation\"") }
        #expect(warnings.map(\.message) == ["3 tokens have the type \"elevation\", which DTCG 2025.10 does not define; read as number from their values"])
        #expect(warnings.first?.location == (try Self.at("\"type\": \"elevation\"", in: file)))
        #expect(set.tokens.filter { $0.path.first == "elevation" }.map(\.type) == [.number, .number, .number])
        #expect(set.token("copy.cta")?.type == .string)

        let strict = Self.diagnostics([file], options: TokenLoadOptions(strict: true)).filter { $0.message.contains("\"elevation\"") }
        #expect(strict.map(\.message) == ["3 tokens have the type \"elevation\", which neither DTCG 2025.10 nor this file's format defines; they are skipped"])
    }

    // MARK: formats, folders

    @Test func eachFileSaysWhatItWasReadAs() throws {
        let validation = TokenLoader.check(inputs: [Self.url("tokens-studio/multi-file")])
        #expect(validation.inputs.first?.file == Self.display("tokens-studio/multi-file/$themes.json"))
        #expect(validation.inputs.allSatisfy { $0.detection.dialect == .tokensStudio })
        #expect(validation.inputs.map(\.file).contains(Self.display("tokens-studio/multi-file/components/card.json")))
        let sd = TokenLoader.check(inputs: [Self.url("style-dictionary/sd3/tokens")])
        // A folder is its files sorted by path, merged in that order.
        #expect(sd.inputs.map(\.file) == DialectFixtures.files(in: "style-dictionary/sd3/tokens").map(Self.display))
        #expect(sd.inputs.allSatisfy { $0.detection.dialect == .styleDictionary })
    }

    @Test func aForcedFormatReadsEveryFileAsIt() throws {
        // The draft file read as DTCG 2025.10: its strings are the format's errors in strict mode, read and
        // counted in compatible mode.
        let found = Self.diagnostics(["dtcg-draft/tokens.json"], options: TokenLoadOptions(format: .dtcg2025, strict: true))
        #expect(found.contains { $0.severity == .error && $0.message.hasPrefix("invalid color: expected a colour object") })
        let compatible = Self.diagnostics(["dtcg-draft/tokens.json"], options: TokenLoadOptions(format: .dtcg2025))
        #expect(!compatible.contains { $0.severity == .error && $0.message.hasPrefix("invalid color") })
        #expect(compatible.contains { $0.severity == .warning && $0.message.contains("colours are hex strings") })
        // And the repository's invalid 2025.10 fixture, detected, is a draft: its hex colour is read.
        let invalid = TokenFixtures.url("types-invalid.tokens.json")
        let detected = TokenLoader.check(inputs: [invalid])
        #expect(detected.inputs.first?.detection.dialect == .dtcgDraft)
        #expect(!detected.diagnostics.contains { $0.message.hasPrefix("invalid color: expected a colour object") })
    }

    @Test func theAurumTokensAreReadAsDTCG2025ExactlyAsBefore() throws {
        let validation = TokenLoader.check(inputs: [TestPaths.repoRoot.appendingPathComponent("tokens/aurum.resolver.json")])
        #expect(!validation.inputs.isEmpty)
        #expect(validation.inputs.allSatisfy { $0.detection.dialect == .dtcg2025 })
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")
    }
}

extension DialectLoadingTests {
    @Test func theLegacyReferenceSearchFindsDotValueBracesAnywhere() {
        for s in ["{a.value}", "x {a.b.value} y", "{a}*{b.value}", "é{ü.value}"] {
            #expect(DialectTokenParser.containsLegacyValueSuffix(s), "\(s)")
        }
        for s in ["", "}", ".value", "{a.values}", "{a.valu}", "{value}", "{a}.value", "value}"] {
            #expect(!DialectTokenParser.containsLegacyValueSuffix(s), "\(s)")
        }
    }
}
