/// Validates colour objects (colour module / format/values/color.json); conversion lives elsewhere.
extension ValueReader {
    enum ComponentRange {
        case unit, hue, percentage, chroma, unbounded

        func contains(_ x: Double) -> Bool {
            switch self {
            case .unit: (0...1).contains(x)
            case .hue: x >= 0 && x < 360
            case .percentage: (0...100).contains(x)
            case .chroma: x >= 0
            case .unbounded: x.isFinite
            }
        }

        var text: String {
            switch self {
            case .unit: "[0, 1]"
            case .hue: "[0, 360)"
            case .percentage: "[0, 100]"
            case .chroma: "[0, ∞)"
            case .unbounded: "any number"
            }
        }
    }

    /// The 14 colour spaces with their component names and ranges.
    static let colorSpaces: [(name: String, components: [(String, ComponentRange)])] = {
        let rgb: [(String, ComponentRange)] = [("red", .unit), ("green", .unit), ("blue", .unit)]
        let xyz: [(String, ComponentRange)] = [("X", .unit), ("Y", .unit), ("Z", .unit)]
        return [
            ("srgb", rgb), ("srgb-linear", rgb),
            ("hsl", [("hue", .hue), ("saturation", .percentage), ("lightness", .percentage)]),
            ("hwb", [("hue", .hue), ("whiteness", .percentage), ("blackness", .percentage)]),
            ("lab", [("lightness", .percentage), ("a", .unbounded), ("b", .unbounded)]),
            ("lch", [("lightness", .percentage), ("chroma", .chroma), ("hue", .hue)]),
            ("oklab", [("lightness", .unit), ("a", .unbounded), ("b", .unbounded)]),
            ("oklch", [("lightness", .unit), ("chroma", .chroma), ("hue", .hue)]),
            ("display-p3", rgb), ("a98-rgb", rgb), ("prophoto-rgb", rgb), ("rec2020", rgb),
            ("xyz-d65", xyz), ("xyz-d50", xyz),
        ]
    }()

    func readColor(_ json: JSONValue, at location: SourceLocation, what: String) -> ColorValue? {
        guard let object = json.object else {
            if let s = json.string, let lenient { return lenient.colorString(s, json, what: what) }
            var notes: [Diagnostic.Note] = []
            if let s = json.string, s.hasPrefix("#") {
                notes.append(.init("DTCG 2025.10 colours are objects: {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"\(s)\"}"))
            }
            error("invalid \(what): expected a colour object with \"colorSpace\" and \"components\", found \(json.shortDescription)", at: location, notes: notes)
            return nil
        }
        var ok = members(object, allowed: ["colorSpace", "components", "alpha", "hex"], what: what)

        var space: (name: String, components: [(String, ComponentRange)])?
        if let m = required(object, "colorSpace", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            let names = Self.colorSpaces.map(\.name)
            if let s = raw.string, let found = Self.colorSpaces.first(where: { $0.name == s }) {
                space = found
            } else {
                var notes: [Diagnostic.Note] = []
                if let s = raw.string, let close = Suggestions.closest(to: s, in: names) { notes.append(.init("did you mean \"\(close)\"?")) }
                error("invalid \(what): colorSpace must be one of \(names.joined(separator: ", ")), found \(raw.shortDescription)", at: loc(m.keyPosition), notes: notes)
            }
        }

        var components: [Double?]?
        if let m = required(object, "components", what: what, at: location), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let items = raw.array {
                if items.count != 3 {
                    error("invalid \(what): \(space?.name ?? "a colour") needs 3 components, found \(items.count)", at: loc(m.keyPosition))
                } else {
                    var values: [Double?] = []
                    for (i, item) in items.enumerated() {
                        let at = loc(item.position)
                        guard let c = primitive(item, at: at) else { continue }
                        if c.string == "none" { values.append(nil); continue }
                        guard let n = c.number else {
                            error("invalid \(what): component \(i) must be a number or \"none\", found \(c.shortDescription)", at: at)
                            continue
                        }
                        if let space {
                            let (name, range) = space.components[i]
                            if !range.contains(n.double) {
                                error("invalid \(what): \(space.name) component \(i) (\(name)) must be in \(range.text), found \(n.text)", at: at)
                                continue
                            }
                        }
                        values.append(n.double)
                    }
                    if values.count == 3 { components = values }
                }
            } else {
                error("invalid \(what): components must be an array of 3 numbers or \"none\", found \(raw.shortDescription)", at: loc(m.keyPosition))
            }
        }

        var alpha = 1.0
        if let m = object.member("alpha"), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let n = raw.number, (0...1).contains(n.double) {
                alpha = n.double
            } else {
                error("invalid \(what): alpha must be a number in [0, 1], found \(raw.shortDescription)", at: loc(m.keyPosition))
                ok = false
            }
        }

        var hex: String?
        if let m = object.member("hex"), let raw = primitive(m.value, at: loc(m.keyPosition)) {
            if let s = raw.string, Self.isHex6(s) {
                hex = s
            } else if profile != nil, let s = raw.string, Self.isHex8(s) {
                // Figma's export writes the alpha into the fallback; the components and alpha are what count.
                note(.eightDigitHex, at: loc(raw.position))
                hex = String(s.prefix(7))
            } else {
                error("invalid \(what): hex must be a 6-digit \"#rrggbb\" string, found \(raw.shortDescription)", at: loc(m.keyPosition))
                ok = false
            }
        }

        guard ok, let space, let components else { return nil }
        return ColorValue(colorSpace: space.name, components: components, alpha: alpha, hex: hex)
    }

    static func isHex6(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count == 7, u[0] == UInt8(ascii: "#") else { return false }
        return u[1...].allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }
}
