import Dispatch
import Foundation

/// Runs independent pieces of work on every core, for the steps whose pieces share nothing mutable
/// (rendering one file, laying out one value). Results come back in index order, so the output does
/// not depend on scheduling.
enum ParallelMap {
    /// How many pieces keep every core busy.
    static let width = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `0..<count` cut into `perCore` runs per core, in order; a single run below `serialBelow`, where starting
    /// threads costs more than the work. More runs than cores even out pieces of unequal cost: `map` hands a
    /// core the next run when it is done with one.
    static func runs(_ count: Int, serialBelow: Int = 2_048, perCore: Int = 1) -> [Range<Int>] {
        let n = count < serialBelow ? 1 : width * perCore
        return (0..<n).map { count * $0 / n..<count * ($0 + 1) / n }
    }

    /// `body(i)` for every `i` in `0..<count`, in parallel when there is more than one piece; results by index.
    /// `body` must only read shared state.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        return withoutActuallyEscaping(body) { body in
            let shared = Shared(body: body, results: [T?](repeating: nil, count: count))
            DispatchQueue.concurrentPerform(iterations: count) { i in shared.store(shared.body(i), at: i) }
            return shared.results.map { $0! }
        }
    }

    /// The work and its results: each index is stored once, under the lock, and `body` only reads.
    private final class Shared<T>: @unchecked Sendable {
        let body: (Int) -> T
        private(set) var results: [T?]
        private let lock = NSLock()

        init(body: @escaping (Int) -> T, results: [T?]) {
            self.body = body
            self.results = results
        }

        func store(_ value: T, at i: Int) {
            lock.lock()
            results[i] = value
            lock.unlock()
        }
    }
}
