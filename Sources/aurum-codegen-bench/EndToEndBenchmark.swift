import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// `aurum-codegen generate` end to end — read, resolve, render, write — through `Generator.run` with a real
/// `aurum-codegen.json`, on `SyntheticTokenSet` projects (resolver with a light/dark `theme` modifier).
/// A first write (into an empty output directory) and a second, unchanged run are timed separately,
/// beside a baseline of only parsing the same input files with `JSONReader`. Peak memory is measured per
/// case in a child process (this binary re-run with `childFlag`), less that of a child generating 30 tokens.
enum EndToEndBenchmark {
    static let childFlag = "--e2e-child"

    struct Case {
        var name: String
        var set: SyntheticTokenSet
        /// Target for the median first write, in seconds.
        var target: Double?
    }

    static let cases = [
        Case(name: "1k", set: SyntheticTokenSet(count: 1_000)),
        Case(name: "9k, 6k aliases", set: SyntheticTokenSet(count: 9_000), target: 0.1),
        Case(name: "10k", set: SyntheticTokenSet(count: 10_000)),
        Case(name: "100k", set: SyntheticTokenSet(count: 100_000)),
        Case(name: "30k, chains 30", set: SyntheticTokenSet(count: 30_000, depth: 30)),
        Case(name: "30k, chains 100", set: SyntheticTokenSet(count: 30_000, depth: 100), target: 1),
    ]

    struct Row {
        var name: String
        var tokens: Int
        var inputBytes: Int
        var files: Int
        var first: Sample
        var unchanged: Sample
        var parse: Sample
        /// A first write in a fresh process (as `aurum-codegen generate` runs), timed inside it.
        var fresh: Sample
        var phases: (load: Double, render: Double, write: Double)
        var target: Double?
    }

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-e2e-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var rows: [Row] = []
        var directories: [(Case, URL, Int)] = []
        // AURUM_E2E_CASES=9k,100k runs only the cases whose names start with one of those prefixes.
        let only = ProcessInfo.processInfo.environment["AURUM_E2E_CASES"]?.split(separator: ",").map(String.init)
        for (index, benchCase) in cases.enumerated() where only?.contains(where: { benchCase.name.hasPrefix($0) }) ?? true {
            let directory = root.appendingPathComponent("case\(index)")
            do {
                let inputs = try benchCase.set.write(to: directory)
                let bytes = inputs.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }
                directories.append((benchCase, directory, bytes))
                rows.append(try measure(benchCase, in: directory, inputs: inputs, inputBytes: bytes))
            } catch {
                print("e2e \(benchCase.name): failed: \(String(describing: error).prefix(800))")
            }
        }
        printTable(rows)
        printGrowth(directories)
        printMemory(directories)
    }

    // MARK: timing

    private static func measure(_ benchCase: Case, in directory: URL, inputs: [URL], inputBytes: Int) throws -> Row {
        let configuration = try projectConfiguration(in: directory)
        // Warm-up, and a check that the run does what the table claims.
        let check = try Generator(configuration: configuration.writing(to: "out-check")).run()
        let tokens = check.tokenCounts.reduce(0) { $0 + $1.count }
        let files = check.swift?.written.count ?? 0
        guard tokens == benchCase.set.count, files > 0, check.modifiers.count == 1 else {
            throw BenchError("\(tokens) tokens (expected \(benchCase.set.count)), \(files) files, \(check.modifiers.count) modifiers")
        }

        // The machine is shared: more runs where they are cheap steady the medians.
        let runs = benchCase.set.count > 10_000 ? 7 : 15
        var first: [Sample] = [], unchanged: [Sample] = [], parse: [Sample] = []
        var load: [Double] = [], render: [Double] = [], write: [Double] = []
        for r in 0..<runs {
            var result: Generator.Result?
            first.append(Sample.time { result = try? Generator(configuration: configuration.writing(to: "out-\(r)")).run() })
            BackgroundRelease.drain()
            guard result?.swift?.written.count == files else { throw BenchError("first write wrote \(result?.swift?.written.count ?? 0) files") }

            unchanged.append(Sample.time { result = try? Generator(configuration: configuration.writing(to: "out-check")).run() })
            BackgroundRelease.drain()
            guard result?.swift?.unchanged.count == files else { throw BenchError("second run rewrote files") }

            parse.append(Sample.time { for url in inputs { _ = try? JSONReader.parse(contentsOf: url) } })

            // The same steps as `Generator.run`, timed one by one (CPU), into a fresh directory.
            let generator = Generator(configuration: configuration.writing(to: "out-phases-\(r)"))
            var set: ResolvedTokenSet?
            var generated: [GeneratedFile] = []
            load.append(Sample.time { set = try? generator.loadTokens() }.cpu)
            render.append(Sample.time { generated = (try? generator.swiftFiles(for: set!)) ?? [] }.cpu)
            let target = generator.configuration.url(for: generator.configuration.swift.output!)
            write.append(Sample.time { _ = try? OutputWriter().write(generated, to: target) }.cpu)
            BackgroundRelease.drain()
        }
        for r in 0..<runs {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-\(r)"))
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-phases-\(r)"))
        }
        var fresh: [Sample] = []
        for _ in 0..<(benchCase.set.count > 10_000 ? 3 : 7) {
            guard let child = childPeak(directory) else { throw BenchError("a fresh-process write failed") }
            fresh.append(child.time)
        }
        return Row(name: benchCase.name, tokens: tokens, inputBytes: inputBytes, files: files,
                   first: .median(first), unchanged: .median(unchanged), parse: .median(parse), fresh: .median(fresh),
                   phases: (median(load), median(render), median(write)), target: benchCase.target)
    }

    private static func printTable(_ rows: [Row]) {
        print("e2e: Generator.run, resolver with theme light/dark, medians of 15 runs (7 above 10k) in this process and of")
        print("  7 (3 above 10k) first writes in fresh processes, timed inside them; wall ms (process CPU ms).")
        print("  Targets are judged on wall time, in this process and in fresh processes alike. In this process, memory that a")
        print("  run hands to the background release queue and that is still being freed when it returns is freed between runs.")
        print("  " + pad("case", 17) + pad("tokens", 8) + pad("input", 9) + pad("files", 6) + pad("first write", 17)
              + pad("fresh process", 17) + pad("unchanged", 17) + pad("parse only", 15) + pad("1st/parse", 10) + pad("µs/tok", 7) + "target")
        for row in rows {
            let verdict = row.target.map { t in
                "≤ \(ms(t)) ms: " + (max(row.first.wall, row.fresh.wall) <= t ? "met" : "MISSED")
                    + (max(row.first.cpu, row.fresh.cpu) <= t ? "" : " (CPU over)")
            } ?? ""
            print("  " + pad(row.name, 17) + pad("\(row.tokens)", 8) + pad("\(row.inputBytes / 1024) KiB", 9) + pad("\(row.files)", 6)
                  + pad(row.first.text, 17) + pad(row.fresh.text, 17) + pad(row.unchanged.text, 17) + pad(row.parse.text, 15)
                  + pad(String(format: "%.1f×", row.first.cpu / row.parse.cpu), 10)
                  + pad(String(format: "%.1f", row.first.cpu / Double(row.tokens) * 1e6), 7) + verdict)
        }
        print("  phases of a first write, CPU ms (load = read + resolve; render = convert + templates; write):")
        for row in rows {
            print("    " + pad(row.name, 17) + "load \(ms(row.phases.load))  render \(ms(row.phases.render))  write \(ms(row.phases.write))")
        }
        if let small = rows.first(where: { $0.name == "10k" }), let large = rows.first(where: { $0.name == "100k" }) {
            let wall = large.first.wall / small.first.wall, cpu = large.first.cpu / small.first.cpu
            print(String(format: "  100k / 10k from the medians above: wall %.1f×, CPU %.1f× (the cases ran at different times)", wall, cpu))
        }
    }

    // MARK: growth

    /// 100k against 10k with the runs interleaved (10k, 100k, 10k, …), so that the machine's load, which drifts
    /// over the seconds between the cases above, weighs on both sides of the ratio alike.
    private static func printGrowth(_ directories: [(Case, URL, Int)]) {
        guard let small = directories.first(where: { $0.0.name == "10k" }),
              let large = directories.first(where: { $0.0.name == "100k" }) else { return }
        guard let smallConfiguration = try? projectConfiguration(in: small.1),
              let largeConfiguration = try? projectConfiguration(in: large.1) else { return }
        let pairs = 11
        var smallRuns: [Sample] = [], largeRuns: [Sample] = []
        for r in 0..<pairs {
            for (directory, runs) in [(small.1, 0), (large.1, 1)] {
                let configuration = (runs == 0 ? smallConfiguration : largeConfiguration).writing(to: "out-growth-\(r)")
                let sample = Sample.time { _ = try? Generator(configuration: configuration).run() }
                BackgroundRelease.drain()
                if runs == 0 { smallRuns.append(sample) } else { largeRuns.append(sample) }
                try? FileManager.default.removeItem(at: directory.appendingPathComponent("out-growth-\(r)"))
            }
        }
        let a = Sample.median(smallRuns), b = Sample.median(largeRuns)
        print(String(format: "  growth 100k / 10k, %d interleaved first writes each in this process: 10k %@, 100k %@ ms; wall %.1f×, CPU %.1f×",
                     pairs, a.text, b.text, b.wall / a.wall, b.cpu / a.cpu))
        // As `aurum-codegen generate` runs: a fresh process per write (cold heap and caches for both sizes),
        // timing the write itself, not the process start.
        var smallFresh: [Sample] = [], largeFresh: [Sample] = []
        for _ in 0..<pairs {
            guard let s = childPeak(small.1), let l = childPeak(large.1) else { print("  growth: child failed"); return }
            smallFresh.append(s.time)
            largeFresh.append(l.time)
        }
        let c = Sample.median(smallFresh), d = Sample.median(largeFresh)
        let wall = d.wall / c.wall, cpu = d.cpu / c.cpu
        print(String(format: "  growth 100k / 10k, %d interleaved first writes each in fresh processes: 10k %@, 100k %@ ms; wall %.1f×, CPU %.1f× (target ≤ 12×: %@)",
                     pairs, c.text, d.text, wall, cpu, max(wall, cpu) <= 12 ? "met" : "MISSED"))
    }

    // MARK: memory

    private static func printMemory(_ directories: [(Case, URL, Int)]) {
        // The fixed cost of a run (runtime, Foundation, parsed templates, worker threads): a child generating 30 tokens.
        let tiny = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-e2e-tiny-\(getpid())")
        defer { try? FileManager.default.removeItem(at: tiny) }
        guard (try? SyntheticTokenSet(count: 30).write(to: tiny)) != nil, let idle = childPeak(tiny) else {
            print("  memory: could not run a child process")
            return
        }
        let idleAnon = idle.peak - idle.fileBacked
        print("  peak memory of a child process doing one first write: VmHWM, and anon = VmHWM − file-backed pages at exit")
        print("  (code and libraries touched); the target (≤ 20× input) is judged on anon less the anon of a child")
        print("  generating 30 tokens (\(idleAnon / 1024) MiB: runtime, Foundation, templates, threads; the same for any input):")
        print("    " + pad("case", 17) + pad("input", 10) + pad("peak RSS", 10) + pad("anon", 9) + pad("anon − idle", 13)
              + pad("peak/input", 12) + pad("anon/input", 12) + pad("(anon − idle)/input", 21) + "target")
        for (benchCase, directory, bytes) in directories {
            guard let child = childPeak(directory) else { print("    \(benchCase.name): child failed"); continue }
            let anon = child.peak - child.fileBacked, net = anon - idleAnon
            func ratio(_ kib: Int) -> String { String(format: "%.1f×", Double(kib * 1024) / Double(bytes)) }
            let met = Double(net * 1024) <= 20 * Double(bytes)
            print("    " + pad(benchCase.name, 17) + pad(String(format: "%.1f MiB", Double(bytes) / 1_048_576), 10)
                  + pad("\(child.peak / 1024) MiB", 10) + pad("\(anon / 1024) MiB", 9) + pad("\(net / 1024) MiB", 13)
                  + pad(ratio(child.peak), 12) + pad(ratio(anon), 12) + pad(ratio(net), 21) + (met ? "met" : "MISSED"))
        }
    }

    /// Peak RSS and file-backed RSS at exit, in KiB, and the time of the write, of a child that generates
    /// the project in `directory` once (nil: does nothing).
    static func childPeak(_ directory: URL?) -> (peak: Int, fileBacked: Int, time: Sample)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [childFlag, directory?.path ?? "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let numbers = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], Sample(wall: Double(numbers[2]) / 1e9, cpu: Double(numbers[3]) / 1e9))
    }

    /// The child: one first write of the project in `argument` ("-": nothing), then its VmHWM and RssFile
    /// in KiB and the write's wall and CPU time in ns on stdout.
    static func child(_ argument: String) -> Never {
        var sample = Sample(wall: 0, cpu: 0)
        if argument != "-" {
            let directory = URL(fileURLWithPath: argument)
            let output = directory.appendingPathComponent("out-memory")
            try? FileManager.default.removeItem(at: output)
            do {
                let configuration = try projectConfiguration(in: directory).writing(to: "out-memory")
                var failure: Error?
                sample = Sample.time {
                    do { _ = try Generator(configuration: configuration).run() } catch { failure = error }
                }
                if let failure { throw failure }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(1)
            }
        }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Substring {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? ""
        }
        print(field("VmHWM"), field("RssFile"), Int(sample.wall * 1e9), Int(sample.cpu * 1e9))
        exit(0)
    }

    // MARK: helpers

    /// The `aurum-codegen.json` that `SyntheticTokenSet` writes into `directory`.
    static func projectConfiguration(in directory: URL) throws -> AurumConfiguration {
        try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent("aurum-codegen.json"))
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
    static func ms(_ s: Double) -> String { s >= 0.1 ? String(format: "%.0f", s * 1000) : String(format: "%.1f", s * 1000) }
    static func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
}

/// Wall time and this process's CPU time (all threads), in seconds.
struct Sample {
    var wall: Double
    var cpu: Double

    var text: String { "\(EndToEndBenchmark.ms(wall)) (\(EndToEndBenchmark.ms(cpu)))" }

    static func time(_ body: () -> Void) -> Sample {
        let wall = now(CLOCK_MONOTONIC), cpu = now(CLOCK_PROCESS_CPUTIME_ID)
        body()
        return Sample(wall: now(CLOCK_MONOTONIC) - wall, cpu: now(CLOCK_PROCESS_CPUTIME_ID) - cpu)
    }

    static func median(_ samples: [Sample]) -> Sample {
        Sample(wall: EndToEndBenchmark.median(samples.map(\.wall)), cpu: EndToEndBenchmark.median(samples.map(\.cpu)))
    }

    private static func now(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

extension AurumConfiguration {
    /// This configuration with its Swift written to `output` (relative to the configuration's folder).
    func writing(to output: String) -> AurumConfiguration {
        var copy = self
        copy.swift.output = output
        return copy
    }
}
