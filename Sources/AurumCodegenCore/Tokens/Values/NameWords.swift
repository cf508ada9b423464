/// The lowercased words of a name, split at every character that is not a letter and where a lowercase letter meets
/// an uppercase one: `borderRadius-2` → `border`, `radius`; `textDecorationLine` → `text`, `decoration`, `line`;
/// a run of capitals stays one word (`URLBar` → `urlbar`).
enum NameWords {
    static func of(_ name: some StringProtocol) -> [String] {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in name {
            if character.isLetter {
                if character.isUppercase, previousLower { words.append(word); word = "" }
                word.append(contentsOf: character.lowercased())
                previousLower = character.isLowercase
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
