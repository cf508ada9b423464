/// Bytes held where an output wrote them: a slice of an array, or of a finished buffer. A file made of chunks
/// (`GeneratedFile(relativePath:chunks:)`) is assembled only when it is written or compared, not once more when
/// it is made (the catalog's pages: megabytes written by several cores into their own buffers).
package struct ByteChunk: Sendable {
    private enum Source: Sendable {
        case array(ArraySlice<UInt8>)
        case store(any ByteStore, Range<Int>)
    }

    private let source: Source

    package init(_ slice: ArraySlice<UInt8>) { source = .array(slice) }

    package init(_ store: any ByteStore, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= store.count)
        source = .store(store, range)
    }

    package var count: Int {
        switch source {
        case .array(let slice): slice.count
        case .store(_, let range): range.count
        }
    }

    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch source {
        case .array(let slice): try slice.withUnsafeBufferPointer(body)
        case .store(let store, let range): try store.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }
}

/// A finished, read-only byte buffer that chunks can hold.
package protocol ByteStore: AnyObject, Sendable {
    var count: Int { get }
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R
}

extension Array where Element == ByteChunk {
    package var byteCount: Int { reduce(0) { $0 + $1.count } }

    /// The chunks' bytes in one array.
    package var joinedBytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
            copyBytes(to: UnsafeMutableRawBufferPointer(out))
            initialized = byteCount
        }
    }

    /// Copies the chunks' bytes, in order, to the start of `out` (which holds at least `byteCount` bytes).
    package func copyBytes(to out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= byteCount)
        var i = 0
        for chunk in self {
            chunk.withUnsafeBufferPointer { UnsafeMutableRawBufferPointer(rebasing: out[i..<(i + $0.count)]).copyMemory(from: UnsafeRawBufferPointer($0)) }
            i += chunk.count
        }
    }
}
