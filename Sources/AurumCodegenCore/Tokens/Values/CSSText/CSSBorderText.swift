/// CSS `border` shorthand text (CSS Backgrounds 3 §4.4): `<line-width> || <line-style> || <color>` in
/// any order. `thin`, `medium` and `thick` are 1px, 3px and 5px (the widths the specification suggests).
/// CSS's defaults (style `none`, colour `currentcolor`) are no token value, so all three are required.
enum CSSBorderText {
    static let widthKeywords: [String: DimensionValue] = [
        "thin": DimensionValue(value: JSONNumber(text: "1", double: 1), unit: .px),
        "medium": DimensionValue(value: JSONNumber(text: "3", double: 3), unit: .px),
        "thick": DimensionValue(value: JSONNumber(text: "5", double: 5), unit: .px),
    ]

    static func parse(_ s: String, reading part: CSSPart.Reader = CSSPart.literal) -> Result<BorderValue, StringValueError> {
        var width: DimensionValue?
        var style: StrokeStyleValue?
        var color: ColorValue?
        func twice(_ what: String, _ piece: CSSPiece) -> Result<BorderValue, StringValueError> {
            .failure(StringValueError("a border has one \(what), found a second", at: piece.offset))
        }
        let pieces = CSSPieces.split(s, at: .whitespace)
        for piece in pieces {
            let lower = piece.text.lowercased()
            if let keyword = StrokeStyleValue.Keyword(rawValue: lower) {
                guard style == nil else { return twice("style", piece) }
                style = .keyword(keyword)
                continue
            }
            if lower == "none" || lower == "hidden" {
                return .failure(StringValueError("\(lower) is no border; a border token needs a visible style", at: piece.offset))
            }
            if let w = widthKeywords[lower] {
                guard width == nil else { return twice("width", piece) }
                width = w
                continue
            }
            switch part(piece) {
            case .failure(let e): return .failure(e)
            case .success(.length(let d)):
                guard width == nil else { return twice("width", piece) }
                width = d
            case .success(.color(let c)):
                guard color == nil else { return twice("colour", piece) }
                color = c
            default:
                return .failure(StringValueError("expected a width, a line style or a colour in a border, found \"\(piece.text)\"", at: piece.offset))
            }
        }
        let start = pieces.first?.offset ?? 0
        guard let width else { return .failure(StringValueError("a border needs a width such as 1px", at: start)) }
        guard let style else { return .failure(StringValueError("a border needs a line style such as solid", at: start)) }
        guard let color else { return .failure(StringValueError("a border needs a colour (CSS's currentcolor has no token value)", at: start)) }
        return .success(BorderValue(color: color, width: width, style: style))
    }
}
