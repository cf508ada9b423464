import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct ResolverTests {
    static let resolver = "resolver/themes.resolver.json"

    func hex(_ token: ResolvedToken?, _ context: ContextKey) -> String? {
        switch token?.value(in: context) {
        case .color(let c)?: c.hex
        case .border(let b)?: b.color.hex
        default: nil
        }
    }

    func key(_ theme: String, _ contrast: String, _ density: String) -> ContextKey {
        ContextKey([.init(modifier: "theme", context: theme), .init(modifier: "contrast", context: contrast), .init(modifier: "density", context: density)])
    }

    /// Only the combinations some token depends on are resolved: here theme × contrast and density, never all 8.
    @Test func modifiersAndTheCombinationsTokensDependOn() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver))
        #expect(set.diagnostics.map(\.severity) == [.warning], "\(set.diagnostics)")
        #expect(set.modifiers == [
            Modifier(name: "theme", contexts: ["light", "dark"], default: "light"),
            Modifier(name: "contrast", contexts: ["normal", "high"], default: "normal"),
            Modifier(name: "density", contexts: ["compact", "regular"], default: "regular"),
        ])
        #expect(set.contexts.first == key("light", "normal", "regular"))
        #expect(set.defaultContext.id == "theme=light,contrast=normal,density=regular")
        #expect(Set(set.contexts) == [
            key("light", "normal", "regular"), key("light", "high", "regular"), key("dark", "normal", "regular"),
            key("dark", "high", "regular"), key("light", "normal", "compact"),
        ])
        #expect(Set(set.contexts).count == set.contexts.count)
        #expect(set.token("color.text")?.axes?.names == ["theme", "contrast"])
        #expect(set.token("space.pad")?.axes?.names == ["density"])
        // Defined in dark only: the same value in every context once light takes dark's (compatible mode).
        #expect(set.token("theme.glow")?.axes == nil)
        let strict = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver), options: TokenLoadOptions(strict: true))
        #expect(strict.token("theme.glow")?.axes?.names == ["theme"])
    }

    /// Tokens stored once for every context read back like those stored per context.
    @Test func perContextAccessorsAgreeWithTheDictionaries() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver))
        var shared = 0
        for token in set.tokens {
            if case .same = token.storage { shared += 1; #expect(!token.isModeDependent) }
            // Per-context values are keyed by the token's own modifiers; a context of the set projects onto them.
            let project = { (context: ContextKey) in token.axes?.project(context) ?? context }
            #expect(token.values.keys.allSatisfy { project($0) == $0 }, "\(token.pathString)")
            for context in set.contexts {
                #expect(token.value(in: context) == token.values[project(context)], "\(token.pathString) \(context)")
                #expect(token.alias(in: context) == token.aliasOf[project(context)], "\(token.pathString) \(context)")
            }
        }
        #expect(shared > 0 && shared < set.tokens.count)
        var token = try #require(set.token("color.muted"))
        token.values[set.defaultContext] = .number(JSONNumber(1))
        #expect(token.values.count == set.contexts.count && token.aliasOf.count == set.contexts.count)
        #expect(token.value(in: set.defaultContext) == .number(JSONNumber(1)))
    }

    @Test func aliasesResolveAfterMergingOncePerContext() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver))
        // color.text is written in base.tokens.json as {theme.fg}, which only the theme files define.
        let text = set.token("color.text")
        #expect(text?.type == .color)
        #expect(text?.isModeDependent == true)
        #expect(text?.description == "Body text")
        #expect(hex(text, key("light", "normal", "regular")) == "#000000")
        #expect(hex(text, key("dark", "normal", "compact")) == "#ffffff")
        #expect(hex(text, key("light", "high", "regular")) == "#808080")
        #expect(hex(text, key("dark", "high", "regular")) == "#808080")
        #expect(text?.values.count == 4)
        #expect(text?.alias(in: key("dark", "normal", "compact")) == ["theme", "fg"])
        // Through a composite member.
        let border = set.token("button.border")
        #expect(border?.isModeDependent == true)
        #expect(hex(border, key("light", "normal", "regular")) == "#000000")
        #expect(hex(border, key("dark", "normal", "regular")) == "#ffffff")
        // The third modifier.
        let pad = set.token("space.pad")
        #expect(pad?.isModeDependent == true)
        #expect(pad?.value(in: key("light", "normal", "compact")) == .dimension(DimensionValue(value: JSONNumber(4), unit: .px)))
        #expect(pad?.value(in: key("dark", "high", "regular")) == .dimension(DimensionValue(value: JSONNumber(8), unit: .px)))
        #expect(pad?.values.count == 2)
        // Tokens that do not vary are marked so, with the same value in every context.
        for path in ["palette.black", "color.muted", "space.line"] {
            let token = set.token(path)
            #expect(token?.isModeDependent == false, "\(path)")
            #expect(token?.values.count == set.contexts.count, "\(path)")
            #expect(Set(token?.values.values.map { $0 } ?? []).count == 1, "\(path)")
        }
        #expect(set.token("color.muted")?.aliasOf.count == set.contexts.count)
        // Dependent per context even though its definition is shared.
        #expect(set.token("theme.bg")?.isModeDependent == true)
        // A JSON Pointer into a mode-dependent alias (theme.fg is itself an alias) follows the mode.
        let tint = set.token("color.tint")
        #expect(tint?.isModeDependent == true)
        #expect(tint?.value(in: key("light", "normal", "regular")) == .color(ColorValue(colorSpace: "srgb", components: [0, 0, 0])))
        #expect(tint?.value(in: key("dark", "normal", "regular")) == .color(ColorValue(colorSpace: "srgb", components: [1, 0, 0])))
        #expect(tint?.value(in: key("dark", "high", "regular")) == .color(ColorValue(colorSpace: "srgb", components: [0.5, 0, 0])))
    }

    @Test func aTokenMissingFromSomeContextsIsWarnedAboutInStrictMode() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver), options: TokenLoadOptions(strict: true))
        let glow = try #require(set.token("theme.glow"))
        #expect(glow.values.count == 1)
        #expect(glow.value(in: key("light", "normal", "regular")) == nil)
        #expect(glow.value(in: key("dark", "high", "compact")) != nil)
        #expect(glow.isModeDependent)
        #expect(glow.location == (try TokenFixtures.location(of: "\"glow\"", in: "resolver/theme-dark.tokens.json")))
        let warning = set.diagnostics.first
        #expect(warning?.message == "token theme.glow is not defined in context theme=light")
        #expect(warning?.location == glow.location)
    }

    /// Compatible mode: the missing context takes the nearest defining context's value (Swift needs one in every
    /// mode), with one warning per file.
    @Test func aTokenMissingFromSomeContextsTakesTheNearestContextsValue() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver))
        let glow = try #require(set.token("theme.glow"))
        let dark = try #require(glow.value(in: key("dark", "high", "compact")))
        #expect(glow.value(in: key("light", "normal", "regular")) == dark)
        #expect(!glow.isModeDependent)
        let warning = try #require(set.diagnostics.first { $0.message.contains("not defined in every context") })
        #expect(warning.message == "token theme.glow is not defined in every context (not in theme=light); a context without it takes the value of the nearest context that defines it (for theme.glow: theme=dark), as a generated property needs a value in every mode; --strict makes this an error")
        #expect(warning.location == glow.location)
    }

    @Test func aMissingContextTakesTheContextSharingMostSelectionsThenDefaults() {
        let defaults = ["brand": "a", "mode": "light"]
        func k(_ brand: String, _ mode: String) -> ContextKey { ["brand": brand, "mode": mode] }
        let present = [k("b", "light"), k("b", "dark"), k("a", "dark")]
        // Shares brand=a with the third and mode=light with the first: equal, so the one at more defaults wins.
        #expect(MissingContexts.donor(for: k("a", "light"), among: present, defaults: defaults) == 0)
        #expect(MissingContexts.donor(for: k("c", "dark"), among: present, defaults: defaults) == 2)
        #expect(MissingContexts.donor(for: k("c", "light"), among: present, defaults: defaults) == 0)
    }

    @Test func tokenOrderAndLocationsFollowTheSources() throws {
        let set = try TokenLoader.load(resolver: TokenFixtures.url(Self.resolver))
        #expect(set.tokens.map(\.pathString) == [
            "palette.black", "palette.white", "palette.grey", "color.text", "color.muted", "color.tint", "button.border",
            "space.line", "theme.fg", "theme.bg", "space.pad", "theme.glow",
        ])
        // A token's location is in the file defining it in the default context.
        #expect(set.token("theme.fg")?.location == (try TokenFixtures.location(of: "\"fg\"", in: "resolver/theme-light.tokens.json")))
        #expect(set.token("space.pad")?.location == (try TokenFixtures.location(of: "\"pad\"", in: Self.resolver, occurrence: 2)))
    }

    @Test func resolverDocumentErrors() throws {
        let file = "resolver/errors.resolver.json"
        let ds = TokenFixtures.failures(resolver: file)
        let expected: [(String, String, Int, [String]?)] = [
            ("unsupported resolver version a string \"2024.01\"; this tool reads version \"2025.10\"", "\"version\"", 1, nil),
            ("invalid reference #/modifiers/theme: set \"base\" must not reference a modifier; only resolutionOrder may", "\"$ref\": \"#/modifiers/theme\"", 1, nil),
            ("default a string \"Dark\" of modifier \"theme\" is not one of its contexts: light, dark", "\"default\"", 1, ["did you mean \"dark\"?"]),
            ("modifier \"solo\" has 1 context; a modifier needs at least 2 (one is just a set)", "\"contexts\": { \"only\"", 1, nil),
            ("unknown reference #/sets/bsae: no set named \"bsae\"", "\"$ref\": \"#/sets/bsae\"", 1, ["did you mean \"#/sets/base\"?"]),
            ("invalid reference #/resolutionOrder/0: nothing may point into resolutionOrder", "\"$ref\": \"#/resolutionOrder/0\"", 1, nil),
            ("duplicate name \"theme\" in resolutionOrder", "{ \"name\": \"theme\"", 1, ["first used here"]),
            ("inline resolutionOrder[5] needs both \"name\" and \"type\" (\"set\" or \"modifier\")", "{ \"name\": \"nameless\" }", 1, nil),
        ]
        for (message, needle, occurrence, notes) in expected {
            let d = ds.with(message)
            #expect(d != nil, "missing \(message):\n\(ds.map(\.description).joined(separator: "\n"))")
            #expect(d?.severity == .error)
            #expect(d?.location == (try TokenFixtures.location(of: needle, in: file, occurrence: occurrence)), "\(message)")
            if let notes { #expect(d?.notes.map(\.message) == notes, "\(message)") }
        }
        #expect(ds.with("duplicate name \"theme\" in resolutionOrder")?.notes.first?.location
                == (try TokenFixtures.location(of: "{ \"$ref\": \"#/modifiers/theme\" }", in: file, occurrence: 2)))
        #expect(ds.filter { $0.severity == .error }.count == expected.count, "\(ds.map(\.description).joined(separator: "\n"))")
    }

    @Test func missingSourceFileIsReportedAtItsReference() throws {
        let file = "resolver/missing-file.resolver.json"
        let ds = TokenFixtures.failures(resolver: file)
        let shown = TokenFixtures.display("resolver/nowhere.tokens.json")
        #expect(ds.map(\.message) == ["token file \(shown) does not exist"])
        #expect(ds.first?.location == (try TokenFixtures.location(of: "\"$ref\": \"nowhere.tokens.json\"", in: file)))
    }

    @Test func errorsInOneContextNameThatContext() throws {
        let ds = TokenFixtures.failures(resolver: "resolver/context-errors.resolver.json")
        let d = ds.with("unknown alias target {palette.whit}: no token has the path palette.whit")
        #expect(d?.location == (try TokenFixtures.location(of: "\"$value\"", in: "resolver/theme-dark-broken.tokens.json")))
        #expect(d?.notes.map(\.message) == ["did you mean {palette.white}?", "in context theme=dark"])
        // Tokens depending on the broken one fail quietly: one error in all.
        #expect(ds.count == 1, "\(ds.map(\.description).joined(separator: "\n"))")
    }

    @Test func aTokenWhoseTypeDiffersBetweenContextsIsAnError() throws {
        let file = "resolver/type-conflict.resolver.json"
        let ds = TokenFixtures.failures(resolver: file)
        #expect(ds.map(\.message) == ["token accent has type color in context theme=light but dimension in context theme=dark"])
        #expect(ds.first?.location == (try TokenFixtures.location(of: "\"accent\"", in: file, occurrence: 2)))
        #expect(ds.first?.notes.first?.location == (try TokenFixtures.location(of: "\"accent\"", in: file, occurrence: 1)))
    }

    @Test func plainFilesHaveOneImplicitContextAndLaterFilesWin() throws {
        let dir = "resolver/"
        let set = try TokenLoader.load(files: ["base.tokens.json", "theme-light.tokens.json", "theme-dark.tokens.json"].map { TokenFixtures.url(dir + $0) })
        #expect(set.modifiers.isEmpty)
        #expect(set.contexts == [.implicit])
        #expect(hex(set.token("color.text"), .implicit) == "#ffffff")
        #expect(set.token("color.tint")?.values[.implicit] == .color(ColorValue(colorSpace: "srgb", components: [1, 0, 0])))
        #expect(set.tokens.allSatisfy { !$0.isModeDependent })
    }
}
