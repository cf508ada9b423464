import Foundation

/// Compares one Figma literal with one resolved token value, and shows both.
///
/// - Colours: the token converts to sRGB (gamut mapped when outside it, as generated code does) and
///   each channel and alpha must be within `colorTolerance` of Figma's (default 0.5/255: half an
///   8-bit step, so values that round to the same byte agree and float noise does not count).
/// - Numbers, dimensions, font weights: within `numberTolerance` relative (default 1e-6; Figma keeps
///   32-bit floats, so 0.4 arrives as 0.4000000059604645). `rem` converts at `remBase` px.
/// - Font families: Figma's string against the token's first (most preferred) family.
/// - Font weights in STRING variables ("Semi Bold") compare as their DTCG keyword's number.
package struct DriftValueComparison: Sendable {
    var colorTolerance: Double
    var numberTolerance: Double
    package var remBase: Double

    init(colorTolerance: Double = 0.5 / 255, numberTolerance: Double = 1e-6, remBase: Double = 16) {
        self.colorTolerance = colorTolerance
        self.numberTolerance = numberTolerance
        self.remBase = remBase
    }

    /// Whether a Figma variable of `figmaType` can hold a token of `tokenType` at all.
    static func isCompatible(_ figmaType: FigmaVariableType, _ tokenType: TokenType) -> Bool {
        switch (figmaType, tokenType) {
        case (.color, .color), (.float, .dimension), (.float, .number), (.float, .fontWeight),
             (.string, .fontFamily), (.string, .fontWeight):
            true
        default:
            false
        }
    }

    /// Token types a Figma variable can hold; only these count as removed when Figma lacks them.
    static let comparableTypes: Set<TokenType> = [.color, .dimension, .number, .fontWeight, .fontFamily]

    func isEqual(_ figma: FigmaLiteral, _ token: TokenValue) -> Bool {
        switch (figma, token) {
        case (.color(let f), .color(let t)):
            guard let rgb = Self.srgb(t) else { return false }
            return abs(rgb.red - f.r) <= colorTolerance && abs(rgb.green - f.g) <= colorTolerance
                && abs(rgb.blue - f.b) <= colorTolerance && abs(rgb.alpha - f.a) <= colorTolerance
        case (.number(let f), .dimension(let t)):
            return numbersMatch(f, pixels(t))
        case (.number(let f), .number(let t)):
            return numbersMatch(f, t.double)
        case (.number(let f), .fontWeight(let t)):
            return numbersMatch(f, t.value.double)
        case (.string(let f), .fontWeight(let t)):
            guard let keyword = FigmaTokenKind.weightKeyword(forFontStyle: f), let weight = FigmaTokenKind.weightKeywords[keyword] else { return false }
            return numbersMatch(Double(weight), t.value.double)
        case (.string(let f), .fontFamily(let t)):
            return t.names.first == f
        default:
            return false
        }
    }

    private func numbersMatch(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= numberTolerance * max(1, abs(a), abs(b))
    }

    private func pixels(_ dimension: DimensionValue) -> Double {
        dimension.unit == .rem ? dimension.value.double * remBase : dimension.value.double
    }

    // MARK: Display

    /// `#bda7fe`, `#00000014` (alpha not 1), `16px`, `-0.2`, `"SF Pro Text"`, `true`.
    static func display(_ literal: FigmaLiteral) -> String {
        switch literal {
        case .color(let c):
            return RGB(.srgb, red: c.r, green: c.g, blue: c.b, alpha: c.a).hex ?? channels(c.r, c.g, c.b, c.a)
        case .number(let n):
            return FigmaNumberFormatting.float32(n).text
        case .string(let s):
            return "\"\(s)\""
        case .boolean(let b):
            return b ? "true" : "false"
        }
    }

    /// The token value as Figma would show it: colours as sRGB hex (with the source space when not sRGB).
    func display(_ value: TokenValue) -> String {
        switch value {
        case .color(let c):
            guard let rgb = Self.srgb(c) else { return c.colorSpace }
            let hex = rgb.hex ?? Self.channels(rgb.red, rgb.green, rgb.blue, rgb.alpha)
            return c.colorSpace == "srgb" ? hex : "\(hex) (from \(c.colorSpace))"
        case .dimension(let d):
            return d.unit == .rem ? "\(d.value.text)rem (\(FigmaNumberFormatting.float32(pixels(d)).text)px)" : "\(d.value.text)px"
        case .number(let n):
            return n.text
        case .fontWeight(let w):
            return w.keyword.map { "\(w.value.text) (\($0))" } ?? w.value.text
        case .fontFamily(let f):
            return "\"\(f.names.first ?? "")\""
        default:
            return value.type.rawValue
        }
    }

    /// Both values, dimensions in px on both sides, with channels spelt out when the hex strings
    /// alone would look the same.
    func displayPair(_ figma: FigmaLiteral, _ token: TokenValue) -> (figma: String, repo: String) {
        var f = Self.display(figma)
        var r = display(token)
        if case .color(let fc) = figma, case .color(let tc) = token, let rgb = Self.srgb(tc), r.hasPrefix(f) {
            f = Self.channels(fc.r, fc.g, fc.b, fc.a)
            r = Self.channels(rgb.red, rgb.green, rgb.blue, rgb.alpha)
        } else if case .number = figma, case .dimension = token {
            f += "px"
        }
        return (f, r)
    }

    static func channels(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        "rgba(" + [r, g, b, a].map { FigmaNumberFormatting.rounded($0, places: 4).text }.joined(separator: ", ") + ")"
    }

    /// The token colour in sRGB, or nil for an unknown colour space.
    static func srgb(_ color: ColorValue) -> RGB? {
        guard let space = ColorSpace(rawValue: color.colorSpace),
              let dtcg = DTCGColor(colorSpace: space, components: color.components, alpha: color.alpha) else { return nil }
        return dtcg.rgb(in: .srgb).rgb
    }
}
