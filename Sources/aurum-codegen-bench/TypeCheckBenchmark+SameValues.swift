import AurumCodegenCore
import AurumCodegenFixtures
import Foundation

/// The 9k-token / 6k-alias `SyntheticTokenSet` (light/dark theme): `swiftc -typecheck` of every generated file against
/// the same values written as flat `static let`s in one enum (each token's declared type and the very expression the
/// generator wrote, aliases resolved as generated), beside the same types and context files. Runs interleaved
/// (generated, baseline, generated, …), medians; plain, and with the iOS stubs on the import path (the SwiftUI
/// conveniences checked too; the baseline has none). Target: generated within 1.5× of the baseline.
extension TypeCheckBenchmark {
    static func runSameValues(count: Int = 9_000, pairs: Int = 5) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-typecheck-same-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let generated: [String]
        let baseline: [String]
        do {
            try SyntheticTokenSet(count: count).write(to: root)
            let configuration = try ConfigurationLoader.load(contentsOf: root.appendingPathComponent("aurum-codegen.json"))
            let result = try Generator(configuration: configuration).run()
            let output = configuration.url(for: configuration.swift.output!)
            let names = (result.swift?.written ?? []).sorted()
            generated = names.map { output.appendingPathComponent($0).path }
            baseline = try writeBaseline(from: output, names: names, to: root.appendingPathComponent("baseline"))
        } catch {
            print("typecheck same values: failed: \(String(describing: error).prefix(800))")
            return
        }
        print("typecheck: \(count) tokens (6k aliases, theme light/dark) → \(generated.count) generated files, against the same values as flat")
        print("  `static let`s in one enum (+ the types and context files); \(pairs) interleaved runs each, medians; wall s (swiftc CPU s)")
        var rows: [(String, [String])] = [("-typecheck", ["-typecheck"])]
        if let modules = appleModules(in: root) { rows.append(("-typecheck, iOS stubs", ["-typecheck", "-I", modules])) }
        for (label, flags) in rows {
            var g: [Sample] = [], b: [Sample] = []
            for _ in 0..<pairs {
                guard let gs = compile(flags, generated, module: "BenchTokens", in: root),
                      let bs = compile(flags, baseline, module: "Baseline", in: root) else { print("  \(label): swiftc failed"); return }
                g.append(gs)
                b.append(bs)
            }
            let gm = Sample.median(g), bm = Sample.median(b)
            let ratio = max(gm.wall / bm.wall, gm.cpu / bm.cpu)
            print("  " + EndToEndBenchmark.pad(label, 24) + EndToEndBenchmark.pad(text(gm), 18) + EndToEndBenchmark.pad(text(bm), 18)
                  + String(format: "%.2f×, %.2f× (≤ 1.5×: %@)", gm.wall / bm.wall, gm.cpu / bm.cpu, ratio <= 1.5 ? "met" : "MISSED"))
        }
    }

    /// Every `public static var name: Type { expression }` of the generated token files (one line, or laid out over
    /// several up to the closing `    }`) as `static let name: Type = expression` in `enum Baseline`; the types and
    /// context files copied. Returns the baseline's files.
    private static func writeBaseline(from output: URL, names: [String], to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var declarations: [String] = []
        var files: [String] = []
        for name in names where !name.contains("SwiftUI") {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            if name.hasSuffix("TokenTypes.swift") || name.hasSuffix("TokenContext.swift") {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
                files.append(directory.appendingPathComponent(name).path)
                continue
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let line = lines.popFirst() {
                guard line.hasPrefix("    public static var "), let colon = line.firstIndex(of: ":"), let brace = line.firstIndex(of: "{") else { continue }
                let member = line[line.index(line.startIndex, offsetBy: 22)..<colon]
                let type = line[line.index(after: colon)..<brace].trimmingCharacters(in: .whitespaces)
                var expression: String
                if line.hasSuffix(" }") {
                    expression = String(line[line.index(after: brace)..<line.index(line.endIndex, offsetBy: -2)]).trimmingCharacters(in: .whitespaces)
                } else {
                    var body: [Substring] = []
                    while let next = lines.popFirst(), next != "    }" { body.append(next.dropFirst(min(8, next.prefix { $0 == " " }.count))) }
                    expression = body.joined(separator: "\n    ")
                }
                declarations.append("    static let v\(declarations.count)_\(member): \(type) = \(expression)")
            }
        }
        let url = directory.appendingPathComponent("Baseline.swift")
        try Data(("enum Baseline {\n" + declarations.joined(separator: "\n") + "\n}\n").utf8).write(to: url)
        return files + [url.path]
    }
}
