/// Element IDs for token paths, usable unescaped in a URL fragment: letters, digits, `.`, `-` stay; every other
/// byte becomes `_` and two hex digits (`_` itself too), so distinct paths always get distinct IDs.
enum CatalogAnchor {
    static func id(_ path: [String]) -> String {
        var bytes: [UInt8] = []
        append(path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `id(path)`, appended as bytes.
    static func append<S: CatalogByteSink>(_ path: [String], to bytes: inout S) {
        bytes.append(UInt8(ascii: "t"))
        bytes.append(UInt8(ascii: "-"))
        for (index, segment) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            append(segment: segment, to: &bytes)
        }
    }

    /// Appends the path's anchor without `t-`; true when no byte was escaped, so that the bytes are
    /// also the dotted path (segments of letters, digits and `-`, joined by `.`).
    static func appendSegments<S: CatalogByteSink>(_ path: [String], to bytes: inout S) -> Bool {
        var groupEnd = 0
        return appendSegments(path, to: &bytes, groupEnd: &groupEnd)
    }

    /// `appendSegments`, also setting `groupEnd` to where the last segment's `.` was written (where the anchor of
    /// the path without its last segment ends); -1 for a path of one segment.
    static func appendSegments<S: CatalogByteSink>(_ path: [String], to bytes: inout S, groupEnd: inout Int) -> Bool {
        path.withUnsafeBufferPointer { appendSegments($0, to: &bytes, groupEnd: &groupEnd) }
    }

    /// `appendSegments(_:to:groupEnd:)` of a path read in place (each segment too: iterating it copied, and so
    /// retained and released, every segment).
    static func appendSegments<S: CatalogByteSink>(_ path: UnsafeBufferPointer<String>, to bytes: inout S, groupEnd: inout Int) -> Bool {
        var groupPlain = true
        return appendSegments(path, to: &bytes, groupEnd: &groupEnd, groupPlain: &groupPlain)
    }

    /// `appendSegments(_:to:groupEnd:)`, also setting `groupPlain` to whether no segment but the last was escaped.
    static func appendSegments<S: CatalogByteSink>(_ path: UnsafeBufferPointer<String>, to bytes: inout S, groupEnd: inout Int,
                                                   groupPlain: inout Bool) -> Bool {
        var plain = true
        groupEnd = -1
        groupPlain = true
        for index in path.indices {
            if index > 0 {
                groupEnd = bytes.count
                groupPlain = plain
                bytes.append(UInt8(ascii: "."))
            }
            plain = path[index].withUTF8Bytes { append(utf8: $0, to: &bytes) } && plain
        }
        return plain
    }

    /// Writes the anchors of consecutive paths into one buffer. Tokens of a group mostly come one after another, so
    /// when a path has the group (every segment but the last) of the path written before it, that group's anchor
    /// is copied from the buffer and only the last segment is escaped.
    struct Writer {
        /// Where the last anchor's group part lies in the buffer (nil: no path written yet, or one of one
        /// segment), and whether it was written unescaped.
        private var group: (range: Range<Int>, plain: Bool)?

        /// Appends `path`'s anchor (`appendSegments`, setting `groupEnd` as it does). `sameGroup`: the path has the
        /// group of the path written last (`CatalogAnchor.sameGroup`).
        mutating func append(_ path: UnsafeBufferPointer<String>, sameGroup: Bool, to bytes: inout CatalogBytes, groupEnd: inout Int) -> Bool {
            let start = bytes.count
            if sameGroup, let group {
                bytes.appendCopy(of: group.range)
                groupEnd = bytes.count
                bytes.append(UInt8(ascii: "."))
                self.group = (start..<groupEnd, group.plain)
                return path[path.count - 1].withUTF8Bytes { CatalogAnchor.append(utf8: $0, to: &bytes) } && group.plain
            }
            var groupPlain = true
            let plain = CatalogAnchor.appendSegments(path, to: &bytes, groupEnd: &groupEnd, groupPlain: &groupPlain)
            group = groupEnd < 0 ? nil : (start..<groupEnd, groupPlain)
            return plain
        }
    }

    /// Whether two paths of two or more segments have the same segments but the last (the same group).
    static func sameGroup(_ a: [String], _ b: [String]) -> Bool {
        guard a.count == b.count, a.count > 1 else { return false }
        for i in 0..<(a.count - 1) where a[i] != b[i] { return false }
        return true
    }

    /// A group's section: `g-` and the group path encoded as token IDs are.
    static func groupID(_ path: ArraySlice<String>) -> String {
        var bytes: [UInt8] = []
        appendGroupID(path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendGroupID<S: CatalogByteSink>(_ path: ArraySlice<String>, to bytes: inout S) {
        bytes.append(UInt8(ascii: "g"))
        bytes.append(UInt8(ascii: "-"))
        for (index, segment) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            append(segment: segment, to: &bytes)
        }
    }

    /// Appends the segment's anchor; true when nothing was escaped.
    @discardableResult
    private static func append<S: CatalogByteSink>(segment: String, to bytes: inout S) -> Bool {
        segment.withUTF8Bytes { append(utf8: $0, to: &bytes) }
    }

    fileprivate static func append<S: CatalogByteSink>(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout S) -> Bool {
        // Most segments need no escaping: copied whole.
        var i = 0
        while i < utf8.count && isKept(utf8[i]) { i += 1 }
        if i == utf8.count { bytes.append(bytes: utf8); return true }
        bytes.append(bytes: UnsafeBufferPointer(rebasing: utf8[..<i]))
        let digits: StaticString = "0123456789abcdef"
        for byte in utf8[i...] {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                // `.` separates segments, so a `.` inside one is escaped like any other byte.
                bytes.append(UInt8(ascii: "_"))
                bytes.append(digits.utf8Start[Int(byte >> 4)])
                bytes.append(digits.utf8Start[Int(byte & 0xF)])
            }
        }
        return false
    }

    @inline(__always)
    static func isKept(_ byte: UInt8) -> Bool {
        // Letters, digits and `-` as two 64-bit sets (bytes 0–63 and 64–127): a shift and a mask per byte.
        let low: UInt64 = 1 << 45 | 0x3FF << 48
        let high: UInt64 = 0x3FF_FFFF << 1 | 0x3FF_FFFF << 33
        return byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : byte < 128 && (high >> UInt64(byte - 64)) & 1 != 0
    }
}
