import Foundation
import Testing
@testable import AurumCodegenCore

/// A token varies only with the modifiers its value can pass through: a display-name reference (compatible mode)
/// with its candidates' modifiers, not every modifier; a `$extends` copy with its original's.
@Suite struct ModifierDependenceTests {
    static func load(_ files: [String: String]) throws -> ResolvedTokenSet {
        let directory = try SwiftCompiler.temporaryDirectory("modifier-dependence")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try TokenLoader.load(resolver: directory.appendingPathComponent("x.resolver.json"))
    }

    static let resolver = """
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
          {"type": "modifier", "name": "theme", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}},
          {"type": "modifier", "name": "density", "contexts": {"compact": [{"$ref": "compact.tokens.json"}], "regular": []}}]}
        """
    static func color(_ c: Double) -> String { #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(c), \#(c), \#(c)]}}"# }

    @Test func displayNameReferencesAndExtendsCopiesTakeTheirTargetsModifiers() throws {
        let set = try Self.load([
            "x.resolver.json": Self.resolver,
            "base.tokens.json": """
                {"typography": {"Scale 03": {"$type": "dimension", "$value": {"value": 3, "unit": "px"}}},
                 "size": {"$type": "dimension", "$value": "{@typography.scale-03}"},
                 "ink": {"$type": "color", "$value": "{@Surface Ink}"},
                 "a": {"$type": "color", "x": {"$value": "{surface-ink}"}, "y": {"$value": "{plain}"}},
                 "b": {"$extends": "{a}"},
                 "plain": \(Self.color(0.5))}
                """,
            "light.tokens.json": #"{"surface-ink": \#(Self.color(1))}"#,
            "dark.tokens.json": #"{"surface-ink": \#(Self.color(0))}"#,
            "compact.tokens.json": #"{"gap": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"#,
        ])
        func names(_ path: String) -> [String] { set.token(path)?.axes?.names ?? [] }
        #expect(names("size") == [], "its one candidate is in no modifier")
        #expect(names("ink") == ["theme"], "its candidate varies with theme only")
        #expect(names("a.x") == ["theme"])
        #expect(names("b.x") == ["theme"], "an $extends copy varies as its original")
        #expect(names("b.y") == [])
        let dark = ContextKey([.init(modifier: "theme", context: "dark")])
        #expect(set.token("b.x")?.values[dark] == set.token("a.x")?.values[dark])
        #expect(set.token("b.x")?.isModeDependent == true)
    }
}
