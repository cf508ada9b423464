import Foundation
import Testing
@testable import AurumCodegenCore

/// Compiled stencils (`CatalogStencil`) write byte for byte what the Mustache engine writes for the same contexts:
/// the default templates on the Aurum tokens and the catalog fixture, and user overrides that branch on flags,
/// nulls, empty strings and lists, repeat a string escaped and raw, and reach partials.
@Suite struct CatalogStencilTests {
    static func files(_ configuration: AurumConfiguration, templates: MustacheLibrary? = nil, forceEngine: Bool) throws -> [GeneratedFile] {
        let generator = Generator(configuration: configuration)
        let tokens = try generator.loadTokens()
        let shared = try generator.sharedTokenValues(tokens)
        let library = try templates ?? generator.templates()
        var options = generator.catalogOptions
        options.forceEngine = forceEngine
        let catalog = CatalogGenerator(options: options)
        let pages = try catalog.tokenPages(tokens, input: shared.input, names: shared.names.names, templates: library, linksTokens: true)
        return try catalog.generate(pages, components: nil, templates: library)
    }

    static func expectSame(_ configuration: AurumConfiguration, templates: MustacheLibrary? = nil) throws -> Int {
        let stencils = try files(configuration, templates: templates, forceEngine: false)
        let engine = try files(configuration, templates: templates, forceEngine: true)
        #expect(stencils.map(\.relativePath) == engine.map(\.relativePath))
        for (a, b) in zip(stencils, engine) {
            #expect(a.contents == b.contents, "\(a.relativePath) differs between stencil and engine")
        }
        return stencils.reduce(0) { $0 + $1.contents.utf8.count }
    }

    @Test func aurumPagesMatchTheEngine() throws {
        #expect(try Self.expectSame(try AurumReferenceTests.configuration()) > 100_000)
    }

    @Test func fixturePagesMatchTheEngine() throws {
        #expect(try Self.expectSame(try CatalogReferenceTests.fixtureConfiguration()) > 10_000)
    }

    /// Overrides whose output depends on every kind of structure the recorder must tell apart.
    @Test func overridesMatchTheEngine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-stencil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let row = """
            <tr id="{{id}}">{{#swift}}[{{.}}|{{{.}}}]{{/swift}}{{^swift}}(no swift){{/swift}}{{#description}}<i>{{description}}</i>{{/description}}\
            {{^deprecated}}ok{{/deprecated}}{{#deprecated}}{{#message}}{{message}}{{/message}}{{^message}}no message{{/message}}{{/deprecated}}\
            {{#cells}}<td{{#contexts}} c="{{.}}"{{/contexts}}>{{#label}}{{label}}:{{/label}}{{#alias}}{{path}}->{{id}}{{/alias}}{{{value}}}{{>catalog-extra}}</td>{{/cells}}\
            {{^cells}}no cells{{/cells}}{{path}}{{{path}}}</tr>

            """
        let value = """
            {{#color}}{{hex}}/{{{hex}}}{{#outOfGamut}}!{{/outOfGamut}}{{^source}}-{{/source}}{{/color}}{{#dimension}}{{text}}{{#isRadius}}r{{/isRadius}}{{/dimension}}\
            {{#shadow}}{{#layers}}<{{.}}>{{/layers}}{{/shadow}}{{#typography}}{{style}}{{/typography}}{{^color}}{{^dimension}}?{{/dimension}}{{/color}}
            """
        try Data(row.utf8).write(to: directory.appendingPathComponent("catalog-token-row.html.mustache"))
        try Data(value.utf8).write(to: directory.appendingPathComponent("catalog-value.html.mustache"))
        try Data("{{#play}}P{{/play}}".utf8).write(to: directory.appendingPathComponent("catalog-extra.mustache"))
        let library = try TemplateLoader.library(overrides: directory)
        let size = try Self.expectSame(try CatalogReferenceTests.fixtureConfiguration(), templates: library)
        #expect(size > 5_000)
    }
}
