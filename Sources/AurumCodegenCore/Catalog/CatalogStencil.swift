/// A template compiled for one shape of context: literal bytes and holes for the context's strings. Mustache
/// without lambdas branches only on a context's structure (which keys exist, flags, nulls, list lengths), never on
/// the text of a string (every string is truthy): contexts of one shape render to the same bytes around their
/// strings. So the engine renders the template once per shape, with numbered sentinels in place of the strings
/// (`CatalogContextBuilder.sentinels`), and the output is cut at the sentinels. Rendering another context of the
/// shape is then appends: literal runs, and each string copied (HTML-escaped where the template escapes it).
/// Byte for byte what the engine writes, for any template, the user's overrides included; a template that names
/// partials at render time (`{{>*name}}`, which reads a string's text) is rendered by the engine instead.
struct CatalogStencil {
    enum Piece {
        case text(start: Int, count: Int)
        /// String `leaf` of the context, escaped as `{{name}}` escapes or inserted as `{{{name}}}` does.
        case hole(leaf: Int, escaped: Bool)
    }

    var text: [UInt8]
    var pieces: [Piece]

    /// Starts every sentinel; a template whose text has it cannot be cut and is rendered by the engine.
    static let marker = UInt8(1)

    /// `\u{1}&n\u{2}`: HTML escaping turns the `&` into `&amp;`, which tells an escaped interpolation from a raw one.
    static func sentinel(_ n: Int) -> String { "\u{1}&\(n)\u{2}" }

    /// Renders `template` with `contexts` pushed in order (the enclosing ones first), holding sentinels, and cuts
    /// the output; nil when it cannot be cut (the template's own text holds the marker byte).
    static func compile(_ template: MustacheTemplate, library: MustacheLibrary, contexts: [MustacheValue]) throws(DiagnosticError) -> CatalogStencil? {
        cut(try render(template, library: library, contexts: contexts, escaping: .html))
    }

    /// What the engine writes for `template` with `contexts` pushed in order.
    static func render(_ template: MustacheTemplate, library: MustacheLibrary, contexts: [MustacheValue],
                       escaping: MustacheEscaping) throws(DiagnosticError) -> [UInt8] {
        var renderer = MustacheRenderer(library: library, escaping: escaping, strict: true, context: contexts.first ?? .null)
        for context in contexts.dropFirst() { renderer.context.push(context) }
        try renderer.render(template.nodes, [:])
        return renderer.output
    }

    static func cut(_ bytes: [UInt8]) -> CatalogStencil? {
        var stencil = CatalogStencil(text: [], pieces: [])
        stencil.text.reserveCapacity(bytes.count)
        var runStart = 0
        var i = 0
        let amp = Array("&amp;".utf8)
        func flush(_ end: Int) {
            guard end > runStart else { return }
            stencil.pieces.append(.text(start: stencil.text.count, count: end - runStart))
            stencil.text += bytes[runStart..<end]
        }
        while i < bytes.count {
            guard bytes[i] == marker else { i += 1; continue }
            flush(i)
            var j = i + 1
            let escaped: Bool
            if bytes[j...].starts(with: amp) {
                escaped = true
                j += amp.count
            } else if j < bytes.count, bytes[j] == UInt8(ascii: "&") {
                escaped = false
                j += 1
            } else {
                return nil
            }
            var leaf = 0, digits = 0
            while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") {
                leaf = leaf * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                digits += 1
                j += 1
            }
            guard digits > 0, j < bytes.count, bytes[j] == 2 else { return nil }
            stencil.pieces.append(.hole(leaf: leaf, escaped: escaped))
            i = j + 1
            runStart = i
        }
        flush(bytes.count)
        return stencil
    }

    /// Appends the stencil filled with `leaves` (string bytes in `bytes`, fragments in `fragments`) to `out`.
    func write<S: CatalogByteSink>(_ leaves: [CatalogShapeRecorder.Leaf], bytes: UnsafeBufferPointer<UInt8>, fragments: UnsafeBufferPointer<UInt8>,
                                   into out: inout S) {
        text.withUnsafeBufferPointer { text in
            for piece in pieces {
                switch piece {
                case .text(let start, let count):
                    out.append(bytes: UnsafeBufferPointer(rebasing: text[start..<(start + count)]))
                case .hole(let index, let escaped):
                    // A template may interpolate a name the context does not have (it looks further out, or
                    // writes nothing): no sentinel is made for it, so every hole names a leaf.
                    let leaf = leaves[index]
                    let source = UnsafeBufferPointer(rebasing: (leaf.isFragment ? fragments : bytes)[leaf.start..<(leaf.start + leaf.count)])
                    if escaped { out.append(htmlEscaping: source) } else { out.append(bytes: source) }
                }
            }
        }
    }

    /// Whether the hole for `leaf` occurs exactly once, raw: its bytes can then be written in place (see
    /// `CatalogStencilRenderer.renderAround`).
    func holdsOnce(_ leaf: Int) -> Bool {
        var n = 0
        for case .hole(let index, let escaped) in pieces where index == leaf {
            if escaped { return false }
            n += 1
        }
        return n == 1
    }
}

/// Renders one template for many contexts: each context is recorded (`CatalogShapeRecorder`), and the stencil of
/// its shape, compiled the first time the shape occurs, is filled in. Contexts render on top of `base` (what an
/// enclosing section would have pushed: a group's context under its rows), recorded once per `setBase`. Falls
/// back to the engine when the template cannot be compiled. Not shared between threads: each run has its own.
struct CatalogStencilRenderer<Base: CatalogDescribable> {
    let template: MustacheTemplate
    let library: MustacheLibrary
    let compiles: Bool
    private var recorder = CatalogShapeRecorder()
    private var base: Base?
    private var baseMark: CatalogShapeRecorder.Mark
    /// Stencils by shape hash; each entry's shape is compared in full before it is used.
    private var stencils: [UInt64: [(shape: [UInt64], stencil: CatalogStencil)]] = [:]
    private var last: (shape: [UInt64], stencil: CatalogStencil)?

    /// `forceEngine` renders every context through the engine (tests compare both ways).
    init(template: MustacheTemplate, library: MustacheLibrary, forceEngine: Bool = false) {
        self.template = template
        self.library = library
        compiles = !forceEngine && !library.reachesDynamicReferences(from: template)
        baseMark = recorder.mark
    }

    /// The enclosing context of the contexts rendered next.
    mutating func setBase(_ base: Base?) {
        self.base = base
        recorder.clear()
        base?.describe(into: &recorder)
        baseMark = recorder.mark
    }

    /// The stencil for what `recorder` holds, compiling it when new; nil when the engine must render.
    private mutating func stencil<D: CatalogDescribable>(_ context: D) throws(DiagnosticError) -> CatalogStencil? {
        guard compiles else { return nil }
        if let last, last.shape == recorder.shape { return last.stencil }
        if let found = stencils[recorder.hash]?.first(where: { $0.shape == recorder.shape }) {
            last = found
            return found.stencil
        }
        guard let compiled = try CatalogStencil.compile(template, library: library, contexts: contexts(context, .sentinels)) else { return nil }
        let entry = (shape: recorder.shape, stencil: compiled)
        stencils[recorder.hash, default: []].append(entry)
        last = entry
        return compiled
    }

    /// The base and `context` as the engine takes them, numbered as the recorder numbers them.
    private func contexts<D: CatalogDescribable>(_ context: D, _ mode: CatalogContextBuilder.Mode) -> [MustacheValue] {
        var builder = CatalogContextBuilder(mode)
        var contexts: [MustacheValue] = []
        if let base {
            base.describe(into: &builder)
            contexts.append(builder.take())
        }
        context.describe(into: &builder)
        contexts.append(builder.take())
        return contexts
    }

    /// Renders `context` into `out`; its `html` leaves are fragments of `fragments`.
    mutating func render<D: CatalogDescribable, S: CatalogByteSink>(_ context: D, fragments: UnsafeBufferPointer<UInt8>,
                                                                    into out: inout S) throws(DiagnosticError) {
        recorder.reset(to: baseMark)
        context.describe(into: &recorder)
        guard let stencil = try stencil(context) else {
            let bytes = try CatalogStencil.render(template, library: library, contexts: contexts(context, .values(fragments: Array(fragments))),
                                                  escaping: .html)
            bytes.withUnsafeBufferPointer { out.append(bytes: $0) }
            return
        }
        let leaves = recorder.leaves
        recorder.bytes.withUnsafeBufferPointer { bytes in
            stencil.write(leaves, bytes: bytes, fragments: fragments, into: &out)
        }
    }

    /// Renders `context`, whose last leaf is an `html` fragment written by `inner` straight into `out` (a group's
    /// rows: the bulk of a page, never copied). When the stencil does not insert that leaf exactly once, raw,
    /// `inner` writes into a buffer that is then rendered as a fragment.
    mutating func renderAround<D: CatalogDescribable, S: CatalogByteSink>(_ context: (CatalogFragment) -> D, into out: inout S,
                                                                          _ inner: (inout S) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
        // The shape does not depend on the fragment's size: record with an empty one, then find the stencil.
        recorder.reset(to: baseMark)
        let probe = context(CatalogFragment(start: 0, count: 0))
        probe.describe(into: &recorder)
        if let stencil = try stencil(probe), let leaf = recorder.leaves.indices.last,
           recorder.leaves[leaf].isFragment, stencil.holdsOnce(leaf) {
            try stencil.writeSplit(recorder.leaves, bytes: recorder.bytes, at: leaf, into: &out, inner)
            return
        }
        // `inner` writes at the end of `out`; its bytes are moved out to be the fragment.
        let start = out.count
        try inner(&out)
        let rows = out.bytes(from: start)
        out.removeLast(out.count - start)
        try rows.withUnsafeBufferPointer { (fragments) throws(DiagnosticError) in
            try render(context(CatalogFragment(start: 0, count: fragments.count)), fragments: fragments, into: &out)
        }
    }
}

extension CatalogStencil {
    /// Writes the stencil with leaf `split` (a fragment held once) written by `inner` in place.
    func writeSplit<S: CatalogByteSink>(_ leaves: [CatalogShapeRecorder.Leaf], bytes: [UInt8], at split: Int, into out: inout S,
                                        _ inner: (inout S) throws(DiagnosticError) -> Void) throws(DiagnosticError) {
        for piece in pieces {
            switch piece {
            case .text(let start, let count):
                text.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<(start + count)])) }
            case .hole(let index, _) where index == split:
                try inner(&out)
            case .hole(let index, let escaped):
                let leaf = leaves[index]
                bytes.withUnsafeBufferPointer { bytes in
                    let source = UnsafeBufferPointer(rebasing: bytes[leaf.start..<(leaf.start + leaf.count)])
                    if escaped { out.append(htmlEscaping: source) } else { out.append(bytes: source) }
                }
            }
        }
    }
}

/// No enclosing context.
struct CatalogNoContext: CatalogDescribable {
    func describe<C: CatalogContext>(into context: inout C) {}
}

extension MustacheLibrary {
    /// Whether rendering `template` can reach a partial or parent named at render time.
    func reachesDynamicReferences(from template: MustacheTemplate) -> Bool {
        var seen = Set<String>()
        var pending = [template]
        while let next = pending.popLast() {
            if next.hasDynamicReferences { return true }
            for reference in next.references where seen.insert(reference.name).inserted {
                if let found = templates[reference.name] { pending.append(found) }
            }
        }
        return false
    }
}
