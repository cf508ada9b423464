/// Turns DTCG path segments into Swift identifiers, deterministically.
///
/// - A segment splits into words at every character that cannot appear in a Swift identifier
///   (`-`, `_`, spaces, punctuation) except a few symbols that carry meaning and become words:
///   `%` → `percent`, `+` → `plus`, `&` → `and`, `@` → `at`, `#` → `number`, and a minus sign (a `-` before a
///   digit at the start of a segment or after another separator: `-1`, `step--1`) → `minus`.
/// - Letters that Swift accepts in identifiers (`café`, `日本`, Greek, Cyrillic…) are kept as written;
///   invisible characters (zero-width spaces, bidi controls, variation selectors) are dropped, and emoji and
///   other symbols (`🎨`, `™`, `→`) separate words like punctuation.
/// - lowerCamelCase: the first word starts lowercase (an all-caps first word such as `XL` becomes `xl`),
///   every later word starts uppercase; the rest of each word is kept (`iOS`, `URL`). A SCREAMING_SNAKE or
///   SCREAMING-KEBAB segment (no lowercase letter, two or more words of letters) is read as lowercase words:
///   `BUTTON_HEIGHT` → `buttonHeight`.
///   Two digit runs that meet keep an underscore between them: `spacing/0-5` → `spacing0_5`.
/// - A name that would start with a digit gets a leading underscore: `2xl` → `_2xl`.
/// - Keywords get backticks (`default` → `` `default` ``); type names that Swift reserves for members
///   (`Type`, `Protocol`, `Self`, `Any`) get a trailing underscore.
enum SwiftNaming {
    enum Case: Sendable { case lowerCamel, upperCamel }

    static let symbolWords: [Unicode.Scalar: String] = [
        "%": "percent", "+": "plus", "&": "and", "@": "at", "#": "number",
    ]

    /// The words of one segment, in order.
    static func words(_ segment: String) -> [String] {
        var words: [String] = []
        var written: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current)); written.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        let scalars = Array(segment.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            if isInvisible(scalar) { continue }
            // A minus sign: `-` before a digit where no word is under way (`-1`, Utopia's `step--1`): its word.
            if scalar == "-", current.isEmpty, i + 1 < scalars.count, isDigit(scalars[i + 1]) {
                words.append("minus")
                continue
            }
            // An apostrophe inside a word joins it (`Harper's` → `harpers`, not `harperS`).
            if scalar == "'" || scalar == "\u{2019}", !current.isEmpty { continue }
            if scalar != "_" && !isSymbol(scalar) && SwiftIdentifier.isContinuation(scalar) {
                current.append(scalar)
            } else if let word = symbolWords[scalar] {
                flush()
                words.append(word)
            } else {
                flush()
            }
        }
        flush()
        // The symbols' words (`percent`) are not written in the segment: they do not make it lowercase.
        return isScreaming(written) ? words.map { $0.lowercased() } : words
    }

    /// No lowercase letter, and two or more words with letters: SCREAMING_SNAKE (`BUTTON_HEIGHT`), read as words.
    static func isScreaming(_ words: [String]) -> Bool {
        var lettered = 0
        for word in words {
            if word.unicodeScalars.contains(where: { $0.properties.isLowercase }) { return false }
            if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { lettered += 1 }
        }
        return lettered > 1
    }

    /// Emoji and other symbols: Swift accepts many in identifiers, but a name made of them cannot be typed or read.
    private static func isSymbol(_ s: Unicode.Scalar) -> Bool {
        guard s.value >= 0x80 else { return false }
        switch s.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .enclosingMark: return true
        default: return false
        }
    }

    /// Where a member name taken from `path[start...]` must begin so that it starts with a letter: `start`, or the
    /// nearest segment to its left whose name starts with one (`size.0` → `size0`, `shadow.1.100.blur` →
    /// `shadow1_100Blur`). `start` when no segment to the left has a letter first (the name then takes `_`).
    static func letteredStart(_ path: [String], from start: Int) -> Int {
        guard start > 0, start < path.count, startsWithDigit(path[start...]) else { return start }
        var i = start - 1
        while i > 0, startsWithDigit(path[i...]) { i -= 1 }
        return startsWithDigit(path[i...]) ? start : i
    }

    /// Whether the first word of `segments` starts with a digit (no word at all: false).
    private static func startsWithDigit(_ segments: ArraySlice<String>) -> Bool {
        for segment in segments {
            for scalar in segment.unicodeScalars where !isInvisible(scalar) && scalar != "_" && !isSymbol(scalar) && SwiftIdentifier.isContinuation(scalar) {
                return isDigit(scalar)
            }
        }
        return false
    }

    /// The unescaped identifier for `segments` joined into one name, or nil when no word is left.
    static func identifier(_ segments: [String], case nameCase: Case) -> String? {
        identifier(segments[...], case: nameCase)
    }

    static func identifier(_ segments: ArraySlice<String>, case nameCase: Case) -> String? {
        if let name = asciiIdentifier(segments, case: nameCase) { return name }
        return unicodeIdentifier(Array(segments), case: nameCase)
    }

    /// `identifier` for segments of ASCII only (nearly every token path), on bytes: the same rules
    /// without Character and Unicode property look-ups. nil when a segment is not ASCII (use the
    /// Unicode path); `.some(nil)` when no word is left.
    static func asciiIdentifier(_ segments: ArraySlice<String>, case nameCase: Case) -> String?? {
        var name: [UInt8] = []
        name.reserveCapacity(segments.reduce(0) { $0 + $1.utf8.count } + 2)
        var wordCount = 0
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func append(_ word: some Collection<UInt8>) {
            let first = word.first!
            if let last = name.last, isDigit(last), isDigit(first) { name.append(UInt8(ascii: "_")) }
            let start = name.count
            name.append(contentsOf: word)
            if wordCount == 0 && nameCase == .lowerCamel {
                // An all-caps first word of two or more letters is lowered entirely (`XL` → `xl`).
                let letters = word.lazy.filter { isUpper($0) || isLower($0) }
                if letters.count > 1 && !letters.contains(where: isLower) {
                    for i in start..<name.count where isUpper(name[i]) { name[i] += 0x20 }
                } else if isUpper(first) {
                    name[start] += 0x20
                }
            } else if isLower(first) {
                name[start] -= 0x20
            }
            wordCount += 1
        }
        for segment in segments {
            let ascii = segment.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                // Non-ASCII, and apostrophes (which join a word), take the Unicode path.
                guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "'") }) else { return false }
                // SCREAMING_SNAKE (`isScreaming`): no lowercase letter, two or more words with letters.
                var screaming = false
                if !bytes.contains(where: isLower) {
                    var lettered = 0, counted = false
                    for b in bytes {
                        if isUpper(b) {
                            if !counted { lettered += 1; counted = true }
                        } else if !isDigit(b) {
                            counted = false
                        }
                    }
                    screaming = lettered > 1
                }
                func word(_ range: Range<Int>) {
                    guard screaming else { return append(bytes[range]) }
                    append(bytes[range].map { isUpper($0) ? $0 + 0x20 : $0 })
                }
                var wordStart = 0
                for (i, b) in bytes.enumerated() where !(isDigit(b) || isUpper(b) || isLower(b)) {
                    if wordStart < i { word(wordStart..<i) }
                    if b == UInt8(ascii: "-"), wordStart == i, i + 1 < bytes.count, isDigit(bytes[i + 1]) { append("minus".utf8) }
                    wordStart = i + 1
                    if let w = symbolWords[Unicode.Scalar(b)] { append(w.utf8) }
                }
                if wordStart < bytes.count { word(wordStart..<bytes.count) }
                return true
            }
            guard ascii == true else { return nil }
        }
        guard wordCount > 0 else { return .some(nil) }
        if !(isUpper(name[0]) || isLower(name[0])) { name.insert(UInt8(ascii: "_"), at: 0) }
        var text = String(decoding: name, as: UTF8.self)
        if nameCase == .upperCamel && SwiftIdentifier.reservedTypeNames.contains(text) { text += "_" }
        return .some(text)
    }

    static func unicodeIdentifier(_ segments: [String], case nameCase: Case) -> String? {
        let allWords = segments.flatMap(words)
        guard !allWords.isEmpty else { return nil }
        var name = ""
        for (index, word) in allWords.enumerated() {
            let cased = index == 0 && nameCase == .lowerCamel ? lowercasedStart(word) : uppercasedStart(word)
            if let last = name.unicodeScalars.last, let first = cased.unicodeScalars.first,
               isDigit(last), isDigit(first) {
                name += "_"
            }
            name += cased
        }
        if let first = name.unicodeScalars.first, !SwiftIdentifier.isHead(first) {
            name = "_" + name
        }
        if nameCase == .upperCamel && SwiftIdentifier.reservedTypeNames.contains(name) {
            name += "_"
        }
        return name
    }

    /// `identifier` with backticks where Swift needs them.
    static func escaped(_ name: String) -> String {
        SwiftIdentifier.escaped(name)
    }

    private static func lowercasedStart(_ word: String) -> String {
        // An acronym standing first is lowered entirely: `XL` → `xl`, `URLScheme` → `urlScheme` is not
        // attempted (ambiguous); only words that are all uppercase letters qualify.
        let letters = word.filter(\.isLetter)
        if letters.count > 1 && word.allSatisfy({ !$0.isLetter || $0.isUppercase }) {
            return word.lowercased()
        }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasedStart(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    private static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
