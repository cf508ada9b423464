/// Compatible mode: tokens of `source` sets that cannot be read (Tokens Studio's reference-only sets, a resolver
/// `$ref` with `com.aurum.codegen.referenceOnly`). Their tokens are not generated, so an error in one that no
/// generated token uses loses nothing: it is left out with one warning per file, as Tokens Studio leaves the set
/// out of its export. When a generated token failed (it may use one), every such error is reported as written.
enum SourceSetErrors {
    /// `errors`: those of source-set tokens, set aside where they were read or resolved.
    static func diagnostics(_ errors: [Diagnostic], aGeneratedTokenFailed: Bool) -> [Diagnostic] {
        if aGeneratedTokenFailed { return errors }
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for error in errors {
            let file = error.location?.file ?? ""
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(error)
        }
        return files.map { file in
            let list = byFile[file]!.sorted { ($0.location ?? .init(file: "", line: 0, column: 0)) < ($1.location ?? .init(file: "", line: 0, column: 0)) }
            let first = list[0]
            let subject = list.count == 1 ? "1 token of a source set cannot be read or resolved" : "\(list.count) tokens of a source set cannot be read or resolved"
            return .warning("\(subject) (\(list.count == 1 ? "" : "first: ")\(first.message)); a source set's tokens are not generated and no generated token uses \(list.count == 1 ? "it" : "them"), so \(list.count == 1 ? "it is" : "they are") left out; --strict makes this an error",
                            at: first.location)
        }
    }
}
