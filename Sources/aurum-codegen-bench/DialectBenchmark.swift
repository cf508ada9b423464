import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// What the dialect units cost, before the loader uses them (issue 15, phase A):
///
/// - detection on DTCG 2025.10 input (the e2e benchmark's 100k set), against parsing the same file:
///   the only work compatible mode adds to every 2025.10 file;
/// - per-value throughput of the legacy readers (CSS colour strings, unit strings, math parse and
///   evaluation, a colour modifier), to size a Tokens Studio project's extra cost.
enum DialectBenchmark: BenchmarkTiming {
    static let runs = 7

    static func run() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-dialect-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        print("Dialects: medians of \(runs) runs, this thread's CPU time (wall time in brackets)")
        do {
            let files = try SyntheticTokenSet(count: 100_000).write(to: dir)
            let base = files.first { $0.lastPathComponent == "base.tokens.json" }!
            let bytes = [UInt8](FileManager.default.contents(atPath: base.path)!)
            let json = try JSONReader.parse(bytes, file: "base.tokens.json")
            var detected: DialectDetection?
            var parses: [(cpu: Double, wall: Double)] = [], detections: [(cpu: Double, wall: Double)] = []
            for _ in 0..<runs {
                parses.append(time { _ = try? JSONReader.parse(bytes, file: "base.tokens.json") })
                detections.append(time { detected = DialectDetector.detect(json, file: "base.tokens.json") })
            }
            let p = median(parses.map(\.cpu)), d = median(detections.map(\.cpu))
            print("  detect 100k DTCG 2025.10 file: \(String(format: "%.3f ms", d * 1000)) (\(ms(median(detections.map(\.wall))))); "
                  + "parse \(ms(p)) (\(ms(median(parses.map(\.wall))))); detect/parse \(String(format: "%.4f%%", d / p * 100)); "
                  + "read as \(detected?.dialect.rawValue ?? "?")")
        } catch {
            print("  detection: failed: \(error)")
        }

    }

}
