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

    private static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    private static func oneLine(_ text: String) -> String {
        lines(text).map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
