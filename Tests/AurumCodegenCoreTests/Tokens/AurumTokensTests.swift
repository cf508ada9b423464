import Foundation
import Testing
@testable import AurumCodegenCore

/// The Aurum design system's real inputs in `tokens/` load cleanly and completely.
@Suite struct AurumTokensTests {
    static let root = TestPaths.repoRoot.appendingPathComponent("tokens")

    /// Token paths of a file, found independently with Foundation's JSON reader (with `$extends`
    /// applied the simple way: the target's paths appear under the extending group).
    static func paths(_ relative: String) throws -> Set<String> {
        let data = try Data(contentsOf: root.appendingPathComponent(relative))
        var out = Set<String>()
        var extends: [(group: String, target: String)] = []
        func walk(_ value: Any, _ path: [String]) {
            guard let object = value as? [String: Any] else { return }
            if object["$value"] != nil { out.insert(path.joined(separator: ".")); return }
            if let target = object["$extends"] as? String {
                extends.append((path.joined(separator: "."), String(target.dropFirst().dropLast())))
            }
            for (key, child) in object where !key.hasPrefix("$") || key == "$root" { walk(child, path + [key]) }
        }
        walk(try JSONSerialization.jsonObject(with: data), [])
        for (group, target) in extends {
            for path in out where path.hasPrefix(target + ".") { out.insert(group + path.dropFirst(target.count)) }
        }
        return out
    }

    @Test func theRealResolverLoadsEveryTokenInBothThemes() throws {
        let set = try TokenLoader.load(resolver: Self.root.appendingPathComponent("aurum.resolver.json"))
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(set.contexts.map(\.id) == ["theme=light", "theme=dark"])
        var expected = Set<String>()
        for file in ["primitives/color", "primitives/dimension", "primitives/typography", "primitives/motion",
                     "semantic/base", "semantic/light", "semantic/dark"] {
            expected.formUnion(try Self.paths(file + ".tokens.json"))
        }
        let loaded = Set(set.tokens.map(\.pathString))
        #expect(loaded.subtracting(expected).isEmpty, "unexpected: \(loaded.subtracting(expected).sorted())")
        #expect(expected.subtracting(loaded).isEmpty, "missing: \(expected.subtracting(loaded).sorted())")
        #expect(set.tokens.allSatisfy { $0.values.count == 2 })
        // Theme files define the theme-dependent tokens; nothing from the primitives varies.
        let themed = try Self.paths("semantic/light.tokens.json")
        for token in set.tokens where token.isModeDependent {
            #expect(themed.contains(token.pathString) || token.aliasOf[set.defaultContext] != nil
                    || token.type.isComposite, "\(token.pathString)")
        }
        // From tokens/README.md: a chain through semantics, and a base token aliasing a theme colour.
        #expect(set.token("color.indicator.navBar")?.aliasOf[set.defaultContext] == ["color", "interactive", "selected"])
        #expect(set.token("color.indicator.navBar")?.values[set.defaultContext] == set.token("color.purple.500")?.values[set.defaultContext])
        #expect(set.token("border.profilePill")?.type == .border)
        #expect(set.token("border.profilePill")?.isModeDependent == true)
        #expect(set.token("color.text.accent")?.deprecated != nil)
        let primitives = try Self.paths("primitives/color.tokens.json")
        #expect(set.tokens.filter { primitives.contains($0.pathString) }.allSatisfy { !$0.isModeDependent })
    }
}
