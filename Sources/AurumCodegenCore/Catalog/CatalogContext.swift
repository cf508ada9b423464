/// A catalog template's context, described once and read two ways: built as a `MustacheValue` for the Mustache
/// engine (`CatalogContextBuilder`), or recorded as its shape and the bytes of its strings for a compiled stencil
/// (`CatalogShapeRecorder`). Rows, values and groups describe themselves through this protocol only, so the
/// stencil a shape selects is always the one the engine renders for that shape.
///
/// A string (`text`) is written as UTF-8 by its closure when its bytes are wanted; `html` is prepared HTML (a
/// value's rendering, a group's rows) that templates insert with `{{{…}}}`. Keys are given in a fixed order.
protocol CatalogContext {
    typealias Key = MustacheDictionary.HashedKey

    mutating func text(_ key: Key, _ write: (inout [UInt8]) -> Void)
    mutating func html(_ key: Key, _ fragment: CatalogFragment)
    mutating func flag(_ key: Key, _ value: Bool)
    mutating func null(_ key: Key)
    mutating func object(_ key: Key, _ body: (inout Self) -> Void)
    /// A list of `count` objects, each described by `item`.
    mutating func objects(_ key: Key, count: Int, _ item: (Int, inout Self) -> Void)
    /// A list of `count` strings.
    mutating func texts(_ key: Key, count: Int, _ write: (Int, inout [UInt8]) -> Void)
}

/// Something with a catalog context.
protocol CatalogDescribable {
    func describe<C: CatalogContext>(into context: inout C)
}

extension CatalogContext {
    mutating func text(_ key: Key, _ string: String) {
        text(key) { $0.append(string) }
    }

    mutating func text(_ key: Key, _ string: String?) {
        if let string { text(key) { $0.append(string) } } else { null(key) }
    }

    /// An integer as a template prints a number.
    mutating func number(_ key: Key, _ value: Int) {
        text(key) { $0.append(decimal: value) }
    }
}

/// Prepared HTML: a range of a byte table the renderer of the enclosing template holds (the run's value table,
/// or the group's rows as they are written).
struct CatalogFragment: Hashable, Sendable {
    var start: Int
    var count: Int
}

/// Builds the context as a `MustacheValue`: with the strings themselves (to render through the engine, when no
/// stencil can be used), or with numbered sentinels in their place (to compile a stencil, `CatalogStencil`).
/// Strings are numbered in description order, as `CatalogShapeRecorder` numbers its leaves.
struct CatalogContextBuilder: CatalogContext {
    enum Mode {
        case sentinels
        /// Real strings; `html` fragments are read from `fragments`.
        case values(fragments: [UInt8])
    }

    let mode: Mode
    /// The next string's number.
    private(set) var next = 0
    private var stack: [MustacheDictionary] = [MustacheDictionary()]

    init(_ mode: Mode, firstLeaf: Int = 0) {
        self.mode = mode
        next = firstLeaf
    }

    /// The described context; the builder starts a new, empty one (numbering goes on).
    mutating func take() -> MustacheValue {
        let value = MustacheValue.dictionary(stack[0])
        stack = [MustacheDictionary()]
        return value
    }

    private mutating func leaf(_ write: (inout [UInt8]) -> Void) -> MustacheValue {
        defer { next += 1 }
        switch mode {
        case .sentinels:
            return .string(CatalogStencil.sentinel(next))
        case .values:
            var bytes: [UInt8] = []
            write(&bytes)
            return .string(String(decoding: bytes, as: UTF8.self))
        }
    }

    private mutating func add(_ key: Key, _ value: MustacheValue) {
        stack[stack.count - 1].append(key, value)
    }

    mutating func text(_ key: Key, _ write: (inout [UInt8]) -> Void) {
        let value = leaf(write)
        add(key, value)
    }

    mutating func html(_ key: Key, _ fragment: CatalogFragment) {
        let mode = self.mode
        let value = leaf { out in
            if case .values(let fragments) = mode { out += fragments[fragment.start..<(fragment.start + fragment.count)] }
        }
        add(key, value)
    }

    mutating func flag(_ key: Key, _ value: Bool) { add(key, .bool(value)) }

    mutating func null(_ key: Key) { add(key, .null) }

    mutating func object(_ key: Key, _ body: (inout Self) -> Void) {
        stack.append(MustacheDictionary())
        body(&self)
        add(key, .dictionary(stack.removeLast()))
    }

    mutating func objects(_ key: Key, count: Int, _ item: (Int, inout Self) -> Void) {
        var items: [MustacheValue] = []
        items.reserveCapacity(count)
        for i in 0..<count {
            stack.append(MustacheDictionary())
            item(i, &self)
            items.append(.dictionary(stack.removeLast()))
        }
        add(key, .list(items))
    }

    mutating func texts(_ key: Key, count: Int, _ write: (Int, inout [UInt8]) -> Void) {
        var items: [MustacheValue] = []
        items.reserveCapacity(count)
        for i in 0..<count { items.append(leaf { write(i, &$0) }) }
        add(key, .list(items))
    }
}

/// Records a context's shape (every key with its kind, flags' values, list lengths: all Mustache without lambdas
/// branches on) and its strings' bytes, without building a context. A stencil compiled for a shape renders every
/// context of that shape (`CatalogStencil`).
struct CatalogShapeRecorder: CatalogContext {
    /// Where each string's bytes are: in `bytes`, or a fragment of the renderer's table.
    struct Leaf {
        var start: Int
        var count: Int
        var isFragment: Bool
    }

    private(set) var shape: [UInt64] = []
    /// FNV-1a over `shape`, kept as it grows.
    private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var bytes: [UInt8] = []
    private(set) var leaves: [Leaf] = []

    struct Mark {
        var shape: Int
        var hash: UInt64
        var bytes: Int
        var leaves: Int
    }

    init() {
        shape.reserveCapacity(64)
        bytes.reserveCapacity(1024)
        leaves.reserveCapacity(32)
    }

    var mark: Mark { Mark(shape: shape.count, hash: hash, bytes: bytes.count, leaves: leaves.count) }

    /// Back to what was recorded at `mark` (an enclosing context recorded once for many).
    mutating func reset(to mark: Mark) {
        shape.removeSubrange(mark.shape...)
        hash = mark.hash
        bytes.removeSubrange(mark.bytes...)
        leaves.removeSubrange(mark.leaves...)
    }

    mutating func clear() { reset(to: Mark(shape: 0, hash: 0xcbf2_9ce4_8422_2325, bytes: 0, leaves: 0)) }

    @inline(__always)
    private mutating func event(_ kind: UInt64, _ key: Key) {
        let e = key.hash &* 31 &+ kind
        shape.append(e)
        hash = (hash ^ e) &* 0x100_0000_01b3
    }

    @inline(__always)
    private mutating func event(_ e: UInt64) {
        shape.append(e)
        hash = (hash ^ e) &* 0x100_0000_01b3
    }

    mutating func text(_ key: Key, _ write: (inout [UInt8]) -> Void) {
        event(4, key)
        let start = bytes.count
        write(&bytes)
        leaves.append(Leaf(start: start, count: bytes.count - start, isFragment: false))
    }

    mutating func html(_ key: Key, _ fragment: CatalogFragment) {
        event(4, key)
        leaves.append(Leaf(start: fragment.start, count: fragment.count, isFragment: true))
    }

    mutating func flag(_ key: Key, _ value: Bool) { event(value ? 3 : 2, key) }

    mutating func null(_ key: Key) { event(1, key) }

    mutating func object(_ key: Key, _ body: (inout Self) -> Void) {
        event(7, key)
        body(&self)
        event(8)
    }

    mutating func objects(_ key: Key, count: Int, _ item: (Int, inout Self) -> Void) {
        event(6 | UInt64(count) << 8, key)
        for i in 0..<count {
            event(9)
            item(i, &self)
            event(8)
        }
    }

    mutating func texts(_ key: Key, count: Int, _ write: (Int, inout [UInt8]) -> Void) {
        event(10 | UInt64(count) << 8, key)
        for i in 0..<count {
            let start = bytes.count
            write(i, &bytes)
            leaves.append(Leaf(start: start, count: bytes.count - start, isFragment: false))
        }
    }
}
