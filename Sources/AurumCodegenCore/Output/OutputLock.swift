import Foundation

/// Two runs writing the same output folders at once take turns: each holds an exclusive `flock` on every output
/// folder while it writes and removes stale files there. Rendering, the slow part, still runs side by side. The lock
/// is on the folder itself, so it needs no lock file, cannot be left behind by a killed run (the kernel drops it
/// with the process) and also covers two configurations that share a folder. A run waits for its turn and gives up,
/// naming the folder, after `timeout` seconds.
final class OutputLock {
    private var descriptors: [Int32] = []

    private init() {}

    /// Locks `directories` (created if missing), in one order for every run so two runs cannot deadlock.
    static func acquire(_ directories: [URL], timeout: TimeInterval = 120) throws(DiagnosticError) -> OutputLock {
        let lock = OutputLock()
        let paths = Set(directories.map { $0.standardizedFileURL.path }).sorted()
        for path in paths {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticError(.error("cannot create the output folder '\(path)': \(error.localizedDescription)"))
            }
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                throw DiagnosticError(.error("cannot open the output folder '\(path)' to lock it: \(String(cString: strerror(errno)))"))
            }
            lock.descriptors.append(fd)
            let deadline = Date().addingTimeInterval(timeout)
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    throw DiagnosticError(.error("cannot lock the output folder '\(path)': \(String(cString: strerror(errno)))"))
                }
                guard Date() < deadline else {
                    throw DiagnosticError(.error("another aurum-codegen run has been writing '\(path)' for over \(Int(timeout)) s; try again when it has finished"))
                }
                usleep(20_000)
            }
        }
        return lock
    }

    func release() {
        for fd in descriptors { close(fd) }
        descriptors.removeAll()
    }

    deinit { release() }
}
