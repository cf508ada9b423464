/// Locations inside a JSON string value, so an error in `"{space.base} * * 2"` points at the second
/// `*` rather than at the string's opening quote.
///
/// The JSON reader keeps where each value starts (the opening quote) and the decoded text. A byte
/// offset into the decoded text becomes a column by re-encoding the text before it the way a writer
/// would: `"` and `\` and control characters take their escape's width, everything else its UTF-8
/// width (columns count UTF-8 bytes, as swiftc does). A string written with optional escapes (`\/`,
/// `\u00e9`) would shift the column; token values essentially never contain them.
enum StringLocation {
    /// The location of UTF-8 offset `offset` of `text`, a string value that starts at `start`.
    static func location(ofOffset offset: Int, in text: String, startingAt start: JSONPosition, file: String) -> SourceLocation {
        var column = start.column + 1
        var consumed = 0
        for byte in text.utf8 {
            guard consumed < offset else { break }
            column += encodedWidth(byte)
            consumed += 1
        }
        return SourceLocation(file: file, line: start.line, column: column)
    }

    /// Bytes one decoded byte takes inside a JSON string literal.
    private static func encodedWidth(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: 2
        case 0..<0x20: 6
        default: 1
        }
    }
}
