/// A saved `GET /v1/files/:key/variables/local` response.
enum FigmaVariablesFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "variables.json") else { return }
        var diagnostics = DiagnosticCollector()
        _ = FigmaVariablesParser.parse(json, file: "variables.json", diagnostics: &diagnostics)
    }
}
