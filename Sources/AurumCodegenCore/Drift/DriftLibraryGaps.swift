extension FigmaSnapshot {
    /// What `drift` cannot compare for want of a library file: one warning per library collection whose
    /// values the response lacks (and that no remote copy resolves), counting the variables not compared.
    /// `hint` says how to provide the library (the command line's flags).
    package func reportUncomparedLibraries(hint: String, diagnostics: inout DiagnosticCollector) {
        for gap in libraryGaps() where !gap.resolvable {
            let what = gap.collectionName.map { "the library collection '\($0)' of another file" } ?? "variables of other files the response does not list"
            let first = gap.needs[0]
            let count = gap.needs.count
            diagnostics.warning("\(count) variable\(count == 1 ? " aliases" : "s alias") \(what), whose values the response does not have, so \(count == 1 ? "it is" : "they are") not compared (e.g. '\(first.variable.name)'); \(hint)",
                                at: first.modeValue.location ?? first.variable.location)
        }
    }
}
