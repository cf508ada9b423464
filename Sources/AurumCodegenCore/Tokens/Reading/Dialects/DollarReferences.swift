/// Tokens Studio's first reference syntax, which its plugin still resolves: `$spacing.base` for
/// `{spacing.base}`, also inside math (`"$base * 1.5"`) and composite members (`"$fontWeights.heading"`).
/// A reference is `$` then a letter or `_`, then letters, digits, `_`, `-` and `.` (a trailing `.` is not
/// part of it), not preceded by a letter or digit, outside `{…}`.
enum DollarReferences {
    /// `s` with each `$path` written `{path}`; nil when it holds none.
    static func rewrite(_ s: String) -> String? {
        let bytes = Array(s.utf8)
        guard bytes.contains(UInt8(ascii: "$")) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var i = 0, depth = 0, changed = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "{") { depth += 1 } else if b == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if b == UInt8(ascii: "$"), depth == 0, i + 1 < bytes.count, isStart(bytes[i + 1]), i == 0 || !isWord(bytes[i - 1]) {
                var j = i + 1
                while j < bytes.count, isWord(bytes[j]) || bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: ".") { j += 1 }
                while j > i + 1, bytes[j - 1] == UInt8(ascii: ".") { j -= 1 }
                out.append(UInt8(ascii: "{"))
                out.append(contentsOf: bytes[(i + 1)..<j])
                out.append(UInt8(ascii: "}"))
                changed = true
                i = j
                continue
            }
            out.append(b)
            i += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : nil
    }

    /// Whether a rewritten value is references and nothing else a text could be: math with an operation, or one
    /// whole reference to a dotted path. Style Dictionary files, whose strings may be content ("$5 off"), take the
    /// first syntax only then (Tokens Studio's `$a.b` reached them through exports); Tokens Studio files always.
    static func isPlainlyReferences(_ rewritten: String) -> Bool {
        if case .alias(let key) = TokenPath.curly(rewritten) { return key.contains(".") }
        return DialectTokenParser.isMathNotAlias(rewritten)
    }

    private static func isStart(_ b: UInt8) -> Bool {
        (65...90).contains(b) || (97...122).contains(b) || b == UInt8(ascii: "_")
    }

    private static func isWord(_ b: UInt8) -> Bool { isStart(b) || (48...57).contains(b) || b >= 0x80 }
}
