import AurumCodegenCore
import Foundation

/// 2,000 Figma styles (500 each of text, fill, effect and grid; a third of them bound to variables) read from a
/// styles and a nodes response, imported with the file's variables, then generated as Swift from the resolver.
enum StylesBenchmark {
    static func run(count: Int = 2_000, runs: Int = 5) {
        let (list, nodes, variables) = responses(count: count)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aurum-styles-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        var styles: [FigmaStyle] = []
        let read = TemplateBenchmark.median(runs: runs) {
            var diagnostics = DiagnosticCollector()
            let response = FigmaStylesParser.parseStyles(try! JSONReader.parse(Array(list.utf8), file: "styles.json"), file: "styles.json", diagnostics: &diagnostics)
            styles = FigmaStylesParser.parseNodes(try! JSONReader.parse(Array(nodes.utf8), file: "nodes.json"), file: "nodes.json", for: response, diagnostics: &diagnostics)
            precondition(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        }
        var files: [GeneratedFile] = []
        let importing = TemplateBenchmark.median(runs: runs) {
            var diagnostics = DiagnosticCollector()
            let response = FigmaVariablesParser.parse(try! JSONReader.parse(Array(variables.utf8), file: "variables.json"), file: "variables.json", diagnostics: &diagnostics)
            let variableFiles = FigmaVariablesImporter.files(for: FigmaSnapshot(variables: response, diagnostics: &diagnostics), diagnostics: &diagnostics)
            files = FigmaStylesImporter.files(for: styles, variableFiles: variableFiles, diagnostics: &diagnostics)
            precondition(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        }
        _ = try! OutputWriter().write(files, to: directory)
        var swift: [GeneratedFile] = []
        let configuration = AurumConfiguration(file: "<command line>", directory: directory,
                                               tokens: TokensConfiguration(source: .resolver("figma.resolver.json")))
        let generate = TemplateBenchmark.median(runs: runs) {
            let generator = Generator(configuration: configuration)
            swift = try! generator.swiftFiles(for: try! generator.loadTokens())
        }
        let tokens = files.first { $0.relativePath == "styles.tokens.json" }?.byteCount ?? 0
        print("styles: \(count) styles (\(list.utf8.count / 1024) + \(nodes.utf8.count / 1024) KiB of responses) → \(tokens / 1024) KiB of tokens → \(swift.count) Swift files, \(swift.reduce(0) { $0 + $1.byteCount } / 1024) KiB; median of \(runs) runs")
        print("  read styles and nodes             \(TemplateBenchmark.format(read * 1000)) ms")
        print("  import with variables             \(TemplateBenchmark.format(importing * 1000)) ms")
        print("  generate Swift (load, resolve)    \(TemplateBenchmark.format(generate * 1000)) ms")
        print("  total                             \(TemplateBenchmark.format((read + importing + generate) * 1000)) ms")
    }

    /// The styles list, the nodes response and a variables response with 50 colours and 50 sizes to bind to.
    static func responses(count: Int) -> (String, String, String) {
        var list: [String] = []
        var nodes: [String] = []
        func color(_ i: Int) -> String { "{\"r\": \(Double(i % 97) / 97), \"g\": \(Double(i % 13) / 13), \"b\": 0.5, \"a\": 1}" }
        func alias(_ id: String) -> String { "{\"type\": \"VARIABLE_ALIAS\", \"id\": \"\(id)\"}" }
        for i in 0..<count {
            let id = "\(i / 1000 + 1):\(i % 1000)"
            let kind = ["TEXT", "FILL", "EFFECT", "GRID"][i % 4]
            let bound = i % 3 == 0
            list.append("{\"key\": \"k\(i)\", \"node_id\": \"\(id)\", \"style_type\": \"\(kind)\", \"name\": \"\(kind.lowercased())/group\(i % 20)/style\(i)\", \"description\": \"Style \(i).\"}")
            let document: String
            switch kind {
            case "TEXT":
                let binding = bound ? ", \"boundVariables\": {\"fontSize\": \(alias("VariableID:2:\(i % 50)"))}" : ""
                document = "\"style\": {\"fontFamily\": \"Inter\", \"fontStyle\": \"Semi Bold\", \"fontWeight\": 600, \"fontSize\": \(12 + i % 20), \"letterSpacing\": -0.2, \"lineHeightPx\": \(16 + i % 20), \"lineHeightUnit\": \"PIXELS\", \"textCase\": \"UPPER\"\(binding)}"
            case "FILL":
                if i % 8 == 1 {
                    let binding = bound ? ", \"boundVariables\": {\"color\": \(alias("VariableID:1:\(i % 50)"))}" : ""
                    document = "\"fills\": [{\"type\": \"SOLID\", \"opacity\": 0.8, \"color\": \(color(i))\(binding)}]"
                } else {
                    document = "\"fills\": [{\"type\": \"GRADIENT_LINEAR\", \"gradientHandlePositions\": [{\"x\": 0, \"y\": 0}, {\"x\": 1, \"y\": 1}, {\"x\": 0, \"y\": 1}], \"gradientStops\": [{\"color\": \(color(i)), \"position\": 0}, {\"color\": \(color(i + 1)), \"position\": 0.4}, {\"color\": \(color(i + 2)), \"position\": 0.7}, {\"color\": \(color(i + 3)), \"position\": 1}]}]"
                }
            case "EFFECT":
                let binding = bound ? ", \"boundVariables\": {\"color\": \(alias("VariableID:1:\(i % 50)"))}" : ""
                document = "\"effects\": [{\"type\": \"DROP_SHADOW\", \"visible\": true, \"color\": \(color(i)), \"offset\": {\"x\": 0, \"y\": 2}, \"radius\": 4, \"spread\": 0\(binding)}, {\"type\": \"INNER_SHADOW\", \"visible\": true, \"color\": \(color(i + 5)), \"offset\": {\"x\": 0, \"y\": 1}, \"radius\": 2, \"spread\": 1}]"
            default:
                document = "\"layoutGrids\": [{\"pattern\": \"COLUMNS\", \"sectionSize\": 64, \"gutterSize\": \(8 + i % 16), \"offset\": 16, \"count\": 4, \"alignment\": \"STRETCH\", \"visible\": true}]"
            }
            nodes.append("\"\(id)\": {\"document\": {\"id\": \"\(id)\", \"name\": \"n\(i)\", \"type\": \"RECTANGLE\", \(document)}}")
        }
        var variables: [String] = []
        var ids: [String] = []
        for i in 0..<50 {
            ids += ["\"VariableID:1:\(i)\"", "\"VariableID:2:\(i)\""]
            variables.append("\"VariableID:1:\(i)\": {\"id\": \"VariableID:1:\(i)\", \"name\": \"color/c\(i)\", \"variableCollectionId\": \"C:1\", \"resolvedType\": \"COLOR\", \"valuesByMode\": {\"1:0\": \(color(i))}, \"scopes\": [\"ALL_FILLS\"]}")
            variables.append("\"VariableID:2:\(i)\": {\"id\": \"VariableID:2:\(i)\", \"name\": \"size/s\(i)\", \"variableCollectionId\": \"C:1\", \"resolvedType\": \"FLOAT\", \"valuesByMode\": {\"1:0\": \(10 + i)}, \"scopes\": [\"FONT_SIZE\"]}")
        }
        let collection = "\"C:1\": {\"id\": \"C:1\", \"name\": \"Primitives\", \"modes\": [{\"modeId\": \"1:0\", \"name\": \"Value\"}], \"defaultModeId\": \"1:0\", \"variableIds\": [\(ids.joined(separator: ", "))]}"
        return ("{\"meta\": {\"styles\": [\(list.joined(separator: ",\n"))]}}",
                "{\"nodes\": {\(nodes.joined(separator: ",\n"))}}",
                "{\"meta\": {\"variableCollections\": {\(collection)}, \"variables\": {\(variables.joined(separator: ",\n"))}}}")
    }
}
