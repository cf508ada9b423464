/// A token value in the units the generated Swift uses: colours as sRGB and Display P3 components,
/// dimensions in points, durations in seconds. Built from the resolver's `TokenValue` by
/// `SwiftTokenValueConverter`; formatted by `SwiftLiteral`.
package indirect enum SwiftTokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(SwiftNumber)
    case number(SwiftNumber)
    case duration(SwiftNumber)
    case cubicBezier(CubicBezier)
    case fontFamily([String])
    case fontWeight(SwiftNumber)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    case shadow([ShadowLayer])
    /// Stops, and the axis when the token gives one (`AurumGradient` defaults to top → bottom).
    case gradient([GradientStop], direction: GradientDirection? = nil)
    case typography(Typography)
    /// A `boolean` token (not DTCG 2025.10): a Swift `Bool`.
    case bool(Bool)
    /// A `string` token (not DTCG 2025.10): a Swift `String`.
    case string(String)

    /// Gamma-encoded components in 0...1, already gamut-mapped, rounded by `SwiftNumber.colorComponent`.
    package struct Color: Hashable, Sendable {
        package var red, green, blue: SwiftNumber
        package var p3Red, p3Green, p3Blue: SwiftNumber
        package var opacity: SwiftNumber
        /// `#rrggbb` of the sRGB components, for documentation.
        var hex: String

        init(red: SwiftNumber, green: SwiftNumber, blue: SwiftNumber,
                    p3Red: SwiftNumber, p3Green: SwiftNumber, p3Blue: SwiftNumber,
                    opacity: SwiftNumber, hex: String) {
            self.red = red; self.green = green; self.blue = blue
            self.p3Red = p3Red; self.p3Green = p3Green; self.p3Blue = p3Blue
            self.opacity = opacity; self.hex = hex
        }

        /// A colour whose sRGB and Display P3 components are given in 0...1.
        package init(srgb: (Double, Double, Double), displayP3: (Double, Double, Double), opacity: Double) {
            func c(_ d: Double) -> SwiftNumber { .colorComponent(d) }
            self.init(red: c(srgb.0), green: c(srgb.1), blue: c(srgb.2),
                      p3Red: c(displayP3.0), p3Green: c(displayP3.1), p3Blue: c(displayP3.2),
                      opacity: c(opacity), hex: Self.hex(srgb))
        }

        static func hex(_ rgb: (Double, Double, Double)) -> String {
            let digits = Array("0123456789abcdef")
            var out = "#"
            for component in [rgb.0, rgb.1, rgb.2] {
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                out.append(digits[byte / 16])
                out.append(digits[byte % 16])
            }
            return out
        }
    }

    package struct CubicBezier: Hashable, Sendable {
        var x1, y1, x2, y2: SwiftNumber
        init(x1: SwiftNumber, y1: SwiftNumber, x2: SwiftNumber, y2: SwiftNumber) {
            self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        }
    }

    package enum StrokeStyle: Hashable, Sendable {
        /// One of DTCG's keywords: solid, dashed, dotted, double, groove, ridge, outset, inset.
        case keyword(String)
        /// Dash and gap lengths in points, and `round`, `butt` or `square`.
        case custom(dashArray: [SwiftNumber], lineCap: String)
    }

    package struct Border: Hashable, Sendable {
        var color: Color
        var width: SwiftNumber
        var style: StrokeStyle
        init(color: Color, width: SwiftNumber, style: StrokeStyle) {
            self.color = color; self.width = width; self.style = style
        }
    }

    package struct Transition: Hashable, Sendable {
        var duration: SwiftNumber
        var delay: SwiftNumber
        var timingFunction: CubicBezier
        init(duration: SwiftNumber, delay: SwiftNumber, timingFunction: CubicBezier) {
            self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
        }
    }

    package struct ShadowLayer: Hashable, Sendable {
        var color: Color
        var offsetX, offsetY, blur, spread: SwiftNumber
        var inset: Bool
        init(color: Color, offsetX: SwiftNumber, offsetY: SwiftNumber, blur: SwiftNumber, spread: SwiftNumber, inset: Bool) {
            self.color = color; self.offsetX = offsetX; self.offsetY = offsetY
            self.blur = blur; self.spread = spread; self.inset = inset
        }
    }

    package struct GradientStop: Hashable, Sendable {
        var color: Color
        var position: SwiftNumber
        init(color: Color, position: SwiftNumber) {
            self.color = color; self.position = position
        }
    }

    package struct Typography: Hashable, Sendable {
        var fontFamily: [String]
        var fontSize: SwiftNumber
        var fontWeight: SwiftNumber
        var letterSpacing: SwiftNumber
        var lineHeight: SwiftNumber
        var textCase: TypographyValue.TextCase?
        var textDecoration: TypographyValue.TextDecoration?
        init(fontFamily: [String], fontSize: SwiftNumber, fontWeight: SwiftNumber, letterSpacing: SwiftNumber, lineHeight: SwiftNumber,
             textCase: TypographyValue.TextCase? = nil, textDecoration: TypographyValue.TextDecoration? = nil) {
            self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
            self.letterSpacing = letterSpacing; self.lineHeight = lineHeight
            self.textCase = textCase; self.textDecoration = textDecoration
        }
    }
}
