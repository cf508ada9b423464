/// A saved `GET /v1/files/:key/nodes` response.
enum FigmaNodesFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let json = fuzzJSON(bytes, file: "nodes.json") else { return }
        var diagnostics = DiagnosticCollector()
        _ = FigmaNodesParser.parse(json, file: "nodes.json", diagnostics: &diagnostics)
    }
}
