import Foundation

/// One file the generator produced, with its path relative to an output directory.
public struct GeneratedFile: Hashable, Sendable {
    package var relativePath: String
    public var contents: String
    /// The bytes of a binary file (an asset catalog's PDF or PNG); nil for text, whose bytes are `contents`.
    private var binary: Data?

    init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }

    /// A binary file: `contents` stays empty, so nothing that reads text mistakes it for some.
    init(relativePath: String, data: Data) {
        self.relativePath = relativePath
        self.contents = ""
        self.binary = data
    }

    /// The bytes to write or compare with a file on disk.
    package var data: Data { binary ?? Data(contents.utf8) }

    package var byteCount: Int { binary?.count ?? contents.utf8.count }

    // Equal when path and bytes are (`String`'s own `==` also equates canonically equivalent texts).
    public static func == (a: GeneratedFile, b: GeneratedFile) -> Bool {
        a.relativePath == b.relativePath && a.binary == b.binary && a.contents.utf8.elementsEqual(b.contents.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(relativePath)
        hasher.combine(byteCount)
    }
}
