/// The JSON reader on any bytes: a value or a diagnostic, never a crash; a value's positions lie inside the input.
enum JSONReaderFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        do {
            let value = try JSONReader.parse(Array(bytes), file: "fuzz.json")
            check(value, size: bytes.count)
        } catch {
            precondition(!error.diagnostics.isEmpty, "a failed parse reports at least one diagnostic")
        }
        var options = JSONReader.Options()
        options.duplicateKeys = .allow
        _ = try? JSONReader.parse(Array(bytes), file: "fuzz.json", options: options)
    }

    /// A parsed value's positions lie inside the input (the JSON5 target checks its values with this too).
    static func check(_ value: JSONValue, size: Int) {
        var stack = [value]
        while let next = stack.popLast() {
            precondition(next.position.offset < max(size, 1), "a value's position lies inside the input")
            switch next.kind {
            case .array(let items): stack.append(contentsOf: items)
            case .object(let object): stack.append(contentsOf: object.members.map(\.value))
            default: break
            }
        }
    }
}
