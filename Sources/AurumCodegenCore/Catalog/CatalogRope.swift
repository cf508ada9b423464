/// Bytes held in place by the buffers they were written to, in order: a page is assembled once, when it becomes
/// a file.
struct CatalogRope: Sendable {
    typealias Chunk = ByteChunk

    var chunks: [Chunk] = []

    init(_ chunks: [Chunk] = []) { self.chunks = chunks }

    init(_ string: String) { chunks = [Chunk(ArraySlice(string.utf8))] }

    var count: Int { chunks.byteCount }

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

    /// The bytes in one array.
    var bytes: [UInt8] { chunks.joinedBytes }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
