/// Renders a parsed template into one output buffer. One renderer per render call.
struct MustacheRenderer {
    /// Partials and parents nested deeper than this are reported as runaway recursion
    /// (a template including itself unconditionally) instead of overflowing the stack.
    static let maxPartialDepth = InputLimits.maxPartialDepth

    /// Block arguments in force: the outermost template's arguments win (spec ~inheritance).
    typealias Overrides = [String: MustacheBlock]

    let library: MustacheLibrary
    let escaping: MustacheEscaping
    let strict: Bool
    var output: [UInt8] = []
    var context: MustacheContext
    var indentation: [UInt8] = []
    /// Set while an argument is expanded mid-line: its first line continues that line, unindented.
    var suppressIndentation = false
    var partialDepth = 0
    /// Sections and partials open around the current node: with partials, sections nest across templates.
    var nesting = 0
    /// Sections (per item) and partials entered so far in this render.
    var steps = 0

    init(library: MustacheLibrary, escaping: MustacheEscaping, strict: Bool, context: MustacheValue) {
        self.library = library
        self.escaping = escaping
        self.strict = strict
        self.context = MustacheContext(context)
    }

    mutating func render(_ nodes: [MustacheNode], _ overrides: Overrides) throws(DiagnosticError) {
        // Indexed: each node is switched on inside the array, not copied out by an iterator first.
        for i in nodes.indices {
            switch nodes[i] {
            case .text(let text):
                if indentation.isEmpty && !suppressIndentation {
                    output.append(contentsOf: text.bytes)
                } else {
                    appendIndented(text)
                }
            case .indent:
                indent()
            case .variable(let name, let escaped):
                if let value = context.lookup(name) { write(value, escaping: escaped ? escaping : .none) }
            case .section(let section):
                try render(section, overrides)
            case .partial(let partial):
                try render(partial, overrides)
            case .parent(let parent):
                try render(parent, overrides)
            case .block(let block):
                try render(block, overrides)
            }
        }
    }

    private mutating func render(_ section: MustacheSection, _ overrides: Overrides) throws(DiagnosticError) {
        let value = context.lookup(section.name)
        let truthy = value?.isTruthy ?? false
        if section.inverted {
            if !truthy { try render(section.body, overrides) }
            return
        }
        guard truthy, let value else { return }
        try enter(at: section.location)
        defer { nesting -= 1 }
        if case .list(let items) = value {
            for item in items {
                steps += 1
                if steps > InputLimits.maxRenderSteps { try enter(at: section.location) }
                context.push(item)
                try render(section.body, overrides)
                context.pop()
            }
        } else {
            context.push(value)
            try render(section.body, overrides)
            context.pop()
        }
    }

    private mutating func render(_ partial: MustachePartial, _ overrides: Overrides) throws(DiagnosticError) {
        guard let template = try resolve(partial.target, "partial", at: partial.location) else { return }
        try expand(template, indentation: partial.indentation, overrides, at: partial.location)
    }

    private mutating func render(_ parent: MustacheParent, _ overrides: Overrides) throws(DiagnosticError) {
        guard let template = try resolve(parent.target, "parent", at: parent.location) else { return }
        var arguments = parent.arguments
        for (name, block) in overrides { arguments[name] = block }
        try expand(template, indentation: parent.indentation, arguments, at: parent.location)
    }

    private mutating func render(_ block: MustacheBlock, _ overrides: Overrides) throws(DiagnosticError) {
        let content = overrides[block.name] ?? block
        // Indentation only grows and shrinks at its end: restore the length, not a copy (no allocation).
        let saved = indentation.count
        indentation.append(contentsOf: block.indentation)
        var suppressesHere = false
        if block.atLineStart && content.opensInline {
            indent()
        } else if !block.atLineStart && !content.opensInline {
            suppressIndentation = true
            suppressesHere = true
        }
        try render(content.body, overrides)
        if suppressesHere { suppressIndentation = false }
        indentation.removeSubrange(saved...)
    }

    private mutating func expand(_ template: MustacheTemplate, indentation extra: [UInt8], _ overrides: Overrides, at location: SourceLocation) throws(DiagnosticError) {
        guard partialDepth < Self.maxPartialDepth else {
            throw DiagnosticError(.error(
                "'\(template.name)' is nested more than \(Self.maxPartialDepth) partials deep: does it include itself unconditionally?",
                at: location))
        }
        try enter(at: location)
        defer { nesting -= 1 }
        partialDepth += 1
        let saved = indentation.count
        indentation.append(contentsOf: extra)
        try render(template.nodes, overrides)
        indentation.removeSubrange(saved...)
        partialDepth -= 1
    }

    /// Bounds what one render can cost: the call stack (sections inside partials inside sections…) and the
    /// output (a partial that includes itself twice doubles the output at every level).
    private mutating func enter(at location: SourceLocation) throws(DiagnosticError) {
        let maxNesting = InputLimits.maxTemplateNesting + InputLimits.maxPartialDepth
        guard nesting < maxNesting else {
            throw DiagnosticError(.error("sections and partials are nested more than \(maxNesting) levels deep here", at: location))
        }
        guard output.count <= InputLimits.maxRenderedBytes else {
            throw DiagnosticError(.error("the template renders more than \(InputLimits.describe(bytes: InputLimits.maxRenderedBytes)); does a partial include itself?", at: location))
        }
        steps += 1
        guard steps <= InputLimits.maxRenderSteps else {
            throw DiagnosticError(.error("the template enters more than \(InputLimits.maxRenderSteps) sections and partials in one render; do nested sections repeat over large lists, or does one file hold too many declarations (swift.maxDeclarationsPerFile)?", at: location))
        }
        nesting += 1
    }

    /// The template a partial or parent tag names; nil (renders nothing, as the spec says) when unknown,
    /// unless strict.
    private func resolve(_ target: MustacheTarget, _ kind: String, at location: SourceLocation) throws(DiagnosticError) -> MustacheTemplate? {
        let name: String
        switch target {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let path):
            guard case .string(let resolved)? = context.lookup(path) else {
                if strict {
                    throw DiagnosticError(.error("dynamic \(kind) name '\(target)' does not resolve to a string", at: location))
                }
                return nil
            }
            name = resolved
        }
        if let template = library.templates[name] { return template }
        if strict {
            let via = if case .dynamic = target { " (named by '\(target)')" } else { "" }
            throw DiagnosticError(.error("unknown \(kind) '\(name)'\(via)", at: location))
        }
        return nil
    }

    private mutating func indent() {
        if suppressIndentation {
            suppressIndentation = false
        } else {
            output.append(contentsOf: indentation)
        }
    }

    private mutating func appendIndented(_ text: MustacheText) {
        var from = 0
        for start in text.lineStarts {
            output.append(contentsOf: text.bytes[from..<start])
            indent()
            from = start
        }
        output.append(contentsOf: text.bytes[from...])
    }

    private mutating func write(_ value: MustacheValue, escaping: MustacheEscaping) {
        switch value {
        case .string(let string): escaping.append(string, to: &output)
        case .number(let number): output.append(contentsOf: MustacheValue.format(number).utf8)
        case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null, .list, .dictionary: break
        }
    }
}
