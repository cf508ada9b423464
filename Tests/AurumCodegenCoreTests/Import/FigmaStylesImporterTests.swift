import Foundation
import Testing
@testable import AurumCodegenCore

/// Figma styles (saved `GET /v1/files/:key/styles` and `/nodes` responses, written from Figma's REST reference)
/// imported with the file's variables, generated, and type-checked against the Apple SDK stand-ins. The token
/// files and the Swift are checked in under Tests/Reference/FigmaStyles (`AURUM_RECORD=1` re-records).
@Suite struct FigmaStylesImporterTests {
    static let fixtures = TestPaths.repoRoot.appendingPathComponent("Tests/AurumCodegenCoreTests/Fixtures/Figma/styles")
    static let display = "Tests/AurumCodegenCoreTests/Fixtures/Figma/styles/"

    static func parse(_ name: String, _ text: String? = nil) throws -> JSONValue {
        if let text { return try JSONReader.parse(text, file: display + name) }
        return try JSONReader.parse(contentsOf: fixtures.appendingPathComponent(name), displayPath: display + name)
    }

    /// The fixture's styles read from both responses.
    static func styles(nodes: String? = nil, styles list: String? = nil, _ diagnostics: inout DiagnosticCollector) throws -> [FigmaStyle] {
        let response = FigmaStylesParser.parseStyles(try parse("styles.json", list), file: display + "styles.json", diagnostics: &diagnostics)
        return FigmaStylesParser.parseNodes(try parse("nodes.json", nodes), file: display + "nodes.json", for: response, diagnostics: &diagnostics)
    }

    /// Styles and variables imported together: the files and the diagnostics.
    static func importFixture(withVariables: Bool = true) throws -> ([GeneratedFile], [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let styles = try styles(&diagnostics)
        var variableFiles: [GeneratedFile] = []
        if withVariables {
            let variables = FigmaVariablesParser.parse(try parse("variables.json"), file: display + "variables.json", diagnostics: &diagnostics)
            variableFiles = FigmaVariablesImporter.files(for: FigmaSnapshot(variables: variables, diagnostics: &diagnostics), diagnostics: &diagnostics)
        }
        let files = FigmaStylesImporter.files(for: styles, variableFiles: variableFiles, diagnostics: &diagnostics)
        return (files, diagnostics.sorted)
    }

    /// The imported files written to a folder and generated from their resolver.
    static func swift() throws -> [GeneratedFile] {
        let (files, _) = try importFixture()
        let directory = try SwiftCompiler.temporaryDirectory("figma-styles-import")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try OutputWriter().write(files, to: directory, dryRun: false)
        var swift = SwiftConfiguration()
        swift.options.prefix = "Aurum"
        let configuration = AurumConfiguration(file: "aurum-codegen.json", directory: directory,
                                               tokens: TokensConfiguration(source: .resolver("figma.resolver.json")), swift: swift)
        let generator = Generator(configuration: configuration)
        return try generator.swiftFiles(for: try generator.loadTokens())
    }

    static func token(_ files: [GeneratedFile], _ path: String) throws -> JSONValue {
        let file = try #require(files.first { $0.relativePath == "styles.tokens.json" })
        var value = try JSONReader.parse(file.contents, file: file.relativePath)
        // `com.figma.style` and `com.aurum.codegen` are one key each.
        let segments = path.replacingOccurrences(of: "com.figma.style", with: "com/figma/style")
            .replacingOccurrences(of: "com.aurum.codegen", with: "com/aurum/codegen").split(separator: ".")
        for segment in segments {
            value = try #require(value.object?[segment.replacingOccurrences(of: "/", with: ".")], "\(path)")
        }
        return value
    }

    @Test func tokenFilesMatchTheReference() throws {
        let (files, diagnostics) = try Self.importFixture()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        try ReferenceFiles.check(files, against: "FigmaStyles/Tokens")
    }

    @Test func swiftMatchesTheReference() throws {
        try ReferenceFiles.check(try Self.swift(), against: "FigmaStyles/Swift")
    }

    /// Every property variant the fixture holds, as the token file writes it.
    @Test func everyStyleKindAndPropertyVariant() throws {
        let (files, _) = try Self.importFixture()
        // Text: pixels, Auto and percent line heights; percent letter spacing; the weight from the font style's name.
        #expect(try Self.token(files, "Heading.H1.$value.lineHeight").number?.text == "1.25")
        #expect(try Self.token(files, "Body.Regular.$value.lineHeight").number?.text == "1.2102")
        #expect(try Self.token(files, "Body.Regular.$extensions.com.figma.style.lineHeight.unit").string == "INTRINSIC_%")
        #expect(try Self.token(files, "Body.Regular.$extensions.com.figma.style.italic").bool == true)
        #expect(try Self.token(files, "Body.Regular.$extensions.com.figma.style.textDecoration").string == "UNDERLINE")
        #expect(try Self.token(files, "Label.Overline.$value.lineHeight").number?.text == "1.5")
        #expect(try Self.token(files, "Label.Overline.$value.letterSpacing.value").number?.text == "0.96")
        #expect(try Self.token(files, "Label.Overline.$value.fontWeight").number?.text == "600")
        #expect(try Self.token(files, "Label.Overline.$extensions.com.figma.style.textCase").string == "UPPER")
        // Fills: opacity into alpha, four stops, a radial gradient under a hidden paint.
        #expect(try Self.token(files, "Surface.Scrim.$value.alpha").number?.text == "0.48")
        #expect(try Self.token(files, "Gradient.Sunrise.$value").array?.count == 4)
        #expect(try Self.token(files, "Gradient.Glow.$extensions.com.figma.style.gradient").string == "radial")
        #expect(try Self.token(files, "Gradient.Glow.$value").array?.first?.object?["color"]?.object?["alpha"]?.number?.text == "0.8")
        // Effects: two drop layers with spread (the hidden blur left out), top first: Figma lists the y 1 layer
        // first, at the bottom; an inner shadow (the hidden drop left out).
        let layers = try #require(try Self.token(files, "Elevation.2.$value").array)
        #expect(layers.count == 2)
        #expect(layers[0].object?["spread"]?.object?["value"]?.number?.text == "-2")
        #expect(layers[0].object?["offsetY"]?.object?["value"]?.number?.text == "4")
        #expect(layers[1].object?["offsetY"]?.object?["value"]?.number?.text == "1")
        #expect(try Self.token(files, "Inset.Pressed.$value.inset").bool == true)
        #expect(try Self.token(files, "Inset.Pressed.$value.spread.value").number?.text == "1")
        // Grids: a group per layout grid; a stretch count of -1 has no count token.
        #expect(try Self.token(files, "Layout.Phone.columns.count.$value").number?.text == "4")
        #expect(try Self.token(files, "Layout.Phone.rows.sectionSize.$value.value").number?.text == "8")
        #expect(try Self.token(files, "Layout.Phone.grid.sectionSize.$value.value").number?.text == "4")
        #expect(try Self.token(files, "Layout.Phone.rows").object?["count"] == nil)
        // Case, decoration and a linear gradient's axis as aurum-codegen reads them back.
        #expect(try Self.token(files, "Label.Overline.$extensions.com.aurum.codegen.typography.textCase").string == "uppercase")
        #expect(try Self.token(files, "Body.Regular.$extensions.com.aurum.codegen.typography.textDecoration").string == "underline")
        #expect(try Self.token(files, "Heading.H1.$extensions").object?["com.aurum.codegen"] == nil)
        let axis = try Self.token(files, "Gradient.Sunrise.$extensions.com.aurum.codegen.gradient")
        #expect(axis.object?["startPoint"]?.array?.count == 2 && axis.object?["endPoint"]?.array?.count == 2)
        #expect(try Self.token(files, "Gradient.Glow.$extensions").object?["com.aurum.codegen"] == nil)
        // The style key, for drift.
        #expect(try Self.token(files, "Heading.H1.$extensions.com.figma.style.key").string == "a1f0c2d3e4b5a6978899aabbccddeeff00112233")
    }

    /// Bound properties are aliases of the variables' tokens, in one resolver with the variables.
    @Test func boundVariablesBecomeAliases() throws {
        let (files, _) = try Self.importFixture()
        #expect(try Self.token(files, "Heading.H1.$value.fontSize").string == "{font.size.32}")
        #expect(try Self.token(files, "Brand.Accent.$value").string == "{color.violet.500}")
        #expect(try Self.token(files, "Gradient.Sunrise.$value").array?[2].object?["color"]?.string == "{color.violet.500}")
        #expect(try Self.token(files, "Elevation.2.$value").array?[0].object?["blur"]?.string == "{effect.blur.12}")
        #expect(try Self.token(files, "Layout.Phone.columns.gutterSize.$value").string == "{space.16}")
        let resolver = try JSONReader.parse(try #require(files.first { $0.relativePath == "figma.resolver.json" }).contents, file: "figma.resolver.json")
        #expect(resolver.object?["resolutionOrder"]?.array?.compactMap { $0.object?["$ref"]?.string } == ["#/sets/primitives", "#/sets/styles"])
        // The aliases resolve to the variables' values in the generated Swift.
        let swift = try Self.swift().map(\.contents).joined()
        #expect(swift.contains("fontSize: AurumDimension(points: 32)"))
        #expect(swift.contains("blur: AurumDimension(points: 12)"))
    }

    /// Without the variables, bound properties keep their values and one warning says how to keep the aliases.
    @Test func withoutVariablesBindingsAreOneWarning() throws {
        let (files, diagnostics) = try Self.importFixture(withVariables: false)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.hasPrefix("5 style properties are bound to variables; pass the file's variables with --variables") == true)
        #expect(diagnostics.first?.severity == .warning)
        #expect(try Self.token(files, "Heading.H1.$value.fontSize.value").number?.text == "32")
        #expect(files.map(\.relativePath) == ["styles.tokens.json", "figma.resolver.json"])
    }

    /// Case, decoration and a gradient's axis reach the generated values; a gradient without one keeps the default.
    @Test func caseDecorationAndAxisReachTheSwift() throws {
        let swift = try Self.swift().map(\.contents).joined()
        #expect(swift.contains("textCase: AurumTypography.TextCase.uppercase\n"))
        #expect(swift.contains("textDecoration: AurumTypography.TextDecoration.underline\n"))
        #expect(swift.contains("startPoint: AurumGradient.Point(x: 0, y: 0.5),\n            endPoint: AurumGradient.Point(x: 1, y: 0.5)\n"))
        #expect(swift.components(separatedBy: "startPoint: AurumGradient.Point(").count == 2)
    }

    /// Fill styles with several visible paints keep the top (last) one, and are one warning however many there are.
    @Test func layeredFillsKeepTheTopPaintWithOneWarning() throws {
        let opening = "\"fills\": [{ \"blendMode\": \"NORMAL\", \"type\": \"SOLID\""
        let red = "\"fills\": [{ \"blendMode\": \"NORMAL\", \"type\": \"SOLID\", \"color\": { \"r\": 1, \"g\": 0, \"b\": 0, \"a\": 1 } }, { \"blendMode\": \"NORMAL\", \"type\": \"SOLID\""
        let original = try String(contentsOf: Self.fixtures.appendingPathComponent("nodes.json"), encoding: .utf8)
        var diagnostics = DiagnosticCollector()
        let styles = try Self.styles(nodes: original.replacingOccurrences(of: opening, with: red), &diagnostics)
        let layered = styles.filter { style in
            if case .fill(let paints) = style.definition { paints.filter(\.visible).count > 1 } else { false }
        }.count
        try #require(layered >= 2)
        let files = FigmaStylesImporter.files(for: styles, diagnostics: &diagnostics)
        let warnings = diagnostics.sorted.filter { $0.message.contains("several visible paints") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("\(layered) fill styles have several visible paints; only the top paint of each is imported (e.g. '") == true,
                "\(layered): \(warnings.map(\.message))")
        #expect(warnings.first?.location?.file == Self.display + "nodes.json")
        #expect(try Self.token(files, "Surface.Scrim.$value.alpha").number?.text == "0.48")
        #expect(try Self.token(files, "Surface.Scrim.$value.hex").string != "#ff0000")
    }

    @Test func importIsDeterministic() throws {
        #expect(try Self.importFixture().0 == Self.importFixture().0)
    }

    // MARK: Apple SDK

    static let usage = """
        #if canImport(SwiftUI)
        import SwiftUI

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        struct StyledCard: View {
            let gutter: CGFloat = AurumLayout.phoneColumnsGutterSize.cgFloat

            var body: some View {
                VStack {
                    Text("Title").aurumTypography(AurumHeading.h1, relativeTo: .title)
                    Text("OVERLINE").aurumTypography(AurumLabel.overline)
                }
                .padding(.horizontal, gutter)
                .background(AurumGradient.sunrise.linearGradient())
                .aurumShadow(AurumElevation.elevation2)
                .overlay(Rectangle().fill(AurumInset.pressed.innerShadowStyle(Color(AurumSurface.scrim))))
                .overlay(Rectangle().fill(AurumGradient.glow.radialGradient(endRadius: 120)))
                .foregroundStyle(Color(AurumBrand.accent))
            }
        }
        #endif
        """

    @Test(arguments: [AppleSDK.Platform.iOS, AppleSDK.Platform.macOS])
    func generatedSwiftTypeChecks(_ platform: AppleSDK.Platform) throws {
        let directory = try SwiftCompiler.temporaryDirectory("figma-styles-\(platform)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = try AppleSDK.buildModules(platform, in: directory)
        let sources = try Self.swift().map { ($0.relativePath, $0.contents) } + [("Usage.swift", Self.usage)]
        try AppleSDK.typeCheck(sources, module: "Styles", platform: platform, modules: modules)
    }

    // MARK: Bad input

    /// A style whose node the nodes response lacks: an error at the style's entry in the styles response.
    @Test func missingStyleNodeIsAnErrorAtTheStyle() throws {
        let nodes = try String(contentsOf: Self.fixtures.appendingPathComponent("nodes.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"40:1\": {", with: "\"40:9\": {")
        var diagnostics = DiagnosticCollector()
        let styles = try Self.styles(nodes: nodes, &diagnostics)
        #expect(styles.count == 9)
        let error = try #require(diagnostics.sorted.first)
        #expect(error.message == "style 'Layout/Phone' (node 40:1) is missing from the nodes response '\(Self.display)nodes.json'; fetch the nodes of every listed style (ids=40:1,…)")
        #expect(error.location?.file == Self.display + "styles.json")
        #expect(error.location?.line == 15)
        #expect(error.location?.column == 7)
    }

    @Test func unknownEffectTypeIsAnErrorAtItsType() throws {
        let nodes = try String(contentsOf: Self.fixtures.appendingPathComponent("nodes.json"), encoding: .utf8)
            .replacingOccurrences(of: "{ \"type\": \"INNER_SHADOW\"", with: "{ \"type\": \"INNER_SHADE\"")
        var diagnostics = DiagnosticCollector()
        let styles = try Self.styles(nodes: nodes, &diagnostics)
        #expect(!styles.contains { $0.metadata.name == "Inset/Pressed" })
        let error = try #require(diagnostics.sorted.first { $0.severity == .error })
        #expect(error.message == "style 'Inset/Pressed' has the unknown effect type 'INNER_SHADE' (known: DROP_SHADOW, INNER_SHADOW, LAYER_BLUR, BACKGROUND_BLUR); did you mean 'INNER_SHADOW'?")
        #expect(error.location?.line == 106)
        #expect(error.location?.column == 21)
    }

    @Test func fontWithNoWeightIsAnErrorAtItsStyle() throws {
        let nodes = try String(contentsOf: Self.fixtures.appendingPathComponent("nodes.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"fontStyle\": \"Semi Bold\",", with: "\"fontStyle\": \"Wide\",")
        var diagnostics = DiagnosticCollector()
        let styles = try Self.styles(nodes: nodes, &diagnostics)
        #expect(!styles.contains { $0.metadata.name == "Label/Overline" })
        let error = try #require(diagnostics.sorted.first)
        #expect(error.message == "the font of style 'Label/Overline' has no weight: 'style' has no 'fontWeight'; its font style 'Wide' names none either")
        #expect(error.location?.line == 33)
        #expect(error.location?.column == 18)
    }

    /// Two styles (or a style and a variable) that become the same token: an error naming both.
    @Test func nameClashesAreErrors() throws {
        let list = try String(contentsOf: Self.fixtures.appendingPathComponent("styles.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"Brand/Accent\"", with: "\"name\": \"color/violet/500\"")
            .replacingOccurrences(of: "\"name\": \"Gradient/Glow\"", with: "\"name\": \"Gradient/Sunrise\"")
        var diagnostics = DiagnosticCollector()
        let styles = try Self.styles(styles: list, &diagnostics)
        let variables = FigmaVariablesParser.parse(try Self.parse("variables.json"), file: "variables.json", diagnostics: &diagnostics)
        let variableFiles = FigmaVariablesImporter.files(for: FigmaSnapshot(variables: variables, diagnostics: &diagnostics), diagnostics: &diagnostics)
        _ = FigmaStylesImporter.files(for: styles, variableFiles: variableFiles, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.filter { $0.severity == .error }.map(\.message) == [
            "style 'color/violet/500' becomes the token 'color.violet.500', which a variable is imported as; rename one in Figma",
            "style 'Gradient/Sunrise' becomes the token 'Gradient.Sunrise', which style 'Gradient/Sunrise' becomes too; rename one in Figma",
        ])
    }
}
