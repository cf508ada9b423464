/// The reader's engine: one pass over the bytes with an explicit stack of open containers,
/// so nesting never consumes call stack. Error text lives in JSONParser+Errors.swift.
struct JSONParser {
    let input: UnsafeBufferPointer<UInt8>
    let file: String
    let options: JSONReader.Options
    var index = 0
    var line = 1
    var lineStart = 0
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    /// Duplicate-key errors: collected for the whole document, not fatal on their own.
    var duplicateErrors: [Diagnostic] = []

    init(input: UnsafeBufferPointer<UInt8>, file: String, options: JSONReader.Options) {
        self.input = input
        self.file = file
        self.options = options
    }

    /// An array or object still waiting for its closing bracket.
    struct Frame {
        var isObject: Bool
        var position: JSONPosition
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        /// The key of the member whose value is being read.
        var key = ""
        var keyPosition: JSONPosition

        init(isObject: Bool, position: JSONPosition, key: String = "", keyPosition: JSONPosition) {
            self.isObject = isObject
            self.position = position
            self.key = key
            self.keyPosition = keyPosition
        }
    }

    mutating func parseDocument() throws(DiagnosticError) -> JSONValue {
        try skipByteOrderMark()
        let value = try parseValueTree()
        skipWhitespace()
        if index < input.count {
            throw unexpected(after: "after the JSON value")
        }
        if !duplicateErrors.isEmpty { throw DiagnosticError(duplicateErrors) }
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
            if byte > 0x20 { return }
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
                return
            }
        }
    }

    private mutating func parseValueTree() throws(DiagnosticError) -> JSONValue {
        var stack: [Frame] = []
        var completed: JSONValue
        let n = input.count
        readValue: while true {
            skipWhitespace()
            guard index < n else { throw endOfFile(expecting: "a JSON value", openedAt: stack.last?.position) }
            let start = position
            switch input[index] {
            case UInt8(ascii: "{"):
                if stack.count >= options.maxDepth { throw tooDeep() }
                index += 1
                skipWhitespace()
                if index < n && input[index] == UInt8(ascii: "}") {
                    index += 1
                    completed = JSONValue(.object(JSONObject()), at: start)
                } else {
                    let (key, keyPosition) = try parseKey(afterComma: nil, container: start)
                    stack.append(Frame(isObject: true, position: start, key: key, keyPosition: keyPosition))
                    continue readValue
                }
            case UInt8(ascii: "["):
                if stack.count >= options.maxDepth { throw tooDeep() }
                index += 1
                skipWhitespace()
                if index < n && input[index] == UInt8(ascii: "]") {
                    index += 1
                    completed = JSONValue(.array([]), at: start)
                } else {
                    stack.append(Frame(isObject: false, position: start, keyPosition: start))
                    continue readValue
                }
            case UInt8(ascii: "\""):
                completed = JSONValue(.string(try parseString()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                completed = JSONValue(.number(try parseNumber()), at: start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                completed = JSONValue(try parseLiteral(), at: start)
            default:
                throw unexpectedValueStart()
            }

            // A value is complete: hand it to the open containers, closing as many as end here.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(JSONObject.Member(
                        key: stack[top].key, keyPosition: stack[top].keyPosition, value: completed))
                    guard index < n else { throw endOfFile(expecting: "',' or '}'", openedAt: stack[top].position) }
                    switch input[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        let (key, keyPosition) = try parseKey(afterComma: comma, container: stack[top].position)
                        stack[top].key = key
                        stack[top].keyPosition = keyPosition
                        continue readValue
                    case UInt8(ascii: "}"):
                        index += 1
                        let frame = stack.removeLast()
                        if !options.allowDuplicateKeys { checkDuplicates(frame.members) }
                        completed = JSONValue(.object(JSONObject(frame.members)), at: frame.position)
                    default:
                        throw unexpected(expected: "',' or '}' after object member")
                    }
                } else {
                    stack[top].elements.append(completed)
                    guard index < n else { throw endOfFile(expecting: "',' or ']'", openedAt: stack[top].position) }
                    switch input[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        skipWhitespace()
                        if index < n && input[index] == UInt8(ascii: "]") {
                            throw trailingComma(at: comma)
                        }
                        continue readValue
                    case UInt8(ascii: "]"):
                        index += 1
                        let frame = stack.removeLast()
                        completed = JSONValue(.array(frame.elements), at: frame.position)
                    default:
                        throw unexpected(expected: "',' or ']' after array element")
                    }
                }
            }
            return completed
        }
    }

    /// Reads `"key" :` and leaves the index just after the colon. `comma` is the comma before the key, if any.
    private mutating func parseKey(afterComma comma: JSONPosition?, container: JSONPosition) throws(DiagnosticError) -> (String, JSONPosition) {
        skipWhitespace()
        guard index < input.count else { throw endOfFile(expecting: "a string key", openedAt: container) }
        if input[index] != UInt8(ascii: "\"") {
            if let comma, input[index] == UInt8(ascii: "}") { throw trailingComma(at: comma) }
            throw badKey(afterComma: comma != nil)
        }
        let keyPosition = position
        let key = try parseString()
        skipWhitespace()
        guard index < input.count else { throw endOfFile(expecting: "':'", openedAt: container) }
        guard input[index] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after object key")
        }
        index += 1
        return (key, keyPosition)
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

    /// Records an error at the second and later definitions of a key, each pointing back at the first.
    private mutating func checkDuplicates(_ members: [JSONObject.Member]) {
        let count = members.count
        guard count > 1 else { return }
        if count <= 12 {
            for later in 1..<count {
                for earlier in 0..<later where members[earlier].key == members[later].key {
                    reportDuplicate(members[later], first: members[earlier])
                    break
                }
            }
        } else {
            var firstIndex: [String: Int] = [:]
            firstIndex.reserveCapacity(count)
            for (i, member) in members.enumerated() {
                if let earlier = firstIndex[member.key] {
                    reportDuplicate(member, first: members[earlier])
                } else {
                    firstIndex[member.key] = i
                }
            }
        }
    }

    private mutating func reportDuplicate(_ member: JSONObject.Member, first: JSONObject.Member) {
        duplicateErrors.append(.error(
            "duplicate key '\(member.key)'",
            at: member.keyPosition.location(in: file),
            notes: [.init("first defined here", at: first.keyPosition.location(in: file))]))
    }
}
