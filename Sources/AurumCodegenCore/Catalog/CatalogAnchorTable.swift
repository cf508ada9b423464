import Foundation

/// Every token's anchor (`CatalogAnchor.appendSegments` of its path), written once per run of the catalog by
/// `CatalogTokenScan`, on every core, before the rows: a row copies its own, an alias link its target's (by
/// `ResolvedToken.aliasTarget`) without reading the target's path again from another core, and tokens are
/// grouped by their anchors' bytes rather than by hashing and comparing path slices.
final class CatalogAnchorTable: @unchecked Sendable {
    /// A token's anchor bytes, and whether they are also its dotted path (no segment was escaped).
    struct Entry {
        var bytes: UnsafeBufferPointer<UInt8>
        var plain: Bool
    }

    /// Where a token's anchor lies in the scan's buffers.
    struct Slot {
        var start: UnsafePointer<UInt8>?
        var count: Int32
        /// How many of the anchor's bytes come before its last segment's `.`: its group's anchor. -1 for a token
        /// at the top level (no group).
        var group: Int32
        var plain: Bool
    }

    private let slots: UnsafeMutableBufferPointer<Slot>
    /// The scan's runs' buffers, which the slots point into.
    private let buffers: [CatalogFrozenBytes]

    /// Takes over `slots` (every one filled), pointing into `buffers`.
    init(slots: UnsafeMutableBufferPointer<Slot>, buffers: [CatalogFrozenBytes]) {
        self.slots = slots
        self.buffers = buffers
    }

    deinit { slots.deallocate() }

    subscript(_ i: Int) -> Entry {
        let slot = slots[i]
        return Entry(bytes: UnsafeBufferPointer(start: slot.start, count: Int(slot.count)), plain: slot.plain)
    }

    /// Token `i`'s group: its anchor's bytes before the last segment, and whether it is the top level.
    func group(_ i: Int) -> GroupKey { GroupKey(slots[i]) }

    /// A token's group (its path without the last segment) as a key equal exactly for tokens of one group
    /// (distinct paths have distinct anchors, and a segment's escaped bytes never hold `.`): the group's anchor
    /// bytes, and whether it is the top level (an empty first segment also has no bytes).
    struct GroupKey: Hashable {
        var bytes: UnsafeBufferPointer<UInt8>
        var topLevel: Bool

        /// The group of the token whose anchor `slot` holds.
        init(_ slot: Slot) {
            bytes = UnsafeBufferPointer(start: slot.start, count: max(0, Int(slot.group)))
            topLevel = slot.group < 0
        }

        static func == (a: GroupKey, b: GroupKey) -> Bool {
            a.topLevel == b.topLevel && a.bytes.count == b.bytes.count
                && (a.bytes.count == 0 || memcmp(a.bytes.baseAddress!, b.bytes.baseAddress!, a.bytes.count) == 0)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(topLevel)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
