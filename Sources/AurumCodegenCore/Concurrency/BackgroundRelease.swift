import Dispatch

/// Frees large object graphs on another thread. Freeing 100k tokens' worth of objects is a walk over
/// memory that is rarely in cache (tens of milliseconds); nothing needs to wait for it, and the steps
/// that follow are mostly sequential, which leaves a core free for it.
package enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "aurum-codegen.release", qos: .utility)

    /// Takes `value` over and drops it on the release queue. The caller must hold no other reference
    /// to what it owns, or that part is freed by whichever owner lets go last.
    static func release<T>(_ value: consuming T) {
        let box = Box(value)
        queue.async { box.drop() }
    }

    /// Waits until everything handed over so far is freed. `generate` does so before the steps where
    /// memory peaks; benchmarks do so between runs, so one run's frees do not land in the next one's time.
    package static func drain() {
        queue.sync {}
    }

    /// The closure and the caller share the box, so the value is freed where `drop` runs, never in the caller.
    private final class Box<T>: @unchecked Sendable {
        private var value: T?
        init(_ value: consuming T) { self.value = value }
        func drop() { value = nil }
    }
}
