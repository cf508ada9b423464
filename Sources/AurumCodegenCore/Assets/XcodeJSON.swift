/// JSON as Xcode writes an asset catalog's `Contents.json`: keys sorted, `" : "` between key and value, two-space
/// indentation, every container spread over lines, a newline at the end. A catalog written this way is left
/// byte for byte as it is when Xcode opens and saves it, so a re-import shows no diff.
enum XcodeJSON {
    indirect enum Value: Hashable, Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case array([Value])
        case object([String: Value])
    }

    static func render(_ value: Value) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: Value, indent: Int, into output: inout String) {
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .string(let text): output += DTCGJSONRenderer.quoted(text)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += pad
                write(element, indent: indent + 2, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            output += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += pad + DTCGJSONRenderer.quoted(key) + " : "
                write(members[key]!, indent: indent + 2, into: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// `"info" : { "author" : "xcode", "version" : 1 }`, in every Contents.json Xcode writes.
    static let info: Value = .object(["author": .string("xcode"), "version": .int(1)])
}
