import Foundation
import Testing
@testable import AurumCodegenCore

/// Every kind of token drift, produced by changing one side of `DriftFixtures`.
@Suite struct TokenDriftTests {
    typealias F = DriftFixtures

    @Test func matchingSidesHaveNoDrift() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let result = try F.drift(repo: repo)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.statistics.figmaVariables == F.variables.count)
        #expect(result.statistics.matched == F.variables.count)
        #expect(result.statistics.repoTokens == 10)
    }

    @Test func aVariableOnlyInFigmaIsAdded() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.variables + [.init(id: "VariableID:1:9", name: "color/Debug Outline", collection: "P", type: "COLOR", values: [F.rgb(1, 0, 1)])])
        let findings = try F.drift(figma, repo: repo).findings
        #expect(findings.count == 1)
        let added = try #require(findings.first)
        #expect(added.kind == .added)
        #expect(added.subject == "color.Debug Outline")
        #expect(added.figmaName == "color/Debug Outline")
        #expect(added.figmaVariableID == "VariableID:1:9")
        #expect(added.figmaValue == "#ff00ff")
        #expect(added.location == nil)
        #expect(added.figmaLocation?.file == "figma.json")
    }

    @Test func aTokenFigmaLacksIsRemovedUnlessDeprecated() throws {
        let extra = ManifestFixtures.replacing("\"white\": {", with: """
            "gone": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000" } },
                "old": { "$value": "{color.white}", "$deprecated": "use color.white" },
                "white": {
            """, in: F.primitives)
        let repo = try F.repo(primitives: extra)
        defer { repo.remove() }
        let findings = try F.drift(repo: repo).findings
        #expect(findings.map(\.kind) == [.removed])
        #expect(findings.first?.subject == "color.gone")
        #expect(findings.first?.repoValue == "#000000")
        #expect(findings.first?.location == repo.location(of: "\"gone\"", in: "primitives.tokens.json"))
    }

    @Test func aChangedValueIsReportedPerModeWithBothValues() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.changing("color/text/normal") { $0.values[1] = F.rgb(1, 1, 1) })
        let findings = try F.drift(figma, repo: repo).findings
        #expect(findings.count == 1)
        let changed = try #require(findings.first)
        #expect(changed.kind == .valueChanged)
        #expect(changed.subject == "color.text.normal")
        #expect(changed.mode == "Dark")
        #expect(changed.context == "theme=dark")
        #expect(changed.collection == "Theme")
        #expect(changed.repoValue == "#f9fafe")
        #expect(changed.figmaValue == "#ffffff")
        #expect(changed.message == "color.text.normal in mode Dark (theme=dark): repo #f9fafe, Figma #ffffff")
        // The location is the dark value's own file, not light.tokens.json.
        #expect(changed.location == repo.location(of: "\"normal\"", in: "dark.tokens.json"))
    }

    @Test func coloursCompareWithinHalfAnEightBitStep() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let within = F.response(F.changing("color/purple/300") { $0.values[0] = F.rgb(0.7412 + 0.4 / 255, 0.6549, 0.9961) })
        #expect(try F.drift(within, repo: repo).findings.isEmpty)
        let outside = F.response(F.changing("color/purple/300") { $0.values[0] = F.rgb(0.7412 + 0.7 / 255, 0.6549, 0.9961) })
        let finding = try #require(try F.drift(outside, repo: repo).findings.first)
        #expect(finding.kind == .valueChanged)
        #expect(finding.repoValue == "#bda7fe")
        #expect(finding.figmaValue == "#bea7fe")
        #expect(finding.mode == "Value")
        #expect(finding.context == nil)   // one comparison covered every context

        // 99.7 and 100.3 (of 255) round to the same byte but are 0.6 of a step apart: channels are spelt out.
        let nearWhite = try F.repo(primitives: ManifestFixtures.replacing("[1, 1, 1], \"hex\": \"#ffffff\"", with: "[0.391, 1, 1]", in: F.primitives))
        defer { nearWhite.remove() }
        let sameByte = F.response(F.changing("color/white") { $0.values[0] = F.rgb(100.3 / 255, 1, 1) })
        let spelt = try #require(try F.drift(sameByte, repo: nearWhite).findings.first)
        #expect(spelt.repoValue == "rgba(0.391, 1, 1, 1)")
        #expect(spelt.figmaValue == "rgba(0.3933, 1, 1, 1)")
    }

    @Test func dimensionsNumbersWeightsAndFamiliesCompareByValue() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        var variables = F.changing("space/16") { $0.values[0] = "17" }
        variables = F.changing("space/half", in: variables) { $0.values[0] = "12" }
        variables = F.changing("font/weight/semiBold", in: variables) { $0.values[0] = "700" }
        variables = F.changing("font/family/body", in: variables) { $0.values[0] = "\"Inter\"" }
        variables = F.changing("opacity/disabled", in: variables) { $0.values[0] = "0.5" }
        let findings = try F.drift(F.response(variables), repo: repo).findings
        #expect(findings.allSatisfy { $0.kind == .valueChanged })
        let pairs = Dictionary(uniqueKeysWithValues: findings.map { ($0.subject, "\($0.repoValue ?? "") → \($0.figmaValue ?? "")") })
        #expect(pairs == [
            "space.16": "16px → 17px",
            "space.half": "0.5rem (8px) → 12px",
            "font.weight.semiBold": "600 (semi-bold) → 700",
            "font.family.body": "\"SF Pro Text\" → \"Inter\"",
            "opacity.disabled": "0.4 → 0.5",
        ])
    }

    @Test func aFontStyleStringMatchesAWeightKeyword() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.changing("font/weight/semiBold") { $0.type = "STRING"; $0.values[0] = "\"Semi Bold\""; $0.scopes = ["FONT_STYLE"] })
        #expect(try F.drift(figma, repo: repo).findings.isEmpty)
    }

    @Test func anIncompatibleTypeIsATypeChange() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.changing("space/16") { $0.type = "STRING"; $0.values[0] = "\"16\"" })
        let findings = try F.drift(figma, repo: repo).findings
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.kind == .typeChanged)
        #expect(finding.repoValue == "dimension")
        #expect(finding.figmaValue == "STRING")
        #expect(finding.location == repo.location(of: "\"16\"", in: "primitives.tokens.json"))
    }

    @Test func aliasesCompareAsAliases() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        // Dark now aliases purple/500 instead of purple/300.
        let retargeted = F.response(F.changing("color/brand/primary") { $0.values[1] = F.alias("VariableID:1:2") })
        let finding = try #require(try F.drift(retargeted, repo: repo).findings.first)
        #expect(finding.kind == .aliasTargetChanged)
        #expect(finding.mode == "Dark")
        #expect(finding.repoValue == "{color.purple.300}")
        #expect(finding.figmaValue == "{color/purple/500}")
        #expect(finding.message == "color.brand.primary in mode Dark (theme=dark): repo aliases {color.purple.300}, Figma aliases color/purple/500 (resolved: repo #bda7fe, Figma #863ef3)")
        #expect(finding.location == repo.location(of: "\"primary\"", in: "dark.tokens.json"))

        // The same resolved value written as a literal is still a different alias target.
        let literal = F.response(F.changing("color/brand/primary") { $0.values[0] = F.rgb(0.5255, 0.2431, 0.9529) })
        let unaliased = try #require(try F.drift(literal, repo: repo).findings.first)
        #expect(unaliased.kind == .aliasTargetChanged)
        #expect(unaliased.mode == "Light")
        #expect(unaliased.message == "color.brand.primary in mode Light (theme=light): repo aliases {color.purple.500}, Figma has the value #863ef3")

        // And a Figma alias where the repo has a literal.
        let aliased = F.response(F.changing("color/text/normal") { $0.values[0] = F.alias("VariableID:1:1") })
        let newAlias = try #require(try F.drift(aliased, repo: repo).findings.first)
        #expect(newAlias.kind == .aliasTargetChanged)
        #expect(newAlias.repoValue == "#16161d")
        #expect(newAlias.figmaValue == "{color/white}")
    }

    @Test func anAliasToALibraryVariableComparesByValue() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let library = F.Variable(id: "VariableID:abc/9:1", name: "brand/purple", collection: "L", type: "COLOR", values: [F.rgb(0.7412, 0.6549, 0.9961)])
        // Dark's value comes from the library; the repo aliases a local token with the same colour.
        let same = F.response(F.changing("color/brand/primary") { $0.values[1] = F.alias(library.id) } + [library])
        let sameResult = try F.drift(same, repo: repo)
        #expect(sameResult.findings.isEmpty, "\(sameResult.findings.map(\.message))")
        #expect(sameResult.statistics.figmaVariables == F.variables.count)   // the library variable is not compared

        var other = library
        other.values = [F.rgb(0, 0, 0)]
        let different = F.response(F.changing("color/brand/primary") { $0.values[1] = F.alias(library.id) } + [other])
        let finding = try #require(try F.drift(different, repo: repo).findings.first)
        #expect(finding.kind == .valueChanged)
        #expect(finding.message == "color.brand.primary in mode Dark (theme=dark): repo #bda7fe, Figma #000000 (via library variable brand/purple)")
    }

    @Test func aRenameKeepsTheVariableID() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.changing("color/purple/500") { $0.name = "color/purple/main" })
        let findings = try F.drift(figma, repo: repo).findings
        #expect(findings.count == 1)
        let renamed = try #require(findings.first)
        #expect(renamed.kind == .renamed)
        #expect(renamed.subject == "color.purple.500")
        #expect(renamed.repoValue == "color.purple.500")
        #expect(renamed.figmaValue == "color/purple/main")
        #expect(renamed.figmaVariableID == "VariableID:1:2")
        // Without a recorded ID the same change is a removal and an addition, and aliases of it now point elsewhere.
        let noID = try F.repo(primitives: ManifestFixtures.replacing(",\n        \"$extensions\": { \"com.figma.variableId\": \"VariableID:1:2\" }", with: "", in: F.primitives))
        defer { noID.remove() }
        #expect(try F.drift(figma, repo: noID).findings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.added, .aliasTargetChanged, .removed])
    }

    @Test func theAurumExtensionAlsoRecordsTheID() throws {
        let aurumStyle = ManifestFixtures.replacing("\"com.figma.variableId\": \"VariableID:1:2\"", with: "\"com.aurum.figma\": { \"variableId\": \"VariableID:1:2\" }", in: F.primitives)
        let repo = try F.repo(primitives: aurumStyle)
        defer { repo.remove() }
        let figma = F.response(F.changing("color/purple/500") { $0.name = "color/purple/main" })
        #expect(try F.drift(figma, repo: repo).findings.map(\.kind) == [.renamed])
    }

    @Test func aDeprecatedTokenFigmaStillHasIsReported() throws {
        let deprecated = ManifestFixtures.replacing("\"300\": {", with: "\"300\": { \"$deprecated\": \"use color.purple.500\",", in: F.primitives)
        let repo = try F.repo(primitives: deprecated)
        defer { repo.remove() }
        let findings = try F.drift(repo: repo).findings
        #expect(findings.map(\.kind) == [.deprecated])
        #expect(findings.first?.message == "color.purple.300 is deprecated in the repo (use color.purple.500) but Figma still has 'color/purple/300'")
        #expect(findings.first?.kind.severity == .warning)
    }

    @Test func namesMatchWithoutCaseSpacesOrRoot() throws {
        let rooted = ManifestFixtures.replacing("\"normal\": { \"$value\"", with: "\"normal\": { \"$root\": { \"$value\"", in: F.light)
            .replacingOccurrences(of: "\"#16161d\" } } }", with: "\"#16161d\" } } } }")
        let darkRooted = ManifestFixtures.replacing("\"normal\": { \"$value\"", with: "\"normal\": { \"$root\": { \"$value\"", in: F.dark)
            .replacingOccurrences(of: "\"#f9fafe\" } } }", with: "\"#f9fafe\" } } } }")
        let repo = try F.repo(light: rooted, dark: darkRooted)
        defer { repo.remove() }
        var variables = F.changing("color/text/normal") { $0.name = "Color/Text/Normal" }
        variables = F.changing("font/weight/semiBold", in: variables) { $0.name = "font/weight/Semi Bold" }
        let result = try F.drift(F.response(variables), repo: repo)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        #expect(result.statistics.matched == F.variables.count)
    }

    @Test func stringAndBooleanVariablesWithoutATokenTypeAreSkipped() throws {
        let repo = try F.repo()
        defer { repo.remove() }
        let figma = F.response(F.variables + [
            .init(id: "VariableID:3:1", name: "flag/beta", collection: "P", type: "BOOLEAN", values: ["true"]),
            .init(id: "VariableID:3:2", name: "copy/currency", collection: "P", type: "STRING", values: ["\"CHF\""], scopes: ["TEXT_CONTENT"]),
        ])
        let result = try F.drift(figma, repo: repo)
        #expect(result.findings.isEmpty)
        #expect(result.statistics.skippedFigmaVariables == 2)
    }
}
