/// Named templates that render each other as partials and parents. Each is parsed once, up front.
package struct MustacheLibrary: Sendable {
    let templates: [String: MustacheTemplate]

    init(templates: [String: MustacheTemplate]) {
        self.templates = templates
    }

    subscript(name: String) -> MustacheTemplate? { templates[name] }

    /// Renders the template called `name`. With `strict`, a partial or parent that cannot be found
    /// is an error at its tag instead of rendering nothing.
    func render(_ name: String, context: MustacheValue, escaping: MustacheEscaping = .none,
                       strict: Bool = false) throws(DiagnosticError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticError(.error("unknown template '\(name)'"))
        }
        return try template.render(context, escaping: escaping, partials: self, strict: strict)
    }

    /// Every name part any template of the library can look up (see `MustacheTemplate.lookedUpNames`):
    /// rendering never reads a context key outside this set.
    var lookedUpNames: Set<String> {
        templates.values.reduce(into: Set<String>()) { $0.formUnion($1.lookedUpNames) }
    }

    /// The name parts rendering `roots` can look up: theirs and those of every partial and parent they reach.
    /// A dynamic partial or parent can reach any template, so the whole library's names count then.
    func lookedUpNames(reachableFrom roots: [String]) -> Set<String> {
        var names = Set<String>()
        var seen = Set<String>()
        var pending = roots
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let template = templates[name] else { continue }
            if template.hasDynamicReferences { return lookedUpNames }
            names.formUnion(template.lookedUpNames)
            pending.append(contentsOf: template.references.map(\.name))
        }
        return names
    }

    /// Every `{{>name}}` and `{{<name}}` naming a template the library does not have, sorted.
    func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for template in templates.values {
            for reference in template.references where templates[reference.name] == nil {
                diagnostics.append(.error("unknown \(reference.kind) '\(reference.name)'", at: reference.location))
            }
        }
        return diagnostics.sorted()
    }
}
