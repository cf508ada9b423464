/// A token value as a template dictionary, for templates that build their own Swift (or anything else)
/// instead of using the ready `expression`. Numbers are Swift literal text.
struct SwiftTemplateValue {
    var formatter: SwiftValueFormatter

    func value(_ value: SwiftTokenValue) -> MustacheValue {
        var fields: MustacheDictionary
        let kind: String
        switch value {
        case .color(let c): kind = "color"; fields = color(c)
        case .dimension(let n): kind = "dimension"; fields = ["points": .string(n.literal)]
        case .number(let n): kind = "number"; fields = ["number": .string(n.literal)]
        case .duration(let n): kind = "duration"; fields = ["seconds": .string(n.literal)]
        case .cubicBezier(let b): kind = "cubicBezier"; fields = cubicBezier(b)
        case .fontFamily(let names): kind = "fontFamily"; fields = fontFamily(names)
        case .fontWeight(let n): kind = "fontWeight"; fields = ["weight": .string(n.literal)]
        case .strokeStyle(let s): kind = "strokeStyle"; fields = strokeStyle(s)
        case .bool(let b): kind = "boolean"; fields = ["bool": .bool(b), "literal": .string(b ? "true" : "false")]
        case .string(let s): kind = "string"; fields = ["string": .string(s), "literal": .string(SwiftLiteral.string(s))]
        case .border(let b):
            kind = "border"
            fields = ["color": .dictionary(color(b.color)), "width": .string(b.width.literal),
                      "style": .dictionary(strokeStyle(b.style))]
        case .transition(let t):
            kind = "transition"
            fields = ["duration": .string(t.duration.literal), "delay": .string(t.delay.literal),
                      "timingFunction": .dictionary(cubicBezier(t.timingFunction))]
        case .shadow(let layers):
            kind = "shadow"
            fields = ["layers": .list(layers.enumerated().map { index, layer in
                .dictionary([
                    "color": .dictionary(color(layer.color)),
                    "offsetX": .string(layer.offsetX.literal), "offsetY": .string(layer.offsetY.literal),
                    "blur": .string(layer.blur.literal), "spread": .string(layer.spread.literal),
                    "inset": .bool(layer.inset), "last": .bool(index == layers.count - 1),
                ])
            })]
        case .gradient(let stops, let direction):
            kind = "gradient"
            fields = ["stops": .list(stops.enumerated().map { index, stop in
                .dictionary(["color": .dictionary(color(stop.color)), "position": .string(stop.position.literal),
                             "last": .bool(index == stops.count - 1)])
            })]
            fields["direction"] = direction.map { d in
                .dictionary(["startX": .string(SwiftNumber(d.startX).literal), "startY": .string(SwiftNumber(d.startY).literal),
                             "endX": .string(SwiftNumber(d.endX).literal), "endY": .string(SwiftNumber(d.endY).literal)])
            } ?? .null
        case .typography(let t):
            kind = "typography"
            fields = ["fontFamily": .dictionary(fontFamily(t.fontFamily)), "fontSize": .string(t.fontSize.literal),
                      "fontWeight": .string(t.fontWeight.literal), "letterSpacing": .string(t.letterSpacing.literal),
                      "lineHeight": .string(t.lineHeight.literal),
                      "textCase": t.textCase.map { .string(SwiftValueFormatter.swiftCase($0)) } ?? .null,
                      "textDecoration": t.textDecoration.map { .string(SwiftValueFormatter.swiftCase($0)) } ?? .null]
        }
        fields["kind"] = .string(kind)
        fields["is" + kind.prefix(1).uppercased() + kind.dropFirst()] = true
        return .dictionary(fields)
    }

    private func color(_ c: SwiftTokenValue.Color) -> MustacheDictionary {
        [
            "red": .string(c.red.literal), "green": .string(c.green.literal), "blue": .string(c.blue.literal),
            "opacity": .string(c.opacity.literal),
            "displayP3Red": .string(c.p3Red.literal), "displayP3Green": .string(c.p3Green.literal),
            "displayP3Blue": .string(c.p3Blue.literal), "hex": .string(c.hex),
        ]
    }

    private func cubicBezier(_ b: SwiftTokenValue.CubicBezier) -> MustacheDictionary {
        ["x1": .string(b.x1.literal), "y1": .string(b.y1.literal), "x2": .string(b.x2.literal), "y2": .string(b.y2.literal)]
    }

    private func fontFamily(_ names: [String]) -> MustacheDictionary {
        [
            "names": .list(names.enumerated().map { index, name in
                .dictionary(["name": .string(name), "literal": .string(SwiftLiteral.string(name)),
                             "last": .bool(index == names.count - 1)])
            }),
            "primary": .string(names.first ?? ""),
        ]
    }

    private func strokeStyle(_ s: SwiftTokenValue.StrokeStyle) -> MustacheDictionary {
        switch s {
        case .keyword(let keyword):
            ["keyword": .string(keyword)]
        case .custom(let dashArray, let lineCap):
            ["dashArray": .list(dashArray.map { .string($0.literal) }), "lineCap": .string(lineCap)]
        }
    }
}
