/// Plain token files given together merge in the order given: a token path defined in two of them takes the
/// later file's definition (the order rule of `generate a.json b.json`, as the resolver's sets). That is often
/// meant (a theme file over a base file), sometimes not (two exports of one collection), so each pair of files
/// is one warning: how many paths the later file overrides, the first, and both locations.
enum CrossFileOverrides {
    static func warnings(_ sources: [ParsedSource], table: DefinitionTable) -> [Diagnostic] {
        guard sources.count > 1 else { return [] }
        struct Pair: Hashable { var earlier: String, later: String }
        var owner: [String: Int] = [:]
        var counts: [Pair: (count: Int, first: (earlier: Int, later: Int))] = [:]
        var order: [Pair] = []
        for source in sources where !source.referenceOnly {
            for id in source.tokens {
                let definition = table.tokens[id]
                if let previous = owner[definition.key], table.tokens[previous].file != definition.file {
                    let pair = Pair(earlier: table.tokens[previous].file, later: definition.file)
                    if let entry = counts[pair] { counts[pair] = (entry.count + 1, entry.first) } else {
                        counts[pair] = (1, (previous, id))
                        order.append(pair)
                    }
                }
                owner[definition.key] = id
            }
        }
        return order.map { pair in
            let (count, first) = counts[pair]!
            let later = table.tokens[first.later], earlier = table.tokens[first.earlier]
            let what = count == 1 ? "1 token path of \(pair.earlier) is" : "\(count) token paths of \(pair.earlier) are"
            return .warning("\(what) defined again in \(pair.later), which wins (later files override earlier ones); the first is \(later.key)",
                            at: later.location, notes: [.init("\(later.key) is first defined here", at: earlier.location)])
        }
    }
}
