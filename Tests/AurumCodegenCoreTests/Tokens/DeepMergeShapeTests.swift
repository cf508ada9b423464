import Foundation
import Testing
@testable import AurumCodegenCore

/// Shapes from real Style Dictionary and early-DTCG sets (Fixtures/Resolution/merge): a unit beside a plain
/// number, references written with spaces inside the braces, and a token that another file gives children
/// (Style Dictionary merges files deeply). Each is read in compatible mode and the Swift type-checks.
@Suite struct DeepMergeShapeTests {
    typealias T = AliasCompatibilityTests

    /// A simple value as a reference to it reads (`"123px"`, `"-100"`, a string as written); nil otherwise.
    static func text(_ value: TokenValue?) -> String? {
        guard let value else { return nil }
        if case .fontFamily(let f) = value { return f.names.joined(separator: ", ") }
        return ReferenceText.text(of: value)
    }

    @Test func unitBesideValueIsTheDimensionsUnit() throws {
        let set = try T.load("merge/unit-beside.tokens.json")
        #expect(Self.text(T.value(set, "size.card")) == "123px")
        #expect(Self.text(T.value(set, "size.gap")) == "1.5rem")
        #expect(Self.text(T.value(set, "size.copy")) == "123px")
        #expect(Self.text(T.value(set, "motion.fast")) == "120ms")
        let summary = set.diagnostics.filter { $0.message.contains("\"unit\" key beside a plain number") }
        #expect(summary.count == 1)
        #expect(summary.first?.message.hasPrefix("3 ") == true)
        try T.typeCheck(try T.swift(["merge/unit-beside.tokens.json"]), "unit-beside")
    }

    @Test func strictModeStillRejectsTheUnitKey() {
        var strict = TokenLoadOptions()
        strict.strict = true
        #expect(!T.errors("merge/unit-beside.tokens.json", strict).isEmpty)
    }

    @Test func spacedReferenceNamesItsExactKeyNotANormalisedTwin() throws {
        let set = try TokenLoader.load(files: [T.url("merge/theme.json"), T.url("merge/app.json")], options: TokenLoadOptions())
        #expect(Self.text(T.value(set, "z-index.bottom")) == "-100")
        #expect(Self.text(T.value(set, "z-index.top")) == "100")
    }

    @Test func tokenGivenChildrenByAnotherFileKeepsBoth() throws {
        let set = try TokenLoader.load(files: [T.url("merge/theme.json"), T.url("merge/app.json")], options: TokenLoadOptions())
        #expect(Self.text(T.value(set, "font-family.sans")) == "sans-serif")
        #expect(Self.text(T.value(set, "font-family.sans.100")) == "Inter")
        #expect(Self.text(T.value(set, "font-family.base")) == "Inter")
        #expect(set.diagnostics.contains { $0.severity == .warning && $0.message.contains("\"font-family.sans\" is both a token and a group") })
        try T.typeCheck(try T.swift(["merge/theme.json", "merge/app.json"]), "deep-merge")
    }
}
