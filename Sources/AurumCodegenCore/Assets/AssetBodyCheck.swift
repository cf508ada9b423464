import Foundation

/// Whether a downloaded render is a whole file of its format: a truncated download or an error page saved as
/// an image must fail the import, not land in the catalog.
enum AssetBodyCheck {
    /// Why `data` is not a usable `format` file; nil when it is.
    static func problem(_ data: Data, format: AssetRender.Format) -> String? {
        if data.isEmpty { return "it is empty" }
        switch format {
        case .svg: return svgProblem(data)
        case .pdf: return pdfProblem(data)
        case .png: return pngProblem(data)
        }
    }

    /// A well-formed XML document whose root element is `svg` (`XMLWellFormedness`).
    private static func svgProblem(_ data: Data) -> String? {
        switch XMLWellFormedness.check([UInt8](data)) {
        case .failure(let problem): return "it is not a well-formed SVG (\(problem))"
        case .success(let root): return root == "svg" ? nil : "its root element is <\(root)>, not <svg>"
        }
    }

    /// `%PDF-` at the start and `%%EOF` in the last kilobyte (where a complete file ends).
    private static func pdfProblem(_ data: Data) -> String? {
        guard data.starts(with: Array("%PDF-".utf8)) else { return "it does not start with %PDF-, so it is not a PDF" }
        let tail = data.suffix(1024)
        guard tail.range(of: Data("%%EOF".utf8)) != nil else { return "it has no %%EOF at its end: the PDF was cut off" }
        return nil
    }

    /// The PNG signature, then chunks whose lengths and CRCs add up, from `IHDR` to `IEND`.
    private static func pngProblem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { return "it does not start with the PNG signature, so it is not a PNG" }
        var offset = 8
        var first = true
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return "its \(type) chunk runs past the end of the file: the PNG was cut off" }
            if first, type != "IHDR" { return "its first chunk is \(type), not IHDR" }
            first = false
            let crcStart = offset + 8 + length
            let stored = UInt32(bytes[crcStart]) << 24 | UInt32(bytes[crcStart + 1]) << 16 | UInt32(bytes[crcStart + 2]) << 8 | UInt32(bytes[crcStart + 3])
            guard CRC32.checksum(bytes[offset + 4..<crcStart]) == stored else { return "its \(type) chunk fails its CRC: the PNG is damaged" }
            if type == "IEND" { return nil }
            offset = crcStart + 4
        }
        return "it ends before its IEND chunk: the PNG was cut off"
    }
}

/// CRC-32 (ISO-HDLC, as PNG uses it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
