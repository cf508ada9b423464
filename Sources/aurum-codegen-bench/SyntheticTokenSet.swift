import Foundation

/// A deterministic DTCG project for the end-to-end benchmarks: a resolver with one set (`base`) and a
/// `theme` modifier (`light`, `dark`), plus an `aurum-codegen.json` that generates Swift from it.
///
/// Flat sets (`depth` 1): every third token is concrete, the rest are whole-value aliases of a concrete
/// token elsewhere in the file. Concrete types cycle through 20 kinds: 9 colours, 7 dimensions,
/// 2 typography styles (whose font size aliases a dimension), 1 shadow (whose colour aliases a colour),
/// 1 duration. Two of the colour kinds are themed: defined in light.tokens.json and dark.tokens.json
/// with different values, so they and the aliases reaching them differ per mode.
///
/// Chained sets (`depth` > 1): chains of `depth` tokens, each link aliasing the next one (forward, so
/// nothing is known before a chain's end is reached); the ends alternate colour and dimension, and every
/// tenth chain ends in a themed colour.
struct SyntheticTokenSet {
    var count: Int
    var depth: Int = 1
    /// Only colour tokens (for the type-check benchmark).
    var colorsOnly = false
    /// The configuration also writes the HTML catalog (into `catalog`).
    var catalog = false

    /// Writes the project into `directory`; returns the input file URLs (resolver and token files).
    @discardableResult
    func write(to directory: URL) throws -> [URL] {
        let fm = FileManager.default
        try fm.createDirectory(at: directory.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        var base = Document(), light = Document(), dark = Document()
        if depth > 1 { chains(&base, &light, &dark) } else { flat(&base, &light, &dark) }
        let files = [
            ("tokens/base.tokens.json", base.json),
            ("tokens/light.tokens.json", light.json),
            ("tokens/dark.tokens.json", dark.json),
            ("tokens/bench.resolver.json", Self.resolver),
            ("aurum-codegen.json", catalog ? Self.configuration.replacingOccurrences(of: "\n  \"swift\"", with: "\n  \"catalog\": { \"output\": \"catalog\" },\n  \"swift\"") : Self.configuration),
        ]
        for (path, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(path))
        }
        return files.dropLast().map { directory.appendingPathComponent($0.0) }
    }

    // MARK: token layout

    private enum Kind {
        case color, themedColor, dimension, typography, shadow, duration

        var group: String {
            switch self {
            case .color, .themedColor: "color"
            case .dimension: "dimension"
            case .typography: "typography"
            case .shadow: "shadow"
            case .duration: "duration"
            }
        }
    }

    private func kind(ofConcrete i: Int) -> Kind {
        if colorsOnly { return (i / 3) % 10 == 0 ? .themedColor : .color }
        switch (i / 3) % 20 {
        case 0, 1: return .themedColor
        case 2...8: return .color
        case 9...15: return .dimension
        case 16, 17: return .typography
        case 18: return .shadow
        default: return .duration
        }
    }

    private func path(_ i: Int, _ kind: Kind) -> String { "\(kind.group).g\(i / 100).t\(i % 100)" }

    /// The concrete token nearest below `i` (concrete tokens sit at multiples of 3).
    private func concrete(_ i: Int) -> Int { i - i % 3 }

    private func flat(_ base: inout Document, _ light: inout Document, _ dark: inout Document) {
        for i in 0..<count {
            if i % 3 == 0 {
                let kind = kind(ofConcrete: i)
                let description = i % 5 == 0 ? ", \"$description\": \"Token \(i).\"" : ""
                switch kind {
                case .themedColor:
                    light.add(kind.group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: false))\(description) }")
                    dark.add(kind.group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: true))\(description) }")
                case .color:
                    base.add(kind.group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: false))\(description) }")
                case .dimension:
                    base.add(kind.group, i, "{ \"$type\": \"dimension\", \"$value\": { \"value\": \(i % 97), \"unit\": \"\(i % 2 == 0 ? "px" : "rem")\" }\(description) }")
                case .typography:
                    let size = path(concrete(target(of: i, kind: .dimension)), .dimension)
                    base.add(kind.group, i, "{ \"$type\": \"typography\", \"$value\": { \"fontFamily\": [\"Inter\", \"sans-serif\"], \"fontSize\": \"{\(size)}\", \"fontWeight\": \(100 * (1 + i % 9)), \"letterSpacing\": { \"value\": 0.\(i % 10), \"unit\": \"px\" }, \"lineHeight\": 1.5 }\(description) }")
                case .shadow:
                    let shade = target(of: i, kind: .color)
                    base.add(kind.group, i, "{ \"$type\": \"shadow\", \"$value\": { \"color\": \"{\(path(shade, self.kind(ofConcrete: shade)))}\", \"offsetX\": { \"value\": 0, \"unit\": \"px\" }, \"offsetY\": { \"value\": \(i % 8), \"unit\": \"px\" }, \"blur\": { \"value\": 12, \"unit\": \"px\" }, \"spread\": { \"value\": 0, \"unit\": \"px\" } }\(description) }")
                case .duration:
                    base.add(kind.group, i, "{ \"$type\": \"duration\", \"$value\": { \"value\": \(100 + i % 400), \"unit\": \"ms\" }\(description) }")
                }
            } else {
                // An alias of a concrete token spread over the whole file, in the group of its type.
                let t = concrete((i &* 7_919 &+ 13) % count)
                let kind = kind(ofConcrete: t)
                base.add(kind.group, i, "{ \"$value\": \"{\(path(t, kind))}\" }")
            }
        }
    }

    /// A concrete token of `kind`'s group near a pseudo-random position (for references inside composites).
    private func target(of i: Int, kind wanted: Kind) -> Int {
        var t = concrete((i &* 4_099 &+ 7) % count)
        for _ in 0..<40 {
            let k = kind(ofConcrete: t)
            if k.group == wanted.group { return t }
            t = (t + 3) % max(3, count - count % 3)
        }
        return t
    }

    private func chains(_ base: inout Document, _ light: inout Document, _ dark: inout Document) {
        let chainCount = count / depth
        for c in 0..<chainCount {
            let themed = c % 10 == 0
            let group = themed || c % 2 == 0 ? "color" : "dimension"
            for d in 0..<depth {
                let i = c * depth + d
                if d < depth - 1 {
                    base.add(group, i, "{ \"$value\": \"{\(group).g\((i + 1) / 100).t\((i + 1) % 100)}\" }")
                } else if themed {
                    light.add(group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: false)) }")
                    dark.add(group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: true)) }")
                } else if group == "color" {
                    base.add(group, i, "{ \"$type\": \"color\", \"$value\": \(color(i, dark: false)) }")
                } else {
                    base.add(group, i, "{ \"$type\": \"dimension\", \"$value\": { \"value\": \(c % 97), \"unit\": \"px\" } }")
                }
            }
        }
    }

    private func color(_ i: Int, dark: Bool) -> String {
        let r = Double(i % 256) / 255, g = Double((i / 256) % 256) / 255
        let (red, green) = dark ? (1 - r, 1 - g) : (r, g)
        return "{ \"colorSpace\": \"srgb\", \"components\": [\(short(red)), \(short(green)), 0.5] }"
    }

    private func short(_ x: Double) -> String { String(format: "%.4g", x) }

    // MARK: files

    /// Token entries grouped `type group → g<k> → t<n>`, emitted in first-use order.
    private struct Document {
        var groups: [String: [Int: [String]]] = [:]
        var order: [String] = []
        var subOrder: [String: [Int]] = [:]

        mutating func add(_ group: String, _ i: Int, _ entry: String) {
            if groups[group] == nil { groups[group] = [:]; order.append(group) }
            if groups[group]![i / 100] == nil { groups[group]![i / 100] = []; subOrder[group, default: []].append(i / 100) }
            groups[group]![i / 100]!.append("      \"t\(i % 100)\": \(entry)")
        }

        var json: String {
            var out = "{\n"
            for (n, group) in order.enumerated() {
                out += "  \"\(group)\": {\n"
                let subs = subOrder[group]!
                for (m, sub) in subs.enumerated() {
                    out += "    \"g\(sub)\": {\n" + groups[group]![sub]!.joined(separator: ",\n") + "\n    }"
                    out += m == subs.count - 1 ? "\n" : ",\n"
                }
                out += n == order.count - 1 ? "  }\n" : "  },\n"
            }
            return out + "}\n"
        }
    }

    static let resolver = """
    {
      "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
          "default": "light"
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
    }

    """

    static let configuration = """
    {
      "tokens": { "resolver": "tokens/bench.resolver.json" },
      "swift": {
        "output": "out",
        "accessLevel": "public",
        "namespaces": { "color": "Colors", "dimension": "Dimensions", "typography": "TextStyles",
                        "shadow": "Shadows", "duration": "Durations" }
      }
    }

    """
}
