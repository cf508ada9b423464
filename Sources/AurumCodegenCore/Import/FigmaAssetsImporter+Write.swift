import Foundation

extension FigmaAssetsImporter.Result {
    /// What a write did, for the command's summary line.
    package struct WriteReport: Sendable {
        package var written = 0
        package var unchanged = 0
        package var removed = 0
        package var iconsWritten = false
    }

    /// Writes the catalog (every changed file staged, then renamed into place; unchanged files untouched), removes
    /// the image sets the last import made that Figma no longer has, then writes icons.json and the record. Called
    /// only once every render was checked, so a bad render leaves everything as it was.
    package func write(catalog: URL, icons: URL, record: URL, dryRun: Bool) throws(DiagnosticError) -> WriteReport {
        var report = WriteReport()
        let writer = OutputWriter()
        let written = try writer.write(catalogFiles, to: catalog, dryRun: dryRun)
        report.written = written.written.count
        report.unchanged = written.unchanged.count
        let present = removals.filter { FileManager.default.fileExists(atPath: catalog.appendingPathComponent($0).path) }
        report.removed = Set(present.map { $0.split(separator: "/").first! }).count
        if !dryRun, !present.isEmpty { try GeneratedFiles.remove(present, in: catalog) }
        if let text = self.icons {
            let file = GeneratedFile(relativePath: icons.lastPathComponent, contents: text)
            report.iconsWritten = !(try writer.write([file], to: icons.deletingLastPathComponent(), dryRun: dryRun)).written.isEmpty
        }
        _ = try writer.write([GeneratedFile(relativePath: record.lastPathComponent, contents: self.record)],
                             to: record.deletingLastPathComponent(), dryRun: dryRun)
        return report
    }
}
