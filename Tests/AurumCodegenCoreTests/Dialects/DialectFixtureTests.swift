import Foundation
import Testing
@testable import AurumCodegenCore

/// The dialect fixtures (Fixtures/Dialects, see its README) against the phase-A units: detection,
/// every string value of the good fixtures read, math evaluated, and every bad input diagnosed at
/// its line and column.
@Suite struct DialectFixtureTests {
    // MARK: detection

    @Test func everyFixtureIsDetectedAsItsDialect() throws {
        let expected: [(folder: String, dialect: TokenDialect, hints: DialectDetector.Hints)] = [
            ("dtcg-draft", .dtcgDraft, .init()),
            ("figma/native", .figma, .init()),
            ("figma/collections", .figma, .init()),
            ("figma/github-action", .figma, .init()),
            ("figma/bad", .figma, .init()),
            ("tokens-studio/single-file", .tokensStudio, .init()),
            ("tokens-studio/multi-file", .tokensStudio, .init(inTokensStudioProject: true)),
            ("tokens-studio/bad", .tokensStudio, .init(inTokensStudioProject: true)),
            ("style-dictionary/sd3", .styleDictionary, .init()),
            ("style-dictionary/sd4", .styleDictionary, .init()),
            ("style-dictionary/bad", .styleDictionary, .init()),
            ("spectrum", .spectrum, .init()),
        ]
        var checked = 0
        for (folder, dialect, hints) in expected {
            let files = DialectFixtures.files(in: folder).filter { !$0.hasSuffix("duplicate-keys.json") }
            #expect(!files.isEmpty, "\(folder)")
            for file in files {
                let detection = DialectDetector.detect(try DialectFixtures.json(file), file: file, hints: hints)
                #expect(detection.dialect == dialect, "\(file): \(detection.dialect) because \(detection.reason)")
                checked += 1
            }
        }
        #expect(checked == 39)
    }

    @Test func detectionSaysWhyAndWhere() throws {
        let single = DialectDetector.detect(try DialectFixtures.json("tokens-studio/single-file/tokens.json"), file: "tokens-studio/single-file/tokens.json")
        #expect(single.role == .tokensStudioSingleFile)
        #expect(single.usesBareKeys)
        #expect(single.evidence?.line == 223, "the $themes key")

        let themes = DialectDetector.detect(try DialectFixtures.json("tokens-studio/multi-file/$themes.json"), file: "tokens-studio/multi-file/$themes.json")
        #expect(themes.role == .tokensStudioThemes)

        let native = DialectDetector.detect(try DialectFixtures.json("figma/native/Theme.Dark.tokens.json"), file: "figma/native/Theme.Dark.tokens.json")
        #expect(native.reason == "its root $extensions has com.figma.modeName, as Figma's variable export")

        let action = DialectDetector.detect(try DialectFixtures.json("figma/github-action/Tokens.Light.json"), file: "figma/github-action/Tokens.Light.json")
        #expect(action.reason == "its tokens have com.figma extensions, as Figma's variable exports write them")
        #expect(action.evidence == AurumCodegenCore.SourceLocation(file: "figma/github-action/Tokens.Light.json", line: 9, column: 11))

        let sd3 = DialectDetector.detect(try DialectFixtures.json("style-dictionary/sd3/tokens/size/font.json"), file: "style-dictionary/sd3/tokens/size/font.json")
        #expect(sd3.dialect == .styleDictionary && sd3.usesBareKeys)
        #expect(sd3.reason == "its tokens have \"comment\", as Style Dictionary writes them")

        let draft = DialectDetector.detect(try DialectFixtures.json("dtcg-draft/tokens.json"), file: "dtcg-draft/tokens.json")
        #expect(draft.reason == "its colours are strings (#fff), as DTCG drafts before 2025.10 wrote them")
        #expect(draft.evidence?.line == 5)
    }

    /// DTCG 2025.10 input (the repository's own tokens) is detected as such: by its `$schema`, and without
    /// it, with no evidence: the default.
    @Test func dtcg2025IsTheDefault() throws {
        let tokens = TestPaths.repoRoot.appendingPathComponent("tokens")
        let files = (FileManager.default.enumerator(atPath: tokens.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tokens.json") }.sorted()
        #expect(!files.isEmpty)
        for name in files {
            let json = try JSONReader.parse(contentsOf: tokens.appendingPathComponent(name), displayPath: name)
            let detection = DialectDetector.detect(json, file: name)
            #expect(detection.dialect == .dtcg2025, "\(name): \(detection.reason)")
            #expect(detection.reason == "its $schema is DTCG 2025.10's")
            guard var object = json.object else { continue }
            object.members.removeAll { $0.key == "$schema" }
            let withoutSchema = DialectDetector.detect(JSONValue(.object(object), at: json.position), file: name)
            #expect(withoutSchema.dialect == .dtcg2025, "\(name): \(withoutSchema.reason)")
            #expect(withoutSchema.isDefault)
        }
    }

    // MARK: good fixtures: every string value reads

    /// Reads a token's string value as its mapped type would be read; returns what it counted.
    private func read(_ token: DialectFixtures.Token, dialect: TokenDialect, tally: inout [String: Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let typeName = token.type ?? (dialect == .styleDictionary ? token.key.split(separator: ".").first.map(String.init) : nil) else {
            Issue.record("\(token.file): \(token.key) has no type", sourceLocation: sourceLocation)
            return
        }
        var mapped = DialectTypeMapping.type(named: typeName, in: dialect)
        if token.type == nil, dialect == .styleDictionary {
            mapped = DialectTypeMapping.styleDictionaryCategory(typeName) ?? DialectTypeMapping.styleDictionaryFallback(for: token.value)
        }
        guard let mapped else {
            tally["unknown type", default: 0] += 1
            return
        }
        readValue(token.value, as: mapped, dialect: dialect, key: token.key, file: token.file, tally: &tally, sourceLocation: sourceLocation)
    }

    private func readValue(_ value: JSONValue, as type: DialectType, dialect: TokenDialect, key: String, file: String, tally: inout [String: Int],
                           sourceLocation: Testing.SourceLocation) {
        func fail(_ e: StringValueError) {
            let at = DialectFixtures.location(of: value, offset: e.offset, file: file)
            Issue.record("\(at): \(key): \(e.message)", sourceLocation: sourceLocation)
        }
        if case .unsupported = type.target { tally["unsupported", default: 0] += 1; return }
        guard let s = value.string else {
            if case .dtcg(let t) = type.target, t.isComposite, let object = value.object ?? value.array?.first?.object {
                for member in object {
                    guard let memberType = Self.memberType(member.key, of: t) else { continue }
                    readValue(member.value, as: memberType, dialect: dialect, key: key + "." + member.key, file: file, tally: &tally, sourceLocation: sourceLocation)
                }
                if let layers = value.array?.dropFirst() {
                    for layer in layers { readValue(layer, as: type, dialect: dialect, key: key, file: file, tally: &tally, sourceLocation: sourceLocation) }
                }
            }
            tally["non-string", default: 0] += 1
            return
        }
        if case .alias = TokenPath.curly(s) { tally["alias", default: 0] += 1; return }
        if s.contains("{"), case .success(let e) = MathParser.parse(s), e.hasOperations || e.root.range.count < s.utf8.count {
            tally["math", default: 0] += 1
            return
        }
        switch type.target {
        case .dtcg(.color):
            switch CSSColorParser.parse(s) { case .success: tally["color", default: 0] += 1; case .failure(let e): fail(e) }
        case .dtcg(.dimension):
            let unitless: UnitString.UnitlessDimension
            if case .dimension(let u) = type.rule { unitless = u } else { unitless = .rejected }
            if type.rule == .letterSpacing, s.hasSuffix("%") { tally["relative letter spacing", default: 0] += 1; return }
            if case .success(let e) = MathParser.parse(s), e.hasOperations { tally["math", default: 0] += 1; return }
            switch UnitString.dimension(s, unitless: type.rule == .letterSpacing ? .px : unitless) {
            case .success: tally["dimension", default: 0] += 1
            case .failure(let e): fail(e)
            }
        case .dtcg(.duration):
            switch UnitString.duration(s, unitlessIsMilliseconds: type.rule == .durationInMilliseconds) {
            case .success: tally["duration", default: 0] += 1
            case .failure(let e): fail(e)
            }
        case .dtcg(.fontWeight):
            if FontWeightName.parse(s) != nil { tally["font weight", default: 0] += 1 } else { Issue.record("\(key): weight \(s)", sourceLocation: sourceLocation) }
        case .dtcg(.number) where type.rule == .lineHeight:
            // Tokens Studio line heights: a percentage is a multiplier, px or a plain number a height, AUTO the font's own.
            if s.uppercased() == "AUTO" {
                tally["line height auto", default: 0] += 1
            } else if s.hasSuffix("%"), case .success = UnitString.fraction(s) {
                tally["line height %", default: 0] += 1
            } else if case .success = UnitString.dimension(s, unitless: .px) {
                tally["line height px", default: 0] += 1
            } else {
                Issue.record("\(key): line height \(s)", sourceLocation: sourceLocation)
            }
        case .dtcg(.number):
            switch UnitString.fraction(s) {
            case .success: tally["number", default: 0] += 1
            case .failure: Issue.record("\(key): number \(s)", sourceLocation: sourceLocation)
            }
        case .dtcg(.fontFamily), .string:
            tally["string", default: 0] += 1
        case .boolean:
            if s == "true" || s == "false" { tally["boolean", default: 0] += 1 } else { Issue.record("\(key): boolean \(s)", sourceLocation: sourceLocation) }
        case .dtcg(.strokeStyle):
            if StrokeStyleValue.Keyword(rawValue: s) != nil { tally["stroke style", default: 0] += 1 } else { Issue.record("\(key): stroke \(s)", sourceLocation: sourceLocation) }
        case .unsupported:
            tally["unsupported", default: 0] += 1
        default:
            Issue.record("\(key): unexpected string \(s) for \(type)", sourceLocation: sourceLocation)
        }
    }

    /// The type of a composite's member, including Tokens Studio's member names.
    static func memberType(_ member: String, of type: TokenType) -> DialectType? {
        switch (type, member) {
        case (_, "color"): .dtcg(.color)
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "x"), (.shadow, "y"), (.shadow, "blur"), (.shadow, "spread"),
             (.typography, "fontSize"), (.typography, "paragraphSpacing"), (.typography, "paragraphIndent"):
            .dtcg(.dimension, .dimension(unitless: .px))
        case (.typography, "letterSpacing"): .dtcg(.dimension, .letterSpacing)
        case (.border, "style"): .dtcg(.strokeStyle)
        case (.typography, "fontFamily"): .dtcg(.fontFamily)
        case (.typography, "fontWeight"): .dtcg(.fontWeight)
        case (.typography, "lineHeight"): .dtcg(.number, .lineHeight)
        case (.transition, "duration"), (.transition, "delay"): .dtcg(.duration)
        case (.transition, "timingFunction"): .dtcg(.cubicBezier)
        case (.shadow, "type"), (.typography, "textCase"), (.typography, "textDecoration"): DialectType(.string)
        default: nil
        }
    }

    private func tally(_ folder: String, _ dialect: TokenDialect) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in DialectFixtures.files(in: folder) where !file.contains("$") {
            let json = try DialectFixtures.json(file)
            let bare = DialectDetector.detect(json, file: file).usesBareKeys
            var roots: [JSONValue] = [json]
            if json.object?["$themes"] != nil { roots = json.object!.members.filter { !$0.key.hasPrefix("$") }.map(\.value) }
            for root in roots {
                for token in DialectFixtures.tokens(root, file: file, bare: bare) { read(token, dialect: dialect, tally: &counts) }
            }
        }
        return counts
    }

    @Test func draftStringsAllRead() throws {
        // dtcg-draft/bad holds the failures; the good file is checked here, the bad ones below.
        let good = try { () -> [String: Int] in
            var c: [String: Int] = [:]
            for token in DialectFixtures.tokens(try DialectFixtures.json("dtcg-draft/tokens.json"), file: "dtcg-draft/tokens.json", bare: false) {
                read(token, dialect: .dtcgDraft, tally: &c)
            }
            return c
        }()
        #expect(good["color"] == 17)
        #expect(good["dimension"] == 26)
        #expect(good["duration"] == 3)
        #expect(good["font weight"] == 5)
        #expect(good["alias"] == 9)
    }

    @Test func figmaStringsAllRead() throws {
        var c: [String: Int] = [:]
        for folder in ["figma/native", "figma/github-action"] {
            for file in DialectFixtures.files(in: folder) {
                for token in DialectFixtures.tokens(try DialectFixtures.json(file), file: file, bare: false) { read(token, dialect: .figma, tally: &c) }
            }
        }
        #expect(c["color"] == 6, "github-action's hex strings (the native export writes colour objects)")
        #expect(c["alias"] == 8)
        #expect(c["string"] == 7)
        #expect(c["boolean"] == nil, "booleans are JSON booleans in both formats")
    }

    @Test func tokensStudioValuesAllRead() throws {
        let single = try tally("tokens-studio/single-file", .tokensStudio)
        #expect(single["math"] == 12)
        #expect(single["unsupported"] == 1, "the composition token")
        #expect(single["line height auto"] == 1)
        #expect(single["line height px"] == 1)
        #expect(single["line height %"] == 2)
        #expect(single["relative letter spacing"] == 1)
        #expect(single["font weight"] == 4)
        let multi = try tally("tokens-studio/multi-file", .tokensStudio)
        #expect(multi["math"] == 7)
        #expect(multi["color"] == 6)
    }

    @Test func styleDictionaryValuesAllRead() throws {
        let sd3 = try tally("style-dictionary/sd3", .styleDictionary)
        #expect(sd3["color"] == 7)
        #expect(sd3["dimension"] == 7, "size values, rem unless written with a unit")
        #expect(sd3["duration"] == 3)
        #expect(sd3["alias"] == 5)
        let sd4 = try tally("style-dictionary/sd4", .styleDictionary)
        #expect(sd4["unknown type"] == 3, "the elevation tokens")
        #expect(sd4["color"] == 4)
    }

    // MARK: math over the fixtures

    @Test func tokensStudioMathEvaluates() throws {
        let json = try DialectFixtures.json("tokens-studio/single-file/tokens.json")
        let object = try #require(json.object)
        var tokens: [DialectFixtures.Token] = []
        for set in ["core", "light", "components"] {
            tokens += DialectFixtures.tokens(object[set]!, file: "tokens-studio/single-file/tokens.json", bare: true)
        }
        var math = FixtureMath(tokens, dialect: .tokensStudio)
        let expected: [(String, MathQuantity)] = [
            ("spacing.sm", MathQuantity(8, unit: "px")),
            ("spacing.md", MathQuantity(16, unit: "px")),
            ("spacing.lg", MathQuantity(24, unit: "px")),
            ("spacing.inset", MathQuantity(-8, unit: "px")),
            ("sizing.touch", MathQuantity(44, unit: "px")),
            ("borderRadius.sm", MathQuantity(2, unit: "px")),
            ("borderWidth.thick", MathQuantity(2, unit: "px")),
            ("fontSizes.sm", MathQuantity(14, unit: "px")),
            ("fontSizes.lg", MathQuantity(21, unit: "px")),
            ("fontSizes.xl", MathQuantity(28, unit: "px")),
            ("button.gap", MathQuantity(6, unit: "px")),
        ]
        for (key, value) in expected {
            #expect(math.quantity(key) == .success(value), "\(key)")
        }
        #expect(math.cycles.isEmpty)
    }

    // MARK: bad inputs, each at its line and column

    private struct Expected {
        var key: String
        var message: String
        var line: Int
        var column: Int
    }

    private func stringErrors(_ file: String, dialect: TokenDialect, bare: Bool) throws -> [String: (String, AurumCodegenCore.SourceLocation)] {
        var out: [String: (String, AurumCodegenCore.SourceLocation)] = [:]
        for token in DialectFixtures.tokens(try DialectFixtures.json(file), file: file, bare: bare) {
            guard let s = token.value.string, case .notAlias = TokenPath.curly(s) else { continue }
            let typeName = token.type ?? token.key.split(separator: ".").first.map(String.init)!
            let mapped = DialectTypeMapping.type(named: typeName, in: dialect) ?? DialectTypeMapping.styleDictionaryCategory(typeName)
            var failure: StringValueError?
            switch mapped?.target {
            case .dtcg(.color)?: if case .failure(let e) = CSSColorParser.parse(s) { failure = e }
            case .dtcg(.dimension)?:
                var unitless = UnitString.UnitlessDimension.rejected
                if case .dimension(let u)? = mapped?.rule { unitless = u }
                if case .success(let e) = MathParser.parse(s), e.hasOperations || !e.references.isEmpty { continue }
                if s.contains("{") || s.contains("(") {
                    if case .failure(let e) = MathParser.parse(s) { failure = e }
                } else if case .failure(let e) = UnitString.dimension(s, unitless: unitless) { failure = e }
            case .dtcg(.duration)?: if case .failure(let e) = UnitString.duration(s) { failure = e }
            case .dtcg(.fontWeight)?: if FontWeightName.parse(s) == nil { failure = StringValueError("unknown font weight \"\(s)\"", at: 0) }
            case .dtcg(.number)?: if case .failure(let e) = UnitString.quantity(s) { failure = e }
            default: continue
            }
            if let failure { out[token.key] = (failure.message, DialectFixtures.location(of: token.value, offset: failure.offset, file: file)) }
        }
        return out
    }

    private func check(_ found: [String: (String, AurumCodegenCore.SourceLocation)], _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(found.count == expected.count, "\(found.keys.sorted())", sourceLocation: sourceLocation)
        for e in expected {
            guard let (message, location) = found[e.key] else { Issue.record("no error for \(e.key)", sourceLocation: sourceLocation); continue }
            #expect(message == e.message, "\(e.key)", sourceLocation: sourceLocation)
            #expect(location.line == e.line && location.column == e.column, "\(e.key): \(location)", sourceLocation: sourceLocation)
        }
    }

    @Test func draftBadInputs() throws {
        check(try stringErrors("dtcg-draft/bad/tokens.json", dialect: .dtcgDraft, bare: false), [
            Expected(key: "color.five-digits", message: "a hex colour has 3, 4, 6 or 8 digits, found 5", line: 5, column: 33),
            Expected(key: "color.short-rgb", message: "rgb() needs 3 components, found 2", line: 6, column: 41),
            Expected(key: "color.not-a-name", message: "\"bluish\" is not a colour name", line: 7, column: 32),
            Expected(key: "dimension.unitless", message: "a dimension needs a unit: write 16px or 16rem", line: 11, column: 32),
            Expected(key: "dimension.relative", message: "em is relative to the font size, which a dimension token does not know; write px or rem", line: 12, column: 31),
            Expected(key: "duration.fast", message: "\"fast\" does not start with a number", line: 16, column: 26),
            Expected(key: "font.bolder", message: "unknown font weight \"bolder\"", line: 20, column: 28),
        ])
        // Duplicate keys: today's reader reports the second with a note at the first (phase B makes
        // this a warning in compatible mode).
        #expect(throws: DiagnosticError.self) { try DialectFixtures.json("dtcg-draft/bad/duplicate-keys.json") }
        do {
            _ = try DialectFixtures.json("dtcg-draft/bad/duplicate-keys.json")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.description == """
                dtcg-draft/bad/duplicate-keys.json:5:5: error: duplicate key 'brand'
                dtcg-draft/bad/duplicate-keys.json:4:5: note: first defined here
                """)
        }
    }

    @Test func figmaBadInputs() throws {
        let file = "figma/bad/Tokens.Light.json"
        check(try stringErrors(file, dialect: .figma, bare: false), [
            Expected(key: "color.broken", message: "\"z\" is not a hex digit", line: 5, column: 23),
            Expected(key: "spacing.words", message: "\"sixteen\" does not start with a number", line: 35, column: 18),
        ])
        let tokens = DialectFixtures.tokens(try DialectFixtures.json(file), file: file, bare: false)
        #expect(DialectTypeMapping.type(named: "vector", in: .figma) == nil, "an unknown custom type")
        let dangling = try #require(tokens.first { $0.key == "color.dangling" })
        guard case .alias(let key) = TokenPath.curly(dangling.value.string!) else { Issue.record("not an alias"); return }
        #expect(key == "color.missing")
        #expect(!tokens.contains { $0.key == "color.missing" })
    }

    @Test func tokensStudioBadInputs() throws {
        // $themes.json: a missing set and a status that is not one, each at its key or value.
        var themes = TokensStudioThemes()
        var diagnostics = DiagnosticCollector()
        themes.readThemes(try DialectFixtures.json("tokens-studio/bad/$themes.json"), file: "tokens-studio/bad/$themes.json", diagnostics: &diagnostics)
        themes.readMetadata(try DialectFixtures.json("tokens-studio/bad/$metadata.json"), file: "tokens-studio/bad/$metadata.json", diagnostics: &diagnostics)
        themes.validate(sets: ["core"], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [
            "tokens-studio/bad/$metadata.json:1:3: warning: tokenSetOrder names the token set \"semantic/missing\", which does not exist",
            """
            tokens-studio/bad/$themes.json:6:47: error: theme "Light" (group "Mode") selects the token set "semantic/missing", which does not exist
            note: the project's token sets are "core"
            """,
            "tokens-studio/bad/$themes.json:12:36: error: the status of token set \"core\" in theme \"Dark\" must be \"enabled\", \"source\" or \"disabled\", found a string \"on\"",
        ])

        // core.json: math that does not parse, at the offending character; a colour that is not one.
        let file = "tokens-studio/bad/core.json"
        check(try stringErrors(file, dialect: .tokensStudio, bare: true), [
            Expected(key: "spacing.double-star", message: "unexpected \"*\": expected a number, a reference or \"(\"", line: 4, column: 49),
            Expected(key: "spacing.unclosed", message: "this \"(\" of floor() is never closed", line: 5, column: 34),
            Expected(key: "spacing.typo", message: "unknown function flor(); did you mean floor()?", line: 6, column: 25),
            Expected(key: "colors.five-digits", message: "a hex colour has 3, 4, 6 or 8 digits, found 5", line: 14, column: 32),
        ])

        // Units that do not combine, and a cycle through math.
        let tokens = DialectFixtures.tokens(try DialectFixtures.json(file), file: file, bare: true)
        var math = FixtureMath(tokens, dialect: .tokensStudio)
        guard case .failure(.error(let mixed)) = math.quantity("spacing.mixed-units") else { Issue.record("mixed units evaluated"); return }
        #expect(mixed.message == "cannot combine px and rem in +: the units differ")
        let mixedToken = try #require(tokens.first { $0.key == "spacing.mixed-units" })
        #expect(DialectFixtures.location(of: mixedToken.value, offset: mixed.offset, file: file) == AurumCodegenCore.SourceLocation(file: file, line: 7, column: 53))
        #expect(math.quantity("cycle.a") == .failure(.reported))
        #expect(math.cycles == [["cycle.a", "cycle.b", "cycle.a"]])

        // A modifier with an unknown type and space.
        let modified = try #require(tokens.first { $0.key == "colors.bad-modifier" })
        var modifierDiagnostics = DiagnosticCollector()
        let spec = ColorModifierSpec.read(modified.extensions!.object!["studio.tokens"]!.object!["modify"]!, file: file, diagnostics: &modifierDiagnostics)
        #expect(spec == nil)
        #expect(modifierDiagnostics.diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["18:55", "18:89"], "the type and space keys")
    }

    @Test func styleDictionaryBadInputs() throws {
        let file = "style-dictionary/bad/tokens.json"
        check(try stringErrors(file, dialect: .styleDictionary, bare: true), [
            Expected(key: "color.broken", message: "\"g\" is not a hex digit", line: 3, column: 28),
            Expected(key: "size.words", message: "\"large\" does not start with a number", line: 9, column: 26),
        ])
        // The cycle is written with .value: stripped, it is loop-a → loop-b → loop-a.
        let tokens = DialectFixtures.tokens(try DialectFixtures.json(file), file: file, bare: true)
        let references = tokens.compactMap { t -> (String, String)? in
            guard let s = t.value.string, s.hasSuffix(".value}") else { return nil }
            return (t.key, String(s.dropFirst().dropLast(".value}".count)))
        }
        #expect(references.map(\.1) == ["color.loop-b", "color.loop-a", "color.nope"])
    }
}
