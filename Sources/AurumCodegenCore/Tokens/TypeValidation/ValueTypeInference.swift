/// The type a value clearly has when nothing declares one: compatible mode's reading of a token with
/// no `$type` (none of its own, none inherited, not an alias) and of a custom `$type` DTCG does not
/// define (`link`, `breakpoint`, `unknown`). The JSON value decides, never the token's name:
///
/// | value | type |
/// | --- | --- |
/// | `true`, `false` | boolean |
/// | a number, or a string holding only one (`"2"`, as Tokens Studio writes numbers) | number |
/// | a hex colour or a CSS colour function (`"#0969da"`, `"rgb(0 0 0 / 50%)"`) | color |
/// | `"16px"`, `"1.5rem"` | dimension |
/// | `"200ms"`, `"0.2s"` | duration |
/// | `"calc(1rem + 2px)"` (px/rem literals; ms/s literals: duration) | dimension |
/// | `"ease-in-out"`, `"cubic-bezier(0.4, 0, 0.2, 1)"` | cubicBezier |
/// | a font stack naming a generic family or quoting a name (`"Inter, 'SF Pro', sans-serif"`) | fontFamily |
/// | CSS `box-shadow`, `border`, `transition` text (`"0 1px 2px #0003"`, `"1px solid #ccc"`) | that composite |
/// | any other string (`"/icon/alert.svg"`, `"var(--x)"`, `"calc(100% - 2px)"`, `"Thin Italic"`) | string |
/// | `{"colorSpace", "components"}` | color |
/// | `{"value": n, "unit": "px" \| "rem"}`, `{"value": n, "unit": "ms" \| "s"}` | dimension, duration |
/// | `{"x1", "y1", "x2", "y2"}` (Tokens Studio's cubic Bézier) | cubicBezier |
/// | an object with a composite type's characteristic members | that composite |
/// | an array of 4 numbers, of strings, of shadows, of gradient stops | cubicBezier, fontFamily, shadow, gradient |
///
/// One rule for every dialect: DTCG, Tokens Studio and Style Dictionary's untyped tokens all take it (in the
/// resolver, where an untyped `0` among dimension siblings is a dimension). CSS colour names (`"red"`) stay strings: a word is not clearly a colour. A string holding a reference
/// (`"{a} * 2"`) has no clear type. Anything else has none either: the token's error stands.
enum ValueTypeInference {
    static func type(of value: JSONValue) -> TokenType? {
        switch value.kind {
        case .bool: return .boolean
        case .number: return .number
        case .string(let s): return type(ofString: s)
        case .object(let object): return type(ofObject: object)
        case .array(let items): return type(ofArray: items)
        default: return nil
        }
    }

    /// `0` or `"0"`: a number alone, but a dimension among dimensions (`AliasResolver`'s sibling rule).
    static func isZero(_ value: JSONValue) -> Bool {
        if let n = value.number { return n.double == 0 }
        return value.string?.trimmingCharacters(in: .whitespaces) == "0"
    }

    static func type(ofString s: String) -> TokenType? {
        if let t = CSSCalc.inferredType(s) { return t }
        if s.contains("{"), s.contains("}") { return nil }
        if case .success(let q) = UnitString.quantity(s) {
            switch q.unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            case "": return .number
            default: return .string
            }
        }
        if case .success(let parsed) = CSSColorParser.parse(s), parsed.syntax != .named { return .color }
        return cssText(s) ?? .string
    }

    /// CSS text whose shape says what it is: an easing, a font stack, a box-shadow, border or transition.
    private static func cssText(_ s: String) -> TokenType? {
        if CSSEasing.isEasing(s) { return .cubicBezier }
        if CSSFontStack.looksLikeStack(s) { return .fontFamily }
        if case .success = CSSBoxShadow.parse(s) { return .shadow }
        if case .success = CSSBorderText.parse(s) { return .border }
        if case .success = CSSTransitionText.parse(s) { return .transition }
        return nil
    }

    /// A composite's characteristic members: an object holding all of them is that composite.
    private static let composites: [(type: TokenType, members: [String])] = [
        (.color, ["colorSpace", "components"]),
        (.typography, ["fontFamily", "fontSize"]),
        (.shadow, ["offsetX", "offsetY"]),
        (.border, ["width", "style"]),
        (.transition, ["duration", "timingFunction"]),
        (.strokeStyle, ["dashArray", "lineCap"]),
    ]

    /// The type every value of an object of modes has (`{"light": "#fff", "dark": "#000"}` colours), when it is one
    /// (`ValueModes`' shape: no key of a value's own object form) and they agree on a type other than a string.
    static func type(ofModes object: JSONObject) -> TokenType? {
        guard object.members.count > 1, type(ofObject: object) == nil, !object.members.contains(where: { $0.key.hasPrefix("$") }) else { return nil }
        var agreed: TokenType?
        for member in object {
            guard member.value.object == nil, let t = type(of: member.value), t != .string, !t.isComposite else { return nil }
            if let agreed, agreed != t { return nil }
            agreed = t
        }
        guard let agreed, ValueModes.modes(of: JSONValue(.object(object), at: object.members[0].value.position), type: agreed) != nil else { return nil }
        return agreed
    }

    static func type(ofObject object: JSONObject) -> TokenType? {
        if let unit = object["unit"]?.string, object["value"]?.number != nil {
            switch unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        }
        if CubicBezierObject.isWritten(object) { return .cubicBezier }
        return composites.first { entry in entry.members.allSatisfy { object.member($0) != nil } }?.type
    }

    static func type(ofArray items: [JSONValue]) -> TokenType? {
        guard !items.isEmpty else { return nil }
        if items.count == 4, items.allSatisfy({ $0.number != nil }) { return .cubicBezier }
        if items.allSatisfy({ $0.string.map { !$0.contains("{") } ?? false }) { return .fontFamily }
        let objects = items.compactMap(\.object)
        guard objects.count == items.count else { return nil }
        if objects.allSatisfy({ $0.member("offsetX") != nil && $0.member("offsetY") != nil }) { return .shadow }
        if objects.allSatisfy({ $0.member("color") != nil && $0.member("position") != nil }) { return .gradient }
        return nil
    }
}
