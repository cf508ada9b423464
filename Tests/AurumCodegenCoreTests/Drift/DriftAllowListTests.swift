import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct DriftAllowListTests {
    func parse(_ text: String) throws -> (DriftAllowList, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let list = DriftAllowList.parse(try JSONReader.parse(text, file: "allow.json"), file: "allow.json", diagnostics: &diagnostics)
        return (list, diagnostics.sorted)
    }

    static let valueChanged = DriftFinding(kind: .valueChanged, subject: "color.text.normal", message: "m", figmaName: "color/text/normal",
                                           mode: "Dark", context: "theme=dark")
    static let added = DriftFinding(kind: .added, subject: "color.debug.outline", message: "m", figmaName: "color/debug/outline")
    static let missing = DriftFinding(kind: .propertyMissing, subject: "AurumThing", message: "m", property: "showsBadge", figmaProperty: "Badge#100:3")
    static let optionAdded: DriftFinding = {
        var f = DriftFinding(kind: .variantOptionAdded, subject: "AurumThing", message: "m", property: "style", figmaProperty: "Style")
        f.option = "Ghost"
        return f
    }()

    @Test func entriesReadWithTheirLocations() throws {
        let (list, diagnostics) = try parse("""
        {
          "entries": [
            { "kind": "valueChanged", "token": "color.text.normal", "mode": "Dark", "reason": "dark text is being retuned" },
            { "kind": "propertyMissing", "component": "AurumThing", "property": "Badge", "reason": "badge lands in 2.1" }
          ]
        }
        """)
        #expect(diagnostics.isEmpty)
        #expect(list.entries.count == 2)
        #expect(list.entries[0] == .init(kind: .valueChanged, token: "color.text.normal", mode: "Dark", reason: "dark text is being retuned",
                                         location: SourceLocation(file: "allow.json", line: 3, column: 5)))
        #expect(list.entries[1].summary == "propertyMissing AurumThing › Badge")
    }

    @Test func everyEntryNeedsAReasonAndAKnownKind() throws {
        let (list, diagnostics) = try parse("""
        {"entries": [
          {"kind": "valueChanged", "token": "a"},
          {"kind": "valueChanged", "token": "b", "reason": "  "},
          {"kind": "valueChange", "token": "c", "reason": "r"},
          {"kind": "removed", "component": "X", "reason": "r"},
          {"kind": "nodeMissing", "component": "X", "mode": "Dark", "reason": "r"},
          {"kind": "removed", "token": "d", "reason": "r", "because": "x"},
          {"kind": "removed", "token": 3, "reason": "r"}
        ]}
        """)
        #expect(list.entries.isEmpty)
        #expect(diagnostics.map(\.description) == [
            "allow.json:2:3: error: allow-list entry has no reason; say why the difference is accepted",
            "allow.json:3:3: error: allow-list entry has no reason; say why the difference is accepted",
            "allow.json:4:12: error: unknown finding kind 'valueChange'; did you mean 'valueChanged'?",
            "allow.json:5:3: error: a 'removed' entry needs 'token' (a token path, or '*')",
            "allow.json:5:23: error: 'component' does not apply to the token finding 'removed'",
            "allow.json:6:45: error: 'mode' does not apply to the component finding 'nodeMissing'",
            "allow.json:7:52: error: unknown key 'because' in an allow-list entry; expected one of: 'kind', 'token', 'component', 'property', 'option', 'mode', 'reason'",
            "allow.json:8:32: error: 'token' in an allow-list entry must be a string, not a number",
        ])
        let (_, notAList) = try parse("[]")
        #expect(notAList.map(\.description) == ["allow.json:1:1: error: an allow-list must be an object, not an array"])
    }

    @Test func tokenEntriesMatchByPathFigmaNameWildcardAndMode() {
        let at = SourceLocation(file: "allow.json", line: 1, column: 1)
        #expect(DriftAllowList.Entry(kind: .valueChanged, token: "color.text.normal", reason: "r", location: at).matches(Self.valueChanged))
        #expect(DriftAllowList.Entry(kind: .valueChanged, token: "color.text.*", reason: "r", location: at).matches(Self.valueChanged))
        #expect(DriftAllowList.Entry(kind: .valueChanged, token: "*", mode: "theme=dark", reason: "r", location: at).matches(Self.valueChanged))
        #expect(!DriftAllowList.Entry(kind: .valueChanged, token: "color.text.normal", mode: "Light", reason: "r", location: at).matches(Self.valueChanged))
        #expect(!DriftAllowList.Entry(kind: .aliasTargetChanged, token: "color.text.normal", reason: "r", location: at).matches(Self.valueChanged))
        #expect(!DriftAllowList.Entry(kind: .valueChanged, token: "color.text", reason: "r", location: at).matches(Self.valueChanged))
        #expect(DriftAllowList.Entry(kind: .added, token: "color/debug/outline", reason: "r", location: at).matches(Self.added))
        #expect(DriftAllowList.Entry(kind: .added, token: "color.debug.outline", reason: "r", location: at).matches(Self.added))
    }

    @Test func componentEntriesMatchByPropertyKeyOrFigmaNameAndOption() {
        let at = SourceLocation(file: "allow.json", line: 1, column: 1)
        for property in ["showsBadge", "Badge", "Badge#100:3"] {
            #expect(DriftAllowList.Entry(kind: .propertyMissing, component: "AurumThing", property: property, reason: "r", location: at).matches(Self.missing))
        }
        #expect(!DriftAllowList.Entry(kind: .propertyMissing, component: "AurumThing", property: "Icon", reason: "r", location: at).matches(Self.missing))
        #expect(DriftAllowList.Entry(kind: .variantOptionAdded, component: "Aurum*", reason: "r", location: at).matches(Self.optionAdded) == false)
        #expect(DriftAllowList.Entry(kind: .variantOptionAdded, component: "*", option: "Ghost", reason: "r", location: at).matches(Self.optionAdded))
        #expect(!DriftAllowList.Entry(kind: .variantOptionAdded, component: "AurumThing", option: "Outline", reason: "r", location: at).matches(Self.optionAdded))
    }

    @Test func allowedFindingsDoNotFailAndUnusedEntriesAreWarned() {
        let at = SourceLocation(file: "allow.json", line: 3, column: 5)
        let list = DriftAllowList(entries: [
            .init(kind: .added, token: "color.debug.*", reason: "debug colours stay in Figma", location: at),
            .init(kind: .removed, token: "color.gone", reason: "was removed on purpose", location: SourceLocation(file: "allow.json", line: 4, column: 5)),
        ])
        let allowedOnly = DriftReport(findings: [Self.added], allowList: list)
        #expect(!allowedOnly.hasDrift)
        #expect(allowedOnly.allowed.map(\.allowedReason) == ["debug colours stay in Figma"])
        #expect(allowedOnly.unusedAllowListEntries.map(\.token) == ["color.gone"])
        #expect(allowedOnly.unusedEntryWarnings.map(\.description) == [
            "allow.json:4:5: warning: allow-list entry 'removed color.gone' matches no finding; remove it if the difference is gone",
        ])
        let mixed = DriftReport(findings: [Self.valueChanged, Self.added], allowList: list)
        #expect(mixed.hasDrift)
        #expect(mixed.drift.map(\.kind) == [.valueChanged])
        // Report order: by kind (added before valueChanged), whatever the input order.
        #expect(mixed.findings.map(\.kind) == [.added, .valueChanged])
    }
}
