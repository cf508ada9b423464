/// Whether bytes are a well-formed XML document, and the local name of its root element: elements nest and
/// close in order, attributes are quoted and not repeated, references are complete, exactly one root element
/// with nothing but markup and spaces around it. Enough to reject a cut-off or mangled SVG; no DTD is read.
/// (Foundation's XMLParser on Linux recovers from mismatched tags, so it cannot tell.)
enum XMLWellFormedness {
    struct Problem: Error, CustomStringConvertible {
        var message: String
        var line: Int
        var description: String { "line \(line): \(message)" }
    }

    static func check(_ bytes: [UInt8]) -> Result<String, Problem> {
        var i = 0
        var line = 1
        var stack: [[UInt8]] = []
        var root: [UInt8]?
        func fail(_ message: String) -> Result<String, Problem> { .failure(Problem(message: message, line: line)) }
        func advance(_ n: Int = 1) {
            for _ in 0..<n where i < bytes.count {
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }
        func starts(_ text: String) -> Bool { bytes[i...].starts(with: text.utf8) }
        func skip(until end: String) -> Bool {
            while i < bytes.count {
                if starts(end) { advance(end.utf8.count); return true }
                advance()
            }
            return false
        }
        func isNameByte(_ b: UInt8) -> Bool {
            b >= 0x80 || (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x3A || b == 0x2D || b == 0x2E
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func name() -> [UInt8]? {
            let start = i
            while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
            return i > start && !(bytes[start] >= 0x30 && bytes[start] <= 0x39) && bytes[start] != 0x2D && bytes[start] != 0x2E ? Array(bytes[start..<i]) : nil
        }
        func skipSpaces() { while i < bytes.count, isSpace(bytes[i]) { advance() } }
        /// `&name;`, `&#123;` or `&#x1F;` at `i`.
        func reference() -> Bool {
            advance()
            if i < bytes.count, bytes[i] == 0x23 {
                advance()
                let hex = i < bytes.count && bytes[i] == 0x78
                if hex { advance() }
                let start = i
                while i < bytes.count, bytes[i] != 0x3B {
                    let b = bytes[i]
                    let digit = (b >= 0x30 && b <= 0x39) || (hex && ((b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)))
                    if !digit { return false }
                    advance()
                }
                guard i > start, i < bytes.count else { return false }
                advance()
                return true
            }
            guard name() != nil, i < bytes.count, bytes[i] == 0x3B else { return false }
            advance()
            return true
        }

        while i < bytes.count {
            let b = bytes[i]
            if b != 0x3C {
                if b == 0x26 {
                    guard !stack.isEmpty else { return fail("a reference outside the root element") }
                    guard reference() else { return fail("an incomplete character or entity reference") }
                    continue
                }
                if stack.isEmpty && !isSpace(b) && !(i == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) {
                    if i < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { advance(); continue }
                    return fail("text outside the root element")
                }
                advance()
                continue
            }
            if starts("<!--") {
                guard skip(until: "-->") else { return fail("a comment that never ends") }
            } else if starts("<![CDATA[") {
                guard !stack.isEmpty else { return fail("CDATA outside the root element") }
                guard skip(until: "]]>") else { return fail("a CDATA section that never ends") }
            } else if starts("<?") {
                guard skip(until: "?>") else { return fail("a processing instruction that never ends") }
            } else if starts("<!") {
                guard root == nil, stack.isEmpty else { return fail("a declaration inside the document") }
                var depth = 0
                advance(2)
                while i < bytes.count, !(bytes[i] == 0x3E && depth == 0) {
                    if bytes[i] == 0x5B { depth += 1 } else if bytes[i] == 0x5D { depth -= 1 }
                    advance()
                }
                guard i < bytes.count else { return fail("a declaration that never ends") }
                advance()
            } else if starts("</") {
                advance(2)
                guard let closing = name() else { return fail("a closing tag without a name") }
                skipSpaces()
                guard i < bytes.count, bytes[i] == 0x3E else { return fail("a closing tag that never ends") }
                advance()
                guard let open = stack.popLast() else { return fail("</\(String(decoding: closing, as: UTF8.self))> closes nothing") }
                guard open == closing else {
                    return fail("</\(String(decoding: closing, as: UTF8.self))> closes <\(String(decoding: open, as: UTF8.self))>")
                }
            } else {
                advance()
                guard let element = name() else { return fail("a tag without a name") }
                if stack.isEmpty {
                    guard root == nil else { return fail("a second root element") }
                    root = element
                }
                var attributes = Set<[UInt8]>()
                var selfClosing = false
                while true {
                    let hadSpace = i < bytes.count && isSpace(bytes[i])
                    skipSpaces()
                    guard i < bytes.count else { return fail("a tag that never ends") }
                    if bytes[i] == 0x3E { advance(); break }
                    if starts("/>") { advance(2); selfClosing = true; break }
                    guard hadSpace, let attribute = name() else { return fail("a malformed attribute in <\(String(decoding: element, as: UTF8.self))>") }
                    guard attributes.insert(attribute).inserted else { return fail("the attribute \(String(decoding: attribute, as: UTF8.self)) twice") }
                    skipSpaces()
                    guard i < bytes.count, bytes[i] == 0x3D else { return fail("an attribute without a value") }
                    advance()
                    skipSpaces()
                    guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else { return fail("an attribute value without quotes") }
                    let quote = bytes[i]
                    advance()
                    while i < bytes.count, bytes[i] != quote {
                        if bytes[i] == 0x3C { return fail("'<' in an attribute value") }
                        if bytes[i] == 0x26 { guard reference() else { return fail("an incomplete reference in an attribute value") }; continue }
                        advance()
                    }
                    guard i < bytes.count else { return fail("an attribute value that never ends") }
                    advance()
                }
                if !selfClosing { stack.append(element) }
            }
        }
        if let open = stack.last { return fail("<\(String(decoding: open, as: UTF8.self))> is never closed: the document was cut off") }
        guard let root else { return fail("no root element") }
        let local = root.split(separator: 0x3A).last.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return .success(local)
    }
}
