import AurumCodegenCore

/// Renders 10,000 token declarations through a small template, against a hand-written
/// string-building baseline that produces the same text.
enum TemplateBenchmark {
    static let source = """
    public enum ColorTokens {
    {{#items}}
        /// {{description}}
        {{#deprecated}}
        @available(*, deprecated, message: "{{deprecated}}")
        {{/deprecated}}
        public static let {{name}} = Color(red: {{red}}, green: {{green}}, blue: {{blue}}, opacity: {{alpha}})
    {{/items}}
    }

    """

    struct Item {
        var name: String
        var description: String
        var red, green, blue, alpha: Double
        var deprecated: String?
    }

    static func run(count: Int = 10_000, runs: Int = 11) {
        let items = (0..<count).map { (i: Int) -> Item in
            let red = Double(i % 256) / 255
            let green = Double((i * 7) % 256) / 255
            let deprecated: String? = i % 10 == 0 ? "Use color\(i + 1)" : nil
            return Item(name: "color\(i)", description: "Color \(i) of the \"Aurum\" palette & friends.",
                        red: red, green: green, blue: 0.5, alpha: 1, deprecated: deprecated)
        }
        let context: MustacheValue = ["items": .list(items.map { item in
            var fields: MustacheDictionary = [
                "name": .string(item.name), "description": .string(item.description),
                "red": .number(item.red), "green": .number(item.green), "blue": .number(item.blue), "alpha": .number(item.alpha),
            ]
            if let deprecated = item.deprecated { fields["deprecated"] = .string(deprecated) }
            return .dictionary(fields)
        })]

        let parse = median(runs: 201) { _ = try! MustacheTemplate(source: source, name: "bench") }
        let template = try! MustacheTemplate(source: source, name: "bench")

        var rendered = ""
        let render = median(runs: runs) { rendered = try! template.render(context) }
        var expected = ""
        let baseline = median(runs: runs) { expected = handWritten(items) }
        guard rendered == expected else {
            print("templates: MISMATCH between template output and baseline")
            return
        }

        print("templates: \(count) items, \(rendered.utf8.count / 1024) KiB output, median of \(runs) runs")
        print("  parse (once per template)   \(format(parse * 1_000_000)) µs")
        print("  render                      \(format(render * 1000)) ms")
        print("  hand-written baseline       \(format(baseline * 1000)) ms")
        print("  render / baseline           \(format(render / baseline))×")
    }

    /// What a generator without templates would write, for scale.
    static func handWritten(_ items: [Item]) -> String {
        var out = "public enum ColorTokens {\n"
        for item in items {
            out += "    /// \(item.description)\n"
            if let deprecated = item.deprecated {
                out += "    @available(*, deprecated, message: \"\(deprecated)\")\n"
            }
            out += "    public static let \(item.name) = Color(red: \(text(item.red)), green: \(text(item.green)), blue: \(text(item.blue)), opacity: \(text(item.alpha)))\n"
        }
        out += "}\n"
        return out
    }

    static func text(_ d: Double) -> String {
        d.rounded(.towardZero) == d ? String(Int64(d)) : d.description
    }

    /// Median wall time in seconds of `runs` calls.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        body() // warm-up
        var times: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return times.sorted()[runs / 2]
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return "\(rounded)"
    }
}
