import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI

/// `drift --tokens-old … --tokens-new …` on DTCG files (the Adobe cases run in `AdobeDiffCorpusTests`): the same
/// taxonomy for any format, identity from a recorded Figma variable ID, per-context values as properties.
@Suite struct TokenSetDriftCommandTests {
    static let old = ##"""
    {
      "color": {
        "$type": "color",
        "brand": { "$value": "#0265dc", "$extensions": { "com.figma.variableId": "VariableID:1:1" } },
        "text": { "$value": "#111111" },
        "gone": { "$value": "#222222" },
        "legacy": { "$value": "#333333", "$deprecated": "use text" }
      }
    }
    """##
    static let new = ##"""
    {
      "color": {
        "$type": "color",
        "accent": { "$value": "#0265dc", "$extensions": { "com.figma.variableId": "VariableID:1:1" } },
        "text": { "$value": "#000000", "$description": "Body text" },
        "fresh": { "$value": "#444444" },
        "legacy": { "$value": "#333333" },
        "old": { "$value": "#555555", "$deprecated": true }
      }
    }
    """##

    @Test func everyKindOnDTCGFiles() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.old.write(to: directory.appendingPathComponent("old.tokens.json"), atomically: true, encoding: .utf8)
        try Self.new.write(to: directory.appendingPathComponent("new.tokens.json"), atomically: true, encoding: .utf8)
        let run = DriftCommandTests.run(["drift", "--tokens-old", "old.tokens.json", "--tokens-new", "new.tokens.json", "--format", "json"], in: directory)
        #expect(run.code == 1, "\(run.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let kinds = findings.map { "\($0["kind"] as? String ?? "") \($0["subject"] as? String ?? "")" }
        #expect(kinds == ["renamed color.accent", "deprecated color.old", "reverted color.legacy", "added color.fresh",
                          "removed color.gone", "updated color.text"])
        let renamed = try #require(findings.first)
        #expect(renamed["formerSubject"] as? String == "color.brand")
        #expect(renamed["identity"] as? String == "VariableID:1:1")
        let updated = try #require(findings.last)
        let changes = (updated["propertyChanges"] as? [[String: Any]] ?? []).map { "\($0["path"] as? String ?? "") \($0["change"] as? String ?? "")" }
        #expect(changes == ["$description added", "$value updated"])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect((summary["tokenSets"] as? [String: Int]) == ["oldTokens": 4, "newTokens": 5, "matched": 3])

        let same = DriftCommandTests.run(["drift", "--tokens-old", "old.tokens.json", "--tokens-new", "old.tokens.json"], in: directory)
        #expect(same.code == 0)
        #expect(same.output.contains("Token set drift: none"))
        let missing = DriftCommandTests.run(["drift", "--tokens-old", "nowhere", "--tokens-new", "new.tokens.json"], in: directory)
        #expect(missing.code == 2)
        #expect(missing.output.isEmpty, "no report when an input cannot be read")
    }
}
