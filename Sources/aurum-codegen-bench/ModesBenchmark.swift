import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// `generate` on a Figma native export of 40 collections (5 libraries × 8, 2–6 modes each), 5,000 variables at 1×,
/// a third aliasing another collection (`FigmaVariablesFixtureGenerator.nativeCollectionsExport`), at 1×, 2× and 4× the
/// variables: wall and CPU medians of first writes in this process and in fresh processes (as `aurum-codegen generate`
/// runs), peak RSS of a fresh process, and how many (token, combination) pairs were resolved. Target: under 1 s at 1×.
enum ModesBenchmark {
    static let scales = [1, 2, 4]
    static let configuration = """
    {
      "tokens": { "files": ["export"] },
      "swift": { "output": "out", "accessLevel": "public" }
    }

    """

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-modes-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        print("modes: generate on a Figma export of 40 collections (2–6 modes each), a third of the variables aliasing another")
        print("  collection; medians of 7 first writes in this process and of 5 in fresh processes, wall ms (process CPU ms);")
        print("  peak RSS (VmHWM) of a fresh process; combinations = (token, combination of its own modifiers' contexts) resolved.")
        print("  " + EndToEndBenchmark.pad("scale", 7) + EndToEndBenchmark.pad("tokens", 8) + EndToEndBenchmark.pad("files", 7)
              + EndToEndBenchmark.pad("combinations", 14) + EndToEndBenchmark.pad("in process", 16) + EndToEndBenchmark.pad("fresh process", 16)
              + EndToEndBenchmark.pad("peak RSS", 10) + "target")
        var firstFresh: Double?
        for scale in scales {
            let directory = root.appendingPathComponent("scale\(scale)")
            do {
                let inputs = try FigmaVariablesFixtureGenerator.writeNativeCollectionsExport(to: directory.appendingPathComponent("export"), scale: scale)
                try Data(configuration.utf8).write(to: directory.appendingPathComponent("aurum-codegen.json"))
                let project = try EndToEndBenchmark.projectConfiguration(in: directory)
                let set = try Generator(configuration: project).loadTokens()
                guard set.modifiers.count == 40 else { throw EndToEndBenchmark.BenchError("\(set.modifiers.count) modifiers, expected 40") }
                var samples: [Sample] = []
                for r in 0..<7 {
                    let configuration = project.writing(to: "out-\(r)")
                    var failure: Error?
                    samples.append(Sample.time { do { _ = try Generator(configuration: configuration).run() } catch { failure = error } })
                    BackgroundRelease.drain()
                    if let failure { throw failure }
                    try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-\(r)"))
                }
                var fresh: [Sample] = []
                var peak = 0
                for _ in 0..<5 {
                    guard let child = EndToEndBenchmark.childPeak(directory) else { throw EndToEndBenchmark.BenchError("a fresh-process write failed") }
                    fresh.append(child.time)
                    peak = max(peak, child.peak)
                }
                let inProcess = Sample.median(samples), freshMedian = Sample.median(fresh)
                if scale == 1 { firstFresh = freshMedian.wall }
                let growth = firstFresh.map { scale == 1 ? "" : String(format: " (%.1f× 1×)", freshMedian.wall / $0) } ?? ""
                let verdict = scale == 1 ? "< 1000 ms: " + (max(inProcess.wall, freshMedian.wall) < 1 ? "met" : "MISSED") : ""
                print("  " + EndToEndBenchmark.pad("\(scale)×", 7) + EndToEndBenchmark.pad("\(set.tokens.count)", 8)
                      + EndToEndBenchmark.pad("\(inputs.count)", 7) + EndToEndBenchmark.pad("\(set.resolvedCombinations)", 14)
                      + EndToEndBenchmark.pad(inProcess.text, 16) + EndToEndBenchmark.pad(freshMedian.text + growth, 16)
                      + EndToEndBenchmark.pad("\(peak / 1024) MiB", 10) + verdict)
            } catch {
                print("  \(scale)×: failed: \(String(describing: error).prefix(600))")
            }
        }
    }
}
