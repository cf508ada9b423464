import Foundation
import Testing
@testable import AurumCodegenCore

/// Every error kind, asserted with message, file, line and column (computed from the fixture text).
@Suite struct DiagnosticPositionTests {
    func check(_ diagnostics: [Diagnostic], _ file: String, _ message: String, at needle: String, occurrence: Int = 1,
               severity: Diagnostic.Severity = .error, notes: [String]? = nil) throws {
        let d = diagnostics.with(message)
        #expect(d != nil, "missing: \(message)\ngot:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        guard let d else { return }
        #expect(d.severity == severity, "\(message)")
        let expected = try TokenFixtures.location(of: needle, in: file, occurrence: occurrence)
        #expect(d.location == expected, "\(message)")
        #expect(d.file == TokenFixtures.display(file))
        if let notes { #expect(d.notes.map(\.message) == notes, "\(message)") }
    }

    @Test func aliasErrors() throws {
        let file = "alias-errors.tokens.json"
        let ds = TokenFixtures.failures([file])
        try check(ds, file, "unknown alias target {color.primry}: no token has the path color.primry",
                  at: "\"$value\": \"{color.primry}\"", notes: ["did you mean {color.primary}?"])
        #expect(ds.with("unknown alias target {color.primry}: no token has the path color.primry")?.notes.first?.location
                == (try TokenFixtures.location(of: "\"primary\"", in: file)))
        // A cycle is reported at every member, printed from that member.
        try check(ds, file, "circular alias: color.loopA → color.loopB → color.loopC → color.loopA", at: "\"$value\": \"{color.loopB}\"")
        try check(ds, file, "circular alias: color.loopB → color.loopC → color.loopA → color.loopB", at: "\"$value\": \"{color.loopC}\"")
        try check(ds, file, "circular alias: color.loopC → color.loopA → color.loopB → color.loopC", at: "\"$value\": \"{color.loopA}\"")
        try check(ds, file, "alias {color} refers to a group, not a token", at: "\"$value\": \"{color}\"", notes: ["color is a group"])
        try check(ds, file, "alias {accent} refers to a group, not a token", at: "\"$value\": \"{accent}\"", notes: ["did you mean {accent.$root}?"])
        try check(ds, file, "malformed alias: the alias {color..primary} has an empty path segment", at: "\"$value\": \"{color..primary}\"")
        try check(ds, file, "unknown JSON Pointer target #/color/nothing/$value: no token lies on that path", at: "\"$ref\": \"#/color/nothing/$value\"")
        try check(ds, file, "JSON Pointer #/color/primary/$value/components/7 does not exist: \"7\" is not an index of the 3-element array in color.primary",
                  at: "\"$ref\": \"#/color/primary/$value/components/7\"")
        try check(ds, file, "alias {space.sm} is a dimension token, but wrong.whole has $type color", at: "\"$value\": \"{space.sm}\"")
        try check(ds, file, "unknown alias target {color.none}: no token has the path color.none", at: "\"color\": \"{color.none}\"")
        try check(ds, file, "alias {color.primary} is a color token, but border width must be a dimension", at: "\"width\": \"{color.primary}\"",
                  notes: ["color.primary is defined here"])
        // Nothing else: the token that merely refers into the cycle adds no follow-on error.
        #expect(ds.count == 12, "\(ds.map(\.description).joined(separator: "\n"))")
    }

    @Test func structureErrorsAndWarnings() throws {
        let file = "structure-errors.tokens.json"
        let ds = TokenFixtures.failures([file])
        // Compatible mode keeps a dotted name as one segment (one summary warning); strict mode rejects it.
        try check(ds, file, "1 token or group name contains \".\", kept as one segment ({spacing.0.5} reaches the key \"0.5\"); DTCG 2025.10 names cannot contain \".\"; a nested path spelled the same is an error",
                  at: "\"bad.name\"", severity: .warning)
        try check(ds, file, "invalid token name \"{curly}\": names must not contain \"{\", \"}\" or \".\"", at: "\"{curly}\"")
        try check(ds, file, "invalid token name \"$dollar\": names must not begin with \"$\" (reserved for properties such as $value)", at: "\"$dollar\"")
        try check(ds, file, "unknown property \"$futureProperty\" is ignored", at: "\"$futureProperty\"", severity: .warning)
        try check(ds, file, "unknown property \"$typo\" is ignored", at: "\"$typo\"", severity: .warning, notes: ["did you mean \"$type\"?"])
        // A token holding a token is read as a group whose $root it is (one summary warning); strict mode keeps the error.
        try check(ds, file, "1 token holds tokens beside its value, read as tokens under it (DTCG's $root); 'aurum-codegen migrate' writes it as DTCG 2025.10",
                  at: "\"child\"", severity: .warning)
        try check(ds, file, "a token cannot have both $value and $ref", at: "\"$ref\": \"#/group/ok\"")
        try check(ds, file, "$description must be a string, found a number 9", at: "\"$description\": 9")
        try check(ds, file, "$deprecated must be true, false or a reason string, found a number 1", at: "\"$deprecated\": 1")
        // A bare value is a token in compatible mode (one summary warning); strict mode keeps DTCG's rule.
        try check(ds, file, "1 token is a bare value with no $value; DTCG 2025.10 writes {\"$value\": …}; 'aurum-codegen migrate' writes it as DTCG 2025.10",
                  at: "\"scalar\"", severity: .warning)
        // The untyped 13 is a number in compatible mode (one summary warning) and an error in strict mode.
        try check(ds, file, "1 token has no type and takes it from its JSON value (1 number); 'aurum-codegen migrate' writes it as DTCG 2025.10", at: "\"untyped\"", severity: .warning)
        let strict = TokenFixtures.failures([file], options: TokenLoadOptions(strict: true))
        try check(strict, file, "invalid token name \"bad.name\": names must not contain \"{\", \"}\" or \".\"", at: "\"bad.name\"")
        try check(strict, file, "\"scalar\" must be a token (an object with $value) or a group (an object), found a number 12", at: "\"scalar\"")
        try check(strict, file, "token \"group.parent\" cannot contain \"child\": an object with $value is a token, so it cannot also hold tokens, groups or un-prefixed properties", at: "\"child\"")
        try check(strict, file, "cannot determine the type of token untyped: it has no $type, its value is not an alias, and no enclosing group sets $type", at: "\"untyped\"")
        #expect(ds.filter { $0.severity == .error }.count == 5, "\(ds.map(\.description).joined(separator: "\n"))")
        #expect(ds.filter { $0.severity == .warning }.count == 6)
        #expect(strict.filter { $0.severity == .error }.count == 9, "\(strict.map(\.description).joined(separator: "\n"))")
    }

    @Test func deprecationAndExtensionsArePassedOn() throws {
        // The same file minus its errors: metadata survives resolution.
        let text = try String(contentsOf: TokenFixtures.url("structure-errors.tokens.json"), encoding: .utf8)
        let legacy = String(text[text.range(of: "\"legacy\"")!.lowerBound...]).dropLast(2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meta-\(UUID().uuidString).tokens.json")
        try "{\n  \(legacy)\n}\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let set = try TokenLoader.load(files: [url])
        #expect(set.token("legacy.inherits")?.deprecated == .reason("Use group instead"))
        #expect(set.token("legacy.overrides")?.deprecated == nil)
        #expect(set.token("legacy.inherits")?.extensions?["org.example.tool"]?.number?.text == "42")
        #expect(set.token("legacy.overrides")?.extensions == nil)
    }
}
