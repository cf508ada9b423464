/// A member name after a dot: Swift accepts most keywords there (`.default`), so backticks are
/// kept only where the bare word means something else (`.self`, `.init`, `.Type`). Figma's Swift parser
/// copies legacy bodies into JavaScript unescaped, so avoiding needless backticks matters.
enum SwiftMember {
    static let needsBackticks: Set<String> = ["self", "Self", "init", "Type", "Protocol", "deinit", "subscript", "_"]

    static func access(_ name: String) -> String {
        "." + (needsBackticks.contains(name) ? "`\(name)`" : name)
    }
}
