/// One resolved token value as the `catalog-value.html` template sees it: CSS the browser draws it with (points as
/// CSS pixels, colours in sRGB with a Display P3 alternative) and the text the page prints. Numbers and colours
/// are the Swift output's own conversion of the value (`SwiftTokenValue`, computed once per run for both
/// outputs): what the catalog shows is what ships. The token's own value supplies what the Swift value drops
/// (a dimension written in rem, a weight's keyword, a colour's source space).
struct CatalogValue: CatalogDescribable {
    var value: TokenValue
    var converted: SwiftTokenValue
    var shape: Shape

    /// What a token's kind changes about how its value is drawn (aliases of a radius are radii too).
    enum Shape: Hashable {
        case plain
        /// A dimension drawn as a rounded corner rather than a bar.
        case radius
    }

    /// The largest bar or box the page draws, in CSS pixels; larger values are drawn at this size and say so.
    static let maxDrawn = 480.0

    typealias Key = MustacheDictionary.HashedKey

    /// One key, the value's type (`color`, `dimension`, …), holding its context.
    func describe<C: CatalogContext>(into c: inout C) {
        switch (value, converted) {
        case (.color(let raw), .color(let color)):
            c.object(Keys.color) { CatalogShownColor(raw, color).describe(into: &$0) }
        case (.dimension(let raw), .dimension(let points)):
            c.object(Keys.dimension) { Self.dimension(raw, points: points, shape: shape, into: &$0) }
        case (.number(let n), _):
            c.object(Keys.number) { $0.text(Keys.text, n.text) }
        case (.string(let text), _):
            c.object(Keys.string) { $0.text(Keys.text, text) }
        case (.boolean(let flag), _):
            c.object(Keys.boolean) { $0.text(Keys.text, flag ? "true" : "false") }
        case (.fontFamily(let f), _):
            c.object(Keys.fontFamily) {
                $0.text(Keys.css) { Self.appendFontFamilyCSS(f.names, to: &$0) }
                $0.text(Keys.text, f.names.joined(separator: ", "))
            }
        case (.fontWeight(let w), _):
            c.object(Keys.fontWeight) {
                $0.text(Keys.css) { $0.append(decimal: Self.cssWeight(w.value.double)) }
                $0.text(Keys.text) { Self.appendWeightText(w, to: &$0) }
            }
        case (.duration(let d), _):
            c.object(Keys.duration) { Self.duration(d, into: &$0) }
        case (.cubicBezier(let b), _):
            c.object(Keys.cubicBezier) { Self.curve(b, into: &$0) }
        case (.strokeStyle(let s), .strokeStyle(let style)):
            c.object(Keys.strokeStyle) { Self.strokeStyle(s, style, into: &$0) }
        case (.border(let b), .border(let border)):
            c.object(Keys.border) { Self.border(b, border, into: &$0) }
        case (.transition(let t), _):
            c.object(Keys.transition) { Self.transition(t, into: &$0) }
        case (.shadow(let s), .shadow(let layers)):
            c.object(Keys.shadow) { Self.shadow(s, layers, into: &$0) }
        case (.gradient(let g), .gradient(let stops)):
            c.object(Keys.gradient) { Self.gradient(g, stops, into: &$0) }
        case (.typography(let t), .typography(let type)):
            c.object(Keys.typography) { Self.typography(t, type, into: &$0) }
        default:
            preconditionFailure("a converted value has its token value's type")
        }
    }

    /// Whether a dimension token is a corner radius, judged by its path: radii are dimensions like any other.
    static func shape(of path: [String], type: TokenType) -> Shape {
        guard type == .dimension else { return .plain }
        return path.withUnsafeBufferPointer { shape(of: $0, type: type) }
    }

    /// `shape(of:type:)` of a path read in place.
    static func shape(of path: UnsafeBufferPointer<String>, type: TokenType) -> Shape {
        type == .dimension && containsRadiusWord(path) ? .radius : .plain
    }

    /// Whether any of the segments holds a radius word (`containsRadiusWord`), each read in place.
    static func containsRadiusWord(_ segments: UnsafeBufferPointer<String>) -> Bool {
        for i in segments.indices where containsRadiusWord(segments[i]) { return true }
        return false
    }

    /// `radius`, `radii`, `corner` or `rounded` anywhere in the segment, ignoring ASCII case (on bytes: Foundation's
    /// `contains` was a tenth of rendering a large catalog).
    private static func containsRadiusWord(_ segment: String) -> Bool {
        segment.withUTF8Bytes { bytes in
            // Every word has an `r`: most segments are ruled out by one scan.
            guard bytes.contains(where: { $0 == UInt8(ascii: "r") || $0 == UInt8(ascii: "R") }) else { return false }
            func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
            for word in ["radius", "radii", "corner", "rounded"] as [StaticString] where bytes.count >= word.utf8CodeUnitCount {
                let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
                for start in 0...(bytes.count - w.count) where lower(bytes[start]) == w[0] {
                    var i = 1
                    while i < w.count && lower(bytes[start + i]) == w[i] { i += 1 }
                    if i == w.count { return true }
                }
            }
            return false
        }
    }

    // MARK: Dimensions and time

    /// Points, as the Swift output converts them (rem × remBase).
    static func points(_ d: DimensionValue, remBase: Double) -> SwiftNumber {
        d.unit == .rem ? SwiftNumber(d.value, times: remBase) : SwiftNumber(d.value)
    }

    static func dimension<C: CatalogContext>(_ raw: DimensionValue, points: SwiftNumber, shape: Shape, into c: inout C) {
        c.text(Keys.text) { appendDimensionText(raw, points: points, to: &$0) }
        c.text(Keys.px) { appendDimensionPixels(points, to: &$0) }
        c.flag(Keys.isRadius, shape == .radius)
        c.flag(Keys.clipped, abs(points.double) > maxDrawn)
        c.flag(Keys.negative, points.double < 0)
    }

    static func appendDimensionText<S: CatalogByteSink>(_ raw: DimensionValue, points: SwiftNumber, to out: inout S) {
        if raw.unit == .rem {
            out.append(raw.value.text)
            out.append("rem (" as StaticString)
            out.append(literal: points)
            out.append(" pt)" as StaticString)
        } else {
            out.append(literal: points)
            out.append(" pt" as StaticString)
        }
    }

    static func appendDimensionPixels<S: CatalogByteSink>(_ points: SwiftNumber, to out: inout S) {
        CatalogNumber.append(min(abs(points.double), maxDrawn), places: 3, to: &out)
    }

    /// Milliseconds, exactly (in decimal) as written.
    static func milliseconds(_ d: DurationValue) -> SwiftNumber {
        d.unit == .s ? SwiftNumber(d.value, times: 1000) : SwiftNumber(d.value)
    }

    static func duration<C: CatalogContext>(_ d: DurationValue, into c: inout C) {
        let ms = milliseconds(d)
        c.text(Keys.text) { $0.append(literal: ms); $0.append(" ms" as StaticString) }
        c.text(Keys.ms) { $0.append(literal: ms) }
        c.text(Keys.px) { appendDurationPixels(ms, to: &$0) }
    }

    /// 1 px per 4 ms: a 300 ms duration is a 75 px bar.
    static func appendDurationPixels<S: CatalogByteSink>(_ ms: SwiftNumber, to out: inout S) {
        CatalogNumber.append(min(max(ms.double, 0) / 4, maxDrawn), places: 2, to: &out)
    }

    // MARK: Curves

    static func cubicBezierCSS(_ b: CubicBezierValue) -> String {
        "cubic-bezier(\(b.x1.text), \(b.y1.text), \(b.x2.text), \(b.y2.text))"
    }

    /// The curve in a 100 × 100 box, y pointing down as SVG's does (progress 1 at the top).
    static func curve<C: CatalogContext>(_ b: CubicBezierValue, into c: inout C) {
        func x(_ n: JSONNumber) -> String { CatalogNumber.fixed(n.double * 100, places: 2) }
        func y(_ n: JSONNumber) -> String { CatalogNumber.fixed(100 - n.double * 100, places: 2) }
        c.text(Keys.css, cubicBezierCSS(b))
        c.text(Keys.path, "M0 100C\(x(b.x1)) \(y(b.y1)) \(x(b.x2)) \(y(b.y2)) 100 0")
        c.text(Keys.handles, "M0 100L\(x(b.x1)) \(y(b.y1))M100 0L\(x(b.x2)) \(y(b.y2))")
    }

    static func transition<C: CatalogContext>(_ t: TransitionValue, into c: inout C) {
        let duration = milliseconds(t.duration), delay = milliseconds(t.delay)
        curve(t.timingFunction, into: &c)
        c.text(Keys.text, "\(duration.literal) ms, delay \(delay.literal) ms")
        c.text(Keys.ms, duration.literal)
        c.text(Keys.delay, delay.literal)
    }

    // MARK: Strokes, borders, shadows, gradients

    static func strokeText(_ style: SwiftTokenValue.StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .custom(let dashes, let cap): "dashes \(dashes.map(\.literal).joined(separator: " ")) pt, \(cap) caps"
        }
    }

    static func strokeStyle<C: CatalogContext>(_ raw: StrokeStyleValue, _ style: SwiftTokenValue.StrokeStyle, into c: inout C) {
        strokeFields(style, into: &c)
        c.text(Keys.text, strokeText(style))
    }

    /// `keyword`, or `dashes` (`array`, `lineCap`).
    static func strokeFields<C: CatalogContext>(_ style: SwiftTokenValue.StrokeStyle, into c: inout C) {
        switch style {
        case .keyword(let keyword):
            c.text(Keys.keyword, keyword)
            c.null(Keys.dashes)
        case .custom(let dashes, let cap):
            c.null(Keys.keyword)
            c.object(Keys.dashes) {
                $0.text(Keys.array, dashes.map { CatalogNumber.fixed(abs($0.double), places: 3) }.joined(separator: " "))
                $0.text(Keys.lineCap, cap)
            }
        }
    }

    static func border<C: CatalogContext>(_ raw: BorderValue, _ border: SwiftTokenValue.Border, into c: inout C) {
        let color = CatalogShownColor(raw.color, border.color)
        strokeFields(border.style, into: &c)
        c.text(Keys.width) { CatalogNumber.append(min(abs(border.width.double), 48), places: 3, to: &$0) }
        c.object(Keys.color) { color.describe(into: &$0) }
        c.text(Keys.text) { out in
            out.append(literal: border.width)
            out.append(" pt " as StaticString)
            out.append(strokeText(border.style))
            out.append(UInt8(ascii: " "))
            color.appendHex(to: &out)
        }
    }

    static func shadow<C: CatalogContext>(_ raw: ShadowValue, _ layers: [SwiftTokenValue.ShadowLayer], into c: inout C) {
        let colors = zip(raw.layers, layers).map { CatalogShownColor($0.color, $1.color) }
        c.text(Keys.css) { appendShadowCSS(layers, colors, to: &$0) }
        c.texts(Keys.layers, count: layers.count) { i, out in appendShadowLayerText(layers[i], colors[i], to: &out) }
    }

    static func appendShadowCSS<S: CatalogByteSink>(_ layers: [SwiftTokenValue.ShadowLayer], _ colors: [CatalogShownColor], to out: inout S) {
        for (i, layer) in layers.enumerated() {
            if i > 0 { out.append(", " as StaticString) }
            if layer.inset { out.append("inset " as StaticString) }
            // The four lengths one by one: a list of them was an allocation per layer.
            for n in 0..<4 {
                CatalogNumber.append(layer.length(n).double, places: 3, to: &out)
                out.append("px " as StaticString)
            }
            colors[i].appendHex(to: &out)
        }
    }

    static func appendShadowLayerText<S: CatalogByteSink>(_ layer: SwiftTokenValue.ShadowLayer, _ color: CatalogShownColor, to out: inout S) {
        if layer.inset { out.append("inset " as StaticString) }
        for n in 0..<4 {
            if n > 0 { out.append(UInt8(ascii: " ")) }
            out.append(literal: layer.length(n))
        }
        out.append(" pt " as StaticString)
        color.appendHex(to: &out)
    }

    static func gradient<C: CatalogContext>(_ raw: GradientValue, _ stops: [SwiftTokenValue.GradientStop], into c: inout C) {
        let colors = zip(raw.stops, stops).map { CatalogShownColor($0.color, $1.color) }
        func percent(_ stop: SwiftTokenValue.GradientStop, _ out: inout [UInt8]) {
            CatalogNumber.append(stop.position.double * 100, places: 2, to: &out)
            out.append(UInt8(ascii: "%"))
        }
        // Left to right: DTCG gradients have no direction.
        c.text(Keys.css) { out in
            out.append("linear-gradient(90deg" as StaticString)
            for (i, stop) in stops.enumerated() {
                out.append(", " as StaticString)
                colors[i].appendHex(to: &out)
                out.append(UInt8(ascii: " "))
                percent(stop, &out)
            }
            out.append(UInt8(ascii: ")"))
        }
        c.texts(Keys.stops, count: stops.count) { i, out in
            colors[i].appendHex(to: &out)
            out.append(" at " as StaticString)
            percent(stops[i], &out)
        }
    }

    // MARK: Type

    /// The families as a CSS list, then the platform's UI font: a family the browser lacks falls back to
    /// something close rather than to Times.
    static func fontFamilyCSS(_ names: [String]) -> String {
        var bytes: [UInt8] = []
        appendFontFamilyCSS(names, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
                                                       "ui-sans-serif", "ui-monospace", "ui-rounded"]

    /// The CSS `font-family` list: names quoted (`\` and `'` escaped), generic families bare, and a generic fallback
    /// when the token names none (monospace when a name says `mono`).
    static func appendFontFamilyCSS<S: CatalogByteSink>(_ names: [String], to out: inout S) {
        var anyGeneric = false
        for (n, name) in names.enumerated() {
            if n > 0 { out.append(", " as StaticString) }
            if isGenericFamily(name) {
                anyGeneric = true
                out.append(name)
                continue
            }
            out.append(UInt8(ascii: "'"))
            for byte in name.utf8 {
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "'") { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            out.append(UInt8(ascii: "'"))
        }
        guard !anyGeneric else { return }
        if !names.isEmpty { out.append(", " as StaticString) }
        out.append(names.contains(where: containsMono) ? "ui-monospace, monospace" as StaticString : "system-ui, sans-serif")
    }

    /// Whether `name` is a generic family. Every one starts with a lower-case `c`, `f`, `m`, `s` or `u`: most
    /// names (`Inter`, `SF Pro`) are ruled out by their first byte, without hashing.
    private static func isGenericFamily(_ name: String) -> Bool {
        switch name.utf8.first {
        case UInt8(ascii: "c")?, UInt8(ascii: "f")?, UInt8(ascii: "m")?, UInt8(ascii: "s")?, UInt8(ascii: "u")?: genericFamilies.contains(name)
        default: false
        }
    }

    /// `mono` in the name, ignoring ASCII case (what `lowercased().contains("mono")` found, without Foundation), on
    /// the bytes in place.
    private static func containsMono(_ name: String) -> Bool {
        name.withUTF8Bytes { bytes in
            guard bytes.count >= 4 else { return false }
            func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
            for start in 0...(bytes.count - 4) where lower(bytes[start]) == UInt8(ascii: "m") && lower(bytes[start + 1]) == UInt8(ascii: "o")
                && lower(bytes[start + 2]) == UInt8(ascii: "n") && lower(bytes[start + 3]) == UInt8(ascii: "o") {
                return true
            }
            return false
        }
    }

    /// CSS takes weights 1…1000.
    static func cssWeight(_ weight: Double) -> Int { Int(min(max(weight.rounded(), 1), 1000)) }

    static func typography<C: CatalogContext>(_ raw: TypographyValue, _ t: SwiftTokenValue.Typography, into c: inout C) {
        let lineBox = SwiftNumber(raw.lineHeight, times: t.fontSize.double)
        c.text(Keys.style) { appendTypographyStyle(raw, t, to: &$0) }
        c.text(Keys.lineBox) { CatalogNumber.append(lineBox.double, places: 3, to: &$0) }
        c.text(Keys.text) { appendTypographyText(raw, t, lineBox: lineBox, to: &$0) }
    }

    static func appendTypographyStyle<S: CatalogByteSink>(_ raw: TypographyValue, _ t: SwiftTokenValue.Typography, to out: inout S) {
        out.append("font-family:" as StaticString)
        appendFontFamilyCSS(t.fontFamily, to: &out)
        out.append(";font-size:" as StaticString)
        CatalogNumber.append(t.fontSize.double, places: 3, to: &out)
        out.append("px;font-weight:" as StaticString)
        out.append(decimal: cssWeight(t.fontWeight.double))
        out.append(";line-height:" as StaticString)
        out.append(raw.lineHeight.text)
        out.append(";letter-spacing:" as StaticString)
        CatalogNumber.append(t.letterSpacing.double, places: 3, to: &out)
        out.append("px" as StaticString)
    }

    /// `Inter · 16 pt · weight 400 · line height 1.5 (24 pt) · tracking 0 pt`.
    static func appendTypographyText<S: CatalogByteSink>(_ raw: TypographyValue, _ t: SwiftTokenValue.Typography, lineBox: SwiftNumber,
                                                         to out: inout S) {
        out.append(t.fontFamily.first ?? "")
        out.append(" · " as StaticString)
        out.append(literal: t.fontSize)
        out.append(" pt · weight " as StaticString)
        appendWeightText(raw.fontWeight, to: &out)
        out.append(" · line height " as StaticString)
        out.append(raw.lineHeight.text)
        out.append(" (" as StaticString)
        out.append(literal: lineBox)
        out.append(" pt) · tracking " as StaticString)
        out.append(literal: t.letterSpacing)
        out.append(" pt" as StaticString)
    }

    /// `700 (bold)` for a keyword, else the number as written.
    static func appendWeightText<S: CatalogByteSink>(_ weight: FontWeightValue, to out: inout S) {
        out.append(weight.value.text)
        if let keyword = weight.keyword {
            out.append(" (" as StaticString)
            out.append(keyword)
            out.append(UInt8(ascii: ")"))
        }
    }

    enum Keys {
        static let color = Key("color")
        static let dimension = Key("dimension")
        static let number = Key("number")
        static let string = Key("string")
        static let boolean = Key("boolean")
        static let fontFamily = Key("fontFamily")
        static let fontWeight = Key("fontWeight")
        static let duration = Key("duration")
        static let cubicBezier = Key("cubicBezier")
        static let strokeStyle = Key("strokeStyle")
        static let border = Key("border")
        static let transition = Key("transition")
        static let shadow = Key("shadow")
        static let gradient = Key("gradient")
        static let typography = Key("typography")
        static let hex = Key("hex")
        static let p3 = Key("p3")
        static let style = Key("style")
        static let outOfGamut = Key("outOfGamut")
        static let alpha = Key("alpha")
        static let source = Key("source")
        static let text = Key("text")
        static let px = Key("px")
        static let isRadius = Key("isRadius")
        static let clipped = Key("clipped")
        static let negative = Key("negative")
        static let ms = Key("ms")
        static let delay = Key("delay")
        static let css = Key("css")
        static let path = Key("path")
        static let handles = Key("handles")
        static let keyword = Key("keyword")
        static let dashes = Key("dashes")
        static let array = Key("array")
        static let lineCap = Key("lineCap")
        static let width = Key("width")
        static let layers = Key("layers")
        static let stops = Key("stops")
        static let lineBox = Key("lineBox")
    }
}

extension SwiftTokenValue.ShadowLayer {
    /// Offset x, offset y, blur and spread, by position.
    @inline(__always)
    func length(_ n: Int) -> SwiftNumber {
        switch n {
        case 0: offsetX
        case 1: offsetY
        case 2: blur
        default: spread
        }
    }
}

/// A colour as the catalog shows it: the sRGB and Display P3 values the Swift output converted it to (gamut
/// mapped by the colour module), with the token's alpha. Nothing is converted again here.
struct CatalogShownColor: CatalogDescribable {
    var raw: ColorValue
    var converted: SwiftTokenValue.Color

    init(_ raw: ColorValue, _ converted: SwiftTokenValue.Color) {
        self.raw = raw
        self.converted = converted
    }

    var alpha: Double { min(max(raw.alpha, 0), 1) }
    var alphaByte: UInt8 { RGB.byte(alpha) }
    var isOpaque: Bool { alphaByte == 255 }

    /// Whether the colour fits sRGB unmapped: sRGB components within 0…1 always do; any other colour is converted
    /// once more to find out (the Swift value keeps no such flag; such colours are few).
    var inSRGBGamut: Bool {
        if raw.colorSpace == "srgb", raw.components.allSatisfy({ $0.map { $0 >= 0 && $0 <= 1 } ?? false }) { return true }
        return CatalogColor(raw)?.inSRGBGamut ?? true
    }

    /// `#rrggbb` (the Swift output's documented hex), or `#rrggbbaa` when alpha does not round to 255.
    func appendHex<S: CatalogByteSink>(to out: inout S) {
        out.append(converted.hex)
        if !isOpaque {
            let digits: StaticString = "0123456789abcdef"
            out.append(digits.utf8Start[Int(alphaByte >> 4)])
            out.append(digits.utf8Start[Int(alphaByte & 0xF)])
        }
    }

    var hex: String {
        var bytes: [UInt8] = []
        appendHex(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `color(display-p3 0.5255 0.2431 0.9529)`, with ` / 0.5` when translucent: CSS Color 4 syntax, the Swift
    /// output's P3 components to four places.
    func appendP3<S: CatalogByteSink>(to out: inout S) {
        out.append("color(display-p3 " as StaticString)
        CatalogNumber.append(converted.p3Red.double, places: 4, to: &out)
        out.append(UInt8(ascii: " "))
        CatalogNumber.append(converted.p3Green.double, places: 4, to: &out)
        out.append(UInt8(ascii: " "))
        CatalogNumber.append(converted.p3Blue.double, places: 4, to: &out)
        if !isOpaque {
            out.append(" / " as StaticString)
            CatalogNumber.append(alpha, places: 4, to: &out)
        }
        out.append(UInt8(ascii: ")"))
    }

    func describe<C: CatalogContext>(into c: inout C) {
        let inGamut = inSRGBGamut
        c.text(CatalogValue.Keys.hex) { appendHex(to: &$0) }
        c.text(CatalogValue.Keys.p3) { appendP3(to: &$0) }
        c.text(CatalogValue.Keys.style) { appendStyle(inGamut: inGamut, to: &$0) }
        c.flag(CatalogValue.Keys.outOfGamut, !inGamut)
        if isOpaque {
            c.null(CatalogValue.Keys.alpha)
        } else {
            c.text(CatalogValue.Keys.alpha) { CatalogNumber.append(alpha, places: 4, to: &$0) }
        }
        if raw.colorSpace != "srgb" {
            c.text(CatalogValue.Keys.source) { appendSource(to: &$0) }
        } else {
            c.null(CatalogValue.Keys.source)
        }
    }

    /// The swatch's custom properties: `--c` in sRGB, `--p` in Display P3 when sRGB cannot show it.
    func appendStyle<S: CatalogByteSink>(inGamut: Bool, to out: inout S) {
        out.append("--c:" as StaticString)
        appendHex(to: &out)
        if !inGamut {
            out.append(";--p:" as StaticString)
            appendP3(to: &out)
        }
    }

    /// The colour as written, for colours not written in sRGB: `display-p3 0.5 0.2 none`.
    func appendSource<S: CatalogByteSink>(to out: inout S) {
        out.append(raw.colorSpace)
        for component in raw.components {
            out.append(UInt8(ascii: " "))
            if let component { CatalogNumber.append(component, places: 4, to: &out) } else { out.append("none" as StaticString) }
        }
    }
}
