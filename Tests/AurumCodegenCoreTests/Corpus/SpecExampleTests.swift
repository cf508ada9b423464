import Foundation
import Testing

/// Every example of the DTCG 2025.10 reports (`../shared/corpus/dtcg-spec-examples`, INDEX.tsv: file → section and
/// source line) through `aurum-codegen validate`: the valid ones pass, the invalid ones fail with a diagnostic at a
/// line and column, none crashes. What each example is was decided from the spec text around it
/// (`../shared/reference/dtcg/technical-reports`); the reason is recorded for every one that is not plainly valid.
@Suite struct SpecExampleTests {
    enum Expectation: Sendable, Equatable {
        /// A complete, valid document: `validate` exits 0.
        case valid
        /// Outside 2025.10 in a way compatible mode reads (the spec's own example omits what the type requires):
        /// exits 0 with a warning by default, 1 with `--strict`.
        case compatible(String)
        /// The spec text calls it invalid, or its values break a rule of the spec.
        case invalid(String)
        /// A cut from a larger example: it names tokens, groups or files the example does not hold.
        case excerpt(String)
        /// Not a token or resolver document (a resolver's input, a bare reference object, plain JSON).
        case notADocument(String)
        /// A resolver document without the `version` the resolver spec requires ("MUST provide a version"): as
        /// written it fails naming `version`; with `"version": "2025.10"` added, `completed` says what happens.
        case resolverWithoutVersion(completed: Completed)

        enum Completed: Sendable, Equatable {
            case valid
            case invalid(String)
            case excerpt(String)
        }
    }

    static let unknownReference = "references tokens defined in another example of the section"
    static let untyped = "a token with no $type, in no typed group, whose value is not an alias: 'Token is invalid if no type can be determined' (groups.md, Type Inheritance); compatible mode infers the type from the value"
    static let missingFiles = "its sources are files the example does not include"
    static let noResolutionOrder = "only the part the section shows: no resolutionOrder"

    /// Decided from the text around each example (INDEX.tsv gives the section and line).
    static let expectations: [String: Expectation] = [
        "001-format-aliases.json": .valid,
        "002-format-aliases.json": .valid,
        "003-format-aliases.json": .valid,
        "004-format-aliases.jsonc": .invalid("circular references a → b → c → a (aliases.md, Circular References)"),
        "005-format-aliases.jsonc": .valid,
        "006-format-aliases.json": .valid,
        "007-format-aliases.json": .compatible("typography without letterSpacing; composite-types.md: the value MUST be an object with all five properties"),
        "008-format-aliases.json": .notADocument("plain JSON for JSON Pointer disambiguation: an array is neither a token nor a group"),
        "009-format-composite-types.json": .excerpt(unknownReference + " ({base.shadow}, {brand.accent})"),
        "010-format-composite-types.json": .valid,
        "011-format-composite-types.json": .valid,
        "012-format-composite-types.json": .valid,
        "013-format-composite-types.json": .valid,
        "014-format-composite-types.json": .valid,
        "015-format-composite-types.json": .excerpt(unknownReference + " ({color.focusring})"),
        "016-format-composite-types.json": .valid,
        "017-format-composite-types.json": .excerpt(unknownReference + " ({base.shadow})"),
        "018-format-composite-types.json": .valid,
        "019-format-composite-types.json": .valid,
        "020-format-composite-types.json": .excerpt(unknownReference + " ({brand.secondary})"),
        "021-format-composite-types.json": .excerpt(unknownReference + " ({font.serif})"),
        "022-format-design-token.json": .valid,
        "023-format-design-token.json": .valid,
        "024-format-design-token.json": .valid,
        "025-format-design-token.json": .valid,
        "026-format-design-token.json": .valid,
        "027-format-design-token.json": .valid,
        "028-format-groups.jsonc": .valid,
        "029-format-groups.jsonc": .valid,
        "030-format-groups.json": .valid,
        "031-format-groups.json": .valid,
        "032-format-groups.json": .excerpt("$extends {button}, the group of the example before it"),
        "033-format-groups.json": .excerpt("$ref #/button, the group of the example before it"),
        "034-format-groups.jsonc": .compatible("input.field.background: " + untyped + "; the override \"100px\" is a string dimension"),
        "035-format-groups.jsonc": .valid,
        "036-format-groups.jsonc": .invalid("'Invalid circular reference': button.secondary extends its own parent"),
        "037-format-groups.jsonc": .invalid("'Another circular reference': groupA and groupB extend each other"),
        "038-format-groups.jsonc": .compatible("button-large.padding: " + untyped),
        "039-format-groups.json": .valid,
        "040-format-groups.json": .compatible("base: " + untyped),
        "041-format-groups.json": .compatible("base: " + untyped),
        "042-format-groups.jsonc": .invalid("extended must satisfy its local $type dimension and base's constraints: the colour it inherits cannot"),
        "043-format-groups.jsonc": .invalid("'Circular reference detection': a → b → c → a"),
        "044-format-groups.json": .valid,
        "045-format-groups.json": .invalid("a dimension in \"%\": types.md, Dimension: the unit may only be \"px\" or \"rem\""),
        "046-format-groups.json": .valid,
        "047-format-groups.json": .valid,
        "048-format-groups.json": .valid,
        "049-format-groups.json": .valid,
        "050-format-terminology.json": .invalid("the shadow's colour is a token object ({$type, $value}); composite-types.md: a colour value or a reference to a colour token"),
        "051-format-types.json": .valid,
        "052-format-types.json": .valid,
        "053-format-types.json": .valid,
        "054-format-types.json": .valid,
        "055-format-types.json": .valid,
        "056-format-types.json": .valid,
        "057-color-color-type.json": .valid,
        "058-color-color-type.json": .valid,
        "059-color-color-type.json": .valid,
        "060-color-color-type.json": .valid,
        "061-color-color-type.json": .valid,
        "062-color-color-type.json": .valid,
        "063-color-color-type.json": .valid,
        "064-color-color-type.json": .valid,
        "065-color-color-type.json": .valid,
        "066-color-color-type.json": .valid,
        "067-color-color-type.json": .valid,
        "068-color-color-type.json": .valid,
        "069-color-color-type.json": .valid,
        "070-color-color-type.json": .valid,
        "071-color-color-type.json": .valid,
        "072-color-color-type.json": .valid,
        "073-color-color-type.json": .valid,
        "074-color-token-naming.json": .valid,
        "075-color-token-naming.json": .valid,
        "076-color-token-naming.json": .excerpt(unknownReference + " ({color.brand.primary})"),
        "077-color-token-naming.json": .valid,
        "078-color-token-naming.json": .valid,
        "079-color-token-naming.jsonc": .valid,
        "080-color-token-naming.json": .valid,
        "081-color-token-naming.jsonc": .valid,
        "082-color-token-naming.json": .excerpt(unknownReference + " ({color.red.600}, …)"),
        "083-color-token-naming.jsonc": .excerpt(unknownReference + " ({color.red.600}, …)"),
        "084-color-token-naming.json": .excerpt(unknownReference + " ({color.background.error}, …)"),
        "085-resolver-bundling.json": .resolverWithoutVersion(completed: .excerpt(missingFiles)),
        "086-resolver-bundling.jsonc": .resolverWithoutVersion(completed: .valid),
        "087-resolver-bundling.jsonc": .resolverWithoutVersion(completed: .valid),
        "088-resolver-inputs.json": .resolverWithoutVersion(completed: .invalid("modifiers \"size\" and \"beta\" have \"context\"; syntax.md: a modifier MUST declare a contexts map")),
        "089-resolver-inputs.json": .notADocument("a resolver's input (modifier → context)"),
        "090-resolver-inputs.json": .notADocument("a resolver's input (modifier → context)"),
        "091-resolver-resolution-logic.json": .resolverWithoutVersion(completed: .valid),
        "092-resolver-resolution-logic.json": .valid,
        "093-resolver-resolution-logic.json": .resolverWithoutVersion(completed: .invalid("modifier \"theme\" has \"context\"; syntax.md: a modifier MUST declare a contexts map")),
        "094-resolver-resolution-logic.json": .notADocument("a resolver's input (modifier → context)"),
        "095-resolver-syntax.json": .resolverWithoutVersion(completed: .excerpt(noResolutionOrder)),
        "096-resolver-syntax.json": .resolverWithoutVersion(completed: .excerpt(noResolutionOrder)),
        "097-resolver-syntax.json": .resolverWithoutVersion(completed: .excerpt(noResolutionOrder)),
        "098-resolver-syntax.jsonc": .resolverWithoutVersion(completed: .excerpt(noResolutionOrder)),
        "099-resolver-syntax.json": .resolverWithoutVersion(completed: .excerpt(missingFiles)),
        "100-resolver-syntax.json": .notADocument("a resolver's input (modifier → context)"),
        "101-resolver-syntax.json": .notADocument("a resolver's input (modifier → context)"),
        "102-resolver-syntax.json": .notADocument("a resolver's input (modifier → context)"),
        "103-resolver-syntax.json": .notADocument("a resolver's input (modifier → context)"),
        "104-resolver-syntax.jsonc": .resolverWithoutVersion(completed: .excerpt(missingFiles)),
        "105-resolver-syntax.json": .resolverWithoutVersion(completed: .invalid("{\"$ref\": \"#/sets/Animation\"} points at a set the document does not declare ('Invalid pointers': tools MUST throw)")),
        "106-resolver-syntax.json": .notADocument("a bare reference object; 'Invalid inline set reference': it points into resolutionOrder"),
        "107-resolver-syntax.json": .notADocument("a bare reference object"),
        "108-resolver-syntax.json": .notADocument("a bare reference object"),
        "109-resolver-syntax.json": .notADocument("a bare reference object"),
        "110-resolver-syntax.json": .notADocument("a bare reference object"),
        "111-resolver-syntax.json": .notADocument("'Invalid reference objects': foo/bar and baz/bat reference each other"),
        "112-resolver-syntax.json": .notADocument("'Invalid reference objects': a reference to its own parent"),
        "113-resolver-syntax.json": .notADocument("$ref with local overrides, shown on plain JSON"),
        "114-resolver-syntax.json": .notADocument("the result of the $ref overrides above, plain JSON"),
        "115-resolver-syntax.json": .resolverWithoutVersion(completed: .excerpt(noResolutionOrder)),
    ]

    static let folder = TestPaths.shared.appendingPathComponent("corpus/dtcg-spec-examples")

    /// The files INDEX.tsv lists; empty when the folder is missing, which `everyExampleHasAnExpectation` reports.
    static let indexed: [String] = {
        guard let index = try? String(contentsOf: folder.appendingPathComponent("INDEX.tsv"), encoding: .utf8) else { return [] }
        return index.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
    }()

    @Test func everyExampleHasAnExpectation() throws {
        _ = try TestPaths.sharedFile("corpus/dtcg-spec-examples/INDEX.tsv")
        #expect(Self.indexed.count == 115)
        #expect(Set(Self.indexed) == Set(Self.expectations.keys))
        var counts: [String: Int] = [:]
        for expectation in Self.expectations.values {
            switch expectation {
            case .valid: counts["valid", default: 0] += 1
            case .compatible: counts["compatible", default: 0] += 1
            case .invalid: counts["invalid", default: 0] += 1
            case .excerpt: counts["excerpt", default: 0] += 1
            case .notADocument: counts["notADocument", default: 0] += 1
            case .resolverWithoutVersion: counts["resolverWithoutVersion", default: 0] += 1
            }
        }
        #expect(counts == ["valid": 61, "compatible": 5, "invalid": 7, "excerpt": 11, "notADocument": 17, "resolverWithoutVersion": 14])
    }

    @Test(arguments: indexed) func example(_ name: String) throws {
        let source = try TestPaths.sharedFile("corpus/dtcg-spec-examples/" + name)
        guard let expectation = Self.expectations[name] else {
            Issue.record("\(name) has no expectation")
            return
        }
        let scratch = try SwiftCompiler.temporaryDirectory("spec-example")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let text = try String(contentsOf: source, encoding: .utf8)
        // The resolver report's documents go through the resolver path, which `*.resolver.json` selects.
        let isResolverSection = name.contains("-resolver-")
        let file: URL
        if isResolverSection && !text.contains("\"$value\"") || text.contains("/resolver.json\"") {
            file = scratch.appendingPathComponent(((name as NSString).deletingPathExtension) + ".resolver.json")
            try text.write(to: file, atomically: true, encoding: .utf8)
        } else {
            file = source
        }

        switch expectation {
        case .valid:
            let run = try CorpusRun.run(["validate", file.path])
            #expect(run.code == 0, "\(Self.head(run.error))")
        case .compatible(let reason):
            let run = try CorpusRun.run(["validate", file.path])
            #expect(run.code == 0, "(\(reason))\n\(Self.head(run.error))")
            #expect(!run.warnings.isEmpty, "read in compatible mode without a warning (\(reason))")
            let strict = try CorpusRun.run(["validate", "--strict", file.path])
            Self.expectLocatedFailure(strict, in: file, reason)
        case .invalid(let reason), .excerpt(let reason), .notADocument(let reason):
            Self.expectLocatedFailure(try CorpusRun.run(["validate", file.path]), in: file, reason)
        case .resolverWithoutVersion(let completed):
            let run = try CorpusRun.run(["validate", file.path])
            Self.expectLocatedFailure(run, in: file, "no version")
            #expect(run.errors.contains { $0.message.contains("version") }, "no error names the missing version")
            // The same document with the version the spec requires.
            let brace = try #require(text.firstIndex(of: "{"))
            let withVersion = String(text[...brace]) + "\n  \"version\": \"2025.10\"," + String(text[text.index(after: brace)...])
            let completedFile = scratch.appendingPathComponent("completed.resolver.json")
            try withVersion.write(to: completedFile, atomically: true, encoding: .utf8)
            let second = try CorpusRun.run(["validate", completedFile.path])
            switch completed {
            case .valid: #expect(second.code == 0, "with a version: \(Self.head(second.error))")
            case .invalid(let reason), .excerpt(let reason): Self.expectLocatedFailure(second, in: completedFile, reason)
            }
        }
    }

    /// Exit 1 (not a crash, not a usage error) with an error at a line and column of the example.
    static func expectLocatedFailure(_ run: CorpusRun, in file: URL, _ reason: String) {
        #expect(run.code == 1, "exited \(run.code), expected 1 (\(reason))\n\(head(run.error))")
        let located = run.error.split(separator: "\n").contains { line in
            guard line.hasPrefix(file.path + ":"), line.contains(": error: ") else { return false }
            let position = line.dropFirst(file.path.count + 1).split(separator: ":").prefix(2)
            return position.count == 2 && position.allSatisfy { Int($0) != nil }
        }
        #expect(located, "no error at a line and column of \(file.lastPathComponent) (\(reason))\n\(head(run.error))")
    }

    static func head(_ text: String) -> String { text.split(separator: "\n").prefix(6).joined(separator: "\n") }
}
