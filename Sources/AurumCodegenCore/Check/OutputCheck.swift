import Foundation

/// Compares what the generator would write with what is on disk, for teams that commit generated
/// files: each stale, missing or extra file is one finding. Reads only; writes nothing.
public struct OutputCheck: Sendable {
    public struct Finding: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// On disk, but its contents differ from what the generator produces.
            case stale
            /// Produced by the generator, not on disk.
            case missing
            /// On disk with the generated header, but no longer produced.
            case extra
        }

        var kind: Kind
        /// The file's path as shown in reports (relative to the working directory when possible).
        var path: String
        /// `diff -u` of the file on disk against the generated contents (nil for equal or unreadable).
        public var diff: String?

        /// The one-line report: `path:1:1: error: … (run: aurum-codegen generate)`.
        public var diagnostic: Diagnostic {
            let message = switch kind {
            case .stale: "generated file is out of date"
            case .missing: "generated file is missing"
            case .extra: "generated file is no longer produced and should be deleted"
            }
            return .error("\(message) (run: aurum-codegen generate)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    init() {}

    /// Findings for `files` that belong in `directory`; `displayDirectory` is how paths are shown.
    /// With `includeDiffs`, stale and missing files carry a unified diff. `extra` lists the generated files in the
    /// folder that the run no longer produces (`GeneratedFiles.stale`), relative to `directory`.
    func compare(_ files: [GeneratedFile], in directory: URL, displayDirectory: String,
                        includeDiffs: Bool = false, extra: [String] = []) -> [Finding] {
        let fm = FileManager.default
        var findings: [Finding] = []
        for file in files {
            let shown = join(displayDirectory, file.relativePath)
            let url = directory.appendingPathComponent(file.relativePath)
            guard let data = fm.contents(atPath: url.path) else {
                let diff = includeDiffs ? UnifiedDiff.diff(old: "", new: file.contents, oldName: "/dev/null", newName: "b/\(shown)") : nil
                findings.append(Finding(kind: .missing, path: shown, diff: diff))
                continue
            }
            guard data != file.data else { continue }
            let onDisk = String(decoding: data, as: UTF8.self)
            let diff = includeDiffs ? UnifiedDiff.diff(old: onDisk, new: file.contents, oldName: "a/\(shown)", newName: "b/\(shown)") : nil
            findings.append(Finding(kind: .stale, path: shown, diff: diff))
        }
        for relative in extra {
            findings.append(Finding(kind: .extra, path: join(displayDirectory, relative), diff: nil))
        }
        return findings.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }

    private func join(_ directory: String, _ relative: String) -> String {
        directory.isEmpty || directory == "." ? relative : (directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
    }
}
