import Foundation

extension Generator {
    /// Regenerates in memory and compares the committed outputs with disk. Writes nothing.
    /// `workingDirectory` makes reported paths relative, as the rest of the tool's diagnostics are.
    public func check(includeDiffs: Bool, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(DiagnosticError) -> [OutputCheck.Finding] {
        let kinds = configuration.check.outputs
        let tokens = try loadTokens()
        let outputs = try plannedOutputs(for: tokens).outputs.filter { kinds.contains($0.kind) }
        // A folder may hold several outputs (legacy Code Connect files sit under the other outputs' parent), so a
        // file counts as extra only if no output produces it and it has the output's own suffix.
        let produced = Set(outputs.flatMap { output in
            output.files.map { configuration.url(for: output.directory).appendingPathComponent($0.relativePath).standardizedFileURL.path }
        })
        var findings: [OutputCheck.Finding] = []
        for output in outputs {
            let directory = configuration.url(for: output.directory)
            let shown = TokenLoader.displayPath(for: directory, relativeTo: workingDirectory)
            findings += OutputCheck().compare(output.files, in: directory, displayDirectory: shown, includeDiffs: includeDiffs,
                                              extraSuffixes: output.staleSuffixes, producedElsewhere: produced)
        }
        return findings.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }
}
