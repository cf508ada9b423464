/// The catalog's one read of every token before anything is written, in parallel runs: each token's anchor
/// (`CatalogAnchorTable`) and shared value ID, per value ID the first token holding it, and each run's groups.
/// The passes after it read these compact results instead of the tokens' scattered paths and storage: done on
/// one core by the grouping pass, that reading was a third of the catalog's wall time.
struct CatalogTokenScan {
    let anchors: CatalogAnchorTable
    /// Per token, its value ID when its row may be one shared cell (the same value in every context, not drawn as
    /// a radius), else -1.
    let sharedID: [Int32]
    /// Per value ID, the first token (and context index) holding it.
    let holders: [CatalogValueTable.Holder]
    /// Per run (in token order), per type, the run's tokens grouped by their group's anchor in first-use order:
    /// the grouping pass merges these rather than reading every token again on one core. It takes the members
    /// over (leaving them empty).
    var runGroups: [[[RunGroup]]]
    /// Per run, per type, how many tokens it has.
    let runCounts: [[Int]]

    /// What the grouping pass needs of a run's group without reading memory the run wrote elsewhere (the key's
    /// bytes, the members' storage, the tokens): in the cache of the core that wrote it, each such read was a
    /// miss on the one core merging.
    struct RunGroup {
        var key: Key
        var members: [Int]
        /// The group's first token (`members[0]`, kept apart so the merge need not read the members).
        var first: Int
        /// What the group's rows cost to write (`CatalogGenerator.rowRuns`): a row of one shared cell 1, any other 4.
        var cost: Int
    }

    /// A group key with its hash, computed once by the run that found the group.
    struct Key: Hashable {
        var group: CatalogAnchorTable.GroupKey
        var hash: Int

        init(_ group: CatalogAnchorTable.GroupKey) {
            self.group = group
            hash = group.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.group == b.group }
    }

    init(_ tokens: UnsafeBufferPointer<ResolvedToken>, contexts: UnsafeBufferPointer<ContextKey>, valueIDCount: Int) {
        let count = tokens.count
        let slots = UnsafeMutableBufferPointer<CatalogAnchorTable.Slot>.allocate(capacity: count)
        var sharedID = [Int32](repeating: -1, count: count)
        let allTypes = TokenType.allCases
        // Runs cost unequally (mode-dependent tokens and composite values come together): several per core.
        let runs = ParallelMap.runs(count, perCore: 4)
        typealias First = (id: Int32, holder: CatalogValueTable.Holder)
        // Every run writes its own tokens' slots and entries; the runs' first holders are merged in order after, and
        // their groups by the grouping pass.
        let typeCount = allTypes.count
        let parts: [(bytes: CatalogFrozenBytes, firsts: [First], groups: [[RunGroup]], counts: [Int])] =
            sharedID.withUnsafeMutableBufferPointer { sharedID in
                ParallelMap.map(runs.count) { r in
                    var bytes = CatalogBytes(capacity: runs[r].count * 24)
                    var seen = [Bool](repeating: false, count: valueIDCount)
                    var firsts: [First] = []
                    // Anchors' offsets in `bytes`, which may still move until the run ends.
                    var starts: [Int] = []
                    starts.reserveCapacity(runs[r].count)
                    // Each token's type, by its position in `TokenType.allCases`, for the run's grouping.
                    var types: [UInt8] = []
                    types.reserveCapacity(runs[r].count)
                    for i in runs[r] {
                        var groupEnd = 0
                        let start = bytes.count
                        let type = tokens[i].type
                        // Through the storage's own accessors, which read the IDs in place: binding the payloads here
                        // copied them, retaining the set's shared context list for every token from every core at once.
                        let id = tokens[i].storage.sameID
                        // The path read once, in place: passed as an array it was retained and released per use, a
                        // write to every token's cold path from every core.
                        var shape = CatalogValue.Shape.plain
                        let plain = tokens[i].path.withUnsafeBufferPointer { segments in
                            if id >= 0 { shape = CatalogValue.shape(of: segments, type: type) }
                            return CatalogAnchor.appendSegments(segments, to: &bytes, groupEnd: &groupEnd)
                        }
                        starts.append(start)
                        slots[i] = .init(start: nil, count: Int32(bytes.count - start),
                                         group: groupEnd < 0 ? -1 : Int32(groupEnd - start), plain: plain)
                        types.append(UInt8(allTypes.firstIndex(of: type)!))
                        if id >= 0 {
                            guard id < valueIDCount else { continue }
                            if !seen[Int(id)] {
                                seen[Int(id)] = true
                                firsts.append((id, .init(token: Int32(i), context: 0)))
                            }
                            // `.same` lists every context of the set (the resolver's invariant; ResolvedModelTests).
                            if shape == .plain { sharedID[i] = id }
                        } else {
                            tokens[i].storage.withEachIDs { ids in
                                guard ids.count == contexts.count else { return }
                                for (c, id) in ids.enumerated() where id >= 0 && id < valueIDCount && !seen[Int(id)] {
                                    seen[Int(id)] = true
                                    firsts.append((id, .init(token: Int32(i), context: Int32(c))))
                                }
                            }
                        }
                    }
                    let frozen = bytes.freeze()
                    frozen.withUnsafeBufferPointer { base in
                        for (k, i) in runs[r].enumerated() { slots[i].start = base.baseAddress.map { $0 + starts[k] } }
                    }
                    let grouped = Self.groups(runs[r], types: types, slots: UnsafeBufferPointer(slots), sharedID: UnsafeBufferPointer(sharedID),
                                              typeCount: typeCount)
                    return (frozen, firsts, grouped.groups, grouped.counts)
                }
            }
        var holders = [CatalogValueTable.Holder](repeating: .init(), count: valueIDCount)
        for part in parts {
            for first in part.firsts where holders[Int(first.id)].token < 0 { holders[Int(first.id)] = first.holder }
        }
        anchors = CatalogAnchorTable(slots: slots, buffers: parts.map(\.bytes))
        runGroups = parts.map(\.groups)
        runCounts = parts.map(\.counts)
        self.sharedID = sharedID
        self.holders = holders
    }
}

extension CatalogTokenScan {
    /// The tokens of `range` (whose types `types` holds, in order), per type, grouped by their group's anchor in
    /// first-use order; and per type, how many there are.
    private static func groups(_ range: Range<Int>, types: [UInt8], slots: UnsafeBufferPointer<CatalogAnchorTable.Slot>,
                               sharedID: UnsafeBufferPointer<Int32>, typeCount: Int) -> (groups: [[RunGroup]], counts: [Int]) {
        var groups = [[RunGroup]](repeating: [], count: typeCount)
        var counts = [Int](repeating: 0, count: typeCount)
        var index = [[Key: Int]](repeating: [:], count: typeCount)
        // Tokens of a group mostly come together: each type's last group first, without hashing.
        var last = [Int](repeating: -1, count: typeCount)
        for i in range {
            let t = Int(types[i - range.lowerBound]), key = CatalogAnchorTable.GroupKey(slots[i])
            let cost = sharedID[i] >= 0 ? 1 : 4
            counts[t] += 1
            if last[t] >= 0, groups[t][last[t]].key.group == key {
                groups[t][last[t]].members.append(i)
                groups[t][last[t]].cost += cost
                continue
            }
            let hashed = Key(key)
            if let g = index[t][hashed] {
                groups[t][g].members.append(i)
                groups[t][g].cost += cost
                last[t] = g
                continue
            }
            last[t] = groups[t].count
            index[t][hashed] = groups[t].count
            groups[t].append(RunGroup(key: hashed, members: [i], first: i, cost: cost))
        }
        return (groups, counts)
    }
}

extension ResolvedToken.Storage {
    /// A `.same` token's value ID, else -1.
    fileprivate var sameID: Int32 {
        if case .same(_, _, _, let id) = self { id } else { -1 }
    }

    /// `body` with an `.each` token's value IDs by context index; nil for `.same`.
    fileprivate func withEachIDs<R>(_ body: (UnsafeBufferPointer<Int32>) -> R) -> R? {
        if case .each(_, _, let ids) = self { ids.withUnsafeBufferPointer(body) } else { nil }
    }
}
