/// Each distinct value (by the loader's value ID) rendered once per run of the catalog, on every core; aliases
/// share their target's, and a mode-dependent token's values are the IDs of its contexts. Colours keep what the
/// selected-mode swatch needs. Immutable once rendered; its buffers are read in place by every run of rows
/// (retaining arrays for every row, from every core at once, made their reference counts the hottest memory of
/// the run).
final class CatalogValueTable: @unchecked Sendable {
    let html: UnsafeBufferPointer<UInt8>
    private let htmlBytes: CatalogFrozenBytes
    /// nil for an ID no token holds (never in practice).
    let byID: UnsafeBufferPointer<CatalogFragment?>
    /// Per colour ID, the selected-mode swatch's `style` of a row holding it in every context (escaped, in `html`).
    let previewByID: UnsafeBufferPointer<CatalogFragment?>
    /// Per colour ID, its hex and Display P3 texts (in `html`), for rows whose colour differs by context.
    let swatchByID: UnsafeBufferPointer<CatalogSwatch?>

    private init(_ part: Part) {
        // Kept as written: the table owns the buffer from here on (the pointer is valid while `htmlBytes` lives).
        htmlBytes = part.html.freeze()
        html = htmlBytes.withUnsafeBufferPointer { $0 }
        byID = CatalogBuffers.copy(part.byID)
        previewByID = CatalogBuffers.copy(part.previewByID)
        swatchByID = CatalogBuffers.copy(part.swatchByID)
    }

    deinit {
        CatalogBuffers.free(byID)
        CatalogBuffers.free(previewByID)
        CatalogBuffers.free(swatchByID)
    }

    /// One run's values, or all of them.
    private struct Part {
        var html = CatalogBytes(capacity: 16)
        var byID: [CatalogFragment?] = []
        var previewByID: [CatalogFragment?] = []
        var swatchByID: [CatalogSwatch?] = []
    }

    /// Where a value ID is held: a token and the index of a context it holds it in (whose Swift conversion the
    /// cell shows).
    struct Holder: Sendable {
        var token: Int32 = -1
        var context: Int32 = 0
    }

    /// Renders the value of every ID, `values[id]`: `holders[id]` holds it.
    static func render(_ values: UnsafeBufferPointer<TokenValue>, converted: UnsafeBufferPointer<SwiftGenerationInput.Token>,
                       holders: UnsafeBufferPointer<Holder>, contexts: [ContextKey], template: MustacheTemplate, library: MustacheLibrary,
                       forceEngine: Bool) throws(DiagnosticError) -> CatalogValueTable {
        // Values of one kind come together and cost unequally by kind: several runs per core.
        let runs = ParallelMap.runs(holders.count, serialBelow: 1_024, perCore: 4)
        let parts = ParallelMap.map(runs.count) { r -> Result<Part, DiagnosticError> in
            Result { () throws(DiagnosticError) in
                var renderer = CatalogStencilRenderer<CatalogNoContext>(template: template, library: library, forceEngine: forceEngine)
                let direct = CatalogDirectValue.applies(to: template, forceEngine: forceEngine)
                var part = Part()
                // The first run's buffer becomes the table's: reserved for every run's values (pages never written are
                // never touched), so the others are appended to it rather than all copied into a new one.
                part.html = CatalogBytes(capacity: (r == 0 ? holders.count : runs[r].count) * 320 + 4_096)
                part.byID.reserveCapacity(runs[r].count)
                part.previewByID.reserveCapacity(runs[r].count)
                part.swatchByID.reserveCapacity(runs[r].count)
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                for id in runs[r] {
                    let holder = holders.baseAddress! + id
                    guard holder.pointee.token >= 0, case let value = values[id],
                          let swift = converted[Int(holder.pointee.token)].value(for: contexts[Int(holder.pointee.context)]) else {
                        part.byID.append(nil)
                        part.previewByID.append(nil)
                        part.swatchByID.append(nil)
                        continue
                    }
                    let start = part.html.count
                    guard case .color(let raw) = value, case .color(let color) = swift else {
                        let shown = CatalogValue(value: value, converted: swift, shape: .plain)
                        if !(direct && shown.writeDirectly(into: &part.html)) { try renderer.render(shown, fragments: none, into: &part.html) }
                        if part.html.count > start, part.html.last == UInt8(ascii: "\n") { part.html.removeLast(1) }
                        part.byID.append(CatalogFragment(start: start, count: part.html.count - start))
                        part.previewByID.append(nil)
                        part.swatchByID.append(nil)
                        continue
                    }
                    // A colour: its swatch texts (hex and Display P3 only: nothing to escape) are the value's own
                    // when it is written directly, else written after it.
                    let shown = CatalogShownColor(raw, color)
                    var written: (hex: Range<Int>, p3: Range<Int>, inSRGBGamut: Bool)
                    if direct {
                        written = shown.writeDirectly(into: &part.html)
                    } else {
                        try renderer.render(CatalogValue(value: value, converted: swift, shape: .plain), fragments: none, into: &part.html)
                        if part.html.count > start, part.html.last == UInt8(ascii: "\n") { part.html.removeLast(1) }
                        let hex = part.html.count
                        shown.appendHex(to: &part.html)
                        let p3 = part.html.count
                        shown.appendP3(to: &part.html)
                        written = (hex..<p3, p3..<part.html.count, shown.inSRGBGamut)
                    }
                    part.byID.append(CatalogFragment(start: start, count: (direct ? part.html.count : written.hex.lowerBound) - start))
                    let swatch = CatalogSwatch(hex: CatalogFragment(start: written.hex.lowerBound, count: written.hex.count),
                                               p3: CatalogFragment(start: written.p3.lowerBound, count: written.p3.count), inSRGBGamut: written.inSRGBGamut)
                    part.swatchByID.append(swatch)
                    // `CatalogRow.appendPreview` of one cell in every context, the texts copied from those just written.
                    let preview = part.html.count
                    part.html.append("--c0:" as StaticString)
                    part.html.appendCopy(of: written.hex)
                    if !written.inSRGBGamut {
                        for c in contexts.indices {
                            part.html.append(";--p" as StaticString)
                            part.html.append(decimal: c)
                            part.html.append(UInt8(ascii: ":"))
                            part.html.appendCopy(of: written.p3)
                        }
                    }
                    part.previewByID.append(CatalogFragment(start: preview, count: part.html.count - preview))
                }
                return part
            }
        }
        var table = Part()
        table.byID.reserveCapacity(holders.count)
        table.previewByID.reserveCapacity(holders.count)
        table.swatchByID.reserveCapacity(holders.count)
        var done: [Part] = []
        for part in parts { done.append(try part.get()) }
        var html = done[0].html
        done[0].html = CatalogBytes(capacity: 16)
        for (n, part) in done.enumerated() {
            let offset = n == 0 ? 0 : html.count
            if n > 0 { html.append(bytes: part.html.buffer) }
            func moved(_ fragment: CatalogFragment) -> CatalogFragment { CatalogFragment(start: fragment.start + offset, count: fragment.count) }
            for fragment in part.byID { table.byID.append(fragment.map(moved)) }
            for preview in part.previewByID { table.previewByID.append(preview.map(moved)) }
            for swatch in part.swatchByID {
                table.swatchByID.append(swatch.map { CatalogSwatch(hex: moved($0.hex), p3: moved($0.p3), inSRGBGamut: $0.inSRGBGamut) })
            }
        }
        table.html = html
        return CatalogValueTable(table)
    }
}

/// A colour's swatch texts, `#rrggbb` and `color(display-p3 …)`, where the value table wrote them.
struct CatalogSwatch: Sendable {
    var hex: CatalogFragment
    var p3: CatalogFragment
    var inSRGBGamut: Bool
}

/// What the selected-mode swatch writes of a colour (`CatalogRow.appendPreview`).
protocol CatalogSwatchColor {
    var inSRGBGamut: Bool { get }
    func appendHex<S: CatalogByteSink>(to out: inout S)
    func appendP3<S: CatalogByteSink>(to out: inout S)
}

extension CatalogShownColor: CatalogSwatchColor {}

/// A swatch colour of a row: the value table's texts, or a colour the row rendered itself.
enum CatalogCellSwatch: CatalogSwatchColor {
    case table(CatalogSwatch, UnsafeBufferPointer<UInt8>)
    case shown(CatalogShownColor)

    var inSRGBGamut: Bool {
        switch self {
        case .table(let swatch, _): swatch.inSRGBGamut
        case .shown(let color): color.inSRGBGamut
        }
    }

    func appendHex<S: CatalogByteSink>(to out: inout S) {
        switch self {
        case .table(let swatch, let table): out.append(bytes: UnsafeBufferPointer(rebasing: table[swatch.hex.start..<(swatch.hex.start + swatch.hex.count)]))
        case .shown(let color): color.appendHex(to: &out)
        }
    }

    func appendP3<S: CatalogByteSink>(to out: inout S) {
        switch self {
        case .table(let swatch, let table): out.append(bytes: UnsafeBufferPointer(rebasing: table[swatch.p3.start..<(swatch.p3.start + swatch.p3.count)]))
        case .shown(let color): color.appendP3(to: &out)
        }
    }
}
