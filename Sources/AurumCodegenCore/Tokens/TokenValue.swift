/// A fully resolved token value: no aliases remain. Numbers stay `JSONNumber` so `0.1` reaches
/// generated code exactly as written (colour components are plain `Double`s for the colour maths).
public indirect enum TokenValue: Hashable, Sendable {
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

    public var type: TokenType {
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
        }
    }
}

/// A colour as written: validated, not converted (conversion lives in Tokens/Color).
/// A `nil` component is the keyword `"none"`.
public struct ColorValue: Hashable, Sendable {
    public var colorSpace: String
    public var components: [Double?]
    public var alpha: Double
    public var hex: String?

    public init(colorSpace: String, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

public struct DimensionValue: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable { case px, rem }
    public var value: JSONNumber
    public var unit: Unit

    public init(value: JSONNumber, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

public struct DurationValue: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable { case ms, s }
    public var value: JSONNumber
    public var unit: Unit

    public init(value: JSONNumber, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// Font names, most preferred first; a single string becomes a one-element list.
public struct FontFamilyValue: Hashable, Sendable {
    public var names: [String]
    public init(names: [String]) { self.names = names }
}

/// A weight in 1...1000. `keyword` keeps a named weight (`"bold"`) as written; `value` is its number.
public struct FontWeightValue: Hashable, Sendable {
    public var value: JSONNumber
    public var keyword: String?

    public init(value: JSONNumber, keyword: String? = nil) {
        self.value = value
        self.keyword = keyword
    }

    /// The named weights of types.md and their numeric values.
    public static let keywords: KeyValuePairs<String, Int> = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

public struct CubicBezierValue: Hashable, Sendable {
    public var x1: JSONNumber, y1: JSONNumber, x2: JSONNumber, y2: JSONNumber

    public init(x1: JSONNumber, y1: JSONNumber, x2: JSONNumber, y2: JSONNumber) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}

public enum StrokeStyleValue: Hashable, Sendable {
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case round, butt, square }

    case keyword(Keyword)
    case dashes(dashArray: [DimensionValue], lineCap: LineCap)
}

public struct BorderValue: Hashable, Sendable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyleValue

    public init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }
}

public struct TransitionValue: Hashable, Sendable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezierValue

    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

public struct ShadowLayer: Hashable, Sendable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool

    public init(color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue, inset: Bool = false) {
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
public struct ShadowValue: Hashable, Sendable {
    public var layers: [ShadowLayer]
    /// Whether the source value was an array rather than a single shadow object.
    public var isList: Bool

    public init(layers: [ShadowLayer], isList: Bool) {
        self.layers = layers
        self.isList = isList
    }
}

public struct GradientStop: Hashable, Sendable {
    public var color: ColorValue
    /// Clamped to 0...1 as gradient positions must be (composite-types.md).
    public var position: JSONNumber

    public init(color: ColorValue, position: JSONNumber) {
        self.color = color
        self.position = position
    }
}

/// Gradient stops in order. A reference to a gradient token inside the array contributes its stops in place.
public struct GradientValue: Hashable, Sendable {
    public var stops: [GradientStop]
    public init(stops: [GradientStop]) { self.stops = stops }
}

public struct TypographyValue: Hashable, Sendable {
    public var fontFamily: FontFamilyValue
    public var fontSize: DimensionValue
    public var fontWeight: FontWeightValue
    public var letterSpacing: DimensionValue
    public var lineHeight: JSONNumber

    public init(fontFamily: FontFamilyValue, fontSize: DimensionValue, fontWeight: FontWeightValue, letterSpacing: DimensionValue, lineHeight: JSONNumber) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
