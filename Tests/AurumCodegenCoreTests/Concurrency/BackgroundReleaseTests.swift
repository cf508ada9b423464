import Foundation
import Testing
@testable import AurumCodegenCore

@Suite struct BackgroundReleaseTests {
    /// Records where its instance was freed.
    private final class Probe: @unchecked Sendable {
        let log: Log
        init(_ log: Log) { self.log = log }
        deinit { log.record(freedOn: pthread_self()) }
    }

    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [pthread_t] = []
        func record(freedOn thread: pthread_t) {
            lock.withLock { threads.append(thread) }
        }
        var freed: [pthread_t] { lock.withLock { threads } }
    }

    /// The value is freed once the queue has run, and not by the caller's thread.
    @Test func freesTheValueOffTheCallersThread() {
        let log = Log()
        var probes: [Probe] = (0..<100).map { _ in Probe(log) }
        #expect(log.freed.isEmpty)
        BackgroundRelease.release(consume probes)
        probes = []
        BackgroundRelease.drain()
        let freed = log.freed
        #expect(freed.count == 100)
        #expect(freed.allSatisfy { pthread_equal($0, pthread_self()) == 0 })
    }

    /// A value still shared with the caller survives until the caller lets go too.
    @Test func sharedPartsOutliveTheRelease() {
        let log = Log()
        let kept = Probe(log)
        BackgroundRelease.release([kept, Probe(log)])
        BackgroundRelease.drain()
        #expect(log.freed.count == 1)
        withExtendedLifetime(kept) {}
    }
}
