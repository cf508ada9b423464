import Foundation
import Testing
@testable import AurumCodegenCore

/// What the catalog prints and paints is what the Swift output ships: the same sRGB and Display P3 values, the
/// same unit conversions. WCAG contrast against published values.
@Suite struct CatalogValueTests {
    /// Every Aurum colour in every context: the catalog's hex is the Swift output's sRGB value in 8 bits, and its
    /// Display P3 text is the Swift output's P3 value to four places.
    @Test func colorsAreTheSwiftOutputsColors() throws {
        let generator = Generator(configuration: try AurumReferenceTests.configuration())
        let tokens = try generator.loadTokens()
        let converter = SwiftTokenValueConverter(remBase: 16)
        var compared = 0
        for token in tokens.tokens where token.type == .color {
            for (context, value) in token.values {
                guard case .color(let color) = value else { continue }
                let catalog = try #require(CatalogColor(color))
                let swift = try converter.color(color)
                // The hex the Swift output documents each colour with, plus alpha when it is not opaque.
                let alpha = UInt8((swift.opacity.double * 255).rounded())
                #expect(catalog.hex == swift.hex + (alpha == 255 ? "" : HexColor.twoDigits(alpha)), "\(token.pathString) in \(context)")
                // Display P3 to four places: within half a step of the Swift output's five-place value.
                let printed = catalog.displayP3CSS.dropFirst("color(display-p3 ".count).prefix { $0 != ")" && $0 != "/" }
                    .split(separator: " ").compactMap { Double($0) }
                #expect(printed.count == 3, "\(catalog.displayP3CSS)")
                for (shown, shipped) in zip(printed, [swift.p3Red, swift.p3Green, swift.p3Blue]) {
                    #expect(abs(shown - shipped.double) <= 0.00006, "\(token.pathString) in \(context): \(catalog.displayP3CSS)")
                }
                compared += 1
            }
        }
        #expect(compared > 150)
    }

    /// A gradient is drawn at its own axis's angle; one without an axis left to right, as before.
    @Test func gradientsAreDrawnAtTheirAngle() throws {
        let stops = [GradientStop(color: ColorValue(colorSpace: "srgb", components: [1, 0, 0]), position: JSONNumber(0)),
                     GradientStop(color: ColorValue(colorSpace: "srgb", components: [0, 0, 1]), position: JSONNumber(1))]
        let converter = SwiftTokenValueConverter(remBase: 16)
        let converted = try stops.map { SwiftTokenValue.GradientStop(color: try converter.color($0.color), position: SwiftNumber($0.position)) }
        let down = GradientValue(stops: stops, direction: GradientDirection(startX: 0.5, startY: 0, endX: 0.5, endY: 1))
        #expect(CatalogValue.gradient(down, converted)["css"] == .string("linear-gradient(180deg, #ff0000 0%, #0000ff 100%)"))
        let diagonal = GradientValue(stops: stops, direction: GradientDirection(startX: 0, startY: 0, endX: 1, endY: 1))
        #expect(CatalogValue.gradient(diagonal, converted)["css"] == .string("linear-gradient(135deg, #ff0000 0%, #0000ff 100%)"))
        #expect(CatalogValue.gradient(GradientValue(stops: stops), converted)["css"] == .string("linear-gradient(90deg, #ff0000 0%, #0000ff 100%)"))
    }

    @Test func hexesOfKnownColors() throws {
        #expect(CatalogColor(ColorValue(colorSpace: "srgb", components: [0.8, 0.1, 0.1]))?.hex == "#cc1a1a")
        #expect(CatalogColor(ColorValue(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5))?.hex == "#00000080")
        #expect(CatalogColor(ColorValue(colorSpace: "oklch", components: [0.7, 0.1, 300]))?.hex == "#a890d4")
        let p3Green = try #require(CatalogColor(ColorValue(colorSpace: "display-p3", components: [0, 1, 0])))
        #expect(!p3Green.inSRGBGamut)
        #expect(p3Green.displayP3CSS == "color(display-p3 0 1 0)")
        #expect(CatalogColor(ColorValue(colorSpace: "srgb", components: [1, 1, 1], alpha: 0.25))?.displayP3CSS == "color(display-p3 1 1 1 / 0.25)")
        #expect(CatalogColor(ColorValue(colorSpace: "nonsense", components: [1, 1, 1])) == nil)
    }

    @Test(arguments: [
        (0.52549, 4, "0.5255"), (1.0, 4, "1"), (0.0, 4, "0"), (-0.00004, 4, "0"), (-0.0001, 4, "-0.0001"),
        (12.5, 2, "12.5"), (0.1 + 0.2, 4, "0.3"), (100.0, 3, "100"), (0.05, 4, "0.05"), (3.14159, 0, "3"),
        // Exact halves (in binary too) round away from zero, as `rounded()` does.
        (0.125, 2, "0.13"), (-0.125, 2, "-0.13"), (0.0625, 3, "0.063"), (-0.0625, 3, "-0.063"), (0.5, 0, "1"), (-2.5, 0, "-3"),
        (0.00006103515625, 4, "0.0001"),
    ])
    func fixedDecimals(value: Double, places: Int, text: String) {
        #expect(CatalogNumber.fixed(value, places: places) == text)
    }

    /// Every token type has a page and a section (a type without one stopped the run when a component page
    /// linked a token of it, and its values had no way to be shown).
    @Test func everyTypeHasAPage() {
        for type in TokenType.allCases {
            #expect(CatalogPages.tokenPages.contains { $0.types.contains { $0.type == type } }, "\(type)")
        }
    }

    /// Ratios from the WCAG 2 definition, checked against the WebAIM contrast checker's published pairs.
    @Test func contrastRatios() throws {
        func color(_ hex: String) -> CatalogColor {
            let h = HexColor(hex)!.rgb
            return CatalogColor(ColorValue(colorSpace: "srgb", components: [h.red, h.green, h.blue]))!
        }
        func ratio(_ fg: String, _ bg: String) -> WCAGContrast.Verdict {
            WCAGContrast.Verdict(ratio: WCAGContrast.ratio(foreground: color(fg), background: color(bg)))
        }
        #expect(ratio("#000000", "#ffffff").text == "21:1")
        #expect(ratio("#ffffff", "#ffffff").text == "1:1")
        let grey = ratio("#767676", "#ffffff")
        #expect(grey.text == "4.54:1" && grey.aa && !grey.aaa && grey.aaLarge)
        let lighter = ratio("#777777", "#ffffff")
        #expect(lighter.text == "4.47:1" && !lighter.aa && lighter.aaLarge)
        #expect(ratio("#595959", "#ffffff").aaa)
        // Symmetric: which colour is lighter does not matter.
        #expect(ratio("#ffffff", "#767676").text == "4.54:1")
    }

    /// A translucent text colour is blended over its background before the ratio is taken.
    @Test func translucentForegroundsAreBlended() {
        let scrim = CatalogColor(ColorValue(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5))!
        let white = CatalogColor(ColorValue(colorSpace: "srgb", components: [1, 1, 1]))!
        // Black at alpha 128/255 over white is 127/255 grey: 4.00:1 on white.
        let grey = CatalogColor(ColorValue(colorSpace: "srgb", components: [127.0 / 255, 127.0 / 255, 127.0 / 255]))!
        #expect(abs(WCAGContrast.ratio(foreground: scrim, background: white) - WCAGContrast.ratio(foreground: grey, background: white)) < 1e-9)
        #expect(WCAGContrast.Verdict(ratio: WCAGContrast.ratio(foreground: scrim, background: white)).text == "4:1")
    }

    /// A value's context for `catalog-value.html`, as the engine gets it.
    static func context(_ value: TokenValue, remBase: Double = 16) throws -> MustacheDictionary {
        let converted = try SwiftTokenValueConverter(remBase: remBase).convert(value)
        let context = CatalogValue(value: value, converted: converted).context
        guard case .dictionary(let inner)? = context[value.type.rawValue] else {
            Issue.record("no \(value.type) context")
            return MustacheDictionary()
        }
        return inner
    }

    /// Units as the Swift output converts them: rem at the configured base, seconds to milliseconds.
    @Test func unitsConvertAsInSwift() throws {
        #expect(CatalogValue.points(DimensionValue(value: JSONNumber(text: "0.1", double: 0.1), unit: .rem), remBase: 14).literal == "1.4")
        #expect(CatalogValue.milliseconds(DurationValue(value: JSONNumber(text: "0.35", double: 0.35), unit: .s)).literal == "350")
        let typography = try Self.context(.typography(TypographyValue(
            fontFamily: FontFamilyValue(names: ["Inter"]), fontSize: DimensionValue(value: JSONNumber(1), unit: .rem),
            fontWeight: FontWeightValue(value: JSONNumber(600), keyword: "semi-bold"),
            letterSpacing: DimensionValue(value: JSONNumber(text: "-0.2", double: -0.2), unit: .px), lineHeight: JSONNumber(text: "1.5", double: 1.5))),
            remBase: 14)
        #expect(typography["lineBox"] == .string("21"))
        #expect(typography["style"] == .string("font-family:'Inter', system-ui, sans-serif;font-size:14px;font-weight:600;line-height:1.5;letter-spacing:-0.2px"))
        #expect(typography["text"] == .string("Inter · 14 pt · weight 600 (semi-bold) · line height 1.5 (21 pt) · tracking -0.2 pt"))
        let dimension = try Self.context(.dimension(DimensionValue(value: JSONNumber(text: "1.5", double: 1.5), unit: .rem)), remBase: 14)
        #expect(dimension["text"] == .string("1.5rem (21 pt)") && dimension["px"] == .string("21"))
        let duration = try Self.context(.duration(DurationValue(value: JSONNumber(text: "0.35", double: 0.35), unit: .s)))
        #expect(duration["text"] == .string("350 ms") && duration["px"] == .string("87.5"))
    }

    /// The colour a swatch paints comes from the Swift output's conversion; the token's alpha decides the hex's
    /// last two digits and the P3 text's `/ alpha`.
    @Test func colorContextsUseTheSwiftConversion() throws {
        let scrim = try Self.context(.color(ColorValue(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5)))
        #expect(scrim["hex"] == .string("#00000080") && scrim["p3"] == .string("color(display-p3 0 0 0 / 0.5)"))
        #expect(scrim["alpha"] == .string("0.5") && scrim["outOfGamut"] == .bool(false) && scrim["source"] == .null)
        let green = try Self.context(.color(ColorValue(colorSpace: "display-p3", components: [0, 1, 0])))
        #expect(green["outOfGamut"] == .bool(true) && green["p3"] == .string("color(display-p3 0 1 0)"))
        #expect(green["style"] == .string("--c:\(CatalogColor(ColorValue(colorSpace: "display-p3", components: [0, 1, 0]))!.hex);--p:color(display-p3 0 1 0)"))
        #expect(green["source"] == .string("display-p3 0 1 0"))
    }

    @Test func fontFamiliesFallBackToAGenericFamily() {
        #expect(CatalogValue.fontFamilyCSS(["SF Pro Text"]) == "'SF Pro Text', system-ui, sans-serif")
        #expect(CatalogValue.fontFamilyCSS(["SF Mono"]) == "'SF Mono', ui-monospace, monospace")
        #expect(CatalogValue.fontFamilyCSS(["Inter", "sans-serif"]) == "'Inter', sans-serif")
        #expect(CatalogValue.fontFamilyCSS(["O'Brien \\ Sans"]) == #"'O\'Brien \\ Sans', system-ui, sans-serif"#)
    }

    @Test func radiiAreDrawnAsCorners() {
        #expect(CatalogValue.isRadius(["dimension", "radius", "md"]))
        #expect(CatalogValue.isRadius(["component", "card", "cornerRadius"]))
        #expect(CatalogValue.isRadius(["size", "Rounded"]))
        #expect(CatalogValue.isRadius(["size", "RADII"]))
        #expect(!CatalogValue.isRadius(["dimension", "space", "16"]))
        #expect(!CatalogValue.isRadius(["rad", "ius"]))
    }

    @Test func anchorsAreDistinctAndFragmentSafe() {
        #expect(CatalogAnchor.id(["color", "text", "$root"]) == "t-color.text._24root")
        #expect(CatalogAnchor.id(["a.b", "c"]) != CatalogAnchor.id(["a", "b", "c"]))
        #expect(CatalogAnchor.id(["a_2e", "b"]) != CatalogAnchor.id(["a.", "b"]))
        #expect(CatalogAnchor.id(["space", "1 ½"]) == "t-space.1_20_c2_bd")
    }

    /// A set large enough to be rendered on several cores: every page holds each token's row once, inside its
    /// group's section, groups in first-use order and rows in the set's order.
    @Test func everyRowSitsInItsGroupInOrder() throws {
        // The pages, and the set they show, are read while the project's files exist.
        let (tokens, files) = try SyntheticProject.withConfiguration(count: 6_000) { configuration in
            (try Generator(configuration: configuration).loadTokens(), try CatalogReferenceTests.catalog(configuration).files)
        }
        // Expected: per group (in first-use order within its type), its tokens' anchors in the set's order.
        var expected: [String: [String]] = [:], order: [TokenType: [String]] = [:]
        for token in tokens.tokens {
            let group = CatalogAnchor.groupID(token.path.dropLast())
            if expected[group] == nil { order[token.type, default: []].append(group) }
            expected[group, default: []].append(CatalogAnchor.id(token.path))
        }
        var seen: [String: [String]] = [:], seenOrder: [String] = []
        for file in files where file.relativePath.hasSuffix(".html") {
            var current: String?
            // Group sections and rows, in document order.
            for match in file.contents.matches(of: /id="((?:g|t)-[^"]+)"/) {
                let id = String(match.1)
                if id.hasPrefix("g-") { current = id; seenOrder.append(id); continue }
                guard let group = current else { Issue.record("\(file.relativePath): row \(id) outside a group"); continue }
                seen[group, default: []].append(id)
            }
        }
        let wrong = expected.keys.filter { seen[$0] != expected[$0] }.sorted()
        #expect(wrong.isEmpty, "\(wrong.count) of \(expected.count) groups hold other rows, e.g. \(wrong.first ?? "")")
        #expect(Set(seen.keys) == Set(expected.keys))
        let types: [TokenType] = [.color, .dimension, .typography, .shadow, .duration]
        for type in types { #expect(seenOrder.filter { order[type]!.contains($0) } == order[type]!, "\(type)") }
        #expect(Set(types) == Set(order.keys))
    }

    /// The quick reject in `isKeyword` never rejects a keyword.
    @Test func keywordCheckAgreesWithTheKeywordSet() {
        for keyword in SwiftIdentifier.keywords { #expect(SwiftIdentifier.isKeyword(keyword), "\(keyword)") }
        for name in ["Self", "Type", "g12T34", "defaults", "in_", "_x", "", "précédent", "associatedtypes"] {
            #expect(SwiftIdentifier.isKeyword(name) == SwiftIdentifier.keywords.contains(name), "\(name)")
        }
    }

    @Test func manifestProseBecomesEscapedHTMLWithCodeSpans() {
        #expect(CatalogText.inline("Use `onBack` <b>& more</b>") == "Use <code>onBack</code> &lt;b&gt;&amp; more&lt;/b&gt;")
        #expect(CatalogText.inline("`` a ` b `` and `x") == "<code>a ` b</code> and `x")
        #expect(CatalogText.inline("no code") == "no code")
    }
}
