/// Which characters may form a Swift identifier, and which words need backticks.
/// The ranges are those of "Identifiers" in The Swift Programming Language (Lexical Structure).
enum SwiftIdentifier {
    /// Words that cannot be used as a declaration or member name without backticks (checked against swiftc 6.3).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "_",
    ]

    /// Names that no member type may have, even with backticks (`X.Type` means the metatype).
    static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

    /// Identifiers a static member cannot have even with backticks: `X.self`, `X.Type`… mean something else,
    /// and `_`, `init`, `deinit`, `subscript` are not names.
    static let unusableMemberNames: Set<String> = ["_", "self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    static func isHead(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        return headRanges.contains { $0.contains(v) }
    }

    static func isContinuation(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v >= 0x30 && v <= 0x39 { return true }
        if isHead(s) { return true }
        return continuationRanges.contains { $0.contains(v) }
    }

    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.allSatisfy(isContinuation)
    }

    /// `name` ready for a declaration or member access: keywords get backticks.
    /// `name` as an argument label at a call site: only `inout`, `var` and `let` need backticks there (swiftc warns
    /// that any other keyword, `default` say, does not).
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// `keywords.contains(name)`, without hashing names that cannot be one (keywords are `_` or lowercase ASCII).
    static func isKeyword(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard !utf8.isEmpty, utf8.count <= 15 else { return false }
        func isKeywordByte(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") }
        // On the bytes in place (a name of a large set is checked once per output that shows it).
        guard utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isKeywordByte) }) ?? utf8.allSatisfy(isKeywordByte) else { return false }
        return keywords.contains(name)
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]

    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
