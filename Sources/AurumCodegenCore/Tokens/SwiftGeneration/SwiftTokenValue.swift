/// A token value in the units the generated Swift uses: colours as sRGB and Display P3 components,
/// dimensions in points, durations in seconds. Built from the resolver's `TokenValue` by
/// `SwiftTokenValueConverter`; formatted by `SwiftLiteral`.
public indirect enum SwiftTokenValue: Hashable, Sendable {
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
    case gradient([GradientStop])
    case typography(Typography)

    /// Gamma-encoded components in 0...1, already gamut-mapped, rounded by `SwiftNumber.colorComponent`.
    public struct Color: Hashable, Sendable {
        public var red, green, blue: SwiftNumber
        public var p3Red, p3Green, p3Blue: SwiftNumber
        public var opacity: SwiftNumber
        /// `#rrggbb` of the sRGB components, for documentation.
        public var hex: String

        public init(red: SwiftNumber, green: SwiftNumber, blue: SwiftNumber,
                    p3Red: SwiftNumber, p3Green: SwiftNumber, p3Blue: SwiftNumber,
                    opacity: SwiftNumber, hex: String) {
            self.red = red; self.green = green; self.blue = blue
            self.p3Red = p3Red; self.p3Green = p3Green; self.p3Blue = p3Blue
            self.opacity = opacity; self.hex = hex
        }

        /// A colour whose sRGB and Display P3 components are given in 0...1.
        public init(srgb: (Double, Double, Double), displayP3: (Double, Double, Double), opacity: Double) {
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

    public struct CubicBezier: Hashable, Sendable {
        public var x1, y1, x2, y2: SwiftNumber
        public init(x1: SwiftNumber, y1: SwiftNumber, x2: SwiftNumber, y2: SwiftNumber) {
            self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        }
    }

    public enum StrokeStyle: Hashable, Sendable {
        /// One of DTCG's keywords: solid, dashed, dotted, double, groove, ridge, outset, inset.
        case keyword(String)
        /// Dash and gap lengths in points, and `round`, `butt` or `square`.
        case custom(dashArray: [SwiftNumber], lineCap: String)
    }

    public struct Border: Hashable, Sendable {
        public var color: Color
        public var width: SwiftNumber
        public var style: StrokeStyle
        public init(color: Color, width: SwiftNumber, style: StrokeStyle) {
            self.color = color; self.width = width; self.style = style
        }
    }

    public struct Transition: Hashable, Sendable {
        public var duration: SwiftNumber
        public var delay: SwiftNumber
        public var timingFunction: CubicBezier
        public init(duration: SwiftNumber, delay: SwiftNumber, timingFunction: CubicBezier) {
            self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
        }
    }

    public struct ShadowLayer: Hashable, Sendable {
        public var color: Color
        public var offsetX, offsetY, blur, spread: SwiftNumber
        public var inset: Bool
        public init(color: Color, offsetX: SwiftNumber, offsetY: SwiftNumber, blur: SwiftNumber, spread: SwiftNumber, inset: Bool) {
            self.color = color; self.offsetX = offsetX; self.offsetY = offsetY
            self.blur = blur; self.spread = spread; self.inset = inset
        }
    }

    public struct GradientStop: Hashable, Sendable {
        public var color: Color
        public var position: SwiftNumber
        public init(color: Color, position: SwiftNumber) {
            self.color = color; self.position = position
        }
    }

    public struct Typography: Hashable, Sendable {
        public var fontFamily: [String]
        public var fontSize: SwiftNumber
        public var fontWeight: SwiftNumber
        public var letterSpacing: SwiftNumber
        public var lineHeight: SwiftNumber
        public init(fontFamily: [String], fontSize: SwiftNumber, fontWeight: SwiftNumber, letterSpacing: SwiftNumber, lineHeight: SwiftNumber) {
            self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
            self.letterSpacing = letterSpacing; self.lineHeight = lineHeight
        }
    }
}
