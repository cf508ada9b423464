import Testing
@testable import AurumCodegenCore

/// Cross-field and cross-file checks: each error's message, file, line and column.
@Suite struct ManifestValidationTests {
    typealias F = ManifestFixtures
    let file = ManifestFixtures.manifestFile
    let slottedFile = ManifestFixtures.slottedFile

    func at(_ needle: String, occurrence: Int = 1, in text: String, file: String = ManifestFixtures.manifestFile) -> AurumCodegenCore.SourceLocation? {
        F.location(of: needle, occurrence: occurrence, in: text, file: file)
    }

    @Test func duplicateComponentNamesReportBothLocations() throws {
        let first = "a/AurumThing.component.json", second = "b/AurumThing.component.json"
        let other = F.replacing("\"100:1\"", with: "\"100:9\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics([(F.manifest, first), (other, second)])
        #expect(diagnostics.map(\.message) == ["duplicate component name 'AurumThing'"])
        #expect(diagnostics.first?.location == .init(file: second, line: 3, column: 11))
        #expect(diagnostics.first?.notes == [.init("first declared here", at: .init(file: first, line: 3, column: 11))])
    }

    @Test func duplicateNodeIDsReportBothLocations() throws {
        let slotted = F.replacing("\"200:1\"", with: "\"100:1\"", in: F.slotted)
        let diagnostics = try F.validationDiagnostics([(F.manifest, file), (slotted, slottedFile)])
        #expect(diagnostics.map(\.message) == ["duplicate Figma node 100:1 (component AurumSlotted); it is already used by component AurumThing"])
        #expect(diagnostics.first?.location == at("\"100:1\"", in: slotted, file: slottedFile))
        #expect(diagnostics.first?.notes == [.init("first used here", at: at("\"100:1\"", in: F.manifest))])
    }

    @Test func componentNodeIDCollidingWithAnIconNode() throws {
        let text = F.replacing("\"100:1\"", with: "\"9:3\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["duplicate Figma node 9:3 (icon AurumIcons.User.user); it is already used by component AurumThing"])
        #expect(diagnostics.first?.location == F.location(of: "\"9:3\"", in: F.icons, file: F.iconsFile))
        #expect(diagnostics.first?.notes == [.init("first used here", at: at("\"9:3\"", in: text))])
    }

    @Test func unknownIconReferenceGetsASuggestion() throws {
        let text = F.replacing("\"AurumIcons.User.home\"", with: "\"AurumIcons.User.hom\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["unknown icon AurumIcons.User.hom; did you mean AurumIcons.User.home?"])
        #expect(diagnostics.first?.location == .init(file: file, line: 26, column: 18))
    }

    @Test func unknownIconInsideASwiftSnippet() throws {
        let text = F.replacing("AurumIcons.User.user)", with: "AurumIcons.User.users)", in: F.slotted)
        let diagnostics = try F.validationDiagnostics(text, file: slottedFile)
        #expect(diagnostics.map(\.message) == ["unknown icon AurumIcons.User.users; did you mean AurumIcons.User.user?"])
        #expect(diagnostics.first?.location == at("\".init(icon: AurumIcons.User.users)\"", in: text, file: slottedFile))
    }

    @Test func unknownTokenReferenceGetsASuggestion() throws {
        let text = F.replacing("{color.text.normal}", with: "{color.text.normall}", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text, tokens: ["color.text.normal", "color.text.muted"])
        #expect(diagnostics.map(\.message) == ["unknown token {color.text.normall}; did you mean {color.text.normal}?"])
        #expect(diagnostics.first?.location == .init(file: file, line: 30, column: 14))
        // Without a token set the check is skipped; with it, the real reference passes.
        #expect(try F.validationDiagnostics(text).isEmpty)
        #expect(try F.validationDiagnostics(F.manifest, tokens: ["color.text.normal"]).isEmpty)
    }

    @Test func variantDefaultOutsideTheOptions() throws {
        let text = F.replacing("\"default\": \"Plain\"", with: "\"default\": \"Plane\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["default 'Plane' of variant 'style' is not one of its options ('Plain', 'Fancy'); did you mean 'Plain'?"])
        #expect(diagnostics.first?.location == at("\"Plane\"", in: text))
    }

    @Test func variantOptionViolatingAConstraint() throws {
        let text = F.replacing("{ \"figma\": \"2 Icons\", \"implies\": { \"icon1\": \"present\"",
                               with: "{ \"figma\": \"2 Icons\", \"implies\": { \"icon1\": \"absent\"", in: F.slotted)
        let diagnostics = try F.validationDiagnostics(text, file: slottedFile)
        #expect(diagnostics.map(\.message) == ["variant option '2 Icons' of 'type' (icon2 present, icon1 absent) violates a constraint: icon2 without icon1 is invalid."])
        #expect(diagnostics.first?.location == at("\"2 Icons\"", in: text, file: slottedFile))
        #expect(diagnostics.first?.notes == [.init("constraint declared here", at: at("{ \"when\"", in: text, file: slottedFile))])
    }

    @Test func defaultsViolatingAConstraint() throws {
        let text = F.replacing("\"min\": 2, \"max\": 3", with: "\"min\": 2, \"max\": 2", in: F.slotted)
        let diagnostics = try F.validationDiagnostics(text, file: slottedFile)
        #expect(diagnostics.map(\.message) == ["the default values (cells 3 layers) violate a constraint: 2 to 3 cells."])
        #expect(diagnostics.first?.location == at("{ \"count\"", in: text, file: slottedFile))
        #expect(diagnostics.first?.notes == [.init("'type' defaults to 'None'", at: at("\"None\"", in: text, file: slottedFile))])
    }

    @Test func impliedCountBeyondTheDeclaredLayers() throws {
        let text = F.replacing("{ \"figma\": \"Icon\", \"implies\": { ", with: "{ \"figma\": \"Icon\", \"implies\": { \"cells\": 4, ", in: F.slotted)
        let diagnostics = try F.validationDiagnostics(text, file: slottedFile)
        #expect(diagnostics.map(\.message) == [
            "variant option 'Icon' of 'type' (cells 4 layers) violates a constraint: 2 to 3 cells.",
            "option 'Icon' implies 4 'cells' layers but 'cells' declares 3",
        ])
        #expect(diagnostics.map(\.location) == [at("\"Icon\"", in: text, file: slottedFile), at("4, \"icon1\"", in: text, file: slottedFile)])
    }

    @Test func impliesAndConditionsMustNameRealKeys() throws {
        var text = F.replacing("\"icon1\": \"absent\", \"icon2\": \"absent\" } },", with: "\"icon1\": \"absent\", \"icon3\": \"absent\" } },", in: F.slotted)
        text = F.replacing("\"require\": { \"icon1\": \"present\" }", with: "\"require\": { \"icon1\": \"here\" }", in: text)
        let diagnostics = try F.validationDiagnostics(text, file: slottedFile)
        #expect(diagnostics.map(\.message) == [
            "option 'None' implies unknown slot or property 'icon3'; did you mean 'icon1'?",
            "slot 'icon1' is tested against 'here'; use \"present\" or \"absent\"",
        ])
        #expect(diagnostics.map(\.location) == [at("\"icon3\"", in: text, file: slottedFile), at("\"here\"", in: text, file: slottedFile)])
    }

    @Test func iconWithoutItsRequiredPair() throws {
        let icons = F.replacing("\"User\": {", with: "\"User\": {\n      \"requiresPair\": true,", in: F.icons)
        let diagnostics = try F.validationDiagnostics(F.manifest, icons: icons)
        #expect(diagnostics.map(\.message) == ["icon AurumIcons.User.user requires a line/filled pair but has no 'filled' style"])
        #expect(diagnostics.first?.location == F.location(of: "\"user\"", in: icons, file: F.iconsFile))
    }

    @Test func pairedPropertyReferencingAnIconWithoutFilledStyle() throws {
        let text = F.replacing("\"default\": \"AurumIcons.User.home\"", with: "\"default\": \"AurumIcons.User.user\", \"requirePair\": true", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["AurumIcons.User.user has no filled style, but 'icon' requires line/filled pairs"])
        #expect(diagnostics.first?.location == at("\"AurumIcons.User.user\"", in: text))
        #expect(diagnostics.first?.notes == [.init("icon declared here", at: F.location(of: "\"user\"", in: F.icons, file: F.iconsFile))])
    }

    @Test func pairedPropertyReferencingAFilledStyle() throws {
        let text = F.replacing("\"default\": \"AurumIcons.User.home\"", with: "\"default\": \"AurumIcons.User.homeFilled\", \"requirePair\": true", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["AurumIcons.User.homeFilled is a filled style; 'icon' requires line/filled pairs, so reference the line style AurumIcons.User.home"])
        #expect(diagnostics.first?.location == at("\"AurumIcons.User.homeFilled\"", in: text))
    }

    @Test func figmaNamesFigmasParserCannotHandle() throws {
        var text = F.replacing("\"figma\": \"Icon#100:2\"", with: "\"figma\": \"Icon's#100:2\"", in: F.manifest)
        text = F.replacing("{ \"figma\": \"Fancy\"", with: "{ \"figma\": \"Fancy ${x}\"", in: text)
        let slotted = F.replacing("\"Cell 2\"", with: "\"Cell `2`\"", in: F.slotted)
        let diagnostics = try F.validationDiagnostics([(text, file), (slotted, slottedFile)])
        #expect(diagnostics.map(\.message) == [
            "layer name 'Cell `2`' contains `, which Figma's Code Connect parser does not escape; rename it in Figma",
            "variant option 'Fancy ${x}' contains ${, which Figma's Code Connect parser does not escape; rename it in Figma",
            "Figma name 'Icon's#100:2' contains ', which Figma's Code Connect parser does not escape; rename it in Figma",
        ])
        #expect(diagnostics.map(\.location) == [
            at("\"Cell `2`\"", in: slotted, file: slottedFile), at("\"Fancy ${x}\"", in: text), at("\"Icon's#100:2\"", in: text),
        ])
    }

    @Test func nonVariantFigmaNameWithoutIDSuffix() throws {
        let text = F.replacing("\"Badge#100:3\"", with: "\"Badge\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["Figma name 'Badge' of boolean property 'showsBadge' lacks the #id suffix Figma appends (e.g. 'Badge#4826:12'); copy it from the component's property definitions"])
        #expect(diagnostics.first?.location == at("\"Badge\"", in: text))
    }

    @Test func variantFigmaNameWithIDSuffix() throws {
        let text = F.replacing("\"figma\": \"Style\"", with: "\"figma\": \"Style#100:4\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["variant property name 'Style#100:4' must not carry a #id suffix; Figma reports variant names bare"])
        #expect(diagnostics.first?.location == at("\"Style#100:4\"", in: text))
    }

    @Test func mappedVariantOptionsNeedSwiftCases() throws {
        let text = F.replacing("{ \"figma\": \"Fancy\", \"case\": \"fancy\" }", with: "{ \"figma\": \"Fancy\" }", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == ["option 'Fancy' of 'style' needs a Swift 'case': the property maps to AurumThingStyle"])
        #expect(diagnostics.first?.location == at("\"Fancy\"", in: text))
    }

    @Test func exampleArgumentsMustNameMappedProperties() throws {
        var text = F.replacing("{ \"property\": \"icon\" }", with: "{ \"property\": \"icn\" }, { \"property\": \"showsBadge\" }", in: F.manifest)
        text = F.replacing("{ \"property\": \"style\" }", with: "{ \"property\": \"style\" }, { \"label\": \"style\", \"code\": \".plain\" }", in: text)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.map(\.message) == [
            "example passes argument 'style' twice",
            "example argument uses unknown property 'icn'; did you mean 'icon'?",
            "example argument uses boolean property 'showsBadge', which has no 'swift' mapping",
        ])
        #expect(diagnostics.map(\.location) == [
            at("{ \"label\": \"style\"", in: text), at("\"icn\"", in: text), at("\"showsBadge\" }", in: text),
        ])
        #expect(diagnostics.first?.notes == [.init("first passed here", at: at("{ \"property\": \"style\" }", in: text))])
    }

    @Test func swiftParametersMustBeUnique() throws {
        let text = F.replacing("\"swift\": { \"parameter\": \"icon\"", with: "\"swift\": { \"parameter\": \"style\"", in: F.manifest)
        let diagnostics = try F.validationDiagnostics(text)
        #expect(diagnostics.contains { $0.message == "Swift parameter 'style' is mapped twice in AurumThing" && $0.location == at("\"style\"", occurrence: 4, in: text) })
    }
}
