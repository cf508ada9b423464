/// The context stack: the render context at the bottom, one entry per enclosing section item.
/// Values are pushed by reference (enum payloads are shared), never copied per lookup.
struct MustacheContext {
    private var stack: [MustacheValue]

    init(_ root: MustacheValue) {
        stack = [root]
        stack.reserveCapacity(16)
    }

    mutating func push(_ value: MustacheValue) { stack.append(value) }
    mutating func pop() { stack.removeLast() }

    /// Spec name resolution: the first part is looked up from the top of the stack down; the other
    /// parts only inside what it found. Nil when any part is missing.
    func lookup(_ name: MustacheName) -> MustacheValue? {
        let keys = name.keys
        guard let first = keys.first else { return stack.last }
        var i = stack.count - 1
        while i >= 0 {
            if case .dictionary(let entries) = stack[i], let value = entries[first] {
                return keys.count == 1 ? value : Self.descend(into: value, keys)
            }
            i -= 1
        }
        return nil
    }

    /// The value `keys[1...]` name inside `value` (what `keys[0]` found); no slice of the keys for the common
    /// single-part name.
    private static func descend(into value: MustacheValue, _ keys: [MustacheDictionary.HashedKey]) -> MustacheValue? {
        var current = value
        for k in 1..<keys.count {
            guard case .dictionary(let entries) = current, let value = entries[keys[k]] else { return nil }
            current = value
        }
        return current
    }
}
