import AurumCodegenCore

/// Generates Swift for 10,000 colour tokens (every tenth one light/dark) with the default templates,
/// against a hand-written baseline that builds the same declarations with string interpolation.
enum SwiftGenerationBenchmark {
    static func run(count: Int = 10_000, runs: Int = 7) {
        let theme = Modifier(name: "theme", contexts: ["light", "dark"], default: "light")
        let colors = (0..<count).map { i -> (SwiftTokenValue.Color, SwiftTokenValue.Color) in
            let r = Double(i % 1000) / 1000
            return (SwiftTokenValue.Color(srgb: (r, 0.5, 1 - r), displayP3: (r * 0.9, 0.5, 0.9 - r * 0.9), opacity: 1),
                    SwiftTokenValue.Color(srgb: (1 - r, 0.25, r), displayP3: (0.9 - r * 0.9, 0.25, r * 0.9), opacity: 1))
        }
        let tokens = colors.enumerated().map { i, pair in
            let location = SourceLocation(file: "bench.tokens.json", line: i + 1, column: 1)
            return i % 10 == 0
                ? SwiftGenerationInput.Token(path: ["color", "semantic", "c\(i)"], type: .color, description: "Colour \(i).",
                                             location: location, values: [["theme": "light"]: .color(pair.0), ["theme": "dark"]: .color(pair.1)])
                : SwiftGenerationInput.Token(path: ["color", "ramp", "c\(i)"], type: .color, description: "Colour \(i).",
                                             location: location, value: .color(pair.0))
        }
        let input = SwiftGenerationInput(modifiers: [theme], tokens: tokens, inputs: ["bench.tokens.json"])
        let generator = SwiftGenerator(options: SwiftGenerationOptions(accessLevel: .public, namespaces: ["color": "Colors"]))
        let templates = try! TemplateLoader.library(overrides: nil)

        var files: [GeneratedFile] = []
        let generate = TemplateBenchmark.median(runs: runs) { files = try! generator.generate(input, templates: templates) }
        var baselineText = ""
        let baseline = TemplateBenchmark.median(runs: runs) { baselineText = handWritten(colors) }
        let bytes = files.reduce(0) { $0 + $1.byteCount }
        print("swiftgen: \(count) tokens → \(files.count) files, \(bytes / 1024) KiB (baseline \(baselineText.utf8.count / 1024) KiB), median of \(runs) runs")
        print("  generate (plan, context, render)  \(TemplateBenchmark.format(generate * 1000)) ms")
        print("  hand-written baseline             \(TemplateBenchmark.format(baseline * 1000)) ms")
        print("  generate / baseline               \(TemplateBenchmark.format(generate / baseline))×")
    }

    /// The declarations written directly, without names, modes, templates or file splitting.
    static func handWritten(_ colors: [(SwiftTokenValue.Color, SwiftTokenValue.Color)]) -> String {
        func color(_ c: SwiftTokenValue.Color) -> String {
            "AurumColor(red: \(c.red), green: \(c.green), blue: \(c.blue), opacity: \(c.opacity), displayP3Red: \(c.p3Red), displayP3Green: \(c.p3Green), displayP3Blue: \(c.p3Blue))"
        }
        var out = "extension AurumColors {\n"
        for (i, pair) in colors.enumerated() {
            out += "    /// Colour \(i).\n    ///\n    /// Token `color.ramp.c\(i)`.\n"
            if i % 10 == 0 {
                out += "    public static var semanticC\(i): AurumModal<AurumColor> {\n        AurumModal<AurumColor>(\n"
                out += "            light: \(color(pair.0)),\n            dark: \(color(pair.1))\n        )\n    }\n\n"
            } else {
                out += "    public static var rampC\(i): AurumColor { \(color(pair.0)) }\n\n"
            }
        }
        return out + "}\n"
    }
}
