import AurumCodegenCore
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

        let n = 100_000
        let hexes = (0..<n).map { String(format: "#%06x", ($0 &* 2_654_435_761) & 0xFFFFFF) }
        let functions = (0..<n).map { "rgba(\($0 % 256), \(($0 / 7) % 256), \(($0 / 11) % 256), 0.\($0 % 10))" }
        let dimensions = (0..<n).map { "\($0 % 97).\($0 % 10)rem" }
        let expressions = (0..<n).map { "roundTo({space.base} * \(1 + $0 % 7).25 + \($0 % 5), 2)" }
        perValue("hex colour strings", hexes) { for s in $0 { _ = CSSColorParser.parse(s) } }
        perValue("rgba() colour strings", functions) { for s in $0 { _ = CSSColorParser.parse(s) } }
        perValue("dimension strings", dimensions) { for s in $0 { _ = UnitString.dimension(s, unitless: .px) } }
        perValue("math: parse", expressions) { for s in $0 { _ = MathParser.parse(s) } }
        let parsed = expressions.compactMap { try? MathParser.parse($0).get() }
        perValue("math: evaluate (1 reference)", parsed) { list in
            for e in list { _ = MathEvaluator.evaluate(e) { _, _ in .success(MathQuantity(4, unit: "px")) } }
        }
        let colors = (0..<n).map { DTCGColor(.srgb, Double($0 % 256) / 255, Double(($0 / 3) % 256) / 255, 0.5) }
        let lighten = ColorModifier(kind: .lighten, space: .lch, amount: 0.2)
        perValue("modifier: lighten in lch", colors) { for c in $0 { _ = lighten.apply(to: c) } }
        let mix = ColorModifier(kind: .mix, space: .srgb, amount: 0.3, mixColor: DTCGColor(.srgb, 1, 1, 1))
        perValue("modifier: mix in srgb", colors) { for c in $0 { _ = mix.apply(to: c) } }
    }

    private static func perValue<T>(_ name: String, _ values: [T], _ body: ([T]) -> Void) {
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(time { body(values) }.cpu) }
        let each = median(samples) / Double(values.count)
        print("  \(pad(name, 32))\(String(format: "%7.0f ns per value", each * 1e9)) (\(ms(median(samples))) for \(values.count))")
    }
}
