import AurumCodegenCore
import Foundation

/// End-to-end token loading (read + parse + merge + alias resolution + validation) on generated
/// inputs, against a baseline of only parsing the same files with `JSONReader`.
///
/// Scenarios: flat files where 2/3 of the tokens are aliases (9k, 30k, 100k tokens, to show growth
/// is linear); 30k tokens in chains 100 deep (each link refers forward, so nothing is memoised
/// before the chain's end is reached); and a resolver with 100k tokens and a light/dark modifier.
enum TokenBenchmark: BenchmarkTiming {
    static let runs = 5

    static func run() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-token-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        print("Tokens: medians of \(runs) runs, this thread's CPU time (wall time in brackets); baseline = JSONReader.parse of the same files")
        print("  \(pad("scenario", 30))\(pad("load", 22))\(pad("parse only", 22))\(pad("load/parse", 12))per token")
        for count in [9_000, 30_000, 100_000] {
            let url = dir.appendingPathComponent("flat-\(count).tokens.json")
            write(flat(count: count, themed: 0), to: url)
            measure("flat \(count), 2/3 aliases", tokens: count, files: [url]) { try TokenLoader.load(files: [url]) }
        }
        let chains = dir.appendingPathComponent("chains.tokens.json")
        write(chained(chains: 300, depth: 100), to: chains)
        measure("30000 in chains 100 deep", tokens: 30_000, files: [chains]) { try TokenLoader.load(files: [chains]) }

        let base = dir.appendingPathComponent("base.tokens.json")
        write(flat(count: 100_000, themed: 1_000), to: base)
        write(theme(count: 1_000, dark: false), to: dir.appendingPathComponent("light.tokens.json"))
        write(theme(count: 1_000, dark: true), to: dir.appendingPathComponent("dark.tokens.json"))
        let resolver = dir.appendingPathComponent("bench.resolver.json")
        write("""
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """, to: resolver)
        let files = ["base", "light", "dark"].map { dir.appendingPathComponent("\($0).tokens.json") }
        measure("resolver 101k, light/dark", tokens: 101_000, files: files) { try TokenLoader.load(resolver: resolver) }
    }

    private static func measure(_ name: String, tokens: Int, files: [URL], _ load: () throws -> ResolvedTokenSet) {
        let contents = files.map { [UInt8](FileManager.default.contents(atPath: $0.path)!) }
        do {
            let set = try load()
            guard set.tokens.count == tokens else { print("  \(name): expected \(tokens) tokens, got \(set.tokens.count)"); return }
        } catch {
            print("  \(name): failed: \(String(describing: error).prefix(800))")
            return
        }
        var loads: [(cpu: Double, wall: Double)] = [], parses: [(cpu: Double, wall: Double)] = []
        for _ in 0..<runs {
            loads.append(time { _ = try? load() })
            parses.append(time { for bytes in contents { _ = try? JSONReader.parse(bytes, file: "bench") } })
        }
        let l = median(loads.map(\.cpu)), p = median(parses.map(\.cpu))
        let lw = median(loads.map(\.wall)), pw = median(parses.map(\.wall))
        print("  \(pad(name, 30))\(pad("\(ms(l)) (\(ms(lw)))", 22))\(pad("\(ms(p)) (\(ms(pw)))", 22))\(pad(String(format: "%.2fx", l / p), 12))\(String(format: "%.2f µs", l / Double(tokens) * 1e6))")
    }

    // MARK: generated inputs

    /// `count` tokens in groups of 100; every third is concrete (colour, dimension, typography),
    /// the rest alias a concrete token elsewhere, some through composite members; `themed` of
    /// the aliases point at `theme.*` tokens instead.
    static func flat(count: Int, themed: Int) -> String {
        var out = "{\n"
        out.reserveCapacity(count * 120)
        func name(_ i: Int) -> String { "g\(i / 100).t\(i % 100)" }
        var themedLeft = themed
        for group in 0..<((count + 99) / 100) {
            out += group == 0 ? "  \"g\(group)\": {\n" : ",\n  \"g\(group)\": {\n"
            for i in (group * 100)..<min(count, group * 100 + 100) {
                out += i % 100 == 0 ? "" : ",\n"
                out += "    \"t\(i % 100)\": "
                if i % 3 == 0 {
                    switch (i / 3) % 3 {
                    case 0: out += "{ \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0.\(i % 10), 0.5, 1], \"hex\": \"#1a80ff\" } }"
                    case 1: out += "{ \"$type\": \"dimension\", \"$value\": { \"value\": \(i % 64), \"unit\": \"px\" } }"
                    default: out += "{ \"$type\": \"typography\", \"$value\": { \"fontFamily\": [\"Inter\", \"sans-serif\"], \"fontSize\": { \"value\": 16, \"unit\": \"px\" }, \"fontWeight\": 400, \"letterSpacing\": { \"value\": 0.1, \"unit\": \"px\" }, \"lineHeight\": 1.5 } }"
                    }
                } else if themedLeft > 0, i % 50 == 1 {
                    out += "{ \"$value\": \"{theme.c\(themedLeft % 1_000)}\" }"
                    themedLeft -= 1
                } else {
                    // A concrete token elsewhere (before or after), spread over the file.
                    var target = (i &* 7_919 &+ 13) % count
                    target -= target % 3
                    if i % 7 == 0, (target / 3) % 3 == 1 {
                        out += "{ \"$type\": \"border\", \"$value\": { \"color\": { \"colorSpace\": \"srgb\", \"components\": [0, 0, 0] }, \"width\": \"{\(name(target))}\", \"style\": \"solid\" } }"
                    } else {
                        out += "{ \"$value\": \"{\(name(target))}\" }"
                    }
                }
            }
            out += "\n  }"
        }
        return out + "\n}\n"
    }

    static func chained(chains: Int, depth: Int) -> String {
        var parts: [String] = []
        for c in 0..<chains {
            var links: [String] = []
            for d in 0..<(depth - 1) { links.append("    \"n\(d)\": { \"$value\": \"{c\(c).n\(d + 1)}\" }") }
            links.append("    \"n\(depth - 1)\": { \"$type\": \"dimension\", \"$value\": { \"value\": \(c), \"unit\": \"px\" } }")
            parts.append("  \"c\(c)\": {\n" + links.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + parts.joined(separator: ",\n") + "\n}\n"
    }

    static func theme(count: Int, dark: Bool) -> String {
        let tokens = (0..<count).map { "    \"c\($0)\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(dark ? 0.1 : 0.9), 0.5, 0.5] } }" }
        return "{\n  \"theme\": {\n    \"$type\": \"color\",\n" + tokens.joined(separator: ",\n") + "\n  }\n}\n"
    }

    // MARK: helpers

    private static func write(_ text: String, to url: URL) {
        try! text.write(to: url, atomically: true, encoding: .utf8)
    }

}
