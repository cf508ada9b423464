/// Collects every problem of a run instead of stopping at the first.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Sorted, with exact duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }

    /// Throws a `DiagnosticError` holding everything collected if any error was collected.
    public func throwIfErrors() throws(DiagnosticError) {
        if hasErrors { throw DiagnosticError(sorted) }
    }
}
