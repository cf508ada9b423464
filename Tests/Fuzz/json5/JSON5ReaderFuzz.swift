/// The JSONC and JSON5 readers on any bytes: a value or a diagnostic, never a crash; a value's positions lie inside
/// the input; and whatever strict JSON reads, both read to the same values at the same positions.
enum JSON5ReaderFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let input = Array(bytes)
        var strict = JSONReader.Options()
        strict.duplicateKeys = .allow
        let json = try? JSONReader.parse(input, file: "fuzz.json", options: strict)
        for syntax in [JSONSyntax.jsonc, .json5] {
            var options = strict
            options.syntax = syntax
            options.allowsNonFiniteNumbers = syntax == .json5
            do {
                let value = try JSONReader.parse(input, file: "fuzz.json5", options: options)
                JSONReaderFuzz.check(value, size: input.count)
                if let json { precondition(value == json, "\(syntax) reads strict JSON as strict JSON does") }
            } catch {
                precondition(!error.diagnostics.isEmpty, "a failed parse reports at least one diagnostic")
                precondition(json == nil, "\(syntax) accepts what strict JSON accepts: \(error)")
            }
        }
        var lastWins = JSONReader.Options(syntax: .json5)
        lastWins.duplicateKeys = .lastWins
        _ = try? JSONReader.parse(input, file: "fuzz.json5", options: lastWins)
    }
}
