/// Writes JSON the way the Aurum token files are written, byte for byte the same for the same
/// value: keys in the order given, two-space indentation, numbers as their source text, and
/// short containers of plain values on one line (`{ "value": 16, "unit": "px" }`,
/// `[0.5255, 0.2431, 0.9529]`), so colour and dimension values stay readable in diffs.
enum DTCGJSONRenderer {
    /// Containers longer than this (without indentation) are spread over several lines.
    static let inlineLimit = 110

    static func render(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        if let inline = inline(value) {
            output += inline
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch value.kind {
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += pad
                write(element, indent: indent + 2, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += pad + quoted(member.key) + ": "
                write(member.value, indent: indent + 2, into: &output)
                output += index == object.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        default:
            output += scalar(value) ?? "null"
        }
    }

    /// The one-line form of a scalar, an empty container, or a short container whose members are
    /// scalars or containers of scalars; nil when the value must be spread out. Tokens (objects
    /// with `$value`) are always spread out, so every token reads the same way.
    private static func inline(_ value: JSONValue, nested: Bool = false) -> String? {
        if let text = scalar(value) { return text }
        let parts: [String]
        switch value.kind {
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            parts = elements.compactMap { nested ? scalar($0) : inline($0, nested: true) }
            guard parts.count == elements.count else { return nil }
        case .object(let object):
            if object.isEmpty { return "{}" }
            guard object["$value"] == nil else { return nil }
            parts = object.members.compactMap { member in
                (nested ? scalar(member.value) : inline(member.value, nested: true)).map { quoted(member.key) + ": " + $0 }
            }
            guard parts.count == object.count else { return nil }
        default:
            return nil
        }
        let text = value.array != nil ? "[" + parts.joined(separator: ", ") + "]" : "{ " + parts.joined(separator: ", ") + " }"
        return text.utf8.count <= inlineLimit ? text : nil
    }

    private static func scalar(_ value: JSONValue) -> String? {
        switch value.kind {
        case .null: "null"
        case .bool(let bool): bool ? "true" : "false"
        case .number(let number): number.text
        case .string(let string): quoted(string)
        case .array, .object: nil
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else (including non-ASCII) written as UTF-8.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Builds `JSONValue`s for generated output, where source positions mean nothing.
enum GeneratedJSON {
    static let nowhere = JSONPosition(line: 0, column: 0, offset: 0)

    static func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: nowhere) }
    static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value), at: nowhere) }
    static func number(_ number: JSONNumber) -> JSONValue { JSONValue(.number(number), at: nowhere) }
    static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements), at: nowhere) }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { .init(key: $0.0, keyPosition: nowhere, value: $0.1) })), at: nowhere)
    }
}
