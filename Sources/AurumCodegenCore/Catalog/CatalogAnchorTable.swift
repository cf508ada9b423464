/// Every token's anchor (`CatalogAnchor.appendSegments` of its path), written once per run of the catalog, on
/// every core, before the rows: a row copies its own, and an alias link its target's (by
/// `ResolvedToken.aliasTarget`), without reading the target's path again from another core.
final class CatalogAnchorTable: @unchecked Sendable {
    /// A token's anchor bytes, and whether they are also its dotted path (no segment was escaped).
    struct Entry {
        var bytes: UnsafeBufferPointer<UInt8>
        var plain: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Token `i`'s anchor is `bytes[starts[i]..<starts[i + 1]]`.
    private let starts: UnsafeBufferPointer<Int32>
    private let plain: UnsafeBufferPointer<Bool>

    init(_ tokens: UnsafeBufferPointer<ResolvedToken>) {
        let runs = ParallelMap.runs(tokens.count)
        let parts = ParallelMap.map(runs.count) { r -> (bytes: CatalogFrozenBytes, ends: [Int32], plain: [Bool]) in
            var bytes = CatalogBytes(capacity: runs[r].count * 24)
            var ends: [Int32] = [], plain: [Bool] = []
            ends.reserveCapacity(runs[r].count)
            plain.reserveCapacity(runs[r].count)
            for i in runs[r] {
                plain.append(CatalogAnchor.appendSegments(tokens[i].path, to: &bytes))
                ends.append(Int32(bytes.count))
            }
            return (bytes.freeze(), ends, plain)
        }
        var all: [UInt8] = [], starts: [Int32] = [0], plain: [Bool] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(tokens.count + 1)
        plain.reserveCapacity(tokens.count)
        for part in parts {
            let offset = Int32(all.count)
            part.bytes.withUnsafeBufferPointer { all += $0 }
            for end in part.ends { starts.append(end + offset) }
            plain += part.plain
        }
        bytes = CatalogBuffers.copy(all)
        self.starts = CatalogBuffers.copy(starts)
        self.plain = CatalogBuffers.copy(plain)
    }

    deinit {
        CatalogBuffers.free(bytes)
        CatalogBuffers.free(starts)
        CatalogBuffers.free(plain)
    }

    subscript(_ i: Int) -> Entry {
        Entry(bytes: UnsafeBufferPointer(rebasing: bytes[Int(starts[i])..<Int(starts[i + 1])]), plain: plain[i])
    }
}
