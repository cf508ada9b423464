import Foundation
import Testing
@testable import AurumCodegenCore

/// What the token pages show for inputs the reference sets lack: nested Swift names, tokens at the top level,
/// group names that anchors escape, prose that HTML escapes, every dialect's tokens, and user templates that
/// read the documented context (a row reads its group's keys).
@Suite struct CatalogPageTests {
    /// `files` written to a fresh folder with a configuration naming `groups.tokens.json`; `body` gets the pages.
    static func withProject<R>(tokens: String, templates: [String: String] = [:], _ body: ([GeneratedFile]) throws -> R) throws -> R {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("templates"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(tokens.utf8).write(to: directory.appendingPathComponent("groups.tokens.json"))
        for (name, text) in templates {
            try Data(text.utf8).write(to: directory.appendingPathComponent("templates/\(name).mustache"))
        }
        let config = """
        { "tokens": { "files": ["groups.tokens.json"] }, "swift": { "prefix": "Gx", "templates": "templates" }, "catalog": { "output": "catalog" } }
        """
        try Data(config.utf8).write(to: directory.appendingPathComponent(ConfigurationLoader.fileName))
        let configuration = try ConfigurationLoader.load(contentsOf: directory.appendingPathComponent(ConfigurationLoader.fileName))
        return try body(try CatalogReferenceTests.catalog(configuration).files)
    }

    static let unusualGroups = """
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

    static func page(_ name: String, in files: [GeneratedFile]) throws -> String {
        try #require(files.first { $0.relativePath == name }).contents
    }

    @Test func topLevelTokensAndEscapedNamesHaveTheirGroups() throws {
        try Self.withProject(tokens: Self.unusualGroups) { files in
            let colors = try Self.page("colors.html", in: files)
            #expect(colors.contains(#"<h3 id="g-">(top level) <span class="count">1</span></h3>"#))
            #expect(colors.contains(#"<h3 id="g-brand_20colours">brand colours <span class="count">2</span></h3>"#))
            #expect(colors.contains(#"<h3 id="g-brand_20v2.tone">brand v2.tone <span class="count">2</span></h3>"#))
            #expect(colors.contains(#"<tr id="t-brand_20v2.tone._24root">"#))
            #expect(colors.contains(#"<span class="desc">Blue &lt;b&gt; &amp; &quot;co&quot;</span>"#))
            #expect(colors.contains(##"<a href="#t-brand_20colours.main">brand colours.main</a>"##))
            let dimensions = try Self.page("dimensions.html", in: files)
            #expect(dimensions.contains(#"<tr id="t-space.a_20b">"#))
            #expect(dimensions.contains(#"<h3 id="g-space">space <span class="count">2</span></h3>"#))
        }
    }

    /// Nested naming shows each token's nested Swift name.
    @Test func nestedNamesAreShown() throws {
        var configuration = try AurumReferenceTests.configuration()
        configuration.swift.options.naming = .nested
        let colors = try Self.page("colors.html", in: try CatalogReferenceTests.catalog(configuration).files)
        #expect(colors.contains(#"<code class="swift">AurumColors.Text.Brand.normal</code>"#))
    }

    /// Overridden row and value templates render instead of the built-in ones; a row sees its group's keys (`type`,
    /// `title`) where it has none of its own, and its own where both have one (`id`).
    @Test func overriddenTemplatesReadTheDocumentedContext() throws {
        let row = "<tr id=\"{{id}}\" data-type=\"{{type}}\" data-group=\"{{title}}\">{{#cells}}{{{value}}}{{/cells}}</tr>\n"
        let value = "{{#color}}[{{hex}}]{{/color}}{{#dimension}}({{text}}){{/dimension}}\n"
        try Self.withProject(tokens: Self.unusualGroups, templates: ["catalog-token-row.html": row, "catalog-value.html": value]) { files in
            let colors = try Self.page("colors.html", in: files)
            #expect(colors.contains(#"<tr id="t-brand_20colours.main" data-type="color" data-group="brand colours">[#0000ff]</tr>"#))
            let dimensions = try Self.page("dimensions.html", in: files)
            #expect(dimensions.contains(#"<tr id="t-gap" data-type="dimension" data-group="(top level)">(4 pt)</tr>"#))
        }
    }

    /// Every dialect fixture's catalog, where aliases reach tokens outside the set and values differ by mode: each
    /// token has exactly one row, on its type's page.
    @Test(arguments: DialectGenerationTests.cases) func everyDialectTokenHasOneRow(_ c: DialectGenerationTests.Case) throws {
        var configuration = DialectGenerationTests.configuration(c)
        configuration.catalog = CatalogConfiguration(output: "catalog")
        let generator = Generator(configuration: configuration)
        let tokens = try generator.loadTokens()
        let files = try CatalogReferenceTests.catalog(configuration).files
        for token in tokens.tokens {
            let page = try Self.page(CatalogPages.page(of: token.type).file, in: files)
            #expect(page.components(separatedBy: "<tr id=\"\(CatalogAnchor.id(token.path))\"").count == 2, "\(c.name): \(token.pathString)")
        }
    }
}
