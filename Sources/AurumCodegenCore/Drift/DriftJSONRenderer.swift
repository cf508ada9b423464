/// `--format json`: the report as one JSON document, schema in Drift/README.md. Every finding
/// object has every key (null when it does not apply), so consumers need no presence checks.
package enum DriftJSONRenderer {
    package static func render(_ report: DriftReport) -> String {
        let j = GeneratedJSON.self
        var summary: [(String, JSONValue)] = [
            ("drift", int(report.drift.count)),
            ("allowed", int(report.allowed.count)),
            ("unusedAllowListEntries", int(report.unusedAllowListEntries.count)),
            ("byKind", j.object(DriftFinding.Kind.allCases.compactMap { kind in
                let count = report.drift.filter { $0.kind == kind }.count
                return count == 0 ? nil : (kind.rawValue, int(count))
            })),
        ]
        summary.append(("tokens", report.statistics.tokens.map { t in
            j.object([("figmaVariables", int(t.figmaVariables)), ("repoTokens", int(t.repoTokens)),
                      ("matched", int(t.matched)), ("skippedFigmaVariables", int(t.skippedFigmaVariables))])
        } ?? null))
        summary.append(("components", report.statistics.components.map { c in
            j.object([("components", int(c.components)), ("icons", int(c.icons))])
        } ?? null))
        summary.append(("tokenSets", report.statistics.tokenSets.map { s in
            j.object([("oldTokens", int(s.oldTokens)), ("newTokens", int(s.newTokens)), ("matched", int(s.matched))])
        } ?? null))
        // Only when assets were checked, so reports of runs without them keep their shape.
        if let a = report.statistics.assets {
            summary.append(("assets", j.object([("figmaAssets", int(a.figmaAssets)), ("catalogAssets", int(a.catalogAssets))])))
        }
        let document = j.object([
            ("schemaVersion", int(DriftReport.schemaVersion)),
            ("status", j.string(report.hasDrift ? "drift" : "clean")),
            ("summary", j.object(summary)),
            ("findings", j.array(report.findings.map(finding))),
            ("unusedAllowListEntries", j.array(report.unusedAllowListEntries.map(entry))),
        ])
        return DTCGJSONRenderer.render(document)
    }

    static func finding(_ f: DriftFinding) -> JSONValue {
        GeneratedJSON.object([
            ("category", GeneratedJSON.string(f.category.rawValue)),
            ("kind", GeneratedJSON.string(f.kind.rawValue)),
            ("severity", GeneratedJSON.string(f.kind.severity.rawValue)),
            ("subject", GeneratedJSON.string(f.subject)),
            ("message", GeneratedJSON.string(f.message)),
            ("location", location(f.location)),
            ("figmaLocation", location(f.figmaLocation)),
            ("figmaName", string(f.figmaName)),
            ("figmaVariableId", string(f.figmaVariableID)),
            ("collection", string(f.collection)),
            ("library", string(f.library)),
            ("mode", string(f.mode)),
            ("context", string(f.context)),
            ("nodeId", string(f.nodeID)),
            ("property", string(f.property)),
            ("figmaProperty", string(f.figmaProperty)),
            ("option", string(f.option)),
            ("repoValue", string(f.repoValue)),
            ("figmaValue", string(f.figmaValue)),
            ("identity", string(f.identity)),
            ("formerSubject", string(f.formerSubject)),
            ("propertyChanges", GeneratedJSON.array(f.propertyChanges.map { c in
                GeneratedJSON.object([("path", GeneratedJSON.string(c.path)), ("change", GeneratedJSON.string(c.change.rawValue)),
                                      ("old", string(c.old)), ("new", string(c.new))])
            })),
            ("allowed", GeneratedJSON.bool(f.isAllowed)),
            ("allowReason", string(f.allowedReason)),
        ])
    }

    static func entry(_ e: DriftAllowList.Entry) -> JSONValue {
        GeneratedJSON.object([
            ("kind", GeneratedJSON.string(e.kind.rawValue)),
            ("token", string(e.token)),
            ("component", string(e.component)),
            ("property", string(e.property)),
            ("option", string(e.option)),
            ("mode", string(e.mode)),
            ("reason", GeneratedJSON.string(e.reason)),
            ("location", location(e.location)),
        ])
    }

    private static let null = JSONValue(.null, at: GeneratedJSON.nowhere)

    private static func int(_ value: Int) -> JSONValue { GeneratedJSON.number(JSONNumber(text: String(value), double: Double(value))) }

    private static func string(_ value: String?) -> JSONValue { value.map(GeneratedJSON.string) ?? null }

    private static func location(_ value: SourceLocation?) -> JSONValue {
        guard let value else { return null }
        return GeneratedJSON.object([("file", GeneratedJSON.string(value.file)), ("line", int(value.line)), ("column", int(value.column))])
    }
}
