/// Turns tokens into the node tree: pairs sections, applies the spec's standalone-line rules
/// (including the inheritance module's rules for parent and block tags) and block reindentation.
struct MustacheParser {
    /// Deeper nesting than this is an error, which also bounds the renderer's recursion.
    static let maxNesting = InputLimits.maxTemplateNesting

    private let source: [UInt8]
    private let file: String
    private let tokens: [MustacheToken]
    private let scanner: MustacheScanner
    /// For a section, parent or block tag: the index of its closing tag, and back.
    private var partner: [Int]
    /// The innermost section, parent or block around each token (-1 at top level).
    private var container: [Int]
    /// Text tokens removed by the standalone rules.
    private var removed: [Bool]
    /// Tags that took the whitespace before them on their line (standalone, or indentation of a site).
    private var claimedLeft: [Bool]
    /// Tags that took the rest of their line, line ending included.
    private var claimedRight: [Bool]

    static func parse(_ source: [UInt8], file: String) throws(DiagnosticError) -> [MustacheNode] {
        let scanner = MustacheScanner(source: source, file: file)
        var parser = MustacheParser(source: source, file: file, tokens: try scanner.scan(), scanner: scanner)
        try parser.pair()
        parser.applyStandaloneRules()
        return try parser.build()
    }

    private init(source: [UInt8], file: String, tokens: [MustacheToken], scanner: MustacheScanner) {
        self.source = source
        self.file = file
        self.tokens = tokens
        self.scanner = scanner
        partner = Array(repeating: -1, count: tokens.count)
        container = Array(repeating: -1, count: tokens.count)
        removed = Array(repeating: false, count: tokens.count)
        claimedLeft = Array(repeating: false, count: tokens.count)
        claimedRight = Array(repeating: false, count: tokens.count)
    }

    // MARK: Pairing

    private mutating func pair() throws(DiagnosticError) {
        var open: [Int] = []
        for i in tokens.indices {
            let token = tokens[i]
            container[i] = open.last ?? -1
            switch token.kind {
            case .section, .inverted, .parent, .block:
                if let enclosing = open.last, tokens[enclosing].kind == .parent, token.kind != .block {
                    throw misplacedInParent(i, parent: enclosing)
                }
                open.append(i)
                if open.count > Self.maxNesting {
                    throw DiagnosticError(.error("'\(quote(i))' is nested more than \(Self.maxNesting) levels deep", at: location(i)))
                }
            case .close:
                guard let opening = open.last else {
                    throw DiagnosticError(.error("closing tag '\(quote(i))' has no matching opening tag", at: location(i)))
                }
                guard tokens[opening].name == token.name else {
                    throw DiagnosticError(.error(
                        "mismatched closing tag '\(quote(i))': '\(quote(opening))' must be closed first, by '\(closingTag(for: opening))'",
                        at: location(i), notes: [.init("'\(quote(opening))' opened here", at: location(opening))]))
                }
                open.removeLast()
                partner[opening] = i
                partner[i] = opening
                container[i] = container[opening]
            case .variable, .unescaped, .partial:
                if let enclosing = open.last, tokens[enclosing].kind == .parent {
                    throw misplacedInParent(i, parent: enclosing)
                }
            case .text, .comment, .delimiters:
                break
            }
        }
        if !open.isEmpty {
            throw DiagnosticError(open.map { i in
                .error("unclosed \(kindName(i)) '\(quote(i))': missing '\(closingTag(for: i))'", at: location(i))
            })
        }
    }

    private func misplacedInParent(_ i: Int, parent: Int) -> DiagnosticError {
        DiagnosticError(.error(
            "'\(quote(i))' cannot appear directly inside parent '\(quote(parent))': only blocks ('{{$name}}') are passed to a parent",
            at: location(i), notes: [.init("parent '\(quote(parent))' opened here", at: location(parent))]))
    }

    // MARK: Standalone lines

    /// Only whitespace precedes the tag on its line.
    private func leftClear(_ i: Int) -> Bool {
        if tokens[i].column == 1 { return true }
        let before = tokens[i - 1]
        return before.kind == .text && before.blank && before.column == 1
    }

    /// Only whitespace follows the tag up to the line ending or the end of the template.
    private func rightClear(_ i: Int) -> Bool {
        guard i + 1 < tokens.count else { return true }
        let after = tokens[i + 1]
        return after.kind == .text && after.blank && (after.endsLine || i + 2 == tokens.count)
    }

    private mutating func claimLeft(_ i: Int) {
        claimedLeft[i] = true
        if tokens[i].column != 1 { removed[i - 1] = true }
    }

    private mutating func claimRight(_ i: Int) {
        claimedRight[i] = true
        if i + 1 < tokens.count { removed[i + 1] = true }
    }

    private func isInParent(_ i: Int) -> Bool {
        container[i] >= 0 && tokens[container[i]].kind == .parent
    }

    private mutating func applyStandaloneRules() {
        for i in tokens.indices {
            switch tokens[i].kind {
            case .text, .variable, .unescaped:
                continue
            case .section, .inverted, .comment, .partial, .delimiters:
                if leftClear(i) && rightClear(i) {
                    claimLeft(i)
                    claimRight(i)
                }
            case .parent:
                // Text inside a parent is ignored, so the pair is standalone when the opening tag
                // starts its line and the closing tag ends its own.
                if leftClear(i) && rightClear(partner[i]) { claimLeft(i) }
            case .block:
                if isInParent(i) {
                    // An argument: what precedes it on its line is ignored parent text.
                    if rightClear(i) { claimRight(i) }
                } else if leftClear(i) {
                    claimLeft(i)
                    if rightClear(i) { claimRight(i) }
                }
            case .close:
                let opening = partner[i]
                switch tokens[opening].kind {
                case .parent:
                    if claimedLeft[opening] { claimRight(i) }
                case .block where isInParent(opening):
                    // The argument ends like a file: trailing indentation goes, what follows is ignored.
                    if leftClear(i) { claimLeft(i) }
                default:
                    if leftClear(i) && rightClear(i) {
                        claimLeft(i)
                        claimRight(i)
                    }
                }
            }
        }
    }

    // MARK: Tree

    private struct Frame {
        var opening: Int
        var children: [MustacheNode] = []
        var arguments: [String: MustacheBlock] = [:]
        /// Raw indentation removed from the start of every line inside (a block's intrinsic indentation).
        var ownerIndent: ArraySlice<UInt8>
        /// For blocks and parents: what the node gets, decided at the opening tag.
        var indentation: [UInt8] = []
        var atLineStart = false
        var opensInline = true
        /// Text not yet made a node, so consecutive lines become one node.
        var text: [UInt8] = []
        var lineStarts: [Int] = []

        init(opening: Int, ownerIndent: ArraySlice<UInt8>, indentation: [UInt8] = []) {
            self.opening = opening
            self.ownerIndent = ownerIndent
            self.indentation = indentation
        }

        mutating func append(_ node: MustacheNode) {
            flushText()
            children.append(node)
        }

        mutating func flushText() {
            guard !text.isEmpty else { return }
            children.append(.text(MustacheText(bytes: text, lineStarts: lineStarts)))
            text = []
            lineStarts = []
        }
    }

    private func build() throws(DiagnosticError) -> [MustacheNode] {
        var stack = [Frame(opening: -1, ownerIndent: [])]
        for i in tokens.indices where !removed[i] {
            let token = tokens[i]
            let inParent = isInParent(i)
            if token.kind == .text {
                guard !inParent else { continue }
                appendText(i, to: &stack[stack.count - 1])
                continue
            }
            if token.column == 1 && !claimedLeft[i] && !inParent && token.kind != .close {
                stack[stack.count - 1].append(.indent)
            }
            let owner = stack[stack.count - 1].ownerIndent
            switch token.kind {
            case .text, .comment, .delimiters:
                break
            case .variable, .unescaped:
                stack[stack.count - 1].append(.variable(MustacheName(token.name), escaped: token.kind == .variable))
            case .partial:
                stack[stack.count - 1].append(.partial(MustachePartial(
                    target: target(token.name), indentation: indentation(i, owner: owner), location: location(i))))
            case .section, .inverted:
                stack.append(Frame(opening: i, ownerIndent: owner))
            case .parent:
                stack.append(Frame(opening: i, ownerIndent: owner, indentation: indentation(i, owner: owner)))
            case .block:
                stack.append(blockFrame(i, owner: owner))
            case .close:
                // A closing tag that starts a non-standalone line marks that line's start inside the body.
                if token.column == 1 && !claimedLeft[i] && !isInParent(partner[i]) {
                    stack[stack.count - 1].append(.indent)
                }
                var frame = stack.removeLast()
                frame.flushText()
                try close(frame, into: &stack[stack.count - 1])
            }
        }
        stack[0].flushText()
        return stack[0].children
    }

    private func blockFrame(_ i: Int, owner: ArraySlice<UInt8>) -> Frame {
        var frame = Frame(opening: i, ownerIndent: owner)
        if claimedRight[i] {
            // Standalone: the body's own indentation is that of its first line; it is removed from
            // every body line here and replaced by the indentation of wherever the block expands.
            frame.ownerIndent = intrinsicIndentation(after: i)
            frame.opensInline = false
        } else if claimedLeft[i] {
            frame.ownerIndent = leftWhitespace(i)
        }
        if claimedLeft[i] {
            frame.atLineStart = true
            frame.indentation = Array(dropCommonPrefix(frame.ownerIndent, owner))
        }
        return frame
    }

    private func close(_ frame: Frame, into enclosing: inout Frame) throws(DiagnosticError) {
        let opening = tokens[frame.opening]
        switch opening.kind {
        case .section, .inverted:
            enclosing.append(.section(MustacheSection(
                name: MustacheName(opening.name), inverted: opening.kind == .inverted,
                body: frame.children, location: location(frame.opening))))
        case .parent:
            enclosing.append(.parent(MustacheParent(
                target: target(opening.name), indentation: frame.indentation,
                arguments: frame.arguments, location: location(frame.opening))))
        case .block:
            let block = MustacheBlock(
                name: opening.name, body: frame.children, indentation: frame.indentation,
                atLineStart: frame.atLineStart, opensInline: frame.opensInline, location: location(frame.opening))
            if enclosing.opening >= 0, tokens[enclosing.opening].kind == .parent {
                if let first = enclosing.arguments[block.name] {
                    throw DiagnosticError(.error(
                        "block '\(block.name)' is passed twice to parent '\(quote(enclosing.opening))'",
                        at: block.location, notes: [.init("first passed here", at: first.location)]))
                }
                enclosing.arguments[block.name] = block
            } else {
                enclosing.append(.block(block))
            }
        default:
            preconditionFailure("only sections, parents and blocks open frames")
        }
    }

    private func appendText(_ i: Int, to frame: inout Frame) {
        let token = tokens[i]
        var bytes = source[token.start..<token.end]
        var startsLine = false
        if token.column == 1 {
            bytes = dropCommonPrefix(bytes, frame.ownerIndent)
            if bytes.isEmpty {
                // Only the owner's indentation preceded a tag: the line still starts here.
                frame.append(.indent)
                return
            }
            // Empty lines get no indentation: generated code must not end lines in whitespace.
            startsLine = bytes.first != UInt8(ascii: "\n") && !bytes.starts(with: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
        }
        if startsLine { frame.lineStarts.append(frame.text.count) }
        frame.text.append(contentsOf: bytes)
    }

    // MARK: Helpers

    private func leftWhitespace(_ i: Int) -> ArraySlice<UInt8> {
        tokens[i].column == 1 ? [] : source[tokens[i - 1].start..<tokens[i - 1].end]
    }

    /// A standalone partial's or parent's indentation, relative to the enclosing block's.
    private func indentation(_ i: Int, owner: ArraySlice<UInt8>) -> [UInt8] {
        claimedLeft[i] ? Array(dropCommonPrefix(leftWhitespace(i), owner)) : []
    }

    /// The spaces and tabs that start the line after a standalone tag.
    private func intrinsicIndentation(after i: Int) -> ArraySlice<UInt8> {
        let start = i + 1 < tokens.count ? tokens[i + 1].end : source.count
        var end = start
        while end < source.count, isSpaceOrTab(source[end]) { end += 1 }
        return source[start..<end]
    }

    private func dropCommonPrefix(_ bytes: ArraySlice<UInt8>, _ prefix: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var k = bytes.startIndex
        var p = prefix.startIndex
        while k < bytes.endIndex, p < prefix.endIndex, bytes[k] == prefix[p] {
            k += 1
            p += 1
        }
        return bytes[k...]
    }

    private func target(_ name: String) -> MustacheTarget {
        name.hasPrefix("*") ? .dynamic(MustacheName(String(name.dropFirst()))) : .fixed(name)
    }

    private func location(_ i: Int) -> SourceLocation {
        SourceLocation(file: file, line: tokens[i].line, column: tokens[i].column)
    }

    private func quote(_ i: Int) -> String {
        scanner.excerpt(from: tokens[i].start, to: tokens[i].end)
    }

    private func closingTag(for i: Int) -> String {
        let (open, close) = tokens[i].delimiters
        return "\(open)/\(tokens[i].name)\(close)"
    }

    private func kindName(_ i: Int) -> String {
        switch tokens[i].kind {
        case .inverted: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "section"
        }
    }
}
