import Foundation
import Testing
@testable import AurumCodegenCore

/// The whole Adobe Spectrum set (`../shared/corpus/adobe-spectrum-tokens/packages/tokens/src`) as a user runs it:
/// `generate` exits 0, the Swift type-checks and holds every token with its type, and each token varies with the
/// modifiers its sets use, directly or through the tokens it aliases (counted from the files themselves).
@Suite struct SpectrumCorpusTests {
    static func folder() throws -> URL { try TestPaths.sharedFile("corpus/adobe-spectrum-tokens/packages/tokens/src") }

    @Test func generatesTypeChecksAndSaysItsModes() throws {
        let scratch = try SwiftCompiler.temporaryDirectory("spectrum-corpus")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = try Self.folder()
        let output = scratch.appendingPathComponent("out")
        let run = try CorpusRun.run(["generate", "--output", output.path, input.path])
        #expect(run.code == 0, "exited \(run.code):\n\(run.error.prefix(2_000))")
        guard run.code == 0 else { return }
        try CorpusTests.checkGenerated(run, output: output, expected: try CorpusTokenCount.of([input]), scratch: scratch)
        let expected = try Self.modifiersFromFiles(input)
        for (name, contexts) in expected.contexts.sorted(by: { $0.key < $1.key }) {
            #expect(run.output.contains("\(name) = \(contexts.joined(separator: " | ")) (default \(contexts[0]))"), "\(name) in:\n\(run.output)")
        }
        #expect(!run.warnings.contains { $0.message.contains("Spectrum sets") })
        #expect(run.error.split(separator: "\n").count <= 20, "one summary line per kind:\n\(run.error)")
    }

    @Test func eachTokenVariesWithTheModifiersItsSetsUse() throws {
        let input = try Self.folder()
        let set = try TokenLoader.load(files: [input])
        let expected = try Self.modifiersFromFiles(input)
        #expect(Set(set.modifiers.map(\.name)) == Set(expected.contexts.keys))
        var actual: [String: Set<String>] = [:]
        for token in set.tokens {
            for m in token.axes?.indices ?? [] { actual[set.modifiers[m].name, default: []].insert(token.path.joined(separator: ".")) }
        }
        for (name, tokens) in expected.tokens {
            let found = actual[name] ?? []
            #expect(found == tokens, "\(name): \(found.count) tokens vary, the files say \(tokens.count); only in the Swift: \(found.subtracting(tokens).sorted().prefix(5)), missing: \(tokens.subtracting(found).sorted().prefix(5))")
        }
    }

    static func references(in value: Any) -> Set<String> {
        if let s = value as? String { return s.hasPrefix("{") && s.hasSuffix("}") ? [String(s.dropFirst().dropLast())] : [] }
        if let object = value as? [String: Any] { return object.values.reduce(into: []) { $0.formUnion(references(in: $1)) } }
        if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(references(in: $1)) } }
        return []
    }

    /// From the files alone: per modifier (`<name>-set.json` schema), its contexts and the tokens that vary with
    /// it: those with such sets, and every token aliasing one of them, transitively.
    static func modifiersFromFiles(_ folder: URL) throws -> (contexts: [String: [String]], tokens: [String: Set<String>]) {
        var contexts: [String: [String]] = [:]
        var direct: [String: Set<String>] = [:]
        var dependants: [String: Set<String>] = [:]
        // Every `{name}` in a value, at any depth (a typography's or a shadow's members too), and in every set.
        func aliases(_ token: [String: Any]) -> Set<String> {
            var out = token["value"].map(references) ?? []
            for case let inner as [String: Any] in (token["sets"] as? [String: Any])?.values.map({ $0 }) ?? [] { out.formUnion(aliases(inner)) }
            return out
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
        for file in files.sorted(by: { $0.path < $1.path }) {
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
            for (name, value) in root {
                guard let token = value as? [String: Any] else { continue }
                for target in aliases(token) { dependants[target, default: []].insert(name) }
                guard let schema = token["$schema"] as? String, let sets = token["sets"] as? [String: Any] else { continue }
                let file = schema.split(separator: "/").last.map(String.init) ?? schema
                guard file.hasSuffix("-set.json") else { continue }
                let modifier = String(file.dropLast("-set.json".count))
                direct[modifier, default: []].insert(name)
                for context in sets.keys where !(contexts[modifier]?.contains(context) ?? false) { contexts[modifier, default: []].append(context) }
            }
        }
        // Contexts in the order the files write them: the first token's order (every set token lists them alike).
        for (modifier, _) in contexts {
            for file in files.sorted(by: { $0.path < $1.path }) {
                let text = try String(contentsOf: file, encoding: .utf8)
                guard text.contains("/\(modifier)-set.json") else { continue }
                let ordered = contexts[modifier]!.sorted { (text.range(of: "\"\($0)\": {")?.lowerBound ?? text.endIndex) < (text.range(of: "\"\($1)\": {")?.lowerBound ?? text.endIndex) }
                contexts[modifier] = ordered
                break
            }
        }
        var tokens: [String: Set<String>] = [:]
        for (modifier, names) in direct {
            var reached = names
            var queue = Array(names)
            while let next = queue.popLast() {
                for d in dependants[next] ?? [] where reached.insert(d).inserted { queue.append(d) }
            }
            tokens[modifier] = reached
        }
        return (contexts, tokens)
    }
}
