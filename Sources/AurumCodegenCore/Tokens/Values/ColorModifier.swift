/// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`), with its amount and mix
/// colour known: the maths of Tokens Studio's plugin and of `@tokens-studio/sd-transforms`
/// (`color-modifiers/lighten.ts`, `darken.ts`, `mix.ts`, `transparentize.ts`, `modifyColor.ts`,
/// on colorjs.io), on this package's CSS Color 4 conversions.
///
/// | type | `lch` | `hsl` | `srgb`, `p3` |
/// | --- | --- | --- | --- |
/// | lighten | L += (100 − L)·a (≤ 100), C −= C·a (≥ 0) | L += (100 − L)·a (≤ 100) | each channel c += (1 − c)·a (≤ 1) |
/// | darken | L −= L·a (≥ 0), C −= C·a (≥ 0) | L −= L·a (≥ 0) | each channel c −= c·a (≥ 0) |
/// | mix | interpolate towards `color` by a (clamped to 0…1) in the space, hue the shorter way | same | same |
/// | alpha | alpha = a (clamped to 0…1) | same | same |
///
/// The result is in the modifier's space (`p3` is DTCG `display-p3`) and, as Tokens Studio writes it
/// (`toString({inGamut: true})`), mapped into that space's gamut with the CSS Color 4 algorithm
/// (sRGB for `srgb` and `hsl`; `lch` has no gamut). Tokens Studio then prints it with 3 significant
/// digits; the components here are not rounded (generated code rounds to 5 decimals).
struct ColorModifier: Hashable, Sendable {
    enum Kind: String, CaseIterable, Hashable, Sendable { case lighten, darken, mix, alpha }
    /// The spaces Tokens Studio offers (`ColorSpaceTypes`).
    enum Space: String, CaseIterable, Hashable, Sendable {
        case srgb, hsl, lch, p3

        var colorSpace: ColorSpace {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        }
    }

    var kind: Kind
    var space: Space
    var amount: Double
    /// The colour `mix` mixes towards (nil for the other kinds).
    var mixColor: DTCGColor?

    init(kind: Kind, space: Space, amount: Double, mixColor: DTCGColor? = nil) {
        self.kind = kind
        self.space = space
        self.amount = amount
        self.mixColor = mixColor
    }

    func apply(to color: DTCGColor) -> DTCGColor {
        let modified: DTCGColor
        switch kind {
        case .lighten: modified = lighten(color)
        case .darken: modified = darken(color)
        case .alpha:
            var c = color
            c.alpha = min(max(amount, 0), 1)
            modified = c
        case .mix: modified = mix(color, towards: mixColor ?? color)
        }
        return Self.inGamut(modified.converted(to: space.colorSpace), space: space)
    }

    private func lighten(_ color: DTCGColor) -> DTCGColor {
        let a = amount
        switch space {
        case .lch:
            let c = color.converted(to: .lch)
            let v = c.resolvedComponents
            return DTCGColor(.lch, min(100, v.x + (100 - v.x) * a), max(0, v.y - a * v.y), c.components[2], alpha: color.alpha)
        case .hsl:
            let c = color.converted(to: .hsl)
            let v = c.resolvedComponents
            return DTCGColor(.hsl, c.components[0], c.components[1], min(100, v.z + (100 - v.z) * a), alpha: color.alpha)
        case .srgb, .p3:
            let v = color.converted(to: space.colorSpace).resolvedComponents
            let f = { (x: Double) in min(1, x + a * (1 - x)) }
            return DTCGColor(space.colorSpace, f(v.x), f(v.y), f(v.z), alpha: color.alpha)
        }
    }

    private func darken(_ color: DTCGColor) -> DTCGColor {
        let a = amount
        switch space {
        case .lch:
            let c = color.converted(to: .lch)
            let v = c.resolvedComponents
            return DTCGColor(.lch, max(0, v.x - v.x * a), max(0, v.y - a * v.y), c.components[2], alpha: color.alpha)
        case .hsl:
            let c = color.converted(to: .hsl)
            let v = c.resolvedComponents
            return DTCGColor(.hsl, c.components[0], c.components[1], max(0, v.z - v.z * a), alpha: color.alpha)
        case .srgb, .p3:
            let v = color.converted(to: space.colorSpace).resolvedComponents
            let f = { (x: Double) in max(0, x - a * x) }
            return DTCGColor(space.colorSpace, f(v.x), f(v.y), f(v.z), alpha: color.alpha)
        }
    }

    /// colorjs.io `mix(other, p, {space})`: both colours in the space (gamut mapped to it first),
    /// hues fixed up the shorter way, a missing component takes the other colour's, not premultiplied.
    private func mix(_ color: DTCGColor, towards other: DTCGColor) -> DTCGColor {
        let p = min(max(amount, 0), 1)
        let target = space.colorSpace
        let a = Self.inGamut(color.converted(to: target), space: space)
        let b = Self.inGamut(other.converted(to: target), space: space)
        var start = a.components, end = b.components
        if let h = target.hueIndex {
            if start[h] == nil, end[h] != nil { start[h] = end[h] } else if end[h] == nil, start[h] != nil { end[h] = start[h] }
            if var h1 = start[h], var h2 = end[h] {
                h1 = Self.constrain(h1)
                h2 = Self.constrain(h2)
                if h2 - h1 > 180 { h1 += 360 } else if h2 - h1 < -180 { h2 += 360 }
                start[h] = h1
                end[h] = h2
            }
        }
        var mixed: [Double?] = []
        for i in 0..<3 {
            switch (start[i], end[i]) {
            case (nil, let e): mixed.append(e)
            case (let s?, nil): mixed.append(s)
            case (let s?, let e?): mixed.append(s + (e - s) * p)
            }
        }
        if let h = target.hueIndex, let hue = mixed[h] { mixed[h] = Self.constrain(hue) }
        let alpha = a.alpha + (b.alpha - a.alpha) * p
        return DTCGColor(target, mixed[0], mixed[1], mixed[2], alpha: alpha)
    }

    private static func constrain(_ angle: Double) -> Double {
        let r = angle.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    /// Maps `color` (already in `space`) into the space's gamut: sRGB for srgb and hsl, Display P3
    /// for p3; lch is unbounded.
    static func inGamut(_ color: DTCGColor, space: Space) -> DTCGColor {
        switch space {
        case .lch:
            return color
        case .srgb, .p3:
            let rgbSpace: RGBSpace = space == .srgb ? .srgb : .displayP3
            let conversion = color.rgb(in: rgbSpace)
            if conversion.wasInGamut { return color }
            let rgb = conversion.rgb
            return DTCGColor(space.colorSpace, rgb.red, rgb.green, rgb.blue, alpha: color.alpha)
        case .hsl:
            let conversion = color.rgb(in: .srgb)
            if conversion.wasInGamut { return color }
            let rgb = conversion.rgb
            return DTCGColor(.srgb, rgb.red, rgb.green, rgb.blue, alpha: color.alpha).converted(to: .hsl)
        }
    }
}

extension DTCGColor {
    /// The DTCG colour a validated `ColorValue` describes; nil for an unknown space name.
    init?(_ value: ColorValue) {
        guard let space = ColorSpace(rawValue: value.colorSpace) else { return nil }
        self.init(colorSpace: space, components: value.components, alpha: value.alpha)
    }

    /// This colour as a token value, components clamped into the DTCG ranges against float noise
    /// (an sRGB channel of 1.0000000000000002, a hue of 360).
    var tokenValue: ColorValue {
        let descriptors = colorSpace.components
        let clamped: [Double?] = components.enumerated().map { i, c in
            guard var c else { return nil }
            let range = descriptors[i].range
            if descriptors[i].isHue {
                c = c.truncatingRemainder(dividingBy: 360)
                if c < 0 { c += 360 }
                if c >= 360 { c = 0 }
                return c
            }
            if let lo = range.minimum, c < lo { c = lo }
            if let hi = range.maximum, c > hi { c = hi }
            return c
        }
        return ColorValue(colorSpace: colorSpace.rawValue, components: clamped, alpha: min(max(alpha, 0), 1))
    }
}
