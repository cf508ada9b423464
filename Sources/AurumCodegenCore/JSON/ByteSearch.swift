import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes searched before it is parsed (is this a resolver, a Figma variables export?): the one byte scan
/// outside the reader, kept beside it because it reads raw memory too.
enum ByteSearch {
    /// Whether `data` holds `needle`'s bytes: a byte scan (`memchr`), as Foundation's `firstRange(of:)` compares byte by byte
    /// through generic collection code (a folder of token files is scanned once each).
    static func contains(_ data: [UInt8], _ needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count >= bytes.count else { return false }
            return bytes.withUnsafeBytes { needle -> Bool in
                // memchr to each candidate first byte, memcmp the rest (memmem is a GNU extension).
                var start = base
                let end = base + raw.count
                while end - start >= bytes.count, let hit = memchr(start, Int32(bytes[0]), end - start) {
                    let at = UnsafeRawPointer(hit)
                    if end - at < bytes.count { return false }
                    if memcmp(at, needle.baseAddress!, bytes.count) == 0 { return true }
                    start = at + 1
                }
                return false
            }
        }
    }
}
