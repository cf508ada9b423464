import Foundation

extension Generator {
    /// Regenerates in memory and compares the committed outputs with disk. Writes nothing.
    /// `workingDirectory` makes reported paths relative, as the rest of the tool's diagnostics are.
    package func check(includeDiffs: Bool, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(DiagnosticError) -> [OutputCheck.Finding] {
        let kinds = configuration.check.outputs
        let tokens = try loadTokens()
        let outputs = try plannedOutputs(for: tokens).outputs.filter { kinds.contains($0.kind) }
        // A folder may hold several outputs (legacy Code Connect files sit under the other outputs' parent), so a
        // file counts as extra only if no output produces it and it has the output's own suffix: what `generate` removes.
        let produced = GeneratedFiles.produced(by: outputs, in: configuration)
        var findings: [OutputCheck.Finding] = []
        for output in outputs {
            let directory = configuration.url(for: output.directory)
            let shown = TokenLoader.displayPath(for: directory, relativeTo: workingDirectory)
            findings += OutputCheck().compare(output.files, in: directory, displayDirectory: shown, includeDiffs: includeDiffs,
                                              extra: GeneratedFiles.stale(in: output, directory: directory, produced: produced))
        }
        return findings.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }
}
