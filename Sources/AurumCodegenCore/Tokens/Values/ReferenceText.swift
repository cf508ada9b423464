/// The `{a.b}` references inside a longer string (`"{dimension.sm} {dimension.xl}"`,
/// `"linear-gradient(180deg, {colors.black} 0%, …)"`, `"rgba({colors.blue}, 50%)"`), and the string
/// with each replaced by its value's text, as Tokens Studio resolves references inside a value: by
/// substituting text.
enum ReferenceText {
    struct Reference: Hashable, Sendable {
        var key: String
        /// UTF-8 offsets of `{` … `}` in the string.
        var range: Range<Int>
    }

    /// Every well-formed `{key}` (no nested braces, no spaces at the ends), in order.
    static func references(in s: String) -> [Reference] {
        var out: [Reference] = []
        guard s.utf8.contains(UInt8(ascii: "{")) else { return out }
        let utf8 = Array(s.utf8)
        var open: Int?
        for (i, b) in utf8.enumerated() {
            if b == UInt8(ascii: "{") {
                open = i
            } else if b == UInt8(ascii: "}"), let start = open {
                let key = String(decoding: utf8[(start + 1)..<i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if !key.isEmpty { out.append(Reference(key: key, range: start..<(i + 1))) }
                open = nil
            }
        }
        return out
    }

    /// `s` with each reference replaced by `text(key)`; nil when one has no text (reported by `text`).
    static func substitute(_ s: String, _ text: (Reference) -> String?) -> String? {
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        var last = 0
        for reference in references(in: s) {
            guard let replacement = text(reference) else { return nil }
            out += bytes[last..<reference.range.lowerBound]
            out += Array(replacement.utf8)
            last = reference.range.upperBound
        }
        out += bytes[last...]
        return String(decoding: out, as: UTF8.self)
    }

    /// A value's text where a reference to it is substituted: a colour as hex (8 digits with alpha),
    /// a dimension or duration with its unit, a number, weight or string as written. Nil for composites.
    static func text(of value: TokenValue) -> String? {
        switch value {
        case .color(let c):
            guard let color = DTCGColor(c) else { return nil }
            let rgb = color.rgb(in: .srgb).rgb
            let bytes = [rgb.red, rgb.green, rgb.blue] + (color.alpha < 1 ? [color.alpha] : [])
            return "#" + bytes.map { b in
                let v = Int((min(max(b, 0), 1) * 255).rounded())
                return String(v, radix: 16).leftPadded(to: 2)
            }.joined()
        case .dimension(let d): return d.value.text + d.unit.rawValue
        case .duration(let d): return d.value.text + d.unit.rawValue
        case .number(let n): return n.text
        case .fontWeight(let w): return w.value.text
        case .string(let s): return s
        case .fontFamily(let f): return f.names.joined(separator: ", ")
        // CSS easing text, so an easing can stand in a transition shorthand (`"{a.duration} {a.timing}"`).
        case .cubicBezier(let b): return "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(\.text).joined(separator: ", ")))"
        // CSS box-shadow text, so a shadow can stand in a longer shadow list (`"{a}, {b}"`).
        case .shadow(let shadow):
            var layers: [String] = []
            for layer in shadow.layers {
                guard let color = text(of: .color(layer.color)) else { return nil }
                let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { $0.value.text + $0.unit.rawValue }
                layers.append((layer.inset ? "inset " : "") + lengths.joined(separator: " ") + " " + color)
            }
            return layers.isEmpty ? nil : layers.joined(separator: ", ")
        default: return nil
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
