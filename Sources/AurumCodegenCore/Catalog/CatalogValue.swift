/// One resolved token value as the `catalog-value.html` template sees it: CSS the browser draws it with (points as
/// CSS pixels, colours in sRGB with a Display P3 alternative) and the text the page prints. Numbers and colours
/// are the Swift output's own conversion of the value (`SwiftTokenValue`, computed once per run for both
/// outputs): what the catalog shows is what ships. The token's own value supplies what the Swift value drops
/// (a dimension written in rem, a weight's keyword, a colour's source space).
struct CatalogValue {
    var value: TokenValue
    var converted: SwiftTokenValue
    /// A dimension drawn as a rounded corner rather than a bar (`isRadius(_:)` of the token's path).
    var isRadius = false

    /// The largest bar or box the page draws, in CSS pixels; larger values are drawn at this size and say so.
    static let maxDrawn = 480.0

    /// One key, the value's type (`color`, `dimension`, …), holding its context (templates/CATALOG.md).
    var context: MustacheDictionary {
        let (key, context): (String, MustacheDictionary) = switch (value, converted) {
        case (.color(let raw), .color(let color)): ("color", CatalogShownColor(raw, color).context)
        case (.dimension(let raw), .dimension(let points)): ("dimension", Self.dimension(raw, points: points, isRadius: isRadius))
        case (.number(let n), _): ("number", ["text": .string(n.text)])
        case (.string(let text), _): ("string", ["text": .string(text)])
        case (.boolean(let flag), _): ("boolean", ["text": .string(flag ? "true" : "false")])
        case (.fontFamily(let f), _): ("fontFamily", ["css": .string(Self.fontFamilyCSS(f.names)), "text": .string(f.names.joined(separator: ", "))])
        case (.fontWeight(let w), _): ("fontWeight", ["css": .string(String(Self.cssWeight(w.value.double))), "text": .string(Self.weightText(w))])
        case (.duration(let d), _): ("duration", Self.duration(d))
        case (.cubicBezier(let b), _): ("cubicBezier", Self.curve(b))
        case (.strokeStyle, .strokeStyle(let style)): ("strokeStyle", Self.strokeFields(style).merging(["text": .string(Self.strokeText(style))]) { $1 })
        case (.border(let b), .border(let border)): ("border", Self.border(b, border))
        case (.transition(let t), _): ("transition", Self.transition(t))
        case (.shadow(let s), .shadow(let layers)): ("shadow", Self.shadow(s, layers))
        case (.gradient(let g), .gradient(let stops, _)): ("gradient", Self.gradient(g, stops))
        case (.typography(let t), .typography(let type)): ("typography", Self.typography(t, type))
        default: preconditionFailure("a converted value has its token value's type")
        }
        return [key: .dictionary(context)]
    }

    /// Whether a dimension token is a corner radius, judged by its path: `radius`, `radii`, `corner` or `rounded`
    /// in a segment, ignoring ASCII case.
    static func isRadius(_ path: [String]) -> Bool {
        path.contains { segment in
            let lowered = asciiLowercased(segment)
            return radiusWords.contains { contains(lowered, $0) }
        }
    }

    private static let radiusWords = ["radius", "radii", "corner", "rounded"].map { Array($0.utf8) }

    static func asciiLowercased(_ text: String) -> [UInt8] { text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } }

    /// Whether `word` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { start in (0..<word.count).allSatisfy { bytes[start + $0] == word[$0] } }
    }

    // MARK: Dimensions and time

    /// Points, as the Swift output converts them (rem × remBase).
    static func points(_ d: DimensionValue, remBase: Double) -> SwiftNumber {
        d.unit == .rem ? SwiftNumber(d.value, times: remBase) : SwiftNumber(d.value)
    }

    static func dimension(_ raw: DimensionValue, points: SwiftNumber, isRadius: Bool) -> MustacheDictionary {
        [
            "text": .string(raw.unit == .rem ? "\(raw.value.text)rem (\(points.literal) pt)" : "\(points.literal) pt"),
            "px": .string(CatalogNumber.fixed(min(abs(points.double), maxDrawn), places: 3)),
            "isRadius": .bool(isRadius),
            "clipped": .bool(abs(points.double) > maxDrawn),
            "negative": .bool(points.double < 0),
        ]
    }

    /// Milliseconds, exactly (in decimal) as written.
    static func milliseconds(_ d: DurationValue) -> SwiftNumber {
        d.unit == .s ? SwiftNumber(d.value, times: 1000) : SwiftNumber(d.value)
    }

    /// Drawn 1 px per 4 ms: a 300 ms duration is a 75 px bar.
    static func duration(_ d: DurationValue) -> MustacheDictionary {
        let ms = milliseconds(d)
        return ["text": .string(ms.literal + " ms"), "ms": .string(ms.literal),
                "px": .string(CatalogNumber.fixed(min(max(ms.double, 0) / 4, maxDrawn), places: 2))]
    }

    // MARK: Curves

    /// The curve in a 100 × 100 box, y pointing down as SVG's does (progress 1 at the top).
    static func curve(_ b: CubicBezierValue) -> MustacheDictionary {
        func x(_ n: JSONNumber) -> String { CatalogNumber.fixed(n.double * 100, places: 2) }
        func y(_ n: JSONNumber) -> String { CatalogNumber.fixed(100 - n.double * 100, places: 2) }
        return [
            "css": .string("cubic-bezier(\(b.x1.text), \(b.y1.text), \(b.x2.text), \(b.y2.text))"),
            "path": .string("M0 100C\(x(b.x1)) \(y(b.y1)) \(x(b.x2)) \(y(b.y2)) 100 0"),
            "handles": .string("M0 100L\(x(b.x1)) \(y(b.y1))M100 0L\(x(b.x2)) \(y(b.y2))"),
        ]
    }

    static func transition(_ t: TransitionValue) -> MustacheDictionary {
        let duration = milliseconds(t.duration).literal, delay = milliseconds(t.delay).literal
        return curve(t.timingFunction).merging([
            "text": .string("\(duration) ms, delay \(delay) ms"), "ms": .string(duration), "delay": .string(delay),
        ]) { $1 }
    }

    // MARK: Strokes, borders, shadows, gradients

    static func strokeText(_ style: SwiftTokenValue.StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .custom(let dashes, let cap): "dashes \(dashes.map(\.literal).joined(separator: " ")) pt, \(cap) caps"
        }
    }

    /// `keyword`, or `dashes` (`array`, `lineCap`).
    static func strokeFields(_ style: SwiftTokenValue.StrokeStyle) -> MustacheDictionary {
        switch style {
        case .keyword(let keyword):
            ["keyword": .string(keyword), "dashes": .null]
        case .custom(let dashes, let cap):
            ["keyword": .null, "dashes": ["array": .string(dashes.map { CatalogNumber.fixed(abs($0.double), places: 3) }.joined(separator: " ")),
                                          "lineCap": .string(cap)]]
        }
    }

    static func border(_ raw: BorderValue, _ border: SwiftTokenValue.Border) -> MustacheDictionary {
        let color = CatalogShownColor(raw.color, border.color)
        return strokeFields(border.style).merging([
            "width": .string(CatalogNumber.fixed(min(abs(border.width.double), 48), places: 3)),
            "color": .dictionary(color.context),
            "text": .string("\(border.width.literal) pt \(strokeText(border.style)) \(color.hex)"),
        ]) { $1 }
    }

    static func shadow(_ raw: ShadowValue, _ layers: [SwiftTokenValue.ShadowLayer]) -> MustacheDictionary {
        let shown = zip(raw.layers, layers).map { (layer: $1, color: CatalogShownColor($0.color, $1.color)) }
        func lengths(_ layer: SwiftTokenValue.ShadowLayer) -> [SwiftNumber] { [layer.offsetX, layer.offsetY, layer.blur, layer.spread] }
        let css = shown.map { layer, color in
            (layer.inset ? "inset " : "") + lengths(layer).map { CatalogNumber.fixed($0.double, places: 3) + "px " }.joined() + color.hex
        }
        return [
            "css": .string(css.joined(separator: ", ")),
            "layers": .list(shown.map { layer, color in
                .string((layer.inset ? "inset " : "") + lengths(layer).map(\.literal).joined(separator: " ") + " pt " + color.hex)
            }),
        ]
    }

    /// Drawn at the token's angle (`com.aurum.codegen.gradient`, as imported from Figma); left to right when it
    /// has none, so that the stops read in order along the swatch.
    static func gradient(_ raw: GradientValue, _ stops: [SwiftTokenValue.GradientStop]) -> MustacheDictionary {
        let shown = zip(raw.stops, stops).map { stop, converted in
            (hex: CatalogShownColor(stop.color, converted.color).hex, percent: CatalogNumber.fixed(converted.position.double * 100, places: 2) + "%")
        }
        let angle = raw.direction.map { CatalogNumber.fixed($0.cssDegrees, places: 1) } ?? "90"
        return [
            "css": .string("linear-gradient(\(angle)deg" + shown.map { ", \($0.hex) \($0.percent)" }.joined() + ")"),
            "stops": .list(shown.map { .string("\($0.hex) at \($0.percent)") }),
        ]
    }

    // MARK: Type

    private static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
                                                       "ui-sans-serif", "ui-monospace", "ui-rounded"]

    /// The CSS `font-family` list: names quoted (`\` and `'` escaped), generic families bare, then the platform's
    /// UI font when the token names no generic family (monospace when a name says `mono`), so that a family the
    /// browser lacks falls back to something close rather than to Times.
    static func fontFamilyCSS(_ names: [String]) -> String {
        let listed = names.map { name in
            guard !genericFamilies.contains(name) else { return name }
            var quoted = "'"
            for scalar in name.unicodeScalars {
                if scalar == "\\" || scalar == "'" { quoted.unicodeScalars.append("\\") }
                quoted.unicodeScalars.append(scalar)
            }
            return quoted + "'"
        }
        guard !names.contains(where: genericFamilies.contains) else { return listed.joined(separator: ", ") }
        let mono = names.contains { contains(asciiLowercased($0), Array("mono".utf8)) }
        return (listed + [mono ? "ui-monospace, monospace" : "system-ui, sans-serif"]).joined(separator: ", ")
    }

    /// CSS takes weights 1…1000.
    static func cssWeight(_ weight: Double) -> Int { Int(min(max(weight.rounded(), 1), 1000)) }

    /// `700 (bold)` for a keyword, else the number as written.
    static func weightText(_ weight: FontWeightValue) -> String {
        weight.value.text + (weight.keyword.map { " (\($0))" } ?? "")
    }

    static func typography(_ raw: TypographyValue, _ t: SwiftTokenValue.Typography) -> MustacheDictionary {
        let lineBox = SwiftNumber(raw.lineHeight, times: t.fontSize.double)
        let style = "font-family:\(fontFamilyCSS(t.fontFamily));font-size:\(CatalogNumber.fixed(t.fontSize.double, places: 3))px;"
            + "font-weight:\(cssWeight(t.fontWeight.double));line-height:\(raw.lineHeight.text);"
            + "letter-spacing:\(CatalogNumber.fixed(t.letterSpacing.double, places: 3))px"
        // `Inter · 16 pt · weight 400 · line height 1.5 (24 pt) · tracking 0 pt`.
        let text = "\(t.fontFamily.first ?? "") · \(t.fontSize.literal) pt · weight \(weightText(raw.fontWeight)) · line height "
            + "\(raw.lineHeight.text) (\(lineBox.literal) pt) · tracking \(t.letterSpacing.literal) pt"
        return ["style": .string(style), "lineBox": .string(CatalogNumber.fixed(lineBox.double, places: 3)), "text": .string(text)]
    }
}
