/// A folder of Figma variable exports (native `*.tokens.json` with `com.figma.modeName`, or the GitHub action's
/// `<collection>.<mode>.json`): the files become collections, several modes a modifier.
enum FigmaExportFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        DialectFuzz.loadFolder(bytes, dialect: .figma)
    }
}
