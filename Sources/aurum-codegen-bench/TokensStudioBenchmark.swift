import AurumCodegenCore
import Foundation

/// `aurum-codegen generate` end to end on a Tokens Studio-shaped project against the same tokens as DTCG
/// 2025.10 (what `aurum-codegen migrate` writes from it): the cost of reading a dialect — string values,
/// math, colour modifiers, `$themes.json` — over reading the standard format.
///
/// The project (`TokensStudioProject`): a multi-file folder with `$themes.json` (one group, 4 themes) and
/// `$metadata.json`; `core.json` holds 8,000 tokens, each theme's set the same 2,000 semantic tokens with
/// its own values: 10,000 tokens, 4 contexts. A third of all values are math (`{a} * 2`, `{a} * 1.5 +
/// {b}`), the colours are hex strings, every tenth semantic colour darkens its core colour
/// (`studio.tokens.modify`). Both projects are checked to generate the same Swift before timing.
enum TokensStudioBenchmark {
    static let runs = 9

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-ts-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let project = TokensStudioProject(coreCount: 8_000, semanticCount: 2_000)
            try project.write(to: root)
            let studio = try EndToEndBenchmark.projectConfiguration(in: root.appendingPathComponent("studio"))
            // The same tokens as DTCG 2025.10: migrate's output.
            let migrated = try TokenMigration.migrate(inputs: [root.appendingPathComponent("studio/tokens")], name: "tokens")
            _ = try OutputWriter().write(migrated.files, to: root.appendingPathComponent("dtcg/tokens"))
            try Data(TokensStudioProject.configuration(tokens: #"{ "resolver": "tokens/tokens.resolver.json" }"#).utf8)
                .write(to: root.appendingPathComponent("dtcg/aurum-codegen.json"))
            let dtcg = try EndToEndBenchmark.projectConfiguration(in: root.appendingPathComponent("dtcg"))

            // The check: same tokens, same contexts, the same Swift but for the header naming the inputs.
            let a = Generator(configuration: studio.writing(to: "out-check")), b = Generator(configuration: dtcg.writing(to: "out-check"))
            let setA = try a.loadTokens(), setB = try b.loadTokens()
            let swiftA = try a.swiftFiles(for: setA), swiftB = try b.swiftFiles(for: setB)
            guard setA.tokens.count == project.count, setB.tokens.count == project.count, setA.contexts.count == 4, setB.contexts.count == 4,
                  swiftA.map(\.relativePath) == swiftB.map(\.relativePath),
                  zip(swiftA, swiftB).allSatisfy({ $0.contents.drop { $0 != "\n" } == $1.contents.drop { $0 != "\n" } }) else {
                throw EndToEndBenchmark.BenchError("the Tokens Studio and DTCG projects differ: \(setA.tokens.count) / \(setB.tokens.count) tokens, "
                                                   + "\(setA.contexts.count) / \(setB.contexts.count) contexts")
            }

            var studioRuns: [Sample] = [], dtcgRuns: [Sample] = [], studioLoad: [Double] = [], dtcgLoad: [Double] = []
            for r in 0..<runs {
                // Interleaved, alternating which goes first, so load on the shared machine hits both alike.
                for which in (r % 2 == 0 ? [0, 1] : [1, 0]) {
                    let configuration = (which == 0 ? studio : dtcg).writing(to: "out-\(r)")
                    var result: Generator.Result?
                    let sample = Sample.time { result = try? Generator(configuration: configuration).run() }
                    BackgroundRelease.drain()
                    guard (result?.swift?.written.count ?? 0) == swiftA.count else { throw EndToEndBenchmark.BenchError("a first write failed") }
                    let load = Sample.time { _ = try? Generator(configuration: configuration).loadTokens() }.cpu
                    BackgroundRelease.drain()
                    if which == 0 { studioRuns.append(sample); studioLoad.append(load) } else { dtcgRuns.append(sample); dtcgLoad.append(load) }
                }
            }
            let s = Sample.median(studioRuns), d = Sample.median(dtcgRuns)
            let sl = EndToEndBenchmark.median(studioLoad), dl = EndToEndBenchmark.median(dtcgLoad)
            print("Tokens Studio vs DTCG 2025.10: \(project.count) tokens, 4 themes, \(project.mathCount) math values, "
                  + "\(swiftA.count) Swift files; \(runs) interleaved first writes each, medians, wall (CPU) ms")
            print("  Tokens Studio (\(bytes(root.appendingPathComponent("studio/tokens"))) bytes): generate \(s.text), load CPU \(EndToEndBenchmark.ms(sl))")
            print("  DTCG 2025.10  (\(bytes(root.appendingPathComponent("dtcg/tokens"))) bytes): generate \(d.text), load CPU \(EndToEndBenchmark.ms(dl))")
            print(String(format: "  Tokens Studio / DTCG: generate wall %.2f×, CPU %.2f×; load CPU %.2f×", s.wall / d.wall, s.cpu / d.cpu, sl / dl))
        } catch {
            print("Tokens Studio e2e: failed: \(String(describing: error).prefix(800))")
        }
    }

    private static func bytes(_ folder: URL) -> Int {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
        return files.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}

/// The Tokens Studio project `TokensStudioBenchmark` times: `studio/tokens/` (`$themes.json`,
/// `$metadata.json`, `core.json`, one set per theme) and `studio/aurum-codegen.json`.
struct TokensStudioProject {
    var coreCount: Int
    var semanticCount: Int
    static let themes = ["light", "dark", "hc-light", "hc-dark"]

    var count: Int { coreCount + semanticCount }
    var mathCount: Int { coreCount / 3 + Self.themes.count * (semanticCount / 3) }

    func write(to root: URL) throws {
        let folder = root.appendingPathComponent("studio/tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let themes = Self.themes.map { name in
            #"{ "id": "\#(name)", "name": "\#(name)", "group": "Mode", "selectedTokenSets": { "core": "enabled", "\#(name)": "enabled" } }"#
        }
        try Data("[\n  \(themes.joined(separator: ",\n  "))\n]\n".utf8).write(to: folder.appendingPathComponent("$themes.json"))
        let order = (["core"] + Self.themes).map { "\"\($0)\"" }.joined(separator: ", ")
        try Data("{ \"tokenSetOrder\": [\(order)] }\n".utf8).write(to: folder.appendingPathComponent("$metadata.json"))
        try Data(core().utf8).write(to: folder.appendingPathComponent("core.json"))
        for (t, name) in Self.themes.enumerated() {
            try Data(semantic(theme: t).utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        try Data(Self.configuration(tokens: #"{ "files": ["tokens"] }"#).utf8).write(to: root.appendingPathComponent("studio/aurum-codegen.json"))
    }

    static func configuration(tokens: String) -> String {
        """
        {
          "tokens": \(tokens),
          "swift": { "output": "out", "accessLevel": "public", "namespaces": { "color": "Colors", "dimension": "Dimensions" } }
        }
        """
    }

    /// Groups of 100 tokens: `color.g3.c301`, `space.g3.s302`, `space.g3.m303` (= `{space.g3.s302} * 2`).
    private func core() -> String {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for i in 0..<coreCount {
            let group = "g\(i / 300)"
            let (kind, entry): (String, String)
            switch i % 3 {
            case 0: (kind, entry) = ("color", #""c\#(i)": { "value": "\#(Self.hex(i))", "type": "color" }"#)
            case 1: (kind, entry) = ("space", #""s\#(i)": { "value": "\#(i % 64 + 1)", "type": "spacing" }"#)
            default: (kind, entry) = ("space", #""m\#(i)": { "value": "{space.\#(group).s\#(i - 1)} * 2", "type": "spacing" }"#)
            }
            let key = kind + "." + group
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return Self.render(order.map { ($0, groups[$0]!) })
    }

    /// `sem.g0.bg0` (a core colour, every tenth darkened), `sem.g0.gap1` (its own number per theme),
    /// `sem.g0.pad2` (= `{sem.g0.gap1} * 1.5 + {space.gK.sN}`).
    private func semantic(theme: Int) -> String {
        var groups: [(String, [String])] = []
        for j in 0..<semanticCount {
            let group = "sem.g\(j / 300)"
            if groups.last?.0 != group { groups.append((group, [])) }
            let core = ((j * 7 + theme * 3) % (coreCount / 3)) * 3
            let entry: String
            switch j % 3 {
            case 0:
                let modify = j % 30 == 0
                    ? #", "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.\#(theme + 1)", "space": "lch" } } }"# : ""
                entry = #""bg\#(j)": { "value": "{color.g\#(core / 300).c\#(core)}", "type": "color"\#(modify) }"#
            case 1:
                entry = #""gap\#(j)": { "value": "\#((j + theme) % 24 + 2)", "type": "spacing", "description": "Gap \#(j)." }"#
            default:
                let s = core + 1
                entry = #""pad\#(j)": { "value": "{\#(group).gap\#(j - 1)} * 1.5 + {space.g\#(s / 300).s\#(s)}", "type": "spacing" }"#
            }
            groups[groups.count - 1].1.append(entry)
        }
        return Self.render(groups)
    }

    private static func hex(_ i: Int) -> String {
        String(format: "#%02x%02x%02x", (i * 37) % 256, (i * 91) % 256, (i * 53) % 256)
    }

    /// Dotted group keys as nested objects (`color.g0` → `"color": { "g0": { … } }`), in order.
    private static func render(_ groups: [(String, [String])]) -> String {
        final class Node {
            var children: [(String, Node)] = []
            var entries: [String] = []
            func child(_ name: String) -> Node {
                if let c = children.first(where: { $0.0 == name }) { return c.1 }
                let n = Node()
                children.append((name, n))
                return n
            }
            func render(_ depth: Int) -> String {
                let indent = String(repeating: "  ", count: depth + 1)
                let items = entries.map { indent + $0 } + children.map { indent + "\"\($0.0)\": " + $0.1.render(depth + 1) }
                return "{\n" + items.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: depth) + "}"
            }
        }
        let root = Node()
        for (key, entries) in groups {
            var node = root
            for name in key.split(separator: ".") { node = node.child(String(name)) }
            node.entries += entries
        }
        return root.render(0) + "\n"
    }
}
