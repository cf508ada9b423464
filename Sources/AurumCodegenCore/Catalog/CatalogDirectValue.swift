/// The default `catalog-value.html`, written by code for the kinds large sets are made of (colours, dimensions,
/// numbers, strings and booleans, font families and weights, durations, shadows, typography): what the stencil writes for those
/// sections, without recording the value's context first. The other kinds, and every value when the value
/// template is overridden, go through the stencil. Like `CatalogDirectRow`, `CatalogStencilTests` holds this to
/// the engine's bytes on Aurum, the fixture and the benchmark's 10,000 tokens, so editing the template without
/// editing this fails them. The text of each field comes from the same functions `describe` uses. Fields made
/// of numbers, hex digits and CSS punctuation (pixels, hex, Display P3, swatch styles) hold nothing HTML escapes
/// and are written unescaped; anything with text from the tokens (names, units as written) is escaped.
enum CatalogDirectValue {
    /// Whether values can be written directly: `value` is the compiled-in template, and the engine is not forced.
    static func applies(to value: MustacheTemplate, forceEngine: Bool) -> Bool {
        !forceEngine && value.path == TemplateLoader.builtInPath(CatalogTemplateNames.value)
    }
}

extension CatalogValue {
    /// Appends what the built-in `catalog-value.html` renders (without its final newline); false, having written
    /// nothing, for a kind left to the stencil.
    func writeDirectly<S: CatalogByteSink>(into out: inout S) -> Bool {
        switch (value, converted) {
        case (.color(let raw), .color(let color)):
            CatalogShownColor(raw, color).writeDirectly(into: &out)
        case (.dimension(let raw), .dimension(let points)):
            out.append("<code class=\"" as StaticString)
            if shape == .radius {
                out.append("radius" as StaticString)
            } else {
                out.append(points.double < 0 ? "bar negative" as StaticString : "bar")
            }
            out.append("\" style=\"--d:" as StaticString)
            Self.appendDimensionPixels(points, to: &out)
            out.append("px\">" as StaticString)
            out.appendEscaped { Self.appendDimensionText(raw, points: points, to: &$0) }
            out.append("</code>" as StaticString)
            if abs(points.double) > Self.maxDrawn {
                out.append("<span class=\"note\">drawn at " as StaticString)
                Self.appendDimensionPixels(points, to: &out)
                out.append(" px</span>" as StaticString)
            }
        case (.number(let n), _):
            out.append("<code>" as StaticString)
            out.appendEscaped(n.text)
            out.append("</code>" as StaticString)
        case (.string(let text), _):
            out.append("<code>" as StaticString)
            out.appendEscaped(text)
            out.append("</code>" as StaticString)
        case (.boolean(let flag), _):
            out.append(flag ? "<code>true</code>" as StaticString : "<code>false</code>")
        case (.fontFamily(let f), _):
            out.append("<span class=\"specimen\" style=\"font-family:" as StaticString)
            out.appendEscaped { Self.appendFontFamilyCSS(f.names, to: &$0) }
            out.append("\">Aa Bb Cc 0123</span><code>" as StaticString)
            out.appendEscaped { out in
                for (n, name) in f.names.enumerated() {
                    if n > 0 { out.append(", " as StaticString) }
                    out.append(name)
                }
            }
            out.append("</code>" as StaticString)
        case (.fontWeight(let w), _):
            out.append("<span class=\"specimen\" style=\"font-weight:" as StaticString)
            out.append(decimal: Self.cssWeight(w.value.double))
            out.append("\">Aa Bb Cc 0123</span><code>" as StaticString)
            out.appendEscaped { Self.appendWeightText(w, to: &$0) }
            out.append("</code>" as StaticString)
        case (.duration(let d), _):
            let ms = Self.milliseconds(d)
            out.append("<span class=\"demo\" style=\"--ms:" as StaticString)
            out.append(literal: ms)
            out.append("ms;--d:" as StaticString)
            Self.appendDurationPixels(ms, to: &out)
            out.append("px\"><span class=\"dot\"></span></span><code>" as StaticString)
            out.append(literal: ms)
            out.append(" ms</code>" as StaticString)
        case (.shadow(let s), .shadow(let layers)):
            let colors = zip(s.layers, layers).map { CatalogShownColor($0.color, $1.color) }
            out.append("<code class=\"shadow\" style=\"--s:" as StaticString)
            out.appendEscaped { Self.appendShadowCSS(layers, colors, to: &$0) }
            out.append("\">" as StaticString)
            for (i, layer) in layers.enumerated() {
                out.append("<span>" as StaticString)
                out.appendEscaped { Self.appendShadowLayerText(layer, colors[i], to: &$0) }
                out.append("</span>" as StaticString)
            }
            out.append("</code>" as StaticString)
        case (.typography(let t), .typography(let type)):
            out.append("<span class=\"specimen type\" style=\"" as StaticString)
            out.appendEscaped { Self.appendTypographyStyle(t, type, to: &$0) }
            out.append("\">The quick brown fox jumps over the lazy dog</span><code>" as StaticString)
            let lineBox = SwiftNumber(t.lineHeight, times: type.fontSize.double)
            out.appendEscaped { Self.appendTypographyText(t, type, lineBox: lineBox, to: &$0) }
            out.append("</code>" as StaticString)
        default:
            return false
        }
        return true
    }
}

extension CatalogShownColor {
    /// The colour section of the built-in `catalog-value.html`. Returns where it wrote the hex and Display P3
    /// texts, and whether the colour lies in sRGB: what a swatch of it needs.
    @discardableResult
    func writeDirectly<S: CatalogByteSink>(into out: inout S) -> (hex: Range<Int>, p3: Range<Int>, inSRGBGamut: Bool) {
        let inGamut = inSRGBGamut
        out.append("<code class=\"c\" style=\"" as StaticString)
        appendStyle(inGamut: inGamut, to: &out)
        out.append("\">" as StaticString)
        let hex = out.count
        appendHex(to: &out)
        let hexEnd = out.count
        out.append("</code><code>" as StaticString)
        let p3 = out.count
        appendP3(to: &out)
        let p3End = out.count
        out.append("</code>" as StaticString)
        if raw.colorSpace != "srgb" {
            out.append("<code>" as StaticString)
            out.appendEscaped { appendSource(to: &$0) }
            out.append("</code>" as StaticString)
        }
        if !inGamut { out.append("<span class=\"note\">outside sRGB: mapped</span>" as StaticString) }
        return (hex..<hexEnd, p3..<p3End, inGamut)
    }
}
