/// `GET /v1/images/:key` answers `{"err": null, "images": {"7210:100": "https://…", "7210:101": null}}`: a render
/// URL per node, null where Figma could not render it.
package enum FigmaImagesResponse {
    /// Node ID → URL (nil for null) and where each null stands; an `err` or a missing `images` is an error.
    package static func parse(_ json: JSONValue, file: String) throws(DiagnosticError) -> [String: (url: String?, location: SourceLocation)] {
        var diagnostics = DiagnosticCollector()
        guard let root = JSONObjectReader(json, file: file, what: "a Figma images response", nullIsAbsent: true, diagnostics: &diagnostics) else {
            throw DiagnosticError(diagnostics.sorted)
        }
        if let error = root["err"]?.string, !error.isEmpty {
            throw DiagnosticError(.error("Figma could not render the assets: \(error)", at: json.location(in: file)))
        }
        if let message = FigmaErrorBody.message(in: root.object) {
            throw DiagnosticError(.error("the file holds a Figma error response, not images: \(message)", at: json.location(in: file)))
        }
        guard let images = root.object("images", required: true, what: "'images'", diagnostics: &diagnostics) else {
            throw DiagnosticError(diagnostics.sorted)
        }
        var result: [String: (url: String?, location: SourceLocation)] = [:]
        for member in images {
            if !member.value.isNull && member.value.string == nil {
                diagnostics.error("the render URL of node '\(member.key)' must be a string or null, not \(member.value.kindDescription)", at: member.value.location(in: file))
            }
            result[member.key] = (member.value.string, member.value.location(in: file))
        }
        try diagnostics.throwIfErrors()
        return result
    }
}
