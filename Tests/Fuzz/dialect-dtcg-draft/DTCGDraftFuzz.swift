/// One token file in a DTCG draft before 2025.10 (CSS-string colours, dimensions and durations, weights by name).
enum DTCGDraftFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        DialectFuzz.loadFile(bytes, name: "tokens.json", dialect: .dtcgDraft)
    }
}
