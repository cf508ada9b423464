/// The default `catalog-token-row.html`, written by code: what the stencil writes for that template, without
/// recording each row's context (the bulk of the catalog's time for a large set). The template stays the source
/// of truth: this is used only while the row template is the built-in one (`CatalogDirectRow.applies`), and
/// `CatalogStencilTests` proves it byte-identical to the engine's rendering of the built-in template (Aurum, the
/// fixture, the benchmark's 10,000 tokens). Editing `templates/catalog-token-row.mustache` without editing this
/// fails those tests; a user override of the row template is rendered by the stencil or the engine.
enum CatalogDirectRow {
    /// Whether rows can be written directly: `row` is the compiled-in template, and the engine is not forced.
    static func applies(to row: MustacheTemplate, forceEngine: Bool) -> Bool {
        !forceEngine && row.path == TemplateLoader.builtInPath(CatalogTemplateNames.row)
    }
}

extension CatalogRow {
    /// Appends what `catalog-token-row.html` (built in) renders for this row; `fragments` is the shared value table.
    func writeDirectly(fragments: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let path = token.pointee.path
        out.append("<tr id=\"" as StaticString)
        out.appendEscaped { CatalogAnchor.append(path, to: &$0) }
        out.append(UInt8(ascii: "\""))
        let several = cells.count > 1
        let deprecated = token.pointee.deprecated
        switch (several, deprecated != nil) {
        case (true, true): out.append(" class=\"modal deprecated\"" as StaticString)
        case (true, false): out.append(" class=\"modal\"" as StaticString)
        case (false, true): out.append(" class=\"deprecated\"" as StaticString)
        case (false, false): break
        }
        if preview, cells.contains(where: { $0.color != nil }) {
            out.append(" style=\"" as StaticString)
            out.appendEscaped { appendPreview(to: &$0) }
            out.append(UInt8(ascii: "\""))
        }
        out.append("><th scope=\"row\"><code>" as StaticString)
        out.appendEscaped { Self.appendDotted(path, to: &$0) }
        out.append("</code>" as StaticString)
        if let name {
            out.append(" <code class=\"swift\">" as StaticString)
            out.appendEscaped { Self.appendSwiftName(name, to: &$0) }
            out.append("</code>" as StaticString)
        }
        if let description = token.pointee.description {
            out.append("<span class=\"desc\">" as StaticString)
            out.appendEscaped(description)
            out.append("</span>" as StaticString)
        }
        switch deprecated {
        case nil: break
        case .deprecated: out.append("<span class=\"dep\"><strong>Deprecated</strong></span>" as StaticString)
        case .reason(let reason):
            out.append("<span class=\"dep\"><strong>Deprecated</strong>: " as StaticString)
            out.appendEscaped(reason)
            out.append("</span>" as StaticString)
        }
        out.append("</th><td>" as StaticString)
        for n in cells.indices {
            out.append("<div" as StaticString)
            if several {
                out.append(" data-c=\"" as StaticString)
                for (k, context) in cells[n].contexts.enumerated() {
                    if k > 0 { out.append(UInt8(ascii: " ")) }
                    out.append(decimal: context)
                }
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            if several, let label = labels[n] {
                out.append("<b>" as StaticString)
                out.appendEscaped(label)
                out.append("</b>" as StaticString)
            }
            if let alias = cells[n].alias {
                out.append("<a href=\"#" as StaticString)
                out.appendEscaped { CatalogAnchor.append(alias, to: &$0) }
                out.append("\">" as StaticString)
                out.appendEscaped { Self.appendDotted(alias, to: &$0) }
                out.append("</a>" as StaticString)
            }
            switch cells[n].value {
            case .shared(let fragment): out.append(contentsOf: UnsafeBufferPointer(rebasing: fragments[fragment.start..<(fragment.start + fragment.count)]))
            case .local(let range): out += localHTML[range]
            }
            out.append("</div>" as StaticString)
        }
        if play {
            out.append("<button type=\"button\" class=\"play\" aria-pressed=\"false\" aria-label=\"Play " as StaticString)
            out.appendEscaped { Self.appendDotted(path, to: &$0) }
            out.append("\">Play</button>" as StaticString)
        }
        out.append("</td></tr>\n" as StaticString)
    }
}

extension Array where Element == UInt8 {
    /// `string` HTML-escaped, as `{{name}}` writes it.
    mutating func appendEscaped(_ string: String) {
        var string = string
        string.withUTF8 { append(htmlEscaping: $0) }
    }

    /// What `write` appends, HTML-escaped as `{{name}}` writes it (escaped after the fact: it rarely has to be).
    mutating func appendEscaped(_ write: (inout [UInt8]) -> Void) {
        let start = count
        write(&self)
        let special = withUnsafeBufferPointer { all in
            all[start...].contains { $0 <= UInt8(ascii: ">") && ($0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")) }
        }
        guard special else { return }
        let raw = Array(self[start...])
        removeSubrange(start...)
        raw.withUnsafeBufferPointer { append(htmlEscaping: $0) }
    }
}
