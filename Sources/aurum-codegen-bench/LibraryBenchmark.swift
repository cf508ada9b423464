import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// Import and drift of a design system at real scale, spread over three files
/// (`FigmaLibrarySystemFixtureGenerator`: 1,407 variables in 19 collections, 9 colour modes, 555 of them
/// from two libraries, whose own responses are linked in).
///
/// Columns: reading the three files' responses (JSON, parsers), the baseline every run pays; linking them
/// into one snapshot; the import (token files and resolver rendered, nothing written); the drift check of the
/// imported tokens against the same responses (clean); and import and drift end to end from the bytes.
enum LibraryBenchmark: BenchmarkTiming {
    static let runs = 9

    static func run() {
        let system = FigmaLibrarySystemFixtureGenerator.system()
        let product = Array(system.product.utf8)
        let libraries = system.libraries.map { (name: $0.name, local: Array($0.local.utf8), published: Array($0.published.utf8)) }
        guard let (response, linked) = try? read(product, libraries) else {
            print("Libraries: the generated responses do not parse")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-library-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens: ResolvedTokenSet
        do {
            var diagnostics = DiagnosticCollector()
            let snapshot = FigmaSnapshot(variables: response, libraries: linked, diagnostics: &diagnostics)
            let files = FigmaVariablesImporter.files(for: snapshot, diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            _ = try OutputWriter().write(files, to: directory)
            tokens = try TokenLoader.load(resolver: directory.appendingPathComponent("figma.resolver.json"))
        } catch {
            print("Libraries: importing failed: \(String(describing: error).prefix(800))")
            return
        }
        let bytes = product.count + libraries.reduce(0) { $0 + $1.local.count + $1.published.count }
        print("Libraries: \(response.variables.count) variables in \(response.collections.count) collections (\(response.variables.filter(\.isRemote).count) remote) + \(linked.count) libraries (\(linked.reduce(0) { $0 + $1.local.variables.count }) variables), \(bytes / 1000) kB; \(tokens.tokens.count) tokens in \(tokens.contexts.count) contexts; medians of \(runs) runs, this thread's CPU time (wall in brackets)")

        var reading: [(cpu: Double, wall: Double)] = [], linking: [(cpu: Double, wall: Double)] = [], importing: [(cpu: Double, wall: Double)] = []
        var drifting: [(cpu: Double, wall: Double)] = [], importAll: [(cpu: Double, wall: Double)] = [], driftAll: [(cpu: Double, wall: Double)] = []
        var findings = 0
        for _ in 0..<runs {
            reading.append(time { _ = try? read(product, libraries) })
            var unused = DiagnosticCollector()
            var snapshot = FigmaSnapshot(variables: FigmaVariablesResponse(collections: [], variables: [], file: ""), diagnostics: &unused)
            linking.append(time {
                var d = DiagnosticCollector()
                snapshot = FigmaSnapshot(variables: response, libraries: linked, diagnostics: &d)
            })
            importing.append(time {
                var d = DiagnosticCollector()
                _ = FigmaVariablesImporter.files(for: snapshot, diagnostics: &d)
            })
            drifting.append(time {
                var d = DiagnosticCollector()
                findings = DriftCheck(figma: snapshot, tokens: tokens).run(diagnostics: &d).findings.count
            })
            importAll.append(time {
                guard let (r, l) = try? read(product, libraries) else { return }
                var d = DiagnosticCollector()
                _ = FigmaVariablesImporter.files(for: FigmaSnapshot(variables: r, libraries: l, diagnostics: &d), diagnostics: &d)
            })
            driftAll.append(time {
                guard let (r, l) = try? read(product, libraries) else { return }
                var d = DiagnosticCollector()
                _ = DriftCheck(figma: FigmaSnapshot(variables: r, libraries: l, diagnostics: &d), tokens: tokens).run(diagnostics: &d)
            })
        }
        let base = median(reading.map(\.cpu))
        func line(_ label: String, _ samples: [(cpu: Double, wall: Double)], note: String = "") {
            let cpu = median(samples.map(\.cpu))
            print("  \(pad(label, 40))\(ms(cpu)) (\(ms(median(samples.map(\.wall)))))   \(String(format: "%.2fx", cpu / base)) baseline\(note)")
        }
        print("  \(pad("baseline: read the three files", 40))\(ms(base)) (\(ms(median(reading.map(\.wall)))))")
        line("link the libraries", linking)
        line("import (render token files)", importing)
        line("drift check", drifting, note: "   \(findings) findings")
        line("import from the bytes", importAll)
        line("drift from the bytes", driftAll)
    }

    static func read(_ product: [UInt8], _ libraries: [(name: String, local: [UInt8], published: [UInt8])]) throws
        -> (FigmaVariablesResponse, [FigmaLibraryVariables]) {
        var diagnostics = DiagnosticCollector()
        let response = FigmaVariablesParser.parse(try JSONReader.parse(product, file: "product.json"), file: "product.json", diagnostics: &diagnostics)
        var linked: [FigmaLibraryVariables] = []
        for library in libraries {
            let local = FigmaVariablesParser.parse(try JSONReader.parse(library.local, file: library.name), file: library.name, diagnostics: &diagnostics)
            let published = FigmaPublishedVariablesParser.parse(try JSONReader.parse(library.published, file: library.name), file: library.name, diagnostics: &diagnostics)
            linked.append(FigmaLibraryVariables(name: library.name, local: local, published: published))
        }
        try diagnostics.throwIfErrors()
        return (response, linked)
    }

    /// `aurum-codegen-bench write-libraries <dir>`: the responses as files (product.json, core.json,
    /// core-published.json, brand.json, brand-published.json), for timing the command line.
    static func write(to directory: URL) throws {
        let system = FigmaLibrarySystemFixtureGenerator.system()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try system.product.write(to: directory.appendingPathComponent("product.json"), atomically: true, encoding: .utf8)
        for library in system.libraries {
            try library.local.write(to: directory.appendingPathComponent("\(library.name).json"), atomically: true, encoding: .utf8)
            try library.published.write(to: directory.appendingPathComponent("\(library.name)-published.json"), atomically: true, encoding: .utf8)
        }
    }
}
