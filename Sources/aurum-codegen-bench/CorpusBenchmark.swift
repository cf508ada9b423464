import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// Every row of `../shared/corpus` end to end through `Generator.run` (read, resolve, render, write into an empty
/// directory), as `generate <inputs> --output <dir>` runs it, interleaved with the 9k-token, 6k-alias DTCG 2025.10
/// set of `e2e` so that both see the same load. A Figma REST response is imported once beforehand (not timed) and
/// its output generated. A row that does not generate prints its status instead of a time.
enum CorpusBenchmark {
    static let runs = 7

    struct Case {
        var name: String
        var configuration: AurumConfiguration
        var samples: [Sample] = []
        var status: String?
    }

    static func run() {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            print("corpus: \(corpus.path) is missing: ../shared must sit beside the repository")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-corpus-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var cases = CorpusSet.all(in: corpus).enumerated().map { index, set in
            makeCase(set, corpus: corpus, scratch: root.appendingPathComponent("set\(index)"))
        }
        let synthetic = root.appendingPathComponent("synthetic")
        do {
            _ = try SyntheticTokenSet(count: 9_000).write(to: synthetic)
            cases.append(Case(name: "synthetic 9k, 6k aliases (DTCG 2025.10)", configuration: try EndToEndBenchmark.projectConfiguration(in: synthetic)))
        } catch {
            print("corpus: the synthetic set could not be written: \(error)")
        }
        for r in 0..<runs {
            for i in cases.indices where cases[i].status == nil {
                let output = root.appendingPathComponent("out-\(i)-\(r)").path
                var failure: String?
                let sample = Sample.time {
                    do {
                        _ = try Generator(configuration: cases[i].configuration.writing(to: output)).run()
                    } catch {
                        failure = status(error)
                    }
                }
                BackgroundRelease.drain()
                try? FileManager.default.removeItem(atPath: output)
                if let failure { cases[i].status = failure } else { cases[i].samples.append(sample) }
            }
        }
        print("corpus: Generator.run on every corpus row (first write into an empty directory), median of \(runs) interleaved")
        print("  runs, wall ms (process CPU ms); rows that do not generate show why:")
        var sum = Sample(wall: 0, cpu: 0), timed = 0
        for benchCase in cases {
            if let status = benchCase.status {
                print("  " + EndToEndBenchmark.pad(benchCase.name, 52) + status)
            } else {
                let median = Sample.median(benchCase.samples)
                print("  " + EndToEndBenchmark.pad(benchCase.name, 52) + median.text)
                if !benchCase.name.hasPrefix("synthetic") {
                    sum.wall += median.wall
                    sum.cpu += median.cpu
                    timed += 1
                }
            }
        }
        let rows = cases.filter { !$0.name.hasPrefix("synthetic") }.count
        print("  sum of the \(timed) of \(rows) corpus rows that generate: \(sum.text)")
    }

    /// The configuration `generate <inputs> --output` builds; an import row's response imported first.
    static func makeCase(_ set: CorpusSet, corpus: URL, scratch: URL) -> Case {
        var inputs = set.inputs.map { corpus.appendingPathComponent($0).path }
        if set.kind == .importsThenGenerates {
            do {
                inputs = [try importVariables(inputs[0], into: scratch.appendingPathComponent("imported"))]
            } catch {
                return Case(name: set.name, configuration: AurumConfiguration(file: "", directory: scratch, tokens: .init(source: .files([]))),
                            status: "import failed: " + status(error))
            }
        }
        let source: TokensConfiguration.Source = inputs.count == 1 && inputs[0].hasSuffix(".resolver.json") ? .resolver(inputs[0]) : .files(inputs)
        return Case(name: set.name, configuration: AurumConfiguration(file: "<command line>", directory: scratch, tokens: TokensConfiguration(source: source)))
    }

    /// `import figma-variables --partial --out <directory> <response>`.
    static func importVariables(_ path: String, into directory: URL) throws -> String {
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(contentsOf: URL(fileURLWithPath: path)), file: path, diagnostics: &diagnostics)
        let snapshot = FigmaSnapshot(variables: response, libraries: [], diagnostics: &diagnostics)
        let files = FigmaVariablesImporter.files(for: snapshot, options: .init(partial: true), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        _ = try OutputWriter().write(files, to: directory)
        return directory.path
    }

    /// `exit 1: <first error>`, short.
    static func status(_ error: Error) -> String {
        let text = (error as? DiagnosticError)?.diagnostics.first { $0.severity == .error }?.description ?? String(describing: error)
        let message = text.range(of: ": error: ").map { String(text[$0.upperBound...]) } ?? text
        return "exit 1: " + String(message.prefix { $0 != "\n" }.prefix(90))
    }
}
