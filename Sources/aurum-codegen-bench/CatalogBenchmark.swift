import AurumCodegenCore
import Foundation

/// The HTML catalog against the Swift output of the same tokens: `SyntheticTokenSet` with 10,000 tokens (a third
/// concrete, the rest aliases; light/dark themed colours), loaded once. Each run renders, from the resolved set to
/// files in memory, the token Swift (`Generator.swiftFiles`: convert, name, plan, render) and the whole catalog
/// (`CatalogGenerator.generate`: every token page, index, stylesheet), interleaved so load on the machine affects
/// both alike. Wall time and the process's CPU time (every thread; what load on a shared machine does not
/// stretch) are both reported. Target: the catalog in under 10 % of the Swift time.
enum CatalogBenchmark {
    static func run(count: Int = 10_000, runs: Int = 11) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-catalog-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try SyntheticTokenSet(count: count, catalog: true).write(to: directory)
            let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName))
            let generator = Generator(configuration: configuration)
            let tokens = try generator.loadTokens()
            var swift: [(wall: Double, cpu: Double)] = [], catalog: [(wall: Double, cpu: Double)] = []
            var swiftFiles: [GeneratedFile] = [], catalogFiles: [GeneratedFile] = []
            for run in 0..<(runs + 1) {
                let s = measure { swiftFiles = try! generator.swiftFiles(for: tokens) }
                let c = measure { catalogFiles = try! generator.catalogFiles(for: tokens) }
                // The first pair warms caches and the allocator.
                if run > 0 {
                    swift.append(s)
                    catalog.append(c)
                }
            }
            let swiftBytes = swiftFiles.reduce(0) { $0 + $1.contents.utf8.count }
            let catalogBytes = catalogFiles.reduce(0) { $0 + $1.contents.utf8.count }
            let sw = median(swift.map(\.wall)), cw = median(catalog.map(\.wall))
            let sc = median(swift.map(\.cpu)), cc = median(catalog.map(\.cpu))
            print("catalog: \(tokens.tokens.count) tokens, \(tokens.contexts.count) modes, median of \(runs) interleaved runs (wall, CPU of all threads)")
            print("  swift   (convert, name, plan, render)    \(format(sw * 1000)) ms, cpu \(format(sc * 1000)) ms   \(swiftFiles.count) files, \(swiftBytes / 1024) KiB")
            print("  catalog (every page, index, stylesheet)  \(format(cw * 1000)) ms, cpu \(format(cc * 1000)) ms   \(catalogFiles.count) files, \(catalogBytes / 1024) KiB")
            print("  catalog / swift                          \(format(cw / sw * 100)) % wall, \(format(cc / sc * 100)) % cpu   (target < 10 %)")
        } catch {
            print("catalog: failed: \(String(describing: error).prefix(800))")
        }
    }

    static func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpu()
        body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu() - cpuStart)
    }

    static func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
