/// Markdown for text from manifests. Manifest prose is already Markdown (it uses code spans), so it is
/// kept; only what would break the page's structure is changed.
enum MarkdownText {
    /// A table cell: on one line, with `|` escaped.
    static func cell(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// A list item: continuation lines indented so they stay inside the item.
    static func listItem(_ text: String) -> String {
        lines(text).joined(separator: "\n  ")
    }

    /// A paragraph: blank lines inside would start a new block, so they are dropped.
    static func paragraph(_ text: String) -> String {
        lines(text).filter { !$0.trimmingSpaces.isEmpty }.joined(separator: "\n")
    }

    /// A code span holding `text` exactly, with a delimiter longer than any backtick run inside.
    static func code(_ text: String) -> String {
        let flat = oneLine(text)
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " \(flat) " : flat
        return fence + padded + fence
    }

    /// The text's lines, each safe to place in a block: control characters become spaces (NUL and escape codes
    /// have no place in a page), bidirectional controls are shown escaped (they would reorder what the reader
    /// sees), and a line that would open a block of its own — a heading, quote, list item, fence, HTML block or
    /// table row — starts with a backslash escape, so a description cannot restructure the page.
    private static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var safe = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar.properties.generalCategory == .control && scalar != "\t" {
                    safe.append(" ")
                } else if OneLineText.isBidirectionalControl(scalar) {
                    safe.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else {
                    safe.append(scalar)
                }
            }
            var result = Substring(String(safe))
            while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
            return escapingBlockStart(result)
        }
    }

    private static func escapingBlockStart(_ line: Substring) -> String {
        guard let first = line.first else { return "" }
        let second = line.dropFirst().first
        let onlyMarks = line.allSatisfy { $0 == first || $0 == " " || $0 == "\t" }
        // Inline Markdown at a line's start (`code`, *emphasis*) stays; what opens a block is escaped.
        if "#>|<".contains(first) || line.hasPrefix("```") || line.hasPrefix("~~~")
            || ("-+*".contains(first) && (second == nil || second == " " || second == "\t" || onlyMarks))
            || ("=_".contains(first) && onlyMarks) {
            return "\\" + line
        }
        // An ordered list item: digits, then `.` or `)`; the punctuation is what a backslash can escape.
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let next = line.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return String(line)
    }

    private static func oneLine(_ text: String) -> String {
        lines(text).map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
