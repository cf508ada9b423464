import Foundation
import Testing
@testable import AurumCodegenCore

/// Every reader ends oversized, over-deep or runaway input with a diagnostic (`InputLimits`), quickly, instead of
/// a stack overflow, an out-of-memory kill or a run that does not end.
@Suite struct InputLimitsTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func messages(_ body: () throws -> Void) -> [String] {
        do {
            try body()
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.message)
        } catch {
            return ["not a diagnostic: \(error)"]
        }
    }

    /// Every file reader, given `name` holding `url`'s bytes: the diagnostics it ends with.
    static func everyReader(_ url: URL, in directory: URL) -> [String: [String]] {
        var results: [String: [String]] = [:]
        let shown = url.lastPathComponent
        results["json"] = messages { _ = try JSONReader.parse(contentsOf: url, displayPath: shown) }
        results["token file"] = messages { _ = try TokenLoader.load(files: [url]) }
        results["resolver"] = messages { _ = try TokenLoader.load(resolver: url) }
        results["configuration"] = messages { _ = try ConfigurationLoader.load(contentsOf: url, displayPath: shown) }
        results["manifests"] = messages {
            var diagnostics = DiagnosticCollector()
            _ = ComponentManifestLoader.load(componentsDirectory: directory, iconsFile: url, diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
        }
        results["figma variables"] = messages {
            var diagnostics = DiagnosticCollector()
            _ = FigmaVariablesParser.parse(try JSONReader.parse(contentsOf: url, displayPath: shown), file: shown, diagnostics: &diagnostics)
        }
        results["figma nodes"] = messages {
            var diagnostics = DiagnosticCollector()
            _ = FigmaNodesParser.parse(try JSONReader.parse(contentsOf: url, displayPath: shown), file: shown, diagnostics: &diagnostics)
        }
        return results
    }

    @Test func aOneGigabyteFileIsRefusedFromItsSizeBeforeItIsRead() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Sparse: a gigabyte on paper, no disk used. The component loader reads *.component.json here.
        for name in ["big.component.json", "big.mustache"] {
            let url = directory.appendingPathComponent(name)
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
        }
        let started = Date()
        let results = Self.everyReader(directory.appendingPathComponent("big.component.json"), in: directory)
        for (reader, messages) in results {
            #expect(messages.contains { $0.contains("is 1 GB; input files may be at most 64 MB") }, "\(reader): \(messages)")
        }
        let templates = Self.messages { _ = try TemplateLoader.library(overrides: directory, displayDirectory: "templates") }
        #expect(templates == ["'templates/big.mustache' is 1 GB; input files may be at most 64 MB"])
        // Refused from the size: reading a gigabyte would take far longer than this.
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func nestingOneHundredThousandDeepIsADiagnosticInEveryReader() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let url = directory.appendingPathComponent("deep.component.json")
            try Data((String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000)).utf8).write(to: url)
            for (reader, messages) in Self.everyReader(url, in: directory) {
                #expect(messages.contains("nesting is too deep: more than 512 levels of arrays and objects"), "\(reader): \(messages)")
            }
        }
        let sections = String(repeating: "{{#a}}", count: 100_000) + String(repeating: "{{/a}}", count: 100_000)
        #expect(Self.messages { _ = try MustacheTemplate(source: sections, name: "deep") } == ["'{{#a}}' is nested more than 100 levels deep"])
    }

    @Test func aHundredThousandAliasesInAChainEndInOneDiagnosticWhateverTheOrder() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // t0 is a number; t<i> aliases t<i-1>. Written from the deep end first, the resolver walks a hundred
        // thousand dependencies before it reaches a value (ten times the limit, and deeper than a thread's stack
        // would hold were the walk recursive); written from t0, each token is one step from a resolved one.
        for (count, reversed) in [(100_000, true), (20_000, false)] {
            var text = "{"
            let indices = reversed ? Array((1..<count).reversed()) : Array(1..<count)
            if !reversed { text += #""t0":{"$type":"number","$value":1},"# }
            for i in indices { text += #""t\#(i)":{"$value":"{t\#(i - 1)}"},"# }
            if reversed { text += #""t0":{"$type":"number","$value":1},"# }
            text.removeLast()
            text += "}"
            let url = directory.appendingPathComponent("chain.tokens.json")
            try Data(text.utf8).write(to: url)
            let messages = Self.messages { _ = try TokenLoader.load(files: [url]) }
            #expect(messages == ["t10001 reaches its value through more than 10000 aliases (t10000 → …); at most 10000 are supported"], "\(count) reversed: \(reversed)")
        }
    }

    @Test func aPartialThatIncludesItselfEndsInADiagnostic() throws {
        let loop = try MustacheTemplate(source: "{{>self}}", name: "self")
        let library = MustacheLibrary(templates: ["self": loop])
        #expect(Self.messages { _ = try loop.render([:], partials: library) }.first?.contains("nested more than 100 partials deep") == true)

        // Twice per level, 40 levels of data: 2^40 expansions unless something stops it. The innermost `a` is
        // false, so recursion ends at depth 40 (an empty innermost context would find an outer `a` and recurse
        // until the nesting limit instead).
        let doubling = try MustacheTemplate(source: "{{#a}}{{>self}}{{>self}}{{/a}}x", name: "self")
        var data: MustacheValue = .dictionary(MustacheDictionary(["a": false]))
        for _ in 0..<40 { data = .dictionary(MustacheDictionary(["a": data])) }
        let started = Date()
        let messages = Self.messages { _ = try doubling.render(data, partials: MustacheLibrary(templates: ["self": doubling])) }
        #expect(messages.first?.hasPrefix("the template enters more than 2000000 sections and partials in one render") == true, "\(messages)")
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func contextCombinationsAreBounded() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The bound is per token: thirteen two-context modifiers no token depends on cost nothing; a token whose alias
        // chain passes through all thirteen (8192 combinations) is one error naming them.
        let modifiers = (0..<13).map { #""m\#($0)": { "contexts": { "a": [], "b": [] } }"# }.joined(separator: ", ")
        let order = (0..<13).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }.joined(separator: ", ")
        let url = directory.appendingPathComponent("many.resolver.json")
        try Data(#"{ "version": "2025.10", "modifiers": { \#(modifiers) }, "resolutionOrder": [\#(order)] }"#.utf8).write(to: url)
        #expect(Self.messages { _ = try TokenLoader.load(resolver: url) } == [])
        let chained = (0..<13).map { i in
            let b = i == 0 ? "1" : "\"{x.m\(i - 1)}\""
            return #""m\#(i)": { "contexts": { "a": [{ "x": { "m\#(i)": { "$type": "number", "$value": 0 } } }], "b": [{ "x": { "m\#(i)": { "$type": "number", "$value": \#(b) } } }] } }"#
        }.joined(separator: ", ")
        try Data(#"{ "version": "2025.10", "modifiers": { \#(chained) }, "resolutionOrder": [\#(order)] }"#.utf8).write(to: url)
        let messages = Self.messages { _ = try TokenLoader.load(resolver: url) }
        #expect(messages.count == 1 && messages.first?.hasPrefix("token x.m12 depends on 13 modifiers, m0 (2), m1 (2),") == true, "\(messages)")
    }

    @Test func limitsReadAsPeopleWriteThem() {
        #expect(InputLimits.describe(bytes: 1 << 30) == "1 GB")
        #expect(InputLimits.describe(bytes: 64 << 20) == "64 MB")
        #expect(InputLimits.describe(bytes: 1536) == "1.5 KB")
        #expect(InputLimits.describe(bytes: 12) == "12 bytes")
    }
}
