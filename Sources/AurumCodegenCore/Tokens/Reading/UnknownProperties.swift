/// `$`-prefixed properties DTCG does not define (`"$fluid"`, `"$figmaId"`): ignored, one warning per name and
/// file with the count and the first place, not one per token: a tool that writes one writes it on every token.
struct UnknownProperties {
    private var seen: [(name: String, count: Int, first: SourceLocation, notes: [Diagnostic.Note])] = []
    private var index: [String: Int] = [:]

    mutating func note(_ name: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        if let i = index[name] { seen[i].count += 1; return }
        index[name] = seen.count
        seen.append((name, 1, location, notes))
    }

    mutating func merge(_ other: UnknownProperties) {
        for entry in other.seen {
            if let i = index[entry.name] { seen[i].count += entry.count } else {
                index[entry.name] = seen.count
                seen.append(entry)
            }
        }
    }

    var warnings: [Diagnostic] {
        seen.map { entry in
            let times = entry.count == 1 ? "" : " (\(entry.count) times in this file; the first is here)"
            return .warning("unknown property \"\(entry.name)\" is ignored\(times)", at: entry.first, notes: entry.notes)
        }
    }
}
