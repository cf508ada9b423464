/// The default `catalog-tokens.html` (a token page's `<main>`), written by code: the engine spent most of a page's
/// time on the list of group sections, each a string to render and then cut out again. Used only while the page
/// template is the built-in one and the engine is not forced; like `CatalogDirectRow`, `CatalogStencilTests` holds
/// it to the engine's bytes (Aurum, the fixture, the benchmark's 10,000 tokens, every dialect), so editing the
/// template alone fails them.
enum CatalogDirectTokens {
    static func applies(to page: MustacheTemplate, forceEngine: Bool) -> Bool {
        !forceEngine && page.path == TemplateLoader.builtInPath(CatalogTemplateNames.tokens)
    }

    /// One type's section of a page: its groups are indices into the groups' sections.
    struct Section {
        var type: TokenType
        var title: String
        var count: Int
        var groups: Range<Int>
    }

    /// The page: its title, and per section its heading and its groups' sections, each held where its run wrote
    /// it (already ending in the newline the template puts after a group), consecutive ones of a run as one chunk.
    static func write(title: String, sections: [Section], groups: [(buffer: CatalogFrozenBytes, range: Range<Int>)]) -> CatalogRope {
        var text = CatalogBytes(capacity: 256 + sections.count * 160)
        // The page's own text, then in order: (text range) or (group sections of one buffer).
        var pieces: [(text: Range<Int>?, buffer: CatalogFrozenBytes?, range: Range<Int>)] = []
        var textStart = 0
        func flushText() {
            if text.count > textStart { pieces.append((textStart..<text.count, nil, 0..<0)) }
            textStart = text.count
        }
        text.append("<h1>" as StaticString)
        text.appendEscaped(title)
        text.append("</h1>\n" as StaticString)
        for section in sections {
            let id = "s-" + section.type.rawValue
            text.append("<section class=\"type\" aria-labelledby=\"" as StaticString)
            text.appendEscaped(id)
            text.append("\">\n<h2 id=\"" as StaticString)
            text.appendEscaped(id)
            text.append("\">" as StaticString)
            text.appendEscaped(section.title)
            text.append(" <span class=\"count\">" as StaticString)
            text.append(decimal: section.count)
            text.append("</span></h2>\n" as StaticString)
            flushText()
            for g in section.groups {
                let group = groups[g]
                if let last = pieces.last, let buffer = last.buffer, buffer === group.buffer, last.range.upperBound == group.range.lowerBound {
                    pieces[pieces.count - 1].range = last.range.lowerBound..<group.range.upperBound
                } else {
                    pieces.append((nil, group.buffer, group.range))
                }
            }
            text.append("</section>\n" as StaticString)
        }
        flushText()
        let frozen = text.freeze()
        return CatalogRope(pieces.map { piece in
            if let range = piece.text { CatalogRope.Chunk(frozen, range) } else { CatalogRope.Chunk(piece.buffer!, piece.range) }
        })
    }
}
