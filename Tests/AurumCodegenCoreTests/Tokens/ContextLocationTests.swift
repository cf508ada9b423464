import Foundation
import Testing
@testable import AurumCodegenCore

/// Where each context defines a token, and the modifiers' `$extensions`, as the drift check needs them.
@Suite struct ContextLocationTests {
    static let resolver = TestPaths.repoRoot.appendingPathComponent("tokens/aurum.resolver.json")

    @Test func themedTokensPointIntoEachThemesFile() throws {
        let set = try TokenLoader.load(resolver: Self.resolver)
        let token = try #require(set.token("color.text.normal"))
        let light = try #require(set.contexts.first { $0["theme"] == "light" })
        let dark = try #require(set.contexts.first { $0["theme"] == "dark" })
        #expect(token.location(in: light) == token.location)
        #expect(token.location(in: light).file.hasSuffix("semantic/light.tokens.json"))
        #expect(token.location(in: dark).file.hasSuffix("semantic/dark.tokens.json"))
        #expect(token.location(in: dark).line == (try lineOfKey("normal", under: "text", in: "tokens/semantic/dark.tokens.json")))
        // A token defined once keeps one location for every context.
        let primitive = try #require(set.token("color.purple.500"))
        #expect(primitive.contextLocations.isEmpty)
        #expect(primitive.location(in: dark) == primitive.location)
    }

    @Test func modifiersKeepTheirExtensions() throws {
        let set = try TokenLoader.load(resolver: Self.resolver)
        let theme = try #require(set.modifiers.first)
        let figma = try #require(theme.extensions?["com.aurum.figma"]?.object)
        #expect(figma["collection"]?.string == "Theme")
        #expect(figma["modes"]?["dark"]?.string == "Dark")
    }

    /// The 1-based line of `"key":` after the first `"parent":` in a file.
    private func lineOfKey(_ key: String, under parent: String, in relative: String) throws -> Int {
        let text = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent(relative), encoding: .utf8)
        let start = try #require(text.range(of: "\"\(parent)\":"))
        let range = try #require(text.range(of: "\"\(key)\":", range: start.upperBound..<text.endIndex))
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
