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
        try checkConfined(files, in: directory)
        var report = Report()
        var staged: [(temp: URL, target: URL)] = []
        var cleanedFolders = Set<String>()
        let fm = FileManager.default
        do {
            for file in files {
                let target = directory.appendingPathComponent(file.relativePath)
                let data = file.data
                if let existing = fm.contents(atPath: target.path), existing == data {
                    report.unchanged.append(file.relativePath)
                    continue
                }
                report.written.append(file.relativePath)
                if dryRun { continue }
                if waitsForNewSecond { waitIfWrittenThisSecond(target) }
                let folder = target.deletingLastPathComponent()
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                if cleanedFolders.insert(folder.path).inserted { Self.removeLeftoverStagedFiles(in: folder) }
                let temp = folder.appendingPathComponent(".\(target.lastPathComponent)\(Self.stagedMarker)\(UUID().uuidString).tmp")
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

    /// What a staged file's name carries between the target's name and a UUID: `.Colors.swift.aurum-<UUID>.tmp`.
    static let stagedMarker = ".aurum-"

    /// Removes staged files that a run killed before renaming them left in `folder`. Runs on the same outputs
    /// never overlap (`OutputLock`), so no staged file here belongs to a run still going.
    static func removeLeftoverStagedFiles(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where isStagedFileName(name) {
            var info = stat()
            let path = folder.appendingPathComponent(name).path
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// `.<target name>.aurum-<36-character UUID>.tmp`, exactly as `write` names them.
    static func isStagedFileName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: stagedMarker, options: .backwards) else { return false }
        let uuid = name[marker.upperBound...].dropLast(4)
        return uuid.count == 36 && UUID(uuidString: String(uuid)) != nil && marker.lowerBound > name.index(after: name.startIndex)
    }

    /// Every file must stay inside `directory`: a relative path without `..`, and no symlinked folder on the way
    /// that leads out (a symlink committed into an output folder must not redirect the write elsewhere).
    private func checkConfined(_ files: [GeneratedFile], in directory: URL) throws(DiagnosticError) {
        var collector = DiagnosticCollector()
        let root = PackageRoot.physicalPath(directory.standardizedFileURL.path)
        var checkedFolders: [String: Bool] = [:]
        for file in files {
            let parts = file.relativePath.split(separator: "/", omittingEmptySubsequences: false)
            if file.relativePath.hasPrefix("/") || parts.contains("..") || parts.contains("") || parts.contains(".")
                || file.relativePath.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                collector.error("the generated file path '\(file.relativePath)' must be relative to its output folder, without '..', empty parts or control characters")
                continue
            }
            let folder = directory.appendingPathComponent(file.relativePath).deletingLastPathComponent().standardizedFileURL.path
            let inside = checkedFolders[folder] ?? PackageRoot.contains(root, PackageRoot.physicalPath(folder))
            checkedFolders[folder] = inside
            if !inside {
                collector.error("'\(file.relativePath)' would be written through a symlink to '\(PackageRoot.physicalPath(folder))', outside the output folder '\(directory.path)'")
            }
        }
        try collector.throwIfErrors()
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
