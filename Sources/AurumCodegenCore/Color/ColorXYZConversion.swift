/// Every space converts through CIE XYZ relative to D65, as in CSS Color 4 §"Converting colors".
extension DTCGColor {
    /// This colour as XYZ-D65 (Y of white = 1). Missing components count as 0.
    var xyzD65: SIMD3<Double> {
        let c = resolvedComponents
        typealias M = ColorMatrices
        typealias T = TransferFunctions
        switch colorSpace {
        case .srgb: return M.linearSRGBToXYZ * c.map(T.sRGBToLinear)
        case .srgbLinear: return M.linearSRGBToXYZ * c
        case .hsl:
            let rgb = HSLConversions.hslToSRGB(hue: c.x, saturation: c.y, lightness: c.z)
            return M.linearSRGBToXYZ * rgb.map(T.sRGBToLinear)
        case .hwb:
            let rgb = HSLConversions.hwbToSRGB(hue: c.x, whiteness: c.y, blackness: c.z)
            return M.linearSRGBToXYZ * rgb.map(T.sRGBToLinear)
        case .lab: return M.d50ToD65 * LabConversions.labToXYZD50(c)
        case .lch:
            return M.d50ToD65 * LabConversions.labToXYZD50(LabConversions.toRectangular(l: c.x, c: c.y, h: c.z))
        case .oklab: return LabConversions.okLabToXYZD65(c)
        case .oklch: return LabConversions.okLabToXYZD65(LabConversions.toRectangular(l: c.x, c: c.y, h: c.z))
        case .displayP3: return M.linearP3ToXYZ * c.map(T.sRGBToLinear)
        case .a98RGB: return M.linearA98ToXYZ * c.map(T.a98ToLinear)
        case .prophotoRGB: return M.d50ToD65 * (M.linearProPhotoToXYZD50 * c.map(T.proPhotoToLinear))
        case .rec2020: return M.linearRec2020ToXYZ * c.map(T.rec2020ToLinear)
        case .xyzD50: return M.d50ToD65 * c
        case .xyzD65: return c
        }
    }

    /// The colour with XYZ-D65 `xyz` expressed in `space`. Values are not clamped or gamut mapped.
    /// Polar results get a `nil` (none) hue when it is powerless, per CSS Color 4.
    init(xyzD65 xyz: SIMD3<Double>, in space: ColorSpace, alpha: Double = 1) {
        typealias M = ColorMatrices
        typealias T = TransferFunctions
        func make(_ v: SIMD3<Double>) -> DTCGColor { DTCGColor(space, v.x, v.y, v.z, alpha: alpha) }
        switch space {
        case .srgb: self = make((M.xyzToLinearSRGB * xyz).map(T.linearToSRGB))
        case .srgbLinear: self = make(M.xyzToLinearSRGB * xyz)
        case .hsl:
            let hsl = HSLConversions.sRGBToHSL((M.xyzToLinearSRGB * xyz).map(T.linearToSRGB))
            self = DTCGColor(space, hsl.h, hsl.s, hsl.l, alpha: alpha)
        case .hwb:
            let hwb = HSLConversions.sRGBToHWB((M.xyzToLinearSRGB * xyz).map(T.linearToSRGB))
            self = DTCGColor(space, hwb.h, hwb.w, hwb.b, alpha: alpha)
        case .lab: self = make(LabConversions.xyzD50ToLab(M.d65ToD50 * xyz))
        case .lch:
            let lch = LabConversions.toPolar(LabConversions.xyzD50ToLab(M.d65ToD50 * xyz),
                                             achromaticChroma: LabConversions.lchAchromaticChroma)
            self = DTCGColor(space, lch.l, lch.c, lch.h, alpha: alpha)
        case .oklab: self = make(LabConversions.xyzD65ToOKLab(xyz))
        case .oklch:
            let lch = LabConversions.toPolar(LabConversions.xyzD65ToOKLab(xyz),
                                             achromaticChroma: LabConversions.oklchAchromaticChroma)
            self = DTCGColor(space, lch.l, lch.c, lch.h, alpha: alpha)
        case .displayP3: self = make((M.xyzToLinearP3 * xyz).map(T.linearToSRGB))
        case .a98RGB: self = make((M.xyzToLinearA98 * xyz).map(T.linearToA98))
        case .prophotoRGB: self = make((M.xyzD50ToLinearProPhoto * (M.d65ToD50 * xyz)).map(T.linearToProPhoto))
        case .rec2020: self = make((M.xyzToLinearRec2020 * xyz).map(T.linearToRec2020))
        case .xyzD50: self = make(M.d65ToD50 * xyz)
        case .xyzD65: self = make(xyz)
        }
    }

    /// The same colour in `space`, unclamped (out-of-gamut values stay outside 0…1).
    /// Converting to the colour's own space returns it unchanged, keeping any `none`.
    func converted(to space: ColorSpace) -> DTCGColor {
        space == colorSpace ? self : DTCGColor(xyzD65: xyzD65, in: space, alpha: alpha)
    }

    /// ΔEOK, the Euclidean distance in OKLab that CSS Color 4 gamut mapping uses.
    func deltaEOK(to other: DTCGColor) -> Double {
        let d = LabConversions.xyzD65ToOKLab(xyzD65) - LabConversions.xyzD65ToOKLab(other.xyzD65)
        return (d * d).sum().squareRoot()
    }
}
