/// Resolved token values as DTCG 2025.10 JSON, as `migrate` writes them. Reading the JSON back gives the
/// same values: numbers keep their source text, colour components are written in the shortest form that
/// round-trips, optional members are written only when they differ from their default.
enum DTCGValueJSON {
    typealias J = GeneratedJSON

    static func json(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): dimension(d)
        case .fontFamily(let f): f.names.count == 1 ? J.string(f.names[0]) : J.array(f.names.map(J.string))
        case .fontWeight(let w): fontWeight(w)
        case .duration(let d): J.object([("value", J.number(d.value)), ("unit", J.string(d.unit.rawValue))])
        case .cubicBezier(let b): J.array([b.x1, b.y1, b.x2, b.y2].map(J.number))
        case .number(let n): J.number(n)
        case .strokeStyle(let s): strokeStyle(s)
        case .border(let b): J.object([("color", color(b.color)), ("width", dimension(b.width)), ("style", strokeStyle(b.style))])
        case .transition(let t):
            J.object([("duration", json(.duration(t.duration))), ("delay", json(.duration(t.delay))), ("timingFunction", json(.cubicBezier(t.timingFunction)))])
        case .shadow(let s): s.isList || s.layers.count != 1 ? J.array(s.layers.map(layer)) : layer(s.layers[0])
        case .gradient(let g): J.array(g.stops.map { J.object([("color", color($0.color)), ("position", J.number($0.position))]) })
        case .typography(let t):
            J.object([
                ("fontFamily", json(.fontFamily(t.fontFamily))), ("fontSize", dimension(t.fontSize)), ("fontWeight", fontWeight(t.fontWeight)),
                ("letterSpacing", dimension(t.letterSpacing)), ("lineHeight", J.number(t.lineHeight)),
            ])
        case .boolean(let b): J.bool(b)
        case .string(let s): J.string(s)
        }
    }

    static func color(_ c: ColorValue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", J.string(c.colorSpace)),
            ("components", J.array(c.components.map { $0.map { J.number(JSONNumber($0)) } ?? J.string("none") })),
        ]
        if c.alpha != 1 { members.append(("alpha", J.number(JSONNumber(c.alpha)))) }
        if let hex = c.hex { members.append(("hex", J.string(hex))) }
        return J.object(members)
    }

    static func dimension(_ d: DimensionValue) -> JSONValue {
        J.object([("value", J.number(d.value)), ("unit", J.string(d.unit.rawValue))])
    }

    static func fontWeight(_ w: FontWeightValue) -> JSONValue {
        if let keyword = w.keyword, FontWeightValue.keywords.contains(where: { $0.key == keyword }) { return J.string(keyword) }
        return J.number(w.value)
    }

    static func strokeStyle(_ s: StrokeStyleValue) -> JSONValue {
        switch s {
        case .keyword(let k): J.string(k.rawValue)
        case .dashes(let dashes, let cap): J.object([("dashArray", J.array(dashes.map(dimension))), ("lineCap", J.string(cap.rawValue))])
        }
    }

    static func layer(_ l: ShadowLayer) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("color", color(l.color)), ("offsetX", dimension(l.offsetX)), ("offsetY", dimension(l.offsetY)),
            ("blur", dimension(l.blur)), ("spread", dimension(l.spread)),
        ]
        if l.inset { members.append(("inset", J.bool(true))) }
        return J.object(members)
    }

    /// The type a member of a composite holds (DTCG composite-types.md), for keeping member references.
    static func memberType(_ composite: TokenType, _ member: String) -> TokenType? {
        switch (composite, member) {
        case (.border, "color"), (.shadow, "color"), (.gradient, "color"): .color
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"), (.shadow, "spread"),
             (.typography, "fontSize"), (.typography, "letterSpacing"): .dimension
        case (.border, "style"): .strokeStyle
        case (.transition, "duration"), (.transition, "delay"): .duration
        case (.transition, "timingFunction"): .cubicBezier
        case (.gradient, "position"), (.typography, "lineHeight"): .number
        case (.typography, "fontFamily"): .fontFamily
        case (.typography, "fontWeight"): .fontWeight
        default: nil
        }
    }

    /// Tokens Studio's names for DTCG shadow members.
    static let tokensStudioShadowNames = ["offsetX": "x", "offsetY": "y"]
}
