import Testing
@testable import AurumCodegenCore

@Suite struct KeyTableTests {
    /// Keys inserted one by one, growing from the smallest table (every rehash path runs).
    @Test func findsEveryKeyItStoredAndNoOther() {
        var table = KeyTable()
        var keys: [String] = []
        for i in 0..<5_000 {
            let key = "color.group\(i % 37).token\(i)"
            #expect(table.find(key, hash: KeyTable.hash(key), keys: keys) == nil)
            keys.append(key)
            table.insert(hash: KeyTable.hash(key), slot: i, keys: keys)
        }
        #expect(table.count == 5_000)
        for (i, key) in keys.enumerated() {
            #expect(table.find(key, hash: KeyTable.hash(key), keys: keys) == i)
        }
        for missing in ["color.group1.token5000", "", "color", "color.group1.token1.x"] {
            #expect(table.find(missing, hash: KeyTable.hash(missing), keys: keys) == nil)
        }
    }

    /// Reserving after inserting keeps what was stored.
    @Test func reservingKeepsStoredKeys() {
        var table = KeyTable()
        let keys = ["a", "a.b", "a.b.c", "é.ü", "🎨.primary"]
        for (i, key) in keys.enumerated() { table.insert(hash: KeyTable.hash(key), slot: i, keys: Array(keys[...i])) }
        table.reserveCapacity(100_000, keys: keys)
        for (i, key) in keys.enumerated() { #expect(table.find(key, hash: KeyTable.hash(key), keys: keys) == i) }
    }

    /// Equal hash tags alone do not make a match: the stored key is compared.
    @Test func aTagMatchStillComparesTheKey() {
        var table = KeyTable()
        let keys = ["stored"]
        table.insert(hash: 42, slot: 0, keys: keys)
        #expect(table.find("stored", hash: 42, keys: keys) == 0)
        #expect(table.find("other", hash: 42, keys: keys) == nil)
    }

    /// FNV-1a 64 reference values (the empty string and "a").
    @Test func hashIsFNV1a() {
        #expect(KeyTable.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(KeyTable.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }
}
