import Foundation

/// A string value that does not read as what it should be (a colour, a dimension, a math
/// expression), with where in the string the problem is.
struct StringValueError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String
    /// UTF-8 offset into the string (`StringLocation` turns it into a column of the file).
    var offset: Int

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    var description: String { message }
}

/// Reads the colour strings of DTCG drafts, Figma exports, Tokens Studio and Style Dictionary into
/// the DTCG 2025.10 colour model, keeping the colour space the string names (CSS Color 4):
///
/// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` → `srgb`, with `hex` set to the six-digit form;
/// - `rgb()`/`rgba()` → `srgb`; `hsl()`/`hsla()` → `hsl`, in the legacy comma syntax (all numbers or
///   all percentages, no `none`) and the modern space syntax (`rgb(255 0 0 / 50%)`, `none`);
/// - `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color(display-p3 …)` (and the other
///   predefined spaces) → the DTCG space of the same name;
/// - the 148 named colours and `transparent` → `srgb`.
///
/// As CSS does at parse time, rgb channels clamp to 0…255, alpha to 0…1, hsl/hwb saturation,
/// lightness, whiteness and blackness to 0…100 %, Lab lightness to its range and chroma at 0;
/// hues wrap into [0, 360). `color()` components are not clamped by CSS, and DTCG 2025.10 bounds
/// them to [0, 1], so a component outside that range is an error.
enum CSSColorParser {
    enum Syntax: String, Hashable, Sendable {
        case hex
        /// `rgb(255, 0, 0)`, `hsla(…, 0.5)`.
        case legacyFunction
        /// `rgb(255 0 0 / 50%)`, `oklch(…)`, `color(display-p3 …)`.
        case modernFunction
        case named
    }

    struct Parsed: Hashable, Sendable {
        var color: ColorValue
        var syntax: Syntax
        /// A value was outside its range and clamped, as CSS does (`rgb(300 0 0)`).
        var clamped: Bool
    }

    static func parse(_ text: String) -> Result<Parsed, StringValueError> {
        var scanner = Scanner(Array(text.utf8))
        scanner.skipSpaces()
        let start = scanner.index
        guard !scanner.atEnd else { return .failure(StringValueError("an empty string is not a colour", at: 0)) }
        let result: Result<Parsed, StringValueError>
        if scanner.peek == UInt8(ascii: "#") {
            result = parseHex(&scanner)
        } else if let name = scanner.identifier() {
            scanner.skipSpaces()
            if scanner.peek == UInt8(ascii: "(") {
                scanner.index += 1
                result = parseFunction(name.lowercased(), at: start, &scanner)
            } else {
                result = named(name, at: start)
            }
        } else {
            return .failure(StringValueError("\"\(text)\" is not a colour: expected #hex, a colour function such as rgb() or a colour name", at: start))
        }
        guard case .success = result else { return result }
        scanner.skipSpaces()
        if !scanner.atEnd {
            return .failure(StringValueError("unexpected \"\(scanner.rest)\" after the colour", at: scanner.index))
        }
        return result
    }

    // MARK: hex and names

    private static func parseHex(_ scanner: inout Scanner) -> Result<Parsed, StringValueError> {
        let hashAt = scanner.index
        scanner.index += 1
        var digits: [UInt8] = []
        while let b = scanner.peek, b != UInt8(ascii: " ") {
            guard hexValue(b) != nil else {
                return .failure(StringValueError("\"\(Character(Unicode.Scalar(b)))\" is not a hex digit", at: scanner.index))
            }
            digits.append(b)
            scanner.index += 1
        }
        let expanded: [UInt8]
        switch digits.count {
        case 3, 4: expanded = digits.flatMap { [$0, $0] }
        case 6, 8: expanded = digits
        default:
            return .failure(StringValueError("a hex colour has 3, 4, 6 or 8 digits, found \(digits.count)", at: hashAt))
        }
        var bytes: [Double] = []
        for i in stride(from: 0, to: expanded.count, by: 2) {
            bytes.append(Double(hexValue(expanded[i])! << 4 | hexValue(expanded[i + 1])!))
        }
        let hex = "#" + String(decoding: expanded.prefix(6), as: UTF8.self)
        let color = ColorValue(colorSpace: "srgb", components: bytes.prefix(3).map { $0 / 255 },
                               alpha: bytes.count == 4 ? bytes[3] / 255 : 1, hex: hex)
        return .success(Parsed(color: color, syntax: .hex, clamped: false))
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Sorted once: speculative parses (is this text a colour?) fail often.
    private static let sortedNames = CSSNamedColors.table.keys.sorted()

    private static func named(_ name: String, at offset: Int) -> Result<Parsed, StringValueError> {
        let lower = name.lowercased()
        if lower == "transparent" {
            return .success(Parsed(color: ColorValue(colorSpace: "srgb", components: [0, 0, 0], alpha: 0, hex: "#000000"), syntax: .named, clamped: false))
        }
        if lower == "currentcolor" {
            return .failure(StringValueError("currentColor depends on where the colour is used, so it cannot be a token value", at: offset))
        }
        guard let rgb = CSSNamedColors.table[lower] else {
            var message = "\"\(name)\" is not a colour name"
            if let close = Suggestions.closest(to: lower, in: sortedNames) { message += " (did you mean \"\(close)\"?)" }
            return .failure(StringValueError(message, at: offset))
        }
        let r = Double(rgb >> 16 & 0xFF), g = Double(rgb >> 8 & 0xFF), b = Double(rgb & 0xFF)
        let hex = "#" + String(rgb, radix: 16).leftPadded(to: 6)
        return .success(Parsed(color: ColorValue(colorSpace: "srgb", components: [r / 255, g / 255, b / 255], hex: hex), syntax: .named, clamped: false))
    }

    // MARK: functions

    /// One argument of a colour function.
    fileprivate enum Argument {
        case number(Double)
        case percentage(Double)
        /// A number with a unit (`deg`, `turn`, …).
        case dimension(Double, unit: String)
        case none
    }

    private struct Arguments {
        var values: [(Argument, offset: Int)] = []
        var alpha: (Argument, offset: Int)?
        var legacy = false
        var close = 0
    }

    /// What a component is and how CSS maps a percentage onto it.
    private enum Channel {
        /// rgb(): number 0…255 or percentage; stored 0…1.
        case rgbByte
        /// A hue: number (degrees) or angle.
        case hue
        /// hsl/hwb percent-like: number or percentage, 0…100, clamped.
        case percent100
        /// A number, or a percentage where 100 % is `reference`; optionally clamped.
        case scaled(reference: Double, clampLow: Double?, clampHigh: Double?)
        /// color() components: number, or percentage of 1; DTCG bounds them to [0, 1].
        case unit
    }

    private static func parseFunction(_ name: String, at start: Int, _ scanner: inout Scanner) -> Result<Parsed, StringValueError> {
        let space: String
        let channels: [Channel]
        var allowsLegacy = false
        var predefined: String?
        switch name {
        case "rgb", "rgba":
            space = "srgb"; channels = [.rgbByte, .rgbByte, .rgbByte]; allowsLegacy = true
        case "hsl", "hsla":
            space = "hsl"; channels = [.hue, .percent100, .percent100]; allowsLegacy = true
        case "hwb":
            space = "hwb"; channels = [.hue, .percent100, .percent100]
        case "lab":
            space = "lab"; channels = [.scaled(reference: 100, clampLow: 0, clampHigh: 100), .scaled(reference: 125, clampLow: nil, clampHigh: nil), .scaled(reference: 125, clampLow: nil, clampHigh: nil)]
        case "lch":
            space = "lch"; channels = [.scaled(reference: 100, clampLow: 0, clampHigh: 100), .scaled(reference: 150, clampLow: 0, clampHigh: nil), .hue]
        case "oklab":
            space = "oklab"; channels = [.scaled(reference: 1, clampLow: 0, clampHigh: 1), .scaled(reference: 0.4, clampLow: nil, clampHigh: nil), .scaled(reference: 0.4, clampLow: nil, clampHigh: nil)]
        case "oklch":
            space = "oklch"; channels = [.scaled(reference: 1, clampLow: 0, clampHigh: 1), .scaled(reference: 0.4, clampLow: 0, clampHigh: nil), .hue]
        case "color":
            scanner.skipSpaces()
            let spaceAt = scanner.index
            guard let ident = scanner.identifier() else {
                return .failure(StringValueError("color() needs a colour space first, such as color(display-p3 1 0 0)", at: spaceAt))
            }
            let known = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"]
            guard known.contains(ident.lowercased()) else {
                return .failure(StringValueError("unknown colour space \"\(ident)\" in color(); expected one of \(known.joined(separator: ", "))", at: spaceAt))
            }
            let lower = ident.lowercased()
            predefined = lower == "xyz" ? "xyz-d65" : lower
            space = predefined!; channels = [.unit, .unit, .unit]
        default:
            return .failure(StringValueError("unknown colour function \(name)(); expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()", at: start))
        }
        let arguments: Arguments
        switch readArguments(&scanner, name: name, allowsLegacy: allowsLegacy) {
        case .failure(let e): return .failure(e)
        case .success(let a): arguments = a
        }
        guard arguments.values.count == 3 else {
            let at = arguments.values.count > 3 ? arguments.values[3].offset : arguments.close
            return .failure(StringValueError("\(name)() needs 3 components\(arguments.legacy ? "" : " and an optional / alpha"), found \(arguments.values.count)", at: at))
        }
        var clamped = false
        var components: [Double?] = []
        if arguments.legacy {
            // Legacy syntax: no `none`; rgb() channels all numbers or all percentages; hsl() s and l percentages.
            for (argument, offset) in arguments.values {
                if case .none = argument { return .failure(StringValueError("none is not allowed in the comma-separated \(name)() syntax", at: offset)) }
            }
            if space == "srgb" {
                let percentages = arguments.values.map { if case .percentage = $0.0 { true } else { false } }
                if percentages.contains(true), percentages.contains(false) {
                    return .failure(StringValueError("the comma-separated \(name)() syntax takes three numbers or three percentages, not a mix", at: arguments.values[percentages.firstIndex(of: !percentages[0])!].offset))
                }
            } else {
                for (argument, offset) in arguments.values.dropFirst() {
                    if case .number = argument { return .failure(StringValueError("the comma-separated \(name)() syntax takes saturation and lightness as percentages (50%)", at: offset)) }
                }
            }
        }
        for (i, (argument, offset)) in arguments.values.enumerated() {
            switch component(argument, as: channels[i], function: name, offset: offset) {
            case .failure(let e): return .failure(e)
            case .success(let (value, wasClamped)):
                components.append(value)
                clamped = clamped || wasClamped
            }
        }
        var alpha = 1.0
        if let (argument, offset) = arguments.alpha {
            switch argument {
            case .number(let n): alpha = n
            case .percentage(let p): alpha = p / 100
            case .none: return .failure(StringValueError("alpha none is not supported; write a number or percentage", at: offset))
            case .dimension(_, let unit): return .failure(StringValueError("alpha takes a number or percentage, not a \(unit) value", at: offset))
            }
            if alpha < 0 || alpha > 1 { alpha = min(max(alpha, 0), 1); clamped = true }
        }
        return .success(Parsed(color: ColorValue(colorSpace: space, components: components, alpha: alpha),
                               syntax: arguments.legacy ? .legacyFunction : .modernFunction, clamped: clamped))
    }

    private static func component(_ argument: Argument, as channel: Channel, function: String, offset: Int) -> Result<(Double?, Bool), StringValueError> {
        if case .none = argument { return .success((nil, false)) }
        func clamp(_ x: Double, _ lo: Double?, _ hi: Double?) -> (Double, Bool) {
            var v = x
            if let lo, v < lo { v = lo }
            if let hi, v > hi { v = hi }
            return (v, v != x)
        }
        switch channel {
        case .rgbByte:
            switch argument {
            case .number(let n): let (v, c) = clamp(n, 0, 255); return .success((v / 255, c))
            case .percentage(let p): let (v, c) = clamp(p, 0, 100); return .success((v / 100, c))
            default: break
            }
        case .hue:
            let degrees: Double?
            switch argument {
            case .number(let n): degrees = n
            case .dimension(let n, let unit):
                switch unit.lowercased() {
                case "deg": degrees = n
                case "grad": degrees = n * 0.9
                case "rad": degrees = n * 180 / .pi
                case "turn": degrees = n * 360
                default: return .failure(StringValueError("\"\(unit)\" is not an angle unit; a hue takes deg, grad, rad or turn", at: offset))
                }
            default: degrees = nil
            }
            if let degrees {
                var h = degrees.truncatingRemainder(dividingBy: 360)
                if h < 0 { h += 360 }
                if h >= 360 { h = 0 }
                return .success((h, false))
            }
            return .failure(StringValueError("a hue in \(function)() is a number or an angle such as 120deg", at: offset))
        case .percent100:
            switch argument {
            case .number(let n), .percentage(let n): let (v, c) = clamp(n, 0, 100); return .success((v, c))
            default: break
            }
        case .scaled(let reference, let lo, let hi):
            switch argument {
            case .number(let n): let (v, c) = clamp(n, lo, hi); return .success((v, c))
            case .percentage(let p): let (v, c) = clamp(p / 100 * reference, lo, hi); return .success((v, c))
            default: break
            }
        case .unit:
            let value: Double?
            switch argument {
            case .number(let n): value = n
            case .percentage(let p): value = p / 100
            default: value = nil
            }
            if let value {
                guard (0...1).contains(value) else {
                    return .failure(StringValueError("color() component \(formatComponent(value)) is outside [0, 1], which DTCG 2025.10 requires", at: offset))
                }
                return .success((value, false))
            }
        }
        if case .dimension(_, let unit) = argument {
            return .failure(StringValueError("unexpected unit \"\(unit)\" in \(function)()", at: offset))
        }
        return .failure(StringValueError("unexpected value in \(function)()", at: offset))
    }

    /// Reads up to the closing parenthesis: `a b c [/ alpha]` or, where allowed, `a, b, c[, alpha]`.
    private static func readArguments(_ scanner: inout Scanner, name: String, allowsLegacy: Bool) -> Result<Arguments, StringValueError> {
        enum Mode { case undecided, spaces, commas }
        var result = Arguments()
        var mode = Mode.undecided
        var sawSlash = false
        var afterSeparator = false
        while true {
            scanner.skipSpaces()
            guard let b = scanner.peek else {
                return .failure(StringValueError("\(name)( is missing its closing \")\"", at: scanner.index))
            }
            let at = scanner.index
            switch b {
            case UInt8(ascii: ")"):
                if afterSeparator { return .failure(StringValueError("expected a value before \")\"", at: at)) }
                result.close = at
                scanner.index += 1
                result.legacy = mode == .commas
                if mode == .commas, result.values.count < 3 {
                    return .failure(StringValueError("\(name)() needs 3 components, found \(result.values.count)", at: at))
                }
                if mode != .commas, result.values.count == 4, !sawSlash {
                    return .failure(StringValueError("write the alpha after \"/\": \(name)(r g b / alpha)", at: result.values[3].offset))
                }
                return .success(result)
            case UInt8(ascii: ","):
                guard allowsLegacy else { return .failure(StringValueError("\(name)() separates its values with spaces, not commas", at: at)) }
                guard mode != .spaces, !sawSlash else { return .failure(StringValueError("unexpected \",\": do not mix the comma and space syntaxes", at: at)) }
                guard !afterSeparator, !result.values.isEmpty else { return .failure(StringValueError("expected a value before \",\"", at: at)) }
                mode = .commas
                afterSeparator = true
                scanner.index += 1
            case UInt8(ascii: "/"):
                if mode == .commas { return .failure(StringValueError("the comma-separated \(name)() syntax writes alpha as a fourth value, not after \"/\"", at: at)) }
                guard !sawSlash, result.values.count == 3 else { return .failure(StringValueError("\"/\" must follow exactly 3 components", at: at)) }
                sawSlash = true
                afterSeparator = true
                scanner.index += 1
            default:
                if mode == .commas, !afterSeparator { return .failure(StringValueError("expected \",\" between values in \(name)()", at: at)) }
                if mode == .undecided, !result.values.isEmpty, !afterSeparator { mode = .spaces }
                if sawSlash, result.alpha != nil { return .failure(StringValueError("unexpected value after the alpha", at: at)) }
                guard let argument = scanner.argument() else {
                    return .failure(StringValueError("expected a number, percentage or none in \(name)()", at: at))
                }
                if sawSlash || (mode == .commas && result.values.count == 3) {
                    result.alpha = (argument, at)
                } else {
                    result.values.append((argument, at))
                }
                afterSeparator = false
            }
        }
    }
}

/// A byte scanner for colour strings.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }
    var rest: String { String(decoding: bytes[index...], as: UTF8.self) }

    mutating func skipSpaces() {
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
    }

    mutating func identifier() -> String? {
        let start = index
        while let b = peek, Self.isLetter(b) || b == UInt8(ascii: "-") || (index > start && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)) {
            index += 1
        }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// A CSS number with an optional `%` or unit, or the keyword `none`.
    mutating func argument() -> CSSColorParser.Argument? {
        let start = index
        if let b = peek, Self.isLetter(b) {
            guard let word = identifier(), word.lowercased() == "none" else { index = start; return nil }
            return CSSColorParser.Argument.none
        }
        guard let number = number() else { index = start; return nil }
        if peek == UInt8(ascii: "%") {
            index += 1
            return .percentage(number)
        }
        if let b = peek, Self.isLetter(b) {
            let unitStart = index
            while let c = peek, Self.isLetter(c) { index += 1 }
            return .dimension(number, unit: String(decoding: bytes[unitStart..<index], as: UTF8.self))
        }
        return .number(number)
    }

    /// `[+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?`
    mutating func number() -> Double? {
        let start = index
        if let b = peek, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1; digits += 1 }
        if peek == UInt8(ascii: "."), index + 1 < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
            index += 1
            while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) {
                index = j
                while let b = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1 }
            }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
