/// The warnings for names `SwiftNameRule` changed: one per pair of clashing tokens, or, past `limit`, one
/// warning for them all with the count and the first few pairs (a set with hundreds of clashes would otherwise
/// bury every other diagnostic).
struct SwiftNameCollisionReport {
    /// More than this many pairs are summarised.
    static let limit = 5
    /// Pairs a summary names.
    static let shown = 3

    private struct Entry {
        var message: String
        /// `'a.b' and 'a-b' → 'X.aB', 'X.aB_2'`, for the summary.
        var pair: String
        var location: SourceLocation?
        var notes: [Diagnostic.Note]
    }

    private var entries: [Entry] = []

    mutating func add(_ message: String, pair: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        entries.append(Entry(message: message, pair: pair, location: location, notes: notes))
    }

    /// `what`: the clashing things in the plural (`token names`, `colour names in Color.aurum and the asset catalog`).
    func diagnostics(_ what: String) -> [Diagnostic] {
        guard entries.count > Self.limit else { return entries.map { .warning($0.message, at: $0.location, notes: $0.notes) } }
        let first = entries.prefix(Self.shown).map(\.pair).joined(separator: "; ")
        return [.warning("\(entries.count) \(what) clash; each is made unique by its path (first: \(first); and \(entries.count - Self.shown) more); "
                         + "'swift.names' chooses names", at: entries[0].location)]
    }
}
