/// One file the generator produced, with its path relative to an output directory.
public struct GeneratedFile: Hashable, Sendable {
    package var relativePath: String
    public var contents: String

    init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}
