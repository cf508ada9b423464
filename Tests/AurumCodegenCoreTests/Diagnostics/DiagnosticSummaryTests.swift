import Testing
@testable import AurumCodegenCore

@Suite struct DiagnosticSummaryTests {
    static func at(_ file: String, _ line: Int) -> AurumCodegenCore.SourceLocation { AurumCodegenCore.SourceLocation(file: file, line: line, column: 3) }

    @Test func aKindAboveTheLimitShowsItsFirstTenAndOneLineForTheRest() {
        var diagnostics = (1...60).map { Diagnostic.error("alias {a.b\($0)} refers to a group, not a token", at: Self.at($0 <= 30 ? "a.json" : "b.json", $0)) }
        diagnostics.insert(.warning("unknown property \"x\" is ignored", at: Self.at("a.json", 5)), at: 3)
        let shown = DiagnosticSummary.condensed(diagnostics)
        #expect(shown.count == 10 + 1 + 1)
        #expect(shown.filter { $0.severity == .warning }.count == 1)
        let summary = shown.last!
        #expect(summary.severity == .error)
        #expect(summary.message == "50 more errors like the ones above, from here on (60 in all, in 2 files)")
        #expect(summary.location == Self.at("a.json", 11))
        #expect(shown.filter { $0.severity == .error }.dropLast().map { $0.location?.line ?? 0 } == Array(1...10))
    }

    @Test func kindsAtOrBelowTheLimitAreAllShown() {
        let diagnostics = (1...50).map { Diagnostic.error("unknown alias target {x.\($0)}", at: Self.at("a.json", $0)) }
        #expect(DiagnosticSummary.condensed(diagnostics) == diagnostics)
    }

    @Test func summariesAndSkippedTokensAreNeverCondensed() {
        let summaries = (1...80).map { Diagnostic.warning("\($0) colours are hex strings", at: Self.at("f\($0).json", 1)) }
        let skipped = (1...80).map { Diagnostic.warning("skipped t\($0): depends on u, which is skipped", at: Self.at("a.json", $0)) }
        #expect(DiagnosticSummary.condensed(summaries + skipped) == summaries + skipped)
    }

    @Test func messagesDifferingOnlyInNamesAndNumbersAreOneKind() {
        #expect(DiagnosticSummary.shape(of: "alias {a.b} is a color token, but 'x' has 3") == DiagnosticSummary.shape(of: "alias {c} is a color token, but 'yy' has 12"))
        #expect(DiagnosticSummary.shape(of: "alias {a} is a color token") != DiagnosticSummary.shape(of: "alias {a} is a number token"))
    }
}
