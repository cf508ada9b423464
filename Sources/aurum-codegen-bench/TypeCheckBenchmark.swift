import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// How long swiftc takes on the generated Swift of 10k colour tokens (every file the generator writes),
/// beside a baseline file of 10k `static let xN: Double = 1.0` in an enum: `-typecheck`, and an `-Onone`
/// library build; then `-typecheck` with the SwiftUI, UIKit and CoreGraphics stand-ins of the tests
/// (Tests/AurumCodegenCoreTests/Fixtures/AppleSDK, read from the working directory) on the import path, so the
/// `#if canImport(SwiftUI)` code is checked too, as on iOS. Slow, so only run when asked for by name
/// (`aurum-codegen-bench typecheck`).
enum TypeCheckBenchmark {
    static let swiftc = "/opt/swift/usr/bin/swiftc"
    static let runs = 3

    static func run(count: Int = 10_000) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-typecheck-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let generated: [String]
        let baseline = root.appendingPathComponent("baseline/Baseline.swift").path
        do {
            try SyntheticTokenSet(count: count, colorsOnly: true).write(to: root)
            let configuration = try ConfigurationLoader.load(contentsOf: root.appendingPathComponent("aurum-codegen.json"))
            let result = try Generator(configuration: configuration).run()
            let output = configuration.url(for: configuration.swift.output!)
            generated = (result.swift?.written ?? []).sorted().map { output.appendingPathComponent($0).path }
            let declarations = (0..<count).map { "    static let x\($0): Double = 1.0\n" }.joined()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("baseline"), withIntermediateDirectories: true)
            try Data("enum Baseline {\n\(declarations)}\n".utf8).write(to: URL(fileURLWithPath: baseline))
        } catch {
            print("typecheck: failed: \(String(describing: error).prefix(800))")
            return
        }
        let bytes = generated.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("typecheck: \(count) colour tokens → \(generated.count) generated files (\(bytes / 1024) KiB); baseline: \(count) `static let xN: Double = 1.0`")
        print("  medians of \(runs) runs; wall s (swiftc CPU s, all its processes)")
        print("  " + EndToEndBenchmark.pad("", 24) + EndToEndBenchmark.pad("generated", 18) + EndToEndBenchmark.pad("baseline", 18) + "ratio (wall, CPU)")
        let library = root.appendingPathComponent("lib.so").path
        for (label, flags) in [("-typecheck", ["-typecheck"]), ("-Onone -emit-library", ["-Onone", "-emit-library", "-o", library])] {
            let g = median { compile(flags, generated, module: "BenchTokens", in: root) }
            let b = median { compile(flags, [baseline], module: "Baseline", in: root) }
            guard let g, let b else { print("  \(label): swiftc failed"); continue }
            print("  " + EndToEndBenchmark.pad(label, 24) + EndToEndBenchmark.pad(text(g), 18) + EndToEndBenchmark.pad(text(b), 18)
                  + String(format: "%.1f×, %.1f×", g.wall / b.wall, g.cpu / b.cpu))
        }
        guard let modules = appleModules(in: root) else {
            print("  -typecheck, iOS stubs: skipped (run from the repository root to find Tests/…/Fixtures/AppleSDK)")
            return
        }
        let g = median { compile(["-typecheck", "-I", modules], generated, module: "BenchTokens", in: root) }
        let b = median { compile(["-typecheck", "-I", modules], [baseline], module: "Baseline", in: root) }
        if let g, let b {
            print("  " + EndToEndBenchmark.pad("-typecheck, iOS stubs", 24) + EndToEndBenchmark.pad(text(g), 18) + EndToEndBenchmark.pad(text(b), 18)
                  + String(format: "%.1f×, %.1f×", g.wall / b.wall, g.cpu / b.cpu))
        } else {
            print("  -typecheck, iOS stubs: swiftc failed")
        }
    }

    /// CoreGraphics, UIKit and SwiftUI stand-ins built as modules in `root`/modules; nil if they are not found.
    /// Their `@available` attributes are left as written: Linux ignores them, which costs nothing here.
    static func appleModules(in root: URL) -> String? {
        let stubs = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/AppleSDK")
        let modules = root.appendingPathComponent("modules")
        try? FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for framework in ["CoreGraphics", "UIKit", "SwiftUI"] {
            let source = stubs.appendingPathComponent("\(framework).swift").path
            guard FileManager.default.fileExists(atPath: source),
                  compile(["-parse-as-library", "-emit-module", "-I", modules.path, "-emit-module-path", modules.appendingPathComponent("\(framework).swiftmodule").path],
                          [source], module: framework, in: root) != nil else { return nil }
        }
        return modules.path
    }

    static func text(_ s: Sample) -> String { String(format: "%.2f (%.2f)", s.wall, s.cpu) }

    private static func median(_ body: () -> Sample?) -> Sample? {
        var samples: [Sample] = []
        for _ in 0..<runs {
            guard let s = body() else { return nil }
            samples.append(s)
        }
        return Sample.median(samples)
    }

    /// One swiftc run: wall time, and the CPU time of swiftc and its frontend jobs (children's rusage).
    static func compile(_ flags: [String], _ files: [String], module: String, in directory: URL) -> Sample? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = flags + ["-module-name", module] + files
        process.currentDirectoryURL = directory
        let before = childrenCPU()
        let start = Date()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let wall = Date().timeIntervalSince(start)
        guard process.terminationStatus == 0 else { return nil }
        return Sample(wall: wall, cpu: childrenCPU() - before)
    }

    private static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
