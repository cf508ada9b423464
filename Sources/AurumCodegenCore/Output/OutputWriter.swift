import Foundation

/// Writes generated files so that incremental builds stay fast and a failure loses nothing:
/// a file whose bytes did not change is left alone (its modification date too), and changed files
/// are first staged as temporary files beside their targets, then renamed into place.
public struct OutputWriter: Sendable {
    public struct Report: Hashable, Sendable {
        /// Paths (as given) that were created or replaced.
        public var written: [String] = []
        /// Paths whose contents were already identical.
        public var unchanged: [String] = []

        init() {}
    }

    /// Before replacing a file last written in the current second, wait for the next second. swift-driver
    /// (6.3, measured on Linux) tells a changed source by its modification time to the second, so a generated
    /// source rewritten within the second of its previous version would not be recompiled. The build plugin
    /// sets this; it costs at most a second, and only when a file changes twice within one.
    var waitsForNewSecond: Bool

    public init(waitsForNewSecond: Bool = false) {
        self.waitsForNewSecond = waitsForNewSecond
    }

    /// Writes `files` under `directory`. With `dryRun`, only reports what would be written.
    public func write(_ files: [GeneratedFile], to directory: URL, dryRun: Bool = false) throws(DiagnosticError) -> Report {
        try checkNoDuplicates(files)
        var report = Report()
        var staged: [(temp: URL, target: URL)] = []
        let fm = FileManager.default
        do {
            for file in files {
                let target = directory.appendingPathComponent(file.relativePath)
                let data = Data(file.contents.utf8)
                if let existing = fm.contents(atPath: target.path), existing == data {
                    report.unchanged.append(file.relativePath)
                    continue
                }
                report.written.append(file.relativePath)
                if dryRun { continue }
                if waitsForNewSecond { waitIfWrittenThisSecond(target) }
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temp = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).aurum-\(UUID().uuidString).tmp")
                try data.write(to: temp)
                staged.append((temp, target))
            }
            // Every file is staged: now move them into place. A rename within a directory is atomic.
            for (temp, target) in staged {
                if rename(temp.path, target.path) != 0 {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
                }
            }
        } catch let error as DiagnosticError {
            cleanUp(staged)
            throw error
        } catch {
            cleanUp(staged)
            throw DiagnosticError(.error("cannot write generated files in \(directory.path): \(error.localizedDescription)"))
        }
        return report
    }

    private func waitIfWrittenThisSecond(_ url: URL) {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { return }
        let now = Date().timeIntervalSince1970
        let second = modified.timeIntervalSince1970.rounded(.down)
        guard second == now.rounded(.down) else { return }
        // Until just past the next second (file times can lag the clock by a few milliseconds).
        Thread.sleep(forTimeInterval: second + 1.02 - now)
    }

    private func cleanUp(_ staged: [(temp: URL, target: URL)]) {
        for (temp, _) in staged { try? FileManager.default.removeItem(at: temp) }
    }

    private func checkNoDuplicates(_ files: [GeneratedFile]) throws(DiagnosticError) {
        var seen = Set<String>()
        var collector = DiagnosticCollector()
        for file in files where !seen.insert(file.relativePath).inserted {
            collector.error("two generated files share the path '\(file.relativePath)'")
        }
        try collector.throwIfErrors()
    }
}
