/// Element IDs for token paths, usable unescaped in a URL fragment: letters, digits and `-` stay; every other
/// byte becomes `_` and two hex digits (`_` and `.` too), and segments are joined by `.`, so distinct paths always
/// get distinct IDs.
enum CatalogAnchor {
    /// A token's row: `t-` and the encoded path.
    static func id(_ path: [String]) -> String { "t-" + encoded(path) }

    /// A group's section: `g-` and the group path encoded as token IDs are.
    static func groupID(_ path: ArraySlice<String>) -> String { "g-" + encoded(path) }

    static func encoded<Path: Collection<String>>(_ path: Path) -> String {
        guard !path.allSatisfy({ $0.utf8.allSatisfy(isKept) }) else { return path.joined(separator: ".") }
        return path.map { segment in
            guard !segment.utf8.allSatisfy(isKept) else { return segment }
            var bytes: [UInt8] = []
            for byte in segment.utf8 {
                if isKept(byte) { bytes.append(byte) } else { bytes += Array(("_" + HexColor.twoDigits(byte)).utf8) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: ".")
    }

    static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
