import AurumCodegenCore
import Foundation

/// The HTML catalog against the Swift output of the same tokens: `SyntheticTokenSet` with 10,000 tokens (a third
/// concrete, the rest aliases; light/dark themed colours), loaded once. Each run renders, from the resolved set to
/// files in memory, the token Swift (`Generator.swiftFiles`: convert, name, plan, render) and the whole catalog
/// (`CatalogGenerator.generate`: every token page, index, stylesheet), interleaved so load on the machine affects
/// both alike. Target: the catalog in under 10 % of the Swift time.
enum CatalogBenchmark {
    static func run(count: Int = 10_000, runs: Int = 11) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-catalog-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try SyntheticTokenSet(count: count).write(to: directory)
            var configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName))
            configuration.catalog = CatalogConfiguration(output: "catalog")
            let generator = Generator(configuration: configuration)
            let tokens = try generator.loadTokens()
            let options = CatalogOptions(swift: configuration.swift.options, remBase: configuration.tokens.remBase,
                                         inputs: configuration.tokens.inputs)
            var swiftTimes: [Double] = [], catalogTimes: [Double] = []
            var swiftFiles: [GeneratedFile] = [], catalogFiles: [GeneratedFile] = []
            for run in 0..<(runs + 1) {
                let swift = wall { swiftFiles = try! generator.swiftFiles(for: tokens) }
                let catalog = wall {
                    let templates = try! TemplateLoader.library(overrides: nil)
                    catalogFiles = try! CatalogGenerator(options: options).generate(tokens: tokens, components: nil, templates: templates)
                }
                // The first pair warms caches and the allocator.
                if run > 0 {
                    swiftTimes.append(swift)
                    catalogTimes.append(catalog)
                }
            }
            if ProcessInfo.processInfo.environment["AURUM_CATALOG_PHASES"] != nil {
                let templates = try! TemplateLoader.library(overrides: nil)
                let generator = CatalogGenerator(options: options)
                for _ in 0..<3 {
                    var pages: CatalogTokenPages?
                    let one = wall { pages = try! generator.tokenPages(tokens, templates: templates) }
                    let two = wall { _ = try! generator.generate(pages!, components: nil, templates: templates) }
                    print("  phases: token pages \(format(one * 1000)) ms, site \(format(two * 1000)) ms")
                }
            }
            let swiftMedian = median(swiftTimes), catalogMedian = median(catalogTimes)
            let swiftBytes = swiftFiles.reduce(0) { $0 + $1.contents.utf8.count }
            let catalogBytes = catalogFiles.reduce(0) { $0 + $1.contents.utf8.count }
            print("catalog: \(tokens.tokens.count) tokens, \(tokens.contexts.count) modes, median of \(runs) interleaved runs")
            print("  swift   (convert, name, plan, render)    \(format(swiftMedian * 1000)) ms   \(swiftFiles.count) files, \(swiftBytes / 1024) KiB")
            print("  catalog (every page, index, stylesheet)  \(format(catalogMedian * 1000)) ms   \(catalogFiles.count) files, \(catalogBytes / 1024) KiB")
            print("  catalog / swift                          \(format(catalogMedian / swiftMedian * 100)) %   (target < 10 %)")
        } catch {
            print("catalog: failed: \(String(describing: error).prefix(800))")
        }
    }

    static func wall(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
