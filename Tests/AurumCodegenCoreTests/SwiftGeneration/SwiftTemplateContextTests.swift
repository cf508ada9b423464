import Testing
@testable import AurumCodegenCore

/// The declaration context builds only the keys some template looks up; templates that use the others
/// (`value`, `modes`, …) still get them.
@Suite struct SwiftTemplateContextTests {
    static let everyKey = """
    // {{name}} {{qualifiedName}} {{path}} {{dtcgType}} {{type}} {{valueType}} alias={{aliasOf}} {{#isModal}}modal{{/isModal}}{{^isModal}}constant{{/isModal}} {{#first}}first{{/first}}{{#last}}last{{/last}}
    // value: {{value.kind}}{{#value.isColor}} {{value.red}} {{value.displayP3Blue}} {{value.hex}}{{/value.isColor}}{{#value.isDimension}} {{value.points}}{{/value.isDimension}}
    {{#modes}}
    // mode {{label}}: {{expression}} red={{value.red}}{{^last}},{{/last}}
    {{/modes}}
    {{#documentation}}
    {{.}}
    {{/documentation}}
    {{deprecation}}
    let {{name}} = {{expression}} // {{#isMultiline}}{{expressionLines.0}}{{/isMultiline}}

    """

    private func library(declaration: String?) throws -> MustacheLibrary {
        var templates = try TemplateLoader.library(overrides: nil).templates
        if let declaration { templates["declaration"] = try MustacheTemplate(source: declaration, name: "declaration") }
        return MustacheLibrary(templates: templates)
    }

    @Test func overrideTemplatesGetEveryDocumentedKey() throws {
        let options = SwiftGenerationOptions(namespaces: ["color": "Colors", "strokeStyle": "StrokeStyles"], toolVersion: "test")
        let files = try SwiftGenerator(options: options).generate(SwiftGenerationFixture.input,
                                                                  templates: try library(declaration: Self.everyKey))
        let colors = try #require(files.first { $0.relativePath == "AurumColors.swift" }).contents
        #expect(colors.contains("// textBrandNormal AurumColors.textBrandNormal color.text.brand.normal color AurumModal<AurumColor> AurumColor alias=color.purple.500 modal"))
        #expect(colors.contains("// value: color 0.5255 0.85761 #863ef3"))
        #expect(colors.contains("// mode light: AurumColor(red: 0.5255, green: 0.2431, blue: 0.9529, opacity: 1, displayP3Red: 0.47295, displayP3Green: 0.21879, displayP3Blue: 0.85761) red=0.5255,"))
        #expect(colors.contains("// mode dark: AurumColor(red: 0.7412,"))
        #expect(colors.contains("// purple500 AurumColors.purple500 color.purple.500 color AurumColor AurumColor alias= constant first"))
        let dimensions = try #require(files.first { $0.relativePath == "AurumDimensions.swift" }).contents
        #expect(dimensions.contains("// value: dimension 24"))
    }

    /// Each declaration renders the same from the pruned context as from the full one, with the default
    /// templates and with an override that reads every key.
    @Test(arguments: [nil, everyKey])
    func prunedContextRendersLikeTheFullOne(_ declaration: String?) throws {
        let templates = try library(declaration: declaration)
        let options = SwiftGenerationOptions(namespaces: ["color": "Colors", "strokeStyle": "StrokeStyles"], toolVersion: "test")
        var diagnostics = DiagnosticCollector()
        let plan = SwiftGenerationPlan(input: SwiftGenerationFixture.input, options: options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let full = SwiftTemplateContext(plan: plan, input: SwiftGenerationFixture.input, options: options, names: nil)
        var pruned = full
        pruned.names = templates.lookedUpNames
        var rendered = 0
        for namespace in plan.namespaces {
            for d in namespace.parts.flatMap({ $0 }) {
                let all = full.declaration(d, first: true, last: false), some = pruned.declaration(d, first: true, last: false)
                guard case .dictionary(let allKeys) = all, case .dictionary(let someKeys) = some else { Issue.record("not a dictionary"); continue }
                if declaration == nil { #expect(someKeys.count < allKeys.count) }
                #expect(try templates.render("declaration", context: some) == templates.render("declaration", context: all))
                rendered += 1
            }
        }
        #expect(rendered == SwiftGenerationFixture.tokens.count)
    }

    @Test func declarationKeysAreTheCaseNames() {
        typealias Key = SwiftTemplateContext.DeclarationKey
        #expect(Key.allCases.map { "\($0)" } == Key.keys)
        #expect(Key.allCases.count <= 32)
    }

    @Test func documentationOfPlainTextMatchesTheGeneralPath() {
        for text in ["", " ", "Brand purple.", "Trailing spaces   ", "  Leading kept", "a  b", "{{x}} \\ \"q\" ~"] {
            #expect(SwiftLiteral.documentation(text) == SwiftLiteral.documentationLines(text), "\(text)")
        }
        #expect(SwiftLiteral.documentation("Two\nlines\t \n\n") == ["/// Two", "/// lines"])
        #expect(SwiftLiteral.documentation("Caf\u{E9}  ") == ["/// Caf\u{E9}"])
    }

    /// Declarations with equal values share one laid-out expression; each still gets its own keys.
    @Test func equalValuesShareTheirExpression() throws {
        let options = SwiftGenerationOptions(namespaces: ["color": "Colors", "strokeStyle": "StrokeStyles"], toolVersion: "test")
        let files = try SwiftGenerator(options: options).generate(SwiftGenerationFixture.input, templates: try library(declaration: nil))
        let colors = files.filter { $0.relativePath.hasPrefix("AurumColors") }.map(\.contents).joined()
        let black = "AurumColor(red: 0, green: 0, blue: 0, opacity: 0.5, displayP3Red: 0, displayP3Green: 0, displayP3Blue: 0)"
        #expect(colors.contains("static var legacy: AurumColor { \(black) }"))
        #expect(colors.contains("static var overlay50Percent: AurumColor { \(black) }"))
    }
}
