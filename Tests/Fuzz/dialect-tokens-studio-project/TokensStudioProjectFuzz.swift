/// A Tokens Studio multi-file project: `$themes.json`, `$metadata.json` and the token sets, split from the
/// fuzzer's bytes (see `DialectFuzz.files`). The seeds put the project files first, so the folder is read as a
/// project; a mutation that drops them tests the plain-folder path instead.
enum TokensStudioProjectFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        DialectFuzz.loadFolder(bytes, dialect: .tokensStudio)
    }
}
