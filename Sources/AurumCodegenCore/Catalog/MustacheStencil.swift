/// Renders one template for many contexts of the same shape at the cost of copying text. Mustache without lambdas
/// branches only on a context's structure — which keys exist, booleans, nulls, list lengths — never on the text
/// of a string or number (both are always truthy). So contexts of one shape render to the same output around
/// their strings: the template is rendered once per shape with numbered sentinels in place of the strings, the
/// output is cut at the sentinels into a stencil, and every later context of that shape fills the stencil in.
/// Output is byte for byte what rendering gives (the catalog's reference tests were recorded by plain rendering).
///
/// Not used when the template reaches a dynamic partial (`{{>*name}}` branches on a string's text); a context
/// holding the sentinel marker in a string is rendered plainly.
struct MustacheStencil {
    let template: MustacheTemplate
    let library: MustacheLibrary
    let escaping: MustacheEscaping
    let enabled: Bool
    private var stencils: [[UInt64]: [Piece]] = [:]

    enum Piece {
        case text([UInt8])
        /// The leaf's text, escaped as `{{name}}` escapes or inserted as `{{{name}}}` does.
        case leaf(Int, escaped: Bool)
    }

    init(template: MustacheTemplate, library: MustacheLibrary, escaping: MustacheEscaping) {
        self.template = template
        self.library = library
        self.escaping = escaping
        enabled = !library.reachesDynamicReferences(from: template)
    }

    static let marker = UInt8(1)

    /// Renders `context` on top of `base` (what enclosing sections would have pushed), appending to `output`.
    mutating func render(_ context: MustacheValue, base: MustacheValue, into output: inout [UInt8]) throws(DiagnosticError) {
        var shape: [UInt64] = []
        shape.reserveCapacity(64)
        var leaves: [MustacheValue] = []
        leaves.reserveCapacity(24)
        guard enabled, Self.walk(base, &shape, &leaves), Self.walk(context, &shape, &leaves) else {
            output += try plain(context, base: base)
            return
        }
        if stencils[shape] == nil {
            // Numbered in walk order: the base's leaves first, then the context's.
            var next = 0
            let markedBase = Self.sentinels(base, &next)
            let marked = try plain(Self.sentinels(context, &next), base: markedBase)
            stencils[shape] = Self.cut(marked)
        }
        for piece in stencils[shape]! {
            switch piece {
            case .text(let bytes): output += bytes
            case .leaf(let index, let escaped):
                switch leaves[index] {
                case .string(let text): (escaped ? escaping : .none).append(text, to: &output)
                case .number(let number): output += Array(MustacheValue.format(number).utf8)
                default: break
                }
            }
        }
    }

    private func plain(_ context: MustacheValue, base: MustacheValue) throws(DiagnosticError) -> [UInt8] {
        var renderer = MustacheRenderer(library: library, escaping: escaping, strict: true, context: base)
        renderer.context.push(context)
        try renderer.render(template.nodes, [:])
        return renderer.output
    }

    /// Appends `value`'s structure to `shape` and its strings and numbers to `leaves`, in walk order; false when a
    /// string holds the marker byte.
    private static func walk(_ value: MustacheValue, _ shape: inout [UInt64], _ leaves: inout [MustacheValue]) -> Bool {
        switch value {
        case .null: shape.append(1)
        case .bool(let b): shape.append(b ? 3 : 2)
        case .string(let s):
            var s = s
            if s.withUTF8({ $0.contains(marker) }) { return false }
            shape.append(4)
            leaves.append(value)
        case .number:
            shape.append(5)
            leaves.append(value)
        case .list(let items):
            shape.append(6 | UInt64(items.count) << 8)
            for item in items where !walk(item, &shape, &leaves) { return false }
        case .dictionary(let dictionary):
            shape.append(7 | UInt64(dictionary.count) << 8)
            for (key, item) in dictionary {
                shape.append(MustacheDictionary.HashedKey(key).hashValueForStencil)
                if !walk(item, &shape, &leaves) { return false }
            }
        }
        return true
    }

    /// `value` with each leaf replaced by `\u{1}&n\u{2}`, n counting on from `next`: HTML escaping turns the `&`
    /// into `&amp;`, which tells an escaped interpolation from a raw one.
    private static func sentinels(_ value: MustacheValue, _ next: inout Int) -> MustacheValue {
        switch value {
        case .string, .number:
            defer { next += 1 }
            return .string("\u{1}&\(next)\u{2}")
        case .list(let items):
            return .list(items.map { sentinels($0, &next) })
        case .dictionary(let dictionary):
            return .dictionary(dictionary.mapValues { sentinels($0, &next) })
        default:
            return value
        }
    }

    private static func cut(_ bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == marker else { text.append(bytes[i]); i += 1; continue }
            var j = i + 1
            var escaped = false
            if bytes[j...].starts(with: Array("&amp;".utf8)) { escaped = true; j += 5 } else { j += 1 }
            var index = 0
            while bytes[j] != 2 { index = index * 10 + Int(bytes[j] - UInt8(ascii: "0")); j += 1 }
            if !text.isEmpty { pieces.append(.text(text)); text = [] }
            pieces.append(.leaf(index, escaped: escaped))
            i = j + 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }
}

extension MustacheDictionary.HashedKey {
    /// The key's FNV hash, for shape signatures.
    var hashValueForStencil: UInt64 { hash }
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
