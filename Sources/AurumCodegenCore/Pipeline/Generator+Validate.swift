extension Generator {
    /// The Code Connect files `generate` would write, checked with the rules Figma's CLI applies when it
    /// publishes them (`CodeConnectPublishCheck`), so `validate` finds what publishing would reject. Empty when
    /// the configuration writes no Code Connect files.
    package func codeConnectPublishProblems(tokens: ResolvedTokenSet, manifests: [ComponentManifest],
                                            icons: IconManifest) throws(DiagnosticError) -> [Diagnostic] {
        guard let directory = configuration.codeConnect?.output else { return [] }
        let output = try plannedOutputs(for: tokens).outputs.first { $0.kind == .codeConnect }
        return CodeConnectPublishCheck.check(output?.files ?? [], directory: directory, figmaFile: configuration.figma,
                                             nodes: Set(ComponentDrift.nodeIDs(manifests: manifests, icons: icons)))
    }
}
