/// Insertions into a JSON document's text that leave every other byte as it was: a merge adds members to
/// objects and elements to arrays without re-rendering what a person wrote.
struct TextEdits {
    let text: String
    private let bytes: [UInt8]
    /// Byte offset → text inserted there, applied in offset order.
    private var insertions: [(offset: Int, text: String)] = []

    init(text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    /// Appends `members` to the object whose `{` is at `offset`.
    mutating func append(members: [(String, JSONValue)], toObjectAt offset: Int) {
        let rendered = members.map { member -> String in
            DTCGJSONRenderer.quoted(member.0) + ": " + DTCGJSONRenderer.render(member.1).dropLast()
        }
        insert(rendered, intoContainerAt: offset)
    }

    /// Appends `elements` to the array whose `[` is at `offset`.
    mutating func append(_ elements: [JSONValue], toArrayAt offset: Int) {
        insert(elements.map { String(DTCGJSONRenderer.render($0).dropLast()) }, intoContainerAt: offset)
    }

    /// Inserts rendered entries before the container's closing bracket: on lines of their own, indented like
    /// the container's entries, when it spans lines; inline otherwise.
    private mutating func insert(_ entries: [String], intoContainerAt offset: Int) {
        guard !entries.isEmpty, let close = Self.closingBracket(bytes, from: offset) else { return }
        var last = close - 1
        while last > offset, Self.isSpace(bytes[last]) { last -= 1 }
        let empty = last == offset
        let multiline = bytes[offset...close].contains(UInt8(ascii: "\n"))
        if multiline {
            let closingIndent = Self.indent(ofLineAt: close, bytes)
            let entryIndent = empty ? closingIndent + "  " : Self.entryIndent(after: offset, bytes) ?? closingIndent + "  "
            let body = entries.map { entryIndent + Self.reindented($0, by: entryIndent) }.joined(separator: ",\n")
            insertions.append((last + 1, (empty ? "\n" : ",\n") + body + (empty ? "\n" + closingIndent : "")))
        } else {
            insertions.append((last + 1, (empty ? "" : ", ") + entries.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: ", ")))
        }
    }

    func apply() -> String {
        guard !insertions.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            result += bytes[cursor..<insertion.offset]
            result += Array(insertion.text.utf8)
            cursor = insertion.offset
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: Scanning

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// The offset of the bracket closing the container that opens at `offset`, skipping strings.
    static func closingBracket(_ bytes: [UInt8], from offset: Int) -> Int? {
        var depth = 0
        var index = offset
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    static func indent(ofLineAt offset: Int, _ bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        return String(repeating: " ", count: end - start)
    }

    /// The indentation of the container's first entry, when it starts a line.
    static func entryIndent(after offset: Int, _ bytes: [UInt8]) -> String? {
        var index = offset + 1
        while index < bytes.count, isSpace(bytes[index]), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return nil }
        index += 1
        var count = 0
        while index < bytes.count, bytes[index] == 0x20 { count += 1; index += 1 }
        return String(repeating: " ", count: count)
    }

    /// Continuation lines of a rendered entry moved right by `indent`.
    static func reindented(_ text: String, by indent: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\n" + indent)
    }
}
