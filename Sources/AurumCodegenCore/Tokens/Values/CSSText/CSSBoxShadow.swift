/// CSS `box-shadow` text (CSS Backgrounds 3 §7.1) as shadow layers: comma-separated layers, each
/// `inset? && <length>{2,4} && <color>?` in any order of those groups. The lengths are offsetX,
/// offsetY, blur and spread (omitted ones 0). CSS's default colour is `currentcolor`, which a token
/// cannot hold, so a layer without a colour is an error.
enum CSSBoxShadow {
    static func parse(_ s: String, reading part: CSSPart.Reader = CSSPart.literal) -> Result<[ShadowLayer], StringValueError> {
        var layers: [ShadowLayer] = []
        for layer in CSSPieces.split(s, at: .comma) {
            guard !layer.text.isEmpty else { return .failure(StringValueError("a shadow layer is empty", at: layer.offset)) }
            if layer.text.lowercased() == "none" {
                return .failure(StringValueError("none is no shadow; a shadow token needs at least one layer", at: layer.offset))
            }
            var inset = false
            var lengths: [DimensionValue] = []
            var color: ColorValue?
            for piece in CSSPieces.split(layer.text, at: .whitespace, offset: layer.offset) {
                if piece.text.lowercased() == "inset", !inset { inset = true; continue }
                switch part(piece) {
                case .failure(let e): return .failure(e)
                case .success(.length(let d)):
                    guard lengths.count < 4 else { return .failure(StringValueError("a shadow has at most 4 lengths (offsetX, offsetY, blur, spread)", at: piece.offset)) }
                    lengths.append(d)
                case .success(.color(let c)):
                    guard color == nil else { return .failure(StringValueError("a shadow layer has one colour, found a second", at: piece.offset)) }
                    color = c
                default:
                    return .failure(StringValueError("expected a length, a colour or inset in a shadow, found \"\(piece.text)\"", at: piece.offset))
                }
            }
            guard lengths.count >= 2 else {
                return .failure(StringValueError("a shadow needs at least 2 lengths (offsetX, offsetY), found \(lengths.count)", at: layer.offset))
            }
            guard let color else {
                return .failure(StringValueError("a shadow layer needs a colour (CSS's currentcolor has no token value)", at: layer.offset))
            }
            let zero = CompositeDefaults.zero
            layers.append(ShadowLayer(color: color, offsetX: lengths[0], offsetY: lengths[1],
                                      blur: lengths.count > 2 ? lengths[2] : zero, spread: lengths.count > 3 ? lengths[3] : zero, inset: inset))
        }
        return .success(layers)
    }
}
