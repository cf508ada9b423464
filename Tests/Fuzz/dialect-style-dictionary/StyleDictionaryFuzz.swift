/// A Style Dictionary 3/4 legacy `tokens/` folder (`value`, CTI categories, `{a.b.value}` references,
/// `comment`, `attributes`), merged in path order.
enum StyleDictionaryFuzz {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        DialectFuzz.loadFolder(bytes, dialect: .styleDictionary)
    }
}
