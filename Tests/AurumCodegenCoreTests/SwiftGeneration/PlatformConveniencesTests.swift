import Foundation
import Testing
@testable import AurumCodegenCore

/// The Apple-platform conveniences' inputs: configuration keys, availability, the modifiers that follow the
/// system, colour names, padding groups, and the README's promise about default names. (That the generated
/// code type-checks is AppleSDKTypeCheckTests'.)
@Suite struct PlatformConveniencesTests {
    private func parse(_ swift: String) throws(DiagnosticError) -> AurumConfiguration {
        try ConfigurationLoader.parse(#"{ "tokens": { "files": ["a.tokens.json"] }, "swift": \#(swift) }"#,
                                      file: "aurum-codegen.json", directory: URL(fileURLWithPath: "/project"))
    }

    private func errors(_ swift: String) -> [String] {
        do {
            _ = try parse(swift)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static func fixtureInput(_ modifiers: [Modifier], tokens: [SwiftGenerationInput.Token] = SwiftGenerationFixture.tokens) -> SwiftGenerationInput {
        SwiftGenerationInput(modifiers: modifiers, tokens: tokens, inputs: ["t.json"])
    }

    static let options = SwiftGenerationOptions(accessLevel: .public, toolVersion: "test")

    private func files(_ options: SwiftGenerationOptions = PlatformConveniencesTests.options,
                       _ input: SwiftGenerationInput = SwiftGenerationFixture.input) throws(DiagnosticError) -> [String: String] {
        let files = try SwiftGenerator(options: options).generate(input, templates: try TemplateLoader.library(overrides: nil))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.relativePath, $0.contents) })
    }

    // MARK: Configuration

    @Test func platformsContrastAndAssetCatalogAreRead() throws {
        let configuration = try parse("""
        { "platforms": { "iOS": "15.0", "watchOS": "8" }, "contrast": { "modifier": "a11y", "standard": "off", "increased": "on" },
          "assetCatalog": "Resources" }
        """)
        #expect(configuration.swift.options.platforms == DeploymentTargets(iOS: "15.0", macOS: "10.13", tvOS: "12.0", watchOS: "8"))
        #expect(configuration.swift.options.contrast == .init(modifier: "a11y", standard: "off", increased: "on"))
        #expect(configuration.swift.assetCatalog == "Resources")
        #expect(try parse("{}").swift.options.platforms == .swiftPMDefault)
    }

    @Test func badPlatformKeysAreReportedInPlace() {
        #expect(errors(#"{ "platforms": { "iOS": "fifteen", "visionOS": "1.0" }, "contrast": { "modifier": "a" }, "assetCatalog": "" }"#) == [
            "aurum-codegen.json:1:78: error: 'swift.platforms.iOS' must be a version such as \"15.0\", not 'fifteen'",
            "aurum-codegen.json:1:89: error: unknown key 'visionOS' in 'swift.platforms'; expected one of: 'iOS', 'macOS', 'tvOS', 'watchOS'",
            "aurum-codegen.json:1:122: error: 'swift.contrast' needs the 'modifier' that follows the system's contrast and its 'standard' and 'increased' contexts",
            "aurum-codegen.json:1:159: error: 'swift.assetCatalog' must not be empty",
        ])
    }

    // MARK: Availability

    @Test func annotationsNameOnlyThePlatformsBelowTheLevel() {
        let defaults = SwiftAvailability.context(.swiftPMDefault)
        guard case .dictionary(let level13)? = defaults["swiftUI13"] else { Issue.record("no swiftUI13"); return }
        #expect(level13["attribute"] == .string("@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)"))
        #expect(level13["condition"] == .string("#available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)"))
        let raised = SwiftAvailability.context(DeploymentTargets(iOS: "15.0", macOS: "10.15", tvOS: "12.0", watchOS: "10.0"))
        guard case .dictionary(let raised15)? = raised["swiftUI15"] else { Issue.record("no swiftUI15"); return }
        #expect(raised15["attribute"] == .string("@available(macOS 12.0, tvOS 15.0, *)"))
        #expect(raised["uiKit13"] != .null && raised["appKit10_15"] == .null)
    }

    /// With every target at iOS 17 and its peers, the generated Swift needs no `@available` and no `#available`.
    @Test func raisedTargetsDropTheAnnotations() throws {
        var options = Self.options
        options.platforms = DeploymentTargets(iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0")
        let all = try files(options).values.joined()
        #expect(!all.contains("@available(iOS") && !all.contains("@available(macOS") && !all.contains("#available"))
        #expect(all.contains("@available(*, deprecated"))  // token deprecations stay
        let defaults = try files().values.joined()
        #expect(defaults.contains("@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)\npublic struct AurumTypographyModifier"))
        #expect(defaults.contains("if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {"))
    }

    // MARK: Modifiers that follow the system

    @Test func contrastIsFoundByContextNameOrConfigured() throws {
        let theme = Modifier(name: "theme", contexts: ["light", "dark"], default: "light")
        let contrast = Modifier(name: "a11y", contexts: ["Normal", "High Contrast"], default: "Normal")
        let density = Modifier(name: "density", contexts: ["regular", "compact"], default: "regular")
        let input = Self.fixtureInput([theme, contrast, density], tokens: [])
        let byName = try #require(try files(Self.options, input)["AurumTokens+SwiftUI.swift"])
        #expect(byName.contains("context.a11y = increasedContrast ? .highContrast : .normal"))
        #expect(byName.contains("public func aurumTokenContext(density: AurumTokenContext.Density? = nil) -> some View"))

        var options = Self.options
        options.contrast = .init(modifier: "density", standard: "regular", increased: "compact")
        let configured = try #require(try files(options, input)["AurumTokens+SwiftUI.swift"])
        #expect(configured.contains("context.density = increasedContrast ? .compact : .regular"))
        #expect(configured.contains("aurumTokenContext(a11y: AurumTokenContext.A11y? = nil)"))

        options.contrast = .init(modifier: "motion", standard: "a", increased: "b")
        #expect(throws: DiagnosticError.self) { try files(options, input) }
        do {
            _ = try files(options, input)
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the contrast modifier 'motion' is not one of the resolver's modifiers ('theme', 'a11y', 'density')"])
        }
    }

    // MARK: Colour names

    @Test func colourNamesDropTheGroupUnlessTwoGroupsShareOne() throws {
        let color = SwiftGenerationFixture.purple500
        func token(_ path: String, line: Int) -> SwiftGenerationInput.Token {
            SwiftGenerationInput.Token(path: path.split(separator: ".").map(String.init), type: .color,
                                       location: SwiftGenerationFixture.location(line), value: .color(color))
        }
        let input = Self.fixtureInput([], tokens: [token("color.text.primary", line: 1), token("color.brand", line: 2),
                                                   token("component.navBar.background", line: 3), token("component.brand", line: 4)])
        let styles = try #require(try files(Self.options, input)["AurumColorStyles+SwiftUI.swift"])
        let members = styles.split(separator: "\n").filter { $0.contains("public var ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(members == [
            "public var textPrimary: Style { _constant(AurumColors.textPrimary) }",
            "public var colorBrand: Style { _constant(AurumColors.brand) }",
            "public var navBarBackground: Style { _constant(AurumComponents.navBarBackground) }",
            "public var componentBrand: Style { _constant(AurumComponents.brand) }",
        ])
        // `component.brand` would then become `componentBrand`, which `color.componentBrand` has (at its default
        // name, so it keeps it): `component.brand` is numbered (the README's rule). One warning per renamed token.
        let clash = Self.fixtureInput([], tokens: [token("color.componentBrand", line: 1), token("color.brand", line: 2), token("component.brand", line: 3)])
        let names = SwiftTokenNames(clash.tokens, options: Self.options)
        #expect(names.colorNames == ["componentBrand", "colorBrand", "componentBrand_2"])
        #expect(names.diagnostics.map(\.description) == [
            "Fixtures/fixture.tokens.json:2:7: warning: colour tokens 'component.brand' and 'color.brand' would both be named 'brand' in Color.aurum and the asset catalog; they are named 'componentBrand_2' and 'colorBrand'",
        ])
        let clashStyles = try #require(try files(Self.options, clash)["AurumColorStyles+SwiftUI.swift"])
        #expect(clashStyles.contains("public var componentBrand_2: Style { _constant(AurumComponents.brand) }"))
    }

    @Test func colourStyleDocumentationLeavesOutAPathThatWouldBreakTheComment() throws {
        // Nested, so that the colour has a member of its own in AurumColorStyles (no key path reaches it).
        let token = SwiftGenerationInput.Token(path: ["color", "brand", "ink\nlet x = 1 // `odd`"], type: .color,
                                               location: SwiftGenerationFixture.location(1), value: .color(SwiftGenerationFixture.purple500))
        var options = Self.options
        options.naming = .nested
        let styles = try #require(try files(options, Self.fixtureInput([], tokens: [token]))["AurumColorStyles+SwiftUI.swift"])
        #expect(!styles.contains("let x = 1"))
        #expect(!styles.contains("`odd`"))
        let docs = styles.split(separator: "\n").filter { $0.contains("/// `AurumColors.") }
        #expect(docs.count == 1 && docs[0].hasSuffix("`."), "the member's doc names its declaration only")
    }

    // MARK: Padding groups

    @Test func groupsOfEdgeDimensionsBecomeInsets() throws {
        func dimension(_ path: String, _ points: Double, line: Int) -> SwiftGenerationInput.Token {
            SwiftGenerationInput.Token(path: path.split(separator: ".").map(String.init), type: .dimension,
                                       location: SwiftGenerationFixture.location(line), value: .dimension(SwiftNumber(points)))
        }
        let input = Self.fixtureInput([], tokens: [
            dimension("card.padding.vertical", 8, line: 1), dimension("card.padding.leading", 16, line: 2),
            dimension("card.padding.top", 4, line: 3),
            dimension("card.margin.horizontal", 20, line: 4),   // one edge, but named like padding
            dimension("card.size.width", 100, line: 5), dimension("card.size.top", 1, line: 6),  // not all edges
            dimension("card.corner.top", 3, line: 7),           // one edge, not named like padding
        ])
        let insets = try #require(try files(Self.options, input)["AurumTokens+EdgeInsets.swift"])
        #expect(insets.contains("""
            public static var padding: AurumEdgeInsets {
                AurumEdgeInsets(
                    top: AurumCard.paddingTop,
                    leading: AurumCard.paddingLeading,
                    bottom: AurumCard.paddingVertical,
                    trailing: AurumDimension(points: 0)
                )
            }
        """))
        #expect(insets.contains("public static var margin: AurumEdgeInsets {"))
        #expect(!insets.contains("size") && !insets.contains("corner"))
        // No padding groups, no file.
        #expect(try files()["AurumTokens+EdgeInsets.swift"] == nil)
    }

    // MARK: Default names

    /// The README's plugin configuration, as written there, gives the names the README uses.
    @Test func theReadmeConfigurationGivesTheReadmeNames() throws {
        let readme = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        var configuration = try ConfigurationLoader.parse(block, file: "README.md", directory: TestPaths.repoRoot)
        #expect(configuration.swift.options.namespaces.isEmpty, "the README's configuration names no namespaces")
        configuration.swift.output = "unused"
        configuration.components?.output = "unused"
        let generator = Generator(configuration: configuration)
        let outputs = try generator.plannedOutputs(for: try generator.loadTokens()).outputs
        let swift = outputs.flatMap(\.files).map(\.contents).joined()
        let declarations = [
            "AurumColors.textBrandNormal": ["public enum AurumColors {}", "public static var textBrandNormal: AurumModal<AurumColor>"],
            "AurumDimensions.space16": ["public enum AurumDimensions {}", "public static var space16: AurumDimension"],
            "AurumTypography.body": ["extension AurumTypography {", "public static var body: AurumTypography"],
            "AurumIcons.User.homeFilled": ["extension AurumIcons.User {", "public static var homeFilled: AurumIconAsset"],
        ]
        for (name, expected) in declarations {
            #expect(readme.contains(name), "the README shows \(name)")
            for text in expected { #expect(swift.contains(text), "\(name): \(text)") }
        }
    }
}
