/// What a shadow, transition, border or gradient member that a file leaves out becomes in compatible mode:
/// the CSS initial value of the property it stands for, so the value looks as it does on the web; a border is
/// the exception (CSS's `none` style would draw nothing): it takes what Figma gives a new stroke, where Tokens
/// Studio applies it. Members nothing gives a value for (a shadow's colour and offsets, a transition's duration,
/// a border's colour, a stop's colour) stay required: an error names them.
///
/// | member | default | why |
/// | --- | --- | --- |
/// | shadow `blur`, `spread` | `0px` | `box-shadow`: an omitted blur or spread radius is 0 |
/// | transition `delay` | `0ms` | `transition-delay`'s initial value is `0s` |
/// | transition `timingFunction` | `[0.25, 0.1, 0.25, 1]` | `transition-timing-function`'s initial value is `ease` |
/// | border `width` | `1px` | Figma's weight for a new stroke, which a Tokens Studio border of a colour alone keeps |
/// | border `style` | `solid` | Tokens Studio's borders without a style are drawn as Figma draws a stroke: solid |
/// | gradient stop `position` | placed as CSS places it | first 0, last 1, the others evenly between their placed neighbours |
///
/// Typography has its own table (`TypographyDefaults`). Each defaulted member is counted in the
/// compatible-mode summary; strict mode rejects it.
enum CompositeDefaults {
    static let zero = DimensionValue(value: JSONNumber(text: "0", double: 0), unit: .px)
    static let borderStyle = StrokeStyleValue.keyword(.solid)
    static let borderWidth = DimensionValue(value: JSONNumber(text: "1", double: 1), unit: .px)
    static let delay = DurationValue(value: JSONNumber(text: "0", double: 0), unit: .ms)
    static let timingFunction = CubicBezierValue(x1: JSONNumber(text: "0.25", double: 0.25), y1: JSONNumber(text: "0.1", double: 0.1),
                                                 x2: JSONNumber(text: "0.25", double: 0.25), y2: JSONNumber(text: "1", double: 1))

    /// CSS's colour-stop fix-up (CSS Images 3, "Color Stop Fixup"): a first stop without a position is
    /// at 0, a last one at 1, and each run of stops without one is spread evenly between the placed
    /// stops around it.
    static func placing(_ stops: [GradientStop], unplaced: Set<Int>) -> [GradientStop] {
        var out = stops
        if unplaced.contains(0) { out[0].position = JSONNumber(0) }
        if unplaced.contains(out.count - 1), out.count > 1 { out[out.count - 1].position = JSONNumber(1) }
        var i = 1
        while i < out.count - 1 {
            guard unplaced.contains(i) else { i += 1; continue }
            var end = i
            while end < out.count - 1, unplaced.contains(end) { end += 1 }
            // Stops i..<end lie evenly between out[i - 1] and out[end].
            let from = out[i - 1].position.double, to = out[end].position.double
            let step = (to - from) / Double(end - i + 1)
            for k in i..<end { out[k].position = JSONNumber(MathFunctions.roundTo(from + step * Double(k - i + 1), 6)) }
            i = end
        }
        return out
    }
}
