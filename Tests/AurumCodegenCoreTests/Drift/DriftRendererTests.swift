import Foundation
import Testing
@testable import AurumCodegenCore

/// The three output formats, as whole golden strings, for one report holding token and component
/// findings, an allowed finding and an unused allow-list entry.
@Suite struct DriftRendererTests {
    typealias F = DriftFixtures

    /// Paths are made relative to the fixture repository, as the CLI makes them relative to the working directory.
    static func report() throws -> DriftReport {
        let repo = try F.repo()
        defer { repo.remove() }
        var diagnostics = DiagnosticCollector()
        let snapshot = try F.snapshot(figmaText, diagnostics: &diagnostics)
        let manifest = try ComponentManifest.parse(try JSONReader.parse(ManifestFixtures.manifest, file: ManifestFixtures.manifestFile), file: ManifestFixtures.manifestFile)
        let noBadge = ManifestFixtures.replacing(",\n      \"Badge#100:3\": { \"type\": \"BOOLEAN\", \"defaultValue\": false }", with: "", in: ComponentDriftTests.thing)
        let nodes = FigmaNodesParser.parse(try JSONReader.parse(ComponentDriftTests.nodes(noBadge), file: "nodes.json"), file: "nodes.json", diagnostics: &diagnostics)
        let allowList = DriftAllowList(entries: [
            .init(kind: .added, token: "color.debug.*", reason: "debug colours live only in Figma", location: SourceLocation(file: "drift-allow.json", line: 3, column: 5)),
            .init(kind: .removed, token: "color.gone", reason: "gone on purpose", location: SourceLocation(file: "drift-allow.json", line: 4, column: 5)),
        ])
        var check = DriftCheck(figma: snapshot, tokens: try repo.load(), manifests: [manifest], icons: try ManifestFixtures.parseIcons(),
                               nodes: nodes, allowList: allowList)
        check.checksIcons = true
        var report = check.run(diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        let prefix = repo.directory.standardizedFileURL.path + "/"
        report.mapPaths { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        return report
    }

    /// Positions found in the fixture texts, independently of the JSON reader.
    static func at(_ needle: String, in text: String) -> (line: Int, column: Int) {
        let location = ManifestFixtures.location(of: needle, in: text, file: "")!
        return (location.line, location.column)
    }

    static let darkNormal = at("\"normal\"", in: F.dark)
    static let darkPrimary = at("\"primary\"", in: F.dark)
    static let badge = at("\"Badge#100:3\"", in: ManifestFixtures.manifest)
    static let figmaText: String = {
        var variables = F.changing("color/text/normal") { $0.values[1] = F.rgb(1, 1, 1) }
        variables = F.changing("color/brand/primary", in: variables) { $0.values[1] = F.alias("VariableID:1:2") }
        variables.append(.init(id: "VariableID:1:9", name: "color/debug/outline", collection: "P", type: "COLOR", values: [F.rgb(1, 0, 1)]))
        return F.response(variables)
    }()
    static let figmaDebug = at("{\"id\": \"VariableID:1:9\"", in: figmaText)
    static let figmaNormalDark = at("\"T:1\": {\"r\": 1.0", in: figmaText)
    static let figmaPrimaryDark = at("{\"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:1:2\"}}", in: figmaText)

    @Test func text() throws {
        #expect(DriftTextRenderer.render(try Self.report()) == """
        Token drift: 2 findings
          value changed (1)
            dark.tokens.json:\(Self.darkNormal.line):\(Self.darkNormal.column): color.text.normal in mode Dark (theme=dark): repo #f9fafe, Figma #ffffff
          alias target changed (1)
            dark.tokens.json:\(Self.darkPrimary.line):\(Self.darkPrimary.column): color.brand.primary in mode Dark (theme=dark): repo aliases {color.purple.300}, Figma aliases color/purple/500 (resolved: repo #bda7fe, Figma #863ef3)
        Component drift: 1 finding
          property missing in Figma (1)
            tokens/components/AurumThing.component.json:\(Self.badge.line):\(Self.badge.column): AurumThing.showsBadge: node 100:1 ('AurumThing') has no property 'Badge'
        Allowed: 1
            'color/debug/outline' (collection Primitives) is in Figma but not in the repo [added in Figma; allowed: debug colours live only in Figma]
        Unused allow-list entries: 1
            drift-allow.json:4:5: removed color.gone
        Result: 3 findings (2 token, 1 component), 1 allowed, 1 unused allow-list entry; compared 11 Figma variables with 10 repo tokens (10 matched); 1 component, 3 icon nodes

        """)
    }

    @Test func textForACleanRun() {
        var tokens = TokenDrift.Statistics()
        tokens.figmaVariables = 2
        tokens.repoTokens = 3
        tokens.matched = 2
        let report = DriftReport(findings: [], statistics: .init(tokens: tokens))
        #expect(DriftTextRenderer.render(report) == """
        Token drift: none
        Component drift: not checked
        Result: no drift; compared 2 Figma variables with 3 repo tokens (2 matched)

        """)
    }

    @Test func json() throws {
        let text = DriftJSONRenderer.render(try Self.report())
        #expect(text == """
        {
          "schemaVersion": 1,
          "status": "drift",
          "summary": {
            "drift": 3,
            "allowed": 1,
            "unusedAllowListEntries": 1,
            "byKind": { "valueChanged": 1, "aliasTargetChanged": 1, "propertyMissing": 1 },
            "tokens": { "figmaVariables": 11, "repoTokens": 10, "matched": 10, "skippedFigmaVariables": 0 },
            "components": { "components": 1, "icons": 3 },
            "tokenSets": null
          },
          "findings": [
            {
              "category": "token",
              "kind": "added",
              "severity": "error",
              "subject": "color.debug.outline",
              "message": "'color/debug/outline' (collection Primitives) is in Figma but not in the repo",
              "location": null,
              "figmaLocation": { "file": "figma.json", "line": \(Self.figmaDebug.line), "column": \(Self.figmaDebug.column) },
              "figmaName": "color/debug/outline",
              "figmaVariableId": "VariableID:1:9",
              "collection": "Primitives",
              "library": null,
              "mode": null,
              "context": null,
              "nodeId": null,
              "property": null,
              "figmaProperty": null,
              "option": null,
              "repoValue": null,
              "figmaValue": "#ff00ff",
              "identity": null,
              "formerSubject": null,
              "propertyChanges": [],
              "allowed": true,
              "allowReason": "debug colours live only in Figma"
            },
            {
              "category": "token",
              "kind": "valueChanged",
              "severity": "error",
              "subject": "color.text.normal",
              "message": "color.text.normal in mode Dark (theme=dark): repo #f9fafe, Figma #ffffff",
              "location": { "file": "dark.tokens.json", "line": \(Self.darkNormal.line), "column": \(Self.darkNormal.column) },
              "figmaLocation": { "file": "figma.json", "line": \(Self.figmaNormalDark.line), "column": \(Self.figmaNormalDark.column + 7) },
              "figmaName": "color/text/normal",
              "figmaVariableId": "VariableID:2:2",
              "collection": "Theme",
              "library": null,
              "mode": "Dark",
              "context": "theme=dark",
              "nodeId": null,
              "property": null,
              "figmaProperty": null,
              "option": null,
              "repoValue": "#f9fafe",
              "figmaValue": "#ffffff",
              "identity": null,
              "formerSubject": null,
              "propertyChanges": [],
              "allowed": false,
              "allowReason": null
            },
            {
              "category": "token",
              "kind": "aliasTargetChanged",
              "severity": "error",
              "subject": "color.brand.primary",
              "message": "color.brand.primary in mode Dark (theme=dark): repo aliases {color.purple.300}, Figma aliases color/purple/500 (resolved: repo #bda7fe, Figma #863ef3)",
              "location": { "file": "dark.tokens.json", "line": \(Self.darkPrimary.line), "column": \(Self.darkPrimary.column) },
              "figmaLocation": { "file": "figma.json", "line": \(Self.figmaPrimaryDark.line), "column": \(Self.figmaPrimaryDark.column) },
              "figmaName": "color/brand/primary",
              "figmaVariableId": "VariableID:2:1",
              "collection": "Theme",
              "library": null,
              "mode": "Dark",
              "context": "theme=dark",
              "nodeId": null,
              "property": null,
              "figmaProperty": null,
              "option": null,
              "repoValue": "{color.purple.300}",
              "figmaValue": "{color/purple/500}",
              "identity": null,
              "formerSubject": null,
              "propertyChanges": [],
              "allowed": false,
              "allowReason": null
            },
            {
              "category": "component",
              "kind": "propertyMissing",
              "severity": "error",
              "subject": "AurumThing",
              "message": "AurumThing.showsBadge: node 100:1 ('AurumThing') has no property 'Badge'",
              "location": { "file": "tokens/components/AurumThing.component.json", "line": \(Self.badge.line), "column": \(Self.badge.column) },
              "figmaLocation": { "file": "nodes.json", "line": 3, "column": 15 },
              "figmaName": null,
              "figmaVariableId": null,
              "collection": null,
              "library": null,
              "mode": null,
              "context": null,
              "nodeId": "100:1",
              "property": "showsBadge",
              "figmaProperty": "Badge#100:3",
              "option": null,
              "repoValue": null,
              "figmaValue": null,
              "identity": null,
              "formerSubject": null,
              "propertyChanges": [],
              "allowed": false,
              "allowReason": null
            }
          ],
          "unusedAllowListEntries": [
            {
              "kind": "removed",
              "token": "color.gone",
              "component": null,
              "property": null,
              "option": null,
              "mode": null,
              "reason": "gone on purpose",
              "location": { "file": "drift-allow.json", "line": 4, "column": 5 }
            }
          ]
        }

        """)
        // It is JSON that Foundation reads back.
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test func github() throws {
        let text = DriftGitHubRenderer.render(try Self.report())
        #expect(text == """
        ::notice file=figma.json,line=\(Self.figmaDebug.line),col=\(Self.figmaDebug.column),title=Token drift%3A added in Figma::'color/debug/outline' (collection Primitives) is in Figma but not in the repo (allowed: debug colours live only in Figma)
        ::error file=dark.tokens.json,line=\(Self.darkNormal.line),col=\(Self.darkNormal.column),title=Token drift%3A value changed::color.text.normal in mode Dark (theme=dark): repo #f9fafe, Figma #ffffff
        ::error file=dark.tokens.json,line=\(Self.darkPrimary.line),col=\(Self.darkPrimary.column),title=Token drift%3A alias target changed::color.brand.primary in mode Dark (theme=dark): repo aliases {color.purple.300}, Figma aliases color/purple/500 (resolved: repo #bda7fe, Figma #863ef3)
        ::error file=tokens/components/AurumThing.component.json,line=\(Self.badge.line),col=\(Self.badge.column),title=Component drift%3A property missing in Figma::AurumThing.showsBadge: node 100:1 ('AurumThing') has no property 'Badge'
        ::warning file=drift-allow.json,line=4,col=5,title=Unused drift allow-list entry::'removed color.gone' matches no finding; remove it if the difference is gone
        aurum-codegen drift: 3 findings (2 token, 1 component), 1 allowed, 1 unused allow-list entry; compared 11 Figma variables with 10 repo tokens (10 matched); 1 component, 3 icon nodes

        """)
    }

    @Test func githubEscapesWhatTheRunnerWouldMisread() {
        let line = DriftGitHubRenderer.command("error", location: SourceLocation(file: "a,b:c.json", line: 1, column: 2),
                                               title: "T: x", message: "50% done\nnext")
        #expect(line == "::error file=a%2Cb%3Ac.json,line=1,col=2,title=T%3A x::50%25 done%0Anext")
    }

    @Test func everyKindHasAWarningOrErrorSeverityAndATitle() {
        let warnings = DriftFinding.Kind.allCases.filter { $0.severity == .warning }
        #expect(warnings == [.deprecated, .propertyAdded])
        #expect(Set(DriftFinding.Kind.allCases.map(\.title)).count == DriftFinding.Kind.allCases.count)
        #expect(DriftFinding.Kind.allCases.filter { $0.category == .token }.count == 7)
    }
}
