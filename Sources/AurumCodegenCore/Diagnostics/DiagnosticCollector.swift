/// Collects every problem of a run instead of stopping at the first.
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    mutating func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Sorted, with exact duplicates removed.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }

    /// Throws a `DiagnosticError` holding everything collected if any error was collected.
    package func throwIfErrors() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(sorted) }
    }
}
