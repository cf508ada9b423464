/// The DTCG `hex` fallback: `#` and exactly six hex digits (schema pattern `^#[0-9a-fA-F]{6}$`).
struct HexColor: Sendable, Hashable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Nil unless `string` is `#` followed by six hex digits (either case). Three- and eight-digit
    /// forms are rejected: the spec requires six so the fallback cannot disagree with `alpha`.
    init?(_ string: String) {
        let utf8 = Array(string.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let hi = Self.nibble(utf8[i]), let lo = Self.nibble(utf8[i + 1]) else { return nil }
            bytes.append(hi << 4 | lo)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2])
    }

    /// Lowercase `#rrggbb`.
    var string: String { "#" + Self.twoDigits(red) + Self.twoDigits(green) + Self.twoDigits(blue) }
    var description: String { string }

    var rgb: RGB {
        RGB(.srgb, red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    static func twoDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
