/// The reader's engine: one pass over the bytes with an explicit stack of open containers,
/// so nesting never consumes call stack. Error text lives in JSONParser+Errors.swift.
struct JSONParser: ~Copyable {
    let input: UnsafeBufferPointer<UInt8>
    let file: String
    let options: JSONReader.Options
    var index = 0
    var line = 1
    var lineStart = 0
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    var shortStrings = ShortStringCache()
    /// Duplicate-key errors: collected for the whole document, not fatal on their own.
    var duplicateErrors: [Diagnostic] = []
    /// Elements and members of the open containers, innermost last.
    private var elements = ScratchStack<JSONValue>()
    private var members = ScratchStack<JSONObject.Member>()
    /// Reused open-addressing table for the duplicate check of large objects.
    var duplicateTable: [Int32] = []
    /// With `.lastWins`: indices of the members of the object being closed that a later key replaces.
    var droppedMembers: [Int] = []

    init(input: UnsafeBufferPointer<UInt8>, file: String, options: JSONReader.Options) {
        self.input = input
        self.file = file
        self.options = options
    }

    /// An array or object still waiting for its closing bracket.
    struct Frame {
        var isObject: Bool
        var position: JSONPosition
        /// Where this container's elements or members begin on their scratch stack.
        var start: Int
        /// The key of the member whose value is being read.
        var key = ""
        var keyPosition: JSONPosition
    }

    mutating func parseDocument() throws(DiagnosticError) -> JSONValue {
        try skipByteOrderMark()
        let value = try parseValueTree()
        skipWhitespace()
        if index < input.count {
            throw unexpected(after: "after the JSON value")
        }
        if !duplicateErrors.isEmpty, options.duplicateKeys != .lastWins { throw DiagnosticError(duplicateErrors) }
        return value
    }

    private mutating func skipByteOrderMark() throws(DiagnosticError) {
        let n = input.count
        if n >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            index = 3
            lineStart = 3
        } else if n >= 2, (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF)
                    || (n >= 4 && ((input[0] == 0 && input[2] == 0) || (input[1] == 0 && input[3] == 0))) {
            throw fail("the input looks like UTF-16; JSON text must be UTF-8")
        }
    }

    @inline(__always)
    var position: JSONPosition {
        JSONPosition(line: line, column: index - lineStart + 1, offset: index)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        let n = input.count
        while index < n {
            let byte = input[index]
            if byte > 0x20 {
                // Comments and JSON5's non-ASCII spaces: one compare on the strict path.
                if byte == UInt8(ascii: "/") || byte >= 0x80, options.syntax != .json, skipCommentOrSpace() { continue }
                return
            }
            switch byte {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < n && input[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default:
                // JSON5's vertical tab and form feed.
                guard byte == 0x0B || byte == 0x0C, options.syntax == .json5 else { return }
                index += 1
            }
        }
    }

    private mutating func parseValueTree() throws(DiagnosticError) -> JSONValue {
        // The innermost open container lives in `current`; only its parents sit in `parents`.
        // Keeping the hot frame out of the array avoids copying it on every value.
        var parents: [Frame] = []
        var current = Frame(isObject: false, position: position, start: 0, keyPosition: position)
        var depth = 0
        var completed: JSONValue
        let n = input.count
        readValue: while true {
            skipWhitespace()
            guard index < n else { throw endOfFile(expecting: "a JSON value", openedAt: depth > 0 ? current.position : nil) }
            let start = position
            switch input[index] {
            case UInt8(ascii: "{"):
                if depth >= options.maxDepth { throw tooDeep() }
                index += 1
                skipWhitespace()
                if index < n && input[index] == UInt8(ascii: "}") {
                    index += 1
                    completed = JSONValue(.object(JSONObject()), at: start)
                } else {
                    if depth > 0 { parents.append(current) }
                    depth += 1
                    current = Frame(isObject: true, position: start, start: members.count, keyPosition: start)
                    _ = try parseKey(afterComma: nil, into: &current)
                    continue readValue
                }
            case UInt8(ascii: "["):
                if depth >= options.maxDepth { throw tooDeep() }
                index += 1
                skipWhitespace()
                if index < n && input[index] == UInt8(ascii: "]") {
                    index += 1
                    completed = JSONValue(.array([]), at: start)
                } else {
                    if depth > 0 { parents.append(current) }
                    depth += 1
                    current = Frame(isObject: false, position: start, start: elements.count, keyPosition: start)
                    continue readValue
                }
            case UInt8(ascii: "\""):
                completed = JSONValue(.string(try parseString()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = JSONValue(.number(try options.syntax == .json5 ? parseJSON5Number() : parseNumber()), at: start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                completed = JSONValue(try parseLiteral(), at: start)
            default:
                guard options.syntax == .json5 else { throw unexpectedValueStart() }
                completed = JSONValue(try parseJSON5ValueStart(), at: start)
            }

            // A value is complete: hand it to the open containers, closing as many as end here.
            while depth > 0 {
                skipWhitespace()
                if current.isObject {
                    members.push(JSONObject.Member(key: current.key, keyPosition: current.keyPosition, value: consume completed))
                    guard index < n else { throw endOfFile(expecting: "',' or '}'", openedAt: current.position) }
                    switch input[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        if try parseKey(afterComma: comma, into: &current) { continue readValue }
                        // A trailing comma (JSONC, JSON5): the index is at the '}'.
                        fallthrough
                    case UInt8(ascii: "}"):
                        index += 1
                        var closed = members.popArray(from: current.start)
                        if options.duplicateKeys != .allow { checkDuplicates(&closed) }
                        completed = JSONValue(.object(JSONObject(closed)), at: current.position)
                    default:
                        throw unexpected(expected: "',' or '}' after object member")
                    }
                } else {
                    elements.push(consume completed)
                    guard index < n else { throw endOfFile(expecting: "',' or ']'", openedAt: current.position) }
                    switch input[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        skipWhitespace()
                        guard index < n && input[index] == UInt8(ascii: "]") else { continue readValue }
                        if options.syntax == .json { throw trailingComma(at: comma) }
                        index += 1
                        completed = JSONValue(.array(elements.popArray(from: current.start)), at: current.position)
                    case UInt8(ascii: "]"):
                        index += 1
                        completed = JSONValue(.array(elements.popArray(from: current.start)), at: current.position)
                    default:
                        throw unexpected(expected: "',' or ']' after array element")
                    }
                }
                depth -= 1
                if let parent = parents.popLast() { current = parent }
            }
            return completed
        }
    }

    /// Reads `"key" :` into `frame` and leaves the index just after the colon; returns true.
    /// `comma` is the comma before the key, if any. Returns false, with the index at the `}`, when
    /// that comma is a trailing comma the syntax allows.
    private mutating func parseKey(afterComma comma: JSONPosition?, into frame: inout Frame) throws(DiagnosticError) -> Bool {
        skipWhitespace()
        guard index < input.count else { throw endOfFile(expecting: "a string key", openedAt: frame.position) }
        frame.keyPosition = position
        if input[index] == UInt8(ascii: "\"") {
            frame.key = try parseString()
        } else {
            if let comma, input[index] == UInt8(ascii: "}") {
                if options.syntax == .json { throw trailingComma(at: comma) }
                return false
            }
            guard options.syntax == .json5 else { throw badKey(afterComma: comma != nil) }
            frame.key = try parseJSON5Key(afterComma: comma != nil)
        }
        skipWhitespace()
        guard index < input.count else { throw endOfFile(expecting: "':'", openedAt: frame.position) }
        guard input[index] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after object key")
        }
        index += 1
        return true
    }

    /// `true`, `false` or `null`; any other word gets a message naming it.
    private mutating func parseLiteral() throws(DiagnosticError) -> JSONValue.Kind {
        let start = index
        var end = index
        while end < input.count, Self.isWordByte(input[end]) { end += 1 }
        let word = UnsafeBufferPointer(rebasing: input[start..<end])
        let kind: JSONValue.Kind
        if word.elementsEqual("true".utf8) {
            kind = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            kind = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            kind = .null
        } else if options.syntax == .json5, word.elementsEqual("Infinity".utf8) || word.elementsEqual("NaN".utf8) {
            kind = .number(try nonFiniteNumber(isNaN: word[0] == UInt8(ascii: "N"), negative: false, at: start))
        } else {
            throw invalidWord(String(decoding: word, as: UTF8.self), at: start)
        }
        index = end
        return kind
    }

    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

}
