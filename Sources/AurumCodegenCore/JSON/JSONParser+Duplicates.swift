/// The duplicate-key check, run as each object closes.
///
/// Keys are equal when Swift says so (canonical equivalence), as `JSONObject` lookups do.
/// Small objects compare pairwise. Large all-ASCII objects, where that is byte equality,
/// use a hash of the bytes and a reused table; anything else falls back to a `Dictionary`.
extension JSONParser {
    /// With `.lastWins`, the earlier of two equal keys is removed from `members` (as `JSON.parse` keeps the
    /// last) and the duplicate is a warning; with `.error`, an error. Either way both locations are given.
    mutating func checkDuplicates(_ members: inout [JSONObject.Member]) {
        let count = members.count
        guard count > 1 else { return }
        let before = duplicateErrors.count
        if count <= 16 {
            // The first occurrence is named in errors; the closest earlier one is dropped when the last wins.
            let lastWins = options.duplicateKeys == .lastWins
            for later in 1..<count {
                for step in 0..<later {
                    let earlier = lastWins ? later - 1 - step : step
                    if members[earlier].key == members[later].key {
                        reportDuplicate(members, later, first: earlier)
                        break
                    }
                }
            }
        } else if !checkASCIIDuplicatesByTable(members) {
            checkDuplicatesByDictionary(members)
        }
        if options.duplicateKeys == .lastWins, duplicateErrors.count > before {
            let dropped = Set(droppedMembers)
            droppedMembers.removeAll()
            members = members.indices.filter { !dropped.contains($0) }.map { members[$0] }
        }
    }

    /// Open addressing over `duplicateTable`, which holds member index + 1 (0 = empty).
    /// Returns false, having reported nothing, when a key is not ASCII.
    private mutating func checkASCIIDuplicatesByTable(_ members: [JSONObject.Member]) -> Bool {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(members.count)
        for member in members {
            guard let hash = Self.asciiHash(member.key) else { return false }
            hashes.append(hash)
        }
        var size = 64
        while size < members.count * 2 { size *= 2 }
        let mask = size - 1
        duplicateTable.removeAll(keepingCapacity: true)
        duplicateTable.append(contentsOf: repeatElement(0, count: size))
        for i in members.indices {
            var slot = Int(truncatingIfNeeded: hashes[i] >> 20) & mask
            while true {
                let stored = Int(duplicateTable[slot])
                if stored == 0 {
                    duplicateTable[slot] = Int32(truncatingIfNeeded: i + 1)
                    break
                }
                let earlier = stored - 1
                if hashes[earlier] == hashes[i] && members[earlier].key == members[i].key {
                    reportDuplicate(members, i, first: earlier)
                    if options.duplicateKeys == .lastWins { duplicateTable[slot] = Int32(truncatingIfNeeded: i + 1) }
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return true
    }

    /// FNV-1a of the key's UTF-8, or nil when it is not all ASCII.
    private static func asciiHash(_ key: String) -> UInt64? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            if byte >= 0x80 { return nil }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private mutating func checkDuplicatesByDictionary(_ members: [JSONObject.Member]) {
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(members.count)
        for (i, member) in members.enumerated() {
            if let earlier = firstIndex[member.key] {
                reportDuplicate(members, i, first: earlier)
                if options.duplicateKeys == .lastWins { firstIndex[member.key] = i }
            } else {
                firstIndex[member.key] = i
            }
        }
    }

    private mutating func reportDuplicate(_ members: [JSONObject.Member], _ later: Int, first earlier: Int) {
        let member = members[later], first = members[earlier]
        if options.duplicateKeys == .lastWins {
            droppedMembers.append(earlier)
            duplicateErrors.append(.warning(
                "duplicate key '\(member.key)'; the last one is used, as JSON.parse does",
                at: member.keyPosition.location(in: file),
                notes: [.init("first defined here", at: first.keyPosition.location(in: file))]))
            return
        }
        duplicateErrors.append(.error(
            "duplicate key '\(member.key)'",
            at: member.keyPosition.location(in: file),
            notes: [.init("first defined here", at: first.keyPosition.location(in: file))]))
    }
}
