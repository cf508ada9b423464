import Foundation
import Testing
@testable import AurumCodegenCore
@testable import AurumCodegenCLI

/// `aurum-codegen drift` end to end, in-process: inputs, the three formats, exit codes, the
/// allow-list, configuration and the live API through a local server.
@Suite struct DriftCommandTests {
    typealias Outcome = ImportCommandTests.Outcome
    static let secret = "figd_DRIFT-SECRET-0123456789"
    static let repoRoot = ImportCommandTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let variables = ImportCommandTests.variables
    static let nodes = ImportCommandTests.fixtures.appendingPathComponent("nodes-aurum.json").path
    static let export = ImportCommandTests.fixtures.appendingPathComponent("dtcg-export").path

    /// Runs from the repository root, so the default inputs (tokens/…) are the real Aurum ones.
    static func run(_ arguments: [String], in directory: URL = repoRoot, environment: [String: String] = [:]) -> Outcome {
        ImportCommandTests.run(arguments, in: directory, environment: environment)
    }

    /// The 1-based line of `"key":` after `"parent":` in a repository file.
    static func line(ofKey key: String, under parent: String, in relative: String) throws -> Int {
        let text = try String(contentsOf: repoRoot.appendingPathComponent(relative), encoding: .utf8)
        let start = try #require(text.range(of: "\"\(parent)\":"))
        let range = try #require(text.range(of: "\"\(key)\":", range: start.upperBound..<text.endIndex))
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }

    @Test func theRecordedFileAgainstTheRealRepositoryIsDrift() throws {
        let run = Self.run(["drift", "--variables", Self.variables, "--nodes", Self.nodes, "--no-icons"])
        #expect(run.code == 1)
        #expect(run.error.isEmpty, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Token drift: ") == true)
        #expect(lines.contains("  added in Figma (2)"))
        #expect(lines.contains("Component drift: none"))
        let price = try Self.line(ofKey: "price", under: "text", in: "tokens/semantic/dark.tokens.json")
        #expect(lines.contains("    tokens/semantic/dark.tokens.json:\(price):7: color.text.price in mode Dark (theme=dark): repo aliases {color.gold.300}, Figma aliases color/gold/500 (resolved: repo #f5cf7e, Figma #dea80b)"))
        #expect(lines.last?.hasPrefix("Result: ") == true)
        #expect(lines.last?.hasSuffix("; 4 components") == true)
    }

    @Test func importThenDriftIsClean() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = Self.run(["import", "figma-variables", Self.variables, "--out", "figma-tokens"], in: directory)
        #expect(imported.code == 0)
        let drift = Self.run(["drift", "--variables", Self.variables, "--resolver", "figma-tokens/figma.resolver.json"], in: directory)
        #expect(drift.code == 0, "\(drift.output)\(drift.error)")
        #expect(drift.output == """
            Token drift: none
            Component drift: not checked
            Result: no drift; compared 32 Figma variables with 32 repo tokens (32 matched)

            """)
    }

    @Test func githubAnnotationsCarryTheRepositoryFileAndLine() throws {
        let run = Self.run(["drift", "--variables", Self.variables, "--format", "github", "--only", "tokens"])
        #expect(run.code == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        let ambient = try Self.line(ofKey: "ambient", under: "shadow", in: "tokens/semantic/dark.tokens.json")
        #expect(lines.contains("::error file=tokens/semantic/dark.tokens.json,line=\(ambient),col=7,title=Token drift%3A alias target changed::color.shadow.ambient in mode Dark (theme=dark): repo aliases {color.alpha.black.40}, Figma has the value #00000066"))
        let annotations = lines.filter { $0.hasPrefix("::") }
        #expect(!annotations.isEmpty)
        // Every annotation has a file and line: the repo token's, or for tokens only Figma has, the saved response's.
        for line in annotations {
            #expect(line.range(of: #"^::(error|warning|notice) file=[^,]+,line=[0-9]+,col=[0-9]+,title="#, options: .regularExpression) != nil, "\(line)")
        }
        #expect(lines.last?.hasPrefix("aurum-codegen drift: ") == true)
    }

    @Test func jsonIsTheDocumentedSchema() throws {
        let run = Self.run(["drift", "--variables", Self.variables, "--nodes", Self.nodes, "--format", "json"])
        #expect(run.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["status"] as? String == "drift")
        let findings = try #require(document["findings"] as? [[String: Any]])
        let keys: Set<String> = ["category", "kind", "severity", "subject", "message", "location", "figmaLocation", "figmaName", "figmaVariableId",
                                 "collection", "library", "mode", "context", "nodeId", "property", "figmaProperty", "option", "repoValue", "figmaValue",
                                 "identity", "formerSubject", "propertyChanges", "allowed", "allowReason"]
        #expect(findings.allSatisfy { Set($0.keys) == keys })
        // Icons are checked by default: the recorded response has none of their nodes.
        let icons = findings.filter { $0["kind"] as? String == "nodeMissing" }
        #expect(!icons.isEmpty && icons.allSatisfy { ($0["subject"] as? String)?.hasPrefix("AurumIcons.") == true })
        let summary = try #require(document["summary"] as? [String: Any])
        #expect((summary["components"] as? [String: Int])?["icons"] == icons.count)
    }

    /// `--format html`: one page, the same findings as the JSON report, exit 1 for drift.
    @Test func htmlIsOnePageWithEveryFinding() throws {
        let run = Self.run(["drift", "--variables", Self.variables, "--nodes", Self.nodes, "--format", "html"])
        #expect(run.code == 1)
        #expect(run.output.hasPrefix("<!DOCTYPE html>\n<!-- Generated by aurum-codegen "))
        #expect(run.output.hasSuffix("</html>\n"))
        let json = Self.run(["drift", "--variables", Self.variables, "--nodes", Self.nodes, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(run.output.components(separatedBy: "<tr><th scope=\"row\"><code class=\"path\">").count - 1 == findings.count)
    }

    @Test func theAllowListAcceptsDifferencesAndFlagsUnusedEntries() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let allow = directory.appendingPathComponent("allow.json")
        try """
        {
          "entries": [
            { "kind": "added", "token": "*", "reason": "Figma-only helpers" },
            { "kind": "removed", "token": "*", "reason": "the recorded file is a subset" },
            { "kind": "aliasTargetChanged", "token": "color.*", "mode": "Dark", "reason": "dark theme rework in progress" },
            { "kind": "valueChanged", "token": "color.text.normal", "reason": "stale" }
          ]
        }
        """.write(to: allow, atomically: true, encoding: .utf8)
        let run = Self.run(["drift", "--variables", Self.variables, "--allow-list", allow.path])
        #expect(run.code == 0, "\(run.output)")
        #expect(run.output.hasPrefix("Token drift: none\nComponent drift: not checked\nAllowed: "))
        #expect(run.error == "\(allow.path):6:5: warning: allow-list entry 'valueChanged color.text.normal' matches no finding; remove it if the difference is gone\n")

        try #"{"entries": [{"kind": "removed", "token": "*"}]}"#.write(to: allow, atomically: true, encoding: .utf8)
        let noReason = Self.run(["drift", "--variables", Self.variables, "--allow-list", allow.path])
        #expect(noReason.code == 2)
        #expect(noReason.output.isEmpty)
        #expect(noReason.error == "\(allow.path):1:14: error: allow-list entry has no reason; say why the difference is accepted\n")
    }

    @Test func theConfigurationNamesTheTokensAllowListAndModeMapping() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = Self.run(["import", "figma-variables", Self.variables, "--out", "t"], in: directory)
        #expect(imported.code == 0)
        // Swap the modes on purpose: the imported theme's light values now compare with Figma's Dark.
        try """
        {
          "tokens": { "resolver": "t/figma.resolver.json" },
          "drift": {
            "allowList": "allow.json",
            "modeMapping": { "Theme": { "modifier": "theme", "modes": { "Light": "dark", "Dark": "light" } } }
          }
        }
        """.write(to: directory.appendingPathComponent("aurum-codegen.json"), atomically: true, encoding: .utf8)
        try #"{"entries": [{"kind": "aliasTargetChanged", "token": "color.shadow.ambient", "mode": "Dark", "reason": "checked by hand"}]}"#
            .write(to: directory.appendingPathComponent("allow.json"), atomically: true, encoding: .utf8)
        let run = Self.run(["drift", "--variables", Self.variables, "--format", "json"], in: directory)
        #expect(run.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["mode"] as? String }) == ["Light", "Dark"])
        #expect(findings.allSatisfy { ($0["location"] as? [String: Any])?["file"] as? String != nil })
        #expect(findings.contains { $0["subject"] as? String == "color.shadow.ambient" && $0["allowed"] as? Bool == true })
    }

    @Test func figmasOwnExportIsAnInput() throws {
        let run = Self.run(["drift", "--figma-export", Self.export, "--format", "json"])
        let rest = Self.run(["drift", "--variables", Self.variables, "--format", "json"])
        #expect(run.code == 1)
        #expect(run.error.contains("warning: variable 'color/text/price' aliases 'gold/700', which the export does not include; its value is used"))
        // The same differences as the REST response shows, kind by kind.
        let kinds = { (outcome: Outcome) throws -> [String: Int] in
            let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
            return try #require((document["summary"] as? [String: Any])?["byKind"] as? [String: Int])
        }
        #expect(try kinds(run) == (try kinds(rest)))
    }

    @Test(arguments: [
        (["drift"], "error: nothing to compare\nhelp: pass '--variables', '--figma-export' or '--nodes' files, or '--figma-file <key>' to read Figma live"),
        (["drift", "--variables", "v.json", "--format", "jsn"], "error: unknown format 'jsn'\nhelp: did you mean 'json'?"),
        (["drift", "--variables", "v.json", "--figma-export", "e"], "error: give either '--variables' or '--figma-export', not both"),
        (["drift", "--nodes", "n.json", "--only", "tokens"], "error: '--only tokens' needs '--variables', '--figma-export' or '--figma-file'"),
        (["drift", "--variables", "v.json", "--only", "icons"], "error: '--only' takes 'tokens', 'components' or 'assets', not 'icons'"),
        (["drift", "--figma-file", "K", "--timeout", "0"], "error: '--timeout' must be a positive number of seconds, not '0'"),
        (["drift", "--variables", "v.json", "--resolver", "r.json", "--tokens", "t.json"], "error: give either '--resolver' or '--tokens', not both"),
        (["drift", "--tokens-old", "old"], "error: '--tokens-old' and '--tokens-new' go together"),
        (["drift", "--tokens-old", "old", "--tokens-new", "new", "--variables", "v.json"],
         "error: '--tokens-old'/'--tokens-new' compare two token sets; they take no Figma input, '--only', '--resolver' or '--tokens'"),
    ])
    func commandLineMistakesExitSixtyFour(arguments: [String], message: String) {
        let run = Self.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.code == 64)
        #expect(run.error.hasPrefix(message + "\n"), "\(run.error)")
        #expect(run.error.contains("usage: aurum-codegen drift "))
    }

    @Test func badInputExitsTwoWithoutAReport() throws {
        let directory = try ImportCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"meta": {"#.write(to: directory.appendingPathComponent("cut.json"), atomically: true, encoding: .utf8)
        let cut = Self.run(["drift", "--variables", "cut.json", "--resolver", Self.repoRoot.appendingPathComponent("tokens/aurum.resolver.json").path], in: directory)
        #expect(cut.code == 2)
        #expect(cut.output.isEmpty)
        #expect(cut.error.hasPrefix("cut.json:1:11: error: "))

        let missing = Self.run(["drift", "--variables", "missing.json"], in: directory)
        #expect(missing.code == 2)
        #expect(missing.error.contains("error: cannot read"))

        // A Theme collection with two modes but a resolver without modifiers cannot be mapped.
        try #"{"color": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#
            .write(to: directory.appendingPathComponent("plain.tokens.json"), atomically: true, encoding: .utf8)
        let unmapped = Self.run(["drift", "--variables", Self.variables, "--tokens", "plain.tokens.json"], in: directory)
        #expect(unmapped.code == 2)
        #expect(unmapped.output.isEmpty)
        #expect(unmapped.error.contains("error: collection 'Theme' has 2 modes (Light, Dark) but no resolver modifier maps to it"))
    }

    @Test func liveRequestsSendTheTokenAndTheManifestsNodeIDs() throws {
        let variablesBody = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.variables)))
        let nodesBody = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.nodes)))
        let server = try LocalHTTPServer { request, _ in
            request.path.hasSuffix("/variables/local") ? .respond(status: 200, body: variablesBody) : .respond(status: 200, body: nodesBody)
        }
        defer { server.stop() }
        let run = Self.run(["drift", "--figma-file", "https://www.figma.com/design/AbC123/Aurum", "--api-base", server.baseURL.absoluteString,
                            "--no-icons", "--format", "json"], environment: ["FIGMA_ACCESS_TOKEN": Self.secret])
        #expect(run.code == 1)
        #expect(!run.output.contains(Self.secret) && !run.error.contains(Self.secret))
        let requests = server.requests
        #expect(requests.map(\.path) == ["/v1/files/AbC123/variables/local", "/v1/files/AbC123/nodes"])
        #expect(requests.allSatisfy { $0.method == "GET" && $0.headers["x-figma-token"] == Self.secret })
        let ids = try #require(requests.last?.query["ids"]).split(separator: ",").map(String.init)
        #expect(Set(ids) == ["5252:2274", "5575:14226", "4826:1058", "5531:795"])
        #expect(requests.last?.query["depth"] == "1")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let byKind = try #require((document["summary"] as? [String: Any])?["byKind"] as? [String: Int])
        #expect(byKind["nodeMissing"] == nil)
        #expect(byKind["added"] == 2)
    }

    @Test func anUnavailableAPIExitsTwo() throws {
        let server = try LocalHTTPServer { _, _ in .json(404, #"{"status": 404, "error": true, "message": "Not found"}"#) }
        defer { server.stop() }
        let notFound = Self.run(["drift", "--figma-file", "AbC123", "--api-base", server.baseURL.absoluteString, "--only", "tokens"],
                                environment: ["FIGMA_ACCESS_TOKEN": Self.secret])
        #expect(notFound.code == 2)
        #expect(notFound.output.isEmpty)
        #expect(notFound.error.contains("error: Figma file 'AbC123' was not found (HTTP 404)"))
        let noToken = Self.run(["drift", "--figma-file", "AbC123", "--api-base", server.baseURL.absoluteString])
        #expect(noToken.code == 2)
        #expect(noToken.error.hasPrefix("error: FIGMA_ACCESS_TOKEN is not set"))
        #expect(server.requests.count == 1)
    }
}
