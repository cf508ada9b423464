/// Bytes held in place by the buffers they were written to, in order: a page is assembled once, when it becomes
/// a file.
struct CatalogRope: Sendable {
    /// A run of bytes where it was written: a slice of an array, or of a finished run buffer.
    struct Chunk: Sendable {
        private enum Source: Sendable {
            case array(ArraySlice<UInt8>)
            case bytes(CatalogFrozenBytes, Range<Int>)
        }

        private let source: Source

        init(_ slice: ArraySlice<UInt8>) { source = .array(slice) }

        init(_ bytes: CatalogFrozenBytes, _ range: Range<Int>) {
            precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
            source = .bytes(bytes, range)
        }

        var count: Int {
            switch source {
            case .array(let slice): slice.count
            case .bytes(_, let range): range.count
            }
        }

        func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            switch source {
            case .array(let slice): try slice.withUnsafeBufferPointer(body)
            case .bytes(let bytes, let range): try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
            }
        }
    }

    var chunks: [Chunk] = []

    init(_ chunks: [Chunk] = []) { self.chunks = chunks }

    init(_ string: String) { chunks = [Chunk(ArraySlice(string.utf8))] }

    var count: Int { chunks.reduce(0) { $0 + $1.count } }

    mutating func append(_ chunk: ArraySlice<UInt8>) { if !chunk.isEmpty { chunks.append(Chunk(chunk)) } }
    mutating func append(_ rope: CatalogRope) { chunks += rope.chunks }
}

extension CatalogRope {
    /// `template` rendered by the engine with `context`, whose strings `sentinel(n)` stand for `fragments[n]`
    /// (rendered HTML kept where it is); a template the stencil cannot cut gets the fragments' text instead.
    static func render(_ template: MustacheTemplate, library: MustacheLibrary, context: MustacheValue,
                       fragments: [CatalogRope]) throws(DiagnosticError) -> CatalogRope {
        // A string of the context holding the marker byte would read as a sentinel.
        func holdsMarker(_ value: MustacheValue) -> Bool {
            switch value {
            case .string(var s):
                return s.withUTF8 { $0.contains(CatalogStencil.marker) } && !(s.utf8.first == CatalogStencil.marker && s.utf8.last == 2)
            case .list(let items): return items.contains(where: holdsMarker)
            case .dictionary(let d): return d.values.contains(where: holdsMarker)
            default: return false
            }
        }
        if !library.reachesDynamicReferences(from: template), !holdsMarker(context),
           let stencil = CatalogStencil.cut(try CatalogStencil.render(template, library: library, contexts: [context], escaping: .html)) {
            var rope = CatalogRope()
            let text = stencil.text
            for piece in stencil.pieces {
                switch piece {
                case .text(let start, let count):
                    rope.append(text[start..<(start + count)])
                case .hole(let n, let escaped):
                    guard n < fragments.count else { continue }
                    if escaped {
                        var bytes: [UInt8] = []
                        for chunk in fragments[n].chunks { chunk.withUnsafeBufferPointer { bytes.append(htmlEscaping: $0) } }
                        rope.append(bytes[...])
                    } else {
                        rope.append(fragments[n])
                    }
                }
            }
            return rope
        }
        // With the fragments' text in place of the sentinels.
        func replace(_ value: MustacheValue) -> MustacheValue {
            switch value {
            case .string(let s):
                if s.utf8.first == CatalogStencil.marker, let n = Int(s.dropFirst(2).dropLast()), n < fragments.count {
                    return .string(fragments[n].string)
                }
                return value
            case .list(let items): return .list(items.map(replace))
            case .dictionary(let d): return .dictionary(d.mapValues(replace))
            default: return value
            }
        }
        let bytes = try CatalogStencil.render(template, library: library, contexts: [replace(context)], escaping: .html)
        return CatalogRope([Chunk(bytes[...])])
    }

    /// The bytes in one array (the one copy a page's bytes see after they are written).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var i = 0
            for chunk in chunks {
                chunk.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: out[i..<(i + source.count)]).initialize(from: source)
                }
                i += chunk.count
            }
            initialized = i
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
