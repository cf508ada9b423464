/// Word wrapping for help text. Widths count Characters, a fair stand-in for terminal columns
/// in the mostly-ASCII text of help pages.
enum TextWrapper {
    /// Wraps each line of `text` at spaces so no line exceeds `width` (a single word longer than
    /// that stays whole). The first line starts with `firstPrefix`, every other line with
    /// `continuationPrefix`; a line's own leading spaces, and a `- ` bullet, carry over to its
    /// continuation lines so lists stay readable.
    static func wrap(_ text: String, width: Int, firstPrefix: String = "", continuationPrefix: String = "") -> [String] {
        var lines: [String] = []
        for (number, sourceLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let leading = String(sourceLine.prefix { $0 == " " })
            let body = sourceLine.dropFirst(leading.count)
            let bulletPad = body.hasPrefix("- ") || body.hasPrefix("• ") ? "  " : ""
            let words = body.split(separator: " ").map(String.init)
            guard !words.isEmpty else {
                lines.append(trimmed(number == 0 ? firstPrefix : continuationPrefix))
                continue
            }
            lines += wrap(words: words, width: width,
                          firstPrefix: (number == 0 ? firstPrefix : continuationPrefix) + leading,
                          continuationPrefix: continuationPrefix + leading + bulletPad)
        }
        return lines
    }

    /// Fills lines with whole `words` (which may themselves contain spaces, like `[--out <dir>]`).
    static func wrap(words: [String], width: Int, firstPrefix: String, continuationPrefix: String) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = continuationPrefix + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.map(trimmed)
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
