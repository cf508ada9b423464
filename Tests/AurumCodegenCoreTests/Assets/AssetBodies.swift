import Foundation
@testable import AurumCodegenCore

/// Small real render bodies, made here rather than checked in: an SVG, a one-page PDF with a correct
/// cross-reference table, and a PNG of `width`×`height` pixels (zlib stored blocks, real CRCs).
enum AssetBodies {
    static func svg(_ label: String) -> Data {
        Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>\##(label)</title><path d="M15 6l-6 6 6 6" fill="none" stroke="#000" stroke-width="2"/></svg>"##.utf8)
    }

    static func pdf(_ label: String) -> Data {
        let stream = "% \(label)\n0 0 0 rg 4 11 16 2 re f\n"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 24 24] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)endstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    static func png(width: Int, height: Int, shade: UInt8 = 0x80) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let length = UInt32(body.count)
            let typed = Array(type.utf8) + body
            let crc = CRC32.checksum(typed)
            return be(length) + typed + be(crc)
        }
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        // Greyscale, 8 bits: each row a filter byte (0) and its pixels.
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); raw += [UInt8](repeating: shade, count: width) }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let block = Array(raw[offset..<min(offset + 65_535, raw.count)])
            offset += block.count
            let last: UInt8 = offset >= raw.count ? 1 : 0
            let n = UInt16(block.count)
            zlib += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + block
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be(b << 16 | a)
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 0, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}
