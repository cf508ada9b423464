import Foundation

/// CSS keywords real sets write where a colour or a dimension token belongs, whose value depends on where
/// the token is used (the page's colours, the containing box, the cascade), so no DTCG value holds them.
/// Compatible mode keeps such a token as a String constant of its text with one summary warning;
/// `transparent` is not one of them: it is a colour (CSS Color 4: rgb(0 0 0 / 0)) and reads as one.
enum CSSKeywords {
    /// CSS Color 4 §6.2 system colours, `currentColor`, and the CSS-wide keywords, compared case-insensitively.
    static func isContextColor(_ s: String) -> Bool {
        contextColors.contains(s.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// A percentage (of the containing box) or a sizing keyword (`auto`, `none`, `fit-content`, …) where a
    /// length belongs; a CSS-wide keyword too.
    static func isContextDimension(_ s: String) -> Bool {
        let lower = s.trimmingCharacters(in: .whitespaces).lowercased()
        if dimensionKeywords.contains(lower) || wide.contains(lower) { return true }
        if case .success(let q) = UnitString.quantity(lower), q.unit == "%" || viewportUnits.contains(q.unit) { return true }
        return isContextMath(lower)
    }

    /// CSS math (`clamp(1rem, 0.95rem + 0.23vw, 1.125rem)`, `min(100%, 40rem)`) over a length only the place of use
    /// has: a fluid size, which no one number holds.
    private static func isContextMath(_ lower: String) -> Bool {
        guard mathFunctions.contains(where: { lower.hasPrefix($0) }), lower.hasSuffix(")") else { return false }
        // Each number's unit: the letters or `%` right after its digits.
        var unit = "", afterDigit = false
        for scalar in lower.unicodeScalars {
            if CharacterSet.decimalDigits.contains(scalar) || scalar == "." {
                afterDigit = true
                unit = ""
            } else if afterDigit, scalar == "%" || CharacterSet.lowercaseLetters.contains(scalar) {
                unit.unicodeScalars.append(scalar)
                if scalar == "%" { return true }
            } else {
                if afterDigit, viewportUnits.contains(unit) { return true }
                afterDigit = false
                unit = ""
            }
        }
        return false
    }

    private static let mathFunctions = ["clamp(", "min(", "max(", "calc("]

    /// Lengths relative to the viewport, a container or a font's glyphs (`100vw`, `50dvh`, `60ch`): what they
    /// measure exists only where the token is used.
    private static let viewportUnits: Set<String> = [
        "vw", "vh", "vmin", "vmax", "dvw", "dvh", "svw", "svh", "lvw", "lvh", "vi", "vb", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
        "ch", "ex", "ic", "cap", "lh", "rlh", "fr",
    ]

    private static let wide: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    private static let dimensionKeywords: Set<String> = ["auto", "none", "normal", "fit-content", "max-content", "min-content"]

    private static let contextColors: Set<String> = wide.union([
        "currentcolor",
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas", "canvastext",
        "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark", "marktext", "selecteditem",
        "selecteditemtext", "visitedtext",
    ])
}
