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
        case .bool: "Bool"
        case .string: "String"
        }
    }

    func expression(_ value: SwiftTokenValue) -> String { tree(value).singleLine }

    /// The value as an expression tree: composites are calls whose arguments may go on separate lines;
    /// colours and other simple values are atoms that always stay on one line.
    func tree(_ value: SwiftTokenValue) -> SwiftExpression {
        typealias Argument = SwiftExpression.Argument
        switch value {
        case .color(let c): return .atom(color(c))
        case .dimension(let n): return .atom(dimension(n))
        case .number(let n): return .atom(n.literal)
        case .duration(let n): return .atom(duration(n))
        case .cubicBezier(let b): return .atom(cubicBezier(b))
        case .fontFamily(let names): return .atom(fontFamily(names))
        case .fontWeight(let n): return .atom(fontWeight(n))
        case .strokeStyle(let s): return .atom(strokeStyle(s))
        case .bool(let b): return .atom(b ? "true" : "false")
        case .string(let s): return .atom(SwiftLiteral.string(s))
        case .border(let b):
            return .call("\(prefix)Border", [Argument(label: "color", value: .atom(color(b.color))),
                                             Argument(label: "width", value: .atom(dimension(b.width))),
                                             Argument(label: "style", value: .atom(strokeStyle(b.style)))])
        case .transition(let t):
            return .call("\(prefix)Transition", [Argument(label: "duration", value: .atom(duration(t.duration))),
                                                 Argument(label: "delay", value: .atom(duration(t.delay))),
                                                 Argument(label: "timingFunction", value: .atom(cubicBezier(t.timingFunction)))])
        case .shadow(let layers):
            return .call("\(prefix)Shadow", [Argument(label: "layers", value: .array(layers.map { l in
                .call("\(prefix)Shadow.Layer", [
                    Argument(label: "color", value: .atom(color(l.color))),
                    Argument(label: "offsetX", value: .atom(dimension(l.offsetX))),
                    Argument(label: "offsetY", value: .atom(dimension(l.offsetY))),
                    Argument(label: "blur", value: .atom(dimension(l.blur))),
                    Argument(label: "spread", value: .atom(dimension(l.spread))),
                    Argument(label: "inset", value: .atom(String(l.inset))),
                ])
            }))])
        case .gradient(let stops, let direction):
            var arguments = [Argument(label: "stops", value: .array(stops.map { stop in
                .call("\(prefix)Gradient.Stop", [Argument(label: "color", value: .atom(color(stop.color))),
                                                 Argument(label: "position", value: .atom(stop.position.literal))])
            }))]
            if let d = direction {
                func point(_ x: Double, _ y: Double) -> String {
                    "\(prefix)Gradient.Point(x: \(SwiftNumber(x).literal), y: \(SwiftNumber(y).literal))"
                }
                arguments.append(Argument(label: "startPoint", value: .atom(point(d.startX, d.startY))))
                arguments.append(Argument(label: "endPoint", value: .atom(point(d.endX, d.endY))))
            }
            return .call("\(prefix)Gradient", arguments)
        case .typography(let t):
            var arguments = [
                Argument(label: "fontFamily", value: .atom(fontFamily(t.fontFamily))),
                Argument(label: "fontSize", value: .atom(dimension(t.fontSize))),
                Argument(label: "fontWeight", value: .atom(fontWeight(t.fontWeight))),
                Argument(label: "letterSpacing", value: .atom(dimension(t.letterSpacing))),
                Argument(label: "lineHeight", value: .atom(t.lineHeight.literal)),
            ]
            if let textCase = t.textCase {
                arguments.append(Argument(label: "textCase", value: .atom("\(prefix)Typography.TextCase.\(Self.swiftCase(textCase))")))
            }
            if let decoration = t.textDecoration {
                arguments.append(Argument(label: "textDecoration", value: .atom("\(prefix)Typography.TextDecoration.\(Self.swiftCase(decoration))")))
            }
            return .call("\(prefix)Typography", arguments)
        }
    }

    /// The generated `TextCase` case of a token's text case (templates/types.swift.mustache).
    static func swiftCase(_ textCase: TypographyValue.TextCase) -> String {
        switch textCase {
        case .uppercase: "uppercase"
        case .lowercase: "lowercase"
        case .capitalize: "capitalized"
        case .smallCaps: "smallCaps"
        }
    }

    static func swiftCase(_ decoration: TypographyValue.TextDecoration) -> String {
        switch decoration {
        case .underline: "underline"
        case .lineThrough: "strikethrough"
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
}
