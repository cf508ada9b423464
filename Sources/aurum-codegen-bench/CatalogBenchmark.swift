import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// The HTML catalog against the Swift output of the same tokens: `SyntheticTokenSet` with 10,000 tokens (a third
/// concrete, the rest aliases; light/dark themed colours), loaded once. Both outputs share one conversion of the
/// tokens and one derivation of their Swift names (the Swift generation computes them anyway; the catalog shows
/// them). Each round times:
///
/// - swift: the Swift generation alone (`plannedOutputs` of a configuration without a catalog: convert, name,
///   plan, render), the baseline;
/// - catalog: the catalog's own work given the shared values and the parsed templates (`catalogFiles(for:shared:templates:)`:
///   every token page, index, stylesheet, from the resolved set to files in memory), on values converted just
///   before, as `generate` runs it;
/// - both: `plannedOutputs` of the same configuration with the catalog, so `both − swift` is what the catalog adds
///   to a run. It and the Swift side swap places every round: what ran just before one (and left in the caches
///   and the allocator) moved `both − swift` by several points when the order was fixed.
///
/// Then `generate` as a user runs it (`Generator.run`: read, resolve, every output, write; first writes into empty
/// folders), with and without the catalog, alternating. Wall time and the process's CPU time (every thread; what
/// load on a shared machine does not stretch) are reported, as medians. Target: the catalog takes at most half of
/// `generate`'s time (a static site written through its templates, readable rather than fast).
enum CatalogBenchmark {
    static func run(count: Int = 10_000, runs: Int = 21) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-catalog-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try SyntheticTokenSet(count: count, catalog: true).write(to: directory)
            let swiftOnlyFile = directory.appendingPathComponent("swift-only.json")
            try Data(SyntheticTokenSet.configuration.utf8).write(to: swiftOnlyFile)
            let withCatalog = Generator(configuration: try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName)))
            let swiftOnly = Generator(configuration: try ConfigurationLoader.load(contentsOf: swiftOnlyFile))
            let tokens = try withCatalog.loadTokens()
            // A run parses the templates once for every output; the Swift side's `plannedOutputs` includes that parse.
            let templates = try TemplateLoader.library(overrides: nil)

            var swift: [(wall: Double, cpu: Double)] = [], catalog: [(wall: Double, cpu: Double)] = [], both: [(wall: Double, cpu: Double)] = []
            var swiftFiles: [GeneratedFile] = [], catalogFiles: [GeneratedFile] = []
            var bothCount = 0
            for run in 0..<(runs + 1) {
                var s = (wall: 0.0, cpu: 0.0), b = (wall: 0.0, cpu: 0.0)
                let swiftRun = { s = measure { swiftFiles = try! swiftOnly.plannedOutputs(for: tokens).outputs.flatMap(\.files) } }
                let bothRun = { b = measure { bothCount = try! withCatalog.plannedOutputs(for: tokens).outputs.reduce(0) { $0 + $1.files.count } } }
                if run % 2 == 0 { swiftRun(); bothRun() } else { bothRun(); swiftRun() }
                // As `generate` does: the shared values converted, then the catalog's pages written from them.
                let shared = try withCatalog.sharedTokenValues(tokens)
                let c = measure { catalogFiles = try! withCatalog.catalogFiles(for: tokens, shared: shared, templates: templates) }
                // The first round warms caches and the allocator.
                if run > 0 {
                    swift.append(s)
                    catalog.append(c)
                    both.append(b)
                }
            }
            let swiftBytes = swiftFiles.reduce(0) { $0 + $1.byteCount }
            let catalogBytes = catalogFiles.reduce(0) { $0 + $1.byteCount }
            let sw = median(swift.map(\.wall)), cw = median(catalog.map(\.wall)), bw = median(both.map(\.wall))
            let sc = median(swift.map(\.cpu)), cc = median(catalog.map(\.cpu)), bc = median(both.map(\.cpu))
            // The difference per round, then its median: both sides of a round ran under the same load.
            let dw = median(zip(both, swift).map { $0.wall - $1.wall }), dc = median(zip(both, swift).map { $0.cpu - $1.cpu })
            print("catalog: \(tokens.tokens.count) tokens, \(tokens.contexts.count) modes, median of \(runs) interleaved rounds (wall, CPU of all threads)")
            print("  swift   (convert, name, plan, render)         \(format(sw * 1000)) ms, cpu \(format(sc * 1000)) ms   \(swiftFiles.count) files, \(swiftBytes / 1024) KiB")
            print("  catalog (token pages, index, stylesheet)      \(format(cw * 1000)) ms, cpu \(format(cc * 1000)) ms   \(catalogFiles.count) files, \(catalogBytes / 1024) KiB")
            print("  both    (one run with the catalog)            \(format(bw * 1000)) ms, cpu \(format(bc * 1000)) ms   \(bothCount) files")
            print("  catalog / swift                               \(format(cw / sw * 100)) % wall, \(format(cc / sc * 100)) % cpu")
            print("  (both − swift) / swift                        \(format(dw / sw * 100)) % wall, \(format(dc / sc * 100)) % cpu")
            // The target: what the catalog adds, as a share of a `generate` that writes both.
            print("  (both − swift) / both                         \(format(dw / bw * 100)) % wall, \(format(dc / bc * 100)) % cpu")

            var plain: [(wall: Double, cpu: Double)] = [], site: [(wall: Double, cpu: Double)] = []
            for run in 0..<(runs / 2 + 1) {
                for withSite in run % 2 == 0 ? [false, true] : [true, false] {
                    for folder in ["out", "catalog"] { try? FileManager.default.removeItem(at: directory.appendingPathComponent(folder)) }
                    let time = measure { _ = try! (withSite ? withCatalog : swiftOnly).run() }
                    if run > 0 { withSite ? site.append(time) : plain.append(time) }
                }
            }
            let pw = median(plain.map(\.wall)), gw = median(site.map(\.wall)), pc = median(plain.map(\.cpu)), gc = median(site.map(\.cpu))
            print("generate end to end (read, resolve, outputs, first write), median of \(runs / 2) alternating runs:")
            print("  without the catalog \(format(pw * 1000)) ms (cpu \(format(pc * 1000))), with it \(format(gw * 1000)) ms (cpu \(format(gc * 1000)))")
            print("  catalog's share of generate                   \(format((gw - pw) / gw * 100)) % wall, \(format((gc - pc) / gc * 100)) % cpu   (target ≤ 50 %)")
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
