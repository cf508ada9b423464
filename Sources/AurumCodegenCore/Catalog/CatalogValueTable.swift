/// Each distinct value (by the loader's value ID) rendered once per run of the catalog, on every core; aliases
/// share their target's. Colours keep what the selected-mode swatch needs.
struct CatalogValueTable: Sendable {
    var html: [UInt8] = []
    /// nil for an ID no token holds in every context (never in practice: rendered per run instead).
    var byID: [CatalogFragment?] = []
    var colorByID: [CatalogShownColor?] = []
    /// Per colour ID, the selected-mode swatch's `style` of a row holding it in every context (escaped, in `html`).
    var previewByID: [CatalogFragment?] = []

    /// Renders the value of every ID: `representative[id]` is a token holding it.
    static func render(_ tokens: UnsafeBufferPointer<ResolvedToken>, converted: UnsafeBufferPointer<SwiftGenerationInput.Token>,
                       representative: [Int32], contextCount: Int, template: MustacheTemplate, library: MustacheLibrary,
                       forceEngine: Bool) throws(DiagnosticError) -> CatalogValueTable {
        let allContexts = Array(0..<contextCount)
        let runs = ParallelMap.runs(representative.count, serialBelow: 1_024)
        let parts = ParallelMap.map(runs.count) { r -> Result<(html: [UInt8], fragments: [CatalogFragment?], colors: [CatalogShownColor?], previews: [CatalogFragment?]), DiagnosticError> in
            Result { () throws(DiagnosticError) in
                var renderer = CatalogStencilRenderer<CatalogNoContext>(template: template, library: library, forceEngine: forceEngine)
                let direct = CatalogDirectValue.applies(to: template, forceEngine: forceEngine)
                var html: [UInt8] = []
                html.reserveCapacity(runs[r].count * 160)
                var fragments: [CatalogFragment?] = []
                var colors: [CatalogShownColor?] = []
                var previews: [CatalogFragment?] = []
                fragments.reserveCapacity(runs[r].count)
                colors.reserveCapacity(runs[r].count)
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                for id in runs[r] {
                    let i = Int(representative[id])
                    guard i >= 0, case .same(let value, _, _, _) = tokens[i].storage, let swift = converted[i].value(for: .implicit) else {
                        fragments.append(nil)
                        colors.append(nil)
                        previews.append(nil)
                        continue
                    }
                    let start = html.count
                    let shown = CatalogValue(value: value, converted: swift, shape: .plain)
                    if !(direct && shown.writeDirectly(into: &html)) { try renderer.render(shown, fragments: none, into: &html) }
                    if html.count > start, html.last == UInt8(ascii: "\n") { html.removeLast() }
                    fragments.append(CatalogFragment(start: start, count: html.count - start))
                    if case .color(let raw) = value, case .color(let color) = swift {
                        let shown = CatalogShownColor(raw, color)
                        colors.append(shown)
                        let start = html.count
                        // Hex and Display P3 only: nothing to escape.
                        CatalogRow.appendPreview([(contexts: allContexts, color: shown)], to: &html)
                        previews.append(CatalogFragment(start: start, count: html.count - start))
                    } else {
                        colors.append(nil)
                        previews.append(nil)
                    }
                }
                return (html, fragments, colors, previews)
            }
        }
        var table = CatalogValueTable()
        table.byID.reserveCapacity(representative.count)
        table.colorByID.reserveCapacity(representative.count)
        for part in parts {
            let (html, fragments, colors, previews) = try part.get()
            let offset = table.html.count
            table.html += html
            for fragment in fragments { table.byID.append(fragment.map { CatalogFragment(start: $0.start + offset, count: $0.count) }) }
            for preview in previews { table.previewByID.append(preview.map { CatalogFragment(start: $0.start + offset, count: $0.count) }) }
            table.colorByID += colors
        }
        return table
    }
}

