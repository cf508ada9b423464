/// A saved `GET /v1/files/:key/variables/published` response (a library file's subscribed IDs and keys).
enum FigmaPublishedVariablesFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "published.json") else { return }
        var diagnostics = DiagnosticCollector()
        _ = FigmaPublishedVariablesParser.parse(json, file: "published.json", diagnostics: &diagnostics)
    }
}
