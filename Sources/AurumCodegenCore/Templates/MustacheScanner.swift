/// One piece of a template's source: a run of text within one line, or one tag.
struct MustacheToken {
    enum Kind {
        case text, variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
    }

    var kind: Kind
    /// Byte range in the source; for a tag, the whole tag with its delimiters.
    var start: Int
    var end: Int
    /// 1-based; the column counts UTF-8 bytes.
    var line: Int
    var column: Int
    /// The tag's name, trimmed, without sigil; a dynamic name keeps its leading `*`.
    var name = ""
    /// Text only: spaces and tabs, optionally followed by the line ending.
    var blank = false
    /// Text only: ends with "\n" (which may follow "\r").
    var endsLine = false
    /// Tags only: the delimiters in force, to quote tags the way the author wrote them.
    var delimiters = ("{{", "}}")
}

/// Splits a template into tokens, byte by byte (Swift folds "\r\n" into one Character, so Characters
/// would hide line endings), applying `{{=<% %>=}}` delimiter changes as it goes.
struct MustacheScanner {
    let source: [UInt8]
    let file: String

    func scan() throws(DiagnosticError) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var line = 1
        var lineStart = 0
        var textStart = 0
        var i = 0
        let count = source.count

        func appendText(_ start: Int, _ end: Int) {
            guard start < end else { return }
            var token = MustacheToken(kind: .text, start: start, end: end, line: line, column: start - lineStart + 1)
            token.endsLine = source[end - 1] == UInt8(ascii: "\n")
            var blankEnd = end
            if token.endsLine {
                blankEnd -= 1
                if blankEnd > start, source[blankEnd - 1] == UInt8(ascii: "\r") { blankEnd -= 1 }
            }
            token.blank = source[start..<blankEnd].allSatisfy(isSpaceOrTab)
            tokens.append(token)
        }

        while i < count {
            let byte = source[i]
            if byte == UInt8(ascii: "\n") {
                appendText(textStart, i + 1)
                i += 1
                line += 1
                lineStart = i
                textStart = i
                continue
            }
            guard byte == open[0], matches(open, at: i) else {
                i += 1
                continue
            }
            appendText(textStart, i)
            var tag = MustacheToken(kind: .variable, start: i, end: i, line: line, column: i - lineStart + 1)
            tag.delimiters = (String(decoding: open, as: UTF8.self), String(decoding: close, as: UTF8.self))
            let location = SourceLocation(file: file, line: line, column: tag.column)

            var contentStart = i + open.count
            var terminator = close
            // `{` and `=` must follow the delimiter directly; other sigils may be padded.
            if contentStart < count, source[contentStart] == UInt8(ascii: "{") {
                tag.kind = .unescaped
                terminator = [UInt8(ascii: "}")] + close
                contentStart += 1
            } else if contentStart < count, source[contentStart] == UInt8(ascii: "=") {
                tag.kind = .delimiters
                terminator = [UInt8(ascii: "=")] + close
                contentStart += 1
            } else {
                var k = contentStart
                while k < count, isWhitespace(source[k]) { k += 1 }
                if k < count, let kind = Self.sigils[source[k]] {
                    tag.kind = kind
                    contentStart = k + 1
                }
            }
            guard let contentEnd = find(terminator, from: contentStart) else {
                throw DiagnosticError(.error(
                    "unclosed tag '\(excerpt(from: i, limit: 24))': missing '\(String(decoding: terminator, as: UTF8.self))'",
                    at: location))
            }
            tag.end = contentEnd + terminator.count
            let content = trimmed(contentStart, contentEnd)

            switch tag.kind {
            case .comment:
                break
            case .delimiters:
                let parts = content.split(whereSeparator: isWhitespace)
                guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
                    throw DiagnosticError(.error(
                        "invalid set-delimiters tag '\(excerpt(from: i, to: tag.end))': expected two delimiters without '=' separated by whitespace, as in '{{=<% %>=}}'",
                        at: location))
                }
                open = Array(parts[0])
                close = Array(parts[1])
            default:
                tag.name = try name(content, of: tag, from: i, at: location)
            }
            tokens.append(tag)

            // Multi-line tags (comments mostly) move the line counter on.
            for k in i..<tag.end where source[k] == UInt8(ascii: "\n") {
                line += 1
                lineStart = k + 1
            }
            i = tag.end
            textStart = i
        }
        appendText(textStart, count)
        return tokens
    }

    private static let sigils: [UInt8: MustacheToken.Kind] = [
        UInt8(ascii: "&"): .unescaped, UInt8(ascii: "#"): .section, UInt8(ascii: "^"): .inverted,
        UInt8(ascii: "/"): .close, UInt8(ascii: "!"): .comment, UInt8(ascii: ">"): .partial,
        UInt8(ascii: "<"): .parent, UInt8(ascii: "$"): .block,
    ]

    /// Checks a tag's name: non-empty, no inner whitespace, and for data names no empty dotted parts.
    private func name(_ content: ArraySlice<UInt8>, of tag: MustacheToken, from start: Int, at location: SourceLocation) throws(DiagnosticError) -> String {
        let quoted = excerpt(from: start, to: tag.end)
        var body = content
        var prefix = ""
        let mayBeDynamic = tag.kind == .partial || tag.kind == .parent || tag.kind == .close
        if mayBeDynamic, body.first == UInt8(ascii: "*") {
            prefix = "*"
            body = trimmed(body.startIndex + 1, body.endIndex)
        }
        guard !body.isEmpty else {
            let what = tag.kind == .variable && prefix.isEmpty ? "empty tag" : "missing name in tag"
            throw DiagnosticError(.error("\(what) '\(quoted)'", at: location))
        }
        let text = String(decoding: body, as: UTF8.self)
        if body.contains(where: isWhitespace) {
            throw DiagnosticError(.error("invalid name '\(text)' in tag '\(quoted)': names cannot contain whitespace", at: location))
        }
        let isDataName = !prefix.isEmpty || [.variable, .unescaped, .section, .inverted].contains(tag.kind)
        if isDataName, text != ".", text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw DiagnosticError(.error("invalid name '\(text)' in tag '\(quoted)': a dotted name cannot have empty parts", at: location))
        }
        return prefix + text
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= source.count else { return false }
        for k in pattern.indices where source[index + k] != pattern[k] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from index: Int) -> Int? {
        var k = index
        while k + pattern.count <= source.count {
            if source[k] == pattern[0], matches(pattern, at: k) { return k }
            k += 1
        }
        return nil
    }

    private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var s = start
        var e = end
        while s < e, isWhitespace(source[s]) { s += 1 }
        while e > s, isWhitespace(source[e - 1]) { e -= 1 }
        return source[s..<e]
    }

    /// Source text for a message, cut at the first line break or `limit` bytes.
    func excerpt(from start: Int, to end: Int? = nil, limit: Int = 60) -> String {
        let end = end ?? source.count
        var stop = min(end, start + limit)
        if let newline = source[start..<stop].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            stop = newline
        }
        var text = String(decoding: source[start..<stop], as: UTF8.self)
        if stop < end { text += "…" }
        return text
    }
}

func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}
