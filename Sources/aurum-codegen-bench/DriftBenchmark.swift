import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// Drift of a generated 5,000-variable Figma response against ~5,000 repo tokens (target: the
/// comparison in ≤ 200 ms). The repo side is the same response imported with the real importer
/// after perturbing it: changed colours and numbers, renamed variables (IDs kept), variables
/// Figma has that the repo lacks and the reverse, so every path of the comparison runs.
///
/// Columns: the drift check alone (mapping, matching, per-mode comparison, sorting); with the
/// text and JSON reports rendered; and the baseline, reading the response (JSON parse, variables
/// parser, snapshot), which any drift run pays first.
enum DriftBenchmark: BenchmarkTiming {
    static let runs = 9

    static func run() {
        let text = FigmaVariablesFixtureGenerator.variablesResponse(variableCount: 5_000)
        let bytes = Array(text.utf8)
        guard let snapshot = try? readSnapshot(bytes) else {
            print("Drift: the generated response does not parse")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-drift-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens: ResolvedTokenSet
        do {
            var diagnostics = DiagnosticCollector()
            let files = FigmaVariablesImporter.files(for: perturbed(snapshot), options: .init(resolverName: "bench"), diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            _ = try OutputWriter().write(files, to: directory)
            tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("bench.resolver.json"))
        } catch {
            print("Drift: importing the perturbed response failed: \(String(describing: error).prefix(800))")
            return
        }

        let check = DriftCheck(figma: snapshot, tokens: tokens)
        var diagnostics = DiagnosticCollector()
        let report = check.run(diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            print("Drift: mapping failed: \(diagnostics.sorted.prefix(3))")
            return
        }
        var kinds: [String] = []
        for kind in DriftFinding.Kind.allCases {
            let count = report.findings.filter { $0.kind == kind }.count
            if count > 0 { kinds.append("\(count) \(kind.rawValue)") }
        }
        print("Drift: \(snapshot.variables.count) Figma variables vs \(tokens.tokens.count) repo tokens in \(tokens.contexts.count) contexts; \(report.findings.count) findings (\(kinds.joined(separator: ", "))); medians of \(runs) runs, this thread's CPU time (wall in brackets)")

        var compare: [(cpu: Double, wall: Double)] = [], rendered: [(cpu: Double, wall: Double)] = [], baseline: [(cpu: Double, wall: Double)] = []
        for _ in 0..<runs {
            compare.append(time {
                var d = DiagnosticCollector()
                _ = check.run(diagnostics: &d)
            })
            rendered.append(time {
                var d = DiagnosticCollector()
                let r = check.run(diagnostics: &d)
                _ = DriftTextRenderer.render(r)
                _ = DriftJSONRenderer.render(r)
            })
            baseline.append(time { _ = try? readSnapshot(bytes) })
        }
        let c = median(compare.map(\.cpu)), r = median(rendered.map(\.cpu)), b = median(baseline.map(\.cpu))
        print("  \(pad("drift check", 38))\(ms(c)) (\(ms(median(compare.map(\.wall)))))   \(String(format: "%.2fx", c / b)) baseline   target ≤ 200 ms: \(c <= 0.2 ? "met" : "MISSED")")
        print("  \(pad("drift check + text and JSON reports", 38))\(ms(r)) (\(ms(median(rendered.map(\.wall)))))   \(String(format: "%.2fx", r / b)) baseline")
        print("  \(pad("baseline: read the response", 38))\(ms(b)) (\(ms(median(baseline.map(\.wall)))))   \(bytes.count / 1000) kB")
    }

    static func readSnapshot(_ bytes: [UInt8]) throws -> FigmaSnapshot {
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(bytes, file: "generated.json"), file: "generated.json", diagnostics: &diagnostics)
        let snapshot = FigmaSnapshot(variables: response, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return snapshot
    }

    /// The repo's version of the file: every 50th colour and number changed, every 97th alias
    /// retargeted, every 199th variable renamed, every 233rd missing (unless something aliases it), and 20 variables Figma does not have.
    static func perturbed(_ snapshot: FigmaSnapshot) -> FigmaSnapshot {
        var result = snapshot
        var variables: [FigmaSnapshot.Variable] = []
        var aliased: Set<String> = []
        for variable in snapshot.variables {
            for value in variable.values { if case .alias(let target) = value.value { aliased.insert(target.variableID) } }
        }
        // Literal variables by type, to retarget aliases to a variable of the right type.
        var literalsByType: [FigmaVariableType: [FigmaSnapshot.Variable]] = [:]
        for variable in snapshot.variables where !variable.isRemote {
            if case .literal? = variable.values.first?.value { literalsByType[variable.type, default: []].append(variable) }
        }
        for (i, original) in snapshot.variables.enumerated() {
            var variable = original
            if i % 97 == 5, case .alias(let target)? = variable.values.first?.value,
               let other = literalsByType[variable.type]?.first(where: { $0.id != target.variableID }) {
                variable.values[0].value = .alias(.init(variableID: other.id, name: other.name, collectionName: other.collectionName))
            }
            if i % 233 == 7, !aliased.contains(variable.id) { continue }   // an alias target must stay importable
            if i % 199 == 3 { variable.name += "Old" }
            if i % 50 == 0 || i % 50 == 10 {
                variable.values = variable.values.map { value in
                    var value = value
                    switch value.value {
                    case .literal(.color(var color)):
                        color.r = color.r > 0.5 ? color.r - 0.1 : color.r + 0.1
                        value.value = .literal(.color(color))
                    case .literal(.number(let number)):
                        value.value = .literal(.number(number + 1))
                    default:
                        break
                    }
                    return value
                }
            }
            variables.append(variable)
        }
        if let template = snapshot.variables.first(where: { !$0.isRemote && $0.type == .color }) {
            for n in 0..<20 {
                var extra = template
                extra.id = "VariableID:9999:\(n)"
                extra.name = "color/repoOnly/c\(n)"
                variables.append(extra)
            }
        }
        result.variables = variables
        return result
    }

}
