/// One style's tokens: their paths below the style's own and their DTCG JSON. Bound properties become aliases of
/// the variables' tokens where the types agree; the rest are counted for one summary.
struct StyleTokenBuilder {
    let variables: VariableTokens
    /// Bindings written as values: (style, property) pairs, for `summariseUnaliasedBindings`.
    private var unaliased: [(style: FigmaStyleMetadata, property: String, binding: FigmaBinding)] = []
    /// Fill styles with several visible paints (only the top one is imported), for `summariseLayeredFills`.
    private var layeredFills: [(style: FigmaStyleMetadata, count: Int, location: SourceLocation?)] = []

    init(variables: VariableTokens) {
        self.variables = variables
    }

    mutating func tokens(for style: FigmaStyle, _ diagnostics: inout DiagnosticCollector) -> [([String], JSONValue)] {
        let metadata = style.metadata
        switch style.definition {
        case .text(let text):
            return [([], token(metadata, type: "typography", value: typography(text, metadata), extra: textExtensions(text),
                               ours: Self.caseAndDecoration(text)))]
        case .fill(let paints):
            let visible = paints.filter(\.visible)
            guard let paint = visible.last else {
                diagnostics.warning("style '\(metadata.name)' has no visible fill; it is left out", at: style.location)
                return []
            }
            // Figma paints bottom to top: the last visible one is what shows on top.
            if visible.count > 1 { layeredFills.append((metadata, visible.count, paint.location)) }
            return [([], fill(paint, metadata))]
        case .effect(let effects):
            guard !effects.isEmpty else {
                diagnostics.warning("style '\(metadata.name)' has no visible shadow; it is left out", at: style.location)
                return []
            }
            // Figma lists effects bottom-first (tokens-studio/figma-plugin#2979, figmagic#111); a DTCG shadow's
            // layers are top-first, as CSS box-shadow's, so the order is reversed.
            let layers = effects.reversed().map { shadowLayer($0, metadata) }
            return [([], token(metadata, type: "shadow", value: layers.count == 1 ? layers[0] : GeneratedJSON.array(layers), extra: []))]
        case .grid(let grids):
            guard !grids.isEmpty else {
                diagnostics.warning("style '\(metadata.name)' has no visible layout grid; it is left out", at: style.location)
                return []
            }
            return gridTokens(grids, metadata)
        }
    }

    // MARK: Kinds

    private mutating func typography(_ text: FigmaTypeStyle, _ style: FigmaStyleMetadata) -> JSONValue {
        let letterSpacing: Double = switch text.letterSpacing {
        case .pixels(let px): px
        case .percent(let percent): percent / 100 * text.fontSize
        }
        let lineHeight: Double = switch text.lineHeight {
        case .pixels(let px): px / text.fontSize
        case .percentOfFontSize(let percent): percent / 100
        case .intrinsic(let px): px / text.fontSize
        }
        let pixelSpacing = if case .pixels = text.letterSpacing { true } else { false }
        return GeneratedJSON.object([
            ("fontFamily", member(text.bindings["fontFamily"], "fontFamily", types: ["fontFamily"], style) ?? GeneratedJSON.string(text.fontFamily)),
            ("fontSize", member(text.bindings["fontSize"], "fontSize", types: ["dimension"], style) ?? Self.dimension(text.fontSize)),
            ("fontWeight", member(text.bindings["fontWeight"], "fontWeight", types: ["fontWeight"], style)
                ?? GeneratedJSON.number(FigmaNumberFormatting.float32(text.fontWeight))),
            ("letterSpacing", (pixelSpacing ? member(text.bindings["letterSpacing"], "letterSpacing", types: ["dimension"], style) : unbound(text.bindings["letterSpacing"], "letterSpacing", style))
                ?? Self.dimension(letterSpacing)),
            // Figma binds line height in pixels; the token's is a multiple of the size, so a binding stays a value.
            ("lineHeight", unbound(text.bindings["lineHeight"], "lineHeight", style) ?? GeneratedJSON.number(FigmaNumberFormatting.rounded(lineHeight))),
        ])
    }

    private func textExtensions(_ text: FigmaTypeStyle) -> [(String, JSONValue)] {
        var extra: [(String, JSONValue)] = []
        if let fontStyle = text.fontStyle { extra.append(("fontStyle", GeneratedJSON.string(fontStyle))) }
        if text.italic { extra.append(("italic", GeneratedJSON.bool(true))) }
        switch text.lineHeight {
        case .pixels(let px): extra.append(("lineHeight", Self.measure(px, "PIXELS")))
        case .percentOfFontSize(let percent): extra.append(("lineHeight", Self.measure(percent, "FONT_SIZE_%")))
        case .intrinsic: extra.append(("lineHeight", GeneratedJSON.object([("unit", GeneratedJSON.string("INTRINSIC_%"))])))
        }
        if case .percent(let percent) = text.letterSpacing { extra.append(("letterSpacing", Self.measure(percent, "PERCENT"))) }
        if let textCase = text.textCase { extra.append(("textCase", GeneratedJSON.string(textCase))) }
        if let decoration = text.textDecoration { extra.append(("textDecoration", GeneratedJSON.string(decoration))) }
        return extra
    }

    /// Figma's text case and decoration in the CSS words `com.aurum.codegen.typography` holds (see `TypographyValue`).
    static func caseAndDecoration(_ text: FigmaTypeStyle) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        let textCase: String? = switch text.textCase {
        case "UPPER"?: "uppercase"
        case "LOWER"?: "lowercase"
        case "TITLE"?: "capitalize"
        case "SMALL_CAPS"?, "SMALL_CAPS_FORCED"?: "small-caps"
        default: nil
        }
        if let textCase { members.append(("textCase", GeneratedJSON.string(textCase))) }
        let decoration: String? = switch text.textDecoration {
        case "UNDERLINE"?: "underline"
        case "STRIKETHROUGH"?: "line-through"
        default: nil
        }
        if let decoration { members.append(("textDecoration", GeneratedJSON.string(decoration))) }
        return members.isEmpty ? [] : [("typography", GeneratedJSON.object(members))]
    }

    private mutating func fill(_ paint: FigmaPaint, _ style: FigmaStyleMetadata) -> JSONValue {
        switch paint.kind {
        case .solid(let color, let binding):
            // An alias cannot carry the paint's opacity: a translucent paint keeps its value.
            let alias = paint.opacity == 1 ? member(binding, "color", types: ["color"], style) : unbound(binding, "color", style)
            return token(style, type: "color", value: alias ?? Self.color(color, opacity: paint.opacity), extra: [])
        case .linearGradient(let gradient), .radialGradient(let gradient):
            let radial = if case .radialGradient = paint.kind { true } else { false }
            let stops = gradient.stops.map { stop in
                let alias = paint.opacity == 1 ? member(stop.binding, "gradient stop color", types: ["color"], style) : unbound(stop.binding, "gradient stop color", style)
                return GeneratedJSON.object([
                    ("color", alias ?? Self.color(stop.color, opacity: paint.opacity)),
                    ("position", GeneratedJSON.number(FigmaNumberFormatting.rounded(stop.position))),
                ])
            }
            let handles = gradient.handles.map { GeneratedJSON.array([Self.number($0.x), Self.number($0.y)]) }
            var extra: [(String, JSONValue)] = [("gradient", GeneratedJSON.string(radial ? "radial" : "linear"))]
            if !handles.isEmpty { extra.append(("handles", GeneratedJSON.array(handles))) }
            // A linear gradient's first two handles are its axis, in the unit square SwiftUI's UnitPoint uses too.
            var ours: [(String, JSONValue)] = []
            if !radial, gradient.handles.count >= 2 {
                let (start, end) = (gradient.handles[0], gradient.handles[1])
                ours.append(("gradient", GeneratedJSON.object([
                    ("startPoint", GeneratedJSON.array([Self.number(start.x), Self.number(start.y)])),
                    ("endPoint", GeneratedJSON.array([Self.number(end.x), Self.number(end.y)])),
                ])))
            }
            return token(style, type: "gradient", value: GeneratedJSON.array(stops), extra: extra, ours: ours)
        }
    }

    private mutating func shadowLayer(_ effect: FigmaEffect, _ style: FigmaStyleMetadata) -> JSONValue {
        func length(_ key: String, _ binding: String, _ value: Double) -> (String, JSONValue) {
            (key, member(effect.bindings[binding], key, types: ["dimension"], style) ?? Self.dimension(value))
        }
        return GeneratedJSON.object([
            ("color", member(effect.bindings["color"], "color", types: ["color"], style) ?? Self.color(effect.color, opacity: 1)),
            length("offsetX", "offsetX", effect.offsetX),
            length("offsetY", "offsetY", effect.offsetY),
            length("blur", "radius", effect.radius),
            length("spread", "spread", effect.spread),
            ("inset", GeneratedJSON.bool(effect.inner)),
        ])
    }

    private mutating func gridTokens(_ grids: [FigmaLayoutGrid], _ style: FigmaStyleMetadata) -> [([String], JSONValue)] {
        var result: [([String], JSONValue)] = []
        var used: [String: Int] = [:]
        for grid in grids {
            let base = grid.pattern.lowercased()
            used[base, default: 0] += 1
            let name = used[base] == 1 ? base : "\(base)\(used[base]!)"
            var extra: [(String, JSONValue)] = [("pattern", GeneratedJSON.string(grid.pattern))]
            if let alignment = grid.alignment { extra.append(("alignment", GeneratedJSON.string(alignment))) }
            func dimension(_ key: String, _ value: Double?) {
                guard let value else { return }
                let json = member(grid.bindings[key], key, types: ["dimension"], style) ?? Self.dimension(value)
                result.append(([name, key], token(style, type: "dimension", value: json, extra: extra)))
            }
            dimension("sectionSize", grid.sectionSize)
            dimension("gutterSize", grid.gutterSize)
            dimension("offset", grid.offset)
            if let count = grid.count {
                let json = member(grid.bindings["numSections"], "count", types: ["number"], style) ?? GeneratedJSON.number(JSONNumber(Double(count)))
                result.append(([name, "count"], token(style, type: "number", value: json, extra: extra)))
            }
        }
        return result
    }

    // MARK: Tokens and members

    /// `extra` goes into `com.figma.style`; `ours` (what aurum-codegen reads back) into `com.aurum.codegen`.
    private func token(_ style: FigmaStyleMetadata, type: String, value: JSONValue, extra: [(String, JSONValue)],
                       ours: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("$type", GeneratedJSON.string(type))]
        if !style.description.isEmpty { members.append(("$description", GeneratedJSON.string(style.description))) }
        members.append(("$value", value))
        let figma: [(String, JSONValue)] = [
            ("key", GeneratedJSON.string(style.key)),
            ("nodeId", GeneratedJSON.string(style.nodeID)),
            ("type", GeneratedJSON.string(style.type.rawValue)),
            ("name", GeneratedJSON.string(style.name)),
        ] + extra
        var extensions: [(String, JSONValue)] = [(FigmaStylesImporter.extensionKey, GeneratedJSON.object(figma))]
        if !ours.isEmpty { extensions.append((ExtensionValues.namespace, GeneratedJSON.object(ours))) }
        members.append(("$extensions", GeneratedJSON.object(extensions)))
        return GeneratedJSON.object(members)
    }

    /// An alias of the bound variable's token when it is imported as one of `types`; nil (and the binding counted)
    /// otherwise, for the caller to write the value.
    private mutating func member(_ binding: FigmaBinding?, _ property: String, types: Set<String>, _ style: FigmaStyleMetadata) -> JSONValue? {
        guard let binding else { return nil }
        guard let target = variables.byID[binding.variableID], types.contains(target.type) else {
            unaliased.append((style, property, binding))
            return nil
        }
        return GeneratedJSON.string("{" + target.path.joined(separator: ".") + "}")
    }

    /// A binding that cannot be an alias: counted, and nil for the caller to write the value.
    private mutating func unbound(_ binding: FigmaBinding?, _ property: String, _ style: FigmaStyleMetadata) -> JSONValue? {
        if let binding { unaliased.append((style, property, binding)) }
        return nil
    }

    /// One warning for every bound property written as a value, with the first as an example.
    func summariseUnaliasedBindings(variablesGiven: Bool, _ diagnostics: inout DiagnosticCollector) {
        guard let first = unaliased.first else { return }
        let count = unaliased.count
        let what = count == 1 ? "1 style property is" : "\(count) style properties are"
        let example = "e.g. \(first.property) of '\(first.style.name)' is bound to variable '\(first.binding.variableID)'"
        let why = variablesGiven
            ? "bound to variables that are not imported as tokens of the property's type (or, for a translucent paint or a line height, cannot be aliased)"
            : "bound to variables; pass the file's variables with --variables to keep them as aliases"
        diagnostics.warning("\(what) \(why); their values are written instead (\(example))", at: first.binding.location ?? first.style.location)
    }

    /// One warning for every fill style with several visible paints, with the first as an example.
    func summariseLayeredFills(_ diagnostics: inout DiagnosticCollector) {
        guard let first = layeredFills.first else { return }
        let what = layeredFills.count == 1 ? "1 fill style has" : "\(layeredFills.count) fill styles have"
        diagnostics.warning("\(what) several visible paints; only the top paint of each is imported (e.g. '\(first.style.name)' has \(first.count))",
                            at: first.location ?? first.style.location)
    }

    // MARK: Values

    static func dimension(_ px: Double) -> JSONValue {
        GeneratedJSON.object([("value", GeneratedJSON.number(FigmaNumberFormatting.float32(px))), ("unit", GeneratedJSON.string("px"))])
    }

    static func number(_ value: Double) -> JSONValue { GeneratedJSON.number(FigmaNumberFormatting.rounded(value)) }

    static func measure(_ value: Double, _ unit: String) -> JSONValue {
        GeneratedJSON.object([("value", GeneratedJSON.number(FigmaNumberFormatting.float32(value))), ("unit", GeneratedJSON.string(unit))])
    }

    /// An sRGB colour object as the variables importer writes them, alpha times the paint's opacity.
    static func color(_ color: FigmaColor, opacity: Double) -> JSONValue {
        GeneratedJSON.object([
            ("colorSpace", GeneratedJSON.string("srgb")),
            ("components", GeneratedJSON.array([color.r, color.g, color.b].map { GeneratedJSON.number(FigmaNumberFormatting.rounded($0)) })),
            ("alpha", GeneratedJSON.number(FigmaNumberFormatting.rounded(color.a * opacity))),
            ("hex", GeneratedJSON.string(color.hex)),
        ])
    }
}
