import Foundation
import Testing

/// `../shared/corpus/adobe-design-data-spec-diff-fixtures`: Adobe's design-data-spec diff conformance cases, each an
/// `old/` and a `new/` token set and the `expected.json` the spec's diff produces. Every case runs through the built
/// `aurum-codegen drift --tokens-old old --tokens-new new` in every format; the JSON report must hold exactly the
/// expected changes (their kind names mapped to ours), the others must name them, and the exit status says whether
/// anything changed. The new side of each case also generates Swift that type-checks.
@Suite struct AdobeDiffCorpusTests {
    /// The spec's category names → `drift`'s kinds.
    static let kinds = ["renamed": "renamed", "deprecated": "deprecated", "reverted": "reverted",
                        "added": "added", "deleted": "removed", "updated": "updated"]

    static func cases() throws -> [URL] {
        let root = try TestPaths.sharedFile("corpus/adobe-design-data-spec-diff-fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        return names.map { root.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("expected.json").path) }
    }

    @Test func everyCaseReportsWhatItsExpectedFileLists() throws {
        let cases = try Self.cases()
        // The corpus README says 14 cases; the upstream folder (and so ../shared) holds 13, each with expected.json.
        #expect(cases.count == 13)
        var passed = 0
        for folder in cases where try Self.check(folder) { passed += 1 }
        #expect(passed == 13, "\(passed) of \(cases.count) diff cases agree with their expected.json")
    }

    /// An expected change as the spec writes it, and as our JSON report should hold it.
    struct Change: Hashable, CustomStringConvertible {
        var kind: String
        var name: String
        var formerName: String?
        var uuid: String?
        var properties: [String]

        var description: String { "\(kind) \(formerName.map { "\($0) → " } ?? "")\(name) [\(uuid ?? "-")] \(properties)" }
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case nil, is NSNull: nil
        case let s as String: s
        case let b as Bool: b ? "true" : "false"
        case let d as Double: String(d)
        default: nil
        }
    }

    static func expected(_ folder: URL) throws -> [Change] {
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        let document = try #require(try JSONDecoder().decode(AnyJSON.self, from: data).value as? [String: Any])
        var changes: [Change] = []
        for (category, entries) in document {
            let kind = try #require(kinds[category], "unknown category \(category)")
            for entry in entries as? [[String: Any]] ?? [] {
                let properties = (entry["property_changes"] as? [[String: Any]] ?? []).map { change in
                    let type = text(change["change_type"]) ?? ""
                    return "\(text(change["path"]) ?? "") \(type) \(text(change["original_value"]) ?? "-") \(text(change["new_value"]) ?? "-")"
                }
                changes.append(Change(kind: kind, name: text(entry["new_name"]) ?? text(entry["name"]) ?? "",
                                      formerName: text(entry["old_name"]), uuid: text(entry["uuid"]), properties: properties))
            }
        }
        return changes
    }

    static func reported(_ json: String) throws -> [Change] {
        let document = try #require(try JSONDecoder().decode(AnyJSON.self, from: Data(json.utf8)).value as? [String: Any])
        return (document["findings"] as? [[String: Any]] ?? []).map { finding in
            let properties = (finding["propertyChanges"] as? [[String: Any]] ?? []).map { change in
                "\(text(change["path"]) ?? "") \(text(change["change"]) ?? "") \(text(change["old"]) ?? "-") \(text(change["new"]) ?? "-")"
            }
            return Change(kind: text(finding["kind"]) ?? "", name: text(finding["subject"]) ?? "",
                          formerName: text(finding["formerSubject"]), uuid: text(finding["identity"]), properties: properties)
        }
    }

    /// One case in every format; true when all of it agrees.
    static func check(_ folder: URL) throws -> Bool {
        let name = folder.lastPathComponent
        let expected = try Self.expected(folder)
        let base = ["drift", "--tokens-old", folder.appendingPathComponent("old").path, "--tokens-new", folder.appendingPathComponent("new").path]
        let json = try CorpusRun.run(base + ["--format", "json"])
        let exit: Int32 = expected.isEmpty ? 0 : 1
        var agrees = json.code == exit
        #expect(json.code == exit, "\(name): json exited \(json.code)\n\(json.error)")
        let reported = try Self.reported(json.output)
        // The spec lists property changes for renamed and updated tokens only; drift shows them for reverted ones too.
        let normalised = reported.map { change -> Change in
            var change = change
            if change.kind != "renamed" && change.kind != "updated" { change.properties = [] }
            return change
        }
        let same = Set(normalised) == Set(expected) && normalised.count == expected.count
        agrees = agrees && same
        #expect(same, "\(name): reported \(normalised), expected \(expected)")
        for format in ["text", "github", "html"] {
            let run = try CorpusRun.run(base + ["--format", format])
            #expect(run.code == exit, "\(name): \(format) exited \(run.code)")
            let names = expected.allSatisfy { run.output.contains($0.name) }
            #expect(names, "\(name): the \(format) report does not name every change")
            agrees = agrees && run.code == exit && names
        }
        return agrees
    }

    /// The new side of every case generates and type-checks: the design-data-spec files are a token format like any other.
    @Test func theNewSetsGenerate() throws {
        let scratch = try SwiftCompiler.temporaryDirectory("adobe-diff")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputs = try Self.cases().map { $0.appendingPathComponent("new").path }
        var generated = 0
        for (index, input) in inputs.enumerated() {
            let output = scratch.appendingPathComponent("out\(index)")
            let run = try CorpusRun.run(["generate", "--output", output.path, input])
            #expect(run.code == 0, "\(input): exited \(run.code)\n\(run.error)")
            guard run.code == 0 else { continue }
            // One token per element of the case's array files (legacy object files: per root member).
            let files = try FileManager.default.contentsOfDirectory(atPath: input).filter { $0.hasSuffix(".json") }
            let tokens = try files.reduce(0) { count, file in
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: input).appendingPathComponent(file)))
                return count + ((json as? [Any])?.count ?? (json as? [String: Any])?.count ?? 0)
            }
            let swift = try CorpusTests.typeCheck(output, scratch: scratch)
            #expect(swift.tokenPaths.count == tokens, "\(input): \(swift.tokenPaths.count) tokens generated, \(tokens) in the files")
            generated += 1
        }
        #expect(generated == 13)
    }
}
