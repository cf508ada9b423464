import Foundation
import Testing
@testable import AurumCodegenCore

/// Every row of `../shared/corpus/README.md` as a user runs it with the built `aurum-codegen`: the exit status,
/// the written Swift type-checked in one `swiftc` run, its tokens per type against a count taken from the input
/// files themselves, and its warnings (the constructs the README names reported, each as one summary per file).
@Suite struct CorpusTests {
    /// The README's table: 17 rows (the spec examples and the diff cases have tests of their own), the per-file
    /// ones one invocation per file.
    @Test func everyRowIsListed() throws {
        let readme = try String(contentsOf: TestPaths.sharedFile("corpus/README.md"), encoding: .utf8)
        for row in CorpusRow.all {
            let folder = row.corpusSet.inputs.first.map { String($0.split(separator: "/")[0]) } ?? ""
            #expect(readme.contains("`\(folder)/"), "\(row.name): the README has no row for \(folder)")
        }
        #expect(CorpusRow.all.count == 34)
        #expect(CorpusRow.all.filter { $0.name.hasPrefix("sd-transforms ") }.count == 11)
        #expect(CorpusRow.all.filter { $0.name.hasPrefix("terrazzo ") && $0.name.hasSuffix(".resolver.json") }.count == 9)
    }

    @Test(arguments: CorpusRow.all) func row(_ row: CorpusRow) throws {
        let scratch = try SwiftCompiler.temporaryDirectory("corpus")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var inputs = try row.inputURLs().map(\.path)
        if row.kind == .importsThenGenerates {
            let imported = scratch.appendingPathComponent("imported")
            let run = try CorpusRun.run(["import", "figma-variables", "--partial", "--out", imported.path] + inputs)
            #expect(run.code == 0, "import exited \(run.code):\n\(Self.head(run.error))")
            guard run.code == 0 else { return }
            inputs = [imported.path]
        }
        let expected = try CorpusTokenCount.of(inputs.map(URL.init(fileURLWithPath:)))
        let output = scratch.appendingPathComponent("out")
        let generate = ["generate", "--output", output.path]

        switch row.kind {
        case .generates, .importsThenGenerates:
            let run = try CorpusRun.run(generate + inputs)
            #expect(run.code == 0, "exited \(run.code):\n\(Self.head(run.error))")
            guard run.code == 0 else { return }
            try Self.checkGenerated(run, output: output, expected: expected, scratch: scratch)
            Self.checkWarnings(run, expects: row.warns)

        case .undefinedReferences:
            let undefined = expected.undefinedReferences
            #expect(!undefined.isEmpty, "the set's files define every reference")
            let failing = try CorpusRun.run(generate + inputs)
            #expect(failing.code == 1, "without --skip-invalid: exited \(failing.code)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "an input with errors wrote output")
            let errors = failing.errors.map(\.message).joined(separator: "\n")
            for target in undefined.keys.sorted() {
                #expect(errors.contains(target), "no error names the undefined reference \(target)")
            }
            let skipping = try CorpusRun.run(generate + ["--skip-invalid"] + inputs)
            #expect(skipping.code == 0, "with --skip-invalid: exited \(skipping.code):\n\(Self.head(skipping.error))")
            guard skipping.code == 0 else { return }
            let swift = try Self.typeCheck(output, scratch: scratch)
            let referencing = undefined.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            let warnings = skipping.warnings.map(\.message).joined(separator: "\n")
            for token in referencing.sorted() {
                #expect(!swift.tokenPaths.contains(token), "\(token) references an undefined token but was generated")
                #expect(warnings.contains(token), "\(token) is not listed as skipped")
            }
            #expect(swift.tokenPaths.count > 0)
            #expect(swift.tokenPaths.count <= expected.total - referencing.count)
            Self.checkWarnings(skipping, expects: row.warns, listsSkipped: true)

        case .stretch:
            let run = try CorpusRun.run(generate + inputs)
            #expect(run.code == 0 || run.code == 1, "exited \(run.code): a crash or a usage error")
            if run.code == 0 {
                try Self.checkGenerated(run, output: output, expected: expected, scratch: scratch)
                Self.checkWarnings(run, expects: row.warns)
            } else {
                #expect(!run.errors.isEmpty, "exit 1 with no error diagnostic")
                #expect(!FileManager.default.fileExists(atPath: output.path), "an input with errors wrote output")
                let lines = run.error.split(separator: "\n")
                #expect(lines.count <= 1_000, "\(lines.count) lines of diagnostics for one run")
                let located = run.errors.filter { $0.file.hasPrefix("/") }
                #expect(located.count == run.errors.count, "errors without a file location")
            }
        }
    }

    /// The Swift type-checks, and it holds every token of the input with its type: the total exactly (the Swift's
    /// documented token paths and the summary's count), each DTCG type at least as often as the files declare it
    /// (untyped and other types may become any of them; number and dimension convert into each other).
    static func checkGenerated(_ run: CorpusRun, output: URL, expected: CorpusTokenCount, scratch: URL) throws {
        let swift = try typeCheck(output, scratch: scratch)
        let skipped = skippedByType(run)
        #expect(swift.tokenPaths.count + skipped == expected.total,
                "the Swift holds \(swift.tokenPaths.count) tokens and \(skipped) were skipped with a warning; the files hold \(expected.total) (\(expected))")
        guard let summary = run.summaryCounts else {
            Issue.record("no 'tokens:' summary line in:\n\(head(run.output))")
            return
        }
        #expect(summary.values.reduce(0, +) + skipped == expected.total, "summary \(summary), \(skipped) skipped, against the files' \(expected)")
        for type in CorpusTokenCount.dtcgTypes.subtracting(["number", "dimension"]).sorted() {
            #expect(summary[type, default: 0] >= expected.byType[type, default: 0],
                    "\(summary[type, default: 0]) \(type) generated; the files declare \(expected.byType[type, default: 0])")
        }
        let numeric = { (counts: [String: Int]) in counts["number", default: 0] + counts["dimension", default: 0] }
        #expect(numeric(summary) >= numeric(expected.byType), "numbers and dimensions: \(summary) against \(expected)")
    }

    /// Tokens of a type with no Swift value, left out with one warning per type: "3 tokens have the type
    /// \"composition\"; …; they are skipped".
    static func skippedByType(_ run: CorpusRun) -> Int {
        run.warnings.reduce(0) { sum, warning in
            let message = warning.message
            guard message.hasSuffix("it is skipped") || message.hasSuffix("they are skipped"),
                  message.contains(" the type "), let count = Int(message.prefix { $0.isNumber }) else { return sum }
            return sum + count
        }
    }

    /// Every Swift file written, type-checked together in one whole-module `swiftc` run.
    static func typeCheck(_ output: URL, scratch: URL) throws -> GeneratedSwift {
        let swift = GeneratedSwift(output)
        #expect(!swift.files.isEmpty, "no Swift written")
        guard !swift.files.isEmpty else { return swift }
        try SwiftCompiler.run(["-typecheck"] + swift.files.map(\.path), in: scratch)
        return swift
    }

    /// The README's constructs are each reported; a construct is one summary per file; no warning's text repeats
    /// per token (the same text, numbers and quoted names aside, at most `repeatBound` times in a file; the tokens
    /// `--skip-invalid` leaves out are listed one by one by design).
    static let repeatBound = 10

    static func checkWarnings(_ run: CorpusRun, expects constructs: [CompatibilityConstruct], listsSkipped: Bool = false) {
        let warnings = run.warnings
        func mentions(_ construct: CompatibilityConstruct, _ message: String) -> Bool {
            message.contains(" \(construct.plural)") || message.contains(" \(construct.singular)")
        }
        for construct in constructs {
            #expect(warnings.contains { mentions(construct, $0.message) }, "no warning says \"\(construct.plural)\"")
        }
        var perConstruct: [String: Int] = [:], perText: [String: Int] = [:]
        for warning in warnings {
            for construct in CompatibilityConstruct.allCases where mentions(construct, warning.message) {
                perConstruct["\(warning.file): \(construct.plural)", default: 0] += 1
            }
            if listsSkipped && warning.message.contains("skip") { continue }
            // A name clash is one warning per pair of tokens, both paths named, as the collision rule says.
            if warning.message.contains("would both be") { continue }
            perText["\(warning.file): \(normalized(warning.message))", default: 0] += 1
        }
        for (key, count) in perConstruct.sorted(by: { $0.key < $1.key }) where count > 1 {
            Issue.record("\(count) summary warnings of one kind in one file: \(key)")
        }
        for (key, count) in perText.sorted(by: { $0.key < $1.key }) where count > repeatBound {
            Issue.record("\(count) warnings with the same text in one file: \(key)")
        }
    }

    /// A message with its numbers and quoted or braced names blanked, so per-token repeats compare equal.
    static func normalized(_ message: String) -> String {
        var result = "", closing: Character?
        for character in message {
            if let end = closing {
                if character == end { result.append(character); closing = nil }
                continue
            }
            switch character {
            case "'", "\"", "`": closing = character; result.append(character)
            case "{": closing = "}"; result.append(character)
            case "0"..."9": if result.last != "#" { result.append("#") }
            default: result.append(character)
            }
        }
        return result
    }

    static func head(_ text: String) -> String { text.split(separator: "\n").prefix(8).joined(separator: "\n") }
}
