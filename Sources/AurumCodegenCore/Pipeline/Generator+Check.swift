import Foundation

extension Generator {
    /// The output kinds `check` compares with disk: the `check.outputs` list of the configuration, or every
    /// configured output when it has none. Teams that generate Swift at build time (the plugin) leave `swift` out.
    public func checkedKinds() throws(DiagnosticError) -> Set<PlannedOutput.Kind> {
        guard let section = configuration.sections["check"] else { return Set(PlannedOutput.Kind.allCases) }
        var diagnostics = DiagnosticCollector()
        var kinds = Set<PlannedOutput.Kind>()
        guard let object = section.object else {
            throw DiagnosticError(.error("'check' must be an object", at: section.position.location(in: configuration.file)))
        }
        for member in object {
            guard member.key == "outputs" else {
                diagnostics.error("unknown key 'check.\(member.key)'", at: member.keyPosition.location(in: configuration.file))
                continue
            }
            for item in member.value.array ?? [member.value] {
                let names = PlannedOutput.Kind.allCases.map(\.rawValue)
                if let name = item.string, let kind = PlannedOutput.Kind(rawValue: name) {
                    kinds.insert(kind)
                } else {
                    diagnostics.error("'check.outputs' holds output kinds (\(names.joined(separator: ", "))), not \(item.string.map { "'\($0)'" } ?? item.kindDescription)",
                                      at: item.position.location(in: configuration.file))
                }
            }
        }
        try diagnostics.throwIfErrors()
        return kinds
    }

    /// Regenerates in memory and compares the committed outputs with disk. Writes nothing.
    /// `workingDirectory` makes reported paths relative, as the rest of the tool's diagnostics are.
    public func check(includeDiffs: Bool, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws(DiagnosticError) -> [OutputCheck.Finding] {
        let kinds = try checkedKinds()
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
