/// Token keys → slot numbers, for the 100k-key tables the loader builds. A key's hash can be computed
/// once where its bytes are already in cache (the parser), and a probe compares 32-bit hash tags, so
/// a lookup reads a stored key only when the tags match: `Dictionary<String, Int>` compares whole
/// strings, each elsewhere in memory, at every occupied bucket it probes.
struct KeyTable {
    /// FNV-1a over the key's UTF-8 bytes.
    static func hash(_ key: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    private struct Entry {
        var tag: UInt32
        /// -1 for an empty bucket.
        var slot: Int32
    }

    private var entries: [Entry] = Array(repeating: Entry(tag: 0, slot: -1), count: 16)
    private var shift: UInt64 = 60
    private(set) var count = 0

    /// Room for `n` keys without rehashing (the table stays at most half full).
    mutating func reserveCapacity(_ n: Int, keys: [String]) {
        var size = 16
        while size < 2 * n { size *= 2 }
        if size > entries.count { rehash(size: size, keys: keys) }
    }

    /// The slot stored for `key` (with `hash == KeyTable.hash(key)`), where `keys[slot]` is each stored key.
    func find(_ key: String, hash: UInt64, keys: [String]) -> Int? {
        let tag = UInt32(truncatingIfNeeded: hash)
        var i = bucket(hash)
        let mask = entries.count - 1
        while true {
            let e = entries[i]
            if e.slot < 0 { return nil }
            if e.tag == tag, keys[Int(e.slot)] == key { return Int(e.slot) }
            i = (i + 1) & mask
        }
    }

    /// Records `slot` for a key that `find` did not find.
    mutating func insert(hash: UInt64, slot: Int, keys: [String]) {
        if 2 * (count + 1) > entries.count { rehash(size: entries.count * 2, keys: keys) }
        place(Entry(tag: UInt32(truncatingIfNeeded: hash), slot: Int32(slot)), bucket(hash))
        count += 1
    }

    private func bucket(_ hash: UInt64) -> Int {
        // Fibonacci hashing: the multiply spreads FNV's low-entropy high bits before taking them.
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func place(_ entry: Entry, _ start: Int) {
        let mask = entries.count - 1
        var i = start
        while entries[i].slot >= 0 { i = (i + 1) & mask }
        entries[i] = entry
    }

    /// Full hashes are not stored, so growing rehashes the stored keys (reserving up front avoids it).
    private mutating func rehash(size: Int, keys: [String]) {
        let old = entries
        entries = Array(repeating: Entry(tag: 0, slot: -1), count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        for e in old where e.slot >= 0 {
            let h = Self.hash(keys[Int(e.slot)])
            place(Entry(tag: UInt32(truncatingIfNeeded: h), slot: e.slot), bucket(h))
        }
    }
}
