import Foundation
import Testing
@testable import AurumCodegenCore

/// Compiled stencils (`CatalogStencil`) write byte for byte what the Mustache engine writes for the same contexts:
/// the default templates on the Aurum tokens and the catalog fixture, and user overrides that branch on flags,
/// nulls, empty strings and lists, repeat a string escaped and raw, and reach partials. With the built-in row template
/// rows are written by code (`CatalogRow.writeDirectly`): the same comparisons prove it writes what the engine
/// renders for that template, so editing `templates/catalog-token-row.mustache` alone fails here.
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

    /// Nested Swift names (`AurumColors.Text.Brand.normal`): the direct rows copy a name's namespace and nesting
    /// from the row before when they are the same, and must still write what the engine renders.
    @Test func nestedNamesMatchTheEngine() throws {
        var configuration = try AurumReferenceTests.configuration()
        configuration.swift.options.naming = .nested
        let files = try Self.files(configuration, forceEngine: false)
        #expect(files.contains { $0.contents.contains("AurumColors.Text.Brand.normal") })
        #expect(try Self.expectSame(configuration) > 100_000)
    }

    /// Groups whose ID and title the direct writers cannot copy from a plain anchor: tokens at the top level,
    /// segments that anchors escape (spaces, `$root`), a description that HTML escapes; rows, groups and pages must
    /// still be what the engine renders.
    @Test func unusualGroupsMatchTheEngine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = """
        {
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
          "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "brand colours": {
            "$type": "color",
            "main": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] }, "$description": "Blue <b> & \\"co\\"" },
            "main copy": { "$value": "{brand colours.main}" }
          },
          "brand v2": { "tone": { "$root": { "$type": "color", "$value": "{accent}" }, "dim": { "$type": "color", "$value": "{accent}" } } },
          "space": { "a b": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }, "c": { "$type": "dimension", "$value": "{gap}" } }
        }
        """
        try Data(tokens.utf8).write(to: directory.appendingPathComponent("groups.tokens.json"))
        let config = """
        { "tokens": { "files": ["groups.tokens.json"] }, "swift": { "prefix": "Gx" }, "catalog": { "output": "catalog" } }
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent(ConfigurationLoader.fileName))
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName))
        let colors = try #require(try Self.files(configuration, forceEngine: false).first { $0.relativePath == "colors.html" }).contents
        #expect(colors.contains("(top level)"))
        #expect(colors.contains("brand colours"))
        #expect(try Self.expectSame(configuration) > 5_000)
    }

    /// The benchmark's set (10,000 tokens, light and dark), where most rows take the direct path.
    @Test func benchmarkSetMatchesTheEngine() throws {
        #expect(try SyntheticProject.withConfiguration(count: 10_000) { try Self.expectSame($0) } > 3_000_000)
    }

    /// Every dialect fixture's catalog, where aliases reach tokens of reference-only sets (no target in the set)
    /// and values differ by mode: rows linking by target index or by path write what the engine renders.
    @Test(arguments: DialectGenerationTests.cases) func dialectSetsMatchTheEngine(_ c: DialectGenerationTests.Case) throws {
        var configuration = DialectGenerationTests.configuration(c)
        configuration.catalog = CatalogConfiguration(output: "catalog")
        #expect(try Self.expectSame(configuration) > 5_000)
    }

    /// `applies` holds only for the built-in `name`, never when the engine is forced, and not for a user override
    /// even when it is a copy of the built-in text (still the user's template, rendered by the stencil).
    static func expectDirectOnlyForTheBuiltIn(_ name: String, applies: (MustacheTemplate, Bool) -> Bool) throws {
        let builtIn = try TemplateLoader.library(overrides: nil)
        #expect(applies(builtIn[name]!, false))
        #expect(!applies(builtIn[name]!, true))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-stencil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(DefaultTemplates.all[name]!.utf8).write(to: directory.appendingPathComponent(name + ".mustache"))
        let overridden = try TemplateLoader.library(overrides: directory)
        #expect(!applies(overridden[name]!, false))
    }

    @Test func directRowsOnlyForTheBuiltInRowTemplate() throws {
        try Self.expectDirectOnlyForTheBuiltIn(CatalogTemplateNames.row) { CatalogDirectRow.applies(to: $0, forceEngine: $1) }
    }

    @Test func directGroupsOnlyForTheBuiltInGroupTemplate() throws {
        try Self.expectDirectOnlyForTheBuiltIn(CatalogTemplateNames.group) { CatalogDirectGroup.applies(to: $0, forceEngine: $1) }
    }

    @Test func directPagesOnlyForTheBuiltInPageTemplate() throws {
        try Self.expectDirectOnlyForTheBuiltIn(CatalogTemplateNames.tokens) { CatalogDirectTokens.applies(to: $0, forceEngine: $1) }
    }

    @Test func directValuesOnlyForTheBuiltInValueTemplate() throws {
        try Self.expectDirectOnlyForTheBuiltIn(CatalogTemplateNames.value) { CatalogDirectValue.applies(to: $0, forceEngine: $1) }
    }

    /// Every value of the Aurum set and the fixture, in every context, written directly and rendered by the engine
    /// from the built-in template: the same bytes, kind by kind (the page comparisons above find a difference; this
    /// names the value). Each kind the writer handles occurs, so a kind it gets wrong cannot hide.
    @Test func directValuesMatchTheEngineValueByValue() throws {
        let library = try TemplateLoader.library(overrides: nil)
        let template = library[CatalogTemplateNames.value]!
        var kinds = Set<String>(), compared = 0
        // Figma's native export: string and boolean variables.
        let figma = DialectGenerationTests.configuration(DialectGenerationTests.cases.first { $0.name == "FigmaNative" }!)
        for configuration in [try AurumReferenceTests.configuration(), try CatalogReferenceTests.fixtureConfiguration(), figma] {
            let generator = Generator(configuration: configuration)
            let tokens = try generator.loadTokens()
            let shared = try generator.sharedTokenValues(tokens)
            for (i, token) in tokens.tokens.enumerated() {
                for context in tokens.contexts {
                    guard let raw = token.value(in: context), let converted = shared.input.tokens[i].value(for: context) else { continue }
                    let shape = CatalogValue.shape(of: token.path, type: token.type)
                    let value = CatalogValue(value: raw, converted: converted, shape: shape)
                    var direct: [UInt8] = []
                    guard value.writeDirectly(into: &direct) else { continue }
                    var builder = CatalogContextBuilder(.values(fragments: []))
                    value.describe(into: &builder)
                    var engine = try CatalogStencil.render(template, library: library, contexts: [builder.take()], escaping: .html)
                    if engine.last == UInt8(ascii: "\n") { engine.removeLast() }
                    #expect(String(decoding: direct, as: UTF8.self) == String(decoding: engine, as: UTF8.self), "\(token.pathString) in \(context)")
                    kinds.insert(token.type.rawValue + (shape == .radius ? " (radius)" : ""))
                    compared += 1
                }
            }
        }
        #expect(kinds.isSuperset(of: ["color", "dimension", "dimension (radius)", "number", "string", "boolean", "fontFamily", "fontWeight", "duration",
                                      "shadow", "typography"]),
                "kinds compared: \(kinds.sorted())")
        #expect(compared > 300)
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
