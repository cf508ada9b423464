/// A stack the reader collects container elements on. Closing a container *moves* its elements
/// into an exactly sized array: one allocation per container, no regrowth, no retain/release.
struct ScratchStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` to the top into a new array; the stack is left `start` deep.
    mutating func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        count = start
        // reserveCapacity + append specialises fully; Array(unsafeUninitializedCapacity:) calls into
        // an unspecialised stdlib entry point that looks up generic metadata on every call.
        var result: [Element] = []
        result.reserveCapacity(moved)
        for k in 0..<moved { result.append((source + k).move()) }
        return result
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
