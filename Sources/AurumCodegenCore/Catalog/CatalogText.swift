/// Manifest prose as HTML. Manifests write Markdown code spans (`` `onBack` ``); they become `<code>`, and
/// everything else is escaped, so no manifest text can add markup to a page.
enum CatalogText {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escaped text with each `` `code` `` span (a run of backticks closed by an equal run) as `<code>`.
    static func inline(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var plain = ""
        var i = 0
        while i < characters.count {
            guard characters[i] == "`" else { plain.append(characters[i]); i += 1; continue }
            var run = 0
            while i + run < characters.count && characters[i + run] == "`" { run += 1 }
            // Find the closing run of the same length.
            var j = i + run
            var close: Int?
            while j < characters.count {
                if characters[j] == "`" {
                    var k = 0
                    while j + k < characters.count && characters[j + k] == "`" { k += 1 }
                    if k == run { close = j; break }
                    j += k
                } else {
                    j += 1
                }
            }
            guard let close else { plain += String(characters[i..<(i + run)]); i += run; continue }
            out += escaped(plain)
            plain = ""
            var code = String(characters[(i + run)..<close])
            if code.hasPrefix(" ") && code.hasSuffix(" ") && code.count > 1 { code = String(code.dropFirst().dropLast()) }
            out += "<code>" + escaped(code) + "</code>"
            i = close + run
        }
        return out + escaped(plain)
    }
}
