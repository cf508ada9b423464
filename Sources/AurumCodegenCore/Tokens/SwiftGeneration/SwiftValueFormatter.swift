/// Swift type names and initialiser expressions for token values. The expressions use explicit type
/// names and plain literals (no `.init`, no arithmetic): the shapes that type-check fastest.
/// They must match the initialisers declared in `types.swift.mustache`.
struct SwiftValueFormatter {
    var prefix: String

    func typeName(_ value: SwiftTokenValue) -> String {
        switch value {
        case .color: prefix + "Color"
        case .dimension: prefix + "Dimension"
        case .number: "Double"
        case .duration: prefix + "Duration"
        case .cubicBezier: prefix + "CubicBezier"
        case .fontFamily: prefix + "FontFamily"
        case .fontWeight: prefix + "FontWeight"
        case .strokeStyle: prefix + "StrokeStyle"
        case .border: prefix + "Border"
        case .transition: prefix + "Transition"
        case .shadow: prefix + "Shadow"
        case .gradient: prefix + "Gradient"
        case .typography: prefix + "Typography"
        }
    }

    func expression(_ value: SwiftTokenValue) -> String {
        switch value {
        case .color(let c): color(c)
        case .dimension(let n): dimension(n)
        case .number(let n): n.literal
        case .duration(let n): duration(n)
        case .cubicBezier(let b): cubicBezier(b)
        case .fontFamily(let names): fontFamily(names)
        case .fontWeight(let n): fontWeight(n)
        case .strokeStyle(let s): strokeStyle(s)
        case .border(let b):
            "\(prefix)Border(color: \(color(b.color)), width: \(dimension(b.width)), style: \(strokeStyle(b.style)))"
        case .transition(let t):
            "\(prefix)Transition(duration: \(duration(t.duration)), delay: \(duration(t.delay)), timingFunction: \(cubicBezier(t.timingFunction)))"
        case .shadow(let layers):
            "\(prefix)Shadow(layers: [\(layers.map(shadowLayer).joined(separator: ", "))])"
        case .gradient(let stops):
            "\(prefix)Gradient(stops: [\(stops.map(gradientStop).joined(separator: ", "))])"
        case .typography(let t):
            "\(prefix)Typography(fontFamily: \(fontFamily(t.fontFamily)), fontSize: \(dimension(t.fontSize)), fontWeight: \(fontWeight(t.fontWeight)), letterSpacing: \(dimension(t.letterSpacing)), lineHeight: \(t.lineHeight.literal))"
        }
    }

    func color(_ c: SwiftTokenValue.Color) -> String {
        "\(prefix)Color(red: \(c.red), green: \(c.green), blue: \(c.blue), opacity: \(c.opacity), displayP3Red: \(c.p3Red), displayP3Green: \(c.p3Green), displayP3Blue: \(c.p3Blue))"
    }

    func dimension(_ points: SwiftNumber) -> String { "\(prefix)Dimension(points: \(points))" }

    func duration(_ seconds: SwiftNumber) -> String { "\(prefix)Duration(seconds: \(seconds))" }

    func cubicBezier(_ b: SwiftTokenValue.CubicBezier) -> String {
        "\(prefix)CubicBezier(x1: \(b.x1), y1: \(b.y1), x2: \(b.x2), y2: \(b.y2))"
    }

    func fontFamily(_ names: [String]) -> String {
        "\(prefix)FontFamily(names: [\(names.map(SwiftLiteral.string).joined(separator: ", "))])"
    }

    func fontWeight(_ weight: SwiftNumber) -> String { "\(prefix)FontWeight(value: \(weight))" }

    func strokeStyle(_ style: SwiftTokenValue.StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            return "\(prefix)StrokeStyle.\(SwiftIdentifier.escaped(keyword))"
        case .custom(let dashArray, let lineCap):
            let dashes = dashArray.map(\.literal).joined(separator: ", ")
            return "\(prefix)StrokeStyle.custom(dashArray: [\(dashes)], lineCap: \(prefix)StrokeStyle.LineCap.\(SwiftIdentifier.escaped(lineCap)))"
        }
    }

    func shadowLayer(_ l: SwiftTokenValue.ShadowLayer) -> String {
        "\(prefix)Shadow.Layer(color: \(color(l.color)), offsetX: \(dimension(l.offsetX)), offsetY: \(dimension(l.offsetY)), blur: \(dimension(l.blur)), spread: \(dimension(l.spread)), inset: \(l.inset))"
    }

    func gradientStop(_ s: SwiftTokenValue.GradientStop) -> String {
        "\(prefix)Gradient.Stop(color: \(color(s.color)), position: \(s.position))"
    }
}
