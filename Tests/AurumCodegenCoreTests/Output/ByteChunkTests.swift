import Foundation
import Testing
@testable import AurumCodegenCore

/// A file held as chunks (array slices and finished byte buffers) reads, writes, compares and hashes as the
/// same text held as a string.
@Suite struct ByteChunkTests {
    @Test func chunkedFilesAreTheirBytes() {
        var buffer = CatalogBytes(capacity: 16)
        buffer.append("<p>é ✓</p>\n" as StaticString)
        buffer.append(bytes: Array("tail".utf8).withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[...]) })
        let frozen = buffer.freeze()
        let head = Array("<!-- header -->\n".utf8)
        let chunks = [ByteChunk(head[...]), ByteChunk(frozen, 0..<frozen.count - 4), ByteChunk(frozen, (frozen.count - 4)..<frozen.count),
                      ByteChunk(head[0..<0])]
        let text = "<!-- header -->\n<p>é ✓</p>\ntail"
        let file = GeneratedFile(relativePath: "a.html", chunks: chunks)
        let same = GeneratedFile(relativePath: "a.html", contents: text)
        #expect(file.contents == text)
        #expect(file.byteCount == text.utf8.count)
        #expect(file.data == Data(text.utf8))
        #expect(file.withUTF8 { Array($0) } == Array(text.utf8))
        #expect(file == same)
        #expect(file.hashValue == same.hashValue)
        #expect(chunks.joinedBytes == Array(text.utf8))
        #expect(GeneratedFile(relativePath: "a.html", chunks: []).data.isEmpty)
    }
}
