/// `AurumIcons.<Category>.<name>` as written in manifests and Swift. `name` is the Swift member:
/// the icon key for its line style, or the key + `Filled` for its filled style.
struct IconReference: Hashable, Sendable, CustomStringConvertible {
    let category: String
    let name: String

    init(category: String, name: String) {
        self.category = category
        self.name = name
    }

    /// Parses `AurumIcons.User.home`; nil for anything else.
    init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "AurumIcons",
              let c = parts[1].first, c.isUppercase, parts[1].allSatisfy(Self.isIdentifierCharacter),
              let n = parts[2].first, n.isLowercase, parts[2].allSatisfy(Self.isIdentifierCharacter)
        else { return nil }
        category = String(parts[1])
        name = String(parts[2])
    }

    var description: String { "AurumIcons.\(category).\(name)" }

    static func isIdentifierCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber)
    }

    /// Every `AurumIcons.X.y` mentioned in a Swift snippet, so icons used in example code are checked too.
    static func mentions(in code: String) -> [String] {
        var found: [String] = []
        var rest = Substring(code)
        while let range = rest.range(of: "AurumIcons.") {
            var end = range.upperBound
            var dots = 0
            while end < rest.endIndex {
                let c = rest[end]
                if c == "." { dots += 1; if dots > 1 { break } } else if !isIdentifierCharacter(c) { break }
                end = rest.index(after: end)
            }
            found.append(String(rest[range.lowerBound..<end]))
            rest = rest[end...]
        }
        return found
    }
}

/// The two drawings of an icon.
enum IconStyle: String, Hashable, Sendable, CaseIterable {
    case line, filled
}
