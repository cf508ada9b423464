import Testing
@testable import AurumCodegenCore

@Suite struct SwiftTokenNamerTests {
    private func token(_ path: String, line: Int) -> SwiftGenerationInput.Token {
        SwiftGenerationInput.Token(path: path.split(separator: ".").map(String.init), type: .number,
                                   location: SourceLocation(file: "tokens.json", line: line, column: 5),
                                   value: .number(SwiftNumber(1)))
    }

    private func namer(_ options: SwiftGenerationOptions = .init()) -> SwiftTokenNamer {
        SwiftTokenNamer(options: options)
    }

    @Test func flatNamesUseTheFirstSegmentAsNamespace() throws {
        let options = SwiftGenerationOptions(namespaces: ["color": "Colors"])
        var diagnostics = DiagnosticCollector()
        let names = namer(options).names(for: [token("color.purple.500", line: 1), token("color.text.brand.normal", line: 2),
                                               token("dimension.space.16", line: 3), token("opacity", line: 4),
                                               token("color.accent.$root", line: 5)], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(names.map { $0?.qualified } == ["AurumColors.purple500", "AurumColors.textBrandNormal",
                                                "AurumDimensions.space16", "AurumTokens.opacity", "AurumColors.accent"])
    }

    /// What the README's minimal configuration (a prefix, an access level) gives a new team.
    @Test func defaultNamespacesArePluralForKindsOfValueAndTheGroupNameOtherwise() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer(SwiftGenerationOptions(prefix: "Acme")).names(
            for: ["color.brand", "dimension.space.16", "space.m", "typography.body", "shadow.raised", "component.navBar.height",
                  "fontWeight.bold", "radius.small"].enumerated().map { token($1, line: $0 + 1) }, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(names.map { $0?.qualified } == ["AcmeColors.brand", "AcmeDimensions.space16", "AcmeSpace.m", "AcmeTypography.body",
                                                "AcmeShadows.raised", "AcmeComponents.navBarHeight", "AcmeFontWeights.bold",
                                                "AcmeRadius.small"])
    }

    @Test func nestedNamesBecomeNestedTypes() throws {
        let options = SwiftGenerationOptions(prefix: "DS", naming: .nested, namespaces: ["color": "Colors"])
        var diagnostics = DiagnosticCollector()
        let names = namer(options).names(for: [token("color.text.brand.normal", line: 1), token("color.purple.500", line: 2),
                                               token("color.default.type", line: 3)], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        // A member that would start with a digit starts at the nearest segment with a letter first.
        #expect(names.map { $0?.qualified } == ["DSColors.Text.Brand.normal", "DSColors.Purple.purple500", "DSColors.Default.type"])
    }

    /// The example of the README's "Generated names": names that read the same get one more segment, then a number.
    @Test func clashesAreResolvedByTheRuleWithOneWarningPerRenamedToken() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer().names(for: [token("color.text.brand", line: 3), token("color.text-brand", line: 9),
                                        token("color.textBrand", line: 12)], diagnostics: &diagnostics)
        // The two-segment paths are shorter; of those, `text-brand` is first in path order ('-' < 'B'). Their next
        // segment (`color`) reads the same, so the longer path ends up numbered.
        #expect(names.map { $0?.qualified } == ["AurumColors.colorTextBrand_2", "AurumColors.textBrand", "AurumColors.colorTextBrand"])
        #expect(diagnostics.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.sorted.map(\.description) == [
            "tokens.json:3:5: warning: tokens 'color.text-brand' and 'color.text.brand' would both be generated as 'AurumColors.textBrand'; they are generated as 'AurumColors.textBrand' and 'AurumColors.colorTextBrand_2'\ntokens.json:9:5: note: 'color.text-brand' is defined here",
            "tokens.json:12:5: warning: tokens 'color.text-brand' and 'color.textBrand' would both be generated as 'AurumColors.textBrand'; they are generated as 'AurumColors.textBrand' and 'AurumColors.colorTextBrand'\ntokens.json:9:5: note: 'color.text-brand' is defined here",
        ])
    }

    /// Up to five clashes are a warning each; more are one warning with the count and the first three pairs.
    @Test func manyClashesAreOneSummary() throws {
        func clashes(_ count: Int) -> [Diagnostic] {
            var diagnostics = DiagnosticCollector()
            let paths = (0..<count).flatMap { ["space.gap-\($0)", "space.gap\($0)"] }
            _ = namer().names(for: paths.enumerated().map { token($1, line: $0 + 1) }, diagnostics: &diagnostics)
            return diagnostics.diagnostics
        }
        let few = clashes(5)
        #expect(few.count == 5)
        #expect(few.allSatisfy { $0.message.hasPrefix("tokens 'space.gap-") && $0.message.contains("would both be generated as") })
        let many = clashes(7)
        #expect(many.count == 1)
        #expect(many.first?.message == "7 token names clash; each is made unique by its path (first: "
                + "'space.gap-0' and 'space.gap0' → 'AurumSpace.gap0', 'AurumSpace.spaceGap0'; "
                + "'space.gap-1' and 'space.gap1' → 'AurumSpace.gap1', 'AurumSpace.spaceGap1'; "
                + "'space.gap-2' and 'space.gap2' → 'AurumSpace.gap2', 'AurumSpace.spaceGap2'; and 4 more); 'swift.names' chooses names")
        #expect(many.first?.location?.line == 2, "at the first renamed token")
    }

    @Test func theResultDoesNotDependOnTheTokensOrder() throws {
        let paths = ["color.text.brand", "color.text-brand", "color.textBrand", "brand.x", "brand.X", "a.b.c", "b.c", "x.b.c", "size.2xl", "size._2xl"]
        var reference: [String: String]?
        for rotation in paths.indices {
            let rotated = Array(paths[rotation...] + paths[..<rotation])
            var diagnostics = DiagnosticCollector()
            let names = namer(SwiftGenerationOptions(naming: .nested)).names(for: rotated.enumerated().map { token($1, line: $0 + 1) }, diagnostics: &diagnostics)
            let byPath = Dictionary(uniqueKeysWithValues: zip(rotated, names.map { $0!.qualified }))
            #expect(Set(byPath.values).count == paths.count, "every name differs")
            if let reference { #expect(byPath == reference) } else { reference = byPath }
        }
    }

    @Test func aNestedTypeKeepsItsNameAndTheMemberMovesUp() throws {
        var diagnostics = DiagnosticCollector()
        let options = SwiftGenerationOptions(naming: .nested)
        // The group `500` becomes type `_500`; the token `500` is member `size500` (it starts at `size`, the nearest
        // segment with a letter first), so nothing clashes. A token whose name the type takes moves up.
        let names = namer(options).names(for: [token("size.500.small", line: 1), token("size.500", line: 2)], diagnostics: &diagnostics)
        #expect(names.map { $0?.qualified } == ["AurumSize._500.small", "AurumSize.size500"])
        #expect(diagnostics.diagnostics.isEmpty)
        var moved = DiagnosticCollector()
        let clashing = namer(options).names(for: [token("size.small.x", line: 1), token("size.Small", line: 2)], diagnostics: &moved)
        #expect(clashing.map { $0?.qualified } == ["AurumSize.Small.x", "AurumSize.small"])
        #expect(moved.diagnostics.isEmpty, "a member is lowerCamel: 'small' is not the type 'Small'")
    }

    @Test func membersTheExtendedValueTypeDeclaresMoveUp() throws {
        var diagnostics = DiagnosticCollector()
        let extending = SwiftGenerationOptions(namespaces: ["strokeStyle": "StrokeStyle", "shadow": "Shadow"])
        let names = namer(extending).names(for: [token("strokeStyle.solid", line: 1), token("strokeStyle.hairline", line: 2),
                                        token("shadow.Layer", line: 3)], diagnostics: &diagnostics)
        #expect(names.map { $0?.qualified } == ["AurumStrokeStyle.strokeStyleSolid", "AurumStrokeStyle.hairline", "AurumShadow.layer"])
        #expect(diagnostics.sorted.map(\.description) == [
            "tokens.json:1:5: warning: token 'strokeStyle.solid' would be generated as 'AurumStrokeStyle.solid', which 'AurumStrokeStyle' already declares; it is generated as 'AurumStrokeStyle.strokeStyleSolid'",
        ])
        var nested = DiagnosticCollector()
        let nestedNames = namer(SwiftGenerationOptions(naming: .nested, namespaces: extending.namespaces)).names(for: [token("shadow.layer.card", line: 4)], diagnostics: &nested)
        #expect(nestedNames.map { $0?.qualified } == ["AurumShadow.LayerTokens.card"])
        // In its own namespace (the default) the group may use any name.
        var renamed = DiagnosticCollector()
        let own = namer().names(for: [token("strokeStyle.solid", line: 1)], diagnostics: &renamed)
        #expect(own.map { $0?.qualified } == ["AurumStrokeStyles.solid"])
        #expect(renamed.diagnostics.isEmpty)
    }

    @Test func namelessReservedAndCaseOnlyNamespacesAreNamedByTheRule() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer().names(for: [token("color.★", line: 1), token("modal.x", line: 2), token("tokenContext.y", line: 3),
                                        token("★.z", line: 4), token("ab.p", line: 5), token("AB.q", line: 6), token("tokencontext.w", line: 7)],
                                  diagnostics: &diagnostics)
        #expect(names.map { $0?.qualified } == ["AurumColors.color", "AurumModalTokens.x", "AurumTokenContextTokens.y", "AurumTokens.z",
                                                "AurumAB.p", "AurumAB.q", "AurumTokenContextTokens.w"])
        #expect(diagnostics.sorted.map(\.message) == [
            "token 'color.★' has no letters or digits after its group; it is generated as 'AurumColors.color'",
            "token group 'modal' would become namespace 'AurumModal', which the generator declares itself; its tokens are in 'AurumModalTokens'",
            "token group 'tokenContext' would become namespace 'AurumTokenContext', which the generator declares itself; its tokens are in 'AurumTokenContextTokens'",
            "token group '★' has no letters or digits for a namespace name; its tokens are in 'AurumTokens'",
            "token group 'ab' would become namespace 'AurumAb', which differs from 'AurumAB' only in case (one file on a case-insensitive file system); its tokens are in 'AurumAB'",
            "token group 'tokencontext' would become namespace 'AurumTokencontext', which the generator declares itself; its tokens are in 'AurumTokencontextTokens'",
            "token group 'tokencontext' would become namespace 'AurumTokencontextTokens', which differs from 'AurumTokenContextTokens' only in case (one file on a case-insensitive file system); its tokens are in 'AurumTokenContextTokens'",
        ])
    }

    @Test func colourNamesIgnoreCaseAndKeepTheShorterPath() throws {
        func colour(_ path: String, line: Int) -> SwiftGenerationInput.Token {
            SwiftGenerationInput.Token(path: path.split(separator: ".").map(String.init), type: .color,
                                       location: SourceLocation(file: "tokens.json", line: line, column: 5), value: .number(SwiftNumber(1)))
        }
        let tokens = [colour("codeMirror.selection.bgColor", line: 1), colour("selection.bgColor", line: 2), colour("color.bgXl", line: 3),
                      colour("color.bgXL", line: 4), colour("bg.default", line: 5), colour("fg.default", line: 6)]
        let names = SwiftTokenNames(tokens, options: SwiftGenerationOptions())
        // `selection.bgColor` is `bgColor` (no clash); `bgXl`/`bgXL` would be one colour set on macOS.
        #expect(names.colorNames == ["selectionBgColor", "bgColor", "colorBgXl", "bgXL", "bgDefault", "fgDefault"])
        #expect(names.diagnostics.map(\.message) == [
            "colour tokens 'color.bgXL' and 'color.bgXl' would both be named 'bgXl' in Color.aurum and the asset catalog (names that differ only in case share one colour set); they are named 'bgXL' and 'colorBgXl'",
            "colour tokens 'fg.default' and 'bg.default' would both be named 'default' in Color.aurum and the asset catalog; they are named 'fgDefault' and 'bgDefault'",
        ])
    }

    // MARK: swift.names

    private func renaming(_ names: [String: String]) -> SwiftGenerationOptions {
        var options = SwiftGenerationOptions()
        for (line, entry) in names.sorted(by: { $0.key < $1.key }).enumerated() {
            options.names[entry.key] = .init(entry.value, at: SourceLocation(file: "aurum-codegen.json", line: line + 1, column: 20))
        }
        return options
    }

    @Test func configuredNamesRenameMembersAndColourNames() throws {
        let tokens = [token("color.text.brand", line: 1), token("color.accent.$root", line: 2)]
        var colours = tokens
        colours[1].type = .color
        let names = SwiftTokenNames(colours, options: renaming(["color.text.brand": "brandText", "color.accent": "accentColor"]))
        #expect(names.diagnostics.isEmpty)
        #expect(names.names.map { $0?.qualified } == ["AurumColors.brandText", "AurumColors.accentColor"])
        #expect(names.colorNames == [nil, "accentColor"])
    }

    @Test func aConfiguredNameThatIsTakenIsAnErrorAtTheEntry() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer(renaming(["color.a": "b", "color.c": "d", "color.e": "d", "color.x": "y"]))
            .names(for: [token("color.a", line: 1), token("color.b", line: 2), token("color.c", line: 3), token("color.e", line: 4),
                         token("color.x", line: 5)], diagnostics: &diagnostics)
        #expect(names.map { $0?.qualified } == [nil, "AurumColors.b", "AurumColors.d", nil, "AurumColors.y"])
        #expect(diagnostics.sorted.map(\.description) == [
            "aurum-codegen.json:1:20: error: 'swift.names' names 'color.a' 'AurumColors.b', which is the name of token 'color.b'\ntokens.json:2:5: note: 'color.b' is defined here",
            "aurum-codegen.json:3:20: error: 'swift.names' gives 'color.e' and 'color.c' the same name 'AurumColors.d'\naurum-codegen.json:2:20: note: 'color.c' is renamed here",
        ])
    }

    @Test func aConfiguredPathThatNamesNoTokenIsAWarningWithASuggestion() throws {
        var diagnostics = DiagnosticCollector()
        _ = namer(renaming(["color.txt.brand": "brandText"])).names(for: [token("color.text.brand", line: 1)], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [
            "aurum-codegen.json:1:20: warning: 'swift.names' renames 'color.txt.brand', but no token has that path; did you mean 'color.text.brand'?",
        ])
    }
}
