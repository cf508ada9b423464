/// Element IDs for token paths, usable unescaped in a URL fragment: letters, digits, `.`, `-` stay; every other
/// byte becomes `_` and two hex digits (`_` itself too), so distinct paths always get distinct IDs.
enum CatalogAnchor {
    static func id(_ path: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "t"), UInt8(ascii: "-")]
        for (index, segment) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            append(segment, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A group's section: `g-` and the group path encoded as token IDs are.
    static func groupID(_ path: ArraySlice<String>) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "g"), UInt8(ascii: "-")]
        for (index, segment) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            append(segment, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ segment: String, to bytes: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"):
                bytes.append(byte)
            default:
                // `.` separates segments, so a `.` inside one is escaped like any other byte.
                bytes += [UInt8(ascii: "_"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
    }
}
