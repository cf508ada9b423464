/// A Mustache template (spec v1.4 with the ~inheritance and ~dynamic-names modules; no lambdas),
/// parsed once and rendered any number of times.
package struct MustacheTemplate: Sendable {
    let name: String
    let path: String?
    let nodes: [MustacheNode]
    /// Every partial or parent this template names literally (dynamic names are known only at render time).
    let references: [(kind: String, name: String, location: SourceLocation)]
    /// Whether a partial or parent tag takes its name from the context (`{{>*name}}`).
    let hasDynamicReferences: Bool

    /// Parses `source`. Syntax errors are reported at `path ?? name`, line and column of the offending tag.
    package init(source: String, name: String, path: String? = nil) throws(DiagnosticError) {
        self.name = name
        self.path = path
        nodes = try MustacheParser.parse(Array(source.utf8), file: path ?? name)
        // Found once here: every output validates the library and checks what its templates reach, each run.
        var references: [(kind: String, name: String, location: SourceLocation)] = []
        var dynamic = false
        Self.forEachNode(nodes) { node in
            switch node {
            case .partial(let partial):
                switch partial.target {
                case .fixed(let name): references.append(("partial", name, partial.location))
                case .dynamic: dynamic = true
                }
            case .parent(let parent):
                switch parent.target {
                case .fixed(let name): references.append(("parent", name, parent.location))
                case .dynamic: dynamic = true
                }
            default: break
            }
        }
        self.references = references
        hasDynamicReferences = dynamic
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
    private func forEachNode(_ body: (MustacheNode) -> Void) { Self.forEachNode(nodes, body) }

    private static func forEachNode(_ nodes: [MustacheNode], _ body: (MustacheNode) -> Void) {
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
}
