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
        guard let first = name.keys.first else { return stack.last }
        var found: MustacheValue?
        var i = stack.count - 1
        while i >= 0 {
            if case .dictionary(let entries) = stack[i], let value = entries[first] {
                found = value
                break
            }
            i -= 1
        }
        guard var current = found else { return nil }
        for part in name.keys.dropFirst() {
            guard case .dictionary(let entries) = current, let value = entries[part] else { return nil }
            current = value
        }
        return current
    }
}
