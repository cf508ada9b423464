import Foundation

/// One file the generator produced, with its path relative to an output directory.
public struct GeneratedFile: Hashable, Sendable {
    package var relativePath: String
    public var contents: String

    init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }

    /// The bytes to write or compare with a file on disk.
    package var data: Data { Data(contents.utf8) }

    package var byteCount: Int { contents.utf8.count }

    // Equal when path and bytes are (`String`'s own `==` also equates canonically equivalent texts).
    public static func == (a: GeneratedFile, b: GeneratedFile) -> Bool {
        a.relativePath == b.relativePath && a.contents.utf8.elementsEqual(b.contents.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(relativePath)
        hasher.combine(byteCount)
    }
}
