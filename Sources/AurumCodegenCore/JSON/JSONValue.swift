import Foundation

/// A position in a JSON document: 1-based line and column (a column counts UTF-8 bytes,
/// as clang and swiftc do), plus the 0-based byte offset.
public struct JSONPosition: Hashable, Sendable {
    // Stored as 32-bit numbers: every key and value of a parsed file carries a position, and at 24 bytes
    // they were a quarter of a token file's tree. (Positions past 4 GiB clamp; token files are far smaller.)
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

/// A JSON number that keeps its source text, so `0.1` reaches generated Swift exactly as written.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number exactly as it appears in the source.
    public var text: String
    public var double: Double

    public init(text: String, double: Double) {
        self.text = text
        self.double = double
    }

    public init(_ double: Double) {
        self.double = double
        self.text = double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
    }

    /// The value as an integer, if it is one exactly.
    public var int: Int? {
        guard double == double.rounded(), abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    public var description: String { text }
}

/// A parsed JSON value with the position of every value and key. Objects keep key order.
public struct JSONValue: Hashable, Sendable {
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

    public var kind: Kind
    /// Where the value starts (its first byte).
    public var position: JSONPosition

    public init(_ kind: Kind, at position: JSONPosition) {
        self.kind = kind
        self.position = position
    }

    public var isNull: Bool { if case .null = kind { true } else { false } }
    public var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var number: JSONNumber? { if case .number(let n) = kind { n } else { nil } }
    public var double: Double? { number?.double }
    public var string: String? { if case .string(let s) = kind { s } else { nil } }
    public var array: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    public var object: JSONObject? { if case .object(let o) = kind { o } else { nil } }

    /// The member value for `key` when this is an object.
    public subscript(key: String) -> JSONValue? { object?[key] }

    /// A short name for the kind, for diagnostics ("a string", "an object").
    public var kindDescription: String {
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
public struct JSONObject: Hashable, Sendable, Sequence {
    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyPosition: JSONPosition
        public var value: JSONValue

        public init(key: String, keyPosition: JSONPosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }

    public func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

    /// The member for `key`. Objects here are small or walked in order, so a linear scan wins.
    public func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }

    public subscript(key: String) -> JSONValue? { member(key)?.value }
}
