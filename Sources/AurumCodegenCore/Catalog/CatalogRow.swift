/// A group's context for `catalog-token-group.html`, and the enclosing context of its rows.
struct CatalogGroup: CatalogDescribable {
    var type: TokenType
    /// The group's first token, whose path without its last segment is the group's: read when the group is
    /// written, by the run writing it (merging the groups on one core read no token). Valid while the set is.
    let first: UnsafePointer<ResolvedToken>
    /// Its tokens, in token order.
    var members: ArraySlice<Int> = []
    var preview = false
    /// The rendered rows, when the group's own template renders; nil as the rows' enclosing context.
    var rows: CatalogFragment?

    init(type: TokenType, first: UnsafePointer<ResolvedToken>, members: ArraySlice<Int>) {
        self.type = type
        self.first = first
        self.members = members
    }

    var path: ArraySlice<String> { first.pointee.path.dropLast() }

    init(_ group: CatalogGroup, rows: CatalogFragment) {
        self = group
        self.rows = rows
    }

    func describe<C: CatalogContext>(into c: inout C) {
        let path = self.path
        c.text(Keys.id) { CatalogAnchor.appendGroupID(path, to: &$0) }
        c.text(Keys.title) { out in
            if path.isEmpty { out.append("(top level)" as StaticString); return }
            CatalogRow.appendDotted(path, to: &out)
        }
        c.number(Keys.count, members.count)
        c.text(Keys.type, type.rawValue)
        c.flag(Keys.preview, preview)
        if let rows { c.html(Keys.rows, rows) }
    }

    enum Keys {
        static let id = MustacheDictionary.HashedKey("id")
        static let title = MustacheDictionary.HashedKey("title")
        static let count = MustacheDictionary.HashedKey("count")
        static let type = MustacheDictionary.HashedKey("type")
        static let preview = MustacheDictionary.HashedKey("preview")
        static let rows = MustacheDictionary.HashedKey("rows")
    }
}

/// A token's Swift name where the Swift output's names hold it, read in place: copying one per row retained and
/// released its three parts (a fifth of the rows' instructions).
struct CatalogSwiftName {
    let slot: UnsafePointer<SwiftTokenName?>

    /// Matched, not compared: `!= nil` on an `Equatable` optional copies both sides to compare them.
    var exists: Bool {
        if case .none = slot.pointee { return false }
        return true
    }

    /// `body` with the name, which must exist. A present `Optional` payload lies at offset 0 (single-payload enum
    /// layout), so the slot is read as the name itself rather than through a copy of the optional.
    func read<R>(_ body: (UnsafePointer<SwiftTokenName>) -> R) -> R {
        precondition(exists)
        return slot.withMemoryRebound(to: SwiftTokenName.self, capacity: 1, body)
    }
}

/// Where the Swift name of the row written last in a group put its namespace and nesting (`Colors.Text.`): the
/// rows of a group mostly share them, so the next row compares them with its own and copies those bytes rather
/// than reading and writing each string again (the names were a quarter of writing the rows).
struct CatalogNamePrefix {
    var name: UnsafePointer<SwiftTokenName>?
    var bytes: Range<Int> = 0..<0
}

/// One token's context for `catalog-token-row.html`: the token, and a cell per distinct value across contexts.
struct CatalogRow: CatalogDescribable {
    struct Cell {
        /// Context indices, in order.
        var contexts: [Int]
        var alias: [String]?
        var value: Value
        var color: CatalogShownColor?
    }

    enum Value {
        /// In the shared value table.
        case shared(CatalogFragment)
        /// In the run's own values.
        case local(Range<Int>)
    }

    let token: UnsafePointer<ResolvedToken>
    let name: CatalogSwiftName
    let cells: [Cell]
    /// Per cell, when there are several.
    let labels: [String?]
    let preview: Bool
    let play: Bool
    let localHTML: [UInt8]

    func describe<C: CatalogContext>(into c: inout C) {
        typealias K = Keys
        let path = token.pointee.path
        c.text(K.id) { CatalogAnchor.append(path, to: &$0) }
        c.text(K.path) { Self.appendDotted(path, to: &$0) }
        if name.exists {
            c.text(K.swift) { out in name.read { Self.appendSwiftName($0, to: &out) } }
        } else {
            c.null(K.swift)
        }
        c.text(K.description, token.pointee.description)
        let deprecated = token.pointee.deprecated
        switch deprecated {
        case nil: c.null(K.deprecated)
        case .deprecated: c.object(K.deprecated) { $0.null(K.message) }
        case .reason(let reason): c.object(K.deprecated) { $0.text(K.message, reason) }
        }
        let several = cells.count > 1
        c.objects(K.cells, count: cells.count) { n, c in
            let cell = cells[n]
            if several {
                c.text(K.contexts) { out in
                    for (k, context) in cell.contexts.enumerated() {
                        if k > 0 { out.append(UInt8(ascii: " ")) }
                        out.append(decimal: context)
                    }
                }
                c.text(K.label, labels[n])
            } else {
                c.null(K.contexts)
                c.null(K.label)
            }
            if let alias = cell.alias {
                c.object(K.alias) {
                    $0.text(K.id) { CatalogAnchor.append(alias, to: &$0) }
                    $0.text(K.path) { Self.appendDotted(alias, to: &$0) }
                }
            } else {
                c.null(K.alias)
            }
            switch cell.value {
            case .shared(let fragment): c.html(K.value, fragment)
            case .local(let range): c.text(K.value) { $0 += localHTML[range] }
            }
        }
        switch (several, deprecated != nil) {
        case (true, true): c.text(K.classes, "modal deprecated")
        case (true, false): c.text(K.classes, "modal")
        case (false, true): c.text(K.classes, "deprecated")
        case (false, false): c.null(K.classes)
        }
        if preview, cells.contains(where: { $0.color != nil }) {
            c.text(K.preview) { appendPreview(to: &$0) }
        } else {
            c.null(K.preview)
        }
        c.flag(K.play, play)
    }

    /// `appendSwiftName`, copying the namespace and nesting from the name written before when they are the same.
    static func appendSwiftName(_ name: UnsafePointer<SwiftTokenName>, after previous: inout CatalogNamePrefix, to out: inout CatalogBytes) {
        let start = out.count
        if let before = previous.name, before.pointee.namespace == name.pointee.namespace, before.pointee.nesting == name.pointee.nesting {
            out.appendCopy(of: previous.bytes)
        } else {
            appendOwner(name, to: &out)
        }
        previous = CatalogNamePrefix(name: name, bytes: start..<out.count)
        appendMember(name, to: &out)
    }

    /// The member, in backticks when it is a keyword.
    static func appendMember<S: CatalogByteSink>(_ name: UnsafePointer<SwiftTokenName>, to out: inout S) {
        if SwiftIdentifier.isKeyword(name.pointee.member) {
            out.append(UInt8(ascii: "`"))
            out.append(name.pointee.member)
            out.append(UInt8(ascii: "`"))
        } else {
            out.append(name.pointee.member)
        }
    }

    /// `Namespace.Nested.member`, the member in backticks when it is a keyword. Reads the name in place.
    static func appendSwiftName<S: CatalogByteSink>(_ name: UnsafePointer<SwiftTokenName>, to out: inout S) {
        appendOwner(name, to: &out)
        appendMember(name, to: &out)
    }

    /// `Namespace.Nested.`: the type that declares the member, and the dot before it.
    private static func appendOwner<S: CatalogByteSink>(_ name: UnsafePointer<SwiftTokenName>, to out: inout S) {
        out.append(name.pointee.namespace)
        name.pointee.nesting.withUnsafeBufferPointer { nesting in
            for n in nesting.indices {
                out.append(UInt8(ascii: "."))
                out.append(nesting[n])
            }
        }
        out.append(UInt8(ascii: "."))
    }

    static func appendDotted<S: CatalogByteSink, P: Collection<String>>(_ path: P, to out: inout S) {
        for (n, segment) in path.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ".")) }
            out.append(segment)
        }
    }

    /// The selected-mode swatch's custom properties: `--c0` for the default context and `--cN` for each context
    /// whose colour differs from it (the stylesheet picks `--cN` for context N, else `--c0`). Display P3
    /// alternatives (`--pN`) for every context when any colour lies outside sRGB.
    func appendPreview<S: CatalogByteSink>(to out: inout S) {
        Self.appendPreview(cells: cells.count, contexts: cells.reduce(0) { max($0, ($1.contexts.last ?? -1) + 1) },
                           cellOf: { c in cells.firstIndex { $0.contexts.contains(c) } ?? -1 }, color: { cells[$0].color }, to: &out)
    }

    /// `cellOf(c)` is the cell showing context `c` (-1: none), `color(n)` cell `n`'s colour (nil: none); the
    /// properties follow the cells' order, and each cell's contexts in order.
    /// Inlined, so that its callers' closures are too (called through closures, it took a fifth of the time of a
    /// row whose colour differs by mode).
    @inline(__always)
    static func appendPreview<S: CatalogByteSink, C: CatalogSwatchColor>(cells: Int, contexts: Int, cellOf: (Int) -> Int, color: (Int) -> C?,
                                                                          to out: inout S) {
        let base = contexts > 0 && cellOf(0) >= 0 && color(cellOf(0)) != nil ? cellOf(0) : -1
        var first = true
        func property(_ name: UInt8, _ context: Int) {
            if !first { out.append(UInt8(ascii: ";")) }
            first = false
            out.append("--" as StaticString)
            out.append(name)
            out.append(decimal: context)
            out.append(UInt8(ascii: ":"))
        }
        var outOfGamut = false
        for cell in 0..<cells {
            guard let color = color(cell) else { continue }
            outOfGamut = outOfGamut || !color.inSRGBGamut
            if cell == base {
                property(UInt8(ascii: "c"), 0)
                color.appendHex(to: &out)
                continue
            }
            for context in 0..<contexts where cellOf(context) == cell {
                property(UInt8(ascii: "c"), context)
                color.appendHex(to: &out)
            }
        }
        guard outOfGamut else { return }
        for cell in 0..<cells {
            guard let color = color(cell) else { continue }
            for context in 0..<contexts where cellOf(context) == cell {
                property(UInt8(ascii: "p"), context)
                color.appendP3(to: &out)
            }
        }
    }

    enum Keys {
        static let id = MustacheDictionary.HashedKey("id")
        static let path = MustacheDictionary.HashedKey("path")
        static let swift = MustacheDictionary.HashedKey("swift")
        static let description = MustacheDictionary.HashedKey("description")
        static let deprecated = MustacheDictionary.HashedKey("deprecated")
        static let message = MustacheDictionary.HashedKey("message")
        static let cells = MustacheDictionary.HashedKey("cells")
        static let contexts = MustacheDictionary.HashedKey("contexts")
        static let label = MustacheDictionary.HashedKey("label")
        static let alias = MustacheDictionary.HashedKey("alias")
        static let value = MustacheDictionary.HashedKey("value")
        static let preview = MustacheDictionary.HashedKey("preview")
        static let play = MustacheDictionary.HashedKey("play")
        static let classes = MustacheDictionary.HashedKey("classes")
    }
}

