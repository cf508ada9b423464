import Foundation
import Testing
@testable import AurumCodegenCore

/// The DTCG 2025.10 conformance cases of `../shared/suites/dtcg-tests` (format and resolver), each read as the spec
/// reads it (`--strict`, DTCG 2025.10): a positive case loads with no error, a negative one fails with a diagnostic.
@Suite struct DTCGSuiteConformanceTests {
    struct Case: Sendable, CustomStringConvertible {
        var id: String
        var positive: Bool
        var input: URL
        var description: String { id }
    }

    static func cases(_ manifest: String) throws -> [Case] {
        let root = try TestPaths.sharedSuite("dtcg-tests/tests/\(manifest)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("manifest.json"))) as? [String: Any]
        let tests = try #require(json?["tests"] as? [[String: Any]])
        return try tests.map { test in
            Case(id: try #require(test["id"] as? String), positive: test["type"] as? String == "PositiveEvaluationTest",
                 input: root.appendingPathComponent(try #require(test["input"] as? String)))
        }
    }

    static let strict = TokenLoadOptions(format: .dtcg2025, strict: true)

    /// What a case's verdict is: nil when it agrees with the suite, else why not.
    static func disagreement(_ c: Case, errors: [Diagnostic]) -> String? {
        if c.positive, !errors.isEmpty { return "\(c.id): valid, but \(errors.map(\.description).joined(separator: "; "))" }
        if !c.positive, errors.isEmpty { return "\(c.id): invalid, but read without an error" }
        return nil
    }

    @Test func formatCasesAllAgree() throws {
        let cases = try Self.cases("format")
        var disagreements: [String] = []
        for c in cases {
            let errors = TokenLoader.check(inputs: [c.input], options: Self.strict).diagnostics.filter { $0.severity == .error }
            if let why = Self.disagreement(c, errors: errors) { disagreements.append(why) }
        }
        #expect(cases.count == 213)
        #expect(cases.count - disagreements.count == 213, "\(disagreements.joined(separator: "\n"))")
    }

    @Test func resolverCasesAllAgree() throws {
        let cases = try Self.cases("resolver")
        var disagreements: [String] = []
        for c in cases {
            var errors: [Diagnostic] = []
            do throws(DiagnosticError) {
                errors = try TokenLoader.load(resolver: c.input, options: Self.strict).diagnostics.filter { $0.severity == .error }
            } catch {
                errors = error.diagnostics.filter { $0.severity == .error }
                if errors.isEmpty { disagreements.append("\(c.id): failed with no error diagnostic") }
            }
            if let why = Self.disagreement(c, errors: errors) { disagreements.append(why) }
        }
        #expect(cases.count == 30)
        #expect(cases.count - disagreements.count == 30, "\(disagreements.joined(separator: "\n"))")
    }
}
