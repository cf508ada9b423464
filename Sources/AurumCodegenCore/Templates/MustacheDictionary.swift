/// A Mustache context object: string keys to values, looked up by a precomputed 64-bit key hash.
///
/// Render contexts are many small objects (a token declaration has about 17 keys) that are built once and
/// read a few times. A `Dictionary` SipHashes every key on insert and on every lookup, and that hashing would be
/// a fifth of rendering the token Swift. Here a key's hash is FNV-1a, computed once per template name at
/// parse time and once per context key (or never, for a `HashedKey` made once and reused), and a lookup scans
/// the hashes linearly: contexts hold tens of keys, not thousands. Insertion order is kept; equality and
/// hashing ignore it, as a dictionary's do.
package struct MustacheDictionary: Sendable {
    /// A key with its hash, for keys used again and again (a template's names, a context builder's keys).
    struct HashedKey: Sendable, Hashable {
        let name: String
        let hash: UInt64

        init(_ name: String) {
            self.name = name
            hash = KeyTable.hash(name)
        }

        fileprivate init(name: String, hash: UInt64) {
            self.name = name
            self.hash = hash
        }

        static func == (a: HashedKey, b: HashedKey) -> Bool { a.hash == b.hash && a.name == b.name }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// One array, hash beside key and value: a copy of the dictionary (each context lookup makes one) retains
    /// one buffer, and building one allocates one.
    fileprivate struct Entry: Sendable {
        var hash: UInt64
        var key: String
        var value: MustacheValue
    }

    private var entries: [Entry] = []

    init() {}

    init(_ dictionary: [String: MustacheValue]) {
        reserveCapacity(dictionary.count)
        // Sorted, so that a context built from a Dictionary has the same order on every run.
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { append(HashedKey(key), value) }
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The keys, in insertion order.
    var keys: [String] { entries.map(\.key) }

    mutating func reserveCapacity(_ n: Int) {
        entries.reserveCapacity(n)
    }

    private func index(of key: HashedKey) -> Int? {
        var i = 0
        while i < entries.count {
            if entries[i].hash == key.hash, entries[i].key == key.name { return i }
            i += 1
        }
        return nil
    }

    subscript(key: HashedKey) -> MustacheValue? {
        get { index(of: key).map { entries[$0].value } }
        set {
            switch (index(of: key), newValue) {
            case (let i?, let value?): entries[i].value = value
            case (let i?, nil): entries.remove(at: i)
            case (nil, let value?): append(key, value)
            case (nil, nil): break
            }
        }
    }

    package subscript(key: String) -> MustacheValue? {
        get { self[HashedKey(key)] }
        set { self[HashedKey(key)] = newValue }
    }

    /// Adds `key`, which the caller knows is not present yet (no scan for it).
    mutating func append(_ key: HashedKey, _ value: MustacheValue) {
        entries.append(Entry(hash: key.hash, key: key.name, value: value))
    }

    /// The values, in insertion order.
    var values: [MustacheValue] { entries.map(\.value) }

    /// Adds `other`'s entries; for a key in both, `combine` picks the value (existing, new).
    mutating func merge(_ other: MustacheDictionary, uniquingKeysWith combine: (MustacheValue, MustacheValue) -> MustacheValue) {
        for entry in other.entries {
            let hashed = HashedKey(name: entry.key, hash: entry.hash)
            if let i = index(of: hashed) { entries[i].value = combine(entries[i].value, entry.value) } else { append(hashed, entry.value) }
        }
    }

    func merging(_ other: MustacheDictionary, uniquingKeysWith combine: (MustacheValue, MustacheValue) -> MustacheValue) -> MustacheDictionary {
        var result = self
        result.merge(other, uniquingKeysWith: combine)
        return result
    }

    func mapValues(_ transform: (MustacheValue) throws -> MustacheValue) rethrows -> MustacheDictionary {
        var result = self
        for i in result.entries.indices { result.entries[i].value = try transform(result.entries[i].value) }
        return result
    }
}

extension MustacheDictionary: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, as with `Dictionary(_:uniquingKeysWith:)` keeping the last.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(lastWins: elements)
    }

    init(lastWins elements: [(String, MustacheValue)]) {
        reserveCapacity(elements.count)
        for (key, value) in elements { self[key] = value }
    }
}

extension MustacheDictionary: Sequence {
    package struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Entry]>

        package mutating func next() -> (key: String, value: MustacheValue)? {
            base.next().map { ($0.key, $0.value) }
        }
    }

    package func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }
}

extension MustacheDictionary: Hashable {
    package static func == (a: MustacheDictionary, b: MustacheDictionary) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.entries.indices {
            let entry = a.entries[i]
            guard let other = b[HashedKey(name: entry.key, hash: entry.hash)], other == entry.value else { return false }
        }
        return true
    }

    /// Order-independent: the entries' own hashes are summed.
    package func hash(into hasher: inout Hasher) {
        var sum = 0
        for entry in entries {
            var h = Hasher()
            h.combine(entry.key)
            h.combine(entry.value)
            sum = sum &+ h.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
