/// Lowers one resolved token value into the context of the `catalog-value.html` template: CSS the browser
/// draws it with (in points as CSS pixels, colours in sRGB with a Display P3 alternative), and the text the
/// page prints. Units convert exactly as the Swift output converts them (`SwiftNumber`): what the catalog
/// shows is what ships.
struct CatalogValue {
    var remBase: Double

    /// What a token's kind changes about how its value is drawn (aliases of a radius are radii too).
    enum Shape: Hashable {
        case plain
        /// A dimension drawn as a rounded corner rather than a bar.
        case radius
    }

    /// Whether a dimension token is a corner radius, judged by its path: radii are dimensions like any other.
    static func shape(of path: [String], type: TokenType) -> Shape {
        guard type == .dimension else { return .plain }
        for segment in path where containsRadiusWord(segment.utf8) { return .radius }
        return .plain
    }

    /// `radius`, `radii`, `corner` or `rounded` anywhere in the segment, ignoring ASCII case (on bytes: Foundation's
    /// `contains` was a tenth of rendering a large catalog).
    private static func containsRadiusWord(_ segment: String.UTF8View) -> Bool {
        let bytes = Array(segment)
        func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
        for word in [Array("radius".utf8), Array("radii".utf8), Array("corner".utf8), Array("rounded".utf8)] where bytes.count >= word.count {
            for start in 0...(bytes.count - word.count) where lower(bytes[start]) == word[0] {
                var i = 1
                while i < word.count && lower(bytes[start + i]) == word[i] { i += 1 }
                if i == word.count { return true }
            }
        }
        return false
    }

    /// The largest bar or box the page draws, in CSS pixels; larger values are drawn at this size and say so.
    static let maxDrawn = 480.0

    /// Every type's key, the value's holding its context and the others false: `catalog-value.html` tests each,
    /// and a key found at once is not looked for in the enclosing contexts.
    func context(_ value: TokenValue, shape: Shape = .plain) -> MustacheDictionary {
        var context = MustacheDictionary()
        context.reserveCapacity(13)
        for key in Keys.types where key.name != value.type.rawValue { context.append(key, .bool(false)) }
        switch value {
        case .color(let c):
            context.append(Keys.color, color(c).map(MustacheValue.dictionary) ?? .null)
        case .dimension(let d):
            context.append(Keys.dimension, .dictionary(dimension(d, shape: shape)))
        case .number(let n):
            context.append(Keys.number, .dictionary([Keys.text.name: .string(n.text)]))
        case .fontFamily(let f):
            context.append(Keys.fontFamily, .dictionary([Keys.css.name: .string(Self.fontFamilyCSS(f.names)),
                                                         Keys.text.name: .string(f.names.joined(separator: ", "))]))
        case .fontWeight(let w):
            context.append(Keys.fontWeight, .dictionary([Keys.css.name: .string(String(Self.cssWeight(w.value.double))),
                                                         Keys.text.name: .string(w.keyword.map { "\(w.value.text) (\($0))" } ?? w.value.text)]))
        case .duration(let d):
            context.append(Keys.duration, .dictionary(duration(d)))
        case .cubicBezier(let b):
            context.append(Keys.cubicBezier, .dictionary(Self.curve(b)))
        case .strokeStyle(let s):
            context.append(Keys.strokeStyle, .dictionary(strokeStyle(s)))
        case .border(let b):
            context.append(Keys.border, .dictionary(border(b)))
        case .transition(let t):
            context.append(Keys.transition, .dictionary(transition(t)))
        case .shadow(let s):
            context.append(Keys.shadow, .dictionary(shadow(s)))
        case .gradient(let g):
            context.append(Keys.gradient, .dictionary(gradient(g)))
        case .typography(let t):
            context.append(Keys.typography, .dictionary(typography(t)))
        }
        return context
    }

    // MARK: Colour

    func color(_ value: ColorValue) -> MustacheDictionary? {
        guard let color = CatalogColor(value) else { return nil }
        return Self.colorContext(color, source: value)
    }

    static func colorContext(_ color: CatalogColor, source: ColorValue?) -> MustacheDictionary {
        let hex = color.hex
        var style = "--c:" + hex
        if !color.inSRGBGamut { style += ";--p:" + color.displayP3CSS }
        var context = MustacheDictionary()
        context.append(Keys.hex, .string(hex))
        context.append(Keys.p3, .string(color.displayP3CSS))
        context.append(Keys.style, .string(style))
        context.append(Keys.outOfGamut, .bool(!color.inSRGBGamut))
        context.append(Keys.alpha, color.isOpaque ? .null : .string(CatalogNumber.fixed(color.srgb.alpha)))
        if let source, source.colorSpace != "srgb" {
            context.append(Keys.source, .string(source.colorSpace + " " + source.components.map { $0.map { CatalogNumber.fixed($0) } ?? "none" }.joined(separator: " ")))
        } else {
            context.append(Keys.source, .null)
        }
        return context
    }

    // MARK: Dimensions and time

    /// Points, as the Swift output has them (rem × remBase).
    func points(_ d: DimensionValue) -> SwiftNumber {
        d.unit == .rem ? SwiftNumber(d.value, times: remBase) : SwiftNumber(d.value)
    }

    func dimension(_ d: DimensionValue, shape: Shape) -> MustacheDictionary {
        let pt = points(d)
        let magnitude = abs(pt.double)
        let drawn = min(magnitude, Self.maxDrawn)
        var context = MustacheDictionary()
        context.append(Keys.text, .string(d.unit == .rem ? "\(d.value.text)rem (\(pt.literal) pt)" : "\(pt.literal) pt"))
        context.append(Keys.px, .string(CatalogNumber.fixed(drawn, places: 3)))
        context.append(Keys.isRadius, .bool(shape == .radius))
        context.append(Keys.clipped, .bool(magnitude > Self.maxDrawn))
        context.append(Keys.negative, .bool(pt.double < 0))
        return context
    }

    func milliseconds(_ d: DurationValue) -> SwiftNumber {
        d.unit == .s ? SwiftNumber(d.value, times: 1000) : SwiftNumber(d.value)
    }

    func duration(_ d: DurationValue) -> MustacheDictionary {
        let ms = milliseconds(d)
        var context = MustacheDictionary()
        context.append(Keys.text, .string("\(ms.literal) ms"))
        context.append(Keys.ms, .string(ms.literal))
        // 1 px per 4 ms: a 300 ms duration is a 75 px bar.
        context.append(Keys.px, .string(CatalogNumber.fixed(min(max(ms.double, 0) / 4, Self.maxDrawn), places: 2)))
        return context
    }

    // MARK: Curves

    static func cubicBezierCSS(_ b: CubicBezierValue) -> String {
        "cubic-bezier(\(b.x1.text), \(b.y1.text), \(b.x2.text), \(b.y2.text))"
    }

    /// The curve in a 100 × 100 box, y pointing down as SVG's does (progress 1 at the top).
    static func curve(_ b: CubicBezierValue) -> MustacheDictionary {
        func x(_ n: JSONNumber) -> String { CatalogNumber.fixed(n.double * 100, places: 2) }
        func y(_ n: JSONNumber) -> String { CatalogNumber.fixed(100 - n.double * 100, places: 2) }
        var context = MustacheDictionary()
        context.append(Keys.css, .string(cubicBezierCSS(b)))
        context.append(Keys.path, .string("M0 100C\(x(b.x1)) \(y(b.y1)) \(x(b.x2)) \(y(b.y2)) 100 0"))
        context.append(Keys.handles, .string("M0 100L\(x(b.x1)) \(y(b.y1))M100 0L\(x(b.x2)) \(y(b.y2))"))
        return context
    }

    func transition(_ t: TransitionValue) -> MustacheDictionary {
        let duration = milliseconds(t.duration), delay = milliseconds(t.delay)
        var context = Self.curve(t.timingFunction)
        context.append(Keys.text, .string("\(duration.literal) ms, delay \(delay.literal) ms"))
        context.append(Keys.ms, .string(duration.literal))
        context.append(Keys.delay, .string(delay.literal))
        return context
    }

    // MARK: Strokes, borders, shadows, gradients

    func dashArray(_ dashes: [DimensionValue]) -> String {
        dashes.map { CatalogNumber.fixed(abs(points($0).double), places: 3) }.joined(separator: " ")
    }

    func strokeStyle(_ s: StrokeStyleValue) -> MustacheDictionary {
        var context = MustacheDictionary()
        switch s {
        case .keyword(let keyword):
            context.append(Keys.keyword, .string(keyword.rawValue))
            context.append(Keys.dashes, .null)
            context.append(Keys.text, .string(keyword.rawValue))
        case .dashes(let dashes, let cap):
            let array = dashArray(dashes)
            context.append(Keys.keyword, .null)
            context.append(Keys.dashes, .dictionary([Keys.array.name: .string(array), Keys.lineCap.name: .string(cap.rawValue)]))
            context.append(Keys.text, .string("dashes \(dashes.map { points($0).literal }.joined(separator: " ")) pt, \(cap.rawValue) caps"))
        }
        return context
    }

    func border(_ b: BorderValue) -> MustacheDictionary {
        var context = strokeStyle(b.style)
        let width = points(b.width)
        let color = CatalogColor(b.color)
        context.append(Keys.width, .string(CatalogNumber.fixed(min(abs(width.double), 48), places: 3)))
        context.append(Keys.color, color.map { .dictionary(Self.colorContext($0, source: b.color)) } ?? .null)
        let style = context[Keys.text]?.interpolatedText ?? ""
        context[Keys.text] = .string("\(width.literal) pt \(style) \(color?.hex ?? b.color.colorSpace)")
        return context
    }

    func shadow(_ s: ShadowValue) -> MustacheDictionary {
        var css: [String] = []
        var layers: [MustacheValue] = []
        for layer in s.layers {
            let hex = CatalogColor(layer.color)?.hex ?? "transparent"
            let parts = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { CatalogNumber.fixed(points($0).double, places: 3) + "px" }
            css.append((layer.inset ? "inset " : "") + parts.joined(separator: " ") + " " + hex)
            layers.append(.string((layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { points($0).literal }.joined(separator: " ") + " pt " + hex))
        }
        var context = MustacheDictionary()
        context.append(Keys.css, .string(css.joined(separator: ", ")))
        context.append(Keys.layers, .list(layers))
        return context
    }

    func gradient(_ g: GradientValue) -> MustacheDictionary {
        var css: [String] = []
        var stops: [MustacheValue] = []
        for stop in g.stops {
            let hex = CatalogColor(stop.color)?.hex ?? "transparent"
            let percent = CatalogNumber.fixed(stop.position.double * 100, places: 2) + "%"
            css.append(hex + " " + percent)
            stops.append(.string(hex + " at " + percent))
        }
        var context = MustacheDictionary()
        // Left to right: DTCG gradients have no direction.
        context.append(Keys.css, .string("linear-gradient(90deg, " + css.joined(separator: ", ") + ")"))
        context.append(Keys.stops, .list(stops))
        return context
    }

    // MARK: Type

    /// The families as a CSS list, then the platform's UI font: a family the browser lacks falls back to
    /// something close rather than to Times.
    static func fontFamilyCSS(_ names: [String]) -> String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded"]
        var parts = names.map { name in
            generic.contains(name) ? name : "'" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        if !names.contains(where: generic.contains) {
            parts += names.contains { $0.lowercased().contains("mono") } ? ["ui-monospace", "monospace"] : ["system-ui", "sans-serif"]
        }
        return parts.joined(separator: ", ")
    }

    /// CSS takes weights 1…1000.
    static func cssWeight(_ weight: Double) -> Int { Int(min(max(weight.rounded(), 1), 1000)) }

    func typography(_ t: TypographyValue) -> MustacheDictionary {
        let size = points(t.fontSize), spacing = points(t.letterSpacing)
        let lineBox = SwiftNumber(t.lineHeight, times: size.double)
        var context = MustacheDictionary()
        let style = "font-family:" + Self.fontFamilyCSS(t.fontFamily.names) + ";font-size:" + CatalogNumber.fixed(size.double, places: 3)
            + "px;font-weight:" + String(Self.cssWeight(t.fontWeight.value.double)) + ";line-height:" + t.lineHeight.text
            + ";letter-spacing:" + CatalogNumber.fixed(spacing.double, places: 3) + "px"
        context.append(Keys.style, .string(style))
        context.append(Keys.lineBox, .string(CatalogNumber.fixed(lineBox.double, places: 3)))
        let weight = t.fontWeight.keyword.map { "\(t.fontWeight.value.text) (\($0))" } ?? t.fontWeight.value.text
        context.append(Keys.text, .string("\(t.fontFamily.names.first ?? "") · \(size.literal) pt · weight \(weight) · line height \(t.lineHeight.text) (\(lineBox.literal) pt) · tracking \(spacing.literal) pt"))
        return context
    }

    enum Keys {
        static let color = MustacheDictionary.HashedKey("color")
        static let dimension = MustacheDictionary.HashedKey("dimension")
        static let number = MustacheDictionary.HashedKey("number")
        static let fontFamily = MustacheDictionary.HashedKey("fontFamily")
        static let fontWeight = MustacheDictionary.HashedKey("fontWeight")
        static let duration = MustacheDictionary.HashedKey("duration")
        static let cubicBezier = MustacheDictionary.HashedKey("cubicBezier")
        static let strokeStyle = MustacheDictionary.HashedKey("strokeStyle")
        static let border = MustacheDictionary.HashedKey("border")
        static let transition = MustacheDictionary.HashedKey("transition")
        static let shadow = MustacheDictionary.HashedKey("shadow")
        static let gradient = MustacheDictionary.HashedKey("gradient")
        static let typography = MustacheDictionary.HashedKey("typography")
        static let types = [color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border,
                            transition, shadow, gradient, typography]
        static let hex = MustacheDictionary.HashedKey("hex")
        static let p3 = MustacheDictionary.HashedKey("p3")
        static let style = MustacheDictionary.HashedKey("style")
        static let outOfGamut = MustacheDictionary.HashedKey("outOfGamut")
        static let alpha = MustacheDictionary.HashedKey("alpha")
        static let source = MustacheDictionary.HashedKey("source")
        static let text = MustacheDictionary.HashedKey("text")
        static let px = MustacheDictionary.HashedKey("px")
        static let isRadius = MustacheDictionary.HashedKey("isRadius")
        static let clipped = MustacheDictionary.HashedKey("clipped")
        static let negative = MustacheDictionary.HashedKey("negative")
        static let ms = MustacheDictionary.HashedKey("ms")
        static let delay = MustacheDictionary.HashedKey("delay")
        static let css = MustacheDictionary.HashedKey("css")
        static let path = MustacheDictionary.HashedKey("path")
        static let handles = MustacheDictionary.HashedKey("handles")
        static let keyword = MustacheDictionary.HashedKey("keyword")
        static let dashes = MustacheDictionary.HashedKey("dashes")
        static let array = MustacheDictionary.HashedKey("array")
        static let lineCap = MustacheDictionary.HashedKey("lineCap")
        static let width = MustacheDictionary.HashedKey("width")
        static let layers = MustacheDictionary.HashedKey("layers")
        static let stops = MustacheDictionary.HashedKey("stops")
        static let lineBox = MustacheDictionary.HashedKey("lineBox")
    }
}
