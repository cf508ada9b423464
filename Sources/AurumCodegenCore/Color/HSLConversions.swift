/// HSL and HWB, the two polar forms of gamma-encoded sRGB (CSS Color 4 §7 and §8 sample code).
/// Saturation, lightness, whiteness and blackness are 0…100 as in DTCG; hue is degrees.
enum HSLConversions {
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = saturation / 100, l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// Differences in max−min below this are conversion noise, so the colour is treated as grey
    /// (the CSS code tests for exactly 0, which round trips through XYZ rarely produce).
    static let achromaticDelta = 1e-12

    static func sRGBToHSL(_ rgb: SIMD3<Double>) -> (h: Double?, s: Double, l: Double) {
        let maxValue = max(rgb.x, rgb.y, rgb.z), minValue = min(rgb.x, rgb.y, rgb.z)
        let lightness = (minValue + maxValue) / 2
        let delta = maxValue - minValue
        guard delta > achromaticDelta else { return (nil, 0, lightness * 100) }
        var saturation = (lightness == 0 || lightness == 1) ? 0 : (maxValue - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch maxValue {
        case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
        default: hue = (rgb.x - rgb.y) / delta + 4
        }
        hue *= 60
        // Very out-of-gamut colours can give negative saturation (csswg-drafts#9222).
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        return (hue, saturation * 100, lightness * 100)
    }

    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return SIMD3(repeating: grey)
        }
        return hslToSRGB(hue: hue, saturation: 100, lightness: 50) * (1 - w - b) + w
    }

    static func sRGBToHWB(_ rgb: SIMD3<Double>) -> (h: Double?, w: Double, b: Double) {
        let white = min(rgb.x, rgb.y, rgb.z)
        let black = 1 - max(rgb.x, rgb.y, rgb.z)
        // CSS: hue is powerless once whiteness + blackness reach 100% (allowing 1e-5 of rounding).
        let hue = white + black >= 1 - 1.0 / 100_000 ? nil : sRGBToHSL(rgb).h
        return (hue, white * 100, black * 100)
    }
}
