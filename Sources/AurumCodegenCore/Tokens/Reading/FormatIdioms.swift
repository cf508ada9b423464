/// How each file was read, beyond its dialect: the format idioms met in it (types inferred from values, defaults
/// applied, `value`/`type` keys, dotted names, …) with their counts, from the construct tally that also makes
/// the summary warnings. `generate` prints one line per dialect and idiom for the run; `validate --verbose`
/// lists them under each file.
package struct FormatIdiom: Hashable, Sendable {
    /// "3 tokens have no type and take it from their JSON value (2 number, 1 dimension)".
    package var text: String
    package var count: Int
    /// The phrase without the count, for adding up a run ("tokens have no type and take it from their JSON value").
    package var phrase: String
    package var singular: String
}

package enum FormatIdioms {
    /// Every input with the idioms the tally counted in its file, in the tally's order of kinds.
    static func annotate(_ inputs: [ReadInput], tally: ConstructTally) -> [ReadInput] {
        inputs.map { input in
            var input = input
            input.idioms = tally.constructs(in: input.file).compactMap { construct in
                guard let entry = tally.entry(construct, file: input.file) else { return nil }
                let phrase = entry.count == 1 ? construct.singular : construct.plural
                let detail = tally.details(construct, file: input.file).map { " (\($0))" } ?? ""
                return FormatIdiom(text: "\(entry.count) \(phrase)\(detail)", count: entry.count, phrase: construct.plural, singular: construct.singular)
            }
            return input
        }
    }

    /// One line per dialect and idiom for the whole run: `DTCG 2025.10: 12 tokens have no type and take it from
    /// their JSON value (2 files)`.
    package static func runLines(_ inputs: [ReadInput]) -> [String] {
        var order: [String] = []
        var totals: [String: (count: Int, files: Int)] = [:]
        var singular: [String: String] = [:]
        for input in inputs {
            for idiom in input.idioms {
                let key = "\(input.detection.dialect.displayName): \(idiom.phrase)"
                if let t = totals[key] { totals[key] = (t.count + idiom.count, t.files + 1) } else {
                    totals[key] = (idiom.count, 1)
                    singular[key] = "\(input.detection.dialect.displayName): \(idiom.singular)"
                    order.append(key)
                }
            }
        }
        return order.map { key in
            let (count, files) = totals[key]!
            let key = count == 1 ? singular[key]! : key
            let colon = key.firstIndex(of: ":")!
            return "\(key[..<colon]): \(count)\(key[key.index(after: colon)...]) (\(files) file\(files == 1 ? "" : "s"))"
        }
    }
}
