/// Remembers recently made short strings by their bytes. Token files repeat the same keys and
/// small values (`$type`, `$value`, `"px"`) thousands of times; a hit skips building the `String`.
struct ShortStringCache {
    static let maximumLength = 15
    private static let slotBits = 8

    private struct Entry {
        var low: UInt64
        var high: UInt64
        var string: String
    }

    /// An entry whose length byte (0xFF) no real key can have, so empty slots never match.
    private var entries = [Entry](repeating: Entry(low: 0, high: ~0, string: ""), count: 1 << slotBits)

    /// The string for `bytes` (at most `maximumLength` already validated UTF-8 bytes).
    @inline(__always)
    mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for (i, byte) in bytes.enumerated() {
            if i < 8 {
                low |= UInt64(byte) << (UInt64(i) * 8)
            } else {
                high |= UInt64(byte) << (UInt64(i - 8) * 8)
            }
        }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> (64 - UInt64(Self.slotBits)))
        if entries[slot].low == low && entries[slot].high == high {
            return entries[slot].string
        }
        let string = String(decoding: bytes, as: UTF8.self)
        entries[slot] = Entry(low: low, high: high, string: string)
        return string
    }
}
