import Testing
@testable import AurumCodegenCore

@Suite struct DiagnosticTests {
    @Test func rendersInCompilerForm() {
        let d = Diagnostic.error("unknown alias target {color.nope}",
                                 at: SourceLocation(file: "tokens/a.tokens.json", line: 3, column: 14),
                                 notes: [.init("first defined here", at: SourceLocation(file: "b.json", line: 1, column: 2))])
        #expect(d.description == """
        tokens/a.tokens.json:3:14: error: unknown alias target {color.nope}
        b.json:1:2: note: first defined here
        """)
    }

    @Test func sortsDeterministically() {
        let a = Diagnostic.error("x", at: SourceLocation(file: "b", line: 1, column: 1))
        let b = Diagnostic.error("y", at: SourceLocation(file: "a", line: 9, column: 1))
        let c = Diagnostic.error("z", at: SourceLocation(file: "a", line: 2, column: 5))
        let d = Diagnostic.error("no location")
        #expect([a, b, c, d].sorted().map(\.message) == ["no location", "z", "y", "x"])
    }

    @Test func collectorGathersEveryErrorAndThrowsThemSorted() {
        var collector = DiagnosticCollector()
        collector.warning("w", at: SourceLocation(file: "f", line: 5, column: 1))
        #expect(!collector.hasErrors)
        collector.error("second", at: SourceLocation(file: "f", line: 9, column: 1))
        collector.error("first", at: SourceLocation(file: "f", line: 2, column: 1))
        collector.error("first", at: SourceLocation(file: "f", line: 2, column: 1))
        #expect(throws: DiagnosticError.self) { try collector.throwIfErrors() }
        do {
            try collector.throwIfErrors()
        } catch {
            #expect(error.diagnostics.map(\.message) == ["first", "w", "second"])
        }
    }
}
