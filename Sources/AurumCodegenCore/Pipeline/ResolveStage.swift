/// Stage 2 of a run, resolve: each context's sources merged in order, group types and deprecation inherited,
/// `$extends` applied and every alias resolved, into one `ResolvedTokenSet` for all contexts.
package struct ResolveStage {
    package init() {}

    package func run(_ sources: TokenSources) throws(DiagnosticError) -> ResolvedTokenSet {
        try TokenLoader.resolve(sources)
    }
}
