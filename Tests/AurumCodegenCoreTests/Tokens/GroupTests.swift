import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct GroupTests {
    let ctx = ContextKey.implicit

    func hex(_ set: ResolvedTokenSet, _ path: String) -> String? {
        if case .color(let c)? = set.token(path)?.values[ctx] { return c.hex }
        return nil
    }

    func points(_ set: ResolvedTokenSet, _ path: String) -> String? {
        if case .dimension(let d)? = set.token(path)?.values[ctx] { return "\(d.value)\(d.unit.rawValue)" }
        return nil
    }

    @Test func rootTokensKeepTheirReservedName() throws {
        let set = try TokenLoader.load(files: [TokenFixtures.url("groups.tokens.json")])
        #expect(set.token("color.accent.$root")?.path == ["color", "accent", "$root"])
        #expect(hex(set, "color.accent.$root") == "#dd0000")
        #expect(hex(set, "color.link") == "#dd0000")
        #expect(set.token("color.link")?.aliasOf[ctx] == ["color", "accent", "$root"])
        // The $root token's location is its "$root" key.
        #expect(set.token("color.accent.$root")?.location == (try TokenFixtures.location(of: "\"$root\"", in: "groups.tokens.json")))
    }

    @Test func extendsDeepMergesWithLocalOverrides() throws {
        let set = try TokenLoader.load(files: [TokenFixtures.url("groups.tokens.json")])
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics)")
        // Overridden locally, inherited otherwise — at every depth.
        #expect(hex(set, "button-primary.background") == "#cc0066")
        #expect(hex(set, "button-primary.text") == "#ffffff")
        #expect(points(set, "button-primary.size.radius") == "12px")
        #expect(points(set, "button-primary.size.padding") == "8px")
        // The inherited token's type comes from the inherited group $type; its location from where it was written.
        #expect(set.token("button-primary.text")?.type == .color)
        #expect(set.token("button-primary.text")?.location == set.token("button.text")?.location)
        // $ref on a group is $extends; chains of extension see inherited tokens.
        #expect(hex(set, "button-large.background") == "#cc0066")
        #expect(hex(set, "button-large.text") == "#ffffff")
        #expect(points(set, "button-large.size.padding") == "16px")
        #expect(points(set, "button-large.size.radius") == "12px")
    }

    @Test func extendsErrors() throws {
        let file = "extends-errors.tokens.json"
        let ds = TokenFixtures.failures([file])
        func at(_ needle: String) throws -> AurumCodegenCore.SourceLocation { try TokenFixtures.location(of: needle, in: file) }
        let messages = [
            ("circular $extends: a → b → c → a", "\"$extends\": \"{b}\""),
            ("circular $extends: b → c → a → b", "\"$extends\": \"{c}\""),
            ("circular $extends: c → a → b → c", "\"$extends\": \"{a}\""),
            ("circular $extends: button.secondary → button, which contains button.secondary", "\"$extends\": \"{button}\""),
            ("$extends must reference a group, but {button.color} is a token", "\"$extends\": \"{button.color}\""),
            ("unknown $extends target {buton}: no group has that path", "\"$extends\": \"{buton}\""),
        ]
        for (message, needle) in messages {
            let d = ds.with(message)
            #expect(d != nil, "missing \(message):\n\(ds.map(\.description).joined(separator: "\n"))")
            #expect(d?.location == (try at(needle)), "\(message)")
        }
        #expect(ds.with("unknown $extends target {buton}: no group has that path")?.notes.map(\.message) == ["did you mean {button}?"])
        #expect(ds.count == messages.count, "\(ds.map(\.description).joined(separator: "\n"))")
    }
}
