/// A Mustache template (spec v1.4 with the ~inheritance and ~dynamic-names modules; no lambdas),
/// parsed once and rendered any number of times.
package struct MustacheTemplate: Sendable {
    let name: String
    let path: String?
    let nodes: [MustacheNode]

    /// Parses `source`. Syntax errors are reported at `path ?? name`, line and column of the offending tag.
    package init(source: String, name: String, path: String? = nil) throws(DiagnosticError) {
        self.name = name
        self.path = path
        nodes = try MustacheParser.parse(Array(source.utf8), file: path ?? name)
    }

    /// Renders with `partials` supplying `{{>name}}` and `{{<name}}` templates. Unknown partials render
    /// nothing, as the spec says, unless `strict`, where they are errors at the tag.
    package func render(_ context: MustacheValue, escaping: MustacheEscaping = .none,
                       partials: MustacheLibrary = MustacheLibrary(templates: [:]),
                       strict: Bool = false) throws(DiagnosticError) -> String {
        var renderer = MustacheRenderer(library: partials, escaping: escaping, strict: strict, context: context)
        try renderer.render(nodes, [:])
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// Calls `body` for every node, depth first: section and block bodies, and a parent's arguments in
    /// source order, right after the node holding them.
    private func forEachNode(_ body: (MustacheNode) -> Void) {
        func visit(_ nodes: [MustacheNode]) {
            for node in nodes {
                body(node)
                switch node {
                case .text, .indent, .variable, .partial: break
                case .section(let section): visit(section.body)
                case .parent(let parent):
                    for argument in parent.arguments.values.sorted(by: { $0.location < $1.location }) { visit(argument.body) }
                case .block(let block): visit(block.body)
                }
            }
        }
        visit(nodes)
    }

    /// Every name part a tag of this template can look up in a context: `{{a.b}}` gives `a` and `b`;
    /// sections, dynamic partial and parent names, and block bodies included. A context key outside
    /// this set is never read when the template renders, so callers may leave it out.
    var lookedUpNames: Set<String> {
        var names = Set<String>()
        forEachNode { node in
            switch node {
            case .text, .indent, .block: break
            case .variable(let name, _): names.formUnion(name.parts)
            case .section(let section): names.formUnion(section.name.parts)
            case .partial(let partial): if case .dynamic(let name) = partial.target { names.formUnion(name.parts) }
            case .parent(let parent): if case .dynamic(let name) = parent.target { names.formUnion(name.parts) }
            }
        }
        return names
    }

    /// Whether a partial or parent tag takes its name from the context (`{{>*name}}`).
    var hasDynamicReferences: Bool {
        var found = false
        forEachNode { node in
            switch node {
            case .partial(let partial): if case .dynamic = partial.target { found = true }
            case .parent(let parent): if case .dynamic = parent.target { found = true }
            default: break
            }
        }
        return found
    }

    /// Every partial or parent this template names literally (dynamic names are known only at render time).
    var references: [(kind: String, name: String, location: SourceLocation)] {
        var found: [(String, String, SourceLocation)] = []
        forEachNode { node in
            switch node {
            case .partial(let partial): if case .fixed(let name) = partial.target { found.append(("partial", name, partial.location)) }
            case .parent(let parent): if case .fixed(let name) = parent.target { found.append(("parent", name, parent.location)) }
            default: break
            }
        }
        return found
    }
}
