/// Where the catalog's byte writers append: a `[UInt8]`, or `CatalogBytes` in the per-row loops.
protocol CatalogByteSink {
    var count: Int { get }
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
    /// Appends a copy of bytes already written.
    mutating func appendCopy(of range: Range<Int>)
    /// The bytes from `start` on, copied.
    func bytes(from start: Int) -> [UInt8]
    mutating func removeLast(_ k: Int)
    /// HTML-escapes, in place, what was appended from `start` on (`&` `"` `<` `>`, as `{{name}}` writes them).
    mutating func escapeHTML(from start: Int)
}

extension CatalogByteSink {
    @inline(__always)
    mutating func append(_ string: StaticString) {
        append(bytes: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func append(_ string: String) {
        string.withUTF8Bytes { append(bytes: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 { append(UInt8(ascii: "0") + UInt8(magnitude)); return }
        // Digits from the last, into a buffer as long as the longest Int, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var i = 20
            while magnitude > 0 {
                i -= 1
                digits[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            append(bytes: UnsafeBufferPointer(rebasing: digits[i..<20]))
        }
    }

    /// `number.literal`, an integer (most are) written without making a string first. Digits, `-`, `.`, `e` and
    /// `+` only: nothing HTML escapes.
    mutating func append(literal number: SwiftNumber) {
        let value = number.double
        // `value == value.rounded()` without the call into libm: a whole number survives the trip through Int64.
        if abs(value) < 1e15, Double(Int64(value)) == value {
            append(decimal: Int(Int64(value)))
        } else {
            append(number.literal)
        }
    }

    /// `string` HTML-escaped, as `{{name}}` writes it.
    mutating func appendEscaped(_ string: String) {
        let start = count
        append(string)
        escapeHTML(from: start)
    }

    /// What `write` appends, HTML-escaped as `{{name}}` writes it (escaped after the fact: it rarely has to be).
    mutating func appendEscaped(_ write: (inout Self) -> Void) {
        let start = count
        write(&self)
        escapeHTML(from: start)
    }
}

extension CatalogByteSink {
    /// `bytes` escaped as the Mustache engine's HTML escaping does (`&` `"` `<` `>`), copied as is when none occurs.
    mutating func append(htmlEscaping bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for i in 0..<bytes.count where Self.needsHTMLEscape(bytes[i]) {
            append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
            switch bytes[i] {
            case UInt8(ascii: "&"): append("&amp;" as StaticString)
            case UInt8(ascii: "\""): append("&quot;" as StaticString)
            case UInt8(ascii: "<"): append("&lt;" as StaticString)
            default: append("&gt;" as StaticString)
            }
            runStart = i + 1
        }
        append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Whether a byte is one `escapeHTML` replaces: `"` and `&` are 0x22 and 0x26, `<` and `>` 0x3C and 0x3E, so one
    /// comparison rules out most bytes.
    @inline(__always)
    static func needsHTMLEscape(_ b: UInt8) -> Bool {
        b <= UInt8(ascii: ">") && (b == UInt8(ascii: "&") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">"))
    }
}

extension Array: CatalogByteSink where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    func bytes(from start: Int) -> [UInt8] { Array(self[start...]) }

    mutating func appendCopy(of range: Range<Int>) {
        // Through a temporary: appending a slice of itself would copy the whole array (the slice shares it).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { copy in
            _ = withUnsafeBufferPointer { copy.initialize(from: $0[range]) }
            append(contentsOf: copy)
        }
    }

    mutating func escapeHTML(from start: Int) {
        let special = withUnsafeBufferPointer { all in all[start...].contains(where: Self.needsHTMLEscape) }
        guard special else { return }
        let raw = Array(self[start...])
        removeSubrange(start...)
        raw.withUnsafeBufferPointer { append(htmlEscaping: $0) }
    }
}

/// A growable byte buffer for the rows of a large catalog: an append is a capacity check and a copy, without the
/// uniqueness check and generic path `Array.append(contentsOf:)` takes on every call (a fifth of writing 10,000
/// rows). Owned by one writer: copies share the storage, so only one of them may append.
struct CatalogBytes: CatalogByteSink {
    fileprivate final class Storage {
        var pointer: UnsafeMutablePointer<UInt8>
        init(capacity: Int) { pointer = .allocate(capacity: capacity) }
        deinit { pointer.deallocate() }
    }

    private let storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4_096) {
        storage = Storage(capacity: max(capacity, 16))
        base = storage.pointer
        self.capacity = max(capacity, 16)
    }

    /// The bytes written, kept as they are: the buffer becomes read-only, for the pages that hold its bytes.
    consuming func freeze() -> CatalogFrozenBytes { CatalogFrozenBytes(storage, count: count) }

    /// The bytes written, valid until the next append.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count)
        count -= k
    }

    func bytes(from start: Int) -> [UInt8] { Array(UnsafeBufferPointer(start: base + start, count: count - start)) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(to: count + bytes.count) }
        Self.copy(source, to: base + count, count: bytes.count)
        count += bytes.count
    }

    /// Appends a copy of bytes already written.
    mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        if capacity - count < range.count { grow(to: count + range.count) }
        Self.copy(base + range.lowerBound, to: base + count, count: range.count)
        count += range.count
    }

    /// Copies `count` bytes between regions that do not overlap. Most appends are a few bytes (a tag, an anchor, a
    /// name): up to 16 are moved as two overlapping words, each read and written within the regions, instead of a
    /// call into memmove (a tenth of a catalog's instructions went to those calls).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count n: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
        switch n {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        case 1..<4:
            destination[0] = source[0]
            destination[n / 2] = source[n / 2]
            destination[n - 1] = source[n - 1]
        case 0:
            break
        default:
            destination.update(from: source, count: n)
        }
    }

    mutating func escapeHTML(from start: Int) {
        var i = start
        while i < count && !Self.needsHTMLEscape(base[i]) { i += 1 }
        guard i < count else { return }
        let raw = Array(UnsafeBufferPointer(start: base + start, count: count - start))
        count = start
        raw.withUnsafeBufferPointer { append(htmlEscaping: $0) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        new.update(from: base, count: count)
        storage.pointer.deallocate()
        storage.pointer = new
        base = new
        capacity = newCapacity
    }
}

/// A finished `CatalogBytes`: no longer appended to, so its bytes can be read from any thread, and held by the
/// pages (`ByteChunk`) that are made of them.
final class CatalogFrozenBytes: ByteStore, @unchecked Sendable {
    private let storage: CatalogBytes.Storage
    let count: Int

    fileprivate init(_ storage: CatalogBytes.Storage, count: Int) {
        self.storage = storage
        self.count = count
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.pointer, count: count))
    }
}

/// Read-only buffers the catalog's shared tables keep (read in place by every run: no reference counts).
enum CatalogBuffers {
    static func copy<T: BitwiseCopyable>(_ array: [T]) -> UnsafeBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }

    /// Frees what `copy` allocated (plain values: nothing to deinitialize).
    static func free<T: BitwiseCopyable>(_ buffer: UnsafeBufferPointer<T>) {
        UnsafeMutableBufferPointer(mutating: buffer).deallocate()
    }
}

extension String {
    /// The UTF-8 bytes, read in place when the string is contiguous (every native string is), else through the
    /// copy `withUTF8` makes.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
