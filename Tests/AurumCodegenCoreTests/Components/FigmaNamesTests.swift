import Testing
@testable import AurumCodegenCore

@Suite struct FigmaNamesTests {
    @Test func nodeIDAcceptsAPIFormAndOffersURLForm() throws {
        let id = try FigmaNodeID(validating: "5575:14226")
        #expect(id.apiForm == "5575:14226")
        #expect(id.urlForm == "5575-14226")
        #expect(id.description == "5575:14226")
    }

    @Test func nodeIDRejectsInstanceIDsWithASpecificMessage() {
        #expect(FigmaNodeID("I5575:14226;12:34") == nil)
        #expect(throws: FigmaNodeID.ParseError(message: "'I5575:14226;12:34' is an instance node ID; Code Connect connects only main components and component sets, so use the main component's ID")) {
            try FigmaNodeID(validating: "I5575:14226;12:34")
        }
    }

    @Test func nodeIDRejectsURLFormAndSuggestsTheAPIForm() {
        #expect(throws: FigmaNodeID.ParseError(message: "'5575-14226' is the URL form of a node ID; write the API form '5575:14226'")) {
            try FigmaNodeID(validating: "5575-14226")
        }
    }

    @Test(arguments: ["", ":", "12:", ":34", "1:2:3", "a:1", "1 :2", "١:٢", "+1:2"])
    func nodeIDRejectsMalformedText(_ text: String) {
        #expect(FigmaNodeID(text) == nil)
    }

    @Test func propertyNameKeepsRawFormAndStripsFromTheLastHash() {
        let name = FigmaPropertyName("Title#4826:12")
        #expect(name.raw == "Title#4826:12")
        #expect(name.displayName == "Title")
        #expect(name.idSuffix == "4826:12")

        let hashInside = FigmaPropertyName("Step #2#4826:13")
        #expect(hashInside.displayName == "Step #2")
        #expect(hashInside.idSuffix == "4826:13")

        let variant = FigmaPropertyName("Type")
        #expect(variant.displayName == "Type")
        #expect(variant.idSuffix == nil)
        #expect(FigmaPropertyName("Title#abc").idSuffix == nil)
    }

    @Test func unescapedSequencesAreTheOnesFigmasParserDoesNotEscape() {
        #expect(FigmaPropertyName.unescapedSequence(in: "Icon's") == "'")
        #expect(FigmaPropertyName.unescapedSequence(in: "a`b") == "`")
        #expect(FigmaPropertyName.unescapedSequence(in: "${x}") == "${")
        #expect(FigmaPropertyName.unescapedSequence(in: "$ {x} \"quoted\" #1:2") == nil)
    }

    @Test func iconReferencesParseAndAreFoundInSnippets() {
        let reference = IconReference(parsing: "AurumIcons.User.homeFilled")
        #expect(reference?.category == "User")
        #expect(reference?.name == "homeFilled")
        #expect(IconReference(parsing: "Icons.User.home") == nil)
        #expect(IconReference(parsing: "AurumIcons.user.home") == nil)
        #expect(IconReference(parsing: "AurumIcons.User.Home") == nil)
        #expect(IconReference.mentions(in: ".init(icon: AurumIcons.Action.search, alt: AurumIcons.User.home) { }")
            == ["AurumIcons.Action.search", "AurumIcons.User.home"])
    }
}
