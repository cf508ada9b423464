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
        #expect(names.map { $0?.qualified } == ["DSColors.Text.Brand.normal", "DSColors.Purple._500", "DSColors.Default.type"])
    }

    @Test func collisionIsAnErrorAtTheSecondTokenWithANoteAtTheFirst() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer().names(for: [token("color.text.brand", line: 3), token("color.text-brand", line: 9),
                                        token("color.textBrand", line: 12)], diagnostics: &diagnostics)
        #expect(names[0]?.qualified == "AurumColors.textBrand")
        #expect(names[1] == nil && names[2] == nil)
        let rendered = diagnostics.sorted.map(\.description)
        #expect(rendered == [
            "tokens.json:9:5: error: token 'color.text-brand' and token 'color.text.brand' would both be generated as 'AurumColors.textBrand'; rename one of them\ntokens.json:3:5: note: 'color.text.brand' is defined here",
            "tokens.json:12:5: error: token 'color.textBrand' and token 'color.text.brand' would both be generated as 'AurumColors.textBrand'; rename one of them\ntokens.json:3:5: note: 'color.text.brand' is defined here",
        ])
    }

    @Test func nestedTypeAndMemberWithTheSameNameCollide() throws {
        var diagnostics = DiagnosticCollector()
        let options = SwiftGenerationOptions(naming: .nested)
        // The group `500` becomes type `_500`; the token `500` becomes member `_500` in the same scope.
        _ = namer(options).names(for: [token("size.500.small", line: 1), token("size.500", line: 2)], diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostics.diagnostics.first?.location?.line == 2)
        #expect(diagnostics.diagnostics.first?.notes.first?.location?.line == 1)
    }

    @Test func membersTheExtendedValueTypeDeclaresAreErrors() throws {
        var diagnostics = DiagnosticCollector()
        let extending = SwiftGenerationOptions(namespaces: ["strokeStyle": "StrokeStyle", "shadow": "Shadow"])
        let names = namer(extending).names(for: [token("strokeStyle.solid", line: 1), token("strokeStyle.hairline", line: 2),
                                        token("shadow.Layer", line: 3)], diagnostics: &diagnostics)
        #expect(names.map { $0?.qualified } == [nil, "AurumStrokeStyle.hairline", "AurumShadow.layer"])
        #expect(diagnostics.sorted.map(\.description) == [
            "tokens.json:1:5: error: token 'strokeStyle.solid' would be generated as 'AurumStrokeStyle.solid', which the type 'AurumStrokeStyle' already declares; rename the token or give group 'strokeStyle' its own namespace with a 'namespaces' entry in the configuration",
        ])
        var nested = DiagnosticCollector()
        let nestedNames = namer(SwiftGenerationOptions(naming: .nested, namespaces: extending.namespaces)).names(for: [token("shadow.layer.card", line: 4)], diagnostics: &nested)
        #expect(nestedNames == [nil])
        #expect(nested.diagnostics.first?.message.contains("'AurumShadow.Layer'") == true)
        // In its own namespace (the default) the group may use any name.
        var renamed = DiagnosticCollector()
        let own = namer().names(for: [token("strokeStyle.solid", line: 1)], diagnostics: &renamed)
        #expect(own.map { $0?.qualified } == ["AurumStrokeStyles.solid"])
        #expect(renamed.diagnostics.isEmpty)
    }

    @Test func namelessAndReservedNamespacesAreErrors() throws {
        var diagnostics = DiagnosticCollector()
        let names = namer().names(for: [token("color.★", line: 1), token("modal.x", line: 2), token("tokenContext.y", line: 3)],
                                  diagnostics: &diagnostics)
        #expect(names.allSatisfy { $0 == nil })
        #expect(diagnostics.sorted.map(\.message) == [
            "cannot derive a Swift name from token 'color.★': it has no letters or digits",
            "token group 'modal' would become namespace 'AurumModal', which the generator already declares; rename it with a 'namespaces' entry in the configuration",
            "token group 'tokenContext' would become namespace 'AurumTokenContext', which the generator already declares; rename it with a 'namespaces' entry in the configuration",
        ])
    }
}
