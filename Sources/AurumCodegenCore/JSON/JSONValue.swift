import Foundation

/// A position in a JSON document: 1-based line and column (a column counts UTF-8 bytes,
/// as clang and swiftc do), plus the 0-based byte offset.
struct JSONPosition: Hashable, Sendable {
    // Stored as 32-bit numbers: every key and value of a parsed file carries a position, and at 24 bytes
    // they would be a quarter of a token file's tree. (Positions past 4 GiB clamp; token files are far smaller.)
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

/// A JSON number that keeps its source text, so `0.1` reaches generated Swift exactly as written.
package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number exactly as it appears in the source.
    var text: String
    var double: Double

    init(text: String, double: Double) {
        self.text = text
        self.double = double
    }

    init(_ double: Double) {
        self.double = double
        self.text = double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
    }

    /// The value as an integer, if it is one exactly.
    var int: Int? {
        guard double == double.rounded(), abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    package var description: String { text }
}

/// A parsed JSON value with the position of every value and key. Objects keep key order.
package struct JSONValue: Hashable, Sendable {
    // Not `indirect`: arrays and objects already hold their children out of line, and a heap
    // box per value made reading twice as slow.
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var kind: Kind
    /// Where the value starts (its first byte).
    var position: JSONPosition

    init(_ kind: Kind, at position: JSONPosition) {
        self.kind = kind
        self.position = position
    }

    /// An object built from a reader's findings, each key placed where its value came from, so diagnostics on a
    /// rewritten document point into the source.
    static func object(_ members: [(String, JSONValue)], at position: JSONPosition) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { .init(key: $0.0, keyPosition: $0.1.position, value: $0.1) })), at: position)
    }

    var isNull: Bool { if case .null = kind { true } else { false } }
    var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    var number: JSONNumber? { if case .number(let n) = kind { n } else { nil } }
    var double: Double? { number?.double }
    var string: String? { if case .string(let s) = kind { s } else { nil } }
    var array: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    package var object: JSONObject? { if case .object(let o) = kind { o } else { nil } }

    /// The member value for `key` when this is an object.
    subscript(key: String) -> JSONValue? { object?[key] }

    /// A short name for the kind, for diagnostics ("a string", "an object").
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: members in source order, each with its key's position.
package struct JSONObject: Hashable, Sendable, Sequence {
    package struct Member: Hashable, Sendable {
        var key: String
        var keyPosition: JSONPosition
        package var value: JSONValue

        init(key: String, keyPosition: JSONPosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    package var members: [Member]

    init(_ members: [Member] = []) {
        self.members = members
    }

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }
    var keys: [String] { members.map(\.key) }

    package func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

    /// The member for `key`. Objects here are small or walked in order, so a linear scan wins.
    func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }

    subscript(key: String) -> JSONValue? { member(key)?.value }
}
