import Foundation

/// A fully resolved token value: no aliases remain. Numbers stay `JSONNumber` so `0.1` reaches
/// generated code exactly as written (colour components are plain `Double`s for the colour maths).
indirect enum TokenValue: Hashable, Sendable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily(FontFamilyValue)
    case fontWeight(FontWeightValue)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    case number(JSONNumber)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)
    /// Always a list of layers; `isList` in `ShadowValue` records whether the source wrote an array.
    case shadow(ShadowValue)
    case gradient(GradientValue)
    case typography(TypographyValue)
    /// Not DTCG 2025.10 (see `TokenType.boolean`).
    case boolean(Bool)
    /// Not DTCG 2025.10 (see `TokenType.string`).
    case string(String)

    var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .boolean: .boolean
        case .string: .string
        }
    }
}

/// A colour as written: validated, not converted (conversion lives in Color/).
/// A `nil` component is the keyword `"none"`.
struct ColorValue: Hashable, Sendable {
    var colorSpace: String
    var components: [Double?]
    var alpha: Double
    var hex: String?

    init(colorSpace: String, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

struct DimensionValue: Hashable, Sendable {
    enum Unit: String, Hashable, Sendable { case px, rem }
    var value: JSONNumber
    var unit: Unit

    init(value: JSONNumber, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

struct DurationValue: Hashable, Sendable {
    enum Unit: String, Hashable, Sendable { case ms, s }
    var value: JSONNumber
    var unit: Unit

    init(value: JSONNumber, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// Font names, most preferred first; a single string becomes a one-element list.
struct FontFamilyValue: Hashable, Sendable {
    var names: [String]
    init(names: [String]) { self.names = names }
}

/// A weight in 1...1000. `keyword` keeps a named weight (`"bold"`) as written; `value` is its number.
struct FontWeightValue: Hashable, Sendable {
    var value: JSONNumber
    var keyword: String?

    init(value: JSONNumber, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }

    /// The named weights of types.md and their numeric values.
    static let keywords: KeyValuePairs<String, Int> = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

struct CubicBezierValue: Hashable, Sendable {
    var x1: JSONNumber, y1: JSONNumber, x2: JSONNumber, y2: JSONNumber

    init(x1: JSONNumber, y1: JSONNumber, x2: JSONNumber, y2: JSONNumber) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}

enum StrokeStyleValue: Hashable, Sendable {
    enum Keyword: String, Hashable, Sendable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    enum LineCap: String, Hashable, Sendable, CaseIterable { case round, butt, square }

    case keyword(Keyword)
    case dashes(dashArray: [DimensionValue], lineCap: LineCap)
}

struct BorderValue: Hashable, Sendable {
    var color: ColorValue
    var width: DimensionValue
    var style: StrokeStyleValue

    init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }
}

struct TransitionValue: Hashable, Sendable {
    var duration: DurationValue
    var delay: DurationValue
    var timingFunction: CubicBezierValue

    init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

package struct ShadowLayer: Hashable, Sendable {
    var color: ColorValue
    var offsetX: DimensionValue
    var offsetY: DimensionValue
    var blur: DimensionValue
    var spread: DimensionValue
    var inset: Bool

    init(color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// One or more shadow layers. A reference to a shadow token inside an array contributes that
/// token's layers in place (a typed value cannot hold a nested list).
struct ShadowValue: Hashable, Sendable {
    var layers: [ShadowLayer]
    /// Whether the source value was an array rather than a single shadow object.
    var isList: Bool

    init(layers: [ShadowLayer], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

package struct GradientStop: Hashable, Sendable {
    var color: ColorValue
    /// Clamped to 0...1 as gradient positions must be (composite-types.md).
    var position: JSONNumber

    init(color: ColorValue, position: JSONNumber) {
        self.color = color
        self.position = position
    }
}

/// Gradient stops in order. A reference to a gradient token inside the array contributes its stops in place.
struct GradientValue: Hashable, Sendable {
    var stops: [GradientStop]
    /// From `$extensions["com.aurum.codegen"].gradient` (DTCG gradients have no direction); nil: top to bottom.
    var direction: GradientDirection?
    init(stops: [GradientStop], direction: GradientDirection? = nil) {
        self.stops = stops
        self.direction = direction
    }
}

/// A linear gradient's axis in unit coordinates of the shape it fills: (0, 0) top leading, (1, 1) bottom trailing,
/// as SwiftUI's `UnitPoint` and Figma's `gradientHandlePositions` both measure it.
package struct GradientDirection: Hashable, Sendable {
    var startX, startY, endX, endY: Double

    /// `{"startPoint": [x, y], "endPoint": [x, y]}`, nil unless both are pairs of finite numbers.
    init?(_ json: JSONValue?) {
        func point(_ key: String) -> (Double, Double)? {
            guard let pair = json?.object?[key]?.array, pair.count == 2, let x = pair[0].double, let y = pair[1].double,
                  x.isFinite, y.isFinite else { return nil }
            return (x, y)
        }
        guard let start = point("startPoint"), let end = point("endPoint") else { return nil }
        (startX, startY, endX, endY) = (start.0, start.1, end.0, end.1)
    }

    init(startX: Double, startY: Double, endX: Double, endY: Double) {
        (self.startX, self.startY, self.endX, self.endY) = (startX, startY, endX, endY)
    }

    /// The CSS `linear-gradient` angle (0deg up, 90deg right) of start → end, measured in the unit square.
    var cssDegrees: Double {
        let degrees = atan2(endX - startX, -(endY - startY)) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}

struct TypographyValue: Hashable, Sendable {
    var fontFamily: FontFamilyValue
    var fontSize: DimensionValue
    var fontWeight: FontWeightValue
    var letterSpacing: DimensionValue
    var lineHeight: JSONNumber
    /// From `$extensions["com.aurum.codegen"].typography` (DTCG typography has neither), as imported from Figma.
    var textCase: TextCase?
    var textDecoration: TextDecoration?

    init(fontFamily: FontFamilyValue, fontSize: DimensionValue, fontWeight: FontWeightValue, letterSpacing: DimensionValue, lineHeight: JSONNumber,
         textCase: TextCase? = nil, textDecoration: TextDecoration? = nil) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textCase = textCase
        self.textDecoration = textDecoration
    }

    /// CSS `text-transform` values, and `small-caps` (CSS `font-variant`); raw values as written in the extension.
    package enum TextCase: String, Hashable, Sendable {
        case uppercase, lowercase, capitalize
        case smallCaps = "small-caps"
    }

    /// CSS `text-decoration-line` values.
    package enum TextDecoration: String, Hashable, Sendable {
        case underline
        case lineThrough = "line-through"
    }

    /// `textCase` and `textDecoration` from `{"textCase": "uppercase", "textDecoration": "underline"}`; unknown values ignored.
    mutating func apply(extension json: JSONValue?) {
        guard let object = json?.object else { return }
        if let raw = object["textCase"]?.string, let value = TextCase(rawValue: raw) { textCase = value }
        if let raw = object["textDecoration"]?.string, let value = TextDecoration(rawValue: raw) { textDecoration = value }
    }
}
