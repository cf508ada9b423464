/// The last stage of a run, write: every planned output written (only files whose contents changed), then the
/// generated files no output produces any more removed, in nested folders too (`GeneratedFiles.stale`, the same
/// list `check` reports). Folders shared by several outputs keep every output's files.
struct WriteStage {
    var configuration: AurumConfiguration
    /// Set for the build plugin's runs, whose rewritten sources must get a new modification second (`OutputWriter`).
    var waitsForNewSecond = false

    func run(_ outputs: [PlannedOutput], dryRun: Bool) throws(DiagnosticError) -> [OutputResult] {
        // Held until every file is written and every stale one removed: a second run on these folders waits.
        let lock = dryRun ? nil : try OutputLock.acquire(outputs.map { configuration.url(for: $0.directory) })
        defer { lock?.release() }
        var results: [OutputResult] = []
        for output in outputs {
            let report = try OutputWriter(waitsForNewSecond: waitsForNewSecond).write(output.files, to: configuration.url(for: output.directory), dryRun: dryRun)
            results.append(OutputResult(kind: output.kind, directory: output.directory, report: report, removed: []))
        }
        let produced = GeneratedFiles.produced(by: outputs, in: configuration)
        for (index, output) in outputs.enumerated() {
            let directory = configuration.url(for: output.directory)
            let stale = GeneratedFiles.stale(in: output, directory: directory, produced: produced)
            if !dryRun { try GeneratedFiles.remove(stale, in: directory) }
            results[index].removed = stale
        }
        return results
    }
}
