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
    /// Per run (in token order), the run's groups (a type and a group anchor) in first-use order, and per token
    /// of the run, the index of its group there: the grouping pass merges these rather than reading every token
    /// again on one core.
    let runGroups: [[RunGroup]]
    let groupOf: [[Int32]]
    /// The runs' tokens.
    let runs: [Range<Int>]
    /// Per run, per type, how many tokens it has.
    let runCounts: [[Int]]

    /// What the grouping pass needs of a run's group without reading memory the run wrote elsewhere (the key's
    /// bytes, the tokens): in the cache of the core that wrote it, each such read was a miss on the one core merging.
    struct RunGroup {
        var key: Key
        /// The group's first token.
        var first: Int
        /// What the group's rows cost to write (`CatalogGenerator.rowRuns`): a row of one shared cell 1, any other 4.
        var cost = 0
        /// How many of the run's tokens it has.
        var count = 0
    }

    /// A group key (its type's position in `TokenType.allCases` and its anchor) with its hash, computed once by
    /// the run that found the group.
    struct Key: Hashable {
        var type: UInt8
        var group: CatalogAnchorTable.GroupKey
        var hash: Int

        init(type: UInt8, _ group: CatalogAnchorTable.GroupKey) {
            self.type = type
            self.group = group
            var hasher = Hasher()
            hasher.combine(type)
            hasher.combine(group)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.type == b.type && a.group == b.group }
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
        let parts: [(bytes: CatalogFrozenBytes, firsts: [First], groups: [RunGroup], groupOf: [Int32], counts: [Int])] =
            sharedID.withUnsafeMutableBufferPointer { sharedID in
                ParallelMap.map(runs.count) { r in
                    var bytes = CatalogBytes(capacity: runs[r].count * 24)
                    var seen = [Bool](repeating: false, count: valueIDCount)
                    var firsts: [First] = []
                    // Per token of the run: its anchor's offset in `bytes` (which may still move until the run ends),
                    // its type's position in `TokenType.allCases`, and whether its group is the token before it's.
                    // Written by index into a buffer of the run's size (appending checked capacity and uniqueness).
                    let scanned = UnsafeMutableBufferPointer<Scanned>.allocate(capacity: runs[r].count)
                    defer { scanned.deallocate() }
                    var anchors = CatalogAnchor.Writer()
                    // Whether the last token's group holds a radius word (nil: not looked for), for the next token of
                    // the same group.
                    var groupRadius: Bool?
                    for i in runs[r] {
                        var groupEnd = 0
                        let start = bytes.count
                        let type = tokens[i].type
                        // Through the storage's own accessors, which read the IDs in place: binding the payloads here
                        // copied them, retaining the set's shared context list for every token from every core at once.
                        let id = tokens[i].storage.sameID
                        // Compared before anything is written: then neither path is retained to be read.
                        let sameGroup = i > runs[r].lowerBound && CatalogAnchor.sameGroup(tokens[i].path, tokens[i - 1].path)
                        if !sameGroup { groupRadius = nil }
                        // The path read in place, once: passed as an array it was retained and released per use, a write
                        // to every token's cold path from every core.
                        var shape = CatalogValue.Shape.plain
                        let plain = tokens[i].path.withUnsafeBufferPointer { segments in
                            if id >= 0 && type == .dimension {
                                let group = groupRadius ?? CatalogValue.containsRadiusWord(UnsafeBufferPointer(rebasing: segments.dropLast()))
                                groupRadius = group
                                shape = group || CatalogValue.containsRadiusWord(UnsafeBufferPointer(rebasing: segments.suffix(1))) ? .radius : .plain
                            }
                            return anchors.append(segments, sameGroup: sameGroup, to: &bytes, groupEnd: &groupEnd)
                        }
                        scanned[i - runs[r].lowerBound] = Scanned(start: start, type: UInt8(type.caseIndex), sameGroup: sameGroup)
                        slots[i] = .init(start: nil, count: Int32(bytes.count - start),
                                         group: groupEnd < 0 ? -1 : Int32(groupEnd - start), plain: plain)
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
                        for (k, i) in runs[r].enumerated() { slots[i].start = base.baseAddress.map { $0 + scanned[k].start } }
                    }
                    let grouped = Self.groups(runs[r], scanned: UnsafeBufferPointer(scanned), slots: UnsafeBufferPointer(slots),
                                              sharedID: UnsafeBufferPointer(sharedID), typeCount: typeCount)
                    return (frozen, firsts, grouped.groups, grouped.groupOf, grouped.counts)
                }
            }
        var holders = [CatalogValueTable.Holder](repeating: .init(), count: valueIDCount)
        for part in parts {
            for first in part.firsts where holders[Int(first.id)].token < 0 { holders[Int(first.id)] = first.holder }
        }
        anchors = CatalogAnchorTable(slots: slots, buffers: parts.map(\.bytes))
        self.runs = runs
        runGroups = parts.map(\.groups)
        groupOf = parts.map(\.groupOf)
        runCounts = parts.map(\.counts)
        self.sharedID = sharedID
        self.holders = holders
    }
}

extension CatalogTokenScan {
    /// What the scan records of each token of a run for its grouping.
    struct Scanned {
        var start: Int
        var type: UInt8
        var sameGroup: Bool
    }

    /// The groups of the tokens of `range` (`scanned` in order: their types, and whether each has the group of the
    /// token before it) in first-use order, each token's group, and per type how many tokens there are. A token of
    /// the group before it takes that group without its anchor being compared.
    private static func groups(_ range: Range<Int>, scanned: UnsafeBufferPointer<Scanned>, slots: UnsafeBufferPointer<CatalogAnchorTable.Slot>,
                               sharedID: UnsafeBufferPointer<Int32>, typeCount: Int)
        -> (groups: [RunGroup], groupOf: [Int32], counts: [Int]) {
        var groups: [RunGroup] = []
        var counts = [Int](repeating: 0, count: typeCount)
        var index: [Key: Int] = [:]
        // Groups are rarely smaller than a few tokens: growing the index from empty cost more than filling it.
        index.reserveCapacity(16 + range.count / 8)
        var groupOf = [Int32](repeating: 0, count: range.count)
        var g = -1
        for k in 0..<range.count {
            let i = range.lowerBound + k
            let type = scanned[k].type
            counts[Int(type)] += 1
            if !(scanned[k].sameGroup && k > 0 && scanned[k - 1].type == type) {
                let key = Key(type: type, CatalogAnchorTable.GroupKey(slots[i]))
                if let known = index[key] {
                    g = known
                } else {
                    g = groups.count
                    index[key] = g
                    groups.append(RunGroup(key: key, first: i))
                }
            }
            groups[g].cost += sharedID[i] >= 0 ? 1 : 4
            groups[g].count += 1
            groupOf[k] = Int32(g)
        }
        return (groups, groupOf, counts)
    }
}

extension TokenType {
    /// The type's position in `allCases` (a switch the compiler reduces to the case's own number; `firstIndex(of:)`
    /// searched the list for every token).
    var caseIndex: Int {
        switch self {
        case .color: 0
        case .dimension: 1
        case .fontFamily: 2
        case .fontWeight: 3
        case .duration: 4
        case .cubicBezier: 5
        case .number: 6
        case .strokeStyle: 7
        case .border: 8
        case .transition: 9
        case .shadow: 10
        case .gradient: 11
        case .typography: 12
        case .boolean: 13
        case .string: 14
        }
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
