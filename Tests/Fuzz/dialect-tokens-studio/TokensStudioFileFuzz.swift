/// One Tokens Studio file (single-file sync: top-level sets, `$themes` and `$metadata` inside it; math, colour
/// modifiers, its own types).
enum TokensStudioFileFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        DialectFuzz.loadFile(bytes, name: "tokens.json", dialect: .tokensStudio)
    }
}
